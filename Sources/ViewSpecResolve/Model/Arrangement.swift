import ViewSpecCore
import ViewSpecLanguage

/// Insets in points on the physical sides of the screen.
///
/// The resolver reads written insets once (`Insets.physical(in:points:)`): leading and trailing are
/// turned into left and right for the tree's direction there, so the layout stage has one meaning
/// for every inset.
package struct EdgeInsets: Sendable, Equatable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    package static let zero = EdgeInsets()
}

/// UIStackView's properties, as the stack's factory and properties set them.
package struct StackRules: Sendable, Equatable {
    package enum Distribution: String, Sendable, Equatable, CaseIterable {
        /// The names a spec writes, made once: factories read them for every view.
        package static let names: [String] = allCases.map(\.rawValue)

        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    package enum Alignment: String, Sendable, Equatable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline

        /// `top` and `bottom` are UIKit's vertical-stack spellings of leading and trailing.
        init?(spelling: String) {
            switch spelling {
            case "top": self = .leading
            case "bottom": self = .trailing
            default: self.init(rawValue: spelling)
            }
        }
    }

    package var axis: LayoutAxis
    package var distribution: Distribution
    package var alignment: Alignment
    package var spacing: Double
    /// `setCustomSpacing(_:after:)`: the space after the child at each index, in child order.
    package var customSpacing: [(child: Int, spacing: Double)] = []
    package var margins: EdgeInsets = .zero
    package var isBaselineRelative = false
    package var isMarginsRelative = false
    /// ViewFactory pins every child of its stacks to both sides across the axis (leading and
    /// trailing in a vertical stack, top and bottom in a horizontal one), whatever the alignment
    /// says: they fill across.
    ///
    /// Plain `stack` nodes do not.
    package var pinsChildrenAcross = false

    package init(
        axis: LayoutAxis, distribution: Distribution = .fill, alignment: Alignment = .fill,
        spacing: Double = 0
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }

    package static func == (lhs: StackRules, rhs: StackRules) -> Bool {
        lhs.axis == rhs.axis && lhs.distribution == rhs.distribution && lhs.alignment == rhs.alignment
            && lhs.spacing == rhs.spacing && lhs.customSpacing.map(\.child) == rhs.customSpacing.map(\.child)
            && lhs.customSpacing.map(\.spacing) == rhs.customSpacing.map(\.spacing)
            && lhs.margins == rhs.margins
            && lhs.isBaselineRelative == rhs.isBaselineRelative
            && lhs.isMarginsRelative == rhs.isMarginsRelative
            && lhs.pinsChildrenAcross == rhs.pinsChildrenAcross
    }

    /// The spacing after child `index`: its custom spacing, else `spacing`.
    package func spacing(after index: Int) -> Double {
        customSpacing.last { $0.child == index }?.spacing ?? spacing
    }
}

/// UIContainer's Content positions: where a wrapper puts its one child.
package enum ContentPosition: String, Sendable, Equatable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight, fill
}

/// How a view places its children, besides the children's own plans.
package enum Arrangement: Sendable, Equatable {
    /// Children are placed by constraint plans only.
    case free
    /// A UIStackView.
    case stack(StackRules)
    /// ConstraintHelper's `setStack` in a vertical page (ViewFactory's VerticalScrollView):
    /// every child pinned at `horizontal` on both sides, `vertical[i]` above child i and the
    /// last value below the last child.
    case page(horizontal: Double, vertical: [Double])
    /// One child inset from the edges (Spacer, Rounder, Dashed, Blur, a table cell): `fill`
    /// pins every side at its inset, the other positions pin the sides they name and keep at
    /// least the inset on the rest (UIContainer's Content).
    case wrapper(position: ContentPosition, insets: EdgeInsets)
    /// Table rows: cells one under another, each the full width, `rowHeight` high or sized by
    /// its content and at least `ControlMetrics.tableRowHeight`; each cell insets its content
    /// by `cellInsets` (BaseCell's 16 on the sides, 0 above, 16 below), and on the trailing side
    /// also by the room its `accessory` takes.
    case rows(rowHeight: Double?, cellInsets: EdgeInsets, accessory: CellAccessory)
    /// Collection cells: `columns` equal columns, `spacing` between cells, `insets` around.
    case grid(columns: Int, spacing: Double, insets: EdgeInsets)
}

/// UITableViewCell's `accessoryType`: a glyph at the trailing end of every row of a table.
package enum CellAccessory: String, Sendable, Equatable, CaseIterable {
    case none
    /// `.disclosureIndicator`: a chevron pointing to the trailing side.
    case disclosure
    /// `.checkmark`.
    case checkmark

    /// Between the cell's content and the accessory.
    package static let contentSpacing = 10.0

    /// The glyph's size in points (UIKit's disclosure chevron is 8 × 13, its checkmark 14 × 11);
    /// zero for none.
    package var size: (width: Double, height: Double) {
        switch self {
        case .none: (0, 0)
        case .disclosure: (8, 13)
        case .checkmark: (14, 11)
        }
    }

    /// How much further than its insets the accessory pushes the cell's content from the
    /// trailing edge: the glyph and the spacing before it.
    ///
    /// UITableViewCell narrows its content
    /// view by the accessory's room, and the glyph's trailing edge keeps the cell's trailing
    /// inset.
    package var trailingRoom: Double {
        self == .none ? 0 : size.width + Self.contentSpacing
    }
}

extension Arrangement {
    /// A table's rows.
    package var isRows: Bool {
        if case .rows = self { return true }
        return false
    }
}
