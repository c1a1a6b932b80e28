import ViewSpecCore
import ViewSpecSyntax

extension PlanItem {
    /// Every `$token` length the item uses (`horizontal: $gutter`, `"- $sixteen"`), in the
    /// order written, each place once (a shortcut may keep one length for several sides).
    ///
    /// Walked by hand rather than by reflection, which would be a large part of a large spec's
    /// check time. Every enum is switched over exhaustively, so a new plan form or case does not
    /// compile until it is walked here; a new stored `Length` in an existing struct must be
    /// added by hand.
    package var tokenReferences: [(name: String, range: SourceRange)] {
        var walk = TokenReferenceWalk()
        walk.visit(form)
        return walk.found
    }
}

/// The references found so far, in the order of the plan types' stored properties.
private struct TokenReferenceWalk {
    var found: [(name: String, range: SourceRange)] = []

    mutating func visit(_ length: Length?) {
        guard case .reference(let name, let range) = length,
            !found.contains(where: { $0.range == range })
        else { return }
        found.append((name, range))
    }

    mutating func visit(_ constant: PlanConstant?) {
        visit(constant?.length)
    }

    mutating func visit(_ insets: Insets?) {
        guard let insets else { return }
        visit(insets.top)
        visit(insets.left)
        visit(insets.bottom)
        visit(insets.right)
    }

    mutating func visit(_ form: PlanItem.Form) {
        switch form {
        case .anchor(let plan): visit(plan.constant)
        case .shortcut(let plan): visit(plan.kind)
        case .arrangement(let plan): visit(plan)
        case .expression(let expression): visit(expression.constant)
        case .visualFormat(let line): visit(line)
        }
    }

    mutating func visit(_ kind: ShortcutPlan.Kind) {
        switch kind {
        case .edges(let insets, _), .horizontal(let insets, _), .vertical(let insets, _),
            .at(_, let insets, _):
            visit(insets)
        case .center(let offset, _):
            visit(offset.x)
            visit(offset.y)
        case .size(.constant(let width, let height)):
            visit(width)
            visit(height)
        case .size(.relative(_, _, let constant)): visit(constant)
        case .relative(let relative): visit(relative.spacing)
        case .inBetween(let between): visit(between.insets)
        }
    }

    mutating func visit(_ plan: ArrangementPlan) {
        switch plan {
        case .setStack(let stack):
            visit(stack.horizontal)
            for length in stack.vertical { visit(length) }
        case .align(let align):
            visit(align.start)
            visit(align.spacing)
            visit(align.end)
            visit(align.firstCross)
            visit(align.secondCross)
        case .zStack(let stack):
            visit(stack.firstInsets)
            visit(stack.secondInsets)
        }
    }

    mutating func visit(_ cross: AlignPlan.Cross) {
        switch cross {
        case .stretched(let start, let end):
            visit(start)
            visit(end)
        case .centered: break
        }
    }

    mutating func visit(_ line: VisualFormatLine) {
        visit(line.leadingSuperview)
        for view in line.views {
            for predicate in view.predicates { visit(predicate) }
        }
        for connection in line.connections { visit(connection) }
        visit(line.trailingSuperview)
    }

    mutating func visit(_ connection: VFLConnection?) {
        switch connection?.spacing {
        case .predicates(let predicates): for predicate in predicates { visit(predicate) }
        case .flush, .standard, nil: break
        }
    }

    mutating func visit(_ predicate: VFLPredicate) {
        switch predicate.object {
        case .constant(let constant): visit(constant)
        case .view: break
        }
    }
}
