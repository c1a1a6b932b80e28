import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// Constraints from the spec's plans, bound by the resolver: Draftsman's anchors, the shortcuts, the arrangements,
/// free-form expressions and Visual Format Language lines.
extension LayoutEngine {
    /// A bound target's rectangle: never `.unresolved`, which `resolve` reports first.
    enum Target {
        case view(Int)
        case container(Int)
        case safeArea(Int)
        case keyboard
        case keyboardSafeArea(Int)

        var view: Int {
            switch self {
            case .view(let index), .container(let index), .safeArea(let index), .keyboardSafeArea(let index):
                index
            case .keyboard: 0
            }
        }
    }

    func expression(_ target: Target, _ anchor: LayoutAnchor) -> LinearExpression {
        switch target {
        case .view(let index): expression(index, anchor)
        case .container(let index): containerExpression(index, anchor)
        case .safeArea(let index): safeAreaExpression(index, anchor)
        case .keyboard: keyboardExpression(anchor)
        case .keyboardSafeArea(let index): safeAreaExpression(index, anchor, aboveTheKeyboard: true)
        }
    }

    func describe(_ target: Target, _ anchor: LayoutAnchor) -> String {
        switch target {
        case .view(let index), .container(let index): "\(id(index)).\(anchor)"
        case .safeArea(let index): "\(id(index)).safeArea.\(anchor)"
        case .keyboard: "keyboard.\(anchor)"
        case .keyboardSafeArea(let index): "\(id(index)).keyboardSafeArea.\(anchor)"
        }
    }

    /// The rectangle of a bound target; an unresolved one is reported (`unresolved-target`)
    /// and is nil.
    func resolve(_ target: BoundTarget) -> Target? {
        switch target {
        case .view(let index): return .view(index)
        case .container(let index): return .container(index)
        case .safeArea(let index): return .safeArea(index)
        case .keyboard: return .keyboard
        case .keyboardSafeArea(let index): return .keyboardSafeArea(index)
        case .unresolved(let text, let range):
            diagnostics.warning(.unresolvedTarget(text), at: range, view: subjectID)
            return nil
        }
    }

    /// The priority of a plan item without an explicit one: required, or Draftsman's next
    /// auto-descending value when `options.autoPriorities` is on.
    func priority(_ explicit: Priority?) -> Priority {
        if let explicit { return explicit }
        guard tree.autoPriorities else { return .required }
        nextAutoPriority = max(1, nextAutoPriority - 1)
        return Priority(nextAutoPriority)
    }

    // MARK: Plans of one view

    func addPlans(of index: Int) {
        for plan in tree.views[index].layout {
            addPlan(plan, view: index)
        }
    }

    func addTopLevel(_ plan: BoundPlan) {
        switch plan.form {
        case .expression(let expression): addExpression(expression, range: plan.range)
        case .visualFormat(let line): addVisualFormat(line)
        default: break
        }
    }

    private func addPlan(_ plan: BoundPlan, view: Int) {
        let range = plan.range
        switch plan.form {
        case .anchor(let anchor): addAnchor(anchor, view: view, range: range)
        case .shortcut(let shortcut): addShortcut(shortcut, view: view, range: range)
        case .setStack(let stack): addSetStack(stack, view: view, range: range)
        case .align(let align): addAlign(align, view: view, range: range)
        case .zStack(let stack): addZStack(stack, view: view, range: range)
        case .expression(let expression): addExpression(expression, range: range)
        case .visualFormat(let line): addVisualFormat(line)
        }
    }

    // MARK: Anchors and expressions

