import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Findings in the layout's documents: the JSON lists each layout's findings with their views,
/// and the SVG overlay marks the view each finding is about, found by the finding's view.
@Suite struct FindingsInOutputTests {
    static let overlayMark = "fill=\"#FF3B30\""

    @Test func theOverlayMarksEachFindingsView() throws {
        let svg = try emitted(path: "specs/audits/overlaps.yaml").text(.svg, options: .overlay)
        let marks = svg.split(separator: "\n").filter { $0.contains(Self.overlayMark) }
        #expect(marks.count == 1)
        #expect(marks.first?.contains("x=\"100\" y=\"150\" width=\"200\" height=\"100\"") == true, "\(marks)")
        #expect(marks.first?.contains("[overlapping-views]") == true)
    }

    @Test func theLayoutJSONCarriesTheFindingsWithTheirViews() throws {
        let document = try emitted(path: "specs/audits/tap-targets.yaml").json()
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        let diagnostics = try #require(layouts.first?["diagnostics"] as? [[String: Any]])
        let tapTargets = diagnostics.filter { ($0["id"] as? String) == "small-tap-target" }
        #expect(tapTargets.map { $0["view"] as? String } == ["delete", "toggle"])
    }

    /// The warning about `a2` quotes its parent `a`; reading ids out of the message marked both.
    @Test func overlayMarksTheViewTheDiagnosticIsAbout() throws {
        let spec = try emitted(
            path: "specs/invalid/conflict-on-two-devices.yaml", request: MatrixRequest(devices: ["iphone-se"])
        )
        let svg = try spec.text(.svg, options: .overlay)
        let marker = "\(Self.overlayMark) fill-opacity=\"0.15\""
        let marked = svg.components(separatedBy: "\n").filter { $0.contains(marker) }
        #expect(marked.count == 2)
        for line in marked {
            #expect(line.hasPrefix("<rect x=\"20\" y=\"100\" width=\"150\" height=\"20\" "), "\(line)")
        }
        #expect(marked.contains { $0.contains("[outside-parent]</title>") })
        #expect(marked.contains { $0.contains("[unsatisfiable-constraint]</title>") })
    }
}
