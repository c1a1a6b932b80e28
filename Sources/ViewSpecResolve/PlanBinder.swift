import ViewSpecCore
import ViewSpecLanguage

/// Binds the plans of a resolved tree: view ids, `parent`, `previous`, `self` and `safeArea` to
/// view indices and guides, `$name` lengths to points, in the scope each plan was written in.
///
/// It runs once every view is in the tree, as a plan may name a view written after it.
struct PlanBinder {
    let views: [ResolvedView]
    let scopes: [NameScope]
    /// VFL's `-` between siblings and next to `|`.
    let standardSpacing: Double
    let superviewSpacing: Double

    func bind(_ plan: ScopedPlan, view: Int?) -> BoundPlan? {
        let scope = plan.scope
        let item = plan.item
        let form: BoundPlan.Form
        switch item.form {
        case .anchor(let anchor):
            // The document's list holds only expressions and VFL lines (the decoder sees to it).
            guard let view else { return nil }
            form = .anchor(
                BoundAnchorPlan(
                    anchor: anchor.anchor, relation: anchor.relation,
                    second: anchor.second.map { self.anchor($0, from: view, scope: scope) },
                    multiplier: anchor.multiplier, constant: points(anchor.constant, scope: scope),
                    priority: anchor.priority))
        case .expression(let expression):
            form = .expression(self.expression(expression, from: view, scope: scope))
        case .shortcut(let shortcut):
            guard let view else { return nil }
            form = .shortcut(self.shortcut(shortcut, from: view, scope: scope))
        case .arrangement(let arrangement):
            guard let view else { return nil }
            form = self.arrangement(arrangement, from: view, scope: scope)
        case .visualFormat(let line):
            form = .visualFormat(visualFormat(line, superview: view, scope: scope))
        }
        return BoundPlan(form, range: item.range, scope: scope)
    }

    // MARK: Names and lengths

    func view(named name: String, in scope: Int) -> Int? {
        scopes.view(named: name, in: scope)
    }

    func points(_ name: String, in scope: Int) -> Double? {
        scopes.points(name, in: scope)
    }

    func points(_ length: Length?, scope: Int) -> Double? {
        switch length {
        case .points(let value): value
        case .reference(let name, _): points(name, in: scope)
        case nil: nil
        }
    }

    /// A constant that is not written, or whose token does not resolve, is 0.
    func points(_ constant: PlanConstant?, scope: Int) -> Double {
        constant?.value { points($0, in: scope) } ?? 0
    }

    /// `target` as seen from view `view` (nil for the document's top-level list).
    func target(_ target: PlanTarget, from view: Int?, scope: Int) -> BoundTarget {
        let unresolved = BoundTarget.unresolved(text: target.text, range: target.range)
        if let guide = target.keyboardGuide {
            guard let view else { return unresolved }
            switch guide {
            case .keyboard: return .keyboard
            // The root's parent is the screen: its guide is the root's.
            case .keyboardSafeArea: return .keyboardSafeArea(views[view].parent ?? view)
            }
        }
        let subject: Int?
        switch target.subject {
        case .view(let name):
            subject = self.view(named: name, in: scope)
        case .this:
            subject = view
        case .previous:
            // Draftsman's previous: the view planned before this one, depth first; the views
            // are stored in that order.
            subject = view.flatMap { $0 > 0 ? $0 - 1 : nil }
        case .parent:
            guard let view else { return unresolved }
            guard let parent = views[view].parent else {
                // The root's parent is the screen: its safe area is the root's.
                return target.isSafeArea ? .safeArea(view) : unresolved
            }
            return target.isSafeArea ? .safeArea(parent) : .container(parent)
        }
        guard let subject else { return unresolved }
        return target.isSafeArea ? .safeArea(subject) : .view(subject)
    }

    private func anchor(_ reference: AnchorReference, from view: Int?, scope: Int) -> BoundAnchor {
        BoundAnchor(target(reference.target, from: view, scope: scope), reference.anchor)
    }

    // MARK: Forms

    private func expression(_ plan: ConstraintExpression, from view: Int?, scope: Int) -> BoundExpression {
        BoundExpression(
            first: anchor(plan.first, from: view, scope: scope), relation: plan.relation,
            second: plan.second.map { anchor($0, from: view, scope: scope) }, multiplier: plan.multiplier,
            constant: points(plan.constant, scope: scope), priority: plan.priority)
    }

    /// The sides `insets` sets, each with its length: directional insets name leading and
    /// trailing, which the layout stage places by the direction.
    private func edges(of insets: Insets, scope: Int) -> [BoundEdgeInset] {
        var result: [BoundEdgeInset] = []
        if let top = points(insets.top, scope: scope) { result.append(BoundEdgeInset(.top, top)) }
        if let left = points(insets.left, scope: scope) {
            result.append(BoundEdgeInset(insets.isDirectional ? .leading : .left, left))
        }
        if let bottom = points(insets.bottom, scope: scope) { result.append(BoundEdgeInset(.bottom, bottom)) }
        if let right = points(insets.right, scope: scope) {
            result.append(BoundEdgeInset(insets.isDirectional ? .trailing : .right, right))
        }
        return result
    }

