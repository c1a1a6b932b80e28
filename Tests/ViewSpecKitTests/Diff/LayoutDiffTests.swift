import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `LayoutDiff.compare` on documents built in memory.
@Suite struct LayoutDiffTests {
    static let place = SourceRange(file: "new.json", at: SourcePosition(line: 1, column: 1))

    static func view(
        _ id: String, parent: String? = "root", x: Double = 0, y: Double = 0, width: Double = 100,
        text: LayoutDocument.Text? = nil
    ) -> LayoutDocument.View {
        let frame = Rect(x: x, y: y, width: width, height: 20)
        return LayoutDocument.View(
            id: id, kind: "label.body", parent: parent, frame: frame, absolute: frame, hidden: false,
            background: nil, tint: nil, borderColor: nil, text: text, range: place)
    }

    static func document(_ views: [LayoutDocument.View], device: String = "iphone-se") -> LayoutDocument {
        LayoutDocument(
            path: "new.json", range: place,
            layouts: [
                LayoutDocument.Layout(
                    cell: LayoutDocument.Cell(device: device),
                    views: [view("root", parent: nil, width: 400)] + views, range: place)
            ])
    }

    @Test func equalDocumentsHaveNoDifferences() {
        let a = Self.document([Self.view("a")])
        #expect(LayoutDiff.compare(a, a, tolerance: 0).isEmpty)
    }

