import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct SuggestionTests {
    @Test func oneTypoFindsTheWord() {
        #expect(Suggestion.closest(to: "buton", in: ["label", "button", "view"]) == "button")
        #expect(Suggestion.closest(to: "lable", in: ["label", "button"]) == "label")
    }

    @Test func swappedLettersCountOnce() {
        #expect(
            Suggestion.editDistance(Array("lable".unicodeScalars), Array("label".unicodeScalars), limit: 3)
                == 1)
    }

    @Test func caseIsIgnored() {
        #expect(Suggestion.closest(to: "LabelHeader", in: ["labelHeader", "labelBody"]) == "labelHeader")
    }

    @Test func farWordsGetNoSuggestion() {
        #expect(Suggestion.closest(to: "zebra", in: ["label", "button"]) == nil)
        #expect(Suggestion.closest(to: "x", in: ["label"]) == nil)
    }

    /// The banded distance agrees with the whole table wherever the answer is within the limit.
    @Test func bandedDistanceMatchesTheFullTable() {
        func full(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { d[i][0] = i }
            for j in 0...b.count { d[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                    }
                }
            }
            return d[a.count][b.count]
        }
        var seed: UInt64 = 7
        func word() -> [Unicode.Scalar] {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(seed >> 60)
            return (0..<length).map { index in
                Unicode.Scalar(UInt8(ascii: "a") + UInt8((seed >> UInt64(4 * index % 56)) & 3))
            }
        }
        for _ in 0..<3000 {
            let (a, b) = (word(), word())
            for limit in 1...3 {
                let expected = full(a, b)
                let banded = Suggestion.editDistance(a, b, limit: limit)
                #expect(expected <= limit ? banded == expected : banded > limit, "\(a) \(b) \(limit)")
            }
        }
    }

    @Test func searchesStopAfterTheirLimit() {
        let many = (0..<5000).map { "candidate\($0)" }
        // Each long candidate counts as read up to a little past the name's length: 5,000 of
        // them use up the search before a close one listed last.
        #expect(Suggestion.closest(to: "zebr", in: many + ["zebra"]) == nil)
        #expect(Suggestion.closest(to: "zebr", in: ["zebra"] + many) == "zebra")
        #expect(Suggestion.closest(to: "candidate12x", in: many) == "candidate12")
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(Suggestion.closest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(Suggestion.closest(to: "cat", in: ["hat", "bat"]) == "hat")
    }
}

@Suite struct DecoderReaderTests {
    func node(_ text: String, style: SyntaxNode.Scalar.Style = .plain) -> SyntaxNode {
        let range = SourceRange(
            file: "t.yaml", lower: .init(line: 1, column: 1), upper: .init(line: 1, column: 5))
        return SyntaxNode(.scalar(.init(text: text, style: style)), range: range)
    }

    @Test func plainNumbersReadAsNumbers() {
        var decoder = NodeDecoder()
        #expect(decoder.number(node("16"), "spacing") == 16)
        #expect(decoder.number(node("-2.5"), "spacing") == -2.5)
        #expect(decoder.number(node("0x10"), "spacing") == 16)
        #expect(!decoder.diagnostics.hasErrors)
    }

    @Test func quotedNumbersAndWordsAreNotNumbers() {
        var decoder = NodeDecoder()
        #expect(decoder.number(node("16", style: .doubleQuoted), "spacing") == nil)
        #expect(decoder.number(node("nan"), "spacing") == nil)
        #expect(decoder.number(node(".inf"), "spacing") == nil)
        #expect(decoder.diagnostics.errorCount == 3)
        #expect(decoder.diagnostics.diagnostics[0].message == "spacing must be a number, not a string")
    }

    @Test func booleansAreYAML12Only() {
        var decoder = NodeDecoder()
        #expect(decoder.boolean(node("true"), "hidden") == true)
        #expect(decoder.boolean(node("yes"), "hidden") == nil)
        #expect(decoder.diagnostics.diagnostics.map(\.id) == ["wrong-type"])
    }

    @Test func enumerationsSuggestTheClosestCase() {
        var decoder = NodeDecoder()
        #expect(decoder.enumeration(node("centre"), "alignment", cases: ["left", "center", "right"]) == nil)
        #expect(
            decoder.diagnostics.diagnostics.first?.message
                == "'centre' is not a valid alignment; expected 'left', 'center' or 'right'; did you mean 'center'?"
        )
    }

    @Test func outOfRangeNumbersAreReported() {
        var decoder = NodeDecoder()
        #expect(decoder.number(node("1.5"), "alpha", in: 0...1) == nil)
        #expect(decoder.diagnostics.diagnostics.first?.message == "alpha 1.5 is out of range; expected 0...1")
    }
}
