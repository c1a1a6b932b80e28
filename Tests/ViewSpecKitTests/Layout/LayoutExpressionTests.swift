import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Free-form expressions (plain algebra), the top-level `constraints` list and Visual Format
/// Language lines.
@Suite struct LayoutExpressionTests {
    @Test func multipliersBeforeAndAfterAndDivision() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: ["top == safeArea.top + 12", "left == parent.left + 10", "width == 0.5 * parent.width", "height == parent.height * 0.25"] }
                - view: { id: b, layout: ["top == a.bottom + 5", "left == a.left", "width == parent.width / 4", "height = 20"] }
                """, device: insetDevice))
        expectClean(spec)
        expectFrame(spec, "a", 10, 52, 200, 150)
        expectFrame(spec, "b", 10, 207, 100, 20)
    }

    @Test func expressionsNegateNothing() {
        // Unlike the structured forms, `bottom == parent.bottom - 8` is plain algebra.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: ["bottom == parent.bottom - 8", "right == parent.right - 5", "width == 50", "height == 40"] }
                - view: { id: b, layout: ["bottom == a.top + 10", "right == a.left - 10", "width == self.height", "height == 30"] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 345, 552, 50, 40)
        expectFrame(spec, "b", 305, 532, 30, 30)
    }

    @Test func tokensAsConstants() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: title, layout: ["top == parent.top + $sixteen", "left == parent.left + $twentyFour", "width == 100", "height == $gutter"] }
                - view: { id: a, layout: ["top == title.bottom + $gutter", "left == title.left - $eight", "width == 40", "height == 10"] }
                """, preamble: "tokens: { padding: { gutter: 20 } }"))
        expectClean(spec)
        expectFrame(spec, "title", 24, 16, 100, 20)
        expectFrame(spec, "a", 16, 56, 40, 10)
    }

    @Test func namedPriorities() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: ["top == parent.top", "left == parent.left", "width == 100 @high", "width == 200 @medium", "height == 10 @fittingSize", "height == 20 @low"] }
                - view: { id: b, layout: ["top == parent.top + 50", "left == parent.left", "width == 100 @required", "width == 300 @999", "height == 5"] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 100, 20)
        expectFrame(spec, "b", 0, 50, 100, 5)
    }

    @Test func inequalitiesWithPriorities() {
        // leading >= title.trailing + 8 @750 wins over leading == parent.leading @low.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: title, layout: ["top == parent.top", "left == parent.left", "width == 100", "height == 20"] }
                - view: { id: a, layout: ["leading >= title.trailing + 8 @750", "leading == parent.leading @low", "top ≥ title.bottom", "top == parent.top @low", "trailing <= parent.trailing", "width == 1000 @500", "height == 10"] }
                """))
        expectClean(spec)
        expectFrame(spec, "a", 108, 20, 292, 10)
    }

    @Test func topLevelConstraintsOnly() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: avatar, layout: [{ top: 100, left: 16, size: 40 }] }
                - view: { id: name, layout: [{ left: 70, width: 200, height: 20 }] }
                - view: { id: box, layout: [{ top: 20, left: 0, width: 400 }, { height: "== 1000 @500" }] }
                """,
                trailer: """
                    constraints:
                      - "avatar.centerY == name.centerY"
                      - "box.height <= screen.height - 40 @high"
                    """))
        expectClean(spec)
        expectFrame(spec, "name", 70, 110, 200, 20)
        expectFrame(spec, "box", 0, 20, 400, 560)
    }

    // MARK: VFL

    @Test func vflWithStandardAndSuperviewSpacing() {
        // |-20-[a]-8-[b]-20-|, then V: |-20-[a(30)]-8-[b(==a)].
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, width: 100 }
                - view: { id: b }
                """,
                rootLayout: "[\"H:|-[a]-8-[b(>=50@750)]-|\", \"V:|-[a(30)]-[b(==a)]\"]"))
        expectClean(spec)
        expectFrame(spec, "a", 20, 20, 100, 30)
        expectFrame(spec, "b", 128, 58, 252, 30)
    }

    @Test func vflSpacingOptions() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, width: 100 }
                - view: { id: b }
                """, preamble: "options: { standardSpacing: 4, superviewSpacing: 10 }",
                rootLayout: "[\"H:|-[a]-8-[b(>=50@750)]-|\", \"V:|-[a(30)]-[b(==a)]\"]"))
        expectClean(spec)
        expectFrame(spec, "a", 10, 10, 100, 30)
        expectFrame(spec, "b", 118, 44, 272, 30)
    }

    @Test func vflSizePredicatesAndEqualWidths() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0, height: 10 }] }
                - view: { id: b, layout: [{ top: 0, height: 10 }] }
                - view: { id: c, layout: [{ top: 20, height: 10 }, { width: "== 300 @500" }] }
                """,
                rootLayout: "[\"H:|[a(>=50,<=200)]-(16)-[b(==a)]|\", \"H:|[c(>=50,<=100)]\"]"))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 192, 10)
        expectFrame(spec, "b", 208, 0, 192, 10)
        expectFrame(spec, "c", 0, 20, 100, 10)
    }

    @Test func vflFlushViewsAndFixedGaps() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0, height: 10 }] }
                - view: { id: b, layout: [{ top: 0, height: 10 }] }
                - view: { id: c, layout: [{ top: 0, height: 10 }] }
                """,
                rootLayout: "[\"H:|-10-[a(50)][b(60)]-0-[c(==b)]\"]"))
        expectClean(spec)
        expectFrame(spec, "a", 10, 0, 50, 10)
        expectFrame(spec, "b", 60, 0, 60, 10)
        expectFrame(spec, "c", 120, 0, 60, 10)
    }

    @Test func vflPredicateListsMetricTokensAndNamedPriorities() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: icon, layout: [{ top: "== 0 @500" }] }
                - view: { id: title, layout: [{ top: 0 }] }
                """, preamble: "tokens: { padding: { gutter: 12 } }",
                rootLayout:
                    "[\"V:|-(>=20@750)-[icon(40)]\", \"H:|-$gutter-[icon(==100@high,==200@low)]-$gutter-[title]\", \"V:[title(>=30,==10@low)]\", \"H:[title(==50@required)]\"]"
            ))
        expectClean(spec)
        expectFrame(spec, "icon", 12, 20, 100, 40)
        expectFrame(spec, "title", 124, 0, 50, 30)
    }

    @Test func vflWithoutOrientationIsHorizontal() {
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0, height: 10 }] }
                """, rootLayout: "[\"|-30-[a]-40-|\"]"))
        expectClean(spec)
        expectFrame(spec, "a", 30, 0, 330, 10)
    }

    @Test func topLevelVflUsesTheViewsCommonParent() {
        let spec = layOut(
            layoutDocument(
                """
                - view:
                    id: p
                    layout: [{ top: 0, left: 50, width: 300, height: 100 }]
                    children:
                      - view: { id: x, width: 100, layout: [{ vertical: 0 }] }
                      - view: { id: y, layout: [{ vertical: 0 }] }
                """, trailer: "constraints:\n  - \"H:|-[x]-[y]-|\""))
        expectClean(spec)
        expectFrame(spec, "x", 20, 0, 100, 100)
        expectFrame(spec, "x", 70, 0, 100, 100, absolute: true)
        expectFrame(spec, "y", 128, 0, 152, 100)
    }
}
