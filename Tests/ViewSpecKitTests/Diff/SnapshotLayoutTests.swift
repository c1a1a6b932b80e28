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

/// What `snapshot record` writes and `snapshot verify` compares: a layout for every cell of the
/// matrix the configuration (or the command line) asks for, in `validate`'s order.
@Suite struct SnapshotLayoutTests {
    static let spec = """
        viewspec: 1
        palette: system
        device: [iphone-se, ipad]
        root:
          view: { children: [{ label.body: { id: t, text: Hi, layout: [{ at: { edges: fullTop, insets: 16 } }] } }] }

        """

    static func configuration(_ text: String) -> Configuration {
        var bag = DiagnosticBag()
        let configuration = ConfigurationReader.read(
            SourceFile(path: ".viewspec.yml", text: text), folder: "/repo", diagnostics: &bag)
        #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics)")
        return configuration
    }

    /// The spec laid out as a snapshot holds it, under `configuration` (a `.viewspec.yml`'s text).
    static func laidOut(
        configuration: String? = nil, request: MatrixRequest = MatrixRequest(), spec: String = spec,
        in folder: ScratchFolder? = nil
    ) throws -> SnapshotLayout {
        let folder = try folder ?? ScratchFolder()
        let path = try folder.write("a.yaml", spec)
        let outcome = SnapshotLayout.run(
            path: path, configuration: configuration.map(Self.configuration), request: request,
            options: Pipeline.Options())
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        return try #require(outcome.layout)
    }

    static func cells(_ layout: SnapshotLayout) -> [String] {
        layout.document(spec: "a.yaml").layouts.map {
            [$0.cell.device, $0.cell.contentSize, $0.cell.appearance, $0.cell.direction].joined(
                separator: "/")
        }
    }

    static let matrix =
        "matrix: { contentSize: [AX3, large], appearance: [light, dark], direction: [rtl, ltr] }\n"

