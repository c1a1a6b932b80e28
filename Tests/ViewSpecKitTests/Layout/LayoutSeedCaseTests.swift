import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Cases checked by hand against ViewFactory's own numbers, written into each case: its
/// input and button heights, stack spacings, card insets, setStack, BaseCell and the FAB sizes.
@Suite struct LayoutSeedCaseTests {
    @Test func textInputsAre48HighAndAVerticalStackSpacesThemBy16() {
        let spec = layOut(
            layoutDocument(
                """
                - stack.vertical:
                    id: form
                    layout: [{ top: 0, horizontal: 0 }]
                    children:
                      - input.text: { id: first }
                      - input.text: { id: second, placeholder: you@example.com }
                      - input.number: { id: third }
                """))
        expectClean(spec)
        expectFrame(spec, "form", 0, 0, 400, 176)
        expectFrame(spec, "first", 0, 0, 400, 48)
        expectFrame(spec, "second", 0, 64, 400, 48)
        expectFrame(spec, "third", 0, 128, 400, 48)
    }

    @Test func aVerticalStackPinsItsChildrenToBothSides() {
        // Alignment leading, but ViewFactory pins every child leading and trailing.
        let spec = layOut(
            layoutDocument(
                """
                - stack.vertical:
                    id: form
                    layout: [{ top: 10, horizontal: 20 }]
                    children:
                      - switch: { id: sw }
                      - button.negative: { id: cancel, title: Cancel }
                """))
        expectClean(spec)
        expectFrame(spec, "form", 20, 10, 360, 87)
        expectFrame(spec, "sw", 0, 0, 360, 31)
        expectFrame(spec, "cancel", 0, 47, 360, 40)
    }

    @Test func aLabeledViewSpacesItsLabelAndViewBy4() {
        let spec = layOut(
            layoutDocument(
                """
                - stack.labeledView:
                    id: field
                    layout: [{ top: 0, horizontal: 16 }]
                    children:
                      - label.inputLabel: { id: caption, text: Email }
                      - input.text: { id: email }
                """))
        expectClean(spec)
        let line = TextLayout.intrinsicSize(of: "Email", font: Font(size: 12), lines: 1).height
        expectFrame(spec, "caption", 0, 0, 368, line)
        expectFrame(spec, "email", 0, line + 4, 368, 48)
        expectFrame(spec, "field", 16, 0, 368, line + 52)
    }

    @Test func aCardInsetsItsChildren24And16AndSpacesThemBy16() {
        let spec = layOut(
            layoutDocument(
                """
                - card:
                    id: c
                    layout: [{ top: 0, horizontal: 0 }]
                    children:
                      - view: { id: v1, height: 50 }
                      - view: { id: v2, height: 30 }
                """))
        expectClean(spec)
        expectFrame(spec, "c", 0, 0, 400, 144)
        expectFrame(spec, "v1", 16, 24, 368, 50)
        expectFrame(spec, "v2", 16, 90, 368, 30)
    }

    @Test func aCardWithOwnInsetsAndSpacing() {
        let spec = layOut(
            layoutDocument(
                """
                - card:
                    id: c
                    insets: [8, 4]
                    spacing: 2
                    layout: [{ top: 0, left: 0, width: 200 }]
                    children:
                      - view: { id: v1, height: 10 }
                      - view: { id: v2, height: 10 }
                """))
        expectClean(spec)
        expectFrame(spec, "c", 0, 0, 200, 38)
        expectFrame(spec, "v1", 4, 8, 192, 10)
        expectFrame(spec, "v2", 4, 20, 192, 10)
    }

    @Test func aVerticalScrollPagePlacesItsChildrenAsSetStack() {
        // Pinned to the screen's safe area (iphone-se: 20 at the top); padding 16 on both
        // sides; spacings above, between and below.
        let spec = layOut(
            layoutDocument(
                """
                - scroll.vertical:
                    id: page
                    padding: 16
                    spacings: [24, 8, 24]
                    children:
                      - view: { id: a, height: 100 }
                      - view: { id: b, height: 50 }
                """, device: "device: iphone-se"))
        expectClean(spec)
        expectFrame(spec, "page", 0, 20, 375, 647)
        expectFrame(spec, "a", 16, 24, 343, 100)
        expectFrame(spec, "b", 16, 132, 343, 50)
        expectFrame(spec, "b", 16, 152, 343, 50, absolute: true)
        let content = spec.view("page")?.contentSize
        #expect(content?.width == 375)
        #expect(content?.height == 206)
    }