    @Test func theToleranceIsInclusive() {
        let old = Self.document([Self.view("a", x: 10)])
        let new = Self.document([Self.view("a", x: 10.5)])
        #expect(LayoutDiff.compare(old, new, tolerance: 0.5).isEmpty)
        let diff = LayoutDiff.compare(old, new, tolerance: 0.25)
        #expect(diff.diagnostics.map(\.message) == ["'a' moved by (+0.5, 0) in 'root': (10, 0) → (10.5, 0)"])
        #expect(
            diff.changes == [
                LayoutDiff.Change(
                    kind: .moved, view: "a", device: "iphone-se",
                    old: Rect(x: 10, y: 0, width: 100, height: 20),
                    new: Rect(x: 10.5, y: 0, width: 100, height: 20))
            ])
    }

    @Test func aChildOfAMovedParentIsNotReported() {
        let old = Self.document([Self.view("box", x: 0), Self.view("child", parent: "box")])
        var new = Self.document([Self.view("box", x: 50), Self.view("child", parent: "box")])
        new.layouts[0].views[2].absolute.x = 50
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.view) == ["box"])
    }

    @Test func textTruncationAndDevicesAreCompared() {
        let short = LayoutDocument.Text(
            string: "Hi", lines: ["Hi"], color: "#000000", metrics: "Inter Regular", size: 17,
            truncated: false)
        var cut = short
        cut.string = "Hello there"
        cut.lines = ["Hello th…"]
        cut.truncated = true
        cut.metrics = "Inter Bold"
        let old = Self.document([Self.view("a", text: short)])
        let new = Self.document([Self.view("a", text: cut)])
        let ids = LayoutDiff.compare(old, new, tolerance: 0.5).diagnostics.map(\.id)
        #expect(ids == ["text-changed", "font-changed", "truncation-changed"])
        let other = LayoutDiff.compare(
            old, Self.document([Self.view("a", text: short)], device: "ipad"), tolerance: 0.5)
        #expect(other.diagnostics.map(\.id) == ["device-added", "device-removed"])
        #expect(other.diagnostics.map(\.device) == ["ipad", "iphone-se"])
    }

    /// The layout JSON of the spec `yaml` laid out in every cell of `request`, as
    /// `viewspec layout` writes it, read back.
    static func multiCellDocument(_ yaml: String, request: MatrixRequest, path: String) throws
        -> LayoutDocument
    {
        let result = Pipeline.validate(SourceFile(path: path, text: yaml))
        let (matrix, _) = try #require(Pipeline.matrix(of: result, request: request))
        let run = Pipeline.layout(result, matrix: matrix, request: request)
        let first = try #require(run.cells.first)
        let json = LayoutJSON.document(
            spec: path, tree: first.tree, layouts: run.cells.map(\.layout),
            cells: run.cells.map { EmittedCell(cell: $0.cell, tree: $0.tree) })
        var bag = DiagnosticBag()
        let root = try #require(
            YAMLParser.parse(SourceFile(path: path + ".json", text: json), diagnostics: &bag))
        return try #require(
            LayoutDocumentReader.read(root, path: path + ".json", diagnostics: &bag), "\(bag.sorted)")
    }

    static let greeting = """
        viewspec: 1
        device: iphone-se
        root:
          view:
            children:
              - stack.vertical:
                  layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
                  children:
                    - label.header: { id: title, text: Welcome back }
        """

    /// The layouts of a document of several content sizes on one device are matched by their
    /// whole cell: AX3 with AX3, not with the device's first layout.
    @Test func multiCellDocumentsAreMatchedCellByCell() throws {
        let sizes = MatrixRequest(contentSizes: [.large, .ax3])
        let old = try Self.multiCellDocument(Self.greeting, request: sizes, path: "old.yaml")
        #expect(
            old.layouts.map(\.cell) == [
                LayoutDocument.Cell(device: "iphone-se", contentSize: "large"),
                LayoutDocument.Cell(device: "iphone-se", contentSize: "AX3"),
            ])
        #expect(LayoutDiff.compare(old, old, tolerance: 0.5).diagnostics.map(\.message) == [])

        let renamed = Self.greeting.replacing("Welcome back", with: "Hello")
        let new = try Self.multiCellDocument(renamed, request: sizes, path: "new.yaml")
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.id) == ["text-changed", "text-changed"])
        #expect(diff.diagnostics.map(\.device) == ["iphone-se/large", "iphone-se/AX3"])
        #expect(diff.changes.allSatisfy { $0.device == "iphone-se" })
    }

    /// A cell on one side only is reported as such, named by the values that tell it apart.
    @Test func aCellOnOneSideOnlyIsAddedOrRemoved() throws {
        let old = try Self.multiCellDocument(
            Self.greeting, request: MatrixRequest(contentSizes: [.large, .ax3]), path: "old.yaml")
        let new = try Self.multiCellDocument(
            Self.greeting, request: MatrixRequest(contentSizes: [.large], appearances: [.light, .dark]),
            path: "new.yaml")
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(
            diff.diagnostics.map(\.message) == [
                "the layout on 'iphone-se/large/dark' is new", "the layout on 'iphone-se/AX3/light' is gone",
            ])
        #expect(diff.diagnostics.map(\.device) == ["iphone-se/large/dark", "iphone-se/AX3/light"])
    }

    /// A document of one cell per device, which says its content size, appearance and direction
    /// only at its top, is matched with the same cell of a document of several.
    @Test func aSingleCellDocumentMatchesItsCellOfAMultiCellOne() throws {
        let single = try Self.multiCellDocument(Self.greeting, request: MatrixRequest(), path: "old.yaml")
        let both = try Self.multiCellDocument(
            Self.greeting, request: MatrixRequest(contentSizes: [.large, .ax3]), path: "new.yaml")
        #expect(
            LayoutDiff.compare(single, both, tolerance: 0.5).diagnostics.map(\.message) == [
                "the layout on 'iphone-se/AX3' is new"
            ])
        let ax3 = try Self.multiCellDocument(
            Self.greeting, request: MatrixRequest(contentSizes: [.ax3]), path: "old.yaml")
        #expect(
            LayoutDiff.compare(ax3, both, tolerance: 0.5).diagnostics.map(\.message) == [
                "the layout on 'iphone-se/large' is new"
            ])
    }

    /// A layout that says its content size, appearance or direction is keyed by them, and one that
    /// does not by the document's; two layouts of one cell make the document ambiguous, refused.
    @Test func layoutsAreKeyedByTheirCell() throws {
        let view =
            #"{"id": "a", "kind": "view", "parent": null, "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "absolute": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        func read(_ layouts: String) throws -> (LayoutDocument?, [Diagnostic]) {
            let text = """
                {"format": 1, "contentSize": "AX1", "appearance": "dark", "direction": "rightToLeft", "layouts": [
                \(layouts)
                ]}
                """
            var bag = DiagnosticBag()
            let root = try #require(
                YAMLParser.parse(SourceFile(path: "a.json", text: text), diagnostics: &bag))
            #expect(LayoutDocumentReader.isLayoutDocument(root))
            return (LayoutDocumentReader.read(root, path: "a.json", diagnostics: &bag), bag.sorted)
        }
        let (document, diagnostics) = try read(
            """
              {"device": {"name": "ipad"}, "contentSize": "large", "appearance": "light", "direction": "leftToRight", "views": [\(view)]},
              {"device": {"name": "ipad"}, "appearance": "light", "views": [\(view)]},
              {"device": {"name": "iphone-se"}, "views": [\(view)]}
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            try #require(document).layouts.map(\.cell) == [
                LayoutDocument.Cell(
                    device: "ipad", contentSize: "large", appearance: "light", direction: "leftToRight"),
                LayoutDocument.Cell(
                    device: "ipad", contentSize: "AX1", appearance: "light", direction: "rightToLeft"),
                LayoutDocument.Cell(
                    device: "iphone-se", contentSize: "AX1", appearance: "dark", direction: "rightToLeft"),
            ])
        let (ambiguous, problems) = try read(
            """
              {"device": {"name": "ipad"}, "views": [\(view)]},
              {"device": {"name": "ipad"}, "views": [\(view)]}
            """)
        #expect(ambiguous == nil)
        #expect(
            problems.map(\.message) == [
                "not a layout document as 'viewspec layout' writes it: a second layout on 'ipad' in AX1, dark, rightToLeft (the first on line 2): the layouts of one device in several cells each say their contentSize, appearance and direction"
            ])
        #expect(problems.map { $0.range?.lower.line } == [3])
    }

    /// A vertical run of views in `root`, 20 pt high each with `gaps[i]` above view `i`, `grown`
    /// taller by `growth`.
    static func column(
        _ ids: [String], gaps: [Double]? = nil, grown: String? = nil, by growth: Double = 0
    ) -> LayoutDocument {
        var y = 0.0
        var views: [LayoutDocument.View] = []
        for (index, id) in ids.enumerated() {
            y += gaps?[index] ?? 8
            var view = Self.view(id, y: y)
            if id == grown { view.frame.height += growth }
            view.absolute = view.frame
            views.append(view)
            y += view.frame.height
        }
        return document(views)
    }

    /// One view grows by 8 pt: the views after it in its parent move by 8 pt along with it,
    /// notes that name the sibling before each; only the growth is an error.
    @Test func viewsThatKeepTheirGapToTheSiblingBeforeThemMoveAlong() {
        let old = Self.column(["a", "b", "c", "d"])
        let new = Self.column(["a", "b", "c", "d"], grown: "b", by: 8)
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.id) == ["view-resized", "view-moved-along", "view-moved-along"])
        #expect(diff.diagnostics.map(\.severity) == [.error, .note, .note])
        #expect(
            diff.diagnostics[1].message
                == "'c' moved by (0, +8) in 'root' along with 'b' before it (the gap between them is the same): (0, 64) → (0, 72)"
        )
        #expect(diff.changes.map(\.movedAlong) == [nil, "b", "c"])
        #expect(!diff.isEmpty)
    }

    /// The first of views that moved together is the cause: a view is explained by the sibling
    /// before it only, never by the one after.
    @Test func theFirstViewOfARunThatMovedIsTheCause() {
        let old = Self.column(["a", "b", "c"])
        let new = Self.column(["a", "b", "c"], gaps: [8, 20, 8])
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.id) == ["view-moved", "view-moved-along"])
        #expect(diff.diagnostics.map(\.view) == ["b", "c"])
        // A gap that changed too is a move of its own.
        let wider = LayoutDiff.compare(old, Self.column(["a", "b", "c"], gaps: [8, 20, 10]), tolerance: 0.5)
        #expect(wider.diagnostics.map(\.id) == ["view-moved", "view-moved"])
        // Within the tolerance, the gap is the same.
        let close = LayoutDiff.compare(
            old, Self.column(["a", "b", "c"], gaps: [8, 20, 8.4]), tolerance: 0.5)
        #expect(close.diagnostics.map(\.id) == ["view-moved", "view-moved-along"])
    }

    /// A view added or removed before a sibling explains that sibling's move, and so the run of
    /// views after it.
    @Test func aViewAddedOrRemovedBeforeASiblingExplainsItsMove() {
        let old = Self.column(["a", "c", "d"])
        let new = Self.column(["a", "b", "c", "d"])
        let added = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(added.diagnostics.map(\.id) == ["view-added", "view-moved-along", "view-moved-along"])
        #expect(
            added.diagnostics[1].message
                == "'c' moved by (0, +28) in 'root' to make room for 'b', added before it: (0, 36) → (0, 64)")
        let removed = LayoutDiff.compare(new, old, tolerance: 0.5)
        #expect(removed.diagnostics.map(\.id) == ["view-moved-along", "view-moved-along", "view-removed"])
        #expect(
            removed.diagnostics[0].message
                == "'c' moved by (0, -28) in 'root' into the room of 'b', removed from before it: (0, 64) → (0, 36)"
        )
    }

    /// A view that changed parent is compared on screen, and its move is never explained.
    @Test func aViewThatChangedParentIsNeverExplained() {
        let old = Self.document([Self.view("a"), Self.view("box", y: 28), Self.view("b", y: 56)])
        let new = Self.document([
            Self.view("a", y: 8), Self.view("box", y: 36), Self.view("b", parent: "box", y: 64),
        ])
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.id) == ["view-moved", "view-moved-along", "view-moved"])
        #expect(diff.diagnostics.map(\.view) == ["a", "box", "b"])
    }
}
