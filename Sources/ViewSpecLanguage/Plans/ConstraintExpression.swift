import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// A free-form constraint, `first relation multiplier × second + constant @priority`: Auto
/// Layout's own equation, so it is plain algebra and no sign is flipped for insets.
package struct ConstraintExpression: Sendable, Equatable {
    package var first: AnchorReference
    package var relation: Relation
    /// Nil when a dimension is compared with a constant (`width >= 44`).
    package var second: AnchorReference?
    /// `0.5 * parent.width`, `parent.width * 0.5` and `parent.width / 2` all land here.
    package var multiplier: Double
    package var constant: PlanConstant?
    package var priority: Priority?
    package var range: SourceRange

    package init(
        first: AnchorReference, relation: Relation, second: AnchorReference?, multiplier: Double = 1,
        constant: PlanConstant? = nil, priority: Priority? = nil, range: SourceRange
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.range = range
    }
}
