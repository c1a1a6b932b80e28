import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What decoding (and checking) an in-memory spec produced.
struct SpecRun {
    let spec: Spec?
    /// All diagnostics of parsing, decoding and checking, in reading order.
    let diagnostics: [Diagnostic]

    var ids: [String] { diagnostics.map(\.id) }
    var messages: [String] { diagnostics.map(\.message) }
}

/// Parses `text` as `test.yaml`, decodes it and, when `check` is set, runs the checker.
func runSpec(_ text: String, check: Bool = true) -> SpecRun {
    var bag = DiagnosticBag()
    let file = SourceFile(path: "test.yaml", text: text)
    guard let root = YAMLParser.parse(file, diagnostics: &bag) else {
        return SpecRun(spec: nil, diagnostics: bag.sorted)
    }
    let spec = SpecDecoder.decode(root, diagnostics: &bag)
    if check, let spec {
        SpecChecker.check(spec, diagnostics: &bag)
    }
    return SpecRun(spec: spec, diagnostics: bag.sorted)
}

/// Decodes a spec that must have no diagnostics at all.
func cleanSpec(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Spec? {
    let run = runSpec(text)
    #expect(
        run.diagnostics.isEmpty,
        "\(run.diagnostics.map { "\($0.range?.lower.description ?? "-") \($0.message) [\($0.id)]" })",
        sourceLocation: sourceLocation)
    return run.spec
}

/// A diagnostic a marker test expects: where (a marker), its id, its exact message, and its
/// notes' markers and messages.
struct ExpectedDiagnostic: Equatable, CustomStringConvertible {
    var position: SourcePosition
    var severity: Diagnostic.Severity
    var id: String
    var message: String
    var notes: [String]

    var description: String {
        "\(position) \(severity.rawValue): \(message) [\(id)]" + notes.map { " (\($0))" }.joined()
    }
}

/// What a test writes: the marker stands for the position it marks in the spec text.
struct DiagnosticSpec {
    var marker: String
    var severity: Diagnostic.Severity
    var id: String
    var message: String
    var notes: [(marker: String, message: String)]

    init(
        _ marker: String, id: String, _ message: String, severity: Diagnostic.Severity = .error,
        notes: [(marker: String, message: String)] = []
    ) {
        self.marker = marker
        self.severity = severity
        self.id = id
        self.message = message
        self.notes = notes
    }
}

/// Decodes (and checks) the marked spec and expects exactly `expected`, in reading order, each at
/// its marker.
///
/// Markers (`1️⃣`…`9️⃣`) are taken out of the text before parsing.
func assertDiagnostics(
    _ marked: String, _ expected: [DiagnosticSpec], check: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = MarkedText(marked)
    let run = runSpec(text.text, check: check)
    let actual = run.diagnostics.map { diagnostic in
        ExpectedDiagnostic(
            position: diagnostic.range?.lower ?? SourcePosition(line: 0, column: 0),
            severity: diagnostic.severity,
            id: diagnostic.id, message: diagnostic.message,
            notes: diagnostic.notes.map { "\($0.range?.lower.description ?? "-") \($0.message)" })
    }
    let wanted = expected.map { spec in
        ExpectedDiagnostic(
            position: text[spec.marker], severity: spec.severity, id: spec.id, message: spec.message,
            notes: spec.notes.map { "\(text[$0.marker]) \($0.message)" })
    }
    #expect(actual == wanted, sourceLocation: sourceLocation)
}

extension Spec {
    /// The root's children, for short assertions.
    var children: [ViewNode] { root?.children ?? [] }
}

extension ViewNode {
    /// The value of property `name`, without its range.
    func value(_ name: String) -> Value? {
        property(name)?.value.value
    }
}