    private func shortcut(_ plan: ShortcutPlan, from view: Int, scope: Int) -> BoundShortcut {
        func bound(_ target: PlanTarget) -> BoundTarget { self.target(target, from: view, scope: scope) }
        let kind: BoundShortcut.Kind
        switch plan.kind {
        case .edges(let insets, let to):
            kind = .pin(edges: edges(of: insets, scope: scope), to: bound(to))
        case .horizontal(let insets, let to):
            kind = .pin(
                edges: edges(of: insets, scope: scope).filter { $0.edge != .top && $0.edge != .bottom },
                to: bound(to))
        case .vertical(let insets, let to):
            kind = .pin(
                edges: edges(of: insets, scope: scope).filter { $0.edge == .top || $0.edge == .bottom },
                to: bound(to))
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
            kind = .pin(edges: list.map { BoundEdgeInset($0.anchor, inset($0)) }, to: bound(to))
        case .center(let offset, let to):
            kind = .center(
                x: points(offset.x, scope: scope) ?? 0, y: points(offset.y, scope: scope) ?? 0, to: bound(to))
        case .size(.constant(let width, let height)):
            kind = .size(width: points(width, scope: scope), height: points(height, scope: scope))
        case .size(.relative(let to, let multiplier, let constant)):
            kind = .relativeSize(
                to: bound(to), multiplier: multiplier, constant: points(constant, scope: scope))
        case .relative(let relative):
            let position: BoundShortcut.RelativePosition
            switch relative.position {
            case .below: position = .below
            case .above: position = .above
            case .leftOf: position = .leftOf
            case .rightOf: position = .rightOf
            }
            kind = .relative(
                position: position, to: bound(relative.view),
                spacing: points(relative.spacing, scope: scope) ?? 0, isParallel: relative.isParallel)
        case .inBetween(let between):
            kind = .inBetween(
                first: bound(between.first), second: bound(between.second), axis: between.axis,
                inset: points(between.insets, scope: scope) ?? 0)
        }
        return BoundShortcut(kind: kind, relation: plan.relation, priority: plan.priority)
    }

    private func arrangement(_ plan: ArrangementPlan, from view: Int, scope: Int) -> BoundPlan.Form {
        func bound(_ target: PlanTarget) -> BoundTarget { self.target(target, from: view, scope: scope) }
        switch plan {
        case .setStack(let stack):
            return .setStack(
                BoundSetStack(
                    views: stack.views.map { $0.map(bound) } ?? views[view].children.map { .view($0) },
                    horizontal: points(stack.horizontal, scope: scope) ?? 0,
                    vertical: stack.vertical.map { points($0, scope: scope) ?? 0 }))
        case .align(let align):
            func cross(_ cross: AlignPlan.Cross) -> BoundAlign.Cross {
                switch cross {
                case .stretched(let start, let end):
                    .stretched(start: points(start, scope: scope) ?? 0, end: points(end, scope: scope) ?? 0)
                case .centered: .centered
                }
            }
            return .align(
                BoundAlign(
                    axis: align.axis, first: bound(align.first), second: bound(align.second),
                    start: points(align.start, scope: scope) ?? 0,
                    spacing: points(align.spacing, scope: scope) ?? 0,
                    end: points(align.end, scope: scope) ?? 0, firstCross: cross(align.firstCross),
                    secondCross: cross(align.secondCross)))
        case .zStack(let stack):
            return .zStack(
                BoundZStack(
                    first: bound(stack.first), firstEdges: edges(of: stack.firstInsets, scope: scope),
                    second: bound(stack.second), secondEdges: edges(of: stack.secondInsets, scope: scope)))
        }
    }

    private func visualFormat(_ line: VisualFormatLine, superview: Int?, scope: Int) -> BoundVisualFormat {
        func predicate(_ predicate: VFLPredicate) -> BoundPredicate {
            let object: BoundPredicate.Object
            switch predicate.object {
            case .constant(let constant):
                object = .constant(points(constant, scope: scope))
            case .view(let name, let range):
                object = .view(
                    view(named: name, in: scope).map { .view($0) } ?? .unresolved(text: name, range: range))
            }
            return BoundPredicate(
                relation: predicate.relation, object: object, priority: predicate.priority,
                range: predicate.range)
        }
        func connection(_ connection: VFLConnection, nextToSuperview: Bool) -> BoundVisualFormat.Connection {
            switch connection.spacing {
            case .flush:
                return .init(predicates: [
                    BoundPredicate(
                        relation: .equal, object: .constant(0), priority: nil, range: connection.range)
                ])
            case .standard:
                let standard = nextToSuperview ? superviewSpacing : standardSpacing
                return .init(predicates: [
                    BoundPredicate(
                        relation: .equal, object: .constant(standard), priority: nil, range: connection.range)
                ])
            case .predicates(let list):
                return .init(predicates: list.map(predicate))
            }
        }
        let views = line.views.map { view in
            BoundVisualFormat.View(
                target: self.view(named: view.name, in: scope).map { .view($0) }
                    ?? .unresolved(text: view.name, range: view.nameRange),
                predicates: view.predicates.map(predicate))
        }
        let indices = views.compactMap(\.target.view)
        return BoundVisualFormat(
            axis: line.axis,
            container: superview ?? (indices.count == views.count ? commonParent(of: indices) : nil),
            leadingSuperview: line.leadingSuperview.map { connection($0, nextToSuperview: true) },
            views: views,
            connections: line.connections.map { connection($0, nextToSuperview: false) },
            trailingSuperview: line.trailingSuperview.map { connection($0, nextToSuperview: true) })
    }

    /// The nearest view that contains all of `views`.
    private func commonParent(of indices: [Int]) -> Int? {
        func ancestors(_ view: Int) -> [Int] {
            var chain: [Int] = []
            var current = views[view].parent
            while let index = current {
                chain.append(index)
                current = views[index].parent
            }
            return chain
        }
        guard let first = indices.first else { return nil }
        var candidates = ancestors(first)
        for view in indices.dropFirst() {
            let others = ancestors(view)
            candidates = candidates.filter { others.contains($0) }
        }
        return candidates.first
    }
}

extension PlanEdge {
    /// The anchor of the same side.
    var anchor: LayoutAnchor {
        switch self {
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .leading: .leading
        case .trailing: .trailing
        }
    }
}
