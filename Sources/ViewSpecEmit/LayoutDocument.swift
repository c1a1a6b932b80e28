import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve

/// A spec's layouts as the layout document says them: what `viewspec layout --format json` writes
/// of each view and `viewspec diff` compares, one entry per cell (device, content size,
/// appearance, direction), with the place each view came from.
///
/// Made from a spec laid out (`init(spec:tree:layouts:)`), which is also what `LayoutJSON` writes
/// these keys from, or read from a layout JSON document, a snapshot (`LayoutDocumentReader`). Its
/// lengths are rounded as the JSON text writes them (`NumberText.roundedToThousandths`), so a spec
/// laid out and its snapshot read back are the same document.
public struct LayoutDocument: Sendable {
    /// The file the document was read from, or the spec that was laid out.
    public var path: String
    /// Where the document itself starts, for differences that are about no view.
    public var range: SourceRange
    /// One per cell laid out, in the document's order; no two of the same cell.
    public var layouts: [Layout]

    /// What tells the layouts of documents apart and matches them up: the device's name and the
    /// content size, appearance and direction, each spelt as the layout document spells it
    /// (`iphone-se`, `AX3`, `dark`, `rightToLeft`).
    public struct Cell: Sendable, Hashable {
        /// The device's `name`.
        public var device: String
        /// The Dynamic Type size category (`large`, `AX3`).
        public var contentSize: String
        /// `light` or `dark`.
        public var appearance: String
        /// `leftToRight` or `rightToLeft`.
        public var direction: String

        /// The cell of these values; by default the ones a spec that sets none is laid out in.
        public init(
            device: String, contentSize: String = ContentSizeCategory.large.rawValue,
            appearance: String = ColorAppearance.light.rawValue,
            direction: String = LayoutDirection.leftToRight.rawValue
        ) {
            self.device = device
            self.contentSize = contentSize
            self.appearance = appearance
            self.direction = direction
        }
    }

    /// One screen of the document: the views of the spec laid out in one cell.
    public struct Layout: Sendable, Equatable {
        /// The cell the views were laid out in.
        public var cell: Cell
        /// Every view, parents before their children, in the document's order.
        public var views: [View]
        /// Where the layout starts, for differences about the layout as a whole.
        public var range: SourceRange

        /// The name of the device the views were laid out on.
        public var device: String { cell.device }
    }

    /// What a view looks like, as far as a difference is worth reporting.
    public struct View: Sendable, Equatable {
        /// The view's id, unique in its layout: what views are matched by.
        public var id: String
        /// The view's kind (`label`, `button`, …).
        public var kind: String
        /// The id of the view it is in; nil for the root.
        public var parent: String?
        /// The frame relative to the parent.
        public var frame: Rect
        /// The frame relative to the screen.
        public var absolute: Rect
        /// Whether the view is hidden (`hidden: true`).
        public var hidden: Bool
        /// A colour (`#RRGGBB`), or a gradient written as its type and colours.
        public var background: String?
        /// The tint colour (`#RRGGBB`), when the view has one.
        public var tint: String?
        /// The border's colour (`#RRGGBB`), when the view has a border.
        public var borderColor: String?
        /// The view's text as laid out, for a view that shows text.
        public var text: Text?
        /// The view in the spec when the document was laid out from one, else its line in the
        /// JSON document.
        public var range: SourceRange
    }

    /// A view's text as laid out: what it says, how it broke into lines, and how it is set.
    public struct Text: Sendable, Equatable {
        /// The text the view shows.
        public var string: String
        /// The lines it was set in, each as shown.
        public var lines: [String]
        /// The text colour (`#RRGGBB`).
        public var color: String
        /// The face measured (`Inter Bold`) and its size in points.
        public var metrics: String
        /// The font's size in points.
        public var size: Double
        /// Whether the text does not fit and is cut.
        public var truncated: Bool

        /// The face and its size as a difference names them: `Inter Bold 28`.
        public var font: String { metrics + " " + NumberText.thousandths(size) }
    }
}

extension LayoutDocument {
    /// The document of `layouts`, laid out from the spec at `path` as `tree`, each view placed
    /// where the spec writes it and the document and its layouts at the spec's first view.
    ///
    /// `cells`, one per layout when the layouts are cells of a matrix of several content sizes,
    /// appearances or directions (as `LayoutJSON` takes them), gives each layout its cell and the
    /// tree resolved for it; without them every layout is of `tree`, in its one cell.
    public init(spec path: String, tree: ResolvedTree, layouts: [LayoutResult], cells: [EmittedCell] = []) {
        let range = tree.views.first?.range ?? SourceRange(file: path, at: SourcePosition(line: 1, column: 1))
        self.init(
            path: path, range: range,
            layouts: layouts.indices.map { index in
                let layout = layouts[index]
                let emitted = cells.indices.contains(index) ? cells[index] : nil
                let tree = emitted?.tree ?? tree
                return Layout(
                    cell: Cell(
                        device: layout.device.name,
                        contentSize: (emitted?.cell.contentSize ?? tree.contentSize).rawValue,
                        appearance: (emitted?.cell.appearance ?? tree.appearance).rawValue,
                        direction: (emitted?.cell.direction ?? tree.direction).rawValue),
                    views: tree.views.indices.map { View(tree.views[$0], layout.views[$0], tree: tree) },
                    range: range)
            })
    }
}

