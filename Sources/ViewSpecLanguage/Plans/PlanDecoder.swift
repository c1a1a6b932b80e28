import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// Decoding of constraint plans from the syntax tree.
///
/// A layout item is a string or a mapping. A string is a VFL line when it starts with `H:`,
/// `V:`, `|` or `[` (no expression can), otherwise an expression. A mapping's keys each make
/// one item, in order: `{ top: 8, bottom: 8 }` is shorthand for two items, which reads naturally
/// in hand-written YAML and loses nothing, since each item keeps its own range.
extension NodeDecoder {
    /// A node's `layout:` list: every item form.
    ///
    /// `node` is the value of `layout`; a single item without a list is accepted, and an empty
    /// value is an empty list.
    mutating func decodePlanList(_ node: SyntaxNode) -> [PlanItem] {
        if node.isPlanNull { return [] }
        var items: [PlanItem] = []
        for item in oneOrMany(node) {
            decodeLayoutItem(item, into: &items)
        }
        return items
    }

    /// The document's top-level `constraints:` list: expressions and VFL lines only, where every
    /// anchor names a view.
    mutating func decodeTopLevelConstraints(_ node: SyntaxNode) -> [PlanItem] {
        if node.isPlanNull { return [] }
        guard let list = sequence(node, "'constraints'") else { return [] }
        var items: [PlanItem] = []
        for item in list {
            guard item.scalar != nil else {
                error(.notAConstraint(found: item.shapeName), at: item.range)
                continue
            }
            if let decoded = decodeConstraintString(item, context: .topLevel) { items.append(decoded) }
        }
        return items
    }

    /// Appends the item's plans to `items`: a list per item would be an allocation per entry.
    private mutating func decodeLayoutItem(_ node: SyntaxNode, into items: inout [PlanItem]) {
        switch node.kind {
        case .scalar:
            if let item = decodeConstraintString(node, context: .layout) { items.append(item) }
        case .sequence:
            error(
                .wrongType(
                    expected: "a constraint string or a mapping such as '{ top: 16 }'", found: "a sequence",
                    for: "a layout item"),
                at: node.range)
        case .mapping(let pairs):
            if pairs.isEmpty {
                error(
                    .wrongType(
                        expected: "a constraint string or a mapping such as '{ top: 16 }'",
                        found: "an empty mapping", for: "a layout item"),
                    at: node.range)
                return
            }
            for pair in checkKeys(pairs, allowed: Self.itemKeys, in: "a layout item") {
                let range =
                    pairs.count == 1
                    ? node.range
                    : SourceRange(
                        fileID: node.range.fileID, lower: pair.key.range.lower, upper: pair.value.range.upper)
                if let form = decodePlanForm(name: pair.key.text ?? "", key: pair.key, value: pair.value) {
                    items.append(PlanItem(form, range: range))
                }
            }
        }
    }

    /// The schema's key lists, made once: `ObjectShape.keys` builds a new array on every call, and
    /// every layout mapping is checked against one.
    private static let itemKeys = PlanSchema.itemObject.keys
    private static let anchorKeys = PlanSchema.anchorObject.keys

    private mutating func decodePlanForm(name: String, key: SyntaxNode, value: SyntaxNode) -> PlanItem.Form? {
        if let anchor = LayoutAnchor.named(name) {
            return decodeAnchorPlan(anchor, key: key, value: value).map { .anchor($0) }
        }
        if ShortcutPlan.names.contains(name) {
            return decodeShortcut(name, key: key, value: value).map { .shortcut($0) }
        }
        return decodeArrangement(name, value: value).map { .arrangement($0) }
    }

    private mutating func decodeConstraintString(_ node: SyntaxNode, context: ExpressionParser.Context)
        -> PlanItem?
    {
        let source = PlanSource(node: node)
        do throws(PlanSyntaxError) {
            // The scalar's own text, the same as `source.text` without rebuilding it.
            if VisualFormatParser.looksLikeVisualFormat(node.scalar?.text ?? "") {
                return PlanItem(.visualFormat(try VisualFormatParser.parse(source)), range: node.range)
            }
            return PlanItem(
                .expression(try ExpressionParser.parseExpression(source, context: context)), range: node.range
            )
        } catch {
            self.error(error.message, at: error.range)
            return nil
        }
    }

    // MARK: Anchors

    private mutating func decodeAnchorPlan(_ anchor: LayoutAnchor, key: SyntaxNode, value: SyntaxNode)
        -> AnchorPlan?
    {
        let what = "'\(anchor.rawValue)'"
        switch value.kind {
        case .scalar(let scalar):
            if scalar.isPlain, NodeDecoder.looksLikeNumber(scalar.text) || scalar.text.hasPrefix("$") {
                guard let length = planLength(value, what) else { return nil }
                return anchorPlan(
                    anchor, key: key, second: nil, constant: PlanConstant(length, range: value.range),
                    at: value.range)
            }
            do throws(PlanSyntaxError) {
                return try ExpressionParser.parseAnchorValue(
                    PlanSource(node: value), anchor: anchor, anchorRange: key.range)
            } catch {
                self.error(error.message, at: error.range)
                return nil
            }
        case .sequence:
            error(
                .wrongType(
                    expected: "a number, a relation string or a mapping", found: "a sequence", for: what),
                at: value.range)
            return nil
        case .mapping(let pairs):
            return decodeAnchorMapping(anchor, key: key, value: value, pairs: pairs)
        }
    }

