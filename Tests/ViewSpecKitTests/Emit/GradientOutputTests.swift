import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Gradients as the emitters write them: the JSON fields, the resolved tree's text, the SVG that
/// draws them and the ASCII picture's flat fill; and where the schemas describe them.
@Suite struct GradientOutputTests {
    static let spec = """
        # viewspec: ignore low-contrast -- a white-to-orange text ramp on the white window shows the ramp, not a readable title
        viewspec: 1
        device: iphone-se
        tokens:
          color: { brand: "#FF6A00" }
          gradient: { night: { diagonal: [card, black] } }
        root:
          view:
            children:
              - view:
                  id: ramp
                  background: { type: axial, start: centerLeft, end: centerRight, colors: [red, "#00FF0080", blue], locations: [0, 0.25, 1] }
                  layout: [{ top: 0, horizontal: 0, height: 100 }]
              - label.header:
                  id: title
                  text: Hello
                  color: { type: axial, start: topCenter, end: bottomCenter, colors: [white, $brand] }
                  layout: [{ below: ramp, leading: 16 }]
              - view: { id: night, background: $night, layout: [{ bottom: 0, horizontal: 0, height: 80 }] }
              - view: { id: glow, background: { colors: [labelHeader, "#FFFFFF00"], start: center, end: [1, 0.75] }, width: 60, height: 60, layout: [{ centerX: 0 }, { centerY: 0 }] }
        """

    static func laidOut() throws -> EmittedSpec { try emitted(Self.spec) }

    @Test func theSpecHasNothingToReport() {
        let spec = validated(Self.spec)
        #expect(spec.diagnostics.isEmpty, "\(spec.report)")
    }

    // MARK: JSON

    @Test func jsonWritesTheGradientWithItsLocations() throws {
        let views = try Self.laidOut().jsonViews()
        let ramp = try #require(views["ramp"]?["background"] as? [String: Any])
        #expect(ramp["type"] as? String == "axial")
        #expect(ramp["start"] as? [Double] == [0, 0.5])
        #expect(ramp["end"] as? [Double] == [1, 0.5])
        #expect(ramp["colors"] as? [String] == ["#FF0000", "#00FF0080", "#0000FF"])
        #expect(ramp["locations"] as? [Double] == [0, 0.25, 1])
        let glow = try #require(views["glow"]?["background"] as? [String: Any])
        #expect(glow["type"] as? String == "radial")
        #expect(glow["start"] as? [Double] == [0.5, 0.5])
        #expect(glow["end"] as? [Double] == [1, 0.75])
        #expect(glow["locations"] == nil, "evenly spaced stops write no locations")
    }

    @Test func jsonWritesADiagonalTokenAsGradientHelperBuildsIt() throws {
        let night = try #require(try Self.laidOut().jsonViews()["night"]?["background"] as? [String: Any])
        #expect(night["type"] as? String == "axial")
        #expect(night["start"] as? [Double] == [0.25, 0.25])
        #expect(night["end"] as? [Double] == [1, 1])
        #expect(night["colors"] as? [String] == ["#2A3464", "#000000"])
    }

    @Test func textWithAGradientWritesItAndItsFlatColour() throws {
        let text = try #require(try Self.laidOut().jsonViews()["title"]?["text"] as? [String: Any])
        let gradient = try #require(text["gradient"] as? [String: Any])
        #expect(gradient["colors"] as? [String] == ["#FFFFFF", "#FF6A00"])
        #expect(gradient["start"] as? [Double] == [0.5, 0])
        // The mean of white and #FF6A00: (255 + 106) / 2 = 180.5 → B5, (255 + 0) / 2 = 127.5 → 80.
        #expect(text["color"] as? String == "#FFB580")
    }

