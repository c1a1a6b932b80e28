import Cassowary
import ViewSpecCore
import ViewSpecSyntax

extension NodeDecoder {
    /// Decodes one shortcut.
    ///
    /// A scalar is the shortcut's short form (`edges: 16`, `center: logo`, `below: title`,
    /// `at: topLeft`); a mapping has the keys of its `PlanSchema` shape.
    mutating func decodeShortcut(_ name: String, key: SyntaxNode, value: SyntaxNode) -> ShortcutPlan? {
        let what = "'\(name)'"
        switch name {
        case "edges", "horizontal", "vertical":
            let axis: LayoutAxis? = name == "horizontal" ? .horizontal : name == "vertical" ? .vertical : nil
            return decodeInsetsShortcut(axis, key: key, value: value, what)
        case "center": return decodeCenter(key: key, value: value, what)
        case "size": return decodeSize(key: key, value: value, what)
        case "at": return decodeAt(key: key, value: value, what)
        case "inBetween": return decodeInBetween(key: key, value: value, what)
        default:
            guard let position = RelativePlan.Position(rawValue: name) else { return nil }
            return decodeRelative(position, key: key, value: value, what)
        }
    }

    private mutating func decodeInsetsShortcut(
        _ axis: LayoutAxis?, key: SyntaxNode, value: SyntaxNode, _ what: String
    )
        -> ShortcutPlan?
    {
        func make(_ insets: Insets, _ target: PlanTarget) -> ShortcutPlan.Kind {
            switch axis {
            case nil: .edges(insets, to: target)
            case .horizontal: .horizontal(insets, to: target)
            case .vertical: .vertical(insets, to: target)
            }
        }
        // `edges: { top: 8, left: 16 }` is insets written directly, as anywhere insets go: a
        // mapping that names a side and none of the shortcut's own keys.
        let sides = NodeDecoder.planInsetSides(along: axis)
        let keys = value.mapping?.map { $0.key.text ?? "" } ?? []
        let isInsets =
            keys.contains(where: sides.contains)
            && !keys.contains(where: PlanSchema.insetsShortcutObject.keys.contains)
        guard let pairs = value.mapping, !isInsets else {
            guard let insets = planInsets(value, what, axis: axis) else { return nil }
            return ShortcutPlan(make(insets, implicitParent(value)), nameRange: key.range)
        }
        var options = ShortcutOptions(&self, pairs, PlanSchema.insetsShortcutObject, what)
        var insets: Insets? = Insets.zero(along: axis)
        if let node = options.known.value(for: "insets") {
            insets = planInsets(node, "'insets' of \(what)", axis: axis)
        }
        let target = options.target(&self, default: value)
        guard let insets, let target, let shared = options.finish(&self) else { return nil }
        return ShortcutPlan(
            make(insets, target), relation: shared.relation, priority: shared.priority, nameRange: key.range)
    }

    private mutating func decodeCenter(key: SyntaxNode, value: SyntaxNode, _ what: String) -> ShortcutPlan? {
        guard let pairs = value.mapping else {
            guard let target = planTarget(value, what) else { return nil }
            return ShortcutPlan(.center(offset: CenterOffset(), to: target), nameRange: key.range)
        }
        var options = ShortcutOptions(&self, pairs, PlanSchema.centerObject, what)
        var offset: CenterOffset? = CenterOffset()
        if let node = options.known.value(for: "offset") {
            offset = nil
            let offsetWhat = "'offset' of \(what)"
            if let lengths = planLengths(node, offsetWhat) {
                if lengths.count == 2 {
                    offset = CenterOffset(x: lengths[0], y: lengths[1])
                } else {
                    error(
                        .wrongListLength(lengths.count, for: offsetWhat, expected: "[x, y]"), at: node.range)
                }
            }
        }
        let target = options.target(&self, default: value)
        guard let offset, let target, let shared = options.finish(&self) else { return nil }
        return ShortcutPlan(
            .center(offset: offset, to: target), relation: shared.relation, priority: shared.priority,
            nameRange: key.range)
    }

