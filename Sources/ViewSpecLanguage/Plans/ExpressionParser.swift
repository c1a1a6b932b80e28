import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// Parses free-form constraints and the string form of anchor values, by hand, so every error
/// can point at the token it is about.
///
/// An expression is Auto Layout's equation written out:
///
///     [view.]anchor relation [multiplier *] [view.]anchor [* multiplier] [/ divisor] [+|- constant] [@priority]
///     [view.]anchor relation constant [@priority]
///
/// A bare anchor on the left is the node's own (`self`): the node owns its `layout` list, so
/// `top == ...` reads as "my top". A bare anchor on the right is the parent's: that is what a
/// constraint without a named view relates to everywhere else in the language (`top: 16`,
/// Draftsman's `.parent`), so `width == 0.5 * width` means half the parent's width. The
/// top-level `constraints:` list belongs to no node, so there a bare anchor is an error, and so
/// are `parent`, `self`, `previous` and a bare `safeArea`.
///
/// An anchor value (`bottom: ">= title.top + 8 @high"`) is the right-hand side alone, with an
/// optional leading relation; a target without an anchor (`"== parent * 0.5"`) means the same
/// anchor as the key, as Draftsman's anonymous relations do.
struct ExpressionParser {
    enum Context: Equatable {
        /// A node's `layout:` list: bare anchors and relative targets are allowed.
        case layout
        /// The document's `constraints:` list: every anchor names a view.
        case topLevel
    }

    private let source: PlanSource
    private let tokens: [PlanToken]
    private let context: Context
    private var index = 0

    private init(_ source: PlanSource, context: Context) {
        self.source = source
        self.tokens = PlanLexer.tokens(source)
        self.context = context
    }

    // MARK: Entry points

    static func parseExpression(_ source: PlanSource, context: Context) throws(PlanSyntaxError)
        -> ConstraintExpression
    {
        var parser = ExpressionParser(source, context: context)
        return try parser.expression()
    }

    /// The string form of `anchor: value`.
    static func parseAnchorValue(_ source: PlanSource, anchor: LayoutAnchor, anchorRange: SourceRange)
        throws(PlanSyntaxError) -> AnchorPlan
    {
        var parser = ExpressionParser(source, context: .layout)
        return try parser.anchorValue(anchor, anchorRange: anchorRange)
    }

    /// A view or guide without an anchor: a shortcut's `to`, an arrangement's `views`.
    static func parseTarget(_ source: PlanSource, context: Context = .layout) throws(PlanSyntaxError)
        -> PlanTarget
    {
        var parser = ExpressionParser(source, context: context)
        let token = parser.tokens[0]
        guard case .path(let segments) = token.kind else {
            throw parser.error(.expectedTarget(found: parser.describe(token)), at: token)
        }
        parser.index += 1
        try parser.expectEnd()
        if segments.count > 1, let last = segments.last, LayoutAnchor.named(last.name) != nil {
            throw PlanSyntaxError(
                .anchorWhereViewExpected(parser.source.text(token.lower, token.upper)),
                at: parser.source.range(token.lower, token.upper))
        }
        return try parser.target(segments[...])
    }

    /// An anchor mapping's `to:`: a target with or without an anchor (`title`, `title.height`).
    static func parseReference(_ source: PlanSource, defaultAnchor: LayoutAnchor) throws(PlanSyntaxError)
        -> AnchorReference
    {
        var parser = ExpressionParser(source, context: .layout)
        let token = parser.tokens[0]
        guard case .path(let segments) = token.kind else {
            throw parser.error(.expectedTarget(found: parser.describe(token)), at: token)
        }
        parser.index += 1
        try parser.expectEnd()
        return try parser.reference(segments, token: token, side: .value(defaultAnchor))
    }

    // MARK: Grammar

    private mutating func expression() throws(PlanSyntaxError) -> ConstraintExpression {
        let start = tokens[0]
        if start.kind == .end { throw error(.emptyConstraint, at: start) }
        guard case .path(let segments) = start.kind else {
            throw error(.expectedAnchor(found: describe(start)), at: start)
        }
        index += 1
        let first = try reference(segments, token: start, side: .left)
        let relationToken = current
        guard case .relation(let relation) = relationToken.kind else {
            throw error(
                .expectedRelation(
                    after: text(start), found: describe(relationToken),
                    suggestion: relationSuggestion(relationToken)),
                at: relationToken)
        }
        index += 1
        guard !atEnd, current.kind != .at else {
            throw error(.expectedOperand(after: text(relationToken), found: describe(current)), at: current)
        }
        let right = try rightSide(side: .right, after: relationToken)
        let priority = try optionalPriority()
        try expectEnd()
        try check(first: first, second: right.second, constant: right.constant)
        return ConstraintExpression(
            first: first, relation: relation, second: right.second, multiplier: right.multiplier,
            constant: right.constant, priority: priority, range: source.whole)
    }

