/// One problem found in a spec, in the shape a compiler prints it:
/// `file:line:col: error|warning|note: message [id]`.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
        public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    /// Stable kebab-case identifier (`duplicate-key`), documented in docs/diagnostics.md;
    /// tools match on it, so it never changes once released.
    public var id: String
    public var message: String
    /// Nil only for problems with no place in a file (an unreadable path).
    public var range: SourceRange?
    /// Related places: "note: first defined here".
    public var notes: [Diagnostic]

    public init(
        _ severity: Severity, id: String, _ message: String, at range: SourceRange?,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(
        _ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic] = []
    ) -> Self {
        Self(.error, id: message.id, message.text, at: range, notes: notes)
    }

    public static func warning(
        _ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic] = []
    ) -> Self {
        Self(.warning, id: message.id, message.text, at: range, notes: notes)
    }

    /// A note attached to another diagnostic; notes carry the id of the diagnostic they explain.
    public static func note(_ text: String, at range: SourceRange?) -> Self {
        Self(.note, id: "note", text, at: range)
    }
}

/// A message with its stable id. Each stage declares its messages as statics in an
/// `extension DiagnosticMessage` (see `SyntaxMessages.swift`, `SpecMessages.swift`), so the
/// catalogue of ids can be listed and documented in one place per stage.
public struct DiagnosticMessage: Hashable, Sendable {
    public var id: String
    public var text: String

    public init(id: String, _ text: String) {
        self.id = id
        self.text = text
    }
}