    private mutating func decodeSize(key: SyntaxNode, value: SyntaxNode, _ what: String) -> ShortcutPlan? {
        switch value.kind {
        case .scalar:
            guard let side = planLength(value, what) else { return nil }
            return ShortcutPlan(.size(.constant(width: side, height: side)), nameRange: key.range)
        case .sequence:
            guard let lengths = planLengths(value, what) else { return nil }
            guard lengths.count == 2 else {
                error(
                    .wrongListLength(lengths.count, for: what, expected: "[width, height]"), at: value.range)
                return nil
            }
            return ShortcutPlan(.size(.constant(width: lengths[0], height: lengths[1])), nameRange: key.range)
        case .mapping(let pairs):
            var options = ShortcutOptions(&self, pairs, PlanSchema.sizeObject, what)
            let known = options.known
            var failed = false
            var size: SizePlan?
            if let to = known.value(for: "to") {
                for side in ["width", "height"] {
                    guard let pair = known.first(where: { $0.key.text == side }) else { continue }
                    error(.conflictingKeys("to", side, in: what), at: pair.key.range)
                    failed = true
                }
                let target = planTarget(to, "'to' of \(what)")
                let multiplier = known.value(for: "multiplier").map {
                    planMultiplier($0, "'multiplier' of \(what)")
                }
                let constant = known.value(for: "constant").map { node in
                    planLength(node, "'constant' of \(what)").map { PlanConstant($0, range: node.range) }
                }
                if let target, multiplier != .some(nil), constant != .some(nil) {
                    size = .relative(
                        to: target, multiplier: multiplier.flatMap { $0 } ?? 1,
                        constant: constant.flatMap { $0 })
                }
            } else {
                for option in ["multiplier", "constant"] {
                    guard let pair = known.first(where: { $0.key.text == option }) else { continue }
                    error(.needsTarget(option, in: what), at: pair.key.range)
                    failed = true
                }
                let width = known.value(for: "width").map { planLength($0, "'width' of \(what)") }
                let height = known.value(for: "height").map { planLength($0, "'height' of \(what)") }
                if width == nil, height == nil, !failed {
                    error(.sizeNeedsSides, at: value.range)
                    failed = true
                } else if width != .some(nil), height != .some(nil) {
                    size = .constant(width: width.flatMap { $0 }, height: height.flatMap { $0 })
                }
            }
            guard let shared = options.finish(&self), let size, !failed else { return nil }
            return ShortcutPlan(
                .size(size), relation: shared.relation, priority: shared.priority, nameRange: key.range)
        }
    }

    private mutating func decodeAt(key: SyntaxNode, value: SyntaxNode, _ what: String) -> ShortcutPlan? {
        guard let pairs = value.mapping else {
            guard let edges = planEdges(value, what) else { return nil }
            return ShortcutPlan(
                .at(edges: edges, insets: .all(.points(0)), to: implicitParent(value)), nameRange: key.range)
        }
        var options = ShortcutOptions(&self, pairs, PlanSchema.atObject, what)
        var edges: [PlanEdge]?
        if let node = require("edges", in: options.known, of: value, what) {
            edges = planEdges(node, "'edges' of \(what)")
        }
        var insets: Insets? = .all(.points(0))
        if let node = options.known.value(for: "insets") {
            insets = planInsets(node, "'insets' of \(what)")
        }
        let target = options.target(&self, default: value)
        guard let edges, let insets, let target, let shared = options.finish(&self) else { return nil }
        return ShortcutPlan(
            .at(edges: edges, insets: insets, to: target), relation: shared.relation,
            priority: shared.priority,
            nameRange: key.range)
    }

    /// A preset name, one edge, or a list of edges.
    private mutating func planEdges(_ node: SyntaxNode, _ what: String) -> [PlanEdge]? {
        if let items = node.sequence {
            var edges: [PlanEdge] = []
            for item in items {
                guard let name = enumeration(item, "edge", cases: PlanEdge.allCases.map(\.rawValue)) else {
                    return nil
                }
                guard let edge = PlanEdge(rawValue: name) else {
                    preconditionFailure("`enumeration` returns one of the given cases: PlanEdge's raw values")
                }
                edges.append(edge)
            }
            return edges
        }
        guard let name = enumeration(node, "edge preset", cases: PlanSchema.atEdgeNames) else { return nil }
        if let preset = PlanEdge.presets.first(where: { $0.name == name }) { return preset.edges }
        return PlanEdge(rawValue: name).map { [$0] }
    }

    private mutating func decodeRelative(
        _ position: RelativePlan.Position, key: SyntaxNode, value: SyntaxNode, _ what: String
    ) -> ShortcutPlan? {
        guard let pairs = value.mapping else {
            guard let view = planTarget(value, what) else { return nil }
            return ShortcutPlan(.relative(RelativePlan(position, view: view)), nameRange: key.range)
        }
        var options = ShortcutOptions(&self, pairs, PlanSchema.relativeObject, what)
        let known = options.known
        let view = require("view", in: known, of: value, what).flatMap { planTarget($0, "'view' of \(what)") }
        let spacing = known.value(for: "spacing").map { planLength($0, "'spacing' of \(what)") }
        let parallel = known.value(for: "parallel").map { boolean($0, "'parallel' of \(what)") }
        guard let view, spacing != .some(nil), parallel != .some(nil), let shared = options.finish(&self)
        else {
            return nil
        }
        return ShortcutPlan(
            .relative(
                RelativePlan(
                    position, view: view, spacing: spacing.flatMap { $0 },
                    parallel: parallel.flatMap { $0 } ?? false)),
            relation: shared.relation, priority: shared.priority, nameRange: key.range)
    }

