import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// A finding a suppression silences is not built when the output leaves it out; what is
/// reported, and which suppressions are reported unused, stay as when every finding is built.
@Suite struct SilencedFindingsTests {
    /// Two labels of one component: the text is written once, in the body, so both labels'
    /// findings are at one place; the views are written at their uses.
    static func badges(commentAbove use: String) -> String {
        let first = use == "first" ? "            # viewspec: ignore low-contrast -- this badge only\n" : ""
        let second = use == "second" ? "            # viewspec: ignore low-contrast -- this badge only\n" : ""
        return """
            viewspec: 1
            device: iphone-17
            components:
              badge:
                body: { label.hint: "Badge" }
            root:
              view:
                background: card
                children:
                  - stack.vertical:
                      layout: [{ at: { edges: fullTop, to: safeArea } }]
                      children:
            \(first)            - badge: { id: first }
            \(second)            - badge: { id: second }

            """
    }

    static let suppressed = """
        # viewspec: ignore small-tap-target -- the seed's 40 pt button
        viewspec: 1
        device: iphone-17
        root:
          view:
            background: card
            children:
              - stack.vertical:
                  layout: [{ at: { edges: fullTop, to: safeArea } }]
                  children:
                    # viewspec: ignore low-contrast -- the navy hint colour
                    - label.hint: { id: hint, text: Hint }
                    - button.negative: { id: delete, title: Remove }
                    # viewspec: ignore overlapping-views -- nothing overlaps here
                    - label.hint: { id: footnote, text: Small print }

        """

    struct Run {
        var reported: [Diagnostic]
        var silenced: [Diagnostic]
    }

