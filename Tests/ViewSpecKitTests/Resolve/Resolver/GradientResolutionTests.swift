import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Gradients as values: GradientHelper's `custom` and `diagonal` written on backgrounds and
/// text colours, in styles and tokens, resolved with the document's palette and tokens.
@Suite struct GradientResolutionTests {
    @Test func customGradientTakesGradientHelpersDefaults() throws {
        let tree = try resolvedTree(
            screen("- view: { id: a, background: { colors: [labelHeader, \"#FF000080\"] } }"))
        let gradient = try #require(try tree.view(id: "a").gradient)
        #expect(gradient.kind == .radial)
        #expect(gradient.start == .topLeft)
        #expect(gradient.end == .bottomRight)
        #expect(gradient.colors == [navy("#FFFFFF"), RGBA(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)])
        #expect(gradient.locations == nil)
    }

    @Test func diagonalIsAxialFromAQuarterInToTheBottomRight() throws {
        let tree = try resolvedTree(screen("- view: { id: a, background: { diagonal: [card, black] } }"))
        #expect(
            try tree.view(id: "a").gradient
                == Gradient(
                    kind: .axial, start: UnitPoint(x: 0.25, y: 0.25), end: UnitPoint(x: 1, y: 1),
                    colors: [navy("#2A3464"), RGBA(red: 0, green: 0, blue: 0)]))
    }

    @Test func namedAndNumericPointsTypeAndLocations() throws {
        let tree = try resolvedTree(
            screen(
                "- view: { id: a, background: { type: axial, start: centerLeft, end: [1, 0.25], colors: [red, green, blue], locations: [0, 0.2, 1] } }"
            ))
        let gradient = try #require(try tree.view(id: "a").gradient)
        #expect(gradient.kind == .axial)
        #expect(gradient.start == UnitPoint(x: 0, y: 0.5))
        #expect(gradient.end == UnitPoint(x: 1, y: 0.25))
        #expect(gradient.locations == [0, 0.2, 1])
        #expect(gradient.stops.map(\.location) == [0, 0.2, 1])
    }

    @Test func everyNamedPointIsGradientHelpers() {
        #expect(
            UnitPoint.named.map(\.name) == [
                "topLeft", "centerLeft", "bottomLeft", "topCenter", "center", "bottomCenter", "topRight",
                "centerRight", "bottomRight",
            ])
        #expect(UnitPoint.named("centerRight") == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.named("bottomCenter") == UnitPoint(x: 0.5, y: 1))
    }

    @Test func colourTokensAndPaletteRolesAreStops() throws {
        let tree = try resolvedTree(
            screen(
                "- view: { id: a, background: { colors: [$brand, onTabBar] } }",
                preamble: """
                    tokens: { color: { brand: "#FF6A00" } }
                    palettes: { dusk: { onTabBar: "#101010" } }
                    palette: dusk
                    """))
        #expect(try tree.view(id: "a").gradient?.colors == [RGBA(hex: "#FF6A00"), RGBA(hex: "#101010")])
    }

    @Test func aGradientTokenIsABackgroundAndATextColour() throws {
        let tree = try resolvedTree(
            screen(
                """
                - view: { id: a, background: $sunrise }
                - label.body: { id: b, text: Hi, color: $sunrise }
                """,
                preamble: """
                    tokens:
                      color: { brand: "#FF6A00" }
                      gradient: { sunrise: { type: axial, colors: [$brand, white] } }
                    """))
        let expected = Gradient(
            kind: .axial, start: .topLeft, end: .bottomRight,
            colors: [RGBA(hex: "#FF6A00"), RGBA(hex: "#FFFFFF")])
        #expect(try tree.view(id: "a").gradient == expected)
        #expect(try tree.view(id: "b").text?.gradient == expected)
    }

    @Test func textWithAGradientKeepsItsFlatColour() throws {
        let tree = try resolvedTree(
            screen("- label.body: { id: a, text: Hi, color: { colors: [\"#000000\", \"#FEFEFE\"] } }"))
        let text = try #require(try tree.view(id: "a").text)
        #expect(text.gradient?.colors == [RGBA(hex: "#000000"), RGBA(hex: "#FEFEFE")])
        #expect(text.color == RGBA(hex: "#7F7F7F"))
    }

    @Test func aStylesGradientReplacesTheFabsWhole() throws {
        let tree = try resolvedTree(
            screen(
                "- button.mainFab: plus",
                preamble: "styles: { button.mainFab: { background: { type: axial, colors: [red, blue] } } }"))
        #expect(
            try tree.first("button.mainFab").gradient
                == Gradient(
                    kind: .axial, start: .topLeft, end: .bottomRight,
                    colors: [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)]))
    }

    @Test func aStyleWithOnlyColoursKeepsCustomsDefaultsNotTheLayerBelow() throws {
        let tree = try resolvedTree(
            screen(
                "- view: { id: a, style: [axial, warm] }",
                preamble: """
                    styles:
                      .axial: { background: { type: axial, start: topCenter, end: bottomCenter, colors: [red, blue] } }
                      .warm: { background: { colors: [orange, yellow] } }
                    """))
        let gradient = try #require(try tree.view(id: "a").gradient)
        #expect(gradient.kind == .radial)
        #expect(gradient.start == .topLeft)
    }

    @Test func componentParametersAreStops() throws {
        let tree = try resolvedTree(
            """
            viewspec: 1
            components:
              banner:
                params: { top: color, bottom: color }
                body: { view: { id: b, background: { diagonal: [$top, $bottom] } } }
            root:
              view:
                children:
                  - banner: { top: red, bottom: "#0000FF" }
            """)
        #expect(
            tree.all("view").compactMap(\.gradient).map(\.colors) == [
                [RGBA(red: 1, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 1)]
            ])
    }

    // MARK: The flat colour

    @Test func flatColourIsTheMeanOfTheRamp() {
        let black = RGBA(red: 0, green: 0, blue: 0)
        let white = RGBA(red: 1, green: 1, blue: 1)
        #expect(Gradient.diagonal(black, white).flatColor == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        // Black held over the first 0.5, then a ramp to white: a quarter of white on average.
        let late = Gradient(
            kind: .axial, start: .topLeft, end: .bottomRight, colors: [black, white], locations: [0.5, 1])
        #expect(late.flatColor == RGBA(red: 0.25, green: 0.25, blue: 0.25))
        // A hard edge at 0.5: half black, half white.
        let edge = Gradient(
            kind: .axial, start: .topLeft, end: .bottomRight, colors: [black, black, white, white],
            locations: [0, 0.5, 0.5, 1])
        #expect(edge.flatColor == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        let clear = RGBA(red: 1, green: 1, blue: 1, alpha: 0)
        #expect(Gradient.diagonal(white, clear).flatColor.alpha == 0.5)
    }

    @Test func stopsAreEvenlySpacedWithoutLocations() {
        let colors = [
            RGBA(red: 0, green: 0, blue: 0), RGBA(red: 1, green: 0, blue: 0), RGBA(red: 1, green: 1, blue: 1),
        ]
        let gradient = Gradient(kind: .radial, start: .topLeft, end: .bottomRight, colors: colors)
        #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    }
}
