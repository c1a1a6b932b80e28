import ViewSpecCore
import ViewSpecSyntax

/// A parent-level plan that places several children at once.
///
/// It lives in the parent's `layout` and names the children by id, because each child's constraints
/// depend on its siblings (ConstraintHelper's `setStack`, UIBuilder's `UILayoutDouble`).
package enum ArrangementPlan: Sendable, Equatable {
    case setStack(SetStackPlan)
    case align(AlignPlan)
    case zStack(ZStackPlan)

    /// The arrangements' names as keys of a layout item.
    package static let names = ["setStack", "alignHorizontally", "alignVertically", "zStack"]
}

/// ViewFactory's `setStack`: children top to bottom, each pinned left and right at
/// `horizontal`, with `vertical[i]` above child i and `vertical[n]` below the last.
///
/// The count of `vertical` (one more than the children) is checked by the semantic checker,
/// which knows the children when `views` is omitted. Unlike ConstraintHelper, a single child
/// does get its bottom constraint.
package struct SetStackPlan: Sendable, Equatable {
    /// Nil: all of the parent's children in order.
    package var views: [PlanTarget]?
    package var horizontal: Length
    package var vertical: [Length]
    /// Where the `vertical` list is, for the count check.
    package var verticalRange: SourceRange

    package init(
        views: [PlanTarget]?, horizontal: Length = .points(0), vertical: [Length], verticalRange: SourceRange
    ) {
        self.views = views
        self.horizontal = horizontal
        self.vertical = vertical
        self.verticalRange = verticalRange
    }
}

/// UIBuilder's `alignHorizontally` / `alignVertically`: two views side by side along `axis`.
///
/// Along the axis: first's start at `start` from the parent, second's end at `end` (an inset),
/// `spacing` between them. `left`/`right` are written for the horizontal form and, as in
/// UIBuilder, mean leading/trailing.
package struct AlignPlan: Sendable, Equatable {
    /// Where a view sits across the axis: stretched between two margins, or centred.
    package enum Cross: Sendable, Equatable {
        /// Pinned at `start` (top or left) and `end` (an inset from bottom or right).
        case stretched(start: Length, end: Length)
        case centered
    }

    package var axis: LayoutAxis
    package var first: PlanTarget
    package var second: PlanTarget
    package var start: Length
    package var spacing: Length
    package var end: Length
    package var firstCross: Cross
    package var secondCross: Cross

    package init(
        axis: LayoutAxis, first: PlanTarget, second: PlanTarget, start: Length = .points(0),
        spacing: Length = .points(0), end: Length = .points(0),
        firstCross: Cross = .stretched(start: .points(0), end: .points(0)),
        secondCross: Cross = .stretched(start: .points(0), end: .points(0))
    ) {
        self.axis = axis
        self.first = first
        self.second = second
        self.start = start
        self.spacing = spacing
        self.end = end
        self.firstCross = firstCross
        self.secondCross = secondCross
    }
}

/// UIBuilder's `alignZStack`: two views pinned to the parent independently, the second drawn on
/// top.
///
/// A nil side is left free; bottom and right are insets.
package struct ZStackPlan: Sendable, Equatable {
    package var first: PlanTarget
    package var second: PlanTarget
    package var firstInsets: Insets
    package var secondInsets: Insets

    package init(first: PlanTarget, second: PlanTarget, firstInsets: Insets, secondInsets: Insets) {
        self.first = first
        self.second = second
        self.firstInsets = firstInsets
        self.secondInsets = secondInsets
    }
}
