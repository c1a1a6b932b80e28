import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// One of Draftsman's shortcuts: several constraints on the node's own anchors written as one item.
///
/// `relation` and `priority` apply to every constraint it makes, and Draftsman's sign convention
/// holds: insets on bottom, right and trailing are negated (and their relation mirrored) by the
/// layout stage, so `edges: { insets: 8, relation: ">=" }` keeps at least 8 pt on every side.
package struct ShortcutPlan: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Top, left, bottom and right.
        case edges(Insets, to: PlanTarget)
        /// Left and right only; the insets' other sides are nil.
        case horizontal(Insets, to: PlanTarget)
        /// Top and bottom only.
        case vertical(Insets, to: PlanTarget)
        case center(offset: CenterOffset, to: PlanTarget)
        case size(SizePlan)
        /// The sides listed, from a preset (`topLeft`) or an explicit list.
        case at(edges: [PlanEdge], insets: Insets, to: PlanTarget)
        case relative(RelativePlan)
        case inBetween(InBetweenPlan)
    }

    package var kind: Kind
    package var relation: Relation
    package var priority: Priority?
    /// The shortcut's key.
    package var nameRange: SourceRange

    package init(_ kind: Kind, relation: Relation = .equal, priority: Priority? = nil, nameRange: SourceRange)
    {
        self.kind = kind
        self.relation = relation
        self.priority = priority
        self.nameRange = nameRange
    }

    /// The shortcuts' names as keys of a layout item.
    package static let names = [
        "edges", "horizontal", "vertical", "center", "size", "at", "below", "above", "leftOf", "rightOf",
        "inBetween",
    ]
}

/// A side for `at`.
///
/// `leading` and `trailing` follow the layout direction; Draftsman only has the absolute four.
package enum PlanEdge: String, Sendable, Equatable, CaseIterable {
    case top, bottom, left, right, leading, trailing

    /// Draftsman's `LayoutEdge` array presets, in its order.
    package static let presets: [(name: String, edges: [PlanEdge])] = [
        ("topLeft", [.top, .left]), ("topRight", [.top, .right]), ("bottomLeft", [.bottom, .left]),
        ("bottomRight", [.bottom, .right]), ("fullLeft", [.left, .top, .bottom]),
        ("fullRight", [.right, .top, .bottom]), ("fullTop", [.top, .left, .right]),
        ("fullBottom", [.bottom, .left, .right]), ("edges", [.top, .bottom, .left, .right]),
    ]
}

/// `center`'s offsets from the target's centre.
///
/// The shortcut always pins both axes, as Draftsman's does, so an offset that is not written is 0
/// rather than absent.
package struct CenterOffset: Sendable, Equatable {
    package var x: Length
    package var y: Length

    package init(x: Length = .points(0), y: Length = .points(0)) {
        self.x = x
        self.y = y
    }
}

/// `size`: constant sides (`[120, 44]`), or both sides relative to another view's.
package enum SizePlan: Sendable, Equatable {
    /// A nil side is left to the view (`size: { width: 120 }` pins only the width).
    case constant(width: Length?, height: Length?)
    case relative(to: PlanTarget, multiplier: Double, constant: PlanConstant?)
}

/// `below`, `above`, `leftOf`, `rightOf`: Draftsman's `at(RelatedPosition)`.
package struct RelativePlan: Sendable, Equatable {
    package enum Position: String, Sendable, Equatable, CaseIterable {
        /// My top to the view's bottom.
        case below
        /// My bottom to the view's top.
        case above
        /// My right to the view's left.
        case leftOf
        /// My left to the view's right.
        case rightOf
    }

    package var position: Position
    package var view: PlanTarget
    /// The gap between the two edges; nil means flush (0).
    package var spacing: Length?
    /// Draftsman's "AndParallelWith": also centre on the view across the axis (centerX for
    /// below/above, centerY for leftOf/rightOf), which is what its code does.
    package var isParallel: Bool

    package init(_ position: Position, view: PlanTarget, spacing: Length? = nil, parallel: Bool = false) {
        self.position = position
        self.view = view
        self.spacing = spacing
        self.isParallel = parallel
    }
}

/// `inBetween`: vertically, my top to the first view's bottom and my bottom to the second's
/// top; horizontally, my left to the first's right and my right to the second's left (not
/// Draftsman's buggy right-to-first-left).
package struct InBetweenPlan: Sendable, Equatable {
    package var first: PlanTarget
    package var second: PlanTarget
    package var axis: LayoutAxis
    /// The gap on both sides; nil means flush.
    package var insets: Length?

    package init(first: PlanTarget, second: PlanTarget, axis: LayoutAxis, insets: Length? = nil) {
        self.first = first
        self.second = second
        self.axis = axis
        self.insets = insets
    }
}
