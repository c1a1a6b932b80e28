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

/// The differences between the spec pairs of specs/diff/before and specs/diff/after (each after/
/// spec is its before/ twin with one change, named after it), each reported at the view's node
/// in the new spec.
@Suite struct SpecDiffTests {
    /// The pair `name` laid out and compared at the default tolerance: the report as the text
    /// form prints it, with paths relative to the package root.
    static func diff(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let old = LayoutDocumentLoader.load(path: PackageFiles.path("specs/diff/before/\(name).yaml"))
        let new = LayoutDocumentLoader.load(path: PackageFiles.path("specs/diff/after/\(name).yaml"))
        let before = try #require(old.document, "\(old.diagnostics)", sourceLocation: sourceLocation)
        let after = try #require(new.document, "\(new.diagnostics)", sourceLocation: sourceLocation)
        let found = LayoutDiff.compare(before, after, tolerance: LayoutDiff.defaultTolerance).diagnostics
        return DiagnosticRenderer(files: new.sources).render(found)
            .replacingOccurrences(of: PackageFiles.root.path + "/", with: "")
    }

    /// The lines of `report` that carry a diagnostic, without the excerpts under them.
    static func reports(_ report: String) -> [String] {
        report.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(" ") }
    }

    @Test func aMovedViewIsReportedWithIDDeviceAndDelta() throws {
        let report = try Self.diff("moved")
        #expect(
            Self.reports(report) == [
                "specs/diff/after/moved.yaml:7:9: error: 'form' resized by (0, +24): 343 × 110.46 → 343 × 134.46 (on iphone-se) [view-resized]",
                "specs/diff/after/moved.yaml:13:15: error: 'subtitle' moved by (0, +12) in 'form': (0, 41.886) → (0, 53.886) (on iphone-se) [view-moved]",
                "specs/diff/after/moved.yaml:14:15: error: 'cancel' moved by (0, +24) in 'form': (0, 70.46) → (0, 94.46) (on iphone-se) [view-moved]",
            ])
        // The excerpt is the view's node in the new spec.
        #expect(
            report.contains(
                "   13 |             - label.body: { id: subtitle, text: Sign in to continue. }\n"))
    }

    @Test func aResizedViewIsReported() throws {
        #expect(
            Self.reports(try Self.diff("resized")).contains(
                "specs/diff/after/resized.yaml:14:15: error: 'cancel' resized by (0, +20): 343 × 40 → 343 × 60 (on iphone-se) [view-resized]"
            ))
    }

    @Test func anAddedAndARemovedViewAreReported() throws {
        let reports = Self.reports(try Self.diff("added-removed"))
        #expect(
            reports.contains(
                "specs/diff/after/added-removed.yaml:14:15: error: 'hint' (label.hint) was added at (16, 125.886, 343 × 14.523) (on iphone-se) [view-added]"
            ))
        // At its parent, which the new spec still has.
        #expect(
            reports.contains(
                "specs/diff/after/added-removed.yaml:7:9: error: 'subtitle' (label.body) was removed; it was at (16, 77.886, 343 × 20.574) (on iphone-se) [view-removed]"
            ))
        // Ids are given here: no warning about generated ones.
        #expect(!reports.contains { $0.hasSuffix("[generated-ids-renamed]") })
    }

    @Test func aChangedTextIsReported() throws {
        #expect(
            Self.reports(try Self.diff("text")) == [
                "specs/diff/after/text.yaml:12:15: error: the text of 'title' changed: \"Welcome back\" → \"Welcome\" (on iphone-se) [text-changed]"
            ])
    }

    @Test func renumberedGeneratedIDsAreExplained() throws {
        #expect(
            try Self.diff("renumbered").contains(
                "specs/diff/after/renumbered.yaml:5:3: warning: 4 of the 5 differences are about views with generated ids, and 'list/label.body[3]' was added or removed"
            ))
    }
}
