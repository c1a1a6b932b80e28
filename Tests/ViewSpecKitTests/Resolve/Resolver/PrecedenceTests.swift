import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The property layers, each rule pinned on its own (docs/spec-language.md, The style sheet):
/// factory default < family style < kind style < variant properties < named styles < the
/// node's own properties.
@Suite struct PrecedenceTests {
    private static let red = RGBA(red: 1, green: 0, blue: 0)
    private static let green = RGBA(red: 0, green: 1, blue: 0)
    private static let blue = RGBA(red: 0, green: 0, blue: 1)
    private static let yellow = RGBA(red: 1, green: 1, blue: 0)
    private static let purple = RGBA(128, 0, 128)
    private static let white = RGBA(red: 1, green: 1, blue: 1)

    private func bodyColor(_ preamble: String, node: String = "- label.body: { id: t, text: T }") throws
        -> RGBA?
    {
        try resolvedTree(screen(node, preamble: preamble)).view(id: "t").text?.color
    }

    @Test func factoryDefaultWithoutStyles() throws {
        #expect(try bodyColor("") == navy("#F0F1F4"))
    }

    @Test func familyStyleBeatsTheFactory() throws {
        #expect(try bodyColor("styles:\n  label: { color: red }") == Self.red)
    }

    @Test func familyStyleAppliesToThePlainKindToo() throws {
        let tree = try resolvedTree(
            screen("- label: { id: t, text: T }", preamble: "styles:\n  label: { color: red, lines: 3 }"))
        #expect(try tree.view(id: "t").text?.color == Self.red)
        #expect(try tree.view(id: "t").text?.lines == 3)
    }

    @Test func kindStyleBeatsTheFamilyStyle() throws {
        // Written in both orders: the layer decides, not the order in the sheet.
        #expect(try bodyColor("styles:\n  label: { color: red }\n  label.body: { color: blue }") == Self.blue)
        #expect(try bodyColor("styles:\n  label.body: { color: blue }\n  label: { color: red }") == Self.blue)
    }

    @Test func kindStyleOnlyTouchesItsKind() throws {
        let tree = try resolvedTree(
            screen(
                "- label.body: { id: b, text: B }\n- label.hint: { id: h, text: H }",
                preamble: "styles:\n  label.body: { color: blue }"))
        #expect(try tree.view(id: "b").text?.color == Self.blue)
        #expect(try tree.view(id: "h").text?.color == navy("#6A75A3"))
    }

    @Test func variantPropertiesBeatTheKindStyle() throws {
        let preamble = """
            styles:
              label: { color: red }
              label.body: { color: blue }
            components:
              label.loud:
                extends: label.body
                properties: { color: green }
            """
        #expect(try bodyColor(preamble, node: "- label.loud: { id: t, text: T }") == Self.green)
    }

    @Test func namedStylesBeatVariantProperties() throws {
        let preamble = """
            styles:
              label.body: { color: blue }
              .warn: { color: yellow }
            components:
              label.loud:
                extends: label.body
                properties: { color: green }
            """
        #expect(try bodyColor(preamble, node: "- label.loud: { id: t, text: T, style: warn }") == Self.yellow)
    }

    @Test func namedStyleBeatsTheKindStyle() throws {
        let preamble = "styles:\n  label.body: { color: blue }\n  .warn: { color: yellow }"
        #expect(try bodyColor(preamble, node: "- label.body: { id: t, text: T, style: warn }") == Self.yellow)
    }

    @Test func laterNamedStyleWins() throws {
        let preamble = "styles:\n  .a: { color: red, lines: 2 }\n  .b: { color: blue }"
        let ab = try resolvedTree(
            screen("- label.body: { id: t, text: T, style: [a, b] }", preamble: preamble))
        #expect(try ab.view(id: "t").text?.color == Self.blue)
        // `a`'s other properties still apply.
        #expect(try ab.view(id: "t").text?.lines == 2)
        let ba = try resolvedTree(
            screen("- label.body: { id: t, text: T, style: [b, a] }", preamble: preamble))
        #expect(try ba.view(id: "t").text?.color == Self.red)
    }

    @Test func extendsChainsBaseFirst() throws {
        let preamble = """
            styles:
              .base: { color: red, alignment: center }
              .derived: { extends: base, color: blue }
            """
        let tree = try resolvedTree(
            screen("- label.body: { id: t, text: T, style: derived }", preamble: preamble))
        let text = try #require(try tree.view(id: "t").text)
        #expect(text.color == Self.blue)
        #expect(text.alignment == .center)
    }

    @Test func extendsChainOfThree() throws {
        let preamble = """
            styles:
              .one: { color: red, alignment: center, lines: 2 }
              .two: { extends: one, color: blue, alignment: right }
              .three: { extends: two, color: purple }
            """
        let tree = try resolvedTree(
            screen("- label.body: { id: t, text: T, style: three }", preamble: preamble))
        let text = try #require(try tree.view(id: "t").text)
        #expect(text.color == Self.purple)
        #expect(text.alignment == .right)
        #expect(text.lines == 2)
    }