    private mutating func anchorValue(_ anchor: LayoutAnchor, anchorRange: SourceRange)
        throws(PlanSyntaxError)
        -> AnchorPlan
    {
        var relation = Relation.equal
        var relationToken: PlanToken?
        if case .relation(let written) = current.kind {
            relation = written
            relationToken = current
            index += 1
        }
        if atEnd || current.kind == .at {
            if let relationToken {
                throw error(
                    .expectedOperand(after: text(relationToken), found: describe(current)), at: current)
            }
            throw error(.expectedAnchorValue(anchor.rawValue, found: describe(current)), at: current)
        }
        if current.kind == .invalid, let suggestion = relationSuggestion(current) {
            throw error(
                .expectedRelation(after: anchor.rawValue, found: describe(current), suggestion: suggestion),
                at: current)
        }
        var right = try rightSide(side: .value(anchor), after: relationToken)
        let priority = try optionalPriority()
        try expectEnd()
        let own = AnchorReference(
            target: PlanTarget(.this, implicit: true, range: anchorRange), anchor: anchor, range: anchorRange)
        if right.second == nil, !anchor.isDimension {
            let range = right.constant?.range ?? source.whole
            right.second = AnchorReference(
                target: PlanTarget(.parent, implicit: true, range: range), anchor: anchor, range: range)
        }
        try check(first: own, second: right.second, constant: right.constant)
        return AnchorPlan(
            anchor: anchor, anchorRange: anchorRange, relation: relation, second: right.second,
            multiplier: right.multiplier, constant: right.constant, priority: priority)
    }

    private struct RightSide {
        var second: AnchorReference?
        var multiplier: Double = 1
        var constant: PlanConstant?
    }

    /// `[multiplier *] reference [* multiplier] [/ divisor] [+|- constant]`, or a lone constant.
    private mutating func rightSide(side: Side, after previous: PlanToken?) throws(PlanSyntaxError)
        -> RightSide
    {
        var right = RightSide()
        let first = current
        switch first.kind {
        case .plus, .minus:
            index += 1
            right.constant = try constant(sign: first)
            return right
        case .reference:
            right.constant = try constant(sign: nil)
            if current.kind == .star { throw error(.multiplierNotNumber(text(first)), at: first) }
            return right
        case .number(let value):
            try checkRange(value, at: first)
            index += 1
            guard current.kind == .star else {
                right.constant = PlanConstant(.points(value), range: range(first))
                return right
            }
            try nonZeroMultiplier(value, at: first)
            right.multiplier = value
            index += 1
            guard case .path(let segments) = current.kind else {
                throw error(.expectedAnchor(found: describe(current)), at: current)
            }
            let token = current
            index += 1
            right.second = try reference(segments, token: token, side: side)
        case .path(let segments):
            index += 1
            right.second = try reference(segments, token: first, side: side)
        default:
            if let previous {
                throw error(.expectedOperand(after: text(previous), found: describe(first)), at: first)
            }
            throw error(.expectedAnchor(found: describe(first)), at: first)
        }
        while current.kind == .star || current.kind == .slash {
            let operation = current
            index += 1
            guard case .number(let value) = current.kind else {
                throw error(.expectedNumber(after: text(operation), found: describe(current)), at: current)
            }
            try checkRange(value, at: current)
            if operation.kind == .star {
                try nonZeroMultiplier(value, at: current)
                right.multiplier *= value
            } else {
                if value == 0 { throw error(.divisionByZero, at: current) }
                right.multiplier /= value
            }
            index += 1
        }
        if right.second != nil, !SpecNumber.isMultiplier(right.multiplier) {
            throw PlanSyntaxError(
                .multiplierOutOfRange(NumberText.plain(right.multiplier)),
                at: source.range(first.lower, tokens[index - 1].upper))
        }
        if current.kind == .plus || current.kind == .minus {
            let sign = current
            index += 1
            right.constant = try constant(sign: sign)
        }
        return right
    }

