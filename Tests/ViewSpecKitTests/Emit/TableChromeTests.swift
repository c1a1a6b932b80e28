import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// A table looks like UIKit's: rows at least 44 pt tall, separators that show on the background
/// they sit on and start under the text, and a disclosure chevron or a checkmark at the trailing
/// end of every row that asks for one.
@Suite struct TableChromeTests {
    static func table(
        background: String = "white", accessory: String? = nil, rowHeight: Double? = nil,
        device: String = "iphone-17", layout: String = "[{ edges: { to: safeArea } }]"
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
        \(accessory.map { "          accessory: \($0)" } ?? "")
        \(rowHeight.map { "          rowHeight: \($0)" } ?? "")
        """
    }

    static func svg(_ yaml: String, options: Pipeline.Options = Pipeline.Options()) throws -> String {
        try emitted(yaml, options: options).text(.svg)
    }

    /// The markup of row `row` of `list`, its content's and its separator's and accessory's, up to
    /// the next row.
    static func row(_ row: Int, in svg: String) throws -> String {
        let start = try #require(svg.range(of: "id=\"\(SVGMarkup.elementID("list/cell[\(row)]"))\""))
        let own = try #require(svg[start.upperBound...].range(of: "vs:kind=\"cell\""))
        let next = svg[own.upperBound...].range(of: "vs:kind=\"cell\"")?.lowerBound ?? svg.endIndex
        return String(svg[own.upperBound..<next])
    }

    /// The first `<path d="…">` of row `row`, as its points.
    static func pathPoints(_ row: Int, in svg: String) throws -> [(x: Double, y: Double)] {
        let group = try Self.row(row, in: svg)
        let start = try #require(group.range(of: "<path d=\""))
        let end = try #require(group[start.upperBound...].firstIndex(of: "\""))
        let numbers = group[start.upperBound..<end].split(whereSeparator: { "ML ".contains($0) }).compactMap {
            Double($0)
        }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
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

    @Test func aDisclosureNarrowsTheRowsContentFromTheTrailingSide() throws {
        // iphone-17 is 402 wide: 16 leading, and 16 + the 8 pt chevron + 10 before it trailing.
        let spec = layOut(Self.table(accessory: "disclosure"), devices: ["iphone-17"])
        #expect(shown(spec.absolute("list/cell[0]/name")?.x) == "16")
        #expect(shown(spec.absolute("list/cell[0]/name")?.width) == "352")
        let mirrored = layOut(
            Self.table(accessory: "disclosure"), devices: ["iphone-17"],
            options: Pipeline.Options(direction: .rightToLeft))
        #expect(shown(mirrored.absolute("list/cell[0]/name")?.x) == "34")
        let tree = try #require(spec.tree)
        let table = try #require(spec.index("list"))
        #expect(
            tree.views[table].arrangement
                == .rows(
                    rowHeight: nil, cellInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                    accessory: .disclosure))
    }

    @Test func theDisclosureChevronPointsToTheTrailingEdge() throws {
        let svg = try Self.svg(Self.table(accessory: "disclosure"))
        let rowTop = 62.0
        // 8 × 13 at the trailing inset, centred on the 44 pt row, in tertiaryLabel.
        let chevron = try Self.pathPoints(0, in: svg)
        #expect(chevron.map(\.x) == [378, 386, 378])
        #expect(chevron.map(\.y) == [rowTop + 15.5, rowTop + 22, rowTop + 28.5])
        #expect(try Self.row(0, in: svg).contains("stroke=\"#3C3C43\""))
        let mirrored = try Self.svg(
            Self.table(accessory: "disclosure"), options: Pipeline.Options(direction: .rightToLeft))
        #expect(try Self.pathPoints(0, in: mirrored).map(\.x) == [24, 16, 24])
    }

    @Test func aCheckmarkIsDrawnInTheTint() throws {
        let svg = try Self.svg(Self.table(accessory: "checkmark"))
        let check = try Self.pathPoints(1, in: svg)
        #expect(check.count == 3 && check.map(\.x).max() == 386)
        #expect(try Self.row(1, in: svg).contains("stroke=\"#007AFF\""))
        #expect(!(try Self.svg(Self.table())).contains("<path d="), "no accessory, no glyph")
    }

    @Test func theASCIIPictureShowsTheAccessory() throws {
        let picture = try emitted(Self.table(accessory: "disclosure")).text(.ascii)
        #expect(picture.components(separatedBy: "›").count - 1 == 2, "\(picture)")
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

    @Test func theLayoutJSONCarriesTheSeparatorColourAndAccessory() throws {
        let json = try emitted(Self.table(background: "#2A3464", accessory: "checkmark")).text(.json)
        #expect(json.contains("\"color\": \"#54545899\""))
        #expect(json.contains("\"accessory\": \"checkmark\""))
    }
}
