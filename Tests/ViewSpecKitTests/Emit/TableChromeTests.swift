import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// A table looks like UIKit's: separators that show on the background they sit on.
@Suite struct TableChromeTests {
    static func table(
        background: String = "white", device: String = "iphone-17",
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

    /// UIKit's separator in light mode is 29 % grey-blue, which vanishes on navy: over a dark
    /// background the rows take the dark value.
    @Test func separatorsShowOnTheBackgroundBehindTheTable() throws {
        let light = try Self.row(0, in: try Self.svg(Self.table()))
        #expect(light.contains("fill=\"#3C3C43\" fill-opacity=\"0.29\""))
        let navy = try Self.row(0, in: try Self.svg(Self.table(background: "#2A3464")))
        #expect(navy.contains("fill=\"#545458\" fill-opacity=\"0.6\""))
    }

    @Test func theLayoutJSONCarriesTheSeparatorColour() throws {
        let json = try emitted(Self.table(background: "#2A3464")).text(.json)
        #expect(json.contains("\"color\": \"#54545899\""))
    }
}
