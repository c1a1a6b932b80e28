/// One configuration of the matrix: a device, a Dynamic Type size, light or dark, and a layout
/// direction.
///
/// `validate` lays out every cell it is asked for and reports each finding with the cells it occurs
/// in.
public struct MatrixCell: Hashable, Sendable {
    /// The device's name, as the run was asked for it.
    public var device: String
    /// The Dynamic Type size.
    public var contentSize: ContentSizeCategory
    /// Light or dark.
    public var appearance: ColorAppearance
    /// Left to right or right to left.
    public var direction: LayoutDirection

    /// The cell of these values.
    public init(
        device: String, contentSize: ContentSizeCategory, appearance: ColorAppearance,
        direction: LayoutDirection
    ) {
        self.device = device
        self.contentSize = contentSize
        self.appearance = appearance
        self.direction = direction
    }
}

extension LayoutDirection {
    /// `ltr` or `rtl`: how the command line and the cell notes spell a direction.
    package var shortName: String { self == .leftToRight ? "ltr" : "rtl" }

    /// `ltr`, `rtl`, or the spec's own spelling (`leftToRight`, `rightToLeft`).
    package init?(commandLine text: String) {
        switch text {
        case "ltr", LayoutDirection.leftToRight.rawValue: self = .leftToRight
        case "rtl", LayoutDirection.rightToLeft.rawValue: self = .rightToLeft
        default: return nil
        }
    }
}

/// The values a run lays out on, per dimension, each in its canonical order (devices as asked);
/// every combination is a cell.
public struct Matrix: Hashable, Sendable {
    /// Device names, in the order asked.
    public var devices: [String]
    /// Dynamic Type sizes, smallest first.
    public var contentSizes: [ContentSizeCategory]
    /// Appearances, in `ColorAppearance.allCases` order.
    public var appearances: [ColorAppearance]
    /// Layout directions, in `LayoutDirection.allCases` order.
    public var directions: [LayoutDirection]

    /// A matrix of these values; each list is expected in its canonical order, without repeats.
    public init(
        devices: [String], contentSizes: [ContentSizeCategory], appearances: [ColorAppearance],
        directions: [LayoutDirection]
    ) {
        self.devices = devices
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.directions = directions
    }

    /// The number of cells: the product of the dimensions' sizes.
    public var count: Int { devices.count * contentSizes.count * appearances.count * directions.count }

    /// True when only devices vary: every cell shares one resolved tree.
    package var isSingleResolution: Bool {
        contentSizes.count == 1 && appearances.count == 1 && directions.count == 1
    }

    /// The (content size, appearance, direction) combinations, each resolved once, in order.
    package var resolutions: [Resolution] {
        contentSizes.flatMap { size in
            appearances.flatMap { appearance in
                directions.map { Resolution(contentSize: size, appearance: appearance, direction: $0) }
            }
        }
    }

    /// Every cell, device first, then content size, appearance and direction.
    public var cells: [MatrixCell] {
        devices.flatMap { device in
            resolutions.map {
                MatrixCell(
                    device: device, contentSize: $0.contentSize, appearance: $0.appearance,
                    direction: $0.direction)
            }
        }
    }

    /// The cell's position in `cells`: what findings' cells are sorted by.
    package func order(of cell: MatrixCell) -> Int {
        let device = devices.firstIndex(of: cell.device) ?? devices.count
        let size = contentSizes.firstIndex(of: cell.contentSize) ?? 0
        let appearance = appearances.firstIndex(of: cell.appearance) ?? 0
        let direction = directions.firstIndex(of: cell.direction) ?? 0
        return ((device * contentSizes.count + size) * appearances.count + appearance) * directions.count
            + direction
    }

    /// What resolving depends on besides the spec: the tree of one resolution serves every
    /// device.
    package struct Resolution: Hashable, Sendable {
        package var contentSize: ContentSizeCategory
        package var appearance: ColorAppearance
        package var direction: LayoutDirection

        package init(
            contentSize: ContentSizeCategory, appearance: ColorAppearance, direction: LayoutDirection
        ) {
            self.contentSize = contentSize
            self.appearance = appearance
            self.direction = direction
        }
    }
}