    /// A number or `$token` after an optional sign that has already been read.
    private mutating func constant(sign: PlanToken?) throws(PlanSyntaxError) -> PlanConstant {
        let negated = sign?.kind == .minus
        let token = current
        let start = sign?.lower ?? token.lower
        switch token.kind {
        case .number(let value):
            try checkRange(value, at: token)
            index += 1
            return PlanConstant(.points(negated ? -value : value), range: source.range(start, token.upper))
        case .reference(let name):
            index += 1
            return PlanConstant(
                .reference(name, range(token)), negated: negated, range: source.range(start, token.upper))
        default:
            throw error(.expectedConstant(after: sign.map(text) ?? "", found: describe(token)), at: token)
        }
    }

    private mutating func optionalPriority() throws(PlanSyntaxError) -> Priority? {
        guard current.kind == .at else { return nil }
        let at = current
        index += 1
        let token = current
        switch token.kind {
        case .number, .path:
            let written = text(token)
            guard let priority = Priority(text: Substring(written)) else {
                throw error(
                    .invalidPriority(found: "'\(written)'", suggestion: Self.prioritySuggestion(written)),
                    at: token)
            }
            index += 1
            return priority
        default:
            throw error(
                .invalidPriority(found: describe(token), suggestion: nil), at: token.kind == .end ? at : token
            )
        }
    }

    private mutating func expectEnd() throws(PlanSyntaxError) {
        guard atEnd else {
            throw error(
                .unexpectedToken(
                    text(current), after: source.text(0, current.lower).trimmingSpaces.description),
                at: current)
        }
    }

    // MARK: Names

    private enum Side: Equatable {
        case left, right
        /// An anchor value: a target alone means the key's own anchor.
        case value(LayoutAnchor)
    }

    /// Splits `view.safeArea.anchor` into target and anchor, applying the bare-anchor rules.
    private func reference(_ segments: [PathSegment], token: PlanToken, side: Side) throws(PlanSyntaxError)
        -> AnchorReference
    {
        let whole = range(token)
        let last = segments[segments.count - 1]
        // A slice, so naming the anchor does not copy the token's segments.
        var targetSegments = segments[...]
        let anchor: LayoutAnchor
        if let named = LayoutAnchor.named(last.name) {
            anchor = named
            targetSegments = segments.dropLast()
        } else if case .value(let own) = side {
            anchor = own
        } else if segments.count == 1 || last.name == "safeArea",
            Suggestion.closest(to: last.name, in: LayoutAnchor.names) == nil
        {
            throw PlanSyntaxError(.missingAnchorName(after: text(token)), at: whole)
        } else {
            throw PlanSyntaxError(
                .unknownAnchor(
                    last.name, suggestion: Suggestion.closest(to: last.name, in: LayoutAnchor.names)),
                at: source.range(last.lower, last.upper))
        }
        if targetSegments.isEmpty {
            if context == .topLevel {
                throw PlanSyntaxError(.bareAnchorAtTopLevel(anchor.rawValue), at: whole)
            }
            let subject: PlanTarget.Subject = side == .left ? .this : .parent
            return AnchorReference(
                target: PlanTarget(subject, implicit: true, range: whole), anchor: anchor, range: whole)
        }
        return AnchorReference(target: try target(targetSegments), anchor: anchor, range: whole)
    }

    /// `id`, `parent`, `self`, `previous`, `safeArea`, each optionally followed by `.safeArea`.
    private func target(_ segments: ArraySlice<PathSegment>) throws(PlanSyntaxError) -> PlanTarget {
        let first = segments[segments.startIndex]
        let lastUpper = segments[segments.endIndex - 1].upper
        let range = source.range(first.lower, lastUpper)
        let name = first.name
        var safeArea = false
        if segments.count == 2, segments[segments.startIndex + 1].name == "safeArea", name != "safeArea" {
            safeArea = true
        } else if segments.count > 1 {
            throw PlanSyntaxError(.invalidTarget(source.text(first.lower, lastUpper)), at: range)
        }
        if let guide = PlanTarget.KeyboardGuide(rawValue: name), segments.count == 1 {
            if context == .topLevel {
                throw PlanSyntaxError(.targetOutsideNode(name), at: source.range(first.lower, first.upper))
            }
            var target = PlanTarget(.parent, range: range)
            target.keyboardGuide = guide
            return target
        }
        let subject: PlanTarget.Subject
        switch name {
        case "parent": subject = .parent
        case "self": subject = .this
        case "previous": subject = .previous
        case "safeArea":
            subject = .parent
            safeArea = true
        default: subject = .view(name)
        }
        if context == .topLevel, subject != .view(name) {
            throw PlanSyntaxError(.targetOutsideNode(name), at: source.range(first.lower, first.upper))
        }
        return PlanTarget(subject, safeArea: safeArea, range: range)
    }

