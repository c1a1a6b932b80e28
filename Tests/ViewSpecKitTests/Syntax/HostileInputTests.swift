import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Input meant to hurt: each case must end in one clear diagnostic, quickly, without a crash.
@Suite struct HostileInputTests {
    /// Generous for a debug build on a busy 2-core machine; the real times are milliseconds.
    let prompt = Duration.seconds(1)

    @Test func billionLaughsFailsFastAtTheExpansionLimit() throws {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        let (result, time) = measure { parseYAML(lines.joined(separator: "\n") + "\n") }
        #expect(time < prompt)
        #expect(result.root == nil)
        #expect(result.ids == ["alias-expansion-limit"])
        let error = try #require(result.errors.first)
        #expect(error.message == "aliases expand to more than the limit of 1000000 nodes")
        // Level 6 is the first whose nine aliases cross a million nodes (9 × 111,112 each).
        #expect(error.range?.lower.line == 7)
    }

    @Test func aliasLimitCanBeLowered() {
        var limits = YAMLParser.Limits.default
        limits.maxAliasExpansion = 5
        let result = parseYAML("a: &a [1, 2]\nb: [*a, *a]\n", limits: limits)
        #expect(result.ids == ["alias-expansion-limit"])
        #expect(result.errors.first?.range?.lower == pos(2, 9))
    }

