import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// Parses one line of Apple's Visual Format Language, following its grammar exactly.
///
/// The grammar:
///
///     <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
///                              (<connection><superview>)?
///     <view> ::= [<viewName>(<predicateListWithParens>)?]
///     <connection> ::= e | -<predicateList>- | -
///     <predicateList> ::= <simplePredicate> | <predicateListWithParens>
///     <simplePredicate> ::= <metricName> | <positiveNumber>
///     <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
///     <predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
///     <objectOfPredicate> ::= <constant> | <viewName>
///
/// Metric names are `$tokens` (a spec has no metrics dictionary), priorities are numbers or
/// the spec's priority names, and view names are spec ids, which may contain `-`. Spaces
/// between tokens are ignored. A spacing cannot name a view, which Apple rejects at runtime.
struct VisualFormatParser {
    private let source: PlanSource
    private var i = 0

    private init(_ source: PlanSource) {
        self.source = source
    }

    static func parse(_ source: PlanSource) throws(PlanSyntaxError) -> VisualFormatLine {
        var parser = VisualFormatParser(source)
        return try parser.line()
    }

    /// Whether a string is a VFL line rather than an expression: by its first non-space characters,
    /// `H:`, `V:`, `|` or `[`.
    ///
    /// No expression can start that way.
    static func looksLikeVisualFormat(_ text: String) -> Bool {
        // In ASCII text every character is one byte, so the bytes answer what the characters
        // would, without building a Substring: every layout string is asked this.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var i = 0
            while i < bytes.count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") {
                i += 1
            }
            guard i < bytes.count else { return false }
            switch bytes[i] {
            case UInt8(ascii: "|"), UInt8(ascii: "["): return true
            case UInt8(ascii: "H"), UInt8(ascii: "V"):
                return i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: ":")
            default: return false
            }
        }
        if let ascii = ascii ?? nil { return ascii }
        let trimmed = text.trimmingSpaces
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|")
            || trimmed.hasPrefix("[")
    }

    // MARK: Grammar

    private mutating func line() throws(PlanSyntaxError) -> VisualFormatLine {
        skipSpaces()
        var axis = LayoutAxis.horizontal
        if let c = peek, c == "H" || c == "V", source[i + 1] == ":" {
            axis = c == "H" ? .horizontal : .vertical
            i += 2
            skipSpaces()
        }
        var leadingSuperview: VFLConnection?
        if peek == "|" {
            i += 1
            leadingSuperview = try connection()
        }
        var views = [try view()]
        var connections: [VFLConnection] = []
        var trailingSuperview: VFLConnection?
        while true {
            skipSpaces()
            guard peek != nil else { break }
            let joint = try connection()
            skipSpaces()
            if peek == "|" {
                i += 1
                trailingSuperview = joint
                skipSpaces()
                if peek != nil { throw error(.vflAfterSuperview(found: describeHere()), from: i, length: 1) }
                break
            }
            if peek != "[" {
                throw error(.vflExpectedView(found: describeHere()), from: i, length: 1)
            }
            connections.append(joint)
            views.append(try view())
        }
        return VisualFormatLine(
            axis: axis, leadingSuperview: leadingSuperview, views: views, connections: connections,
            trailingSuperview: trailingSuperview, range: source.whole)
    }

    /// `[name(predicates)]`.
    private mutating func view() throws(PlanSyntaxError) -> VFLView {
        skipSpaces()
        let start = i
        guard peek == "[" else {
            if peek == "|" { throw error(.vflMisplacedSuperview, from: i, length: 1) }
            throw error(.vflExpectedView(found: describeHere()), from: i, length: peek == nil ? 0 : 1)
        }
        i += 1
        skipSpaces()
        guard let nameStart = name() else {
            throw error(.vflExpectedViewName(found: describeHere()), from: i, length: peek == nil ? 0 : 1)
        }
        let name = source.text(nameStart, i)
        let nameRange = source.range(nameStart, i)
        skipSpaces()
        var predicates: [VFLPredicate] = []
        if peek == "(" {
            predicates = try predicateList(allowsViews: true)
            skipSpaces()
        }
        guard peek == "]" else {
            throw error(.vflUnclosedView(name), from: i, length: peek == nil ? 0 : 1)
        }
        i += 1
        return VFLView(
            name: name, nameRange: nameRange, predicates: predicates, range: source.range(start, i))
    }

    /// Nothing (flush), `-` (standard), or `-predicates-`; stops before the next view or `|`.
    private mutating func connection() throws(PlanSyntaxError) -> VFLConnection {
        skipSpaces()
        let start = i
        guard peek == "-" else { return VFLConnection(.flush, range: source.range(i, i)) }
        i += 1
        skipSpaces()
        if peek == "[" || peek == "|" {
            return VFLConnection(.standard, range: source.range(start, start + 1))
        }
        let predicates: [VFLPredicate]
        if peek == "(" {
            predicates = try predicateList(allowsViews: false)
        } else if let simple = try simplePredicate() {
            predicates = [simple]
        } else {
            throw error(.vflExpectedSpacing(found: describeHere()), from: i, length: peek == nil ? 0 : 1)
        }
        skipSpaces()
        guard peek == "-" else {
            throw error(
                .vflExpectedClosingDash(after: source.text(start + 1, i).trimmingSpaces.description),
                from: i, length: peek == nil ? 0 : 1)
        }
        i += 1
        return VFLConnection(.predicates(predicates), range: source.range(start, i))
    }

    /// `8` or `$gap` between dashes: an exact spacing.
    private mutating func simplePredicate() throws(PlanSyntaxError) -> VFLPredicate? {
        let start = i
        if let number = try number() {
            return VFLPredicate(
                object: .constant(PlanConstant(.points(number), range: source.range(start, i))),
                range: source.range(start, i))
        }
        if peek == "$" {
            let constant = try metric()
            return VFLPredicate(object: .constant(constant), range: constant.range)
        }
        return nil
    }

    /// `(predicate, predicate...)`.
    private mutating func predicateList(allowsViews: Bool) throws(PlanSyntaxError) -> [VFLPredicate] {
        i += 1
        var predicates: [VFLPredicate] = []
        while true {
            skipSpaces()
            predicates.append(try predicate(allowsViews: allowsViews))
            skipSpaces()
            if peek == "," {
                i += 1
                continue
            }
            guard peek == ")" else {
                throw error(
                    .vflUnclosedPredicates(found: describeHere()), from: i, length: peek == nil ? 0 : 1)
            }
            i += 1
            return predicates
        }
    }

    /// `(relation)? object (@priority)?`.
    private mutating func predicate(allowsViews: Bool) throws(PlanSyntaxError) -> VFLPredicate {
        let start = i
        var relation = Relation.equal
        if let c = peek, "=<>≤≥".unicodeScalars.contains(c) {
            var length = 1
            if c == "=" || c == "<" || c == ">", source[i + 1] == "=" { length = 2 }
            let written = source.text(i, i + length)
            guard let parsed = Relation(text: Substring(written)) else {
                throw error(
                    .vflInvalidRelation(written, suggestion: written == "<" ? "<=" : ">="), from: i,
                    length: length)
            }
            relation = parsed
            i += length
            skipSpaces()
        }
        let objectStart = i
        let object: VFLPredicate.Object
        if let number = try signedNumber() {
            object = .constant(PlanConstant(.points(number), range: source.range(objectStart, i)))
        } else if peek == "$" {
            object = .constant(try metric())
        } else if name() != nil {
            let name = source.text(objectStart, i)
            guard allowsViews else {
                throw error(.vflViewInSpacing(name), from: objectStart, length: i - objectStart)
            }
            object = .view(name, source.range(objectStart, i))
        } else {
            throw error(.vflExpectedPredicate(found: describeHere()), from: i, length: peek == nil ? 0 : 1)
        }
        skipSpaces()
        var priority: Priority?
        if peek == "@" {
            let at = i
            i += 1
            skipSpaces()
            let priorityStart = i
            if try number() == nil { _ = name() }
            let written = source.text(priorityStart, i)
            guard !written.isEmpty else {
                throw error(.invalidPriority(found: describeHere(), suggestion: nil), from: at, length: 1)
            }
            guard let parsed = Priority(text: Substring(written)) else {
                throw error(
                    .invalidPriority(
                        found: "'\(written)'", suggestion: ExpressionParser.prioritySuggestion(written)),
                    from: priorityStart, length: i - priorityStart)
            }
            priority = parsed
        }
        return VFLPredicate(
            relation: relation, object: object, priority: priority, range: source.range(start, i))
    }

    private mutating func metric() throws(PlanSyntaxError) -> PlanConstant {
        let start = i
        i += 1
        guard let nameStart = name(allowingHyphens: false) else {
            throw error(.vflExpectedPredicate(found: "'$'"), from: start, length: 1)
        }
        let name = source.text(nameStart, i)
        return PlanConstant(.reference(name, source.range(start, i)), range: source.range(start, i))
    }

    // MARK: Characters

    private var peek: Unicode.Scalar? { source[i] }

    private mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" { i += 1 }
    }

    /// Reads an id (letters, digits, `_`, `-`; starting with a letter or `_`) and returns where
    /// it started, or nil (nothing read) when there is none here.
    private mutating func name(allowingHyphens: Bool = true) -> Int? {
        guard let c = peek, PlanLexer.isNameStart(c) else { return nil }
        let start = i
        while let c = peek {
            if PlanLexer.isNameCharacter(c) {
                i += 1
            } else if allowingHyphens, c == "-", let next = source[i + 1], PlanLexer.isNameCharacter(next) {
                i += 2
            } else {
                break
            }
        }
        return start
    }

    /// Digits, held to the spec's range like every number (a sign before them does not change it).
    private mutating func number() throws(PlanSyntaxError) -> Double? {
        let start = i
        while let c = peek, PlanLexer.isDigit(c) { i += 1 }
        if peek == ".", let next = source[i + 1], PlanLexer.isDigit(next) {
            i += 1
            while let c = peek, PlanLexer.isDigit(c) { i += 1 }
        }
        guard i > start, let value = Double(source.text(start, i)) else {
            i = start
            return nil
        }
        if SpecNumber.check(value) == .outOfRange {
            throw error(
                .outOfRange(source.text(start, i), for: "the number", range: SpecNumber.rangeText),
                from: start, length: i - start)
        }
        return value
    }

    private mutating func signedNumber() throws(PlanSyntaxError) -> Double? {
        let start = i
        var negative = false
        if peek == "-" || peek == "+" {
            negative = peek == "-"
            i += 1
        }
        guard let value = try number() else {
            i = start
            return nil
        }
        return negative ? -value : value
    }

    private func describeHere() -> String {
        guard let c = peek else { return "the end" }
        var text = ""
        text.unicodeScalars.append(c)
        return "'\(text)'"
    }

    private func error(_ message: DiagnosticMessage, from lower: Int, length: Int) -> PlanSyntaxError {
        PlanSyntaxError(message, at: source.range(lower, lower + length))
    }
}