    @Test func nodePropertiesBeatEverything() throws {
        let preamble = """
            styles:
              label: { color: red }
              label.body: { color: blue }
              .warn: { color: yellow }
            components:
              label.loud:
                extends: label.body
                properties: { color: green }
            """
        #expect(
            try bodyColor(preamble, node: "- label.loud: { id: t, text: T, style: warn, color: white }")
                == Self.white)
        #expect(
            try bodyColor(preamble, node: "- label.body: { id: t, text: T, style: warn, color: white }")
                == Self.white)
    }

    @Test func eachLayerKeepsTheKeysItDoesNotSet() throws {
        let preamble = """
            styles:
              label: { lines: 4 }
              label.body: { alignment: right }
              .warn: { color: yellow }
            """
        let tree = try resolvedTree(
            screen("- label.body: { id: t, text: T, style: warn }", preamble: preamble))
        let text = try #require(try tree.view(id: "t").text)
        #expect(text.lines == 4)
        #expect(text.alignment == .right)
        #expect(text.color == Self.yellow)
        #expect(text.textStyle == .body)
    }

    // MARK: Mapping properties merge sub-key by sub-key

    @Test func styleBorderWidthKeepsTheDefaultBorderColour() throws {
        let tree = try resolvedTree(
            screen(
                "- button.negative: { id: b, title: B }",
                preamble: "styles:\n  button.negative: { border: { width: 3 } }"))
        #expect(try tree.view(id: "b").appearance.border == Border(width: 3, color: navy("#FA4A71")))
    }

    @Test func nodeBorderColourKeepsTheStyleWidth() throws {
        let tree = try resolvedTree(
            screen(
                "- button.negative: { id: b, title: B, border: { color: red } }",
                preamble: "styles:\n  button: { border: { width: 3 } }"))
        #expect(try tree.view(id: "b").appearance.border == Border(width: 3, color: Self.red))
    }

    @Test func borderWidthZeroRemovesTheBorder() throws {
        let tree = try resolvedTree(
            screen(
                "- button.negative: { id: b, title: B }",
                preamble: "styles:\n  .flat: { border: { width: 0 } }"
            )
            .replacingOccurrences(of: "title: B }", with: "title: B, style: flat }"))
        #expect(try tree.view(id: "b").appearance.border == nil)
    }

    @Test func shadowMergesWithTheCardsDefault() throws {
        let tree = try resolvedTree(
            screen("- card: { id: c, shadow: { opacity: 0.5 }, children: [view: {}] }"))
        #expect(
            try tree.view(id: "c").appearance.shadow
                == Shadow(
                    color: RGBA(red: 0, green: 0, blue: 0), opacity: 0.5, radius: 4, offsetX: 4, offsetY: 4))
    }

    @Test func fontMergesAcrossLayers() throws {
        let tree = try resolvedTree(
            screen(
                "- label.body: { id: t, text: T, font: { weight: bold } }",
                preamble: "styles:\n  label.body: { font: { size: 20 } }"))
        let text = try #require(try tree.view(id: "t").text)
        #expect(text.font.size == 20)
        #expect(text.font.weight == .bold)
    }

    @Test func perAxisPrioritiesMergeAcrossLayers() throws {
        let tree = try resolvedTree(
            screen(
                "- label.body: { id: t, text: T, hugging: { vertical: 900 } }",
                preamble: "styles:\n  label: { hugging: { horizontal: 300 } }"))
        #expect(try tree.view(id: "t").size.hugging == AxisPair(horizontal: 300, vertical: 900))
    }

    // MARK: Family styles and kinds that lack a property

    @Test func familyStylePropertyAKindLacksIsSkipped() throws {
        // `padding` is `scroll.vertical`'s; the plain `scroll` has none.
        let tree = try resolvedTree(
            screen(
                """
                - scroll.vertical: { id: page, layout: [{ top: 0 }], children: [label.body: A] }
                - scroll: { id: plain, children: [label.body: B] }
                """,
                preamble: "styles:\n  scroll: { padding: 12, background: red }"))
        #expect(try tree.view(id: "page").arrangement == .page(horizontal: 12, vertical: []))
        #expect(try tree.view(id: "plain").arrangement == .free)
        #expect(try tree.view(id: "plain").backgroundColor == Self.red)
        #expect(try tree.view(id: "page").backgroundColor == Self.red)
    }

    @Test func familyStyleReachesEveryKindOfTheFamily() throws {
        let tree = try resolvedTree(
            screen(
                "- button: { id: a, title: A }\n- button.negative: { id: b, title: B }\n- button.mainFab: { id: c, image: plus }",
                preamble: "styles:\n  button: { cornerRadius: 12 }"))
        for id in ["a", "b", "c"] {
            #expect(try tree.view(id: id).appearance.cornerRadius == .points(12), "\(id)")
        }
    }

    @Test func factoryDefaultsStayWhenNothingOverrides() throws {
        let tree = try resolvedTree(
            screen("- label.header: { id: t, text: T }", preamble: "styles:\n  label: { color: red }"))
        let text = try #require(try tree.view(id: "t").text)
        #expect(text.color == Self.red)
        #expect(text.textStyle == .title1)
        #expect(text.lines == 1)
        #expect(text.minimumScale == 0.5)
    }
}