    @Test func resolvedTreeNamesTheGradientsPointsAndLocations() throws {
        let dump = try Self.laidOut().text(.resolved)
        #expect(
            dump.contains(
                "background axial gradient #FF0000 → #00FF0080 → #0000FF from (0, 0.5) to (1, 0.5) at 0, 0.25, 1"
            ))
        #expect(dump.contains("background axial gradient #2A3464 → #000000 from (0.25, 0.25) to (1, 1)"))
        #expect(dump.contains("axial gradient #FFFFFF → #FF6A00 from (0.5, 0) to (0.5, 1), left"))
    }

    // MARK: SVG

    @Test func svgFillsTheViewWithTheGradientAtItsOffsets() throws {
        let svg = try Self.laidOut().text(.svg)
        #expect(
            svg.contains(
                "<linearGradient id=\"g-1\" x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\"><stop offset=\"0\" stop-color=\"#FF0000\"/><stop offset=\"0.25\" stop-color=\"#00FF00\" stop-opacity=\"0.502\"/><stop offset=\"1\" stop-color=\"#0000FF\"/></linearGradient>"
            ))
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"375\" height=\"100\" fill=\"url(#g-1)\"/>"))
    }

    @Test func svgPaintsGradientTextAcrossTheViewsFrame() throws {
        let spec = try Self.laidOut()
        let svg = try spec.text(.svg)
        let frame = try #require(spec.absolute("title"))
        let expected =
            "<linearGradient id=\"g-2\" x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\" gradientUnits=\"userSpaceOnUse\""
            + " gradientTransform=\"translate(16 100) scale(\(shown(frame.width)!) \(shown(frame.height)!))\">"
        #expect(svg.contains(expected), "\(svg)")
        #expect(svg.contains(">Hello</text>"))
        let text = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">Hello</text>") })
        #expect(text.contains("fill=\"url(#g-2)\""))
    }

    @Test func svgDrawsARadialGradientCentredOnItsStart() throws {
        let svg = try Self.laidOut().text(.svg)
        #expect(
            svg.contains(
                "<radialGradient id=\"g-4\" cx=\"0.5\" cy=\"0.5\" r=\"1\" fx=\"0.5\" fy=\"0.5\" gradientTransform=\"translate(0.5 0.5) scale(0.5 0.25) translate(-0.5 -0.5)\"><stop offset=\"0\" stop-color=\"#FFFFFF\"/><stop offset=\"1\" stop-color=\"#FFFFFF\" stop-opacity=\"0\"/></radialGradient>"
            ), "\(svg)")
    }

    // MARK: ASCII

    /// A gradient is drawn as its flat colour: a child painted that colour draws no box of its
    /// own, as a child painted its parent's plain colour draws none.
    @Test func asciiTreatsAGradientAsItsFlatColour() throws {
        func boxes(child: String) throws -> Int {
            let spec = """
                viewspec: 1
                device: { width: 200, height: 200 }
                root:
                  view:
                    children:
                      - view:
                          background: { type: axial, colors: ["#000000", "#FEFEFE"] }
                          layout: [{ edges: 20 }]
                          children:
                            - view: { background: "\(child)", layout: [{ edges: 40 }] }
                """
            return try emitted(spec).text(.ascii).filter { $0 == "┌" }.count
        }
        #expect(
            try boxes(child: "#7F7F7F") == 2, "the screen and the gradient; the child matches its flat colour"
        )
        #expect(try boxes(child: "#000000") == 3)
    }

    // MARK: Schemas

    @Test func specSchemaDescribesGradientValuesAndTokens() throws {
        let text = SpecSchema.jsonSchema()
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let gradient = try #require(defs["gradient"] as? [String: Any])
        let keys = try #require(gradient["properties"] as? [String: Any]).keys.sorted()
        #expect(keys == ["colors", "diagonal", "end", "locations", "start", "type"])
        let paint = try #require(defs["paint"] as? [String: Any])
        #expect("\(paint)".contains("#/$defs/gradient"))
        #expect(text.contains("gradient tokens"))
    }

    @Test func outputSchemaDescribesLocationsAndTextGradients() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(LayoutSchema.jsonSchema().utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let gradient = try #require((defs["gradient"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(gradient["locations"] != nil)
        #expect((gradient["type"] as? [String: Any]).map { "\($0)".contains("axial") } == true)
        let text = try #require((defs["text"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(text["gradient"] != nil)
        let required = try #require((defs["text"] as? [String: Any])?["required"] as? [String])
        #expect(!required.contains("gradient"))
    }
}
