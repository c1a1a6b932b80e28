import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecPreview

/// What the preview and the HTML report draw from: `Gallery.make` on a spec written to disk.
@Suite struct GalleryTests {
    static let card = """
        viewspec: 1
        root:
          view:
            background: "#FFFFFF"
            children:
              - stack.vertical:
                  id: column
                  spacing: 8
                  layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
                  children:
                    - label.header: Title
                    - label.body: { id: note, text: Faint, color: "#BBBBBB" }

        """

    static func write(_ text: String, named name: String = "card.yaml") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-gallery-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theDefaultsFillOnlyWhatTheCommandLineLeaves() throws {
        let spec = try Self.write(Self.card)
        let gallery = Gallery.make(
            spec, matrix: MatrixRequest(devices: ["ipad"], appearances: [.dark]),
            defaults: PreviewSettings.defaultMatrix, options: Pipeline.Options())
        #expect(
            gallery.cells.map(\.label) == [
                "ipad · large · dark · ltr", "ipad · large · dark · rtl", "ipad · AX3 · dark · ltr",
                "ipad · AX3 · dark · rtl",
            ])
        #expect(gallery.cells.allSatisfy { $0.svg.hasPrefix("<?xml") && $0.width == 820 })
    }

    @Test func aFindingKnowsItsCellsAndEachCellItsFindings() throws {
        let spec = try Self.write(Self.card)
        let gallery = Gallery.make(
            spec, matrix: MatrixRequest(devices: ["iphone-se"], appearances: [.light, .dark]),
            options: Pipeline.Options())
        let contrast = try #require(gallery.findings.firstIndex { $0.diagnostic.view == "note" })
        #expect(gallery.findings[contrast].diagnostic.view == "note")
        #expect(gallery.findings[contrast].cells == [0, 1])
        #expect(gallery.cells.allSatisfy { $0.findings.contains(contrast) })
        #expect(gallery.files == [spec])
    }

    @Test func aViewSaysWhatPlacedIt() throws {
        let spec = try Self.write(Self.card)
        let gallery = Gallery.make(
            spec, matrix: MatrixRequest(devices: ["iphone-se"]), options: Pipeline.Options())
        let views = try #require(gallery.cells.first?.views)
        let note = try #require(views.first { $0.id == "note" })
        #expect(
            note.placement == [
                "in stack.vertical 'column', item 2 of 2 (vertical, spacing 8, fill, alignment leading)"
            ])
        #expect(note.frame.x == 16)
        let column = try #require(views.first { $0.id == "column" })
        #expect(
            column.placement.last == "line 9: layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]")
    }

    @Test func aSpecWithErrorsHasNoPicturesAndItsErrorsRendered() throws {
        let spec = try Self.write(Self.card.replacingOccurrences(of: "label.body", with: "label.bodyy"))
        let gallery = Gallery.make(spec, matrix: MatrixRequest(), options: Pipeline.Options())
        #expect(gallery.cells.isEmpty)
        let error = try #require(gallery.errors.first)
        #expect(error.diagnostic.id == "unknown-kind")
        #expect(error.text.contains("12 |"))
        // The page's state shows the last good pictures with the new errors.
        let good = Gallery.make(
            try Self.write(Self.card), matrix: MatrixRequest(), options: Pipeline.Options())
        let json = Gallery.json(gallery, shown: good, name: "card.yaml", version: 3)
        #expect(json.contains("\"stale\": true"))
        #expect(json.contains("\"label\": \"iphone-17 · large · light · ltr\""))
    }

    @Test(
        arguments: [
            ("card.yaml", "card.yaml"), ("screens/card.yaml", "screens/card.yaml"),
            ("a%20b.yaml", "a b.yaml"),
            ("../secret", nil), ("%2e%2e/secret", nil), ("%2E%2E%2Fsecret", nil), ("..%2fsecret", nil),
            ("%252e%252e/secret", nil), ("a/../../secret", nil), ("./card.yaml", nil), (".viewspec.yml", nil),
            ("a//b", nil), ("", nil), ("a%00b", nil), ("..%5csecret", nil), ("%2fetc/passwd", nil),
        ] as [(String, String?)])
    func onlyPathsInsideTheFolderAreServable(_ request: String, _ served: String?) {
        #expect(PreviewPaths.servable(request) == served)
    }
}
