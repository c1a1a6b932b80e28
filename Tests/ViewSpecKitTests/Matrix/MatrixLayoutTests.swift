import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `Pipeline.layout(_:matrix:request:)` and what it needs of the result.
@Suite struct MatrixLayoutTests {
    static let text = layoutDocument(
        """
        - label.body: { id: title, text: Hello there, layout: [{ top: 10, left: 10 }] }
        - label.body: { id: more, text: More, layout: [{ below: title, left: 10 }] }
        """,
        device: "device: [iphone-se, iphone-17]")

    /// `viewspec layout` drops the decoded spec before a single-resolution layout: the first
    /// resolution is `result.tree`'s and needs no spec, so the cells are those laid out with it.
    @Test func aSingleResolutionIsLaidOutWithoutTheSpec() throws {
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(Self.text.utf8)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let request = MatrixRequest()
        let (matrix, _) = try #require(Pipeline.matrix(of: result, request: request))
        #expect(matrix.isSingleResolution)
        var withoutSpec = result
        withoutSpec.spec = nil
        let kept = Pipeline.layout(result, matrix: matrix, request: request)
        let dropped = Pipeline.layout(withoutSpec, matrix: matrix, request: request)
        #expect(dropped.cells.count == 2)
        #expect(dropped.cells.map(\.layout.views) == kept.cells.map(\.layout.views))
        #expect(dropped.diagnostics == kept.diagnostics)
        // Another content size must resolve the spec again: without it, it has no cells.
        let two = MatrixRequest(contentSizes: [.large, .ax3])
        let (both, _) = try #require(Pipeline.matrix(of: result, request: two))
        #expect(Pipeline.layout(result, matrix: both, request: two).cells.count == 4)
        #expect(Pipeline.layout(withoutSpec, matrix: both, request: two).cells.count == 2)
    }
}