    private mutating func decodeInBetween(key: SyntaxNode, value: SyntaxNode, _ what: String) -> ShortcutPlan?
    {
        guard let pairs = value.mapping else {
            guard let views = planViews(value, "inBetween", count: 2) else { return nil }
            return ShortcutPlan(
                .inBetween(InBetweenPlan(first: views[0], second: views[1], axis: .vertical)),
                nameRange: key.range)
        }
        var options = ShortcutOptions(&self, pairs, PlanSchema.inBetweenObject, what)
        let known = options.known
        let views = require("views", in: known, of: value, what).flatMap {
            planViews($0, "inBetween", count: 2)
        }
        let axis = known.value(for: "axis").map {
            enumeration($0, "axis", cases: LayoutAxis.allCases.map(\.rawValue)).flatMap(
                LayoutAxis.init(rawValue:))
        }
        let insets = known.value(for: "insets").map { planLength($0, "'insets' of \(what)") }
        guard let views, axis != .some(nil), insets != .some(nil), let shared = options.finish(&self) else {
            return nil
        }
        return ShortcutPlan(
            .inBetween(
                InBetweenPlan(
                    first: views[0], second: views[1], axis: axis.flatMap { $0 } ?? .vertical,
                    insets: insets.flatMap { $0 })),
            relation: shared.relation, priority: shared.priority, nameRange: key.range)
    }

    /// `parent`, standing for a target the spec did not write.
    private func implicitParent(_ value: SyntaxNode) -> PlanTarget {
        PlanTarget(.parent, implicit: true, range: value.range)
    }

    /// Views named by an arrangement or `inBetween`: a list of ids, `count` of them when given.
    ///
    /// Only ids make sense here: these plans place the views they name.
    mutating func planViews(_ node: SyntaxNode, _ plan: String, count: Int?) -> [PlanTarget]? {
        guard let items = sequence(node, "'views' of '\(plan)'") else { return nil }
        var views: [PlanTarget] = []
        var failed = false
        for item in items {
            guard let target = planTarget(item, "a view of '\(plan)'") else {
                failed = true
                continue
            }
            if target.viewID == nil || target.isSafeArea {
                error(.arrangedTarget(target.text, in: plan), at: target.range)
                failed = true
            }
            views.append(target)
        }
        if let count, items.count != count {
            error(.wrongViewCount(plan, expected: count, found: items.count), at: node.range)
            return nil
        }
        return failed ? nil : views
    }
}

/// The keys every shortcut mapping shares (`to`, `relation`, `priority`), read the same way
/// for each, after the unknown-key check against the shortcut's own shape.
private struct ShortcutOptions {
    let known: [SyntaxNode.Pair]
    let what: String
    private var failed: Bool

    init(_ decoder: inout NodeDecoder, _ pairs: [SyntaxNode.Pair], _ shape: ObjectShape, _ what: String) {
        let before = decoder.diagnostics.errorCount
        self.known = decoder.checkKeys(pairs, allowed: shape.keys, in: what)
        self.what = what
        self.failed = decoder.diagnostics.errorCount != before
    }

    mutating func target(_ decoder: inout NodeDecoder, default value: SyntaxNode) -> PlanTarget? {
        guard let node = known.value(for: "to") else {
            return PlanTarget(.parent, implicit: true, range: value.range)
        }
        let target = decoder.planTarget(node, "'to' of \(what)")
        if target == nil { failed = true }
        return target
    }

    /// Reads `relation` and `priority`; nil when anything about the shortcut failed.
    mutating func finish(_ decoder: inout NodeDecoder) -> (relation: Relation, priority: Priority?)? {
        var relation = Relation.equal
        var priority: Priority?
        if let node = known.value(for: "relation") {
            if let read = decoder.planRelation(node, "'relation' of \(what)") {
                relation = read
            } else {
                failed = true
            }
        }
        if let node = known.value(for: "priority") {
            if let read = decoder.planPriority(node) { priority = read } else { failed = true }
        }
        return failed ? nil : (relation, priority)
    }
}

extension Insets {
    /// No inset on the sides a shortcut pins: all four, or one axis's two.
    static func zero(along axis: LayoutAxis?) -> Insets {
        let zero = Length.points(0)
        switch axis {
        case nil: return .all(zero)
        case .horizontal: return Insets(left: zero, right: zero, isDirectional: true)
        case .vertical: return Insets(top: zero, bottom: zero)
        }
    }
}
