import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// libyaml on a thread of its own (`EventPrefetcher`) must build the tree the reader on the
/// caller's thread builds, report the same problems, and stop where it stops: each input is parsed
/// both ways and compared.
///
/// The sizes cross the prefetcher's batches (256 events) and its ring (8 batches), so a stop lands
/// before, at and after a wrap.
@Suite struct YAMLReadAheadTests {
    /// A mapping of `count` small views, about 8 events each.
    private static func views(_ count: Int) -> String {
        var text = "viewspec: 1\nviews:\n"
        for index in 0..<count {
            text += "  - id: v\(index)\n    kind: label\n    text: \"Text \(index)\"\n"
        }
        return text
    }

    private static let sizes = [0, 1, 31, 32, 33, 255, 256, 257, 2_047, 2_048, 2_049, 6_000]

    private func expectSameBothWays(
        _ text: String, limits: YAMLParser.Limits = .default,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let file = SourceFile(path: "test.yaml", bytes: Array(text.utf8))
        var here = DiagnosticBag()
        var ahead = DiagnosticBag()
        let hereRoot = YAMLParser.parse(file, limits: limits, diagnostics: &here, readingAhead: false)
        let aheadRoot = YAMLParser.parse(file, limits: limits, diagnostics: &ahead, readingAhead: true)
        #expect(hereRoot == aheadRoot, sourceLocation: sourceLocation)
        #expect(here.diagnostics == ahead.diagnostics, sourceLocation: sourceLocation)
        return ahead.diagnostics
    }

    @Test(arguments: sizes)
    func validDocumentsBuildTheSameTree(count: Int) {
        #expect(expectSameBothWays(Self.views(count)).isEmpty)
    }

    @Test(arguments: sizes)
    func aSyntaxErrorAtTheEndStopsBothAtTheSamePlace(count: Int) {
        let ids = expectSameBothWays(Self.views(count) + "  - id: [unclosed\n").map(\.id)
        #expect(ids.first == "syntax-error")
    }

    @Test(arguments: sizes)
    func aTabInTheMiddleStopsBothAtTheSamePlace(count: Int) {
        let text = Self.views(count / 2) + "\t- id: tab\n" + Self.views(count - count / 2)
        #expect(expectSameBothWays(text).map(\.id).contains("tab-indentation"))
    }

    @Test(arguments: sizes)
    func aSecondDocumentStopsTheReadingWhileTheParserIsAhead(count: Int) {
        let text = Self.views(count / 2) + "---\n" + Self.views(count)
        #expect(expectSameBothWays(text).map(\.id) == ["multiple-documents"])
    }

    @Test(arguments: sizes)
    func theNodeLimitStopsTheReadingWhileTheParserIsAhead(count: Int) {
        let limits = YAMLParser.Limits(
            maxBytes: 8 << 20, maxDepth: 128, maxAliasExpansion: 1_000, maxNodes: 1_000)
        let ids = expectSameBothWays(Self.views(count), limits: limits).map(\.id)
        // 7 nodes a view, 5 around them.
        #expect(ids == (5 + 7 * count > 1_000 ? ["too-many-nodes"] : []))
    }

    @Test func unknownAliasesAndDepthAreReportedTheSame() {
        let aliases = Self.views(3_000) + "  - *nope\n  - *nope\n"
        #expect(expectSameBothWays(aliases).map(\.id) == ["unknown-alias", "unknown-alias"])
        let deep = Self.views(3_000) + "  - " + String(repeating: "[", count: 200) + "\n"
        #expect(expectSameBothWays(deep).map(\.id) == ["nesting-too-deep"])
    }

    @Test func emptyAndTinyInputs() {
        #expect(expectSameBothWays("").map(\.id) == ["empty-spec"])
        #expect(expectSameBothWays("a: 1\n").isEmpty)
        #expect(expectSameBothWays("[").map(\.id) == ["syntax-error"])
    }
}
