import Cassowary

/// Constraints from the spec's plans: Draftsman's anchors, the shortcuts, the arrangements,
/// free-form expressions and Visual Format Language lines.
extension LayoutEngine {
    /// A resolved plan target: which rectangle of which view.
    enum Target {
        /// A view's frame.
        case view(Int)
        /// The rectangle a view's children are placed in (a scroll view's content).
        case container(Int)
        /// A view's safe-area guide.
        case safeArea(Int)

        var view: Int {
            switch self {
            case .view(let index), .container(let index), .safeArea(let index): index
            }
        }
    }

    func expression(_ target: Target, _ anchor: LayoutAnchor) -> Expression {
        switch target {
        case .view(let index): expression(index, anchor)
        case .container(let index): containerExpression(index, anchor)
        case .safeArea(let index): safeAreaExpression(index, anchor)
        }
    }

    func describe(_ target: Target, _ anchor: LayoutAnchor) -> String {
        switch target {
        case .view(let index), .container(let index): "\(id(index)).\(anchor)"
        case .safeArea(let index): "\(id(index)).safeArea.\(anchor)"
        }
    }

    /// `target` as seen from view `view` (nil for the document's top-level list).
    func resolve(_ target: PlanTarget, from view: Int?, scope: Int) -> Target? {
        let subject: Int?
        switch target.subject {
        case .view(let name):
            subject = tree.view(named: name, in: scope)
            guard let subject else { return nil }
            return target.isSafeArea ? .safeArea(subject) : .view(subject)
        case .this:
            subject = view
        case .previous:
            // Draftsman's previous: the view planned before this one, depth first; the views
            // are stored in that order.
            subject = view.flatMap { $0 > 0 ? $0 - 1 : nil }
        case .parent:
            guard let view else { return nil }
            guard let parent = tree.views[view].parent else {
                // The root's parent is the screen: its safe area is the root's.
                return target.isSafeArea ? .safeArea(view) : nil
            }
            return target.isSafeArea ? .safeArea(parent) : .container(parent)
        }
        guard let subject else { return nil }
        return target.isSafeArea ? .safeArea(subject) : .view(subject)
    }

    /// The priority of a plan item without an explicit one: required, or Draftsman's next
    /// auto-descending value when `options.autoPriorities` is on.
    func priority(_ explicit: Priority?) -> Priority {
        if let explicit { return explicit }
        guard tree.autoPriorities else { return .required }
        nextAutoPriority = max(1, nextAutoPriority - 1)
        return Priority(nextAutoPriority)
    }

    func points(_ length: Length?, scope: Int) -> Double? {
        switch length {
        case .points(let value): value
        case .reference(let name, _): tree.points(name, in: scope)
        case nil: nil
        }
    }

    func points(_ constant: PlanConstant?, scope: Int) -> Double {
        constant?.value { tree.points($0, in: scope) } ?? 0
    }

    func unresolved(_ target: PlanTarget) {
        diagnostics.warning(.unresolvedTarget(target.text), at: target.range, view: subjectID)
    }

    // MARK: Plans of one view

    func addPlans(of index: Int) {
        for plan in tree.views[index].layout {
            addPlan(plan.item, view: index, scope: plan.scope)
        }
    }

    func addTopLevel(_ plan: ScopedPlan) {
        switch plan.item.form {
        case .expression(let expression):
            addExpression(expression, view: nil, scope: plan.scope, range: plan.item.range)
        case .visualFormat(let line):
            addVisualFormat(line, superview: nil, scope: plan.scope, range: plan.item.range)
        default:
            break
        }
    }

    private func addPlan(_ item: PlanItem, view: Int, scope: Int) {
        switch item.form {
        case .anchor(let plan): addAnchor(plan, view: view, scope: scope, range: item.range)
        case .shortcut(let plan): addShortcut(plan, view: view, scope: scope, range: item.range)
        case .arrangement(let plan): addArrangement(plan, view: view, scope: scope, range: item.range)
        case .expression(let expression):
            addExpression(expression, view: view, scope: scope, range: item.range)
        case .visualFormat(let line): addVisualFormat(line, superview: view, scope: scope, range: item.range)
        }
    }

