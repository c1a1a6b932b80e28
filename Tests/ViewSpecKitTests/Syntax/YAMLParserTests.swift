import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct YAMLParserTests {
    // MARK: - Ranges

    @Test func scalarAndKeyRangesAreOneBasedWithExclusiveEnd() throws {
        let result = parseYAML("title: Hello\n")
        let root = try #require(result.root)
        let key = try #require(root.testKey("title"))
        let value = try #require(root.testValue("title"))
        #expect(key.range.file == "test.yaml")
        #expect(key.range.lower == pos(1, 1))
        #expect(key.range.upper == pos(1, 6))
        #expect(value.range.lower == pos(1, 8))
        #expect(value.range.upper == pos(1, 13))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let marked = MarkedText("title: \"é😀\"\n1️⃣next: [é, 2️⃣x]\n")
        let root = try #require(parseYAML(marked.text).root)
        #expect(root.testKey("next")?.range.lower == marked["1️⃣"])
        #expect(root.testValue("next")?.sequence?[1].range.lower == marked["2️⃣"])
        #expect(marked["2️⃣"] == pos(2, 11))
        #expect(root.testValue("title")?.range.upper == pos(1, 12))
    }

    @Test func windowsLineEndingsKeepPositions() throws {
        let result = parseYAML("a: 1\r\nb:\r\n  - x\r\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.testKey("b")?.range.lower == pos(2, 1))
        #expect(root.testValue("b")?.sequence?.first?.range.lower == pos(3, 5))
    }

    @Test(arguments: ["\r", "\u{85}", "\u{2028}"])
    func lineBreaksThatSourceFileDoesNotCountKeepPositionsInTheFile(lineBreak: String) throws {
        // libyaml ends lines at these; SourceFile (and the excerpt) only at LF.
        let marked = MarkedText("a: 1\(lineBreak)b: 1️⃣*nope\nc: 2️⃣*nope\n")
        let result = parseYAML(marked.text)
        #expect(result.ids == ["unknown-alias", "unknown-alias"])
        #expect(result.errors.map { $0.range?.lower } == [marked["1️⃣"], marked["2️⃣"]])
        #expect(marked["1️⃣"] == pos(1, 9))
    }

    @Test func blockCollectionRangeEndsWithItsLastChild() throws {
        let root = try #require(parseYAML("a:\n  - x\n  - yz\n\n# trailing\nb: 1\n").root)
        let sequence = try #require(root.testValue("a"))
        #expect(sequence.range.lower == pos(2, 3))
        #expect(sequence.range.upper == pos(3, 7))
        #expect(root.range.lower == pos(1, 1))
        #expect(root.range.upper == pos(6, 5))
    }

    @Test func flowCollectionRangeIncludesItsBrackets() throws {
        let root = try #require(parseYAML("a: { b: [1, 2] }\n").root)
        let mapping = try #require(root.testValue("a"))
        #expect(mapping.range.lower == pos(1, 4))
        #expect(mapping.range.upper == pos(1, 17))
        #expect(mapping.testValue("b")?.range.lower == pos(1, 9))
        #expect(mapping.testValue("b")?.range.upper == pos(1, 15))
    }

    @Test func jsonInputParsesWithDoubleQuotedKeysAndRanges() throws {
        let json = """
            {
              "viewspec": 1,
            \t"root": {"label": {"text": "caf\\u00e9 \\/ \\t"}}
            }
            """
        let result = parseYAML(json)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.testKeys == ["viewspec", "root"])
        #expect(root.testKey("viewspec")?.scalar?.style == .doubleQuoted)
        #expect(root.testValue("viewspec")?.scalar == .init(text: "1"))
        #expect(root.testValue("viewspec")?.scalar?.isPlain == true)
        let text = root.testValue("root")?.testValue("label")?.testValue("text")
        #expect(text?.text == "café / \t")
        // A tab counts as one column.
        #expect(root.testKey("root")?.range.lower == pos(3, 2))
    }

    @Test func scalarsKeepStyleAndExplicitTagWithoutInterpretingThem() throws {
        let root = try #require(
            parseYAML(
                """
                plain: 10
                single: 'it''s'
                double: "a\\tb"
                literal: |
                  one
                  two
                folded: >
                  one
                  two
                tagged: !!str 10
                custom: !color red
                """
            ).root)
        #expect(root.testValue("plain")?.scalar == .init(text: "10", style: .plain))
        #expect(root.testValue("single")?.scalar == .init(text: "it's", style: .singleQuoted))
        #expect(root.testValue("double")?.scalar == .init(text: "a\tb", style: .doubleQuoted))
        #expect(root.testValue("literal")?.scalar == .init(text: "one\ntwo\n", style: .literal))
        #expect(root.testValue("folded")?.scalar == .init(text: "one two\n", style: .folded))
        #expect(root.testValue("tagged")?.scalar == .init(text: "10", tag: "tag:yaml.org,2002:str"))
        #expect(root.testValue("tagged")?.scalar?.isPlain == false)
        #expect(root.testValue("custom")?.scalar?.tag == "!color")
    }

    @Test func scalarsMayContainNUL() throws {
        let root = try #require(parseYAML("a: \"x\\0y\"\n").root)
        #expect(root.testValue("a")?.text == "x\u{0}y")
    }

    @Test func rootMayBeASequenceOrAScalar() throws {
        #expect(parseYAML("- a\n- b\n").root?.sequence?.count == 2)
        #expect(parseYAML("just text\n").root?.text == "just text")
    }

    // MARK: - Anchors, aliases, merge keys

    @Test func aliasCopiesTheAnchoredNodeAtTheAliasRange() throws {
        let marked = MarkedText("base: &b { x: 1, y: [2] }\ncopy: 1️⃣*b\n")
        let result = parseYAML(marked.text)
        let root = try #require(result.root)
        let copy = try #require(root.testValue("copy"))
        #expect(copy == root.testValue("base"))
        #expect(copy.range.lower == marked["1️⃣"])
        #expect(copy.range.upper == pos(2, 9))
        // Inner nodes keep their own definition's place.
        #expect(copy.testKey("x")?.range.lower == pos(1, 12))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func mergeKeyAddsKeysWhereTheMergeWasAndExplicitKeysOverride() throws {
        let result = parseYAML(
            """
            base: &base { x: 1, y: 2, z: 3 }
            derived:
              first: 0
              <<: *base
              y: 20
            """)
        #expect(result.diagnostics.isEmpty)
        let derived = try #require(result.root?.testValue("derived"))
        #expect(derived.testKeys == ["first", "x", "z", "y"])
        #expect(derived.testValue("y")?.text == "20")
        #expect(derived.testValue("x")?.text == "1")
    }

    @Test func mergeOfASequenceLetsEarlierMappingsWin() throws {
        let result = parseYAML(
            """
            a: &a { x: a, only-a: 1 }
            b: &b { x: b, y: b }
            c:
              <<: [*a, *b]
              z: c
            """)
        #expect(result.diagnostics.isEmpty)
        let c = try #require(result.root?.testValue("c"))
        #expect(c.testKeys == ["x", "only-a", "y", "z"])
        #expect(c.testValue("x")?.text == "a")
        #expect(c.testValue("y")?.text == "b")
    }

    @Test func mergeOfAScalarIsAnError() throws {
        let marked = MarkedText("a: 1\nb:\n  <<: 1️⃣*nope\nc:\n  <<: 2️⃣text\n  k: v\n")
        let result = parseYAML(marked.text)
        let errors = result.errors
        // The unknown alias takes its merge with it, so it causes no second error.
        #expect(errors.map(\.id) == ["unknown-alias", "invalid-merge"])
        #expect(errors.last?.range?.lower == marked["2️⃣"])
        #expect(
            errors.last?.message == "merge key '<<' needs a mapping or a sequence of mappings, found a string"
        )
        #expect(result.root?.testValue("c")?.testKeys == ["k"])
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try #require(parseYAML("'<<': 1\n").root)
        #expect(root.testKeys == ["<<"])
    }

    @Test func unknownAliasIsReportedAtTheAlias() {
        let marked = MarkedText("a: 1️⃣*missing\n")
        let result = parseYAML(marked.text)
        #expect(result.ids == ["unknown-alias"])
        #expect(result.errors.first?.range?.lower == marked["1️⃣"])
        #expect(result.errors.first?.message == "unknown alias 'missing'; anchors must be defined before use")
    }

    @Test func unknownAliasLeavesOutItsPairOrItem() throws {
        let result = parseYAML("a: *nope\n*nope: 1\nb: [1, *nope, 2]\nc: 3\n")
        #expect(result.ids == ["unknown-alias", "unknown-alias", "unknown-alias"])
        let root = try #require(result.root)
        #expect(root.testKeys == ["b", "c"])
        #expect(root.testValue("b")?.sequence?.compactMap(\.text) == ["1", "2"])
    }

    @Test func unknownAliasAsTheWholeDocumentIsOneError() {
        let result = parseYAML("*nope\n")
        #expect(result.ids == ["unknown-alias"])
        #expect(result.root == nil)
    }

    @Test func aliasInsideItsOwnAnchorIsRecursive() {
        let result = parseYAML("a: &loop [1, *loop]\n")
        #expect(result.ids == ["recursive-alias"])
    }

    // MARK: - Keys

    @Test func duplicateKeyIsReportedAtSecondKeyWithNoteAtFirst() throws {
        let marked = MarkedText("label: { 1️⃣text: Hi, 2️⃣text: Ho }\n")
        let result = parseYAML(marked.text)
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1)
        #expect(error.id == "duplicate-key")
        #expect(error.message == "duplicate key 'text'")
        #expect(error.range?.lower == marked["2️⃣"])
        #expect(error.notes.map(\.message) == ["previous definition is here"])
        #expect(error.notes.first?.range?.lower == marked["1️⃣"])
        // The first definition is kept.
        #expect(result.root?.testValue("label")?.testValue("text")?.text == "Hi")
    }

    @Test func duplicateKeysAreFoundInLargeMappings() throws {
        var text = (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n")
        text += "\nk7: again\n"
        let result = parseYAML(text)
        #expect(result.ids == ["duplicate-key"])
        #expect(result.errors.first?.range?.lower == pos(41, 1))
        #expect(result.errors.first?.notes.first?.range?.lower == pos(8, 1))
        #expect(result.root?.mapping?.count == 40)
    }

    @Test func keyWhoseValueWasLeftOutIsNotRemembered() {
        // Past 16 keys the duplicate check uses an index; the left-out pair must not be in it.
        var text = (0..<16).map { "k\($0): \($0)" }.joined(separator: "\n")
        text += "\nx: *nope\nx: 1\ny: 2\nx: 3\n"
        let result = parseYAML(text)
        #expect(result.ids == ["unknown-alias", "duplicate-key"])
        #expect(result.errors.last?.range?.lower == pos(20, 1))
        #expect(result.errors.last?.notes.first?.range?.lower == pos(18, 1))
        #expect(result.root?.testValue("x")?.text == "1")
        #expect(result.root?.testValue("y")?.text == "2")
    }

    @Test func jsonDuplicateKeysAreReported() {
        #expect(parseYAML(#"{"a": 1, "a": 2}"#).ids == ["duplicate-key"])
    }

    @Test func explicitKeyOverridingAMergedKeyIsNotADuplicate() {
        let result = parseYAML("base: &b { x: 1 }\nd: { <<: *b, x: 2 }\n")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func nonScalarKeyIsAnError() {
        let marked = MarkedText("1️⃣[a, b]: 1\nok: 2\n")
        let result = parseYAML(marked.text)
        #expect(result.ids == ["non-scalar-key"])
        #expect(result.errors.first?.range?.lower == marked["1️⃣"])
        #expect(result.errors.first?.message == "mapping key must be a scalar, found a sequence")
        #expect(result.root?.testKeys == ["ok"])
    }

    // MARK: - Documents and syntax errors

    @Test(arguments: ["", "# only a comment\n", "\n\n   \n", "---\n", "--- # nothing\n...\n"])
    func emptyOrCommentOnlyFileIsAnEmptySpec(text: String) {
        let result = parseYAML(text)
        #expect(result.root == nil)
        #expect(result.ids == ["empty-spec"])
    }

    @Test func secondDocumentIsReportedAtItsStart() {
        let marked = MarkedText("a: 1\n1️⃣---\nb: 2\n")
        let result = parseYAML(marked.text)
        #expect(result.ids == ["multiple-documents"])
        #expect(result.errors.first?.range?.lower == marked["1️⃣"])
        #expect(result.root == nil)
    }

    @Test func explicitSingleDocumentIsFine() {
        #expect(parseYAML("---\na: 1\n...\n").diagnostics.isEmpty)
    }

    @Test func syntaxErrorUsesLibyamlsProblemWithANoteAtItsContext() throws {
        let marked = MarkedText("a: 1️⃣[1, 2\nb2️⃣: 3\n")
        let result = parseYAML(marked.text)
        let error = try #require(result.errors.first)
        #expect(error.id == "syntax-error")
        #expect(error.message == "did not find expected ',' or ']'")
        #expect(error.range?.lower == marked["2️⃣"])
        #expect(error.notes.first?.message == "the flow sequence starts here")
        #expect(error.notes.first?.range?.lower == marked["1️⃣"])
    }

    @Test func reservedIndicatorAsksForQuotes() throws {
        let result = parseYAML("handle: @viewspec\n")
        let error = try #require(result.errors.first)
        #expect(result.ids == ["syntax-error"])
        #expect(
            error.message
                == "'@' is reserved in YAML and cannot start an unquoted value; put the value in quotes")
        #expect(error.range?.lower == pos(1, 9))
        #expect(error.notes.isEmpty)
    }

    @Test func characterThatCannotStartATokenIsNamed() {
        let result = parseYAML("a: %x\n")
        #expect(result.errors.first?.message == "found character '%' that cannot start any token")
    }

    @Test func mappingValueInPlainScalarIsASyntaxError() {
        let result = parseYAML("a: b: c\n")
        #expect(result.ids == ["syntax-error"])
        #expect(
            result.errors.first?.message
                == "mapping values are not allowed in this context; quote a value that contains ': '")
        #expect(result.errors.first?.range?.lower == pos(1, 5))
    }
}

