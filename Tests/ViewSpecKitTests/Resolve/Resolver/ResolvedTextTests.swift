import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Text: Dynamic Type, fonts, families and intrinsic sizes.
@Suite struct ResolvedTextTests {
    static let labels = """
        - label.header: { id: h, text: Header }
        - label.body: { id: b, text: Body }
        - label.hint: { id: i, text: Hint }
        """

    @Test func largeIsTheDefaultCategory() throws {
        let tree = try resolvedTree(screen(Self.labels))
        #expect(tree.contentSize == .large)
        #expect(try tree.view(id: "h").text?.font.size == 28)
        #expect(try tree.view(id: "b").text?.font.size == 17)
        #expect(try tree.view(id: "i").text?.font.size == 12)
    }

    @Test func contentSizeFromTheSpecsOptions() throws {
        let tree = try resolvedTree(screen(Self.labels, preamble: "options: { contentSize: AX1 }"))
        #expect(tree.contentSize == .ax1)
        #expect(try tree.view(id: "h").text?.font.size == 38)
        #expect(try tree.view(id: "b").text?.font.size == 28)
        #expect(try tree.view(id: "i").text?.font.size == 22)
    }

    @Test func contentSizeFromPipelineOptions() throws {
        let tree = try resolvedTree(screen(Self.labels), options: Pipeline.Options(contentSize: .ax1))
        #expect(tree.contentSize == .ax1)
        #expect(try tree.view(id: "h").text?.font.size == 38)
        #expect(try tree.view(id: "b").text?.font.size == 28)
    }

    @Test func pipelineOptionsBeatTheSpec() throws {
        let tree = try resolvedTree(
            screen(Self.labels, preamble: "options: { contentSize: AX1 }"),
            options: Pipeline.Options(contentSize: .xSmall))
        #expect(tree.contentSize == .xSmall)
        #expect(try tree.view(id: "b").text?.font.size == 14)
        #expect(try tree.view(id: "h").text?.font.size == 25)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func everyCategoryFollowsTheTextStyleTable(category: ContentSizeCategory) throws {
        let tree = try resolvedTree(
            screen(Self.labels, preamble: "options: { contentSize: \(category.rawValue) }"))
        #expect(try tree.view(id: "h").text?.font.size == TextStyle.title1.size(at: category))
        #expect(try tree.view(id: "b").text?.font.size == TextStyle.body.size(at: category))
        #expect(try tree.view(id: "i").text?.font.size == TextStyle.caption1.size(at: category))
    }

    @Test func inputsScaleToo() throws {
        let tree = try resolvedTree(
            screen("- input.text: { id: t }"), options: Pipeline.Options(contentSize: .ax2))
        #expect(try tree.view(id: "t").text?.font.size == 33)
    }

    /// UIKit keeps a navigation bar's inline title at 17 pt semibold at every size: the bar does
    /// not grow, and the title is not cut at large sizes.
    @Test(arguments: [ContentSizeCategory.xSmall, .large, .ax3, .ax5])
    func aNavigationBarsTitleIsFixed(category: ContentSizeCategory) throws {
        let tree = try resolvedTree(
            screen("- navigationBar: { id: n, title: Settings }"),
            options: Pipeline.Options(contentSize: category))
        #expect(try tree.view(id: "n").text?.font.size == 17)
        #expect(try tree.view(id: "n").text?.font.weight == .semibold)
    }

    // MARK: font.size

    @Test func aSizeWithoutATextStyleIsFixed() throws {
        // A button has no text style: its size stays at every category.
        for category in [ContentSizeCategory.large, .ax3] {
            let tree = try resolvedTree(
                screen("- button: { id: b, title: Go, font: { size: 20 } }"),
                options: Pipeline.Options(contentSize: category))
            let text = try #require(try tree.view(id: "b").text)
            #expect(text.font.size == 20)
            #expect(text.textStyle == nil)
        }
    }

    @Test func aButtonsDefaultSizeIsFifteenAtEveryCategory() throws {
        let tree = try resolvedTree(
            screen("- button: { id: b, title: Go }\n- button.negative: { id: n, title: No }"),
            options: Pipeline.Options(contentSize: .ax5))
        #expect(try tree.view(id: "b").text?.font.size == 15)
        #expect(try tree.view(id: "n").text?.font.size == 15)
    }

    /// UIKit's rule: `UIFont.systemFont(ofSize:)` replaces the label's text-style font and stays
    /// at its size; only a style the spec writes with the size (UIFontMetrics) scales it.
    @Test func aSizeAloneIsFixedWhateverStyleTheKindHas() throws {
        let node = "- label.body: { id: b, text: B, font: { size: 20 } }"
        for category in [ContentSizeCategory.xSmall, .large, .ax3] {
            let tree = try resolvedTree(screen(node), options: Pipeline.Options(contentSize: category))
            #expect(try tree.view(id: "b").text?.font.size == 20)
            #expect(try tree.view(id: "b").text?.textStyle == nil)
        }
    }

    @Test(arguments: [
        "- label.body: { id: b, text: B, font: { size: 20, textStyle: body } }",
        "- label.body: { id: b, text: B, textStyle: body, font: { size: 20 } }",
    ])
    func aSizeWrittenWithATextStyleScalesWithTheCategory(node: String) throws {
        let large = try resolvedTree(screen(node))
        #expect(try large.view(id: "b").text?.font.size == 20)
        #expect(try large.view(id: "b").text?.textStyle == .body)
        let ax1 = try resolvedTree(screen(node), options: Pipeline.Options(contentSize: .ax1))
        // 20 × body at AX1 (28) / body at large (17).
        #expect(try ax1.view(id: "b").text?.font.size == Font.rounded(20.0 * 28 / 17))
        let xSmall = try resolvedTree(screen(node), options: Pipeline.Options(contentSize: .xSmall))
        #expect(try xSmall.view(id: "b").text?.font.size == Font.rounded(20.0 * 14 / 17))
    }