    // MARK: Anchors and expressions

    /// Draftsman's structure. On `bottom`, `right` and `trailing` the constant is the space
    /// towards the edge and the relation is about that space.
    private func addAnchor(_ plan: AnchorPlan, view: Int, scope: Int, range: SourceRange) {
        let priority = priority(plan.priority)
        let first = expression(view, plan.anchor)
        let constant = points(plan.constant, scope: scope)
        let own = "\(id(view)).\(plan.anchor)"
        guard let second = plan.second else {
            add(
                Constraint(first - constant, plan.relation, priority: priority), at: range,
                "\(own) \(plan.relation) \(LayoutFormat.number(constant))" + LayoutFormat.priority(priority),
                written: true)
            return
        }
        guard let target = resolve(second.target, from: view, scope: scope) else {
            return unresolved(second.target)
        }
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
        let inward = plan.anchor == .leading && isRightToLeft && !plan.anchor.isDimension ? -1.0 : 1.0
        if constant != 0 {
            text += (constant * inward < 0 ? " - " : " + ") + LayoutFormat.number(abs(constant))
        }
        add(
            Constraint(first - other - inward * constant, plan.relation, priority: priority), at: range,
            "\(own) \(plan.relation) \(text)" + LayoutFormat.priority(priority), written: true)
    }

