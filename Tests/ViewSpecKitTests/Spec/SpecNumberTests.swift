import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The byte-wise reader of plain decimals against the general path (trimming, then the
/// standard library's correctly rounded conversion): the same reading for every text.
@Suite struct SpecNumberTests {
    /// The general path, which `read` takes for everything but plain decimals: the reference.
    static func general(_ text: String) -> SpecNumber.Reading { SpecNumber.readInGeneral(text) }

    static func same(_ a: SpecNumber.Reading, _ b: SpecNumber.Reading) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
        default: a == b
        }
    }

    @Test(arguments: [
        "0", "-0", "+0", "16", " 16 ", "\t-8\t", "0.5", "-0.0", "007", "5.", ".5", "-.5", "1e3", "0x1F",
        "-0x10", "+0x10", "1_000", "1,5", "", " ", "-", "+", ".", "5 5", "5 .", "0.1", "0.3", "2.675",
        "999999999999999", "9999999999999999", "0.000000000000001", "123456789012.345", "1000000",
        "1000000.001", "-1000000", "inf", "-inf", "nan", "+nan", "１", "5\n", "٣", "1.2.3", "--1",
    ])
    func knownTexts(_ text: String) {
        #expect(Self.same(SpecNumber.read(text), Self.general(text)), "\(text.debugDescription)")
        #expect(Self.same(SpecNumber.read(Substring(text)), Self.general(text)))
    }

    @Test func randomDecimalsReadAsTheGeneralPathReadsThem() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789.-+ \te")
        // Collected and expected once: an expectation per case costs more than the case.
        var differing: [String] = []
        for _ in 0..<50_000 {
            let length = Int.random(in: 1...18, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            if !Self.same(SpecNumber.read(text), Self.general(text)) { differing.append(text) }
        }
        for _ in 0..<50_000 {
            let digits = Int.random(in: 1...15, using: &generator)
            let point = Int.random(in: 0...digits, using: &generator)
            var text = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
            if point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if Bool.random(using: &generator) { text = "-" + text }
            if !Self.same(SpecNumber.read(text), Self.general(text)) { differing.append(text) }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, the first: \(differing.prefix(10))")
    }
}