    private mutating func decodeAnchorMapping(
        _ anchor: LayoutAnchor, key: SyntaxNode, value: SyntaxNode, pairs: [SyntaxNode.Pair]
    ) -> AnchorPlan? {
        let what = "'\(anchor.rawValue)'"
        let known = checkKeys(pairs, allowed: Self.anchorKeys, in: what)
        var failed = known.count != pairs.count
        var second: AnchorReference?
        if let to = known.value(for: "to") {
            if let reference = planReference(to, defaultAnchor: anchor, "'to' of \(what)") {
                second = reference
            } else {
                failed = true
            }
        }
        var multiplier = 1.0
        if let node = known.value(for: "multiplier") {
            if let value = planMultiplier(node, "'multiplier' of \(what)") {
                multiplier = value
                if second == nil, anchor.isDimension {
                    error(.needsTarget("multiplier", in: what), at: node.range)
                    failed = true
                }
            } else {
                failed = true
            }
        }
        var constant: PlanConstant?
        if let node = known.value(for: "constant") {
            if let length = planLength(node, "'constant' of \(what)") {
                constant = PlanConstant(length, range: node.range)
            } else {
                failed = true
            }
        }
        let relation = known.value(for: "relation").map { planRelation($0, "'relation' of \(what)") }
        let priority = known.value(for: "priority").map { planPriority($0) }
        if relation == .some(nil) || priority == .some(nil) { failed = true }
        guard !failed,
            var plan = anchorPlan(anchor, key: key, second: second, constant: constant, at: value.range)
        else { return nil }
        plan.multiplier = multiplier
        plan.relation = relation.flatMap { $0 } ?? .equal
        plan.priority = priority.flatMap { $0 }
        return plan
    }

    /// Fills in the parent's same anchor for a position that names no target, then applies
    /// Auto Layout's rules on which anchors relate.
    private mutating func anchorPlan(
        _ anchor: LayoutAnchor, key: SyntaxNode, second: AnchorReference?, constant: PlanConstant?,
        at range: SourceRange
    ) -> AnchorPlan? {
        var second = second
        if second == nil, !anchor.isDimension {
            second = AnchorReference(
                target: PlanTarget(.parent, implicit: true, range: range), anchor: anchor, range: range)
        }
        let own = AnchorReference(
            target: PlanTarget(.this, implicit: true, range: key.range), anchor: anchor, range: key.range)
        do throws(PlanSyntaxError) {
            try ExpressionParser.check(first: own, second: second, constant: constant, whole: range)
        } catch {
            self.error(error.message, at: error.range)
            return nil
        }
        return AnchorPlan(anchor: anchor, anchorRange: key.range, second: second, constant: constant)
    }
}

// MARK: - Readers shared by the plan forms

// Optional keys are read as `known.value(for: key).map { reader($0) }`, a double optional: nil
// when the key is absent, `.some(nil)` when it is present but wrong (already reported), so a bad
// value drops the item without a second message about it.
extension NodeDecoder {
    /// A number (points) or a `$token`.
    ///
    /// Named with a `plan` prefix, like the other readers here, so they cannot collide with readers
    /// other stages add to `NodeDecoder`.
    mutating func planLength(_ node: SyntaxNode, _ what: String) -> Length? {
        if let scalar = node.scalar {
            if scalar.isPlain {
                switch SpecNumber.read(scalar.text) {
                case .number(let value): return .points(value)
                case .outOfRange:
                    numberOutOfRange(node, what)
                    return nil
                case .notANumber: break
                }
            }
            if scalar.text.hasPrefix("$") {
                let name = scalar.text.dropFirst()
                if let first = name.unicodeScalars.first, PlanLexer.isNameStart(first),
                    name.unicodeScalars.allSatisfy(PlanLexer.isNameCharacter)
                {
                    return .reference(String(name), node.range)
                }
            }
        }
        error(
            .wrongType(expected: "a number or a '$token'", found: node.shapeName, for: what), at: node.range)
        return nil
    }

    mutating func planLengths(_ node: SyntaxNode, _ what: String) -> [Length]? {
        guard let items = sequence(node, what) else { return nil }
        var lengths: [Length] = []
        var failed = false
        for item in items {
            if let length = planLength(item, what) { lengths.append(length) } else { failed = true }
        }
        return failed ? nil : lengths
    }

    mutating func planMultiplier(_ node: SyntaxNode, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        if value == 0 {
            error(.zeroMultiplier, at: node.range)
            return nil
        }
        guard SpecNumber.isMultiplier(value) else {
            error(.multiplierOutOfRange(node.text?.trimmingSpaces.description ?? ""), at: node.range)
            return nil
        }
        return value
    }