extension LayoutDocument.View {
    /// What the layout document says of `view`, laid out as `laidOut`.
    package init(_ view: ResolvedView, _ laidOut: LaidOutView, tree: ResolvedTree) {
        let appearance = view.appearance
        let background: String? =
            switch appearance.background {
            case .color(let color): color.description
            case .gradient(let gradient): Self.description(of: gradient)
            case nil: nil
            }
        var text: LayoutDocument.Text?
        if let content = view.text, let set = laidOut.text {
            text = LayoutDocument.Text(
                string: content.string, lines: set.lines, color: content.color.description,
                metrics: content.font.metrics.name, size: NumberText.roundedToThousandths(set.font.size),
                truncated: set.isTruncated)
        }
        self.init(
            id: view.id, kind: view.kind.name, parent: view.parent.map { tree.views[$0].id },
            frame: laidOut.frame.roundedToThousandths, absolute: laidOut.absolute.roundedToThousandths,
            hidden: appearance.isHidden, background: background, tint: appearance.tint?.description,
            borderColor: appearance.border?.color.description, text: text, range: view.range)
    }

    /// A gradient as a difference names it: its type and colours, `axial gradient #FF0000 → #0000FF`.
    static func description(of gradient: Gradient) -> String {
        description(type: gradient.kind.rawValue, colors: gradient.colors.map(\.description))
    }

    static func description(type: String, colors: [String]) -> String {
        type + " gradient " + colors.joined(separator: " → ")
    }
}

extension Rect {
    /// Each length as the layout document's text writes it.
    var roundedToThousandths: Rect {
        Rect(
            x: NumberText.roundedToThousandths(x), y: NumberText.roundedToThousandths(y),
            width: NumberText.roundedToThousandths(width), height: NumberText.roundedToThousandths(height))
    }
}

extension LayoutDocument {
    /// What tells apart the files of the layouts' pictures, one per layout.
    ///
    /// As `viewspec layout --format svg --output` names them: nil for a document of one layout;
    /// else the device's name followed by the content size, appearance and direction, each
    /// only when the layouts have more than one (`iphone-se`, `iphone-se.AX3.rtl`). `snapshot
    /// record --svg` names its mockups so, and `snapshot verify` knows from a recorded snapshot
    /// which mockups it had.
    package var pictureLabels: [String?] {
        guard layouts.count > 1 else { return layouts.map { _ in nil } }
        let cells = layouts.map(\.cell)
        let distinctions = Cell.Distinctions(cells)
        return cells.map { ([$0.device] + distinctions.parts(of: $0)).joined(separator: ".") }
    }
}

extension LayoutDocument.Cell {
    /// Which of content size, appearance and direction differ among some cells.
    ///
    /// What, beyond its device, names one cell among the others: picture files, the
    /// differences `diff` reports and the ASCII picture's heading name cells by it.
    package struct Distinctions: Sendable {
        var contentSize: Bool
        var appearance: Bool
        var direction: Bool

        package init(_ cells: [LayoutDocument.Cell]) {
            func varies(_ value: (LayoutDocument.Cell) -> String) -> Bool {
                guard let first = cells.first.map(value) else { return false }
                return cells.contains { value($0) != first }
            }
            contentSize = varies(\.contentSize)
            appearance = varies(\.appearance)
            direction = varies(\.direction)
        }

        /// `cell`'s values beyond its device that the cells differ in (`["AX3", "rtl"]`), the
        /// direction by its short name.
        package func parts(of cell: LayoutDocument.Cell) -> [String] {
            var parts: [String] = []
            if contentSize { parts.append(cell.contentSize) }
            if appearance { parts.append(cell.appearance) }
            if direction {
                parts.append(LayoutDirection(rawValue: cell.direction)?.shortName ?? cell.direction)
            }
            return parts
        }
    }

    /// The cell a layout of a matrix was laid out in, spelt as the layout document spells it.
    package init(_ cell: MatrixCell) {
        self.init(
            device: cell.device, contentSize: cell.contentSize.rawValue, appearance: cell.appearance.rawValue,
            direction: cell.direction.rawValue)
    }
}
