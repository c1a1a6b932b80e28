import Foundation
import Testing

/// Table and collection cells lay their content against the cell's safe area (BaseCell), and a
/// full-screen table's rows start below the top inset (UIKit's adjusted content inset).
@Suite struct CellSafeAreaTests {
    static func spec(_ container: String, layout: String = "[{ edges: 0 }]") -> String {
        """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - \(container):
                  id: list
                  layout: \(layout)
                  cell:
                    label.body: { id: name, text: $name }
                  rows: [{ name: One }, { name: Two }, { name: Three }]
        """
    }

    static func frames(_ spec: String, device: String) throws -> [String: [String: Double]] {
        let run = try Piped.layout(spec, ["--device", device])
        #expect(run.status == 0, "\(run.stderr)")
        return try Piped.frames(run)
    }

    @Test func aFullScreenTablesFirstRowStartsBelowTheStatusBar() throws {
        // iphone-17: 62 pt above the safe area.
        let frames = try Self.frames(Self.spec("table", layout: "[{ edges: 0 }]"), device: "iphone-17")
        #expect(frames["list/cell[0]"]?["y"] == 62)
        #expect(frames["list/cell[0]/name"]?["y"] == 62)
        #expect(frames["list/cell[0]/name"]?["x"] == 16)
    }

    @Test func inLandscapeTheCellsContentClearsTheSideInsets() throws {
        // iphone-17 landscape: 62 pt on each side, no top inset; BaseCell's 16 inside that.
        let frames = try Self.frames(Self.spec("table"), device: "iphone-17-landscape")
        #expect(frames["list/cell[0]"]?["x"] == 0)
        #expect(frames["list/cell[0]"]?["width"] == 874)
        #expect(frames["list/cell[0]"]?["y"] == 0)
        #expect(frames["list/cell[1]/name"]?["x"] == 78)
        #expect(frames["list/cell[1]/name"]?["width"] == 718)
    }

    @Test func aTableBelowTheSafeAreaIsNotMoved() throws {
        let frames = try Self.frames(
            Self.spec("table", layout: "[{ edges: { to: safeArea } }]"), device: "iphone-17")
        #expect(frames["list"]?["y"] == 62)
        #expect(frames["list/cell[0]"]?["y"] == 62)
    }

    @Test func collectionCellsDoTheSame() throws {
        let portrait = try Self.frames(Self.spec("collection"), device: "iphone-17")
        #expect(portrait["list/cell[0]"]?["y"] == 62)
        let landscape = try Self.frames(Self.spec("collection"), device: "iphone-17-landscape")
        // Two columns of (874 - 8) / 2 = 433: the left cell's content clears the left inset,
        // the right one's the right inset.
        #expect(landscape["list/cell[0]/name"]?["x"] == 62)
        #expect(landscape["list/cell[1]/name"]?["x"] == 441)
        #expect(landscape["list/cell[1]/name"]?["width"] == 371)
    }

    /// Every row of a table shares the table's side insets, so thousands of rows in landscape
    /// do not mean thousands of safe-area pins to move.
    @Test func aLongTableInLandscapeStaysQuick() throws {
        var spec = "viewspec: 1\nroot:\n  table:\n    cell:\n      label.body: { text: $t }\n    rows:\n"
        for index in 0..<2000 { spec += "      - { t: \"row \(index)\" }\n" }
        let run = try Viewspec.run(
            ["layout", "-", "--device", "iphone-17-landscape"], stdin: Data(spec.utf8), timeout: 90)
        let seconds = run.cpuSeconds
        #expect(run.status == 0)
        #expect(seconds < 15, "took \(seconds) s")
        let frames = try Piped.frames(run)
        #expect(frames["table[0]/cell[1999]/label.body[0]"]?["x"] == 78)
    }

    @Test func theSVGDrawsTheTextInsideTheSafeArea() throws {
        let svg = try Piped.layout(
            Self.spec("table"), ["--device", "iphone-17-landscape", "--format", "svg"]
        ).stdout
        #expect(svg.contains("<text x=\"78\""))
    }
}