    /// `text` validated and laid out on the matrix of two devices and two content sizes.
    static func run(_ text: String, keepingSilenced: Bool) throws -> Run {
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let request = MatrixRequest(devices: ["iphone-se", "iphone-17"], contentSizes: [.large, .ax3])
        let (matrix, unknown) = try #require(Pipeline.matrix(of: result, request: request))
        #expect(unknown.isEmpty)
        let run = Pipeline.layout(result, matrix: matrix, request: request, keepingSilenced: keepingSilenced)
        return Run(
            reported: result.diagnostics + Findings.merged(run),
            silenced: result.suppressed + Findings.mergedSuppressed(run))
    }

    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.range?.lower.line ?? 0) \($0.id) \($0.view ?? "") \($0.cells.count)" }
    }

    @Test func whatIsReportedIsTheSameWhetherTheSilencedAreBuiltOrNot() throws {
        for text in [
            Self.suppressed, Self.badges(commentAbove: "first"), Self.badges(commentAbove: "second"),
        ] {
            let kept = try Self.run(text, keepingSilenced: true)
            let left = try Self.run(text, keepingSilenced: false)
            #expect(left.reported == kept.reported, "\(text)")
        }
    }

    @Test func keptSilencedFindingsAreMarkedAndTheOthersAreNotBuilt() throws {
        let kept = try Self.run(Self.suppressed, keepingSilenced: true)
        #expect(
            Self.lines(kept.silenced) == [
                "12 low-contrast hint 4", "13 small-tap-target delete 4",
            ])
        #expect(kept.silenced.allSatisfy { $0.suppression?.kind == .inSource })
        #expect(kept.silenced.first?.suppression?.justification == "the navy hint colour")
        #expect(
            Self.lines(kept.reported) == [
                "13 low-contrast delete 4", "14 unused-suppression  0", "15 low-contrast footnote 4",
            ])
        let left = try Self.run(Self.suppressed, keepingSilenced: false)
        #expect(left.silenced.isEmpty)
    }

    /// The two badges' findings are one, at the first badge, whose own comment decides; a
    /// comment above the second alone silences nothing and is reported.
    @Test func viewsOfOneNodeUnderDifferentCommentsAreJudgedByTheFirst() throws {
        for keeping in [false, true] {
            let second = try Self.run(Self.badges(commentAbove: "second"), keepingSilenced: keeping)
            #expect(Self.lines(second.reported) == ["5 low-contrast first 4", "14 unused-suppression  0"])
            #expect(second.reported.first?.notes.map(\.message).first?.hasPrefix("and 1 more view") == true)

            let first = try Self.run(Self.badges(commentAbove: "first"), keepingSilenced: keeping)
            #expect(first.reported.isEmpty, "\(first.reported)")
        }
    }

    /// Laid out on a list of devices (`layout`, `snapshot`, `diff`), nothing silenced is built.
    @Test func theDeviceListLayoutReportsTheSameUnusedSuppressions() {
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(Self.suppressed.utf8)))
        let laidOut = Pipeline.layout(result, deviceNames: ["iphone-se", "iphone-17"])
        #expect(
            Self.lines(laidOut.diagnostics) == [
                "13 low-contrast delete 0", "15 low-contrast footnote 0", "13 low-contrast delete 0",
                "15 low-contrast footnote 0", "14 unused-suppression  0",
            ])
        #expect(laidOut.layouts.allSatisfy { $0.diagnostics.map(\.view) == ["delete", "footnote"] })
    }

    /// The mechanism itself: a place every finding of which the same suppressions silence is
    /// not built, and those count as used; a place whose findings they silence differently is
    /// built whole.
    @Test func aSilencedPlaceIsNeverFormattedAndItsSuppressionIsUsed() throws {
        let text = Self.badges(commentAbove: "second")
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        let tree = try #require(result.tree)
        let silenced = try #require(
            result.suppressions.silencing(viewRanges: Suppressions.viewRanges(of: tree)))
        let first = try #require(tree.views.firstIndex { $0.id == "first" })
        let second = try #require(tree.views.firstIndex { $0.id == "second" })

        final class Calls { var count = 0 }
        let calls = Calls()
        func finding(_ view: Int, at range: SourceRange) -> AuditFindings.Finding {
            AuditFindings.Finding(
                rule: "low-contrast", view: view, range: range,
                message: { id in
                    calls.count += 1
                    return .lowBoundaryContrast(
                        id, part: "fill", color: RGBA(red: 0, green: 0, blue: 0),
                        surroundings: RGBA(red: 0, green: 0, blue: 0), ratio: 1)
                }, notes: nil)
        }
        // At each badge's own place, only the second is silenced.
        let own = Audits.reported(
            [finding(first, at: tree.views[first].range), finding(second, at: tree.views[second].range)],
            tree: tree, silenced: silenced)
        #expect(own.map(\.view) == ["first"])
        #expect(calls.count == 1)
        #expect(silenced.usedEntries == [0])

        // At one place for both, they differ: both are built and grouped, for partition to judge.
        calls.count = 0
        let silencedAgain = try #require(
            result.suppressions.silencing(viewRanges: Suppressions.viewRanges(of: tree)))
        let shared = tree.views[first].text?.range ?? tree.views[first].range
        let grouped = Audits.reported(
            [finding(first, at: shared), finding(second, at: shared)], tree: tree, silenced: silencedAgain)
        #expect(grouped.map(\.view) == ["first"])
        #expect(grouped.first?.notes.count == 1)
        #expect(calls.count == 2)
        #expect(silencedAgain.usedEntries.isEmpty)
    }

    /// Findings about an id that several views carry are placed at the first of them, whichever
    /// order the lookup is built in.
    @Test func aRepeatedIdIsPlacedAtItsFirstView() throws {
        let text = Self.badges(commentAbove: "none")
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        var tree = try #require(result.tree)
        let first = try #require(tree.views.firstIndex { $0.id == "first" })
        let second = try #require(tree.views.firstIndex { $0.id == "second" })
        #expect(tree.views[first].range != tree.views[second].range)
        tree.views[second].id = "first"
        let ranges = Suppressions.viewRanges(of: tree)
        #expect(ranges["first"] == tree.views[first].range)
        #expect(ranges.count == Set(tree.views.map(\.id)).count)
    }
}
