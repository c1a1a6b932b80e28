import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// A resolved view keeps its factory-filled parts in a shared box: copies must still behave as
/// values (a change to one never shows in another) and compare by content.
@Suite struct ResolvedViewValueTests {
    static func view(_ id: String = "v") -> ResolvedView {
        ResolvedView(
            id: id, name: nil, scope: 0, kind: .cell,
            range: SourceRange(file: "t.yaml", at: SourcePosition(line: 1, column: 1)))
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var original = Self.view()
        original.appearance.alpha = 0.5
        var copy = original
        copy.appearance.alpha = 0.25
        copy.appearance.isHidden = true
        copy.size.intrinsic.horizontal = 40
        copy.arrangement = .page(horizontal: 8, vertical: [1, 2])
        copy.fittingSize.vertical = 12
        #expect(original.appearance.alpha == 0.5)
        #expect(!original.appearance.isHidden)
        #expect(original.size.intrinsic.horizontal == nil)
        #expect(original.arrangement == .free)
        #expect(original.fittingSize.vertical == nil)
        #expect(copy.appearance.alpha == 0.25 && copy.appearance.isHidden)
        #expect(copy.arrangement == .page(horizontal: 8, vertical: [1, 2]))
    }

    @Test func changesInAnArrayOfViewsStayInTheirElement() {
        var views = [Self.view("a"), Self.view("b")]
        let before = views
        views[1].appearance.zIndex = 3
        views[1].control = .none
        #expect(before[1].appearance.zIndex == 0)
        #expect(views[1].appearance.zIndex == 3)
        #expect(views[0] == before[0])
        #expect(views[1] != before[1])
    }

    @Test func equalityIsByContentNotByBox() {
        var a = Self.view()
        var b = Self.view()
        #expect(a == b)
        a.appearance.alpha = 0.5
        #expect(a != b)
        b.appearance.alpha = 0.5
        #expect(a == b)
    }
}

/// Views of a kind share one box of appearance and one of text setting: a change to one view's
/// must copy the box first.
@Suite struct SharedPartsValueTests {
    @Test func aChangeToASharedAppearanceStaysInItsView() {
        var a = ResolvedViewValueTests.view("a")
        var b = ResolvedViewValueTests.view("b")
        let shared = Shared(Appearance())
        a.sharedAppearance = shared
        b.sharedAppearance = shared
        b.appearance.zIndex = 2
        #expect(a.appearance.zIndex == 0)
        #expect(b.appearance.zIndex == 2)
        #expect(a.sharedAppearance.isShared(with: shared))
        #expect(!b.sharedAppearance.isShared(with: shared))
    }

    @Test func aChangeToASharedTextSettingStaysInItsText() {
        let original = TextContent(
            string: "A", role: .text, font: Font(metrics: .builtin(.regular), size: 17, weight: .regular),
            textStyle: .body, color: RGBA(red: 0, green: 0, blue: 0),
            range: SourceRange(file: "t.yaml", at: SourcePosition(line: 1, column: 1)))
        var copy = original
        copy.lines = 2
        copy.color = RGBA(red: 1, green: 0, blue: 0)
        #expect(original.lines == 0 && original.color == RGBA(red: 0, green: 0, blue: 0))
        #expect(copy.lines == 2)
        #expect(!copy.setting.isShared(with: original.setting))
        var same = original
        same.string = "B"
        #expect(same.setting.isShared(with: original.setting))
        #expect(same != original)
        same.string = "A"
        #expect(same == original)
    }

    /// The tree holds its views for the whole run: not in an array grown by doubling with up to
    /// half of it empty (a 5,000-view screen's array would have room for 8,192).
    @Test func aResolvedTreeKeepsNoEmptyRoomForViews() throws {
        var yaml = "viewspec: 1\ndevice: iphone-17\nroot:\n  view:\n    children:\n"
        for index in 0..<5_000 { yaml += "      - view: { id: v\(index) }\n" }
        let tree = try #require(Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(yaml.utf8))).tree)
        #expect(tree.views.count == 5_001)
        #expect(tree.views.capacity <= tree.views.count + tree.views.count / 16)
    }
}

/// The back-to-front order of siblings that the SVG and ASCII drawings and the audits' painter
/// all take from `ResolvedTree.drawingOrder(of:)`.
@Suite struct DrawingOrderTests {
    @Test func siblingsAreOrderedByZIndexAndStayInDocumentOrderAmongEqualOnes() throws {
        let tree = try resolvedTree(
            screen(
                """
                - view: { id: a, zIndex: 2 }
                - view: { id: b }
                - view: { id: c, zIndex: -1 }
                - view: { id: d, zIndex: 2 }
                - view: { id: e }
                """))
        #expect(tree.drawingOrder(of: 0).map { tree.views[$0].id } == ["c", "b", "e", "a", "d"])
    }

    @Test func withoutZIndexTheOrderIsTheDocumentsOrder() throws {
        let tree = try resolvedTree(screen("- view: { id: a }\n- view: { id: b }\n- view: { id: c }"))
        #expect(tree.drawingOrder(of: 0).map { tree.views[$0].id } == ["a", "b", "c"])
    }
}