    /// Plain algebra: `first relation multiplier × second + constant`.
    private func addExpression(_ plan: ConstraintExpression, view: Int?, scope: Int, range: SourceRange) {
        let priority = priority(plan.priority)
        guard let firstTarget = resolve(plan.first.target, from: view, scope: scope) else {
            return unresolved(plan.first.target)
        }
        let first = expression(firstTarget, plan.first.anchor)
        let constant = points(plan.constant, scope: scope)
        var text = "\(describe(firstTarget, plan.first.anchor)) \(plan.relation) "
        var rhs = Expression(constant: constant)
        if let second = plan.second {
            guard let target = resolve(second.target, from: view, scope: scope) else {
                return unresolved(second.target)
            }
            rhs = plan.multiplier * expression(target, second.anchor) + constant
            text +=
                (plan.multiplier != 1 ? "\(LayoutFormat.number(plan.multiplier)) * " : "")
                + describe(target, second.anchor)
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutFormat.number(abs(constant)) }
        } else {
            text += LayoutFormat.number(constant)
        }
        add(
            Constraint(first - rhs, plan.relation, priority: priority), at: range,
            text + LayoutFormat.priority(priority), written: true)
    }

    // MARK: Shortcuts

    /// The inward distance from `target`'s `edge` to the view's: what an inset measures.
    func space(_ view: Int, _ target: Target, _ edge: PlanEdge) -> Expression {
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
        }
    }

    /// The edges `insets` sets, each with its length: directional insets name leading and
    /// trailing.
    private func edges(of insets: Insets, scope: Int) -> [(PlanEdge, Double)] {
        var result: [(PlanEdge, Double)] = []
        if let top = points(insets.top, scope: scope) { result.append((.top, top)) }
        if let left = points(insets.left, scope: scope) {
            result.append((insets.isDirectional ? .leading : .left, left))
        }
        if let bottom = points(insets.bottom, scope: scope) { result.append((.bottom, bottom)) }
        if let right = points(insets.right, scope: scope) {
            result.append((insets.isDirectional ? .trailing : .right, right))
        }
        return result
    }

    private func addShortcut(_ plan: ShortcutPlan, view: Int, scope: Int, range: SourceRange) {
        // All the constraints one shortcut makes share one priority (Draftsman).
        let priority = priority(plan.priority)
        let relation = plan.relation
        let own = id(view)
        func pin(_ edges: [(PlanEdge, Double)], to target: PlanTarget) {
            guard let resolved = resolve(target, from: view, scope: scope) else { return unresolved(target) }
            for (edge, inset) in edges {
                add(
                    Constraint(space(view, resolved, edge) - inset, relation, priority: priority), at: range,
                    "space from \(own).\(edge) to \(self.describe(resolved, self.anchor(edge))) \(relation) \(LayoutFormat.number(inset))"
                        + LayoutFormat.priority(priority), written: true)
            }
        }
        switch plan.kind {
        case .edges(let insets, let to):
            pin(edges(of: insets, scope: scope), to: to)
        case .horizontal(let insets, let to):
            pin(edges(of: insets, scope: scope).filter { $0.0 != .top && $0.0 != .bottom }, to: to)
        case .vertical(let insets, let to):
            pin(edges(of: insets, scope: scope).filter { $0.0 == .top || $0.0 == .bottom }, to: to)
        case .at(let list, let insets, let to):
            // Each edge takes the inset of its side.
            func inset(_ edge: PlanEdge) -> Double {
                switch edge {
                case .top: points(insets.top, scope: scope) ?? 0
                case .bottom: points(insets.bottom, scope: scope) ?? 0
                case .left, .leading: points(insets.left, scope: scope) ?? 0
                case .right, .trailing: points(insets.right, scope: scope) ?? 0
                }
            }
            pin(list.map { ($0, inset($0)) }, to: to)
        case .center(let offset, let to):
            guard let target = resolve(to, from: view, scope: scope) else { return unresolved(to) }
            let x = points(offset.x, scope: scope) ?? 0
            let y = points(offset.y, scope: scope) ?? 0
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
        case .size(.constant(let width, let height)):
            for (anchor, length) in [(LayoutAnchor.width, width), (.height, height)] {
                guard let value = points(length, scope: scope) else { continue }
                add(
                    Constraint(expression(view, anchor) - value, relation, priority: priority), at: range,
                    "\(own).\(anchor) \(relation) \(LayoutFormat.number(value))"
                        + LayoutFormat.priority(priority), written: true)
            }
        case .size(.relative(let to, let multiplier, let constant)):
            guard let target = resolve(to, from: view, scope: scope) else { return unresolved(to) }
            let offset = points(constant, scope: scope)
            for anchor in [LayoutAnchor.width, .height] {
                add(
                    Constraint(
                        expression(view, anchor) - multiplier * expression(target, anchor) - offset, relation,
                        priority: priority), at: range,
                    "\(own).\(anchor) \(relation) \(self.describe(target, anchor)) * \(LayoutFormat.number(multiplier)) + \(LayoutFormat.number(offset))"
                        + LayoutFormat.priority(priority), written: true)
            }
        case .relative(let relative):
            guard let target = resolve(relative.view, from: view, scope: scope) else {
                return unresolved(relative.view)
            }
            let spacing = points(relative.spacing, scope: scope) ?? 0
            let gap: Expression
            let parallel: LayoutAnchor
            switch relative.position {
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
                "\(own) \(relative.position.rawValue) \(self.id(target.view)), spacing \(relation) \(LayoutFormat.number(spacing))"
                    + LayoutFormat.priority(priority), written: true)
            if relative.isParallel {
                add(
                    Constraint(
                        expression(view, parallel) - expression(target, parallel), .equal, priority: priority),
                    at: range,
                    "\(own).\(parallel) == \(self.describe(target, parallel))"
                        + LayoutFormat.priority(priority),
                    written: true)
            }
        case .inBetween(let between):
            guard let first = resolve(between.first, from: view, scope: scope) else {
                return unresolved(between.first)
            }
            guard let second = resolve(between.second, from: view, scope: scope) else {
                return unresolved(between.second)
            }
            let inset = points(between.insets, scope: scope) ?? 0
            let (before, after): (Expression, Expression)
            if between.axis == .vertical {
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

    private func anchor(_ edge: PlanEdge) -> LayoutAnchor {
        switch edge {
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .leading: .leading
        case .trailing: .trailing
        }
    }

}

extension DiagnosticMessage {
    static func unresolvedTarget(_ target: String) -> Self {
        Self(id: "unresolved-target", "'\(target)' names no view here; the constraint is left out")
    }
}
