/// An anchor of a view or layout guide, by the name a spec writes it.
///
/// The set is Auto Layout's attributes without the margin variants: Draftsman has no
/// leading/trailing, but specs are written for right-to-left screens too.
package enum LayoutAnchor: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    case top, bottom, left, right, leading, trailing, centerX, centerY, width, height
    case firstBaseline, lastBaseline

    /// The spec's name.
    ///
    /// Said outright because constraint texts interpolate anchors: without it, each interpolation
    /// reflects on the enum, which shows in the time a large layout takes.
    package var description: String { rawValue }

    /// The names in declaration order, for did-you-mean and the schema.
    package static let names: [String] = allCases.map(\.rawValue)

    package var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: .vertical
        }
    }

    /// Width and height are sizes; every other anchor is a position.
    ///
    /// Auto Layout never relates a size to a position, and never sets a position to a bare
    /// constant.
    package var isDimension: Bool { self == .width || self == .height }

    /// The edges whose numbers read as insets in the structured forms (Draftsman's sign
    /// convention): the layout stage negates them, so `bottom: 16` keeps 16 pt above the edge.
    package var isInsetEdge: Bool { self == .bottom || self == .right || self == .trailing }

    /// Whether the anchor follows the layout direction (true), is absolute (false) or has no
    /// left-right sense (nil).
    ///
    /// Auto Layout refuses to relate leading/trailing to left/right.
    package var isDirectional: Bool? {
        switch self {
        case .leading, .trailing: true
        case .left, .right: false
        default: nil
        }
    }
}

/// The two directions of layout; shortcuts, arrangements and VFL lines work along one of them.
package enum LayoutAxis: String, Sendable, Equatable, CaseIterable {
    /// The names a spec writes, made once: factories read them for every view.
    package static let names: [String] = allCases.map(\.rawValue)

    case horizontal, vertical
}

/// Which way leading and trailing run.
public enum LayoutDirection: String, Sendable, Equatable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Light or dark: which variant of a palette's dynamic roles a screen is drawn in, as UIKit's user
/// interface style picks a dynamic colour's.
///
/// Not `Appearance`, which is everything a view draws.
public enum ColorAppearance: String, Sendable, Equatable, Hashable, CaseIterable {
    case light, dark

    /// UIKit's window background (systemBackground) where no view draws: what the SVG mockup
    /// paints under the views and what the contrast audit composes text against, one value
    /// for both so they cannot disagree.
    package var windowBackground: RGBA {
        switch self {
        case .light: RGBA(red: 1, green: 1, blue: 1)
        case .dark: RGBA(red: 0, green: 0, blue: 0)
        }
    }
}

/// How a device is held.
package enum DeviceOrientation: String, Sendable, Equatable, CaseIterable {
    case portrait, landscape
}
