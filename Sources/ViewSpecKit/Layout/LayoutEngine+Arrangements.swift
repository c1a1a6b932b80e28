import Cassowary

/// Plans a parent writes about its children: ConstraintHelper's setStack, UIBuilder's
/// two-view alignments and z-stack, and Visual Format Language lines.
extension LayoutEngine {
    func addArrangement(_ plan: ArrangementPlan, view: Int, scope: Int, range: SourceRange) {
        switch plan {
        case .setStack(let stack): addSetStack(stack, view: view, scope: scope, range: range)
        case .align(let align): addAlign(align, view: view, scope: scope, range: range)
        case .zStack(let stack): addZStack(stack, view: view, scope: scope, range: range)
        }
    }

    private func constrain(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority, range: SourceRange,
        _ text: String
    ) {
        add(
            Constraint(lhs - rhs, relation, priority: priority), at: range,
            text + LayoutFormat.priority(priority), written: true)
    }

    /// ConstraintHelper's setStack: every view pinned at `horizontal` on both sides, the first
    /// `vertical[0]` below the top, each next `vertical[i]` below the one before, the last
    /// `vertical[n]` above the bottom (also for a single view, unlike the seed).
    private func addSetStack(_ plan: SetStackPlan, view: Int, scope: Int, range: SourceRange) {
        let priority = priority(nil)
        let views: [Int]
        if let targets = plan.views {
            views = targets.compactMap { target in
                guard let resolved = resolve(target, from: view, scope: scope) else {
                    unresolved(target)
                    return nil
                }
                return resolved.view
            }
        } else {
            views = tree.views[view].children
        }
        let horizontal = points(plan.horizontal, scope: scope) ?? 0
        let vertical = plan.vertical.map { points($0, scope: scope) ?? 0 }
        guard !views.isEmpty, vertical.count == views.count + 1 else { return }
        let parent = id(view)
        for (position, child) in views.enumerated() {
            let name = id(child)
            constrain(
                expression(child, .leading), .equal, inner(view, .leading, by: horizontal),
                priority: priority, range: range,
                "\(name).leading == \(parent).leading + \(LayoutFormat.number(horizontal))")
            constrain(
                expression(child, .trailing), .equal, inner(view, .trailing, by: horizontal),
                priority: priority, range: range,
                "\(name).trailing == \(parent).trailing - \(LayoutFormat.number(horizontal))")
            let top =
                position == 0
                ? inner(view, .top, by: vertical[0])
                : expression(views[position - 1], .bottom) + vertical[position]
            let above = position == 0 ? "\(parent).top" : "\(id(views[position - 1])).bottom"
            constrain(
                expression(child, .top), .equal, top, priority: priority, range: range,
                "\(name).top == \(above) + \(LayoutFormat.number(vertical[position]))")
        }
        let last = views[views.count - 1]
        constrain(
            expression(last, .bottom), .equal, inner(view, .bottom, by: vertical[views.count]),
            priority: priority,
            range: range,
            "\(id(last)).bottom == \(parent).bottom - \(LayoutFormat.number(vertical[views.count]))")
    }

    /// UIBuilder's alignHorizontally / alignVertically.
    private func addAlign(_ plan: AlignPlan, view: Int, scope: Int, range: SourceRange) {
        let priority = priority(nil)
        guard let first = resolve(plan.first, from: view, scope: scope)?.view else {
            return unresolved(plan.first)
        }
        guard let second = resolve(plan.second, from: view, scope: scope)?.view else {
            return unresolved(plan.second)
        }
        let along = AxisAnchors.along(plan.axis)
        let across = AxisAnchors.across(plan.axis)
        let parent = id(view)
        let start = points(plan.start, scope: scope) ?? 0
        let end = points(plan.end, scope: scope) ?? 0
        let spacing = points(plan.spacing, scope: scope) ?? 0
        constrain(
            expression(first, along.start), .equal, inner(view, along.start, by: start), priority: priority,
            range: range,
            "\(id(first)).\(along.start) == \(parent).\(along.start) + \(LayoutFormat.number(start))")
        constrain(
            expression(second, along.end), .equal, inner(view, along.end, by: end), priority: priority,
            range: range,
            "\(id(second)).\(along.end) == \(parent).\(along.end) - \(LayoutFormat.number(end))")
        let forward = plan.axis == .horizontal && isRightToLeft ? -1.0 : 1.0
        constrain(
            expression(second, along.start), .equal, expression(first, along.end) + forward * spacing,
            priority: priority,
            range: range,
            "\(id(second)).\(along.start) == \(id(first)).\(along.end) + \(LayoutFormat.number(spacing))")
        for (child, cross) in [(first, plan.firstCross), (second, plan.secondCross)] {
            let name = id(child)
            switch cross {
            case .stretched(let startLength, let endLength):
                let top = points(startLength, scope: scope) ?? 0
                let bottom = points(endLength, scope: scope) ?? 0
                constrain(
                    expression(child, across.start), .equal, inner(view, across.start, by: top),
                    priority: priority,
                    range: range,
                    "\(name).\(across.start) == \(parent).\(across.start) + \(LayoutFormat.number(top))")
                constrain(
                    expression(child, across.end), .equal, inner(view, across.end, by: bottom),
                    priority: priority,
                    range: range,
                    "\(name).\(across.end) == \(parent).\(across.end) - \(LayoutFormat.number(bottom))")
            case .centered:
                constrain(
                    expression(child, across.center), .equal, containerExpression(view, across.center),
                    priority: priority,
                    range: range, "\(name).\(across.center) == \(parent).\(across.center)")
            }
        }
    }

