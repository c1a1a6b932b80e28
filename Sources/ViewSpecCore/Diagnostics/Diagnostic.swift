/// One problem found in a spec, in the shape a compiler prints it:
/// `file:line:col: error|warning|note: message [id]`.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is; errors sort first.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
        /// Errors before warnings before notes.
        public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
    }

    /// An error fails the spec; a warning fails it only when warnings count as errors; a note
    /// accompanies another diagnostic, or informs without failing anything (`stale-baseline`).
    public var severity: Severity
    /// Stable kebab-case identifier (`duplicate-key`), documented in docs/diagnostics.md;
    /// tools match on it, so it never changes once released.
    ///
    /// A `DiagnosticID`'s raw value, or
    /// `note` for a note: text, because `note` is no rule and what reads ids back (baselines,
    /// configuration files, suppression comments) keys on the text.
    public var id: String
    /// What is wrong, in one sentence, without the location or the id.
    public var message: String
    /// Nil only for problems with no place in a file (an unreadable path).
    public var range: SourceRange?
    /// Related places: "note: first defined here".
    public var notes: [Diagnostic]
    /// The id of the view the problem is about, when it is about one: tools (and the SVG
    /// overlay) find the view by this, never by reading the message, which may quote other ids.
    public var view: String?
    /// The device the layout found the problem on, set only when the spec is laid out on
    /// several devices, where it tells their reports apart.
    ///
    /// The text form ends the message in
    /// ` (on <device>)`; the message itself never says it.
    public var device: String?
    /// The cells of the matrix the finding occurs in, when a run lays out several and reports
    /// each finding once (`Findings.merged`), in the matrix's order; empty otherwise.
    public var cells: [MatrixCell] = []
    /// Where in the matrix, compactly ("in 6 of 48 cells: iphone-se at AX3 and above"): the
    /// text form prints it as a note.
    public var cellNote: String?
    /// Set on a finding that was silenced rather than reported: SARIF keeps it, with this, so
    /// code scanning shows it as dismissed; the text, JSON and GitHub forms leave it out.
    public var suppression: Suppression?
    /// How bad the finding is, for findings that have a degree (a contrast ratio, a tap target's
    /// size): a baseline holds it, so the same finding made worse is new.
    package var measure: Measure?
    /// A replacement that certainly fixes the problem (a did-you-mean with one candidate);
    /// `validate --fix` applies it, JSON and SARIF report it.
    package var fix: Fix?

    /// The written `original`, inside the diagnostic's range, replaced by `replacement`.
    package struct Fix: Hashable, Sendable {
        package var original: String
        package var replacement: String
        /// Exactly where `original` is written: set by `resolvingFix(in:)`, which drops a fix
        /// whose original is not written exactly once inside the diagnostic's range, so no fix is
        /// applied or reported that is not certain.
        package var range: SourceRange?

        package init(original: String, replacement: String) {
            self.original = original
            self.replacement = replacement
        }
    }
    /// The other views made from the written node `view` was made from (a table's rows, a
    /// collection's cells, a component's uses) that have this finding too: it is reported once,
    /// about the first, and its last note counts these (`SameNodeFindings`).
    package var sharedWith: [String] = []

    /// A finding's degree, and which way is worse.
    package struct Measure: Hashable, Sendable {
        package var value: Double
        /// True when a lower value is worse (a contrast ratio); false when a higher one is.
        package var lowerIsWorse: Bool

        package init(_ value: Double, lowerIsWorse: Bool) {
            self.value = value
            self.lowerIsWorse = lowerIsWorse
        }

        /// `value` as a baseline records it: to two decimals.
        package static func recorded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

        /// Whether this is worse than `recorded` by more than rounding: both are compared as a
        /// baseline records them.
        package func isWorse(than recorded: Measure) -> Bool {
            let now = Self.recorded(value)
            let then = Self.recorded(recorded.value)
            return lowerIsWorse ? now < then : now > then
        }
    }

    /// Why a finding is not reported, in SARIF's terms.
    public struct Suppression: Hashable, Sendable {
        /// What silenced a finding: a comment in the spec or a baseline.
        public enum Kind: String, Hashable, Sendable {
            /// A `# viewspec: ignore` comment in the spec.
            case inSource
            /// A baseline file (`--baseline`).
            case external
        }
        /// Where the suppression came from.
        public var kind: Kind
        /// Why, as SARIF's `justification` writes it: the comment's reason, or which baseline holds
        /// the finding.
        public var justification: String

        package init(_ kind: Kind, justification: String) {
            self.kind = kind
            self.justification = justification
        }
    }

    package init(
        _ severity: Severity, id: String, _ message: String, at range: SourceRange?,
        notes: [Diagnostic] = [], view: String? = nil, device: String? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.view = view
        self.device = device
    }

    package static func error(
        _ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic] = [], view: String? = nil
    ) -> Self {
        var diagnostic = Self(
            .error, id: message.id.rawValue, message.text, at: range, notes: notes, view: view)
        diagnostic.measure = message.measure
        diagnostic.fix = message.fix
        return diagnostic
    }

    package static func warning(
        _ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic] = [], view: String? = nil
    ) -> Self {
        var diagnostic = Self(
            .warning, id: message.id.rawValue, message.text, at: range, notes: notes, view: view)
        diagnostic.measure = message.measure
        diagnostic.fix = message.fix
        return diagnostic
    }

    /// A note attached to another diagnostic; every note carries the id `note`.
    package static func note(_ text: String, at range: SourceRange?) -> Self {
        Self(.note, id: "note", text, at: range)
    }
}

/// A message with its stable id.
///
/// Each stage declares its messages as statics in an
/// `extension DiagnosticMessage` (see `SyntaxMessages.swift`, `SpecMessages.swift`), so a stage's
/// wording can be read in one place; the ids themselves are `DiagnosticID`'s cases.
package struct DiagnosticMessage: Hashable, Sendable {
    package var id: DiagnosticID
    package var text: String
    /// The finding's degree, which the diagnostic made of this message carries.
    package var measure: Diagnostic.Measure?
    /// The fix the diagnostic made of this message carries.
    package var fix: Diagnostic.Fix?

    package init(id: DiagnosticID, _ text: String, measure: Diagnostic.Measure? = nil) {
        self.id = id
        self.text = text
        self.measure = measure
    }

    /// This message with the fix that writes `suggestion` where `original` is written; the
    /// message itself unchanged when there is no suggestion.
    package func replacing(_ original: String, with suggestion: String?) -> Self {
        guard let suggestion, suggestion != original, !original.isEmpty else { return self }
        var message = self
        message.fix = Diagnostic.Fix(original: original, replacement: suggestion)
        return message
    }
}