    mutating func planRelation(_ node: SyntaxNode, _ what: String) -> Relation? {
        guard let text = string(node, what) else { return nil }
        if let relation = Relation(text: text.trimmingSpaces) { return relation }
        let suggestion = text == "<" ? "<=" : text == ">" ? ">=" : nil
        error(
            .invalidValue(text, for: "relation", expected: "'==', '<=' or '>='", suggestion: suggestion),
            at: node.range)
        return nil
    }

    mutating func planPriority(_ node: SyntaxNode) -> Priority? {
        if let text = node.text, let priority = Priority(text: text.trimmingSpaces) { return priority }
        let written = node.text.map { "'\($0)'" } ?? node.shapeName
        error(
            .invalidPriority(
                found: written, suggestion: node.text.flatMap(ExpressionParser.prioritySuggestion)),
            at: node.range)
        return nil
    }

    /// A view or guide (`title`, `safeArea`, `previous.safeArea`), without an anchor.
    mutating func planTarget(_ node: SyntaxNode, _ what: String) -> PlanTarget? {
        guard node.scalar != nil, !node.isPlanNull else {
            error(.wrongType(expected: "a view id", found: node.shapeName, for: what), at: node.range)
            return nil
        }
        do throws(PlanSyntaxError) {
            return try ExpressionParser.parseTarget(PlanSource(node: node))
        } catch {
            self.error(error.message, at: error.range)
            return nil
        }
    }

    /// A target with an optional anchor; a target alone means `defaultAnchor`.
    mutating func planReference(_ node: SyntaxNode, defaultAnchor: LayoutAnchor, _ what: String)
        -> AnchorReference?
    {
        guard node.scalar != nil, !node.isPlanNull else {
            error(
                .wrongType(expected: "a view or an anchor", found: node.shapeName, for: what), at: node.range)
            return nil
        }
        do throws(PlanSyntaxError) {
            return try ExpressionParser.parseReference(PlanSource(node: node), defaultAnchor: defaultAnchor)
        } catch {
            self.error(error.message, at: error.range)
            return nil
        }
    }

    /// Insets in any of the spec's forms.
    ///
    /// With an `axis`, only that axis's sides may be written (`horizontal: [8, 16]` is left and
    /// right) and a list has two values.
    mutating func planInsets(_ node: SyntaxNode, _ what: String, axis: LayoutAxis? = nil) -> Insets? {
        switch node.kind {
        case .scalar:
            guard let length = planLength(node, what) else { return nil }
            var insets = Insets.zero(along: axis)
            if insets.top != nil { insets.top = length }
            if insets.left != nil { insets.left = length }
            if insets.bottom != nil { insets.bottom = length }
            if insets.right != nil { insets.right = length }
            return insets
        case .sequence(let items):
            let expected =
                axis == nil
                ? "a length, [vertical, horizontal] or [top, left, bottom, right]"
                : axis == .horizontal ? "a length or [left, right]" : "a length or [top, bottom]"
            guard let lengths = planLengths(node, what) else { return nil }
            switch (axis, lengths.count) {
            case (nil, 2), (nil, 4):
                return Insets.list(lengths)
            case (.horizontal, 2):
                return Insets(left: lengths[0], right: lengths[1], isDirectional: true)
            case (.vertical, 2):
                return Insets(top: lengths[0], bottom: lengths[1])
            default:
                error(.wrongListLength(items.count, for: what, expected: expected), at: node.range)
                return nil
            }
        case .mapping(let pairs):
            let known = checkKeys(pairs, allowed: NodeDecoder.planInsetSides(along: axis), in: what)
            var written: [(name: String, length: Length)] = []
            var failed = known.count != pairs.count
            for pair in known {
                guard let length = planLength(pair.value, "'\(pair.key.text ?? "")' of \(what)") else {
                    failed = true
                    continue
                }
                written.append((pair.key.text ?? "", length))
            }
            let insets = Insets.sides(written)
            let directional = known.first { $0.key.text == "leading" || $0.key.text == "trailing" }
            let absolute = known.first { $0.key.text == "left" || $0.key.text == "right" }
            if let directional, let absolute {
                error(
                    .conflictingKeys(absolute.key.text ?? "", directional.key.text ?? "", in: what),
                    at: directional.key.range)
                failed = true
            }
            return failed ? nil : insets
        }
    }

    /// The sides an insets mapping may name: the same list as `SpecShapes`' insets definition,
    /// or one axis's sides.
    static func planInsetSides(along axis: LayoutAxis?) -> [String] {
        switch axis {
        case nil: ["top", "left", "bottom", "right", "leading", "trailing"]
        case .horizontal: ["left", "right", "leading", "trailing"]
        case .vertical: ["top", "bottom"]
        }
    }
}

extension SyntaxNode {
    /// `~`, `null` or nothing: an empty `layout:` is an empty list.
    var isPlanNull: Bool {
        guard let scalar, scalar.isPlain else { return false }
        return scalar.text.isEmpty || scalar.text == "null" || scalar.text == "~"
    }
}
