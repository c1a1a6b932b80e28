import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(
        path: "specs/invalid/typo.yaml",
        text: """
            viewspec: 1
            root:
              - buton: { title: OK }
            \tkey:\tvalue
            title: "é😀漢" bad
            """)

    var renderer: DiagnosticRenderer { DiagnosticRenderer(files: [file]) }

    func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(file: file.path, lower: pos(line, column), upper: pos(endLine, endColumn))
    }

    @Test func errorHasLocationIDExcerptCaretAndTildes() {
        let diagnostic = Diagnostic(
            .error, id: "unknown-kind", "unknown kind 'buton'; did you mean 'button'?", at: range(3, 5, 3, 10)
        )
        #expect(
            renderer.render(diagnostic) == """
                specs/invalid/typo.yaml:3:5: error: unknown kind 'buton'; did you mean 'button'? [unknown-kind]
                    3 |   - buton: { title: OK }
                      |     ^~~~~

                """)
    }

    @Test func notesFollowWithTheirOwnExcerpt() {
        let diagnostic = Diagnostic.error(
            .duplicateKey("viewspec"), at: range(3, 5, 3, 10),
            notes: [.note("previous definition is here", at: range(1, 1, 1, 9))])
        #expect(
            renderer.render(diagnostic) == """
                specs/invalid/typo.yaml:3:5: error: duplicate key 'viewspec' [duplicate-key]
                    3 |   - buton: { title: OK }
                      |     ^~~~~
                specs/invalid/typo.yaml:1:1: note: previous definition is here
                    1 | viewspec: 1
                      | ^~~~~~~~

                """)
    }

    @Test func emptyRangeGetsACaretAlone() {
        let diagnostic = Diagnostic(.warning, id: "w", "here", at: range(2, 5, 2, 5))
        #expect(renderer.render(diagnostic).hasSuffix("    2 | root:\n      |     ^\n"))
    }

    @Test func rangeOverSeveralLinesUnderlinesToTheEndOfTheFirst() {
        let diagnostic = Diagnostic(.error, id: "e", "m", at: range(2, 1, 3, 4))
        #expect(renderer.render(diagnostic).hasSuffix("    2 | root:\n      | ^~~~~\n"))
    }

    @Test func positionPastTheEndOfTheLineGetsACaretAfterIt() {
        let diagnostic = Diagnostic(.error, id: "e", "unexpected end of file", at: range(1, 12, 1, 12))
        #expect(renderer.render(diagnostic).hasSuffix("    1 | viewspec: 1\n      |            ^\n"))
    }

    @Test func tabsExpandAlikeInTheTextAndUnderIt() {
        // Line 4 is "\tkey:\tvalue"; 'value' is column 7 (a tab counts one column).
        let diagnostic = Diagnostic(.error, id: "e", "m", at: range(4, 7, 4, 12))
        #expect(
            renderer.render(diagnostic).hasSuffix(
                """
                    4 |     key:    value
                      |             ^~~~~

                """))
    }

    @Test func wideCharactersTakeTwoCellsSoTheCaretLinesUp() {
        // 'title: "é😀漢" bad': 'bad' starts at column 14 (é, 😀, 漢 are one column each).
        let diagnostic = Diagnostic(.error, id: "e", "m", at: range(5, 14, 5, 17))
        #expect(
            renderer.render(diagnostic).hasSuffix(
                """
                    5 | title: "é😀漢" bad
                      |                ^~~

                """))
    }

    @Test func byteOrderMarkTakesNoRoomInTheExcerpt() {
        let file = SourceFile(path: "bom.yaml", text: "\u{FEFF}a: b\n")
        let diagnostic = Diagnostic(
            .error, id: "e", "m", at: SourceRange(file: "bom.yaml", lower: pos(1, 5), upper: pos(1, 6)))
        let text = DiagnosticRenderer(files: [file]).render(diagnostic)
        #expect(text.hasSuffix("    1 | a: b\n      |    ^\n"))
    }

    @Test func diagnosticWithoutAPlaceNamesTheTool() {
        let diagnostic = Diagnostic.error(
            .unreadableFile("x.yaml", reason: "no such file or directory"), at: nil)
        #expect(
            renderer.render(diagnostic)
                == "viewspec: error: cannot read 'x.yaml': no such file or directory [unreadable-file]\n")
    }

    @Test func unknownFileRendersWithoutExcerpt() {
        let diagnostic = Diagnostic(.error, id: "e", "m", at: SourceRange(file: "other.yaml", at: pos(2, 3)))
        #expect(renderer.render(diagnostic) == "other.yaml:2:3: error: m [e]\n")
    }

    @Test func coloursFollowClangsScheme() {
        let colored = DiagnosticRenderer(colors: true, files: [file])
        let error = Diagnostic(.error, id: "e", "bad", at: range(2, 1, 2, 5))
        let warning = Diagnostic(.warning, id: "w", "odd", at: nil)
        let note = Diagnostic.note("here", at: SourceRange(file: "x.yaml", at: pos(1, 1)))
        #expect(
            colored.render(error) == """
                \u{1B}[1mspecs/invalid/typo.yaml:2:1: \u{1B}[0m\u{1B}[1;31merror:\u{1B}[0m \u{1B}[1mbad\u{1B}[0m [e]
                    2 | root:
                      | \u{1B}[1;32m^~~~\u{1B}[0m

                """)
        #expect(
            colored.render(warning)
                == "\u{1B}[1mviewspec: \u{1B}[0m\u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1modd\u{1B}[0m [w]\n")
        #expect(colored.render(note).contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        #expect(!renderer.render(error).contains("\u{1B}"))
    }

    @Test func jsonIsAnArrayWithKeysInAFixedOrder() {
        let diagnostics = [
            Diagnostic.error(
                .duplicateKey("a"), at: range(3, 5, 3, 6),
                notes: [.note("previous definition is here", at: range(1, 1, 1, 2))]),
            Diagnostic.error(.unreadableFile("x", reason: "gone"), at: nil),
        ]
        #expect(
            DiagnosticRenderer.json(diagnostics) == """
                [
                  {"file": "specs/invalid/typo.yaml", "line": 3, "column": 5, "endLine": 3, "endColumn": 6, \
                "severity": "error", "id": "duplicate-key", "message": "duplicate key 'a'", "notes": [\
                {"file": "specs/invalid/typo.yaml", "line": 1, "column": 1, "endLine": 1, "endColumn": 2, \
                "severity": "note", "id": "note", "message": "previous definition is here"}]},
                  {"file": null, "line": null, "column": null, "endLine": null, "endColumn": null, \
                "severity": "error", "id": "unreadable-file", "message": "cannot read 'x': gone", "notes": []}
                ]
                """)
        #expect(DiagnosticRenderer.json([]) == "[]")
    }

    @Test func jsonEscapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONString.quoted("a\"b\\c\nd\te\u{1}é") == #""a\"b\\c\nd\te\u0001é""#)
    }

    @Test func summaryCountsLikeClang() {
        #expect(DiagnosticRenderer.summary(errors: 0, warnings: 0) == nil)
        #expect(DiagnosticRenderer.summary(errors: 1, warnings: 0) == "1 error generated")
        #expect(DiagnosticRenderer.summary(errors: 0, warnings: 3) == "3 warnings generated")
        #expect(DiagnosticRenderer.summary(errors: 2, warnings: 1) == "2 errors and 1 warning generated")
    }

    @Test func parserDiagnosticRendersEndToEnd() {
        let source = SourceFile(path: "t.json", text: #"{"views": ["#)
        var bag = DiagnosticBag()
        _ = YAMLParser.parse(source, diagnostics: &bag)
        #expect(
            DiagnosticRenderer(files: [source]).render(bag.sorted) == """
                t.json:1:12: error: unexpected end of file; expected ']' [syntax-error]
                    1 | {"views": [
                      |            ^
                t.json:1:11: note: to match this '['
                    1 | {"views": [
                      |           ^

                """)
    }
}

