import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// In-spec suppressions: `# viewspec: ignore <rule-id> -- reason`.
///
/// On the line before a node or a constraint, the comment suppresses that rule's warnings about
/// the node and everything written inside it (its children, its properties, its plans): every
/// finding whose place, or whose view's place, lies in the lines the node spans. Among a file's
/// first lines, before any content, it suppresses the rule's warnings for the whole file. The
/// reason is required. Errors are never suppressed: a spec with an error does not lay out.
///
/// libyaml does not report comments, so they are read from the source text: a `#` that starts a
/// YAML comment (at the start of a line or after a space, outside quotes).
package struct Suppressions: Sendable {
    package struct Entry: Sendable {
        package var rule: String
        package var reason: String
        /// The comment itself, where an unused one is reported.
        package var range: SourceRange
        /// The lines it covers, in `range.file`; nil for the whole file.
        package var lines: ClosedRange<Int>?
    }

    package private(set) var entries: [Entry] = []
    /// Per entry, whether it suppressed something.
    private var used: [Bool] = []
    /// The spec validated; an embedded spec's suppressions may be meant for checks that run only
    /// when it is validated itself (its token lint), so only this file's unused ones are reported.
    private var primaryFile: String?

    package init() {}

    /// The suppressions written in `sources`, and what is wrong with the comments that are not
    /// one (a missing reason, an unknown rule).
    package static func scan(_ sources: [SourceFile]) -> (
        suppressions: Suppressions, diagnostics: [Diagnostic]
    ) {
        var suppressions = Suppressions()
        suppressions.primaryFile = sources.first?.path
        var diagnostics: [Diagnostic] = []
        for source in sources where mentionsMarker(source.bytes) {
            var pending: [Entry] = []
            var seenContent = false
            let lineCount = source.lineStarts.count
            // Lines are looked at as bytes; only a line with a `#` becomes a String.
            for line in stride(from: 1, through: lineCount, by: 1) {
                let shape = source.lineShape(line)
                if shape.isBlank { continue }
                if shape.startsWithHash {
                    if let text = source.lineText(line) {
                        let trimmed = text.drop { $0 == " " }
                        if let found = comment(
                            String(trimmed), line: line, column: text.count - trimmed.count + 1, in: source)
                        {
                            switch found {
                            case .failure(let failure): diagnostics.append(failure.diagnostic)
                            case .success(let entry): pending.append(entry)
                            }
                        }
                    }
                    continue
                }
                if shape.containsHash, let text = source.lineText(line) {
                    switch trailingComment(text, line: line, in: source) {
                    case .failure(let failure): diagnostics.append(failure.diagnostic)
                    case .success(let entry):
                        // After content on the same line it has no node to cover.
                        diagnostics.append(
                            .warning(.invalidSuppression("# viewspec: ignore \(entry.rule)"), at: entry.range)
                        )
                    case nil: break
                    }
                }
                if !pending.isEmpty {
                    // Worked out only under a comment: every line's extent would make the scan
                    // quadratic in the nesting (the root's node spans the file).
                    let covered: ClosedRange<Int>? =
                        seenContent ? line...lastLine(ofNodeAt: line, indent: shape.indent, in: source) : nil
                    for var entry in pending {
                        entry.lines = covered
                        suppressions.entries.append(entry)
                    }
                    pending = []
                }
                seenContent = true
            }
            // Comments after the last content cover nothing; they are reported as unused.
            for var entry in pending {
                entry.lines = lineCount + 1...lineCount + 1
                suppressions.entries.append(entry)
            }
        }
        suppressions.used = [Bool](repeating: false, count: suppressions.entries.count)
        return (suppressions, diagnostics)
    }

    /// `diagnostics` without the warnings a suppression covers; `viewRanges` gives the place of
    /// each view a finding names.
    package mutating func filter(_ diagnostics: [Diagnostic], viewRanges: [String: SourceRange])
        -> [Diagnostic]
    {
        partition(diagnostics, viewRanges: viewRanges).kept
    }

    /// `diagnostics` split into the ones to report and the warnings a suppression covers, each
    /// of those marked with the first covering suppression's reason (SARIF reports them as
    /// suppressed instead of dropping them).
    package mutating func partition(_ diagnostics: [Diagnostic], viewRanges: [String: SourceRange])
        -> (kept: [Diagnostic], suppressed: [Diagnostic])
    {
        guard !entries.isEmpty else { return (diagnostics, []) }
        var kept: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning else {
                kept.append(diagnostic)
                continue
            }
            var reason: String?
            forEachEntry(silencing: diagnostic.id, at: diagnostic.range, view: diagnostic.view, viewRanges) {
                position in
                used[position] = true
                if reason == nil { reason = entries[position].reason }
            }
            if let reason {
                var silenced = diagnostic
                silenced.suppression = Diagnostic.Suppression(.inSource, justification: reason)
                suppressed.append(silenced)
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, suppressed)
    }

    /// Calls `body` with the position of each entry that silences a warning of `rule` at `range`
    /// about `view`, in order: the entries of the rule that cover the warning's place or the
    /// view's.
    ///
    /// `partition` and the audits (`SilencedFindings`) decide by this one rule.
    func forEachEntry(
        silencing rule: String, at range: SourceRange?, view: String?, _ viewRanges: [String: SourceRange],
        _ body: (Int) -> Void
    ) {
        // The view's place is looked up only when a suppression of the rule does not cover the
        // warning's own: a large screen has thousands of findings, and each lookup hashes the
        // view's id.
        var viewRange: SourceRange??
        for (position, entry) in entries.enumerated() where entry.rule == rule {
            func covers(_ place: SourceRange?) -> Bool {
                guard let place else { return false }
                return place.isInSameFile(as: entry.range)
                    && (entry.lines.map { $0.contains(place.lower.line) } ?? true)
            }
            if covers(range) {
                body(position)
                continue
            }
            let place: SourceRange?
            if let looked = viewRange {
                place = looked
            } else {
                place = view.flatMap { viewRanges[$0] }
                viewRange = .some(place)
            }
            if covers(place) { body(position) }
        }
    }

    /// Counts as used what `silenced` left unbuilt in the layouts it was given to.
    package mutating func absorb(_ silenced: SilencedFindings) {
        for position in silenced.usedEntries { used[position] = true }
    }

    /// Where each view a finding may name is written, for `filter`: the first view of each id
    /// (a table's rows share their node's place).
    package static func viewRanges(of tree: ResolvedTree) -> [String: SourceRange] {
        // Last to first, each view overwriting: one hash of the id per view, where asking
        // first and then inserting would take two (and growth would rehash every id on the way).
        // By index, reading the two fields in place: a loop over the views copies each whole.
        var ranges: [String: SourceRange] = [:]
        ranges.reserveCapacity(tree.views.count)
        for index in tree.views.indices.reversed() { ranges[tree.views[index].id] = tree.views[index].range }
        return ranges
    }

    /// A warning for each suppression that suppressed nothing.
    package var unused: [Diagnostic] {
        entries.indices.filter { !used[$0] && entries[$0].range.file == primaryFile }.map { position in
            let entry = entries[position]
            return .warning(
                .unusedSuppression(entry.rule, fileWide: entry.lines == nil), at: entry.range)
        }
    }

    // MARK: Reading comments

    static let marker = "viewspec:"

    /// Whether a `#` is followed, after spaces, by the marker anywhere in the file: most specs
    /// have no suppression, and a byte search spares them reading every line.
    private static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        let marker = Array(Self.marker.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "#") {
                var next = index + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next + marker.count <= bytes.count, Array(bytes[next..<next + marker.count]) == marker {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// A comment line: nil when it is not a `viewspec:` comment.
    private static func comment(_ text: String, line: Int, column: Int, in source: SourceFile)
        -> Result<Entry, DiagnosticFailure>?
    {
        var body = text.dropFirst().drop { $0 == " " }
        guard body.hasPrefix(marker) else { return nil }
        body = body.dropFirst(marker.count).drop { $0 == " " }
        let range = SourceRange(
            fileID: source.fileID, lower: SourcePosition(line: line, column: column),
            upper: SourcePosition(line: line, column: column + text.utf8.count))
        guard body.hasPrefix("ignore") else {
            return .failure(DiagnosticFailure(.warning(.invalidSuppression(String(text)), at: range)))
        }
        body = body.dropFirst("ignore".count)
        let parts = body.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let rule = parts[0].trimmingSpaces
        let reason = parts.count > 1 ? parts[1].trimmingSpaces : ""
        guard !rule.isEmpty, !rule.contains(" "), !reason.isEmpty else {
            return .failure(DiagnosticFailure(.warning(.invalidSuppression(String(text)), at: range)))
        }
        guard SuppressibleRules.ids.contains(rule) else {
            if let known = DiagnosticRules.all.first(where: { $0.id == rule }) {
                return .failure(
                    DiagnosticFailure(
                        .warning(
                            .unsuppressibleRule(rule, isError: known.defaultSeverity == .error), at: range)))
            }
            let suggestion = Suggestion.closest(to: rule, in: SuppressibleRules.ids)
            return .failure(
                DiagnosticFailure(.warning(.unknownSuppressedRule(rule, suggestion: suggestion), at: range)))
        }
        return .success(Entry(rule: rule, reason: reason, range: range, lines: nil))
    }

    /// A `# viewspec:` comment after content on a line, outside quotes.
    private static func trailingComment(_ text: String, line: Int, in source: SourceFile)
        -> Result<Entry, DiagnosticFailure>?
    {
        var quote: Character?
        var previous: Character = " "
        var column = 1
        for (offset, character) in text.enumerated() {
            column = offset + 1
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                let rest = String(text.dropFirst(offset))
                return comment(rest, line: line, column: column, in: source)
            }
            previous = character
        }
        return nil
    }

    /// The last line of the node that starts on `line` at `indent`: the lines after it that are
    /// indented deeper (or are blank or comments), as YAML's block style nests them.
    private static func lastLine(ofNodeAt line: Int, indent: Int, in source: SourceFile) -> Int {
        var last = line
        var next = line + 1
        while next <= source.lineStarts.count {
            let following = source.lineShape(next)
            if !following.isBlank, !following.startsWithHash {
                // A sequence item's dash at the node's own indentation ends a mapping's node only
                // when the node itself is an item or deeper.
                if following.indent <= indent { break }
                last = next
            }
            next += 1
        }
        return last
    }
}

extension SourceFile {
    /// What the suppression scan needs of a line, read from its bytes: its indentation in
    /// spaces, whether it is blank, starts with `#` after them, or has a `#` anywhere.
    fileprivate struct LineShape {
        var indent: Int
        var isBlank: Bool
        var startsWithHash: Bool
        var containsHash: Bool
    }

    fileprivate func lineShape(_ line: Int) -> LineShape {
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var first = start
        while first < end, bytes[first] == UInt8(ascii: " ") { first += 1 }
        var last = end
        while last > first, bytes[last - 1] == UInt8(ascii: "\n") || bytes[last - 1] == UInt8(ascii: "\r") {
            last -= 1
        }
        let isBlank = first == last
        let startsWithHash = !isBlank && bytes[first] == UInt8(ascii: "#")
        var containsHash = startsWithHash
        if !containsHash {
            var index = first
            while index < last {
                if bytes[index] == UInt8(ascii: "#") {
                    containsHash = true
                    break
                }
                index += 1
            }
        }
        return LineShape(
            indent: first - start, isBlank: isBlank, startsWithHash: startsWithHash,
            containsHash: containsHash)
    }
}

/// A diagnostic as a failure, for `Result`.
struct DiagnosticFailure: Error {
    var diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// The rules a suppression can name: every warning some stage reports (docs/diagnostics.md).
package enum SuppressibleRules {
    /// Every warning a spec can get, from the rule registry: not the suppressions' own (a
    /// suppression cannot silence the report that it is malformed or unused) and not those of
    /// `diff` and `snapshot`, which compare two layouts rather than judge a spec.
    package static let ids = DiagnosticRules.all.filter { rule in
        rule.defaultSeverity == .warning && rule.section != "suppressions"
            && rule.section != "snapshots-and-diffs"
    }.map(\.id)
}

extension DiagnosticMessage {
    static func invalidSuppression(_ comment: String) -> Self {
        Self(
            id: .invalidSuppression,
            "'\(VisibleText.escaped(comment))' is not a suppression; write '# viewspec: ignore <rule-id> -- <reason>' on a line of its own (the reason is required)"
        )
    }

    static func unknownSuppressedRule(_ rule: String, suggestion: String?) -> Self {
        Self(
            id: .unknownRule,
            "no rule '\(VisibleText.escaped(rule))' to suppress\(suggestion.map { "; did you mean '\($0)'?" } ?? "")"
        )
    }

    /// A rule that exists but that a suppression cannot name: an error, or a report about
    /// suppressions or about a diff rather than about the spec.
    static func unsuppressibleRule(_ rule: String, isError: Bool) -> Self {
        Self(
            id: .unknownRule,
            isError
                ? "'\(rule)' is an error, and errors cannot be suppressed; fix the spec"
                : "'\(rule)' cannot be suppressed: it is not a finding about the spec")
    }

    static func unusedSuppression(_ rule: String, fileWide: Bool) -> Self {
        Self(
            id: .unusedSuppression,
            "this suppression of '\(rule)' suppresses nothing\(fileWide ? " in the file" : ""); remove it")
    }
}