    @Test func aStylesSizeIsFixedUnderANodesTextStyle() throws {
        // The node names the style above the style sheet's size: the size scales with it.
        let tree = try resolvedTree(
            screen(
                "- label.body: { id: a, text: A, textStyle: title3 }",
                preamble: "styles:\n  label.body: { font: { size: 30 } }"),
            options: Pipeline.Options(contentSize: .ax1))
        #expect(try tree.view(id: "a").text?.textStyle == .title3)
        #expect(
            try tree.view(id: "a").text?.font.size == Font.rounded(30 * TextStyle.title3.size(at: .ax1) / 20))
    }

    @Test func textStyleAndFontTextStyle() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.body: { id: a, text: A, textStyle: title2 }
                - label.body: { id: b, text: B, font: { textStyle: headline } }
                - label.body: { id: c, text: C, font: { textStyle: footnote, size: 26 } }
                """))
        #expect(try tree.view(id: "a").text?.font.size == 22)
        #expect(try tree.view(id: "a").text?.textStyle == .title2)
        #expect(try tree.view(id: "b").text?.font.size == 17)
        #expect(try tree.view(id: "b").text?.font.weight == .semibold)
        #expect(try tree.view(id: "b").text?.textStyle == .headline)
        #expect(try tree.view(id: "c").text?.font.size == 26)
        #expect(try tree.view(id: "c").text?.textStyle == .footnote)
    }

    @Test func theLaterOfTextStyleAndFontTextStyleWins() throws {
        let tree = try resolvedTree(
            screen(
                "- label.body: { id: a, text: A, textStyle: title3 }",
                preamble: "styles:\n  label.body: { font: { textStyle: caption2 } }"))
        // The node's own `textStyle` is the later layer.
        #expect(try tree.view(id: "a").text?.textStyle == .title3)
        #expect(try tree.view(id: "a").text?.font.size == 20)
    }

    // MARK: Weight and family

    @Test(arguments: FontWeight.allCases)
    func fontWeight(weight: FontWeight) throws {
        let tree = try resolvedTree(
            screen("- label.body: { id: b, text: B, font: { weight: \(weight.rawValue) } }"))
        let font = try #require(try tree.view(id: "b").text?.font)
        #expect(font.weight == weight)
        #expect(font.metrics == FontMetrics.builtin(weight))
        #expect(font.size == 17)
    }

    @Test func anUnknownFamilyWarnsAndUsesTheBuiltInMetrics() throws {
        let spec = screen("- label.body: { id: b, text: Hello, font: { family: Helvetica } }")
        let result = resolveSpec(spec)
        #expect(result.diagnostics.map(\.id) == ["unknown-font-family"])
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("'Helvetica'"))
        #expect(warning.range?.lower == position(of: "Helvetica", in: spec))
        #expect(!result.hasErrors)
        let tree = try #require(result.tree)
        let text = try #require(try tree.view(id: "b").text)
        #expect(text.family == "Helvetica")
        #expect(text.font.metrics == FontMetrics.builtin(.regular))
        #expect(text.font == Font(size: 17))
    }

    @Test func interIsTheBuiltInFamily() throws {
        let tree = try resolvedTree(
            screen("- label.body: { id: b, text: B, font: { family: Inter, weight: bold } }"))
        #expect(try tree.view(id: "b").text?.font.metrics == FontMetrics.builtin(.bold))
    }

    // MARK: Intrinsic size

    @Test(arguments: [
        "label.header", "label.body", "label.inputLabel", "label.hint",
    ])
    func aLabelsIntrinsicSizeIsItsTextsSize(kind: String) throws {
        let tree = try resolvedTree(screen("- \(kind): Hello, world. A longer line of text"))
        let label = try tree.first(kind)
        let text = try #require(label.text)
        let size = TextLayout.intrinsicSize(of: text.string, font: text.font, lines: text.lines)
        #expect(label.size.intrinsic.horizontal == Font.rounded(size.width))
        #expect(label.size.intrinsic.vertical == Font.rounded(size.height))
        #expect(size.width > 0)
        #expect(size.height > 0)
    }

    @Test func aMultilineLabelsIntrinsicHeightCountsItsLines() throws {
        let tree = try resolvedTree(screen("- label.body: { id: b, text: \"One\\nTwo\\nThree\" }"))
        let label = try tree.view(id: "b")
        let font = try #require(label.text?.font)
        let size = TextLayout.intrinsicSize(of: "One\nTwo\nThree", font: font, lines: 0)
        #expect(
            label.size.intrinsic
                == AxisPair(horizontal: Font.rounded(size.width), vertical: Font.rounded(size.height)))
        #expect(size.height > 2 * font.lineHeight)
    }

    @Test func anEmptyLabelIsZeroByZero() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.body: { id: a, text: "" }
                - label.header: { id: b }
                - label.hint: { id: c, text: "" }
                """))
        for id in ["a", "b", "c"] {
            #expect(try tree.view(id: id).size.intrinsic == AxisPair(horizontal: 0, vertical: 0), "\(id)")
        }
    }

    @Test func intrinsicSizeGrowsWithTheCategory() throws {
        let large = try resolvedTree(screen("- label.body: { id: b, text: Hello }"))
        let ax3 = try resolvedTree(
            screen("- label.body: { id: b, text: Hello }"), options: Pipeline.Options(contentSize: .ax3))
        let small = try #require(try large.view(id: "b").size.intrinsic.horizontal)
        let big = try #require(try ax3.view(id: "b").size.intrinsic.horizontal)
        #expect(big > small)
    }
}
