import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `options.autoPriorities` (Draftsman's 998, 997, … in depth-first order) and
/// `options.direction: rightToLeft`.
@Suite struct LayoutPriorityDirectionTests {
    static let auto = "options: { autoPriorities: true }"
    static let rightToLeft = "options: { direction: rightToLeft }"

    @Test func anEarlierItemGetsTheHigherPriority() {
        // width 100 gets 998 - 3 = 995 and width 200 gets 994: they conflict, the earlier wins.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0 }, { left: 0 }, { height: 10 }, { width: 100 }, { width: 200 }] }
                - view: { id: b, layout: [{ top: 20 }, { left: 0 }, { height: 10 }, { width: 200 }, { width: 100 }] }
                """, preamble: Self.auto))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 100, 10)
        expectFrame(spec, "b", 0, 20, 200, 10)
    }

    @Test func withoutAutoPrioritiesTheConflictIsAnError() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0 }, { left: 0 }, { height: 10 }, { width: 100 }, { width: 200 }] }
                """))
        #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
        expectFrame(spec, "a", 0, 0, 100, 10)
    }

    @Test func aParentsItemsComeBeforeItsChildrens() {
        // p's width 300 (995) beats c's right (990): c keeps its left and width, p its width.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout: [{ top: 0 }, { left: 0 }, { height: 10 }, { width: 300 }]
                    children:
                      - view: { id: c, layout: [{ top: 0 }, { left: 0 }, { height: 10 }, { width: 100 }, { right: 0 }] }
                """, preamble: Self.auto))
        expectClean(spec)
        expectFrame(spec, "p", 0, 0, 300, 10)
        expectFrame(spec, "c", 0, 0, 100, 10)
    }

    @Test func anEarlierSiblingsItemsComeFirst() {
        // a's right == b.left (995) beats b's left == 300 (991).
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0 }, { left: 0 }, { width: 100 }, { right: "b.left" }, { height: 10 }] }
                - view: { id: b, layout: [{ top: 0 }, { width: 50 }, { left: 300 }, { height: 10 }] }
                """, preamble: Self.auto))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 100, 10)
        expectFrame(spec, "b", 100, 0, 50, 10)
    }

    @Test func anExplicitPriorityIsKept() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0 }, { left: 0 }, { height: 10 }, { width: 100 }, { width: "== 50 @999" }] }
                """, preamble: Self.auto))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 50, 10)
    }

    @Test func aShortcutsConstraintsShareOneValue() {
        // center takes 998 for both of its constraints, so width 100 gets 997 and beats the
        // explicit 996.5 (were center to take two values, width 100 would get 996 and lose).
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ center: parent }, { width: 100 }, { width: "== 200 @996.5" }, { height: 10 }] }
                """, preamble: Self.auto))
        expectClean(spec)
        expectFrame(spec, "a", 150, 295, 100, 10)
    }

    // MARK: Right to left

    @Test func leadingAndTrailingAreMirrored() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ leading: 10, top: 0, width: 100, height: 50 }] }
                - view: { id: b, layout: [{ trailing: 20, top: 60, width: 100, height: 50 }] }
                - view: { id: c, layout: [{ edges: { top: 120, leading: 10, trailing: 30 }, height: 10 }] }
                - view: { id: d, layout: [{ edges: { top: 140, left: 10, right: 30 }, height: 10 }] }
                - view: { id: e, layout: [{ at: { edges: [top, leading], insets: 5 }, size: 10 }] }
                - view: { id: f, layout: [{ leading: "a.trailing + 4", top: 200, width: 10, height: 10 }] }
                - view: { id: g, layout: [{ left: 10, top: 220, width: 10, height: 10 }] }
                """, preamble: Self.rightToLeft))
        expectClean(spec)
        expectFrame(spec, "a", 290, 0, 100, 50)
        expectFrame(spec, "b", 20, 60, 100, 50)
        expectFrame(spec, "c", 30, 120, 360, 10)
        expectFrame(spec, "d", 10, 140, 360, 10)
        expectFrame(spec, "e", 385, 5, 10, 10)
        // a's trailing (its left edge, 290) less 4 is f's right edge.
        expectFrame(spec, "f", 276, 200, 10, 10)
        expectFrame(spec, "g", 10, 220, 10, 10)
    }

    @Test func stacksArrangeFromTheRight() {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: s
                    axis: horizontal
                    spacing: 10
                    layout: [{ top: 0, left: 0, width: 400, height: 50 }]
                    children:
                      - view: { id: a, width: 100 }
                      - view: { id: b }
                """, preamble: Self.rightToLeft))
        expectClean(spec)
        expectFrame(spec, "a", 300, 0, 100, 50)
        expectFrame(spec, "b", 0, 0, 290, 50)
    }

    @Test func vflAndAlignmentsRunFromTheRight() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: v, layout: [{ top: 0, height: 10 }] }
                - view:
                    id: p
                    layout:
                      - { top: 100, left: 0, width: 400, height: 50 }
                      - alignHorizontally: { views: [icon, name], left: 16, spacing: 8, right: 16 }
                    children:
                      - view: { id: icon, width: 40 }
                      - view: { id: name }
                """, preamble: Self.rightToLeft, rootLayout: "[\"H:|-10-[v(100)]\"]"))
        expectClean(spec)
        expectFrame(spec, "v", 290, 0, 100, 10)
        expectFrame(spec, "icon", 344, 0, 40, 50)
        expectFrame(spec, "name", 16, 0, 320, 50)
    }
}
