import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

#if canImport(Glibc)
    import Glibc
#endif

/// The layout document a spec yields, made in memory, is the one its layout JSON reads back as.
@Suite struct LayoutDocumentTests {
    /// `document`'s layouts with every range at one place: a document read from JSON places its
    /// views at their lines of the JSON text, one made from a spec at their nodes.
    static func placeless(_ document: LayoutDocument) -> [LayoutDocument.Layout] {
        let place = SourceRange(file: "-", at: SourcePosition(line: 1, column: 1))
        return document.layouts.map { layout in
            var layout = layout
            layout.range = place
            for index in layout.views.indices { layout.views[index].range = place }
            return layout
        }
    }

    /// `text` read as a layout document.
    static func read(_ text: String, path: String) throws -> LayoutDocument {
        var bag = DiagnosticBag()
        let root = try #require(YAMLParser.parse(SourceFile(path: path, text: text), diagnostics: &bag))
        return try #require(LayoutDocumentReader.read(root, path: path, diagnostics: &bag), "\(bag.sorted)")
    }

    /// The spec at `yaml`, laid out on `devices`: its document and its layout JSON.
    static func laidOut(_ yaml: String, devices: [String] = []) throws -> (LayoutDocument, String) {
        let result = Pipeline.validate(SourceFile(path: "t.yaml", text: yaml))
        let tree = try #require(result.tree, "\(result.diagnostics)")
        let layouts = Pipeline.layout(result, deviceNames: devices).layouts
        return (
            LayoutDocument(spec: "t.yaml", tree: tree, layouts: layouts),
            LayoutJSON.document(spec: "t.yaml", tree: tree, layouts: layouts)
        )
    }

    @Test(arguments: PackageFiles.gallery)
    func aGallerySpecsDocumentIsItsJSONReadBack(spec: String) throws {
        let result = Pipeline.validate(path: PackageFiles.path(spec))
        let tree = try #require(result.tree, "\(result.diagnostics)")
        let layouts = Pipeline.layout(result).layouts
        let made = LayoutDocument(spec: spec, tree: tree, layouts: layouts)
        let read = try Self.read(LayoutJSON.document(spec: spec, tree: tree, layouts: layouts), path: spec)
        #expect(Self.placeless(made) == Self.placeless(read))
        #expect(made.layouts.first?.views.first?.range == tree.views.first?.range)
    }

    /// Lengths that are not whole thousandths, texts, gradients, tints, borders and hidden views
    /// are held as the JSON text writes them.
    @Test func roundedLengthsAndContentAreHeldAsTheJSONWritesThem() throws {
        let (made, json) = try Self.laidOut(
            """
            viewspec: 1
            root:
              view:
                children:
                  - stack.vertical:
                      layout: [{ at: { edges: fullTop, to: safeArea } }]
                      spacing: 10
                      children:
                        - label.body: { id: long, text: "A sentence long enough to wrap on a narrow screen, twice over.", lines: 1 }
                        - view: { id: third, height: 33.3333, tint: "#102030", border: { width: 1, color: "#405060" } }
                        - view: { id: hidden, height: 7, hidden: true }
                        - view:
                            id: fade
                            height: 20
                            background: { type: axial, colors: ["#FF0000", "#0000FF"] }
            """, devices: ["iphone-se", "ipad"])
        #expect(Self.placeless(made) == Self.placeless(try Self.read(json, path: "t.yaml")))
        let views = try #require(made.layouts.first?.views)
        let third = try #require(views.first { $0.id == "third" })
        #expect(third.frame.height == 33.333)
        #expect(third.tint == "#102030" && third.borderColor == "#405060")
        #expect(views.first { $0.id == "hidden" }?.hidden == true)
        #expect(views.first { $0.id == "fade" }?.background == "axial gradient #FF0000 → #0000FF")
        let text = try #require(views.first { $0.id == "long" }?.text)
        #expect(text.truncated && text.lines.count == 1 && text.font.hasPrefix("Inter "))
        #expect(made.layouts.map(\.device) == ["iphone-se", "ipad"])
    }
}

/// A layout document's views must form the tree `viewspec layout` writes: the diff walks up
/// the parents of a removed view, and a cycle would make that walk endless.
@Suite struct LayoutDocumentTreeTests {
    static func document(_ views: [(id: String, parent: String?)]) -> String {
        let rect = #"{"x": 0, "y": 0, "width": 1, "height": 1}"#
        let lines = views.map { view in
            let parent = view.parent.map { "\"\($0)\"" } ?? "null"
            return
                #"{"id": "\#(view.id)", "kind": "view", "parent": \#(parent), "frame": \#(rect), "absolute": \#(rect)}"#
        }
        return #"{"format": 1, "layouts": [{"device": {"name": "d"}, "views": ["#
            + "\n" + lines.joined(separator: ",\n") + "\n]}]}\n"
    }

    static func problem(_ views: [(id: String, parent: String?)]) throws -> Diagnostic {
        var bag = DiagnosticBag()
        let source = SourceFile(path: "old.json", text: document(views))
        let root = try #require(YAMLParser.parse(source, diagnostics: &bag))
        #expect(LayoutDocumentReader.read(root, path: "old.json", diagnostics: &bag) == nil)
        return try #require(bag.sorted.first)
    }