    /// Adds an anchor constraint, built the way Draftsman builds it.
    ///
    /// On `bottom`, `right` and `trailing` the constant is the space towards the edge and the
    /// relation is about that space.
    private func addAnchor(_ plan: BoundAnchorPlan, view: Int, range: SourceRange) {
        let priority = priority(plan.priority)
        let first = expression(view, plan.anchor)
        let constant = plan.constant
        let own = "\(id(view)).\(plan.anchor)"
        guard let second = plan.second else {
            add(
                Constraint(first - constant, plan.relation, priority: priority), at: range,
                "\(own) \(plan.relation) \(LayoutFormat.number(constant))" + LayoutFormat.priority(priority),
                written: true)
            return
        }
        guard let target = resolve(second.target) else { return }
        let other = plan.multiplier * expression(target, second.anchor)
        var text = describe(target, second.anchor)
        if plan.multiplier != 1 { text += " * \(LayoutFormat.number(plan.multiplier))" }
        if plan.anchor.isInsetEdge && !plan.anchor.isDimension {
            let outward = plan.anchor == .trailing && isRightToLeft ? -1.0 : 1.0
            add(
                Constraint(outward * (other - first) - constant, plan.relation, priority: priority),
                at: range,
                "space from \(own) to \(text) \(plan.relation) \(LayoutFormat.number(constant))"
                    + LayoutFormat.priority(priority),
                written: true)
            return
        }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutFormat.number(abs(constant)) }
        add(
            constraint(
                first, plan.relation, other, plus: constant, sense: readingSense(plan.anchor, second.anchor),
                priority),
            at: range, "\(own) \(plan.relation) \(text)" + LayoutFormat.priority(priority), written: true)
    }

    /// Plain algebra: `first relation multiplier × second + constant`.
    private func addExpression(_ plan: BoundExpression, range: SourceRange) {
        let priority = priority(plan.priority)
        guard let firstTarget = resolve(plan.first.target) else { return }
        let first = expression(firstTarget, plan.first.anchor)
        let constant = plan.constant
        var text = "\(describe(firstTarget, plan.first.anchor)) \(plan.relation) "
        guard let second = plan.second else {
            // A position or length against a number alone is in screen coordinates.
            text += LayoutFormat.number(constant)
            add(
                Constraint(first - constant, plan.relation, priority: priority), at: range,
                text + LayoutFormat.priority(priority), written: true)
            return
        }
        guard let target = resolve(second.target) else { return }
        text +=
            (plan.multiplier != 1 ? "\(LayoutFormat.number(plan.multiplier)) * " : "")
            + describe(target, second.anchor)
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutFormat.number(abs(constant)) }
        add(
            constraint(
                first, plan.relation, plan.multiplier * expression(target, second.anchor), plus: constant,
                sense: readingSense(plan.first.anchor, second.anchor), priority),
            at: range, text + LayoutFormat.priority(priority), written: true)
    }

    // MARK: Shortcuts

    /// The inward distance from `target`'s `edge` to the view's: what an inset measures.
    func space(_ view: Int, _ target: Target, _ edge: LayoutAnchor) -> LinearExpression {
        switch edge {
        case .top: return expression(view, .top) - expression(target, .top)
        case .left: return expression(view, .left) - expression(target, .left)
        case .bottom: return expression(target, .bottom) - expression(view, .bottom)
        case .right: return expression(target, .right) - expression(view, .right)
        case .leading:
            return isRightToLeft
                ? expression(target, .leading) - expression(view, .leading)
                : expression(view, .leading) - expression(target, .leading)
        case .trailing:
            return isRightToLeft
                ? expression(view, .trailing) - expression(target, .trailing)
                : expression(target, .trailing) - expression(view, .trailing)
        // The binder makes edges of the six sides only.
        default: return expression(view, edge) - expression(target, edge)
        }
    }

    private func addShortcut(_ plan: BoundShortcut, view: Int, range: SourceRange) {
        // All the constraints one shortcut makes share one priority (Draftsman).
        let priority = priority(plan.priority)
        let relation = plan.relation
        let own = id(view)
        switch plan.kind {
        case .pin(let edges, let to):
            guard let resolved = resolve(to) else { return }
            for edge in edges {
                add(
                    Constraint(space(view, resolved, edge.edge) - edge.inset, relation, priority: priority),
                    at: range,
                    "space from \(own).\(edge.edge) to \(self.describe(resolved, edge.edge)) \(relation) \(LayoutFormat.number(edge.inset))"
                        + LayoutFormat.priority(priority), written: true)
            }
        case .center(let x, let y, let to):
            guard let target = resolve(to) else { return }
            add(
                Constraint(
                    expression(view, .centerX) - expression(target, .centerX) - x, relation,
                    priority: priority),
                at: range,
                "\(own).centerX \(relation) \(self.describe(target, .centerX)) + \(LayoutFormat.number(x))"
                    + LayoutFormat.priority(priority),
                written: true)
            add(
                Constraint(
                    expression(view, .centerY) - expression(target, .centerY) - y, relation,
                    priority: priority),
                at: range,
                "\(own).centerY \(relation) \(self.describe(target, .centerY)) + \(LayoutFormat.number(y))"
                    + LayoutFormat.priority(priority),
                written: true)
        case .size(let width, let height):
            for (anchor, length) in [(LayoutAnchor.width, width), (.height, height)] {
                guard let value = length else { continue }
                add(
                    Constraint(expression(view, anchor) - value, relation, priority: priority), at: range,
                    "\(own).\(anchor) \(relation) \(LayoutFormat.number(value))"
                        + LayoutFormat.priority(priority), written: true)
            }
        case .relativeSize(let to, let multiplier, let offset):
            guard let target = resolve(to) else { return }
            for anchor in [LayoutAnchor.width, .height] {
                add(
                    Constraint(
                        expression(view, anchor) - multiplier * expression(target, anchor) - offset, relation,
                        priority: priority), at: range,
                    "\(own).\(anchor) \(relation) \(self.describe(target, anchor)) * \(LayoutFormat.number(multiplier)) + \(LayoutFormat.number(offset))"
                        + LayoutFormat.priority(priority), written: true)
            }
        case .relative(let position, let to, let spacing, let isParallel):
            guard let target = resolve(to) else { return }
            let gap: LinearExpression
            let parallel: LayoutAnchor
            switch position {
            case .below:
                gap = expression(view, .top) - expression(target, .bottom)
                parallel = .centerX
            case .above:
                gap = expression(target, .top) - expression(view, .bottom)
                parallel = .centerX
            case .rightOf:
                gap = expression(view, .left) - expression(target, .right)
                parallel = .centerY
            case .leftOf:
                gap = expression(target, .left) - expression(view, .right)
                parallel = .centerY
            }
            add(
                Constraint(gap - spacing, relation, priority: priority), at: range,
                "\(own) \(position.rawValue) \(self.id(target.view)), spacing \(relation) \(LayoutFormat.number(spacing))"
                    + LayoutFormat.priority(priority), written: true)
            if isParallel {
                add(
                    Constraint(
                        expression(view, parallel) - expression(target, parallel), .equal, priority: priority),
                    at: range,
                    "\(own).\(parallel) == \(self.describe(target, parallel))"
                        + LayoutFormat.priority(priority),
                    written: true)
            }
        case .inBetween(let firstTarget, let secondTarget, let axis, let inset):
            guard let first = resolve(firstTarget) else { return }
            guard let second = resolve(secondTarget) else { return }
            let (before, after): (LinearExpression, LinearExpression)
            if axis == .vertical {
                before = expression(view, .top) - expression(first, .bottom)
                after = expression(second, .top) - expression(view, .bottom)
            } else {
                before = expression(view, .left) - expression(first, .right)
                after = expression(second, .left) - expression(view, .right)
            }
            let names = "\(id(first.view)) and \(id(second.view))"
            add(
                Constraint(before - inset, relation, priority: priority), at: range,
                "\(own) after \(names), spacing \(relation) \(LayoutFormat.number(inset))"
                    + LayoutFormat.priority(priority),
                written: true)
            add(
                Constraint(after - inset, relation, priority: priority), at: range,
                "\(own) before \(names), spacing \(relation) \(LayoutFormat.number(inset))"
                    + LayoutFormat.priority(priority),
                written: true)
        }
    }
}

extension DiagnosticMessage {
    static func unresolvedTarget(_ target: String) -> Self {
        Self(id: .unresolvedTarget, "'\(target)' names no view here; the constraint is left out")
    }
}