    @Test func aScrollPagesContentGrowsPastItsFrame() {
        let spec = layOut(
            layoutDocument(
                """
                - scroll.vertical:
                    id: page
                    spacings: [24, 8, 24]
                    children:
                      - view: { id: a, height: 400 }
                      - view: { id: b, height: 400 }
                """, device: "device: iphone-se"))
        expectClean(spec)
        expectFrame(spec, "page", 0, 20, 375, 647)
        expectFrame(spec, "b", 0, 432, 375, 400)
        let content = spec.view("page")?.contentSize
        #expect(content?.width == 375)
        #expect(content?.height == 856)
    }

    @Test func aScrollPageWithoutSpacingsAndASingleChild() {
        // Without spacings every one of the n + 1 is 0; one child still gets its bottom.
        let spec = layOut(
            layoutDocument(
                """
                - scroll.vertical:
                    id: page
                    children:
                      - view: { id: only, height: 100 }
                """, device: "device: iphone-se"))
        expectClean(spec)
        expectFrame(spec, "only", 0, 0, 375, 100)
        #expect(spec.view("page")?.contentSize?.height == 100)
    }

    @Test func setStackInAScrollPageWithOneChildKeepsItsBottomSpacing() {
        let spec = layOut(
            layoutDocument(
                """
                - scroll.vertical:
                    id: page
                    spacings: [10, 30]
                    children:
                      - view: { id: only, height: 100 }
                """, device: "device: iphone-se"))
        expectClean(spec)
        expectFrame(spec, "only", 0, 10, 375, 100)
        #expect(spec.view("page")?.contentSize?.height == 140)
    }

    @Test func tableCellsInsetTheirContentAndStack() {
        // BaseCell: 16 on both sides, 0 above, 16 below; self-sizing rows one under another.
        let spec = layOut(
            layoutDocument(
                """
                - table:
                    id: list
                    layout: [{ edges: 0 }]
                    cell: { view: { height: $h } }
                    rows: [{ h: 44 }, { h: 30 }]
                """))
        expectClean(spec)
        expectFrame(spec, "list", 0, 0, 400, 600)
        expectFrame(spec, "list/cell[0]", 0, 0, 400, 60)
        expectFrame(spec, "list/cell[0]/view[0]", 16, 0, 368, 44)
        expectFrame(spec, "list/cell[1]", 0, 60, 400, 46)
        expectFrame(spec, "list/cell[1]/view[0]", 16, 0, 368, 30)
        expectFrame(spec, "list/cell[1]/view[0]", 16, 60, 368, 30, absolute: true)
        #expect(spec.view("list")?.contentSize?.height == 106)
    }

    @Test func tableRowHeightFixesEveryRow() {
        let spec = layOut(
            layoutDocument(
                """
                - table:
                    id: list
                    rowHeight: 50
                    layout: [{ edges: 0 }]
                    cell: { view: { id: content } }
                    rows: [{}, {}, {}]
                """))
        expectClean(spec)
        expectFrame(spec, "list/cell[2]", 0, 100, 400, 50)
        expectFrame(spec, "list/cell[2]/content", 16, 0, 368, 34)
        #expect(spec.view("list")?.contentSize?.height == 150)
    }

    @Test func fabsAreSquare() {
        let spec = layOut(
            layoutDocument(
                """
                - button.mainFab: { id: fab, image: plus, layout: [{ at: { edges: bottomRight, insets: 16 } }] }
                - button.miniFab: { id: mini, image: plus, layout: [{ at: { edges: topLeft, insets: 16 } }] }
                """))
        expectClean(spec)
        expectFrame(spec, "fab", 344, 544, 40, 40)
        expectFrame(spec, "mini", 16, 16, 32, 32)
    }

    @Test func aNegativeButtonIs40High() {
        let spec = layOut(
            layoutDocument(
                """
                - button.negative: { id: cancel, title: Cancel, layout: [{ top: 0, horizontal: 16 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "cancel", 16, 0, 368, 40)
    }

    @Test func aHorizontalStackSharesTheWidthEquallyAndPinsTopAndBottom() {
        let spec = layOut(
            layoutDocument(
                """
                - stack.horizontal:
                    id: row
                    layout: [{ top: 0, horizontal: 0, height: 30 }]
                    children:
                      - view: { id: a }
                      - view: { id: b }
                      - view: { id: c }
                """))
        expectClean(spec)
        // (400 - 2 × 16) / 3.
        let width = (400.0 - 32) / 3
        expectFrame(spec, "a", 0, 0, width, 30)
        expectFrame(spec, "b", width + 16, 0, width, 30)
        expectFrame(spec, "c", 2 * width + 32, 0, width, 30)
    }
}
