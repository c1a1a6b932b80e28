import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// Plans a parent writes about its children: ConstraintHelper's setStack, UIBuilder's
/// two-view alignments and z-stack, and Visual Format Language lines.
extension LayoutEngine {
    private func constrain(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority,
        range: SourceRange,
        _ text: String
    ) {
        add(
            Constraint(lhs - rhs, relation, priority: priority), at: range,
            text + LayoutFormat.priority(priority), written: true)
    }

    /// ConstraintHelper's setStack: every view pinned at `horizontal` on both sides, the first
    /// `vertical[0]` below the top, each next `vertical[i]` below the one before, the last
    /// `vertical[n]` above the bottom (also for a single view, unlike the seed).
    func addSetStack(_ plan: BoundSetStack, view: Int, range: SourceRange) {
        let priority = priority(nil)
        let views = plan.views.compactMap { resolve($0)?.view }
        let horizontal = plan.horizontal
        let vertical = plan.vertical
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
    func addAlign(_ plan: BoundAlign, view: Int, range: SourceRange) {
        let priority = priority(nil)
        guard let first = resolve(plan.first)?.view else { return }
        guard let second = resolve(plan.second)?.view else { return }
        let along = AxisAnchors.along(plan.axis)
        let across = AxisAnchors.across(plan.axis)
        let parent = id(view)
        let start = plan.start
        let end = plan.end
        let spacing = plan.spacing
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
            case .stretched(let top, let bottom):
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
    func addZStack(_ plan: BoundZStack, view: Int, range: SourceRange) {
        let priority = priority(nil)
        for (target, edges) in [(plan.first, plan.firstEdges), (plan.second, plan.secondEdges)] {
            guard let child = resolve(target)?.view else { continue }
            for edge in edges {
                let anchor = edge.edge
                let value = edge.inset
                constrain(
                    expression(child, anchor), .equal, inner(view, anchor, by: value), priority: priority,
                    range: range,
                    "\(id(child)).\(anchor) == \(id(view)).\(anchor) inset \(LayoutFormat.number(value))")
            }
        }
    }

    // MARK: Visual Format Language

    /// Adds the constraints of one VFL line.
    ///
    /// `|` is the line's container: the node whose `layout` holds it, or for the top-level list the
    /// views' common parent.
    func addVisualFormat(_ line: BoundVisualFormat) {
        var views: [Int] = []
        for view in line.views {
            guard let index = resolve(view.target)?.view else { return }
            views.append(index)
        }
        let container = line.container
        let horizontal = line.axis == .horizontal
        let start: LayoutAnchor = horizontal ? .leading : .top
        let end: LayoutAnchor = horizontal ? .trailing : .bottom
        let size: LayoutAnchor = horizontal ? .width : .height
        let forward = horizontal && isRightToLeft ? -1.0 : 1.0

        // Sizes: `[a(>=50,<=200)]`, `[b(==a)]`.
        for (view, index) in zip(line.views, views) {
            for predicate in view.predicates {
                let priority = priority(predicate.priority)
                let rhs: LinearExpression
                let text: String
                switch predicate.object {
                case .constant(let value):
                    rhs = LinearExpression(constant: value)
                    text = LayoutFormat.number(value)
                case .view(let target):
                    guard let other = resolve(target)?.view else { continue }
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
            _ connection: BoundVisualFormat.Connection, from before: LinearExpression,
            to after: LinearExpression,
            _ label: String
        ) {
            let distance = forward * (after - before)
            for predicate in connection.predicates {
                guard case .constant(let value) = predicate.object else { continue }
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
                "space from |\(id(container)) to \(id(first))")
        }
        for (position, connection) in line.connections.enumerated() where position + 1 < views.count {
            let before = views[position]
            let after = views[position + 1]
            gap(
                connection, from: expression(before, end), to: expression(after, start),
                "space from \(id(before)) to \(id(after))")
        }
        if let connection = line.trailingSuperview, let container {
            gap(
                connection, from: expression(last, end), to: containerExpression(container, end),
                "space from \(id(last)) to \(id(container))|")
        }
    }
}
