import Testing

@testable import ViewSpecKit

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