    // MARK: Checks

    private func check(first: AnchorReference, second: AnchorReference?, constant: PlanConstant?)
        throws(PlanSyntaxError)
    {
        try Self.check(first: first, second: second, constant: constant, whole: source.whole)
    }

    /// Auto Layout's rules for which anchors may be related; a constraint that breaks them would be
    /// rejected at runtime on a device, so it is an error here.
    ///
    /// Errors point at the second anchor: the first is the one the writer meant to constrain.
    static func check(
        first: AnchorReference, second: AnchorReference?, constant: PlanConstant?, whole: SourceRange
    )
        throws(PlanSyntaxError)
    {
        // The anchors are spelled out only for a message: every constraint passes through here,
        // and most pass.
        guard let second else {
            if !first.anchor.isDimension {
                throw PlanSyntaxError(
                    .positionWithoutAnchor(describe(first), constant: constant.map(signedText) ?? "+ 0"),
                    at: constant?.range ?? whole)
            }
            return
        }
        let a = first.anchor
        let b = second.anchor
        if a.isDimension != b.isDimension {
            throw PlanSyntaxError(
                .mixedAnchorKinds(describe(first), firstIsDimension: a.isDimension, describe(second)),
                at: second.range)
        }
        if a.isDimension { return }
        if a.axis != b.axis {
            throw PlanSyntaxError(
                .mixedAxes(describe(first), a.axis, describe(second), b.axis), at: second.range)
        }
        if let x = a.isDirectional, let y = b.isDirectional, x != y {
            throw PlanSyntaxError(.mixedDirections(describe(first), describe(second)), at: second.range)
        }
    }

    /// An anchor as the writer wrote it: bare when its target was implied.
    private static func describe(_ reference: AnchorReference) -> String {
        reference.target.isImplicit
            ? reference.anchor.rawValue : "\(reference.target.text).\(reference.anchor.rawValue)"
    }

    private func nonZeroMultiplier(_ value: Double, at token: PlanToken) throws(PlanSyntaxError) {
        if value == 0 { throw error(.zeroMultiplier, at: token) }
    }

    /// Every number written in an expression is held to the spec's range.
    private func checkRange(_ value: Double, at token: PlanToken) throws(PlanSyntaxError) {
        if SpecNumber.check(value) == .outOfRange {
            throw error(.outOfRange(text(token), for: "the number", range: SpecNumber.rangeText), at: token)
        }
    }

    // MARK: Tokens

    private var current: PlanToken { tokens[min(index, tokens.count - 1)] }
    private var atEnd: Bool { current.kind == .end }

    private func text(_ token: PlanToken) -> String { source.text(token.lower, token.upper) }

    /// How a message names a token: quoted, or "the end" when the text ran out.
    private func describe(_ token: PlanToken) -> String {
        token.kind == .end ? "the end" : "'\(text(token))'"
    }

    private func range(_ token: PlanToken) -> SourceRange { source.range(token.lower, token.upper) }

    private func error(_ message: DiagnosticMessage, at token: PlanToken) -> PlanSyntaxError {
        PlanSyntaxError(message, at: range(token))
    }

    /// `<` and `>` alone are the likeliest slips for `<=` and `>=`, which is all Auto Layout has.
    private func relationSuggestion(_ token: PlanToken) -> String? {
        switch text(token) {
        case "<": "<="
        case ">": ">="
        default: nil
        }
    }

    static func prioritySuggestion(_ written: String) -> String? {
        Suggestion.closest(to: written, in: Priority.names.map(\.name))
    }
}

extension ExpressionParser {
    /// `+ 20`, `- $eight`: a constant as it would follow an anchor in a suggested rewrite.
    static func signedText(_ constant: PlanConstant) -> String {
        switch constant.length {
        case .points(let value): value < 0 ? "- \(NumberText.plain(-value))" : "+ \(NumberText.plain(value))"
        case .reference(let name, _): "\(constant.isNegated ? "-" : "+") $\(name)"
        }
    }
}
