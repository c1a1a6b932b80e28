import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Two-pass text: wrapped text measured at the solved width, one-line text shrinking to its
/// floor and then truncating.
@Suite struct LayoutTextTests {
    static let long =
        "The quick brown fox jumps over the lazy dog while the five boxing wizards jump quickly."

    @Test func aBodyLabelWrapsAtItsContainersWidth() throws {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: box
                    layout: [{ top: 0, left: 0, width: 200 }]
                    children:
                      - label.body: { id: t, text: "\(Self.long)", layout: [{ edges: 0 }] }
                """))
        expectClean(spec)
        let expected = TextLayout.layout(Self.long, font: Font(size: 17), maxWidth: 200)
        #expect(expected.lines.count > 1)
        expectFrame(spec, "t", 0, 0, 200, expected.height)
        expectFrame(spec, "box", 0, 0, 200, expected.height)
        let text = try #require(spec.view("t")?.text)
        #expect(text.lines == expected.lines)
        #expect(text.height == expected.height)
        #expect(!text.isTruncated)
        #expect((spec.layout?.passes ?? 0) > 1)
    }

    /// Texts are set once per setting, string and width, and shared between views: the same
    /// string in another font, or at another width, is set on its own.
    @Test func aRepeatedTextIsSetForItsOwnFontAndWidth() throws {
        let spec = layOut(
            layoutDocument(
                """
                - stack.vertical:
                    layout: [{ top: 0, left: 0, width: 200 }]
                    children:
                      - label.body: { id: a, text: "\(Self.long)" }
                      - label.body: { id: b, text: "\(Self.long)" }
                      - label.hint: { id: c, text: "\(Self.long)" }
                - label.body: { id: d, text: "\(Self.long)", layout: [{ top: 500, left: 0, width: 300 }] }
                """))
        expectClean(spec)
        let body = TextLayout.layout(Self.long, font: Font(size: 17), maxWidth: 200)
        let wide = TextLayout.layout(Self.long, font: Font(size: 17), maxWidth: 300)
        let a = try #require(spec.view("a")?.text)
        let b = try #require(spec.view("b")?.text)
        let c = try #require(spec.view("c")?.text)
        let d = try #require(spec.view("d")?.text)
        #expect(a.lines == body.lines && b.lines == body.lines)
        #expect(d.lines == wide.lines && wide.lines != body.lines)
        #expect(c.font != a.font)
        #expect(c.lines == TextLayout.layout(Self.long, font: c.font, maxWidth: 200).lines)
        #expect(c.lines != a.lines)
    }

    @Test func wrappedTextPushesTheViewsBelowIt() {
        let spec = layOut(
            layoutDocument(
                """
                - stack.vertical:
                    id: column
                    layout: [{ top: 0, left: 0, width: 200 }]
                    children:
                      - label.body: { id: t, text: "\(Self.long)" }
                      - view: { id: after, height: 10 }
                """))
        expectClean(spec)
        let height = TextLayout.layout(Self.long, font: Font(size: 17), maxWidth: 200).height
        expectFrame(spec, "t", 0, 0, 200, height)
        expectFrame(spec, "after", 0, height + 16, 200, 10)
        expectFrame(spec, "column", 0, 0, 200, height + 26)
    }

    @Test func aShortLabelKeepsItsIntrinsicSizeInOnePass() {
        let spec = layOut(
            layoutDocument(
                """
                - label.body: { id: t, text: Hello, layout: [{ top: 0, left: 0 }] }
                """))
        expectClean(spec)
        let size = TextLayout.intrinsicSize(of: "Hello", font: Font(size: 17))
        expectFrame(spec, "t", 0, 0, size.width, size.height)
        #expect(spec.layout?.passes == 1)
    }

    @Test func aOneLineHeaderTooLongShrinks() throws {
        let words = "Account settings"
        let header = Font(size: 28)
        let unwrapped = TextLayout.intrinsicSize(of: words, font: header, lines: 1)
        #expect(unwrapped.width > 200 && unwrapped.width * 0.5 < 200, "the text must need shrinking")
        let expected = TextLayout.layout(
            words, font: header, maxWidth: 200, lines: 1, lineBreak: .truncateTail, shrinkToFit: 0.5)
        let spec = layOut(
            layoutDocument(
                """
                - label.header: { id: h, text: \(words), layout: [{ top: 0, left: 0, width: 200 }] }
                """))
        expectClean(spec)
        let text = try #require(spec.view("h")?.text)
        #expect(text.scale < 1)
        #expect(text.scale >= 0.5)
        #expect(text.scale == expected.scale)
        #expect(text.lines == [words])
        #expect(!text.isTruncated)
        expectFrame(spec, "h", 0, 0, 200, unwrapped.height)
    }

    @Test func beyondTheShrinkFloorTextTruncates() throws {
        let words = "Account settings"
        let header = Font(size: 28)
        let expected = TextLayout.layout(
            words, font: header, maxWidth: 60, lines: 1, lineBreak: .truncateTail, shrinkToFit: 0.5)
        #expect(expected.isTruncated)
        let spec = layOut(
            layoutDocument(
                """
                - label.header: { id: h, text: \(words), layout: [{ top: 0, left: 0, width: 60 }] }
                """))
        let text = try #require(spec.view("h")?.text)
        #expect(text.isTruncated)
        #expect(text.scale == 0.5)
        #expect(text.lines == expected.lines)
        let warnings = reported(spec, "truncated-text")
        #expect(warnings.count == 1, "\(spec.summary)")
        #expect(
            warnings.first?.message
                == "the text of 'h' does not fit in 60 pt and is cut: \"\(expected.lines.joined(separator: " "))\""
        )
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.range?.lower.line == 7)
        #expect(spec.ids == ["truncated-text"], "\(spec.summary)")
    }

    @Test func aBodyLabelWithALineLimitTruncates() throws {
        let spec = layOut(
            layoutDocument(
                """
                - label.body: { id: t, text: "\(Self.long)", lines: 2, layout: [{ top: 0, left: 0, width: 200 }] }
                """))
        let expected = TextLayout.layout(Self.long, font: Font(size: 17), maxWidth: 200, lines: 2)
        #expect(expected.isTruncated)
        let text = try #require(spec.view("t")?.text)
        #expect(text.lines == expected.lines)
        expectFrame(spec, "t", 0, 0, 200, expected.height)
        #expect(spec.ids == ["truncated-text"], "\(spec.summary)")
    }
}
