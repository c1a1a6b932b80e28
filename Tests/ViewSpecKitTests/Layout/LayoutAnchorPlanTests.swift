import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Draftsman's anchor constraints (`anchor: value`): numbers, relation strings and mappings, insets
/// on bottom/right/trailing, multipliers, priorities and every kind of target.
///
/// The screen is 400 × 600 unless a test says otherwise.
@Suite struct LayoutAnchorPlanTests {
    @Test func numbersPinToTheParentAndSetSizes() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: box, layout: [{ top: 10, left: 20, width: 100, height: 50 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "screen", 0, 0, 400, 600)
        expectFrame(spec, "box", 20, 10, 100, 50)
    }

    @Test func numbersOnBottomRightAndTrailingAreInsets() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ bottom: 30, right: 40, width: 100, height: 50 }] }
                - view: { id: b, layout: [{ top: 0, trailing: 25, width: 100, height: 50 }] }
                - view: { id: c, layout: [{ top: 0, leading: 15, width: 100, height: 50 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 260, 520, 100, 50)
        expectFrame(spec, "b", 275, 0, 100, 50)
        expectFrame(spec, "c", 15, 0, 100, 50)
    }

    @Test func aRelationStringOnTopBoundsThePosition() {
        // top >= 100 is required; top == 50 only at 500.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: ">= 100" }, { top: "== 50 @500" }, { left: 0, width: 10, height: 10 }] }
                - view: { id: b, layout: [{ top: "<= 30" }, { top: "== 80 @500" }, { left: 0, width: 10, height: 10 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 100, 10, 10)
        expectFrame(spec, "b", 0, 30, 10, 10)
    }

    @Test func relationsOnBottomAndRightAreAboutTheSpace() {
        // bottom: ">= 8" keeps at least 8 above the parent's bottom: bottom <= 592.
        // right: ">= 30" keeps at least 30 from the parent's right: right <= 370.
        // right: "<= 30" keeps at most 30: right >= 370.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ bottom: ">= 8" }, { top: "== 580 @500" }, { left: 0, width: 10, height: 50 }] }
                - view: { id: b, layout: [{ right: ">= 30" }, { left: "== 380 @500" }, { top: 0, width: 50, height: 10 }] }
                - view: { id: c, layout: [{ right: "<= 30" }, { left: "== 0 @500" }, { top: 0, width: 100, height: 10 }] }
                - view: { id: d, layout: [{ trailing: ">= 30" }, { leading: "== 380 @500" }, { top: 0, width: 50, height: 10 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 542, 10, 50)
        expectFrame(spec, "b", 320, 0, 50, 10)
        expectFrame(spec, "c", 270, 0, 100, 10)
        expectFrame(spec, "d", 320, 0, 50, 10)
    }

    @Test func aTargetedBottomKeepsItsConstantAsASpace() {
        // bottom: "footer.top + 8" is bottom == footer.top - 8; "- 8" is a space of -8 (overlap).
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: footer, layout: [{ top: 500, left: 0, width: 400, height: 50 }] }
                - view: { id: a, layout: [{ bottom: "footer.top + 8" }, { left: 0, width: 10, height: 40 }] }
                - view: { id: b, layout: [{ bottom: "footer.top - 8" }, { left: 20, width: 10, height: 40 }] }
                - view: { id: c, layout: [{ right: "footer.centerX + 10" }, { top: 0, width: 50, height: 10 }] }
                - view: { id: d, layout: [{ bottom: { to: footer } }, { left: 40, width: 10, height: 40 }] }
                - view: { id: e, layout: [{ bottom: { relation: ">=", to: footer.top, constant: 20 } }, { top: "== 480 @500" }, { left: 60, width: 10, height: 40 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 452, 10, 40)
        expectFrame(spec, "b", 20, 468, 10, 40)
        expectFrame(spec, "c", 140, 0, 50, 10)
        expectFrame(spec, "d", 40, 510, 10, 40)
        // At least 20 above the footer's top: bottom <= 480.
        expectFrame(spec, "e", 60, 440, 10, 40)
    }

    @Test func targetsWithAnchorsAndConstants() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: title, layout: [{ top: 20, left: 30, width: 200, height: 40 }] }
                - view: { id: a, layout: [{ top: "title.bottom + 8", left: "title.left", width: "title.width", height: "title.height - 10" }] }
                - view: { id: b, layout: [{ top: "== title.top - 5", left: "title.right + 4", width: 50, height: 50 }] }
                - view: { id: c, layout: [{ top: { relation: ">=", to: title.bottom, multiplier: 1, constant: 8, priority: 750 } }, { top: "== 0 @500" }, { left: 0, width: 10, height: 10 }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 30, 68, 200, 30)
        expectFrame(spec, "b", 234, 15, 50, 50)
        expectFrame(spec, "c", 0, 68, 10, 10)
    }

    @Test func multipliers() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: title, layout: [{ top: 0, left: 0, width: 100, height: 30 }] }
                - view: { id: a, layout: [{ top: 100, left: 0, width: "== parent.width * 0.5", height: { relation: "<=", to: title.height, multiplier: 2 } }, { height: "== 1000 @500" }] }
                - view: { id: b, layout: [{ top: 200, left: "parent.right * 0.25", width: { to: title.width, multiplier: 1.5, constant: 10 }, height: "title.width * 0.2" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 100, 200, 60)
        expectFrame(spec, "b", 100, 200, 160, 20)
    }

    @Test func aTargetWithoutAnAnchorMeansTheKeysAnchor() {
        // width: "height" is the parent's height; "== parent * 0.5" the parent's same anchor.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout: [{ top: 0, left: 0, width: 400, height: 300 }]
                    children:
                      - view: { id: a, layout: [{ top: 0, left: 0, width: "height", height: "== parent * 0.5" }] }
                      - view: { id: b, layout: [{ top: 0, left: 0, width: "== parent * 0.25", height: "== parent.width * 0.5" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 300, 150)
        expectFrame(spec, "b", 0, 0, 100, 200)
    }

    @Test func explicitPrioritiesDecideBetweenOptionalConstraints() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0, left: 0, height: 10 }, { width: "== 200 @250" }, { width: "== 100 @750" }] }
                - view: { id: b, layout: [{ top: 0, left: 0, height: 10 }, { width: "== 200 @high" }, { width: "== 100 @low" }] }
                - view: { id: c, layout: [{ top: 0, left: 0, height: 10 }, { width: { constant: 70, priority: 300 } }, { width: { constant: 90, priority: 299 } }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 100, 10)
        expectFrame(spec, "b", 0, 0, 200, 10)
        expectFrame(spec, "c", 0, 0, 70, 10)
    }

    @Test func safeAreaTargetsHonourTheInsets() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: "safeArea.top + 4", left: "safeArea", bottom: "safeArea", right: "safeArea + 5" }] }
                """, device: insetDevice))
        expectClean(spec)
        // top 40 + 4, left 10, bottom 600 - 30, right 400 - 20 - 5.
        expectFrame(spec, "a", 10, 44, 365, 526)
    }

    @Test func selfTargetsTheViewItself() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0, left: 0, height: 30, width: "self.height * 2" }] }
                - view: { id: b, layout: [{ top: 50, left: 0, width: 40, height: "== self.width + 5" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 60, 30)
        expectFrame(spec, "b", 0, 50, 40, 45)
    }

    @Test func previousIsTheViewBeforeInDepthFirstOrder() {
        // a1's previous is its parent a; b's is a's last descendant a1 (not its sibling a);
        // c's is b.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: a
                    layout: [{ top: 10, left: 10, width: 100, height: 100 }]
                    children:
                      - view: { id: a1, layout: [{ top: "previous.top + 5", left: "previous.left + 5", width: 20, height: 20 }] }
                - view: { id: b, layout: [{ top: "previous.bottom + 7", left: "previous", width: 30, height: 30 }] }
                - view: { id: c, layout: [{ top: "previous", left: "previous.right", width: "previous", height: "previous" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "a1", 5, 5, 20, 20)
        expectFrame(spec, "a1", 15, 15, 20, 20, absolute: true)
        expectFrame(spec, "b", 15, 42, 30, 30)
        expectFrame(spec, "c", 45, 42, 30, 30)
    }

    @Test func previousOfTheFirstChildIsItsParent() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout: [{ top: 100, left: 50, width: 200, height: 100 }]
                    children:
                      - view: { id: first, layout: [{ top: "previous", left: "previous", width: "previous", height: "previous * 0.5" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "first", 0, 0, 200, 50)
        expectFrame(spec, "first", 50, 100, 200, 50, absolute: true)
    }

    @Test func previousSafeAreaIsThePreviousViewsGuide() {
        // cover fills the screen, so its safe area has the screen's insets; next reads them.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: cover, layout: [{ edges: 0 }] }
                - view: { id: next, layout: [{ top: "previous.safeArea.top", left: "previous.safeArea.left", right: "previous.safeArea", bottom: "previous.safeArea" }] }
                """, device: insetDevice))
        expectClean(spec)
        expectFrame(spec, "cover", 0, 0, 400, 600)
        expectFrame(spec, "next", 10, 40, 370, 530)
    }

    @Test func aChildsSafeAreaIsItsParentsOverlapWithTheScreenInsets() {
        // full covers the screen (its guide has all the insets); band sits in the middle of
        // the screen, clear of every inset, so its guide is its frame.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: full
                    layout: [{ edges: 0 }]
                    children:
                      - view: { id: inFull, layout: [{ edges: { insets: 0, to: safeArea } }] }
                - view:
                    id: band
                    layout: [{ top: 100, left: 50, width: 300, height: 200 }]
                    children:
                      - view: { id: inBand, layout: [{ edges: { insets: 0, to: safeArea } }] }
                """, device: insetDevice))
        expectClean(spec)
        expectFrame(spec, "inFull", 10, 40, 370, 530)
        expectFrame(spec, "inBand", 0, 0, 300, 200)
    }

    @Test func idTargetsInsideNestedParentsUseScreenPositions() {
        // A target in another branch of the tree: positions are compared on the screen.
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: left
                    layout: [{ top: 50, left: 0, width: 100, height: 100 }]
                    children:
                      - view: { id: marker, layout: [{ top: 30, left: 10, width: 10, height: 10 }] }
                - view:
                    id: right
                    layout: [{ top: 0, left: 200, width: 100, height: 300 }]
                    children:
                      - view: { id: follower, layout: [{ top: "marker.top", left: 0, width: 10, height: "marker" }] }
                """))
        expectClean(spec)
        expectFrame(spec, "follower", 0, 80, 10, 10)
        expectFrame(spec, "follower", 200, 80, 10, 10, absolute: true)
    }
}