/// The parser against the checked-in specs: the gallery must parse cleanly, and the invalid
/// specs that are about syntax must fail in this stage with their own id.
@Suite struct SpecFileParsingTests {
    static func specs(in folder: String) -> [String] {
        PackageFiles.files(in: "specs/\(folder)").map(PackageFiles.path)
    }

    @Test(arguments: specs(in: "gallery"))
    func gallerySpecParsesWithoutDiagnostics(path: String) throws {
        var bag = DiagnosticBag()
        let file = try #require(SourceLoader.load(path: path, diagnostics: &bag))
        let root = YAMLParser.parse(file, diagnostics: &bag)
        #expect(root?.mapping != nil)
        #expect(bag.diagnostics.isEmpty, "\(DiagnosticRenderer(files: [file]).render(bag.diagnostics))")
    }

    @Test(arguments: [
        ("duplicate-key.yaml", "duplicate-key"), ("empty-file.yaml", "empty-spec"),
        ("multiple-documents.yaml", "multiple-documents"), ("tab-indentation.yaml", "tab-indentation"),
        ("truncated-json.json", "syntax-error"), ("undefined-alias.yaml", "unknown-alias"),
    ])
    func syntaxLevelInvalidSpecFailsWithItsID(name: String, id: String) throws {
        let path = PackageFiles.path("specs/invalid/\(name)")
        var bag = DiagnosticBag()
        let file = try #require(SourceLoader.load(path: path, diagnostics: &bag))
        _ = YAMLParser.parse(file, diagnostics: &bag)
        #expect(bag.diagnostics.map(\.id).contains(id), "\(bag.diagnostics.map(\.id))")
    }
}
