import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Everything the SVG draws is in the JSON: a consumer can redraw the mockup from it.
@Suite struct DrawnPropertiesJSONTests {
    static let spec = """
        viewspec: 1
        device: iphone-se
        root:
          view:
            children:
              - dashed:
                  id: outline
                  dash: [4, 2]
                  width: 2
                  color: "#FF0000"
                  layout: [{ top: 40, left: 20, width: 200, height: 80 }]
                  child:
                    view: { id: inner, background: "#00FF00", cornerRadius: 12 }
              - view: { id: boxed, border: { width: 2, color: "#0000FF" }, cornerRadius: 6, layout: [{ top: 140, left: 20, width: 100, height: 40 }] }
              - textView: { id: notes, text: Hello, layout: [{ top: 200, left: 20, width: 200, height: 80 }] }
              - button: { id: go, title: Go, layout: [{ top: 300, left: 20 }] }
              - table:
                  id: list
                  rowHeight: 44
                  layout: [{ top: 340, left: 0, right: 0, height: 100 }]
                  cell:
                    label.body: { text: $name }
                  rows: [{ name: One }]
        """

    static func views() throws -> [String: [String: Any]] {
        try emitted(Self.spec).jsonViews()
    }

    @Test func aDashedLineCarriesItsContentsCornerRadius() throws {
        let border = try #require(try Self.views()["outline"]?["border"] as? [String: Any])
        #expect(border["placement"] as? String == "alongFrame")
        #expect(border["cornerRadius"] as? Double == 12)
        #expect(border["dash"] as? [Double] == [4, 2])
        // The SVG strokes the same rounded rectangle.
        let svg = try emitted(Self.spec).text(.svg)
        #expect(svg.contains("rx=\"12\""))
        #expect(svg.contains("stroke-dasharray=\"4 2\""))
    }

    @Test func aLayersBorderIsInsideWithTheViewsRadius() throws {
        let border = try #require(try Self.views()["boxed"]?["border"] as? [String: Any])
        #expect(border["placement"] as? String == "inside")
        #expect(border["cornerRadius"] as? Double == 6)
    }

    @Test func textCarriesItsPaddingAndPlacement() throws {
        let views = try Self.views()
        let notes = try #require(views["notes"]?["text"] as? [String: Any])
        #expect(notes["placement"] as? String == "top")
        #expect(notes["padding"] as? [String: Double] == ["horizontal": 10, "vertical": 16])
        let go = try #require(views["go"]?["text"] as? [String: Any])
        #expect(go["placement"] as? String == "centered")
        #expect(go["padding"] as? [String: Double] == ["horizontal": 0, "vertical": 12])
    }

    @Test func aTableCarriesItsRowSeparatorAndClipping() throws {
        let views = try Self.views()
        let separator = try #require(views["list"]?["rowSeparator"] as? [String: Any])
        #expect(separator["inset"] as? Double == 16)
        #expect(separator["height"] as? Double == 0.5)
        #expect(separator["color"] as? String == "#3C3C434A")
        #expect(views["list"]?["clipsToBounds"] as? Bool == true)
        #expect(views["boxed"]?["clipsToBounds"] == nil)
    }
}
