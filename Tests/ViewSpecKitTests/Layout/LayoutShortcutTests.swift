import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Draftsman's shortcuts: edges, horizontal, vertical, center, size, at, below/above/leftOf/
/// rightOf and inBetween, with their targets, relations and priorities.
@Suite struct LayoutShortcutTests {
    @Test func edgesWithALength() {
        let spec = layOut(layoutDocument("- view: { id: a, layout: [{ edges: 16 }] }"))
        expectClean(spec)
        expectFrame(spec, "a", 16, 16, 368, 568)
    }

    @Test func edgesWithVerticalAndHorizontalInsetsToTheSafeArea() {
        let spec = layOut(
            layoutDocument(
                "- view: { id: a, layout: [{ edges: { insets: [8, 16], to: safeArea } }] }",
                device: insetDevice))
        expectClean(spec)
        // Safe area: x 10...380, y 40...570.
        expectFrame(spec, "a", 26, 48, 338, 514)
    }

    @Test func edgesWithFourInsetsAndAMapping() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ edges: [1, 2, 3, 4] }] }
                - view: { id: b, layout: [{ edges: { top: 5, left: 6, bottom: 7, right: 8 } }] }
                """))
        expectClean(spec)
        // [top, left, bottom, right].
        expectFrame(spec, "a", 2, 1, 394, 596)
        expectFrame(spec, "b", 6, 5, 386, 588)
    }

    @Test func edgesWithAtLeastRelation() {
        // At least 20 inside on every side; the size wants more (at 500), the position wants
        // the corner (at 400).
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ edges: { insets: 20, relation: ">=" } }, { width: "== 1000 @500", height: "== 1000 @500" }, { left: "== 0 @400", top: "== 0 @400" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 20, 20, 360, 560)
    }

    @Test func aShortcutsPriorityAppliesToEveryConstraintItMakes() {
        // horizontal at 250 loses to the required width and to left == 0 at 500.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ horizontal: { insets: 10, priority: 250 } }, { width: 100, top: 0, height: 10 }, { left: "== 0 @500" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 100, 10)
    }

    @Test func horizontalAndVertical() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ horizontal: 16, top: 0, height: 10 }] }
                - view: { id: b, layout: [{ horizontal: [10, 30], top: 20, height: 10 }] }
                - view: { id: c, layout: [{ vertical: { insets: 8, to: safeArea }, left: 0, width: 10 }] }
                - view: { id: d, layout: [{ vertical: [5, 15], left: 20, width: 10 }] }
                """, device: insetDevice))
        expectClean(spec)
        expectFrame(spec, "a", 16, 0, 368, 10)
        expectFrame(spec, "b", 10, 20, 360, 10)
        expectFrame(spec, "c", 0, 48, 10, 514)
        expectFrame(spec, "d", 20, 5, 10, 580)
    }

    @Test func centerOnTheParentAndOnAViewWithAnOffset() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: logo, layout: [{ top: 10, left: 10, width: 100, height: 100 }] }
                - view: { id: a, layout: [{ center: parent, size: [100, 50] }] }
                - view: { id: b, layout: [{ center: { to: logo, offset: [0, -20] }, size: 20 }] }
                - view: { id: c, layout: [{ center: { to: logo, offset: [15, 5] }, size: [10, 30] }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 150, 275, 100, 50)
        // logo's centre (60, 60).
        expectFrame(spec, "b", 50, 30, 20, 20)
        expectFrame(spec, "c", 70, 50, 10, 30)
    }

    @Test func sizePairSquareMappingAndRelative() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: avatar, layout: [{ top: 0, left: 0, size: [20, 10] }] }
                - view: { id: pair, layout: [{ top: 0, left: 100, size: [120, 44] }] }
                - view: { id: square, layout: [{ top: 100, left: 0, size: 30 }] }
                - view: { id: fields, layout: [{ top: 200, left: 0, size: { width: 50, height: 60 } }] }
                - view: { id: twice, layout: [{ top: 300, left: 0, size: { to: avatar, multiplier: 2 } }] }
                - view: { id: plus, layout: [{ top: 400, left: 0, size: { to: avatar, multiplier: 2, constant: 4 } }] }
                """))
        expectClean(spec)
        expectFrame(spec, "pair", 100, 0, 120, 44)
        expectFrame(spec, "square", 0, 100, 30, 30)
        expectFrame(spec, "fields", 0, 200, 50, 60)
        expectFrame(spec, "twice", 0, 300, 40, 20)
        expectFrame(spec, "plus", 0, 400, 44, 24)
    }

    @Test func atPresets() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: tl, layout: [{ at: { edges: topLeft, insets: 8, to: safeArea }, size: 50 }] }
                - view: { id: br, layout: [{ at: bottomRight, size: 50 }] }
                - view: { id: tr, layout: [{ at: { edges: topRight, insets: 5 }, size: 50 }] }
                - view: { id: bl, layout: [{ at: { edges: bottomLeft, insets: 5 }, size: 50 }] }
                - view: { id: fl, layout: [{ at: fullLeft, width: 50 }] }
                - view: { id: fr, layout: [{ at: fullRight, width: 50 }] }
                - view: { id: ft, layout: [{ at: fullTop, height: 50 }] }
                - view: { id: fb, layout: [{ at: fullBottom, height: 50 }] }
                - view: { id: all, layout: [{ at: { edges: edges, insets: 10 } }] }
                """, device: insetDevice))
        expectClean(spec)
        expectFrame(spec, "tl", 18, 48, 50, 50)
        expectFrame(spec, "br", 350, 550, 50, 50)
        expectFrame(spec, "tr", 345, 5, 50, 50)
        expectFrame(spec, "bl", 5, 545, 50, 50)
        expectFrame(spec, "fl", 0, 0, 50, 600)
        expectFrame(spec, "fr", 350, 0, 50, 600)
        expectFrame(spec, "ft", 0, 0, 400, 50)
        expectFrame(spec, "fb", 0, 550, 400, 50)
        expectFrame(spec, "all", 10, 10, 380, 580)
    }

    @Test func atAListOfEdges() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ at: { edges: [top, right], insets: 5 }, size: 50 }] }
                - view: { id: b, layout: [{ at: [bottom, leading], size: 40 }] }
                - view: { id: c, layout: [{ at: { edges: [top, trailing], insets: [6, 12] }, size: 10 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 345, 5, 50, 50)
        expectFrame(spec, "b", 0, 560, 40, 40)
        // [vertical, horizontal]: top 6, trailing 12.
        expectFrame(spec, "c", 378, 6, 10, 10)
    }

    @Test func belowAboveLeftOfRightOf() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: title, layout: [{ top: 100, left: 100, width: 200, height: 50 }] }
                - view: { id: below, layout: [{ below: title, left: 0, size: 50 }] }
                - view: { id: belowParallel, layout: [{ below: { view: title, spacing: 8, parallel: true }, size: [50, 20] }] }
                - view: { id: above, layout: [{ above: { view: title, spacing: 10 }, left: 0, size: 20 }] }
                - view: { id: leftOf, layout: [{ leftOf: { view: title, spacing: 4, parallel: true }, size: [40, 20] }] }
                - view: { id: rightOf, layout: [{ rightOf: title, top: 0, size: 10 }] }
                - view: { id: aboveParallel, layout: [{ above: { view: title, parallel: true }, size: [100, 30] }] }
                """))
        expectClean(spec)
        expectFrame(spec, "below", 0, 150, 50, 50)
        expectFrame(spec, "belowParallel", 175, 158, 50, 20)
        expectFrame(spec, "above", 0, 70, 20, 20)
        expectFrame(spec, "leftOf", 56, 115, 40, 20)
        expectFrame(spec, "rightOf", 300, 0, 10, 10)
        expectFrame(spec, "aboveParallel", 150, 70, 100, 30)
    }

    @Test func belowWithARelation() {
        // At least 12 below the title; pulled up (at 500) as far as that allows.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: title, layout: [{ top: 100, left: 0, width: 200, height: 50 }] }
                - view: { id: a, layout: [{ below: { view: title, spacing: 12, relation: ">=" } }, { top: "== 0 @500", left: 0, size: 10 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 162, 10, 10)
    }

    @Test func inBetweenVertically() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: header, layout: [{ at: fullTop, height: 100 }] }
                - view: { id: footer, layout: [{ at: fullBottom, height: 100 }] }
                - view: { id: a, layout: [{ inBetween: { views: [header, footer], axis: vertical, insets: 8 }, horizontal: 0 }] }
                - view: { id: b, layout: [{ inBetween: [header, footer], left: 0, width: 10 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 108, 400, 384)
        expectFrame(spec, "b", 0, 100, 10, 400)
    }

    @Test func inBetweenHorizontallyPinsTheRightToTheSecondView() {
        // Draftsman pins the right to the first view's left; we pin it to the second's.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: l, layout: [{ at: fullLeft, width: 100 }] }
                - view: { id: r, layout: [{ top: 0, left: 300, width: 100, bottom: 0 }] }
                - view: { id: a, layout: [{ inBetween: { views: [l, r], axis: horizontal, insets: 10 }, vertical: 0 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 110, 0, 180, 600)
    }
}
