import Cassowary
import ViewSpecCore
import ViewSpecLanguage

/// A plan item as the layout stage receives it: every target bound to a view index or guide, every
/// constant in points, priorities typed.
///
/// The resolver binds plans once the whole tree is known (`PlanBinder`), so the layout stage looks
/// up no names and no tokens.
///
/// A priority is nil where the spec wrote none: the layout stage decides it (required, or
/// Draftsman's next auto-descending value), in the order it adds constraints.
public struct BoundPlan: Sendable, Equatable {
    public enum Form: Sendable, Equatable {
        case anchor(BoundAnchorPlan)
        case shortcut(BoundShortcut)
        case setStack(BoundSetStack)
        case align(BoundAlign)
        case zStack(BoundZStack)
        case expression(BoundExpression)
        case visualFormat(BoundVisualFormat)
    }

    public var form: Form
    /// The list entry the plan was written as (or, for a factory's default, the node's kind).
    public var range: SourceRange
    /// The name scope the plan was read in, for the resolved dump.
    public var scope: Int

    public init(_ form: Form, range: SourceRange, scope: Int) {
        self.form = form
        self.range = range
        self.scope = scope
    }
}

/// Which rectangle a plan relates to.
public enum BoundTarget: Sendable, Equatable {
    /// A view's frame.
    case view(Int)
    /// The rectangle a view's children are placed in (a scroll view's content).
    case container(Int)
    /// A view's safe-area guide.
    case safeArea(Int)
    /// The keyboard layout guide: the keyboard's frame on the screen, its top at the safe
    /// area's bottom while the keyboard is hidden.
    case keyboard
    /// A view's safe area less the part the keyboard covers.
    case keyboardSafeArea(Int)
    /// A target that names no view where it is written (`previous` on the first view, an id
    /// of another scope): the layout stage warns with `text` at `range` and leaves the
    /// constraint out.
    case unresolved(text: String, range: SourceRange)

    /// The view, for a bound target.
    public var view: Int? {
        switch self {
        case .view(let index), .container(let index), .safeArea(let index), .keyboardSafeArea(let index):
            index
        // The keyboard is the screen's: the root's, as the screen's safe area is.
        case .keyboard: 0
        case .unresolved: nil
        }
    }
}

/// An anchor of a bound target.
public struct BoundAnchor: Sendable, Equatable {
    public var target: BoundTarget
    public var anchor: LayoutAnchor

    public init(_ target: BoundTarget, _ anchor: LayoutAnchor) {
        self.target = target
        self.anchor = anchor
    }
}

/// Draftsman's structure on one of the owner's anchors (`AnchorPlan`).
public struct BoundAnchorPlan: Sendable, Equatable {
    public var anchor: LayoutAnchor
    public var relation: Relation
    public var second: BoundAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority?
}

/// `first relation multiplier × second + constant` (`ConstraintExpression`).
public struct BoundExpression: Sendable, Equatable {
    public var first: BoundAnchor
    public var relation: Relation
    public var second: BoundAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority?
}

/// A shortcut (`ShortcutPlan`): every constraint it makes shares `relation` and `priority`.
public struct BoundShortcut: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The owner's edges at their insets from the target's (`edges`, `horizontal`,
        /// `vertical`, `at`), each edge as written: leading and trailing follow the direction.
        case pin(edges: [BoundEdgeInset], to: BoundTarget)
        case center(x: Double, y: Double, to: BoundTarget)
        /// A nil side is left to the view.
        case size(width: Double?, height: Double?)
        case relativeSize(to: BoundTarget, multiplier: Double, constant: Double)
        case relative(position: RelativePosition, to: BoundTarget, spacing: Double, isParallel: Bool)
        case inBetween(first: BoundTarget, second: BoundTarget, axis: LayoutAxis, inset: Double)
    }

    /// `below`, `above`, `leftOf`, `rightOf`.
    public enum RelativePosition: String, Sendable, Equatable {
        case below, above, leftOf, rightOf
    }

    public var kind: Kind
    public var relation: Relation
    public var priority: Priority?
}

/// One edge of a shortcut or z-stack with its inset in points.
public struct BoundEdgeInset: Sendable, Equatable {
    /// top, bottom, left, right, leading or trailing.
    public var edge: LayoutAnchor
    public var inset: Double

    public init(_ edge: LayoutAnchor, _ inset: Double) {
        self.edge = edge
        self.inset = inset
    }
}

/// ConstraintHelper's setStack on the owner's children (`SetStackPlan`).
public struct BoundSetStack: Sendable, Equatable {
    /// The views named, or all of the owner's children.
    public var views: [BoundTarget]
    public var horizontal: Double
    public var vertical: [Double]
}

/// UIBuilder's two-view alignment (`AlignPlan`).
public struct BoundAlign: Sendable, Equatable {
    public enum Cross: Sendable, Equatable {
        case stretched(start: Double, end: Double)
        case centered
    }

    public var axis: LayoutAxis
    public var first: BoundTarget
    public var second: BoundTarget
    public var start: Double
    public var spacing: Double
    public var end: Double
    public var firstCross: Cross
    public var secondCross: Cross
}

/// UIBuilder's z-stack (`ZStackPlan`): each view's sides written, as edges with insets.
public struct BoundZStack: Sendable, Equatable {
    public var first: BoundTarget
    public var firstEdges: [BoundEdgeInset]
    public var second: BoundTarget
    public var secondEdges: [BoundEdgeInset]
}

/// A Visual Format Language line with its views bound and every spacing a predicate in points
/// (`-` is the standard spacing, a flush connection `== 0`).
public struct BoundVisualFormat: Sendable, Equatable {
    public struct View: Sendable, Equatable {
        public var target: BoundTarget
        public var predicates: [BoundPredicate]
    }

    public struct Connection: Sendable, Equatable {
        public var predicates: [BoundPredicate]
    }

    public var axis: LayoutAxis
    /// The view whose edges `|` stands for: the node that holds the line, or for the
    /// document's list the views' nearest common parent; nil when there is none.
    public var container: Int?
    public var leadingSuperview: Connection?
    public var views: [View]
    public var connections: [Connection]
    public var trailingSuperview: Connection?
}

/// `>=50@750`, `==title`.
public struct BoundPredicate: Sendable, Equatable {
    public enum Object: Sendable, Equatable {
        case constant(Double)
        /// Another view's size along the line's axis.
        case view(BoundTarget)
    }

    public var relation: Relation
    public var object: Object
    public var priority: Priority?
    public var range: SourceRange
}