    @Test func deepFlowNestingIsAnErrorNotAStackOverflow() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let (result, time) = measure { parseYAML(text) }
        #expect(time < prompt)
        #expect(result.ids == ["nesting-too-deep"])
        let error = try #require(result.errors.first)
        #expect(error.message == "nesting is deeper than the limit of 128 levels")
        #expect(error.range?.lower == pos(1, 129))
    }

    @Test func unclosedDeepFlowNestingIsAlsoTheDepthError() {
        let (result, time) = measure { parseYAML(String(repeating: "[", count: 100_000)) }
        #expect(time < prompt)
        #expect(result.ids == ["nesting-too-deep"])
    }

    @Test func deepBlockNestingIsAnError() {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        let (result, time) = measure { parseYAML(text) }
        #expect(time < prompt)
        #expect(result.ids == ["nesting-too-deep"])
        #expect(result.errors.first?.range?.lower == pos(1, 2 * 128 + 1))
    }

    @Test func aliasesCannotStackNestingPastTheLimit() {
        // Each anchor wraps the previous one in 100 more levels: 100 lines, 10,000 levels.
        var lines = ["a0: &a0 x"]
        for level in 1...100 {
            let open = String(repeating: "[", count: 100)
            let close = String(repeating: "]", count: 100)
            lines.append("a\(level): &a\(level) \(open)*a\(level - 1)\(close)")
        }
        let (result, time) = measure { parseYAML(lines.joined(separator: "\n") + "\n") }
        #expect(time < prompt)
        #expect(result.ids == ["nesting-too-deep"])
        #expect(result.errors.first?.range?.lower == pos(3, 109))
    }

    @Test func hugeFlatSequenceStopsAtTheNodeLimit() throws {
        // 8 MB of `[1,1,1,…]` is four million nodes, about 400 MB as a tree. The limit is lowered
        // so the debug build stays quick; the release CLI stops at the default million.
        let count = 4_000_000
        var bytes = [UInt8]()
        bytes.reserveCapacity(2 * count + 1)
        bytes.append(UInt8(ascii: "["))
        for _ in 0..<count { bytes += [UInt8(ascii: "1"), UInt8(ascii: ",")] }
        bytes[bytes.count - 1] = UInt8(ascii: "]")
        var limits = YAMLParser.Limits.default
        limits.maxNodes = 100_000
        let file = SourceFile(path: "wide.yaml", bytes: bytes)
        var bag = DiagnosticBag()
        let (root, time) = measure { YAMLParser.parse(file, limits: limits, diagnostics: &bag) }
        #expect(time < prompt)
        #expect(root == nil)
        #expect(bag.diagnostics.map(\.id) == ["too-many-nodes"])
        #expect(bag.diagnostics.first?.message == "spec has more than the limit of 100000 nodes")
        // The sequence is node 1; the 100,000th '1', at column 2 × 100,000, is one too many.
        #expect(bag.diagnostics.first?.range?.lower == pos(1, 2 * 100_000))
    }

    @Test func aliasesCountTowardsTheNodeLimit() {
        var limits = YAMLParser.Limits.default
        limits.maxNodes = 12  // the mapping, a, [1, 2, 3], b: 11; c: 12; the second *a: 16
        let result = parseYAML("a: &a [1, 2, 3]\nb: *a\nc: *a\n", limits: limits)
        #expect(result.ids == ["too-many-nodes"])
        #expect(result.errors.first?.range?.lower == pos(3, 4))
    }

    @Test func nestingUpToTheLimitIsFine() {
        let text = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(parseYAML(text).diagnostics.isEmpty)
    }

    @Test func fiftyMegabyteFileIsRefusedWithoutReadingIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.yaml").path
        let line = Array("- label: { text: \"filler filler filler filler\" }\n".utf8)
        var data = Data(capacity: 50 << 20)
        while data.count < 50 << 20 { data.append(contentsOf: line) }
        try data.write(to: URL(fileURLWithPath: path))

        var bag = DiagnosticBag()
        let (file, time) = measure { SourceLoader.load(path: path, diagnostics: &bag) }
        #expect(time < prompt)
        #expect(file == nil)
        #expect(bag.diagnostics.map(\.id) == ["file-too-large"])
        #expect(bag.diagnostics.first?.range?.file == path)
        #expect(
            bag.diagnostics.first?.message
                == "file is too large (\(data.count) bytes); the limit is 8388608 bytes")
    }

    @Test func streamIsReadOnlyToOneBytePastTheLimit() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 4096)
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 100
        var bag = DiagnosticBag()
        #expect(SourceLoader.readAll(ends[0], name: "<stdin>", limits: limits, diagnostics: &bag) == nil)
        #expect(bag.diagnostics.first?.message == "file is larger than the limit of 100 bytes")
        #expect(bag.diagnostics.first?.range?.file == "<stdin>")
        // Only the limit plus one byte was taken from the stream.
        var rest = [UInt8](repeating: 0, count: 8192)
        let remaining = rest.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        #expect(remaining == 4096 - 101)
    }

    @Test func oversizedInMemorySourceIsRefused() {
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 10
        let result = parseYAML("a: 123456789\n", limits: limits)
        #expect(result.ids == ["file-too-large"])
    }

    @Test func randomBytesAreABinaryFile() {
        var generator = SplitMix64(seed: 42)
        let bytes = (0..<65_536).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let (result, time) = measure { parseYAML(bytes: bytes) }
        #expect(time < prompt)
        #expect(result.ids == ["binary-file"])
        #expect(result.root == nil)
    }

    @Test func controlCharacterSoupWithoutNULIsABinaryFile() {
        let bytes = (0..<4096).map { UInt8(1 + $0 % 8) }
        #expect(parseYAML(bytes: bytes).ids == ["binary-file"])
    }

    @Test func nulInTextIsReportedWhereItIs() {
        let result = parseYAML(bytes: Array("a: 1\nb: x\0y\n".utf8))
        #expect(result.ids == ["binary-file"])
        #expect(result.errors.first?.range?.lower == pos(2, 5))
    }

    @Test func truncatedJSONPointsAtTheEndWithANoteAtTheOpenBracket() throws {
        let (result, time) = measure { parseYAML(#"{"views": ["#) }
        #expect(time < prompt)
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1)
        #expect(error.id == "syntax-error")
        #expect(error.message == "unexpected end of file; expected ']'")
        #expect(error.range?.lower == pos(1, 12))
        #expect(error.notes.map(\.message) == ["to match this '['"])
        #expect(error.notes.first?.range?.lower == pos(1, 11))
    }

    @Test func truncatedJSONObjectNamesTheBrace() throws {
        let result = parseYAML("{\n  \"a\": 1,\n")
        let error = try #require(result.errors.first)
        #expect(error.message == "unexpected end of file; expected '}'")
        #expect(error.range?.lower == pos(2, 10))
        #expect(error.notes.first?.range?.lower == pos(1, 1))
    }

    @Test func unterminatedStringPointsAtItsQuote() throws {
        let result = parseYAML(#"{"a": "xyz"#)
        let error = try #require(result.errors.first)
        #expect(error.id == "syntax-error")
        #expect(error.message == "unexpected end of file; expected a closing quote")
        #expect(error.notes.first?.message == "string starts here")
        #expect(error.notes.first?.range?.lower == pos(1, 7))
    }

    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        var bytes = Array("a: é\nb: cd".utf8)
        bytes.insert(0xFF, at: bytes.count - 1)
        let result = parseYAML(bytes: bytes)
        let error = try #require(result.errors.first)
        #expect(result.ids == ["invalid-utf8"])
        #expect(error.message == "invalid UTF-8 byte 0xff; a spec must be UTF-8")
        #expect(error.range?.lower == pos(2, 5))
    }

    @Test(arguments: [
        [0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ])
    func malformedSequencesAreInvalidUTF8(sequence: [UInt8]) {
        let result = parseYAML(bytes: Array("k: ".utf8) + sequence)
        #expect(result.ids == ["invalid-utf8"])
        #expect(result.errors.first?.range?.lower == pos(1, 4))
    }

    @Test func utf8ByteOrderMarkWarnsAndKeepsColumnsRight() throws {
        let marked = MarkedText("\u{FEFF}1️⃣a: 2️⃣b\n3️⃣c: d\n")
        let result = parseYAML(marked.text)
        #expect(result.ids == ["byte-order-mark"])
        #expect(result.diagnostics.first?.severity == .warning)
        let root = try #require(result.root)
        #expect(marked["1️⃣"] == pos(1, 2))
        #expect(root.testKey("a")?.range.lower == marked["1️⃣"])
        #expect(root.testValue("a")?.range.lower == marked["2️⃣"])
        #expect(root.testKey("c")?.range.lower == marked["3️⃣"])
    }

    @Test(
        arguments: [
            ([0xFF, 0xFE, 0x61, 0x00], "UTF-16 (little-endian)"),
            ([0xFE, 0xFF, 0x00, 0x61], "UTF-16 (big-endian)"),
            ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32 (little-endian)"),
            ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32 (big-endian)"),
        ] as [([UInt8], String)])
    func utf16And32AreRefused(bytes: [UInt8], encoding: String) {
        let result = parseYAML(bytes: bytes)
        #expect(result.ids == ["unsupported-encoding"])
        #expect(result.errors.first?.message == "file is encoded as \(encoding); a spec must be UTF-8")
    }

    @Test(arguments: ["a:\n\tb: 1\n", "a:\n  b: 1\n\tc: 2\n", "\ta: 1\n", "a: |\n\tx\n"])
    func tabIndentationIsReworded(text: String) throws {
        let result = parseYAML(text)
        let error = try #require(result.errors.first)
        #expect(result.ids == ["tab-indentation"])
        #expect(error.message == "tab character in indentation; indent with spaces")
        let position = try #require(error.range?.lower)
        let offset = try #require(result.file.byteOffset(of: position))
        #expect(result.file.bytes[offset] == UInt8(ascii: "\t"))
    }

    @Test func tabsInsideJSONAndAfterValuesAreFine() {
        #expect(parseYAML("{\t\"a\":\t1}\n").diagnostics.isEmpty)
        #expect(parseYAML("a:\t1\n").diagnostics.isEmpty)
    }

    @Test func missingFileIsUnreadableWithoutAPlace() {
        var bag = DiagnosticBag()
        let file = SourceLoader.load(path: "/nonexistent/viewspec/spec.yaml", diagnostics: &bag)
        #expect(file == nil)
        #expect(bag.diagnostics.map(\.id) == ["unreadable-file"])
        #expect(bag.diagnostics.first?.range == nil)
        #expect(
            bag.diagnostics.first?.message
                == "cannot read '/nonexistent/viewspec/spec.yaml': no such file or directory")
    }

    @Test func directoryIsUnreadable() {
        var bag = DiagnosticBag()
        let path = FileManager.default.temporaryDirectory.path
        #expect(SourceLoader.load(path: path, diagnostics: &bag) == nil)
        #expect(bag.diagnostics.first?.message == "cannot read '\(path)': it is a directory")
    }

    @Test func loaderReadsAFileWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-\(UUID().uuidString).yaml"
        ).path
        let text = String(repeating: "key: value\n", count: 20_000)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bag = DiagnosticBag()
        let file = try #require(SourceLoader.load(path: path, diagnostics: &bag))
        #expect(file.path == path)
        #expect(file.bytes == Array(text.utf8))
        #expect(bag.diagnostics.isEmpty)
    }
}
