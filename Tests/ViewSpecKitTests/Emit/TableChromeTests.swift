import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// A table looks like UIKit's: rows at least 44 pt tall, and separators that show on the
/// background they sit on and start under the text.
@Suite struct TableChromeTests {
    static func table(
        background: String = "white", rowHeight: Double? = nil, device: String = "iphone-17",
        layout: String = "[{ edges: { to: safeArea } }]"
    ) -> String {
        """
        viewspec: 1
        device: \(device)
        root:
          view:
            background: "\(background)"
            children:
              - table:
                  id: list
                  layout: \(layout)
                  cell:
                    label.body: { id: name, text: $name }
                  rows: [{ name: One }, { name: Two }]
                  insets: { left: 16, right: 16, top: 0, bottom: 0 }
        \(rowHeight.map { "          rowHeight: \($0)" } ?? "")
        """
    }

    static func svg(_ yaml: String, options: Pipeline.Options = Pipeline.Options()) throws -> String {
        try emitted(yaml, options: options).text(.svg)
    }

    /// The markup of row `row` of `list`, its content's and its separator's, up to the next row.
    static func row(_ row: Int, in svg: String) throws -> String {
        let start = try #require(svg.range(of: "id=\"\(SVGMarkup.elementID("list/cell[\(row)]"))\""))
        let own = try #require(svg[start.upperBound...].range(of: "vs:kind=\"cell\""))
        let next = svg[own.upperBound...].range(of: "vs:kind=\"cell\"")?.lowerBound ?? svg.endIndex
        return String(svg[own.upperBound..<next])
    }

    @Test func aSelfSizingRowIsAtLeastTheStandardRowHeight() {
        // A body label is about 20 pt tall: the row is 44, the label fills it (insets 0).
        let spec = layOut(Self.table(), devices: ["iphone-17"])
        #expect(shown(spec.absolute("list/cell[0]")?.height) == "44")
        #expect(
            shown(spec.absolute("list/cell[1]")?.y) == shown(spec.absolute("list/cell[0]").map { $0.y + 44 }))
        #expect(shown(spec.absolute("list/cell[0]/name")?.height) == "44")
        let fixed = layOut(Self.table(rowHeight: 30), devices: ["iphone-17"])
        #expect(shown(fixed.absolute("list/cell[0]")?.height) == "30", "a written rowHeight is kept")
    }

    /// UIKit's separator in light mode is 29 % grey-blue, which vanishes on navy: over a dark
    /// background the rows take the dark value.
    @Test func separatorsShowOnTheBackgroundBehindTheTable() throws {
        let light = try Self.row(0, in: try Self.svg(Self.table()))
        #expect(light.contains("fill=\"#3C3C43\" fill-opacity=\"0.29\""))
        let navy = try Self.row(0, in: try Self.svg(Self.table(background: "#2A3464")))
        #expect(navy.contains("fill=\"#545458\" fill-opacity=\"0.6\""))
    }

    /// UIKit insets separators with the content view: in landscape they start under the text, past
    /// the notch; right to left they run from the left edge to 16 pt before the right one.
    @Test func separatorsStartUnderTheTextAndMirror() throws {
        let landscape = try Self.svg(Self.table(device: "iphone-17-landscape", layout: "[{ edges: 0 }]"))
        let line = try #require(
            MockupChromeTests.rects(try Self.row(0, in: landscape)).first {
                $0.height == 0.5
            })
        #expect(line.x == 78 && line.x + line.width == 874)
        let mirrored = try Self.svg(Self.table(), options: Pipeline.Options(direction: .rightToLeft))
        let rtl = try #require(
            MockupChromeTests.rects(try Self.row(0, in: mirrored)).first {
                $0.height == 0.5
            })
        #expect(rtl.x == 0 && rtl.width == 402 - 16)
    }

    @Test func theLayoutJSONCarriesTheSeparatorColour() throws {
        let json = try emitted(Self.table(background: "#2A3464")).text(.json)
        #expect(json.contains("\"color\": \"#54545899\""))
    }
}