extension DiagnosticRendererTests {
    @Test func longLinesAreCutToAWindowAroundTheRange() {
        let line = String(repeating: "[", count: 1000)
        let file = SourceFile(path: "deep.yaml", text: line)
        let diagnostic = Diagnostic(
            .error, id: "e", "m", at: SourceRange(file: "deep.yaml", lower: pos(1, 129), upper: pos(1, 130)))
        let text = DiagnosticRenderer(files: [file]).render(diagnostic)
        let window = String(repeating: "[", count: DiagnosticRenderer.excerptColumns)
        #expect(
            text == """
                deep.yaml:1:129: error: m [e]
                    1 | ...\(window)...
                      |    \(String(repeating: " ", count: 20))^

                """)
    }

    @Test func controlCharactersInExcerptsAreEscapedAndUnderlinedWhole() {
        let file = SourceFile(path: "b.bin", bytes: [0x41, 0x01, 0x00, 0x42, 0x1B, 0x5B, 0x43])
        let diagnostic = Diagnostic(
            .error, id: "binary-file", "m", at: SourceRange(file: "b.bin", lower: pos(1, 3), upper: pos(1, 6))
        )
        #expect(
            DiagnosticRenderer(files: [file]).render(diagnostic) == #"""
                b.bin:1:3: error: m [binary-file]
                    1 | A\u{1}\u{0}B\u{1B}[C
                      |       ^~~~~~~~~~~~

                """#)
    }

    @Test func specTextInMessagesCannotReachTheTerminal() {
        let hostile = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m"
        let diagnostic = Diagnostic(
            .error, id: "invalid-value", "'\(hostile)' is not valid", at: range(1, 1, 1, 9),
            notes: [.note("from '\(hostile)'", at: range(3, 5, 3, 10))])
        let colored = DiagnosticRenderer(colors: true, files: [file]).render(diagnostic)
        // What is left once the renderer's own colours are taken out has no control character.
        let ownColors = /\x{1B}\[[0-9;]+m/
        let rest = colored.replacing(ownColors, with: "")
        #expect(!rest.unicodeScalars.contains { $0 != "\n" && VisibleText.isControl($0) })
        #expect(rest.contains(#"'\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m' is not valid"#))
        #expect(rest.contains(#"note: from '\u{1B}]0;pwned"#))
    }
}