    /// UIBuilder's alignZStack: each side given pins that view to the parent; the views are
    /// not related to each other.
    private func addZStack(_ plan: ZStackPlan, view: Int, scope: Int, range: SourceRange) {
        let priority = priority(nil)
        for (target, insets) in [(plan.first, plan.firstInsets), (plan.second, plan.secondInsets)] {
            guard let child = resolve(target, from: view, scope: scope)?.view else {
                unresolved(target)
                continue
            }
            let sides: [(LayoutAnchor, Length?)] = [
                (.top, insets.top), (insets.isDirectional ? .leading : .left, insets.left),
                (.bottom, insets.bottom),
                (insets.isDirectional ? .trailing : .right, insets.right),
            ]
            for (anchor, length) in sides {
                guard let value = points(length, scope: scope) else { continue }
                constrain(
                    expression(child, anchor), .equal, inner(view, anchor, by: value), priority: priority,
                    range: range,
                    "\(id(child)).\(anchor) == \(id(view)).\(anchor) inset \(LayoutFormat.number(value))")
            }
        }
    }

    // MARK: Visual Format Language

    /// One VFL line. `superview` is the node whose `layout` holds the line; for the top-level
    /// list, `|` is the views' common parent.
    func addVisualFormat(_ line: VisualFormatLine, superview: Int?, scope: Int, range: SourceRange) {
        var views: [Int] = []
        for view in line.views {
            guard let index = tree.view(named: view.name, in: scope) else {
                diagnostics.warning(.unresolvedTarget(view.name), at: view.nameRange, view: subjectID)
                return
            }
            views.append(index)
        }
        let container = superview ?? commonParent(of: views)
        let horizontal = line.axis == .horizontal
        let start: LayoutAnchor = horizontal ? .leading : .top
        let end: LayoutAnchor = horizontal ? .trailing : .bottom
        let size: LayoutAnchor = horizontal ? .width : .height
        let forward = horizontal && isRightToLeft ? -1.0 : 1.0

        // Sizes: `[a(>=50,<=200)]`, `[b(==a)]`.
        for (view, index) in zip(line.views, views) {
            for predicate in view.predicates {
                let priority = priority(predicate.priority)
                let rhs: Expression
                let text: String
                switch predicate.object {
                case .constant(let constant):
                    let value = points(constant, scope: scope)
                    rhs = Expression(constant: value)
                    text = LayoutFormat.number(value)
                case .view(let name, let nameRange):
                    guard let other = tree.view(named: name, in: scope) else {
                        diagnostics.warning(.unresolvedTarget(name), at: nameRange, view: subjectID)
                        continue
                    }
                    rhs = expression(other, size)
                    text = "\(id(other)).\(size)"
                }
                add(
                    Constraint(expression(index, size) - rhs, predicate.relation, priority: priority),
                    at: predicate.range,
                    "\(self.id(index)).\(size) \(predicate.relation) \(text)"
                        + LayoutFormat.priority(priority),
                    written: true)
            }
        }
        // Gaps: `|-`, `-8-`, `-(>=20@750)-`, flush.
        func gap(
            _ connection: VFLConnection, from before: Expression, to after: Expression, nextToSuperview: Bool,
            _ label: String
        ) {
            let distance = forward * (after - before)
            let predicates: [VFLPredicate]
            switch connection.spacing {
            case .flush:
                predicates = [
                    VFLPredicate(
                        object: .constant(PlanConstant(.points(0), range: connection.range)),
                        range: connection.range)
                ]
            case .standard:
                let standard = nextToSuperview ? tree.superviewSpacing : tree.standardSpacing
                predicates = [
                    VFLPredicate(
                        object: .constant(PlanConstant(.points(standard), range: connection.range)),
                        range: connection.range)
                ]
            case .predicates(let list):
                predicates = list
            }
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else { continue }
                let value = points(constant, scope: scope)
                let priority = priority(predicate.priority)
                add(
                    Constraint(distance - value, predicate.relation, priority: priority), at: predicate.range,
                    "\(label) \(predicate.relation) \(LayoutFormat.number(value))"
                        + LayoutFormat.priority(priority),
                    written: true)
            }
        }
        guard let first = views.first, let last = views.last else { return }
        if let connection = line.leadingSuperview, let container {
            gap(
                connection, from: containerExpression(container, start), to: expression(first, start),
                nextToSuperview: true, "space from |\(id(container)) to \(id(first))")
        }
        for (position, connection) in line.connections.enumerated() where position + 1 < views.count {
            let before = views[position]
            let after = views[position + 1]
            gap(
                connection, from: expression(before, end), to: expression(after, start),
                nextToSuperview: false,
                "space from \(id(before)) to \(id(after))")
        }
        if let connection = line.trailingSuperview, let container {
            gap(
                connection, from: expression(last, end), to: containerExpression(container, end),
                nextToSuperview: true,
                "space from \(id(last)) to \(id(container))|")
        }
    }

    /// The nearest view that contains all of `views`.
    private func commonParent(of views: [Int]) -> Int? {
        func ancestors(_ view: Int) -> [Int] {
            var chain: [Int] = []
            var current = tree.views[view].parent
            while let index = current {
                chain.append(index)
                current = tree.views[index].parent
            }
            return chain
        }
        guard let first = views.first else { return nil }
        var candidates = ancestors(first)
        for view in views.dropFirst() {
            let others = ancestors(view)
            candidates = candidates.filter { others.contains($0) }
        }
        return candidates.first
    }
}
