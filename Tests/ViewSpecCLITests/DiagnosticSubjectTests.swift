import Foundation
import Testing

/// A diagnostic names its view and device in fields (`view`, `device`), not in its message:
/// tools read the JSON keys, and only the text form says ` (on <device>)` (the SVG overlay's
/// use of the view is Emit/FindingsInOutputTests').
@Suite struct DiagnosticSubjectTests {
    /// Laid out on iphone-se and iphone-17; `a2` reaches outside its parent `a` and has a
    /// conflicting width on both.
    static let spec = "specs/invalid/conflict-on-two-devices.yaml"

    /// `validate` reports each finding once, with the cells (here the devices) it occurs in.
    @Test func validateJSONNamesTheViewAndTheCellsInKeys() throws {
        let run = try Viewspec.run(["validate", "--diagnostics-format", "json", Self.spec])
        #expect(run.status == 1)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [[String: Any]])
        #expect(list.map { $0["id"] as? String } == ["outside-parent", "unsatisfiable-constraint"])
        #expect(list.map { $0["view"] as? String } == ["a2", "a2"])
        for item in list {
            #expect(item["device"] == nil)
            let cells = try #require(item["cells"] as? [[String: String]])
            #expect(cells.map { $0["device"] } == ["iphone-se", "iphone-17"])
            let message = try #require(item["message"] as? String)
            #expect(!message.contains("(on "), "\(message)")
            for note in item["notes"] as? [[String: Any]] ?? [] {
                #expect(note["view"] == nil && note["device"] == nil && note["cells"] == nil)
            }
        }
        // The keys come after the message, before the notes.
        #expect(
            run.stderr.contains(
                "it is left out\", \"view\": \"a2\", \"cells\": [{\"device\": \"iphone-se\", \"contentSize\": \"large\", \"appearance\": \"light\", \"direction\": \"leftToRight\"}"
            ), "\(run.stderr)")
    }

    @Test func textNamesTheCellsInANote() throws {
        let run = try Viewspec.run(["validate", Self.spec])
        #expect(
            run.stderr.contains(
                "error: 'a2.width == 40' cannot hold together with the required constraints before it; it is left out [unsatisfiable-constraint]"
            ))
        #expect(
            run.stderr.contains("conflict-on-two-devices.yaml:12:85: note: in 2 of 2 cells: every device\n"))
    }

    @Test func layoutJSONNamesTheViewUnderEachDevice() throws {
        let run = try Viewspec.run(["layout", Self.spec])
        #expect(run.status == 1)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.count == 2)
        for layout in layouts {
            let diagnostics = try #require(layout["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.map { $0["view"] as? String } == ["a2", "a2"])
            // Each layout names its device already.
            #expect(diagnostics.allSatisfy { $0["device"] == nil })
        }
        // Standard error has them all in one list, so there each says its device.
        #expect(run.stderr.contains("it is left out (on iphone-se) [unsatisfiable-constraint]"))
    }
}
