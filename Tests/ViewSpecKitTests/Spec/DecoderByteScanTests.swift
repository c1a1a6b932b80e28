import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The decoder's scans over a string's contiguous bytes against the iterator-based scans they
/// stand in for: the same answer for every text.
@Suite struct DecoderByteScanTests {
    /// `containsInterpolation` without the contiguous path: the reference.
    static func generalContainsInterpolation(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "{") { return true }
            previous = byte
        }
        return false
    }

    /// `isValidID` without the contiguous path: the reference.
    static func generalIsValidID(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), SpecReader.isASCIILetter(first) else { return false }
        while let byte = bytes.next() {
            guard
                SpecReader.isASCIILetter(byte) || SpecReader.isASCIIDigit(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "-")
            else { return false }
        }
        return true
    }

    static let texts = [
        "", "$", "{", "${", "$ {", "{$", "a${b}", "${}", "$${", "text without", "Hello ${name}!",
        "title1", "row-1", "_x", "1abc", "a b", "a.b", "é", "aé", "a\u{301}", "A-_9", "-", "a-",
        "Body text for section 1, long enough to wrap on a small phone.", "€${x}",
        String(repeating: "a", count: 40), String(repeating: "a", count: 40) + "${",
        String(repeating: "a", count: 40) + "!",
    ]

    @Test(arguments: texts)
    func knownTextsScanTheSame(_ text: String) {
        #expect(
            SpecReader.containsInterpolation(text) == Self.generalContainsInterpolation(text),
            "\(text.debugDescription)")
        #expect(SpecReader.isValidID(text) == Self.generalIsValidID(text), "\(text.debugDescription)")
        let substringBacked = String(("x" + text).dropFirst())
        #expect(
            SpecReader.containsInterpolation(substringBacked)
                == Self.generalContainsInterpolation(substringBacked))
    }

    @Test func randomTextsScanTheSame() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = ["a", "Z", "0", "9", "_", "-", "$", "{", "}", " ", ".", "é", "\u{301}", "€"]
        for _ in 0..<100_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(
                SpecReader.containsInterpolation(text) == Self.generalContainsInterpolation(text),
                "\(text.debugDescription)")
            #expect(SpecReader.isValidID(text) == Self.generalIsValidID(text), "\(text.debugDescription)")
        }
    }
}

/// `ColorLiteral.parse` with its first-byte shortcut against the trimming parser behind it.
@Suite struct ColorLiteralShortcutTests {
    @Test(arguments: [
        "", " ", "\t", "#", " #fff", "#FF6A00", "card", "labelHint", "$brand", "red", " red", "rgb(1,2,3)",
        "rgba(0, 0, 255, 0.5)", "  rgb(", "r", "x#fff", " \u{301}#fff", "\u{301}#fff", "é", "#ggg",
        "\t#12345678\t", "rgbx", "RGB(1,2,3)",
    ])
    func knownTextsParseTheSame(_ text: String) {
        #expect(ColorLiteral.parse(text) == ColorLiteral.parseTrimming(text), "\(text.debugDescription)")
    }

    @Test func randomTextsParseTheSame() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = [
            " ", "\t", "#", "r", "g", "b", "a", "(", ")", ",", "0", "f", "F", "9", ".", "\u{301}", "é", "x",
        ]
        for _ in 0..<100_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(ColorLiteral.parse(text) == ColorLiteral.parseTrimming(text), "\(text.debugDescription)")
        }
    }
}
