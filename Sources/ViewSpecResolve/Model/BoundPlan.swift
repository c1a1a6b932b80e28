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
package struct BoundPlan: Sendable, Equatable {
    package enum Form: Sendable, Equatable {
        case anchor(BoundAnchorPlan)
        case shortcut(BoundShortcut)
        case setStack(BoundSetStack)
        case align(BoundAlign)
        case zStack(BoundZStack)
        case expression(BoundExpression)
        case visualFormat(BoundVisualFormat)
    }

    package var form: Form
    /// The list entry the plan was written as (or, for a factory's default, the node's kind).
    package var range: SourceRange
    /// The name scope the plan was read in, for the resolved dump.
    package var scope: Int

    package init(_ form: Form, range: SourceRange, scope: Int) {
        self.form = form
        self.range = range
        self.scope = scope
    }
}

/// Which rectangle a plan relates to.
package enum BoundTarget: Sendable, Equatable {
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
    package var view: Int? {
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
package struct BoundAnchor: Sendable, Equatable {
    package var target: BoundTarget
    package var anchor: LayoutAnchor

    package init(_ target: BoundTarget, _ anchor: LayoutAnchor) {
        self.target = target
        self.anchor = anchor
    }
}

/// Draftsman's structure on one of the owner's anchors (`AnchorPlan`).
package struct BoundAnchorPlan: Sendable, Equatable {
    package var anchor: LayoutAnchor
    package var relation: Relation
    package var second: BoundAnchor?
    package var multiplier: Double
    package var constant: Double
    package var priority: Priority?
}

/// `first relation multiplier × second + constant` (`ConstraintExpression`).
package struct BoundExpression: Sendable, Equatable {
    package var first: BoundAnchor
    package var relation: Relation
    package var second: BoundAnchor?
    package var multiplier: Double
    package var constant: Double
    package var priority: Priority?
}

/// A shortcut (`ShortcutPlan`): every constraint it makes shares `relation` and `priority`.
package struct BoundShortcut: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
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
    package enum RelativePosition: String, Sendable, Equatable {
        case below, above, leftOf, rightOf
    }

    package var kind: Kind
    package var relation: Relation
    package var priority: Priority?
}

/// One edge of a shortcut or z-stack with its inset in points.
package struct BoundEdgeInset: Sendable, Equatable {
    /// top, bottom, left, right, leading or trailing.
    package var edge: LayoutAnchor
    package var inset: Double

    package init(_ edge: LayoutAnchor, _ inset: Double) {
        self.edge = edge
        self.inset = inset
    }
}

/// ConstraintHelper's setStack on the owner's children (`SetStackPlan`).
package struct BoundSetStack: Sendable, Equatable {
    /// The views named, or all of the owner's children.
    package var views: [BoundTarget]
    package var horizontal: Double
    package var vertical: [Double]
}

/// UIBuilder's two-view alignment (`AlignPlan`).
package struct BoundAlign: Sendable, Equatable {
    package enum Cross: Sendable, Equatable {
        case stretched(start: Double, end: Double)
        case centered
    }

    package var axis: LayoutAxis
    package var first: BoundTarget
    package var second: BoundTarget
    package var start: Double
    package var spacing: Double
    package var end: Double
    package var firstCross: Cross
    package var secondCross: Cross
}

/// UIBuilder's z-stack (`ZStackPlan`): each view's sides written, as edges with insets.
package struct BoundZStack: Sendable, Equatable {
    package var first: BoundTarget
    package var firstEdges: [BoundEdgeInset]
    package var second: BoundTarget
    package var secondEdges: [BoundEdgeInset]
}

/// A Visual Format Language line with its views bound and every spacing a predicate in points
/// (`-` is the standard spacing, a flush connection `== 0`).
package struct BoundVisualFormat: Sendable, Equatable {
    package struct View: Sendable, Equatable {
        package var target: BoundTarget
        package var predicates: [BoundPredicate]
    }

    package struct Connection: Sendable, Equatable {
        package var predicates: [BoundPredicate]
    }

    package var axis: LayoutAxis
    /// The view whose edges `|` stands for: the node that holds the line, or for the
    /// document's list the views' nearest common parent; nil when there is none.
    package var container: Int?
    package var leadingSuperview: Connection?
    package var views: [View]
    package var connections: [Connection]
    package var trailingSuperview: Connection?
}

/// `>=50@750`, `==title`.
package struct BoundPredicate: Sendable, Equatable {
    package enum Object: Sendable, Equatable {
        case constant(Double)
        /// Another view's size along the line's axis.
        case view(BoundTarget)
    }

    package var relation: Relation
    package var object: Object
    package var priority: Priority?
    package var range: SourceRange
}
