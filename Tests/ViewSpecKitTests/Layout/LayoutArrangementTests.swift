import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Parent-level arrangements: ConstraintHelper's setStack, UIBuilder's alignHorizontally,
/// alignVertically and zStack.
@Suite struct LayoutArrangementTests {
    @Test func setStackWithThreeViewsAndFourSpacings() {
        // The stack's height comes from the spacings and the views: 24+50+8+60+8+70+24.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 300 }
                      - setStack: { views: [a, b, c], horizontal: 16, vertical: [24, 8, 8, 24] }
                    children:
                      - view: { id: a, height: 50 }
                      - view: { id: b, height: 60 }
                      - view: { id: c, height: 70 }
                """))
        expectClean(spec)
        expectFrame(spec, "p", 0, 0, 300, 244)
        expectFrame(spec, "a", 16, 24, 268, 50)
        expectFrame(spec, "b", 16, 82, 268, 60)
        expectFrame(spec, "c", 16, 150, 268, 70)
    }

    @Test func setStackWithoutViewsTakesEveryChildAndHorizontalDefaultsToZero() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 10, left: 10, width: 200 }
                      - setStack: { vertical: [0, 5, 10] }
                    children:
                      - view: { id: a, height: 20 }
                      - view: { id: b, height: 30 }
                """))
        expectClean(spec)
        expectFrame(spec, "p", 10, 10, 200, 65)
        expectFrame(spec, "a", 0, 0, 200, 20)
        expectFrame(spec, "b", 0, 25, 200, 30)
    }

    @Test func setStackWithASingleViewKeepsItsBottomSpacing() {
        // ConstraintHelper never makes the last constraint for one view; we do.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 100 }
                      - setStack: { views: [only], horizontal: 10, vertical: [5, 7] }
                    children:
                      - view: { id: only, height: 30 }
                """))
        expectClean(spec)
        expectFrame(spec, "p", 0, 0, 100, 42)
        expectFrame(spec, "only", 10, 5, 80, 30)
    }

    @Test func setStackFillsAFixedParent() {
        // The parent's height is fixed: the view without a height takes what is left.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, height: 50 }
                - view: { id: b, height: 60 }
                - view: { id: c }
                """,
                rootLayout: "[{ setStack: { views: [a, b, c], horizontal: 16, vertical: [24, 8, 8, 24] } }]"))
        expectClean(spec)
        expectFrame(spec, "a", 16, 24, 368, 50)
        expectFrame(spec, "b", 16, 82, 368, 60)
        expectFrame(spec, "c", 16, 150, 368, 426)
    }

    @Test func alignHorizontallyStretchesBothViewsWithoutCrossMargins() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 400, height: 100 }
                      - alignHorizontally: { views: [icon, name], left: 16, spacing: 8, right: 16 }
                    children:
                      - view: { id: icon, width: 40 }
                      - view: { id: name }
                """))
        expectClean(spec)
        expectFrame(spec, "icon", 16, 0, 40, 100)
        expectFrame(spec, "name", 64, 0, 320, 100)
    }

    @Test func alignHorizontallyAsAPair() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout: [{ top: 0, left: 0, width: 300, height: 50 }, { alignHorizontally: [a, b] }]
                    children:
                      - view: { id: a, width: 100 }
                      - view: { id: b }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 100, 50)
        expectFrame(spec, "b", 100, 0, 200, 50)
    }

    @Test func alignHorizontallyFirstStretchedSecondCentred() {
        // The parent takes its height from the first view: 10 + 40 + 20; the second is centred.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 400 }
                      - alignHorizontally: { views: [a, b], left: 0, spacing: 10, right: 0, firstTop: 10, firstBottom: 20 }
                    children:
                      - view: { id: a, width: 100, height: 40 }
                      - view: { id: b, height: 30 }
                """))
        expectClean(spec)
        expectFrame(spec, "p", 0, 0, 400, 70)
        expectFrame(spec, "a", 0, 10, 100, 40)
        expectFrame(spec, "b", 110, 20, 290, 30)
    }

    @Test func alignHorizontallySecondStretchedFirstCentred() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 400 }
                      - alignHorizontally: { views: [a, b], secondTop: 4, secondBottom: 6 }
                    children:
                      - view: { id: a, width: 100, height: 20 }
                      - view: { id: b, height: 50 }
                """))
        expectClean(spec)
        expectFrame(spec, "p", 0, 0, 400, 60)
        expectFrame(spec, "a", 0, 20, 100, 20)
        expectFrame(spec, "b", 100, 4, 300, 50)
    }

    @Test func alignHorizontallyWithOwnMarginsForEachView() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 400, height: 100 }
                      - alignHorizontally: { views: [a, b], left: 5, spacing: 5, right: 5, firstTop: 10, firstBottom: 20, secondTop: 30, secondBottom: 40 }
                    children:
                      - view: { id: a, width: 100 }
                      - view: { id: b }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 5, 10, 100, 70)
        expectFrame(spec, "b", 110, 30, 285, 30)
    }

    @Test func alignVerticallyFirstStretchedSecondCentred() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 200 }
                      - alignVertically: { views: [a, b], top: 10, spacing: 4, bottom: 10, firstLeft: 5, firstRight: 5 }
                    children:
                      - view: { id: a, height: 20 }
                      - view: { id: b, width: 50, height: 30 }
                """))
        expectClean(spec)
        expectFrame(spec, "p", 0, 0, 200, 74)
        expectFrame(spec, "a", 5, 10, 190, 20)
        expectFrame(spec, "b", 75, 34, 50, 30)
    }

    @Test func alignVerticallyBothStretchedWithTheSameMargins() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 200, height: 100 }
                      - alignVertically: { views: [a, b], spacing: 10, left: 8, right: 12 }
                    children:
                      - view: { id: a, height: 30 }
                      - view: { id: b }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 8, 0, 180, 30)
        expectFrame(spec, "b", 8, 40, 180, 60)
    }

    @Test func zStackPinsOnlyTheGivenSides() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout:
                      - { top: 0, left: 0, width: 200, height: 100 }
                      - zStack: { views: [photo, badge], first: { top: 0, left: 0, right: 0, bottom: 0 }, second: { top: 8, right: 8 } }
                    children:
                      - view: { id: photo }
                      - view: { id: badge, width: 20, height: 20 }
                """))
        expectClean(spec)
        expectFrame(spec, "photo", 0, 0, 200, 100)
        expectFrame(spec, "badge", 172, 8, 20, 20)
    }
}
