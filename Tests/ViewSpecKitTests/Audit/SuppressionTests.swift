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

/// `# viewspec: ignore` comments, read from the source text.
@Suite struct SuppressionTests {
    static func scan(_ text: String) -> (Suppressions, [Diagnostic]) {
        let scanned = Suppressions.scan([SourceFile(path: "t.yaml", bytes: Array(text.utf8))])
        return (scanned.suppressions, scanned.diagnostics)
    }

    @Test func aCommentBeforeANodeCoversTheLinesItSpans() {
        let (suppressions, problems) = Self.scan(
            """
            viewspec: 1
            root:
              view:
                children:
                  # viewspec: ignore low-contrast -- on purpose
                  - card:
                      children:
                        - label.hint: A

                        - label.hint: B
                  - label.hint: C
            """)
        #expect(problems.isEmpty)
        #expect(suppressions.entries.map(\.rule) == ["low-contrast"])
        #expect(suppressions.entries.first?.lines == 6...10)
        #expect(suppressions.entries.first?.reason == "on purpose")
    }

    @Test func theFirstLinesCoverTheFile() {
        let (suppressions, _) = Self.scan("# viewspec: ignore small-tap-target -- FABs\n\nviewspec: 1\n")
        #expect(suppressions.entries.count == 1)
        #expect(suppressions.entries.first?.lines == nil)
    }

    @Test func hashesInQuotesAndOrdinaryCommentsAreNotSuppressions() {
        let (suppressions, problems) = Self.scan(
            """
            # a comment
            viewspec: 1
            root:
              label: { text: "# viewspec: ignore low-contrast -- no" }   # an ordinary comment
            """)
        #expect(suppressions.entries.isEmpty)
        #expect(problems.isEmpty)
    }

    @Test func whatIsNotASuppressionIsSaid() {
        let (suppressions, problems) = Self.scan(
            """
            viewspec: 1
            # viewspec: ignore low-contrast
            # viewspec: ignore lowcontrast -- typo
            # viewspec: allow low-contrast -- wrong verb
            root:
              label: x   # viewspec: ignore low-contrast -- same line
            """)
        #expect(suppressions.entries.isEmpty)
        #expect(
            problems.map(\.id) == [
                "invalid-suppression", "unknown-rule", "invalid-suppression", "invalid-suppression",
            ])
        #expect(problems.map { $0.range?.lower.line } == [2, 3, 4, 6])
        #expect(problems[1].message == "no rule 'lowcontrast' to suppress; did you mean 'low-contrast'?")
    }

    @Test func filteringMarksWhatWasUsed() {
        var (suppressions, _) = Self.scan(
            "# viewspec: ignore low-contrast -- x\n# viewspec: ignore shrunk-text -- y\nviewspec: 1\n")
        let place = SourceRange(file: "t.yaml", at: SourcePosition(line: 3, column: 1))
        let kept = suppressions.filter(
            [
                Diagnostic(.warning, id: "low-contrast", "a", at: place),
                Diagnostic(.error, id: "low-contrast", "an error stays", at: place),
                Diagnostic(.warning, id: "off-screen", "another rule", at: place),
            ], viewRanges: [:])
        #expect(kept.map(\.message) == ["an error stays", "another rule"])
        #expect(
            suppressions.unused.map(\.message) == [
                "this suppression of 'shrunk-text' suppresses nothing in the file; remove it"
            ])
    }

    /// Every warning docs/diagnostics.md lists, except the suppressions' own and `diff`'s (about
    /// two layouts, not a spec), can be suppressed.
    @Test func theSuppressibleRulesAreTheDocumentedWarnings() throws {
        let catalogue = try PackageFiles.read("docs/diagnostics.md")
        let warnings = Set(
            catalogue.matches(of: #/\n\| `([a-z0-9-]+)` \| warning \|/#).map { String($0.output.1) }
        )
        .subtracting(["invalid-suppression", "unknown-rule", "unused-suppression", "generated-ids-renamed"])
        #expect(Set(SuppressibleRules.ids) == warnings)
        #expect(SuppressibleRules.ids.count == Set(SuppressibleRules.ids).count)
    }
}
