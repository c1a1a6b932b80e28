import Foundation
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

/// Baselines in a validation (docs/ci.md): the findings recorded, and only the new ones
/// reported against a recording.
@Suite struct BaselineRunTests {
    static let smallButton = ConfigurationFileTests.smallButton

    /// `report`'s recorded baseline written to `name` in `folder`.
    @discardableResult
    static func write(_ report: ValidationReport, to name: String, in folder: ScratchFolder) throws -> String
    {
        try folder.write(name, try #require(report.baseline).rendered())
    }

    @Test func aBaselineRoundTrips() throws {
        let recording = validation(["specs/ci"]) { $0.writeBaseline = "baseline.json" }
        #expect(recording.diagnostics.isEmpty, "\(recording.text)")
        let written = try #require(recording.baseline).rendered()
        #expect(
            written == """
                {
                  "version": 1,
                  "findings": [
                    {"file": "specs/ci/screens/checkout.yaml", "rule": "low-contrast", "view": "note", "cell": "iphone-17/large/light/ltr"},
                    {"file": "specs/ci/screens/checkout.yaml", "rule": "low-contrast", "view": "pay", "cell": "iphone-17/large/light/ltr"},
                    {"file": "specs/ci/screens/checkout.yaml", "rule": "small-tap-target", "view": "pay", "cell": "iphone-17/large/light/ltr"},
                    {"file": "specs/ci/screens/settings.yaml", "rule": "low-contrast", "view": "signOut", "cell": "iphone-17/large/light/ltr"}
                  ]
                }

                """)
        // The same run again records the same, whatever the jobs.
        let again = validation(["specs/ci"]) {
            $0.writeBaseline = "baseline.json"
            $0.jobs = 1
        }
        #expect(try #require(again.baseline).rendered() == written)

        let folder = try ScratchFolder()
        let baseline = try folder.write("baseline.json", written)
        let clean = validation(["specs/ci"]) { $0.baseline = baseline }
        #expect(clean.diagnostics.isEmpty, "\(clean.text)")
        let kept = validation(["specs/ci"]) {
            $0.baseline = baseline
            $0.keepingSilenced = true
        }
        #expect(
            kept.withSuppressed.compactMap { $0.suppression?.kind.rawValue }.sorted() == [
                "external", "external", "external", "external", "inSource",
            ])
    }

    /// Line moves and other views added do not change a finding's fingerprint; a new finding
    /// fails the run, and only it is reported.
    @Test func onlyNewFindingsAreReported() throws {
        let folder = try ScratchFolder()
        let spec = try folder.write("screen.yaml", Self.smallButton)
        let baseline = try Self.write(
            validation([spec]) { $0.writeBaseline = "b" }, to: "baseline.json", in: folder)

        let moved =
            "# a comment that moves every line\n\n"
            + Self.smallButton.replacingOccurrences(
                of: "    children:\n",
                with:
                    "    children:\n      - label.body: { id: extra, text: Hi, layout: [{ top: 8 }, { leading: 8 }] }\n"
            )
        try folder.write("screen.yaml", moved)
        let same = validation([spec]) { $0.baseline = baseline }
        #expect(same.diagnostics.isEmpty, "\(same.text)")

        try folder.write(
            "screen.yaml", moved + "      - switch: { id: more, layout: [{ top: 200 }, { leading: 16 }] }\n")
        let new = validation([spec]) { $0.baseline = baseline }
        #expect(new.failed(warningsAsErrors: true))
        #expect(new.text.contains("'more' is 51 × 31 pt"), "\(new.text)")
        #expect(!new.text.contains("'add' is"))
    }

    /// The token lint judges the spec, not a cell: its findings are recorded without one and
    /// stay known when the matrix grows; a cell's finding in a new cell is reported again.
    @Test func findingsOfNoCellStayKnownWhenTheMatrixGrows() throws {
        let folder = try ScratchFolder()
        let spec = try folder.write(
            "screen.yaml",
            Self.smallButton.replacingOccurrences(
                of: "root:\n", with: "tokens:\n  padding: { wide: 40 }\nroot:\n"))
        let recording = validation([spec]) { $0.writeBaseline = "b" }
        let written = try #require(recording.baseline).rendered()
        #expect(
            written.contains(
                #""rule": "unused-token", "message": "the token 'wide' is never used", "cell": """#))
        #expect(
            written.contains(
                #""rule": "small-tap-target", "view": "add", "cell": "iphone-17/large/light/ltr""#))
        let baseline = try folder.write("baseline.json", written)
        let grown = validation([spec]) {
            $0.baseline = baseline
            $0.matrix.appearances = ColorAppearance.allCases
        }
        #expect(!grown.diagnostics.contains { $0.id == "unused-token" }, "\(grown.text)")
        let tap = grown.diagnostics.filter { $0.id == "small-tap-target" }
        #expect(tap.count == 1 && tap.first?.cellNote?.hasPrefix("in 2 of 2 cells") == true, "\(grown.text)")
    }

    @Test func aBadBaselineIsReportedAtItsPlace() throws {
        let folder = try ScratchFolder()
        let baseline = try folder.write("baseline.json", #"{"version": 2, "findings": []}"#)
        let old = validation(["specs/ci"]) { $0.baseline = baseline }
        #expect(old.failed(warningsAsErrors: false))
        #expect(
            old.text
                == "\(baseline):1:13: error: unsupported baseline version '2'; this viewspec reads version 1 (write it again with --write-baseline) [invalid-baseline]\n",
            "\(old.text)")
        try folder.write("baseline.json", "{ [")
        let broken = validation(["specs/ci"]) { $0.baseline = baseline }
        #expect(broken.failed(warningsAsErrors: false))
        #expect(broken.diagnostics.map(\.id) == ["syntax-error"], "\(broken.text)")
    }
}
