/// Collects the diagnostics of one run.
///
/// Stages report into it and carry on; they stop only when nothing usable remains.
public struct DiagnosticBag: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []

    /// An empty bag.
    public init() {}

    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func error(
        _ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic] = [], view: String? = nil
    ) {
        report(.error(message, at: range, notes: notes, view: view))
    }

    package mutating func warning(
        _ message: DiagnosticMessage, at range: SourceRange?, notes: [Diagnostic] = [], view: String? = nil
    ) {
        report(.warning(message, at: range, notes: notes, view: view))
    }

    package mutating func append(contentsOf other: DiagnosticBag) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    package var errorCount: Int { diagnostics.count { $0.severity == .error } }
    package var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// The diagnostics in reading order (file, line, column; unplaced first), stable for equal
    /// positions, so output never depends on the order stages ran in.
    package var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.range, b.element.range) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let ra?, let rb?):
                if !ra.isInSameFile(as: rb) { return ra.file < rb.file }
                if ra.lower != rb.lower { return ra.lower < rb.lower }
                return a.offset < b.offset
            }
        }.map(\.element)
    }
}
