import ViewSpecCore
import ViewSpecSyntax

/// The shared state of one decode: the file's diagnostics and the typed readers every part of
/// the spec decoder uses, so a wrong type reads the same wherever it happens.
///
/// Readers report a problem and return nil; callers skip the value and carry on, so one run
/// reports every problem in the file.
package struct NodeDecoder {
    package var diagnostics: DiagnosticBag

    package init(diagnostics: DiagnosticBag = DiagnosticBag()) {
        self.diagnostics = diagnostics
    }

    package mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = [])
    {
        diagnostics.error(message, at: range, notes: notes)
    }

    mutating func warning(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.warning(message, at: range, notes: notes)
    }

    // MARK: Shapes

    /// The pairs of a mapping, or nil (reported) when `node` is something else.
    package mutating func mapping(_ node: SyntaxNode, _ what: String) -> [SyntaxNode.Pair]? {
        if let pairs = node.mapping { return pairs }
        error(.wrongType(expected: "a mapping", found: node.shapeName, for: what), at: node.range)
        return nil
    }

    /// The items of a sequence, or nil (reported).
    package mutating func sequence(_ node: SyntaxNode, _ what: String) -> [SyntaxNode]? {
        if let items = node.sequence { return items }
        error(.wrongType(expected: "a list", found: node.shapeName, for: what), at: node.range)
        return nil
    }

    /// The items of a sequence, or the node itself as a one-item list (for "one or a list").
    package func oneOrMany(_ node: SyntaxNode) -> [SyntaxNode] {
        node.sequence ?? [node]
    }

    /// Reports every key of `pairs` that is not in `allowed`, with a did-you-mean (and, for a
    /// kind's properties, the kind's own keys).
    ///
    /// Returns the pairs whose keys are allowed, in document order.
    @discardableResult
    package mutating func checkKeys(
        _ pairs: [SyntaxNode.Pair], allowed: [String], in context: String, ownKeys: [String]? = nil
    )
        -> [SyntaxNode.Pair]
    {
        var known: [SyntaxNode.Pair] = []
        for pair in pairs {
            let key = pair.key.text ?? ""
            if allowed.contains(key) {
                known.append(pair)
            } else {
                let suggestion = Suggestion.closest(to: key, in: allowed)
                error(
                    .unknownKey(key, in: context, suggestion: suggestion, ownKeys: ownKeys),
                    at: pair.key.range)
            }
        }
        return known
    }

    /// Reports a missing required key at the mapping's own range.
    package mutating func require(
        _ key: String, in pairs: [SyntaxNode.Pair], of node: SyntaxNode, _ context: String
    )
        -> SyntaxNode?
    {
        if let value = pairs.value(for: key) { return value }
        error(.missingKey(key, in: context), at: node.range)
        return nil
    }

    // MARK: Scalars

    /// Any scalar's text (numbers and booleans are fine as strings: `title: 404`).
    package mutating func string(_ node: SyntaxNode, _ what: String) -> String? {
        guard let scalar = node.scalar else {
            error(.wrongType(expected: "a string", found: node.shapeName, for: what), at: node.range)
            return nil
        }
        return scalar.text
    }

    /// A plain scalar that reads as a number within the spec's range (`SpecNumber`; YAML 1.2
    /// core: `10`, `-2.5`, `1e3`, `0x1F`).
    mutating func number(_ node: SyntaxNode, _ what: String) -> Double? {
        if let scalar = node.scalar,
            scalar.isPlain || scalar.tag == "tag:yaml.org,2002:float"
                || scalar.tag == "tag:yaml.org,2002:int"
        {
            switch SpecNumber.read(scalar.text) {
            case .number(let value): return value
            case .outOfRange:
                numberOutOfRange(node, what)
                return nil
            case .notANumber: break
            }
        }
        error(.wrongType(expected: "a number", found: node.shapeName, for: what), at: node.range)
        return nil
    }

    /// Reports a number written beyond `SpecNumber.limit`.
    mutating func numberOutOfRange(_ node: SyntaxNode, _ what: String) {
        error(
            .outOfRange(node.text?.trimmingSpaces.description ?? "", for: what, range: SpecNumber.rangeText),
            at: node.range)
    }

    /// A number within `range`, reported as out of range otherwise.
    package mutating func number(_ node: SyntaxNode, _ what: String, in range: ClosedRange<Double>) -> Double?
    {
        guard let value = number(node, what) else { return nil }
        guard range.contains(value) else {
            error(
                .outOfRange(
                    node.text ?? "", for: what,
                    range: "\(NumberText.plain(range.lowerBound))...\(NumberText.plain(range.upperBound))"),
                at: node.range)
            return nil
        }
        return value
    }

    /// A whole number.
    package mutating func integer(_ node: SyntaxNode, _ what: String) -> Int? {
        guard let value = number(node, what) else { return nil }
        guard value.rounded() == value else {
            error(
                .wrongType(expected: "a whole number", found: "'\(node.text ?? "")'", for: what),
                at: node.range)
            return nil
        }
        return Int(value)
    }

    /// `true` or `false` (YAML 1.2: not `yes`/`no`, which read as strings and are reported).
    mutating func boolean(_ node: SyntaxNode, _ what: String) -> Bool? {
        if let scalar = node.scalar, scalar.isPlain || scalar.tag == "tag:yaml.org,2002:bool" {
            switch scalar.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error(.wrongType(expected: "true or false", found: node.shapeName, for: what), at: node.range)
        return nil
    }

    /// One of `cases`, with a did-you-mean when it is not.
    package mutating func enumeration(_ node: SyntaxNode, _ what: String, cases: [String]) -> String? {
        guard let text = string(node, what) else { return nil }
        if cases.contains(text) { return text }
        let suggestion = Suggestion.closest(to: text, in: cases)
        error(
            .invalidValue(text, for: what, expected: Self.list(cases), suggestion: suggestion), at: node.range
        )
        return nil
    }

    // MARK: Text helpers

    /// The number `text` spells when it is one within the spec's range; nil otherwise (also for a
    /// number out of range: a reader that reports uses `SpecNumber.read`).
    static func parseNumber(_ text: String) -> Double? {
        if case .number(let value) = SpecNumber.read(text) { return value }
        return nil
    }

    /// Whether `text` is written as a number, in range or not, so it is read (and reported) as one.
    static func looksLikeNumber(_ text: String) -> Bool {
        SpecNumber.read(text) != .notANumber
    }

    /// `'a', 'b' or 'c'` for messages (at most 12 shown).
    package static func list(_ cases: [String]) -> String {
        let shown = cases.prefix(12).map { "'\($0)'" }
        let more = cases.count > 12 ? ", …" : ""
        guard shown.count > 1, let last = shown.last else { return (shown.first ?? "") + more }
        return shown.dropLast().joined(separator: ", ") + " or " + last + more
    }
}

extension [SyntaxNode.Pair] {
    /// The value of `key`; keys are unique once parsed (duplicates are reported by the parser).
    package func value(for key: String) -> SyntaxNode? {
        first { $0.key.text == key }?.value
    }
}

extension StringProtocol {
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
