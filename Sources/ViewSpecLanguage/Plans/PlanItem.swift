import ViewSpecCore
import ViewSpecSyntax

/// One entry of a node's `layout:` list or of the document's `constraints:` list, kept as
/// written with its place, so the layout stage can point at the item that made a constraint.
package struct PlanItem: Sendable, Equatable {
    package enum Form: Sendable, Equatable {
        case anchor(AnchorPlan)
        case shortcut(ShortcutPlan)
        case arrangement(ArrangementPlan)
        case expression(ConstraintExpression)
        case visualFormat(VisualFormatLine)
    }

    package var form: Form
    /// The list entry; for one key of a several-key mapping, that key and its value.
    package var range: SourceRange

    package init(_ form: Form, range: SourceRange) {
        self.form = form
        self.range = range
    }
}

extension PlanItem {
    /// Every view id this item names (not `parent`, `safeArea`, `self` or `previous`) with the
    /// place it is named, in the order written, so the decoder can report undefined ids once
    /// the document's ids are known.
    package var viewReferences: [(id: String, range: SourceRange)] {
        var references: [(id: String, range: SourceRange)] = []
        func add(_ target: PlanTarget?) {
            if let target, let id = target.viewID { references.append((id, target.range)) }
        }
        switch form {
        case .anchor(let plan):
            add(plan.second?.target)
        case .expression(let expression):
            add(expression.first.target)
            add(expression.second?.target)
        case .shortcut(let plan):
            switch plan.kind {
            case .edges(_, let to), .horizontal(_, let to), .vertical(_, let to), .center(_, let to),
                .at(_, _, let to):
                add(to)
            case .size(.relative(let to, _, _)): add(to)
            case .size(.constant): break
            case .relative(let relative): add(relative.view)
            case .inBetween(let between):
                add(between.first)
                add(between.second)
            }
        case .arrangement(.setStack(let stack)):
            stack.views?.forEach(add)
        case .arrangement(.align(let align)):
            add(align.first)
            add(align.second)
        case .arrangement(.zStack(let stack)):
            add(stack.first)
            add(stack.second)
        case .visualFormat(let line):
            for view in line.views {
                references.append((view.name, view.nameRange))
                for predicate in view.predicates {
                    if case .view(let name, let range) = predicate.object { references.append((name, range)) }
                }
            }
        }
        return references
    }
}
