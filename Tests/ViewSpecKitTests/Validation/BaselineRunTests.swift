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

    static let committed = "specs/ci/.viewspec-baseline.json"

    /// Recorded beside the specs, a baseline names them relative to its own folder, with the
    /// degree of each finding that has one; the committed example is what a recording writes.
    @Test func aBaselineRoundTrips() throws {
        let recording = validation(["specs/ci"]) { $0.writeBaseline = PackageFiles.path(Self.committed) }
        #expect(recording.diagnostics.isEmpty, "\(recording.text)")
        let written = try #require(recording.baseline).rendered()
        #expect(
            written == """
                {
                  "version": 3,
                  "findings": [
                    {"file": "screens/checkout.yaml", "rule": "low-contrast", "view": "note", "cell": "iphone-17/large/light/ltr", "measure": 2.64},
                    {"file": "screens/checkout.yaml", "rule": "low-contrast", "view": "pay", "cell": "iphone-17/large/light/ltr", "measure": 4.19},
                    {"file": "screens/checkout.yaml", "rule": "small-tap-target", "view": "pay", "cell": "iphone-17/large/light/ltr", "measure": 44},
                    {"file": "screens/settings.yaml", "rule": "low-contrast", "view": "signOut", "cell": "iphone-17/large/light/ltr", "measure": 4.19}
                  ]
                }

                """)
        #expect(written == (try PackageFiles.read(Self.committed)))
        // The same run again records the same, whatever the jobs.
        let again = validation(["specs/ci"]) {
            $0.writeBaseline = PackageFiles.path(Self.committed)
            $0.jobs = 1
        }
        #expect(try #require(again.baseline).rendered() == written)

        let clean = validation(["specs/ci"]) { $0.baseline = PackageFiles.path(Self.committed) }
        #expect(clean.diagnostics.isEmpty, "\(clean.text)")
        let kept = validation(["specs/ci"]) {
            $0.baseline = PackageFiles.path(Self.committed)
            $0.keepingSilenced = true
        }
        #expect(
            kept.withSuppressed.compactMap { $0.suppression?.kind.rawValue }.sorted() == [
                "external", "external", "external", "external", "inSource",
            ])
    }

    /// A baseline's paths are relative to its file: it works from any working folder, and read
    /// from another it still matches.
    @Test func aBaselineMatchesFromAnyWorkingFolder() throws {
        let elsewhere = try ScratchFolder()
        let report = Validation.run(
            ValidationRequest(
                inputs: [PackageFiles.path("specs/ci")], baseline: PackageFiles.path(Self.committed),
                paths: ReportPaths(currentDirectory: elsewhere.url.path)))
        #expect(report.diagnostics.isEmpty, "\(report.text)")
    }

    /// Each occurrence is its own entry: a second finding with the same key (here the same
    /// message, of a finding about no view) is new.
    @Test func aSecondOccurrenceOfARecordedFindingIsNew() throws {
        let folder = try ScratchFolder()
        let card = { (id: String, top: Int) in
            "      - view: { id: \(id), elevation: 5, width: 80, height: 40, layout: [{ top: \(top) }, { leading: 16 }] }\n"
        }
        let screen = "viewspec: 1\ndevice: iphone-17\nroot:\n  view:\n    children:\n"
        let spec = try folder.write("screen.yaml", screen + card("first", 100))
        let baseline = try Self.write(
            validation([spec]) { $0.writeBaseline = folder.path("baseline.json") }, to: "baseline.json",
            in: folder)
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(
            recorded.contains(#""rule": "off-scale-elevation", "message": "elevation 5 dp"#), "\(recorded)")

        try folder.write("screen.yaml", screen + card("first", 100) + card("second", 200))
        let second = validation([spec]) { $0.baseline = baseline }
        #expect(second.diagnostics.map(\.id) == ["off-scale-elevation"], "\(second.text)")
        #expect(second.diagnostics.first?.range?.lower.line == 7)
    }

    /// A recorded finding made worse is new; as bad or better, it stays known.
    @Test func aRecordedFindingMadeWorseIsNew() throws {
        let folder = try ScratchFolder()
        let screen = { (color: String) in
            """
            viewspec: 1
            device: iphone-17
            root:
              view:
                background: "#FFFFFF"
                children:
                  - label.body: { id: hint, text: Your balance, color: "\(color)", layout: [{ top: 80 }, { leading: 16 }] }

            """
        }
        let spec = try folder.write("screen.yaml", screen("#999999"))
        _ = try Self.write(
            validation([spec]) { $0.writeBaseline = folder.path("baseline.json") }, to: "baseline.json",
            in: folder)
        let baseline = folder.path("baseline.json")
        #expect(try String(contentsOfFile: baseline, encoding: .utf8).contains(#""measure": 2.85"#))
        try folder.write("screen.yaml", screen("#AAAAAA"))
        let worse = validation([spec]) { $0.baseline = baseline }
        #expect(worse.diagnostics.map(\.id) == ["low-contrast"], "\(worse.text)")
        try folder.write("screen.yaml", screen("#888888"))
        let better = validation([spec]) { $0.baseline = baseline }
        #expect(better.diagnostics.isEmpty, "\(better.text)")
    }

    /// Entries no finding matches are counted in a note at the baseline, for the files validated
    /// only (a shard does not count the others'), and never fail the run.
    @Test func entriesThatNoLongerMatchAreCounted() throws {
        let folder = try ScratchFolder()
        let spec = try folder.write("screen.yaml", Self.smallButton)
        let second = try folder.write("other.yaml", Self.smallButton)
        _ = try Self.write(
            validation([spec, second]) { $0.writeBaseline = folder.path("baseline.json") },
            to: "baseline.json",
            in: folder)
        try folder.write(
            "screen.yaml",
            Self.smallButton.replacingOccurrences(
                of: "switch: { id: add", with: "label.body: { id: add, text: Add"))
        let fixed = validation([spec]) { $0.baseline = folder.path("baseline.json") }
        #expect(!fixed.failed(warningsAsErrors: true))
        #expect(
            fixed.text
                == "\(folder.path("baseline.json")):1:1: note: 1 finding of the baseline is no longer found in the specs validated; write the baseline again with --write-baseline to drop it [stale-baseline]\n",
            "\(fixed.text)")
        let untouched = validation([second]) { $0.baseline = folder.path("baseline.json") }
        #expect(untouched.diagnostics.isEmpty, "\(untouched.text)")
    }

    /// Line moves and other views added do not change a finding's fingerprint; a new finding
    /// fails the run, and only it is reported.
    @Test func onlyNewFindingsAreReported() throws {
        let folder = try ScratchFolder()
        let spec = try folder.write("screen.yaml", Self.smallButton)
        let baseline = try Self.write(
            validation([spec]) { $0.writeBaseline = folder.path("baseline.json") }, to: "baseline.json",
            in: folder)

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
        let recording = validation([spec]) { $0.writeBaseline = folder.path("baseline.json") }
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
        let baseline = try folder.write("baseline.json", #"{"version": 4, "findings": []}"#)
        let old = validation(["specs/ci"]) { $0.baseline = baseline }
        #expect(old.failed(warningsAsErrors: false))
        #expect(
            old.text
                == "\(baseline):1:13: error: unsupported baseline version '4'; this viewspec reads versions 1 to 3 (write it again with --write-baseline) [invalid-baseline]\n",
            "\(old.text)")
        try folder.write("baseline.json", "{ [")
        let broken = validation(["specs/ci"]) { $0.baseline = baseline }
        #expect(broken.failed(warningsAsErrors: false))
        #expect(broken.diagnostics.map(\.id) == ["syntax-error"], "\(broken.text)")
    }
}
