@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Spec text with `1️⃣`…`9️⃣` markers taken out and their positions kept, so tests say where a
/// diagnostic belongs by pointing at it instead of hard-coding line and column numbers
/// (swift-format's marker tests).
struct MarkedText {
    let text: String
    let markers: [String: SourcePosition]

    init(_ marked: String) {
        var text = ""
        var markers: [String: SourcePosition] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if i + 2 < scalars.count, ("1"..."9").contains(scalar), scalars[i + 1] == "\u{FE0F}",
                scalars[i + 2] == "\u{20E3}"
            {
                markers[String(scalar) + "\u{FE0F}\u{20E3}"] = SourcePosition(line: line, column: column)
                i += 3
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += 1
        }
        self.text = text
        self.markers = markers
    }

    subscript(marker: String) -> SourcePosition {
        markers[marker] ?? SourcePosition(line: 0, column: 0)
    }
}

/// The result of parsing in-memory text as `test.yaml`.
struct ParseResult {
    let file: SourceFile
    let root: SyntaxNode?
    let diagnostics: [Diagnostic]

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var ids: [String] { diagnostics.map(\.id) }
}

func parseYAML(_ text: String, limits: YAMLParser.Limits = .default) -> ParseResult {
    parseYAML(bytes: Array(text.utf8), limits: limits)
}

func parseYAML(bytes: [UInt8], limits: YAMLParser.Limits = .default) -> ParseResult {
    let file = SourceFile(path: "test.yaml", bytes: bytes)
    var bag = DiagnosticBag()
    let root = YAMLParser.parse(file, limits: limits, diagnostics: &bag)
    return ParseResult(file: file, root: root, diagnostics: bag.diagnostics)
}

/// Runs `body` and returns how long it took, for "finishes promptly" checks.
func measure<T>(_ body: () -> T) -> (T, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = body()
    return (value, clock.now - start)
}

func pos(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

extension SyntaxNode {
    /// The value of `key` in a mapping node.
    func testValue(_ key: String) -> SyntaxNode? {
        mapping?.first { $0.key.text == key }?.value
    }

    /// The key node of `key` in a mapping node.
    func testKey(_ key: String) -> SyntaxNode? {
        mapping?.first { $0.key.text == key }?.key
    }

    var testKeys: [String] { mapping?.compactMap(\.key.text) ?? [] }
}
