import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

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

    /// The spec laid out on `device`, without an error.
    static func frames(_ yaml: String, device: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> LaidOutSpec
    {
        let spec = layOut(yaml, devices: [device])
        #expect(
            !spec.diagnostics.contains { $0.severity == .error }, "\(spec.summary)",
            sourceLocation: sourceLocation)
        return spec
    }

    @Test func aFullScreenTablesFirstRowStartsBelowTheStatusBar() {
        // iphone-17: 62 pt above the safe area.
        let spec = Self.frames(Self.spec("table", layout: "[{ edges: 0 }]"), device: "iphone-17")
        #expect(shown(spec.absolute("list/cell[0]")?.y) == "62")
        #expect(shown(spec.absolute("list/cell[0]/name")?.y) == "62")
        #expect(shown(spec.absolute("list/cell[0]/name")?.x) == "16")
    }

    @Test func inLandscapeTheCellsContentClearsTheSideInsets() {
        // iphone-17 landscape: 62 pt on each side, no top inset; BaseCell's 16 inside that.
        let spec = Self.frames(Self.spec("table"), device: "iphone-17-landscape")
        #expect(shown(spec.absolute("list/cell[0]")?.x) == "0")
        #expect(shown(spec.absolute("list/cell[0]")?.width) == "874")
        #expect(shown(spec.absolute("list/cell[0]")?.y) == "0")
        #expect(shown(spec.absolute("list/cell[1]/name")?.x) == "78")
        #expect(shown(spec.absolute("list/cell[1]/name")?.width) == "718")
    }

    @Test func aTableBelowTheSafeAreaIsNotMoved() {
        let spec = Self.frames(
            Self.spec("table", layout: "[{ edges: { to: safeArea } }]"), device: "iphone-17")
        #expect(shown(spec.absolute("list")?.y) == "62")
        #expect(shown(spec.absolute("list/cell[0]")?.y) == "62")
    }

    @Test func collectionCellsDoTheSame() {
        let portrait = Self.frames(Self.spec("collection"), device: "iphone-17")
        #expect(shown(portrait.absolute("list/cell[0]")?.y) == "62")
        let landscape = Self.frames(Self.spec("collection"), device: "iphone-17-landscape")
        // Two columns of (874 - 8) / 2 = 433: the left cell's content clears the left inset,
        // the right one's the right inset.
        #expect(shown(landscape.absolute("list/cell[0]/name")?.x) == "62")
        #expect(shown(landscape.absolute("list/cell[1]/name")?.x) == "441")
        #expect(shown(landscape.absolute("list/cell[1]/name")?.width) == "371")
    }

}

/// Each cell's safe area is the screen's in the cell's own coordinates, and a layout that does not
/// settle says so.
@Suite struct CellSafeAreaColumnsTests {
    /// Three columns of cells whose content is square: the outer columns' content is inset by
    /// the notch, so it cannot be as tall as the middle column's in one row.
    static let squareContent = """
        viewspec: 1
        device: iphone-17-landscape
        root:
          view:
            children:
              - collection:
                  id: grid
                  columns: 3
                  layout: [{ edges: 0 }]
                  cell:
                    view: { id: tile, layout: [{ height: "== self.width" }] }
                  rows: [{ name: One }, { name: Two }, { name: Three }]
        """

    @Test func theMiddleColumnIsNotInsetByTheNotch() {
        let spec = layOut(Self.squareContent)
        // iphone-17 landscape: 62 pt on each side; the middle cell starts at 294, far from both.
        #expect(shown(spec.absolute("grid/cell[0]/tile")?.x) == "62")
        #expect(shown(spec.absolute("grid/cell[1]")?.x) == "294")
        #expect(shown(spec.absolute("grid/cell[1]/tile")?.x) == "294")
        #expect(shown(spec.absolute("grid/cell[1]/tile")?.width) == "286")
        // What cannot hold is reported, not settled by moving the device's insets.
        #expect(spec.ids.contains("unsatisfiable-constraint"), "\(spec.summary)")
        #expect(!spec.ids.contains("unsettled-layout"), "\(spec.summary)")
    }

    @Test func aLayoutStillChangingAfterItsLastPassIsReported() throws {
        // Wrapped text is measured at the first solve's width: one pass cannot settle it.
        let spec = layOut(
            layoutDocument(
                "- label: { id: t, lines: 0, text: One two three four five six seven, layout: [{ top: 0, left: 0, width: 60 }] }"
            ))
        let tree = try #require(spec.tree)
        let engine = LayoutEngine(tree: tree, device: try #require(tree.devices.first))
        let result = engine.run(maximumPasses: 1)
        #expect(result.diagnostics.map(\.id).contains("unsettled-layout"))
        let settled = LayoutEngine(tree: tree, device: try #require(tree.devices.first)).run()
        #expect(settled.diagnostics.isEmpty)
    }
}
