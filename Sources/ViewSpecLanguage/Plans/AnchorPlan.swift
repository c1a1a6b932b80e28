import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// Draftsman's structured constraint on one of the node's own anchors: `top: 16`,
/// `bottom: ">= 8"`, `width: "== parent.width * 0.5 @750"`, `height: { relation: "<=", ... }`.
///
/// Values are kept as written. On `bottom`, `right` and `trailing` a constant is an inset, the
/// space towards that edge, so the layout stage negates the constant and mirrors the relation
/// there (`bottom: ">= 8"` means `bottom <= parent.bottom - 8`), as Draftsman does.
package struct AnchorPlan: Sendable, Equatable {
    package var anchor: LayoutAnchor
    /// The key, where "this anchor" diagnostics point.
    package var anchorRange: SourceRange
    package var relation: Relation
    /// What the anchor is compared with.
    ///
    /// A position that names no target gets the parent's same anchor (marked implicit); nil only
    /// for a dimension compared with a constant.
    package var second: AnchorReference?
    package var multiplier: Double
    package var constant: PlanConstant?
    package var priority: Priority?

    package init(
        anchor: LayoutAnchor, anchorRange: SourceRange, relation: Relation = .equal,
        second: AnchorReference?, multiplier: Double = 1, constant: PlanConstant? = nil,
        priority: Priority? = nil
    ) {
        self.anchor = anchor
        self.anchorRange = anchorRange
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}
