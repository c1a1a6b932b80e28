import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Palettes (ViewFactory's 18 roles, navy built in) and padding, elevation and colour tokens.
@Suite struct PaletteTokenTests {
    /// The seed's table, in ViewFactoryColorProtocol's order, as the seed's asset catalogue has them.
    static let navyTable: [(String, String)] = [
        ("onNavigationBar", "#FFFFFF"), ("tabBar", "#2A3464"), ("onTabBar", "#6A75A3"),
        ("onTabBarActive", "#F0F1F4"), ("labelHeader", "#FFFFFF"), ("labelInput", "#6A75A3"),
        ("labelBody", "#F0F1F4"), ("labelHint", "#6A75A3"), ("input", "#222950"), ("onInput", "#F0F1F4"),
        ("inputPlaceholder", "#6A75A3"), ("buttonNegative", "#222950"), ("onButtonNegative", "#FA4A71"),
        ("buttonFabGradientFirst", "#7B62FB"), ("buttonFabGradientLast", "#5E57B3"),
        ("onButtonFab", "#FFFFFF"),
        ("card", "#2A3464"), ("tableRefresh", "#FFFFFF"),
    ]

    @Test func theDefaultPaletteIsNavy() throws {
        let tree = try resolvedTree(screen("- view: {}"))
        #expect(tree.palette.name == "navy")
        #expect(tree.palette.roles.map(\.role) == Self.navyTable.map(\.0))
        #expect(tree.palette.roles.map(\.color.description) == Self.navyTable.map(\.1))
    }

    @Test func aCustomPaletteExtendsNavyAndOverridesARole() throws {
        let tree = try resolvedTree(
            screen(
                "- label.header: { id: h, text: H }\n- label.body: { id: b, text: B }",
                preamble: """
                    palettes:
                      light: { labelHeader: "#111111" }
                    palette: light
                    """))
        #expect(tree.palette.name == "light")
        #expect(try tree.view(id: "h").text?.color == navy("#111111"))
        // Roles it does not override stay navy's.
        #expect(try tree.view(id: "b").text?.color == navy("#F0F1F4"))
        #expect(tree.palette["card"] == navy("#2A3464"))
    }

    @Test func aPaletteThatIsDeclaredButNotSelectedChangesNothing() throws {
        let tree = try resolvedTree(
            screen(
                "- label.header: { id: h, text: H }",
                preamble: "palettes:\n  light: { labelHeader: \"#111111\" }"))
        #expect(tree.palette.name == "navy")
        #expect(try tree.view(id: "h").text?.color == navy("#FFFFFF"))
    }

    @Test func paletteExtendsChain() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.header: { id: h, text: H }
                - label.body: { id: b, text: B }
                - label.hint: { id: i, text: I }
                - card: { id: c, children: [view: {}] }
                """,
                preamble: """
                    palettes:
                      base: { labelHeader: "#111111", labelBody: "#222222", card: white }
                      middle: { extends: base, labelBody: "#333333" }
                      top: { extends: middle, labelHint: "#444444" }
                    palette: top
                    """))
        #expect(tree.palette.name == "top")
        #expect(try tree.view(id: "h").text?.color == navy("#111111"))
        #expect(try tree.view(id: "b").text?.color == navy("#333333"))
        #expect(try tree.view(id: "i").text?.color == navy("#444444"))
        #expect(try tree.view(id: "c").backgroundColor == RGBA(red: 1, green: 1, blue: 1))
        #expect(tree.palette["input"] == navy("#222950"))
    }

    @Test func explicitExtendsNavy() throws {
        let tree = try resolvedTree(
            screen(
                "- label.body: { id: b, text: B }",
                preamble: "palettes:\n  p: { extends: navy, labelBody: black }\npalette: p"))
        #expect(try tree.view(id: "b").text?.color == RGBA(red: 0, green: 0, blue: 0))
    }

    @Test func colourLiteralsInPalettes() throws {
        let tree = try resolvedTree(
            screen(
                "- view: {}",
                preamble: """
                    palettes:
                      p: { card: "#FFF", input: "rgb(255, 0, 0)", labelHint: "#00FF0080" }
                    palette: p
                    """))
        #expect(tree.palette["card"] == RGBA(red: 1, green: 1, blue: 1))
        #expect(tree.palette["input"] == RGBA(red: 1, green: 0, blue: 0))
        #expect(tree.palette["labelHint"]?.description == "#00FF0080")
    }

    @Test func rolesAsColoursFollowTheSelectedPalette() throws {
        let tree = try resolvedTree(
            screen(
                "- view: { id: v, background: card }",
                preamble: "palettes:\n  p: { card: \"#123456\" }\npalette: p"))
        #expect(try tree.view(id: "v").backgroundColor == navy("#123456"))
    }

    // MARK: Colour tokens

    @Test func colourTokens() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.body: { id: b, text: B, color: $brand }
                - view: { id: v, background: $scrim }
                """,
                preamble: """
                    tokens:
                      color: { brand: "#FF6A00", scrim: "rgba(0, 0, 0, 0.4)" }
                    """))
        #expect(try tree.view(id: "b").text?.color == navy("#FF6A00"))
        let scrim = try #require(try tree.view(id: "v").backgroundColor)
        #expect(scrim.alpha == 0.4)
        #expect(scrim.red == 0)
    }

    @Test func aColourTokenInAPalette() throws {
        let tree = try resolvedTree(
            screen(
                "- card: { id: c, children: [view: {}] }",
                preamble: """
                    tokens:
                      color: { brand: "#FF6A00" }
                    palettes:
                      p: { card: $brand }
                    palette: p
                    """))
        #expect(tree.palette["card"] == navy("#FF6A00"))
        #expect(try tree.view(id: "c").backgroundColor == navy("#FF6A00"))
    }

    @Test func aColourTokenNamingARole() throws {
        let tree = try resolvedTree(
            screen(
                "- view: { id: v, background: $surface }",
                preamble:
                    "tokens:\n  color: { surface: card }\npalettes:\n  p: { card: \"#010203\" }\npalette: p"))
        #expect(try tree.view(id: "v").backgroundColor == navy("#010203"))
    }

    // MARK: Padding and elevation tokens

    @Test func paddingTokensInSpacing() throws {
        let tree = try resolvedTree(
            screen(
                """
                - stack.vertical: { id: custom, spacing: $gutter, children: [view: {}] }
                - stack.vertical: { id: builtIn, spacing: $eight, children: [view: {}] }
                - stack: { id: margins, margins: $gutter, children: [view: {}] }
                """,
                preamble: "tokens:\n  padding: { gutter: 20 }"))
        #expect(try tree.view(id: "custom").stackRules?.spacing == 20)
        #expect(try tree.view(id: "builtIn").stackRules?.spacing == 8)
        #expect(
            try tree.view(id: "margins").stackRules?.margins
                == EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        #expect(tree.tokens.points("gutter") == 20)
        #expect(tree.points("gutter", in: 0) == 20)
    }

    @Test func builtInPaddingTokens() throws {
        let tree = try resolvedTree(screen("- view: {}"))
        for (name, points) in [("zero", 0.0), ("four", 4), ("eight", 8), ("sixteen", 16), ("twentyFour", 24)]
        {
            #expect(tree.tokens.points(name) == points, "\(name)")
        }
    }

    @Test func builtInElevationTokens() throws {
        let tree = try resolvedTree(screen("- view: {}"))
        let expected: [(String, Double)] = [
            ("zeroDp", 0), ("oneDp", 1), ("twoDp", 2), ("threeDp", 3), ("fourDp", 4), ("sixDp", 6),
            ("eightDp", 8), ("twelveDp", 12), ("sixteenDp", 16), ("twentyFourDp", 24),
        ]
        for (name, dp) in expected {
            #expect(tree.tokens.elevation(name) == dp, "\(name)")
        }
    }

    @Test func paddingTokensInInsetsAndLengths() throws {
        let tree = try resolvedTree(
            screen(
                """
                - spacer: { id: s, insets: [$eight, $gutter], child: { view: {} } }
                - view: { id: v, height: $gutter }
                - card: { id: c, elevation: $sheet, children: [view: {}] }
                """,
                preamble: "tokens:\n  padding: { gutter: 20 }\n  elevation: { sheet: 12 }"))
        #expect(
            try tree.view(id: "s").arrangement
                == .wrapper(position: .fill, insets: EdgeInsets(vertical: 8, horizontal: 20)))
        #expect(try tree.view(id: "v").heightRules == ["== 20 @1000"])
        #expect(try tree.view(id: "c").appearance.elevation == 12)
    }
}
