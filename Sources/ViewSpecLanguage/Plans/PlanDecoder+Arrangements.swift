import ViewSpecCore
import ViewSpecSyntax

extension NodeDecoder {
    /// `setStack`, `alignHorizontally`, `alignVertically` or `zStack`.
    ///
    /// Checks what can be seen here (view counts, conflicting margins); `setStack`'s gap count
    /// needs the children and is left to the semantic checker.
    mutating func decodeArrangement(_ name: String, value: SyntaxNode) -> ArrangementPlan? {
        switch name {
        case "setStack": return decodeSetStack(value)
        case "alignHorizontally": return decodeAlign(.horizontal, name: name, value: value)
        case "alignVertically": return decodeAlign(.vertical, name: name, value: value)
        case "zStack": return decodeZStack(value)
        default: return nil
        }
    }

    private mutating func decodeSetStack(_ value: SyntaxNode) -> ArrangementPlan? {
        let what = "'setStack'"
        guard let pairs = mapping(value, what) else { return nil }
        let before = diagnostics.errorCount
        let known = checkKeys(pairs, allowed: PlanSchema.setStackObject.keys, in: what)
        let views = known.value(for: "views").map { planViews($0, "setStack", count: nil) }
        let horizontal = known.value(for: "horizontal").map { planLength($0, "'horizontal' of \(what)") }
        let verticalNode = require("vertical", in: known, of: value, what)
        let vertical = verticalNode.flatMap { planLengths($0, "'vertical' of \(what)") }
        guard diagnostics.errorCount == before, let verticalNode, let vertical else { return nil }
        return .setStack(
            SetStackPlan(
                views: views.flatMap { $0 }, horizontal: horizontal.flatMap { $0 } ?? .points(0),
                vertical: vertical,
                verticalRange: verticalNode.range))
    }

    /// UIBuilder's overloads as one mapping.
    ///
    /// With no cross-axis margins both views stretch at 0; `top`/`bottom` (or `left`/`right`)
    /// stretch both; `firstTop`... stretch only the views they name and centre the other. Shared
    /// and per-view margins are different overloads in UIBuilder, so writing both is reported.
    private mutating func decodeAlign(_ axis: LayoutAxis, name: String, value: SyntaxNode) -> ArrangementPlan?
    {
        let what = "'\(name)'"
        let shape =
            axis == .horizontal ? PlanSchema.alignHorizontallyObject : PlanSchema.alignVerticallyObject
        if value.sequence != nil {
            guard let views = planViews(value, name, count: 2) else { return nil }
            return .align(AlignPlan(axis: axis, first: views[0], second: views[1]))
        }
        guard let pairs = mapping(value, what) else { return nil }
        let before = diagnostics.errorCount
        let known = checkKeys(pairs, allowed: shape.keys, in: what)
        let views = require("views", in: known, of: value, what).flatMap { planViews($0, name, count: 2) }
        let (start, end) = axis == .horizontal ? ("left", "right") : ("top", "bottom")
        let (crossStart, crossEnd) = axis == .horizontal ? ("Top", "Bottom") : ("Left", "Right")
        let shared = [crossStart, crossEnd].map { $0.prefix(1).lowercased() + $0.dropFirst() }
        var lengths: [String: Length] = [:]
        for pair in known where pair.key.text != "views" {
            let key = pair.key.text ?? ""
            if let length = planLength(pair.value, "'\(key)' of \(what)") { lengths[key] = length }
        }
        let perView = ["first", "second"].flatMap { view in [crossStart, crossEnd].map { view + $0 } }
        if let sharedKey = known.first(where: { shared.contains($0.key.text ?? "") }),
            let perViewKey = known.first(where: { perView.contains($0.key.text ?? "") })
        {
            error(
                .conflictingKeys(sharedKey.key.text ?? "", perViewKey.key.text ?? "", in: what),
                at: perViewKey.key.range)
        }
        guard diagnostics.errorCount == before, let views else { return nil }
        let zero = Length.points(0)
        func cross(_ prefix: String?) -> AlignPlan.Cross {
            let keys = prefix.map { p in [p + crossStart, p + crossEnd] } ?? shared
            guard keys.contains(where: { lengths[$0] != nil }) else { return .centered }
            return .stretched(start: lengths[keys[0]] ?? zero, end: lengths[keys[1]] ?? zero)
        }
        let usesShared = shared.contains { lengths[$0] != nil }
        let usesPerView = perView.contains { lengths[$0] != nil }
        let stretched = AlignPlan.Cross.stretched(start: zero, end: zero)
        return .align(
            AlignPlan(
                axis: axis, first: views[0], second: views[1], start: lengths[start] ?? zero,
                spacing: lengths["spacing"] ?? zero, end: lengths[end] ?? zero,
                firstCross: usesPerView ? cross("first") : usesShared ? cross(nil) : stretched,
                secondCross: usesPerView ? cross("second") : usesShared ? cross(nil) : stretched))
    }

    private mutating func decodeZStack(_ value: SyntaxNode) -> ArrangementPlan? {
        let what = "'zStack'"
        guard let pairs = mapping(value, what) else { return nil }
        let before = diagnostics.errorCount
        let known = checkKeys(pairs, allowed: PlanSchema.zStackObject.keys, in: what)
        let views = require("views", in: known, of: value, what).flatMap { planViews($0, "zStack", count: 2) }
        let first = known.value(for: "first").map { planInsets($0, "'first' of \(what)") }
        let second = known.value(for: "second").map { planInsets($0, "'second' of \(what)") }
        guard diagnostics.errorCount == before, let views else { return nil }
        return .zStack(
            ZStackPlan(
                first: views[0], second: views[1], firstInsets: first.flatMap { $0 } ?? Insets(),
                secondInsets: second.flatMap { $0 } ?? Insets()))
    }
}