    /// Every cell of the configuration's matrix, device first, then content size, appearance and
    /// direction, each in its canonical order whatever order the configuration names them in.
    @Test func everyCellOfTheConfigurationsMatrixInValidatesOrder() throws {
        let layout = try Self.laidOut(configuration: Self.matrix)
        let cells = Self.cells(layout)
        #expect(cells.count == 16)
        #expect(
            Array(cells.prefix(5)) == [
                "iphone-se/large/light/leftToRight", "iphone-se/large/light/rightToLeft",
                "iphone-se/large/dark/leftToRight", "iphone-se/large/dark/rightToLeft",
                "iphone-se/AX3/light/leftToRight",
            ])
        #expect(cells[8] == "ipad/large/light/leftToRight")
        let matrix = Matrix(
            devices: ["iphone-se", "ipad"], contentSizes: [.large, .ax3], appearances: [.light, .dark],
            directions: [.leftToRight, .rightToLeft])
        #expect(layout.cells.map(\.cell) == matrix.cells)
        // Each cell is laid out in its own resolution: AX3 sets the text larger.
        #expect(layout.layouts[4].views[1].frame.height > layout.layouts[0].views[1].frame.height)
    }

    /// Without a configuration, one cell per device, written as before snapshots held matrices:
    /// no layout names its own cell.
    @Test func withoutAConfigurationOneCellPerDevice() throws {
        let layout = try Self.laidOut()
        #expect(Self.cells(layout) == ["iphone-se/large/light/leftToRight", "ipad/large/light/leftToRight"])
        #expect(layout.cells.isEmpty)
        let snapshot = layout.snapshot(spec: "a.yaml", prefix: "")
        #expect(snapshot.components(separatedBy: "\"contentSize\"").count == 2)
        // A configuration of one value per dimension writes the same kind of document.
        let one = try Self.laidOut(configuration: "matrix: { contentSize: AX3 }\n")
        #expect(one.cells.isEmpty)
        #expect(Self.cells(one) == ["iphone-se/AX3/light/leftToRight", "ipad/AX3/light/leftToRight"])
    }

    /// A spec's own `matrix:` is not laid out: a snapshot without a configuration stays one cell
    /// per device.
    @Test func aSpecsOwnMatrixIsNotLaidOut() throws {
        let spec = Self.spec.replacingOccurrences(
            of: "device: [iphone-se, ipad]\n",
            with: "device: iphone-se\nmatrix: { contentSize: [large, AX3] }\n")
        #expect(Self.cells(try Self.laidOut(spec: spec)) == ["iphone-se/large/light/leftToRight"])
    }

    /// The command line's value of a dimension wins over the configuration's list.
    @Test func theCommandLineWinsOverTheConfiguration() throws {
        let layout = try Self.laidOut(
            configuration: Self.matrix,
            request: MatrixRequest(contentSizes: [.ax3], directions: [.rightToLeft]))
        #expect(
            Self.cells(layout) == [
                "iphone-se/AX3/light/rightToLeft", "iphone-se/AX3/dark/rightToLeft",
                "ipad/AX3/light/rightToLeft", "ipad/AX3/dark/rightToLeft",
            ])
    }

    /// The snapshot's text reads back as the document it was written from, so a verify right
    /// after a record finds nothing, and byte for byte the same on every run.
    @Test func aSnapshotOfSeveralCellsReadsBackAsItsDocument() throws {
        let folder = try ScratchFolder()
        let layout = try Self.laidOut(configuration: Self.matrix, in: folder)
        let text = layout.snapshot(spec: "a.yaml", prefix: folder.path(""))
        #expect(!text.contains(folder.path("")))
        let again = try Self.laidOut(configuration: Self.matrix, in: folder)
        #expect(text == again.snapshot(spec: "a.yaml", prefix: folder.path("")))
        let read = try #require(
            LayoutDocumentLoader.document(SourceFile(path: "a.json", text: text))?.document)
        #expect(LayoutDiff.compare(read, layout.document(spec: "a.yaml"), tolerance: 0).isEmpty)
    }

    /// A change in one cell only is reported in that cell, named by what varies.
    @Test func aChangeInOneCellIsReportedInThatCell() throws {
        let layout = try Self.laidOut(configuration: "matrix: { device: iphone-se, direction: [ltr, rtl] }\n")
        let old = layout.document(spec: "a.yaml")
        var new = old
        new.layouts[1].views[1].frame.x += 10
        new.layouts[1].views[1].absolute.x += 10
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.id) == ["view-moved"])
        #expect(diff.diagnostics.map(\.device) == ["iphone-se/rtl"])
    }

    /// A recording of one cell per device, verified under a configuration of more cells: each
    /// cell it lacks is new (`device-added`), the one it has is compared.
    @Test func anOlderRecordingLacksTheNewCells() throws {
        let old = try Self.laidOut().document(spec: "a.yaml")
        let new = try Self.laidOut(configuration: "matrix: { contentSize: [large, AX3] }\n").document(
            spec: "a.yaml")
        let diff = LayoutDiff.compare(old, new, tolerance: 0.5)
        #expect(diff.diagnostics.map(\.id) == ["device-added", "device-added"])
        #expect(diff.diagnostics.map(\.device) == ["iphone-se/AX3", "ipad/AX3"])
    }

    /// The mockups' and diff SVGs' file labels: nothing for one cell, else the device and each
    /// dimension that varies, as `layout --format svg` names its files.
    @Test func pictureLabelsNameWhatVaries() throws {
        #expect(
            try Self.laidOut(spec: Self.spec.replacingOccurrences(of: "[iphone-se, ipad]", with: "iphone-se"))
                .document(spec: "").pictureLabels == [nil])
        #expect(try Self.laidOut().document(spec: "").pictureLabels == ["iphone-se", "ipad"])
        let labels = try Self.laidOut(
            configuration: "matrix: { device: ipad, contentSize: [large, AX3], direction: [ltr, rtl] }\n"
        )
        .document(spec: "").pictureLabels
        #expect(labels == ["ipad.large.ltr", "ipad.large.rtl", "ipad.AX3.ltr", "ipad.AX3.rtl"])
    }

    /// Each cell's mockup carries the snapshot's mark; a diff SVG is drawn for each cell that
    /// changed and only for those, with that cell's changes.
    @Test func mockupsAndDiffPicturesPerCell() throws {
        let layout = try Self.laidOut(configuration: "matrix: { device: iphone-se, direction: [ltr, rtl] }\n")
        let mark = SnapshotMark(file: "a.json", snapshot: Array("{}".utf8))
        let mockups = layout.mockups(mark: mark)
        #expect(mockups.map(\.label) == ["iphone-se.ltr", "iphone-se.rtl"])
        #expect(mockups.allSatisfy { SnapshotMark.read(from: $0.text) == mark })
        var old = layout.document(spec: "a.yaml")
        old.layouts[1].views[1].frame.x -= 10
        old.layouts[1].views[1].absolute.x -= 10
        let pictures = layout.diffPictures(against: old, tolerance: 0.5)
        #expect(pictures.map(\.label) == ["iphone-se.rtl"])
        #expect(pictures.first?.text.contains("<title>t moved") == true)
    }
}
