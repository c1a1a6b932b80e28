import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// Plans a parent writes about its children: ConstraintHelper's setStack, UIBuilder's
/// two-view alignments and z-stack, and Visual Format Language lines.
extension LayoutEngine {
    /// `view.anchor == rhs`, a rule the plan at `range` wrote.
    private func pin(
        _ view: Int, _ anchor: LayoutAnchor, to rhs: RuleQuantity, priority: Priority, range: SourceRange
    ) {
        add(LayoutRule(.anchor(view, anchor), .equal, rhs, priority: priority), at: range, written: true)
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
        for (position, child) in views.enumerated() {
            for anchor in [LayoutAnchor.leading, .trailing] {
                pin(
                    child, anchor, to: .edge(view, anchor, inset: horizontal, .stated), priority: priority,
                    range: range)
            }
            let above =
                position == 0
                ? RuleQuantity.edge(view, .top, inset: vertical[0], .stated)
                : .after(views[position - 1], .bottom, distance: vertical[position])
            pin(child, .top, to: above, priority: priority, range: range)
        }
        let last = views[views.count - 1]
        pin(
            last, .bottom, to: .edge(view, .bottom, inset: vertical[views.count], .stated),
            priority: priority,
            range: range)
    }

    /// UIBuilder's alignHorizontally / alignVertically.
    func addAlign(_ plan: BoundAlign, view: Int, range: SourceRange) {
        let priority = priority(nil)
        guard let first = resolve(plan.first)?.view else { return }
        guard let second = resolve(plan.second)?.view else { return }
        let along = AxisAnchors.along(plan.axis)
        let across = AxisAnchors.across(plan.axis)
        pin(
            first, along.start, to: .edge(view, along.start, inset: plan.start, .stated), priority: priority,
            range: range)
        pin(
            second, along.end, to: .edge(view, along.end, inset: plan.end, .stated), priority: priority,
            range: range)
        pin(
            second, along.start, to: .after(first, along.end, distance: plan.spacing), priority: priority,
            range: range)
        for (child, cross) in [(first, plan.firstCross), (second, plan.secondCross)] {
            switch cross {
            case .stretched(let top, let bottom):
                pin(
                    child, across.start, to: .edge(view, across.start, inset: top, .stated),
                    priority: priority,
                    range: range)
                pin(
                    child, across.end, to: .edge(view, across.end, inset: bottom, .stated),
                    priority: priority,
                    range: range)
            case .centered:
                pin(
                    child, across.center, to: .container(view, across.center),
                    priority: priority,
                    range: range)
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
                pin(
                    child, edge.edge, to: .edge(view, edge.edge, inset: edge.inset, .named),
                    priority: priority,
                    range: range)
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

        // Sizes: `[a(>=50,<=200)]`, `[b(==a)]`.
        for (view, index) in zip(line.views, views) {
            for predicate in view.predicates {
                let priority = priority(predicate.priority)
                let rule: LayoutRule
                switch predicate.object {
                case .constant(let value):
                    rule = LayoutRule(
                        .anchor(index, size), predicate.relation, constant: value, priority: priority)
                case .view(let target):
                    guard let other = resolve(target)?.view else { continue }
                    rule = LayoutRule(
                        .anchor(index, size), predicate.relation, .anchor(other, size), priority: priority)
                }
                add(rule, at: predicate.range, written: true)
            }
        }
        // Gaps: `|-`, `-8-`, `-(>=20@750)-`, flush, measured from leading to trailing.
        func gap(_ connection: BoundVisualFormat.Connection, from before: RulePoint, to after: RulePoint) {
            let space = RuleQuantity.space(from: before, to: after, .visualFormat)
            for predicate in connection.predicates {
                guard case .constant(let value) = predicate.object else { continue }
                add(
                    LayoutRule(
                        space, predicate.relation, constant: value, priority: priority(predicate.priority)),
                    at: predicate.range, written: true)
            }
        }
        guard let first = views.first, let last = views.last else { return }
        if let connection = line.leadingSuperview, let container {
            gap(
                connection, from: RulePoint(view: container, anchor: start, isContainer: true),
                to: RulePoint(view: first, anchor: start))
        }
        for (position, connection) in line.connections.enumerated() where position + 1 < views.count {
            gap(
                connection, from: RulePoint(view: views[position], anchor: end),
                to: RulePoint(view: views[position + 1], anchor: start))
        }
        if let connection = line.trailingSuperview, let container {
            gap(
                connection, from: RulePoint(view: last, anchor: end),
                to: RulePoint(view: container, anchor: end, isContainer: true))
        }
    }
}