    @Test func aViewThatIsItsOwnParentIsRefused() throws {
        let problem = try Self.problem([("root", nil), ("a", "a")])
        #expect(problem.id == "invalid-layout-document")
        #expect(problem.message.hasSuffix("'a' is its own parent"))
        #expect(problem.range?.lower.line == 3)
    }

    @Test func aParentCycleIsRefused() throws {
        let problem = try Self.problem([("root", nil), ("a", "b"), ("b", "a")])
        #expect(problem.message.hasSuffix("the parent 'b' of 'a' is not a view written before it"))
        #expect(problem.range?.lower.line == 3)
    }

    @Test func aRepeatedIDIsRefused() throws {
        let problem = try Self.problem([("root", nil), ("a", "root"), ("a", "a")])
        #expect(problem.message.hasSuffix("the id 'a' is used again (first on line 3)"))
        #expect(problem.range?.lower.line == 4)
    }

    /// `NaN` is named as written, not as "a number".
    @Test func aNonFiniteNumberIsNamedAsWritten() throws {
        let text = Self.document([("root", nil)]).replacingOccurrences(of: #""x": 0"#, with: #""x": NaN"#)
        var bag = DiagnosticBag()
        let root = try #require(YAMLParser.parse(SourceFile(path: "old.json", text: text), diagnostics: &bag))
        #expect(LayoutDocumentReader.read(root, path: "old.json", diagnostics: &bag) == nil)
        #expect(bag.sorted.first?.message.hasSuffix("'x' must be a finite number, not 'NaN'") == true)
    }

    /// The CPU time this thread spends in `body`, in seconds: other tests running at the same
    /// time do not count.
    static func threadCPUSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    static func view(_ id: String, _ parent: String?) -> LayoutDocument.View {
        let rect = Rect(x: 0, y: 0, width: 1, height: 1)
        return LayoutDocument.View(
            id: id, kind: "view", parent: parent, frame: rect, absolute: rect, hidden: false,
            background: nil, tint: nil, borderColor: nil, text: nil,
            range: SourceRange(file: "x", at: SourcePosition(line: 1, column: 1)))
    }

    /// Layouts are matched by device through a table and each removed view is placed from its
    /// parent's place: four times the devices, or a removed chain four times as deep, take
    /// about four times as long (a search, or a walk per view, took sixteen).
    @Test func theDiffGrowsLinearlyWithDevicesAndRemovedChains() {
        let place = SourceRange(file: "x", at: SourcePosition(line: 1, column: 1))
        func devices(_ count: Int) -> LayoutDocument {
            LayoutDocument(
                path: "d", range: place,
                layouts: (0..<count).map {
                    .init(cell: .init(device: "d\($0)"), views: [Self.view("root", nil)], range: place)
                })
        }
        func chain(_ depth: Int) -> (LayoutDocument, LayoutDocument) {
            let views =
                [Self.view("root", nil)]
                + (1...depth).map { Self.view("v\($0)", $0 == 1 ? "root" : "v\($0 - 1)") }
            return (
                LayoutDocument(
                    path: "old", range: place,
                    layouts: [.init(cell: .init(device: "d"), views: views, range: place)]),
                LayoutDocument(
                    path: "new", range: place,
                    layouts: [.init(cell: .init(device: "d"), views: [views[0]], range: place)])
            )
        }
        func deviceTime(_ count: Int) -> Double {
            let (old, new) = (devices(count), devices(count))
            return Self.threadCPUSeconds { _ = LayoutDiff.compare(old, new, tolerance: 0) }
        }
        func chainTime(_ depth: Int) -> Double {
            let (old, new) = chain(depth)
            return Self.threadCPUSeconds {
                #expect(LayoutDiff.compare(old, new, tolerance: 0).changes.count == depth)
            }
        }
        let (smallDevices, largeDevices) = (deviceTime(2_000), deviceTime(8_000))
        #expect(largeDevices < max(8 * smallDevices, 0.05), "\(smallDevices) s, then \(largeDevices) s")
        let (shortChain, longChain) = (chainTime(2_000), chainTime(8_000))
        #expect(longChain < max(8 * shortChain, 0.05), "\(shortChain) s, then \(longChain) s")
    }

    /// A document made in memory is not checked as one read is; the walk still ends.
    @Test func theDiffEndsOnACycleMadeInMemory() throws {
        let place = SourceRange(file: "x", at: SourcePosition(line: 1, column: 1))
        let rect = Rect(x: 0, y: 0, width: 1, height: 1)
        func view(_ id: String, _ parent: String?) -> LayoutDocument.View {
            LayoutDocument.View(
                id: id, kind: "view", parent: parent, frame: rect, absolute: rect, hidden: false,
                background: nil, tint: nil, borderColor: nil, text: nil, range: place)
        }
        let old = LayoutDocument(
            path: "old", range: place,
            layouts: [.init(cell: .init(device: "d"), views: [view("a", "b"), view("b", "a")], range: place)])
        let new = LayoutDocument(
            path: "new", range: place, layouts: [.init(cell: .init(device: "d"), views: [], range: place)])
        let diff = LayoutDiff.compare(old, new, tolerance: 0)
        #expect(diff.diagnostics.count(where: { $0.id == "view-removed" }) == 2)
    }
}
