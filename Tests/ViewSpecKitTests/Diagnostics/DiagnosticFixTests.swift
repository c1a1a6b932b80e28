import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecLanguage

/// Certain fixes: a did-you-mean with one candidate carries the replacement, placed exactly where
/// the misspelling is written, and applying it changes that spelling and no other byte.
@Suite struct DiagnosticFixTests {
    static let spec = """
        # A sign-in screen. (comments and layout stay as written)
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - buton: { title: "Sign in" }     # the kind is misspelt
              - label: { text: Hello, colr: red }
              - label: { text: Hi, alignment: centre }
        """

    static func fixed(_ yaml: String) throws -> (
        text: String, applied: [Diagnostic.Fix], diagnostics: [Diagnostic]
    ) {
        let source = SourceFile(path: "<stdin>", bytes: Array(yaml.utf8))
        let result = Pipeline.validate(source)
        let diagnostics = result.diagnostics.map { $0.resolvingFix(in: result.sources) }
        let (bytes, applied) = SourceFixes.apply(diagnostics.compactMap(\.fix), to: result.sources[0])
        return (String(decoding: bytes, as: UTF8.self), applied, diagnostics)
    }

    @Test func aDidYouMeanCarriesItsFixAtTheMisspelling() throws {
        let (_, _, diagnostics) = try Self.fixed(Self.spec)
        let kind = try #require(diagnostics.first { $0.id == "unknown-kind" })
        let fix = try #require(kind.fix)
        #expect(fix.original == "buton" && fix.replacement == "button")
        #expect(fix.range?.lower == SourcePosition(line: 7, column: 9))
        #expect(fix.range?.upper == SourcePosition(line: 7, column: 14))
    }

    @Test func applyingTheFixesChangesOnlyTheMisspellings() throws {
        let (text, applied, _) = try Self.fixed(Self.spec)
        #expect(applied.map(\.replacement).contains("button"))
        let expected = Self.spec.replacingOccurrences(of: "- buton:", with: "- button:")
            .replacingOccurrences(of: "colr:", with: "color:")
            .replacingOccurrences(of: "centre", with: "center")
        #expect(text == expected)
        let again = try Self.fixed(text)
        #expect(again.diagnostics.filter { $0.severity == .error }.isEmpty, "\(again.diagnostics)")
    }

    /// A message whose original is written twice inside its range is not fixed: the fix would
    /// be a guess.
    @Test func anOriginalWrittenTwiceInItsRangeIsNoFix() {
        let source = SourceFile(path: "a.yaml", bytes: Array("abc abc\n".utf8))
        var diagnostic = Diagnostic.error(
            DiagnosticMessage(id: .unknownKind, "x").replacing("abc", with: "abd"),
            at: SourceRange(
                file: "a.yaml", lower: SourcePosition(line: 1, column: 1),
                upper: SourcePosition(line: 1, column: 8)))
        diagnostic = diagnostic.resolvingFix(in: [source])
        #expect(diagnostic.fix == nil)
    }

    @Test func overlappingFixesApplyTheFirstOnly() {
        let source = SourceFile(path: "a.yaml", bytes: Array("abcdef\n".utf8))
        func fix(_ from: Int, _ to: Int, _ replacement: String) -> Diagnostic.Fix {
            var fix = Diagnostic.Fix(original: "x", replacement: replacement)
            fix.range = SourceRange(
                file: "a.yaml", lower: SourcePosition(line: 1, column: from),
                upper: SourcePosition(line: 1, column: to))
            return fix
        }
        let (bytes, applied) = SourceFixes.apply([fix(3, 5, "Z"), fix(1, 4, "Y")], to: source)
        #expect(String(decoding: bytes, as: UTF8.self) == "Ydef\n")
        #expect(applied.count == 1)
    }
}
