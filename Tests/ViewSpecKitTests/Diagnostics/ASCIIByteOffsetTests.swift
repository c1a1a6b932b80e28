import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `byteOffset(ofASCII:)`, which `byteOffset(of:)` takes for files that are all ASCII, against
/// the column walk (`byteOffsetWalkingColumns`): the same offset for every position, inside a line or past
/// its end, on every kind of line.
@Suite struct ASCIIByteOffsetTests {
    /// Which path `byteOffset(of:)` takes: a file is ASCII only when every byte is.
    @Test func aFileIsASCIIWhenEveryByteIs() {
        #expect(SourceFile(path: "a", text: "key: value\n  - [1, 2]\r\n").isASCII)
        #expect(SourceFile(path: "a", text: "").isASCII)
        #expect(!SourceFile(path: "a", text: "key: café\n").isASCII)
        #expect(!SourceFile(path: "a", bytes: [0x61, 0xFF]).isASCII)
    }

    static func expectSameOffsets(_ file: SourceFile) {
        let longest = file.lineStarts.indices.map { (file.lineText($0 + 1) ?? "").utf8.count }.max() ?? 0
        for line in 0...(file.lineStarts.count + 1) {
            for column in 0...(longest + 3) {
                let position = SourcePosition(line: line, column: column)
                #expect(
                    file.byteOffset(ofASCII: position) == file.byteOffsetWalkingColumns(of: position),
                    "\(String(decoding: file.bytes, as: UTF8.self).debugDescription) at \(line):\(column)")
            }
        }
    }

    static let texts = [
        "", "\n", "\n\n", "a", "a\n", "ab\ncd", "ab\r\ncd\r\n", "\r\n\r\n", "key: value\n  - item\n",
        "{ id: a, text: b }", "x\n\ny\n", "\t\tx: 1\r\n", "a:\n  b: c\n\n",
    ]

    @Test(arguments: texts)
    func knownTextsGiveTheSameOffsets(_ text: String) {
        Self.expectSameOffsets(SourceFile(path: "t.yaml", text: text))
    }

    @Test func randomTextsGiveTheSameOffsets() {
        var generator = SplitMix64(seed: 0xA5C1_1B17)
        let alphabet: [String] = ["a", "Z", "0", " ", "\t", ":", "-", "{", ",", "\n", "\r\n", "\r", "\n\n"]
        for _ in 0..<500 {
            let length = Int.random(in: 0...30, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            Self.expectSameOffsets(SourceFile(path: "t.yaml", text: text))
        }
    }
}

/// The parser on files that are all ASCII (where it takes `byteOffset(ofASCII:)`) against the
/// same files made non-ASCII by a comment after the document (where it walks columns): the same
/// tree, ranges included, and the same diagnostics.
@Suite struct ParserASCIIPathTests {
    static func dump(_ node: SyntaxNode) -> String {
        switch node.kind {
        case .scalar(let scalar):
            "\(scalar.text.debugDescription)/\(scalar.style)@\(node.range)"
        case .sequence(let items):
            "[" + items.map(dump).joined(separator: ", ") + "]@\(node.range)"
        case .mapping(let pairs):
            "{" + pairs.map { dump($0.key) + ": " + dump($0.value) }.joined(separator: ", ")
                + "}@\(node.range)"
        }
    }

    static func expectSameParse(_ text: String) {
        let ascii = parseYAML(text)
        let general = parseYAML(text + "\n# é\n")
        #expect(ascii.root.map(dump) == general.root.map(dump), "\(text.debugDescription)")
        #expect(ascii.diagnostics == general.diagnostics, "\(text.debugDescription)")
    }

    @Test(arguments: [
        "style: { background: rgba(0, 0, 255, 0.5) }", "a: { b: c, d }", "a: { b: c,d: e }",
        "a: { b: c ,  d , e: f }", "a: {b: c, d}\nb: { x: 1, y }", "- { a: b, c, d, e: f, g }",
        "a: { b: c, b: d }", "a: { b: 'c', d }", "a: { b: , c }",
    ])
    func knownFlowMappingsParseTheSame(_ text: String) {
        Self.expectSameParse(text)
    }

    @Test func randomFlowMappingsParseTheSame() {
        var generator = SplitMix64(seed: 0xF10_3A9)
        let keys = ["a", "b", "id", "0", "255", "0.5)", "rgba(0", "x y"]
        let values = ["a", "b", "rgba(0", "0", "0.5)", "'q'", "\"q\"", "", "x y", "[1, 2]", "{ k: v }"]
        let gaps = [", ", ",", " , ", ",  ", ", \n  "]
        for _ in 0..<3_000 {
            var text = "root: {"
            for index in 0..<Int.random(in: 0...5, using: &generator) {
                if index > 0 { text += gaps.randomElement(using: &generator)! }
                text += keys.randomElement(using: &generator)!
                if Bool.random(using: &generator) { text += ": " + values.randomElement(using: &generator)! }
            }
            text += " }"
            Self.expectSameParse(text)
        }
    }
}
