import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Stacks against UIStackView's rules (docs/layout.md, "Containers", states them).
///
/// The arranged views are controls with fixed intrinsic sizes: a switch 51 × 31, a stepper 94 × 32,
/// a colour well 28 × 28.
@Suite struct LayoutStackTests {
    /// A horizontal `stack` at the top left with the given extra properties, holding a switch,
    /// a stepper and a colour well (with their extra properties).
    static func row(
        _ properties: String, switchProperties: String = "", stepperProperties: String = "",
        wellProperties: String = ""
    ) -> String {
        layoutDocument(
            """
            - stack:
                id: s
                axis: horizontal
            \(properties.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                children:
                  - switch: { id: sw\(switchProperties) }
                  - stepper: { id: st\(stepperProperties) }
                  - colorWell: { id: cw\(wellProperties) }
            """)
    }

    // MARK: fill

    @Test func fillUnderflowTheLaterViewStretchesFirst() {
        // 300 - (51 + 94 + 28 + 2 × 10) = 107 more: equal hugging, so the last view takes it.
        let spec = layOut(
            Self.row("spacing: 10\nlayout: [{ top: 0, left: 0, width: 300, height: 40 }]"))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 61, 0, 94, 40)
        expectFrame(spec, "cw", 165, 0, 135, 40)
    }

    @Test func fillUnderflowTheLowerHuggingStretches() {
        let spec = layOut(
            Self.row(
                "spacing: 10\nlayout: [{ top: 0, left: 0, width: 300, height: 40 }]",
                switchProperties: ", hugging: 200"))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 158, 40)
        expectFrame(spec, "st", 168, 0, 94, 40)
        expectFrame(spec, "cw", 272, 0, 28, 40)
    }

    @Test func fillOverflowTheLaterViewShrinksFirst() {
        // 20 too few: equal compression resistance, so the last view gives them up.
        let spec = layOut(
            Self.row("spacing: 10\nlayout: [{ top: 0, left: 0, width: 173, height: 40 }]"))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 61, 0, 94, 40)
        expectFrame(spec, "cw", 165, 0, 8, 40)
    }

    @Test func fillOverflowTheLowerCompressionResistanceShrinks() {
        let spec = layOut(
            Self.row(
                "spacing: 10\nlayout: [{ top: 0, left: 0, width: 173, height: 40 }]",
                stepperProperties: ", compressionResistance: { horizontal: 700 }"))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 61, 0, 74, 40)
        expectFrame(spec, "cw", 145, 0, 28, 40)
    }

    // MARK: Other distributions

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let spec = layOut(
            Self.row(
                "distribution: fillEqually\nspacing: 15\nlayout: [{ top: 0, left: 0, width: 300, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 90, 40)
        expectFrame(spec, "st", 105, 0, 90, 40)
        expectFrame(spec, "cw", 210, 0, 90, 40)
    }

    @Test func fillEquallyOverflowShrinksEveryViewAlike() {
        let spec = layOut(
            Self.row(
                "distribution: fillEqually\nspacing: 5\nlayout: [{ top: 0, left: 0, width: 100, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 30, 40)
        expectFrame(spec, "st", 35, 0, 30, 40)
        expectFrame(spec, "cw", 70, 0, 30, 40)
    }

    @Test func fillProportionallyGivesEachViewItsShareOfTheStack() {
        // UIStackView's shares: intrinsic length over 51 + 94 + 28 + 2 × 10 = 193, asked at 999,
        // 998, 997; the spacings are not shared out, so the last view takes what is left:
        // 366 × 51 / 193 = 96.715, 366 × 94 / 193 = 178.259, 366 - 20 - 274.974 = 71.026.
        let spec = layOut(
            Self.row(
                "distribution: fillProportionally\nspacing: 10\nlayout: [{ top: 0, left: 0, width: 366, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 96.715, 40)
        expectFrame(spec, "st", 106.715, 0, 178.259, 40)
        expectFrame(spec, "cw", 294.974, 0, 71.026, 40)
    }

    @Test func fillProportionallyUnconstrainedTakesTheNaturalLength() {
        let spec = layOut(
            Self.row(
                "distribution: fillProportionally\nalignment: center\nspacing: 10\nlayout: [{ top: 0, left: 0 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "s", 0, 0, 193, 32)
        expectFrame(spec, "sw", 0, 0.5, 51, 31)
        expectFrame(spec, "st", 61, 0, 94, 32)
        expectFrame(spec, "cw", 165, 2, 28, 28)
    }

    @Test func fillProportionallyOutranksCompressionResistance() {
        // 86.5 × 51 / 173: the shares are asked at 999 to 997, so even a compression resistance
        // of 900 gives way.
        let spec = layOut(
            Self.row(
                "distribution: fillProportionally\nlayout: [{ top: 0, left: 0, width: 86.5, height: 40 }]",
                switchProperties: ", compressionResistance: 900"))
        expectFrame(spec, "sw", 0, 0, 25.5, 40)
    }

    @Test func fillProportionallyOverflowKeepsTheProportions() {
        let spec = layOut(
            Self.row(
                "distribution: fillProportionally\nlayout: [{ top: 0, left: 0, width: 86.5, height: 40 }]"))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 25.5, 40)
        expectFrame(spec, "st", 25.5, 0, 47, 40)
        expectFrame(spec, "cw", 72.5, 0, 14, 40)
    }

    @Test func equalSpacingPadsTheGapsEvenly() {
        // (300 - 173) / 2 = 63.5 per gap; the views keep their intrinsic lengths.
        let spec = layOut(
            Self.row(
                "distribution: equalSpacing\nspacing: 10\nlayout: [{ top: 0, left: 0, width: 300, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 114.5, 0, 94, 40)
        expectFrame(spec, "cw", 272, 0, 28, 40)
    }

    @Test func equalSpacingOverflowKeepsTheMinimumSpacingAndShrinksTheLaterView() {
        // 173 + 2 × 10 = 193 in 183: the gaps stay 10, the colour well gives up 10.
        let spec = layOut(
            Self.row(
                "distribution: equalSpacing\nspacing: 10\nlayout: [{ top: 0, left: 0, width: 183, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 61, 0, 94, 40)
        expectFrame(spec, "cw", 165, 0, 18, 40)
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        // Centres 25.5 and 286 at the ends; the stepper's centre halfway, at 155.75.
        let spec = layOut(
            Self.row(
                "distribution: equalCentering\nspacing: 10\nlayout: [{ top: 0, left: 0, width: 300, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 108.75, 0, 94, 40)
        expectFrame(spec, "cw", 272, 0, 28, 40)
    }

    @Test func equalCenteringLetsTheGapsGiveWayBeforeAnyViewShrinks() {
        // Even centres would need the stepper at 58.75, 7.75 from the switch: less than the
        // spacing. UIStackView asks for even centres at 149 only, so nothing is compressed and
        // the centres are as even as the spacing allows.
        let spec = layOut(
            Self.row(
                "distribution: equalCentering\nspacing: 10\nlayout: [{ top: 0, left: 0, width: 200, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 61, 0, 94, 40)
        expectFrame(spec, "cw", 172, 0, 28, 40)
    }

    @Test func equalCenteringShrinksByCompressionResistanceOnlyPastTheSpacing() {
        // 173 + 2 × 10 = 193 in 183: the gaps are at their minimum, and then the colour well,
        // the last of equal compression resistance, gives up 10.
        let spec = layOut(
            Self.row(
                "distribution: equalCentering\nspacing: 10\nlayout: [{ top: 0, left: 0, width: 183, height: 40 }]"
            ))
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 40)
        expectFrame(spec, "st", 61, 0, 94, 40)
        expectFrame(spec, "cw", 165, 0, 18, 40)
    }

    // MARK: Alignment

    /// A horizontal stack 155 wide (51 + 10 + 94) and 100 high with `alignment`.
    static func aligned(_ alignment: String) -> LaidOutSpec {
        layOut(
            layoutDocument(
                """
                - stack:
                    id: s
                    axis: horizontal
                    alignment: \(alignment)
                    spacing: 10
                    layout: [{ top: 0, left: 0, width: 155, height: 100 }]
                    children:
                      - switch: { id: sw }
                      - stepper: { id: st }
                """))
    }

    @Test func alignmentFillStretches() {
        let spec = Self.aligned("fill")
        expectClean(spec)
        expectFrame(spec, "sw", 0, 0, 51, 100)
        expectFrame(spec, "st", 61, 0, 94, 100)
    }

    @Test func alignmentLeadingAndTopStart() {
        for alignment in ["leading", "top"] {
            let spec = Self.aligned(alignment)
            expectClean(spec)
            expectFrame(spec, "sw", 0, 0, 51, 31)
            expectFrame(spec, "st", 61, 0, 94, 32)
        }
    }

    @Test func alignmentCenterCentres() {
        let spec = Self.aligned("center")
        expectClean(spec)
        expectFrame(spec, "sw", 0, 34.5, 51, 31)
        expectFrame(spec, "st", 61, 34, 94, 32)
    }

    @Test func alignmentTrailingAndBottomEnd() {
        for alignment in ["trailing", "bottom"] {
            let spec = Self.aligned(alignment)
            expectClean(spec)
            expectFrame(spec, "sw", 0, 69, 51, 31)
            expectFrame(spec, "st", 61, 68, 94, 32)
        }
    }

    @Test func alignmentFirstBaselineLinesUpTheBaselines() throws {
        // The header's baseline is its ascent below its top; the body's top is moved down so
        // that its baseline is on the same line. The stack is as high as the taller view.
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: s
                    axis: horizontal
                    alignment: firstBaseline
                    spacing: 8
                    layout: [{ top: 0, left: 0 }]
                    children:
                      - label.header: { id: big, text: Title }
                      - label.body: { id: small, text: Body }
                """))
        expectClean(spec)
        let header = Font(size: 28)
        let body = Font(size: 17)
        let bigSize = TextLayout.intrinsicSize(of: "Title", font: header, lines: 1)
        let smallSize = TextLayout.intrinsicSize(of: "Body", font: body, lines: 0)
        let drop = header.ascent - body.ascent
        expectFrame(spec, "big", 0, 0, bigSize.width, bigSize.height)
        expectFrame(spec, "small", bigSize.width + 8, drop, smallSize.width, smallSize.height)
        expectFrame(spec, "s", 0, 0, bigSize.width + 8 + smallSize.width, bigSize.height)
        let big = try #require(spec.absolute("big"))
        let small = try #require(spec.absolute("small"))
        #expect(nearlyEqual(big.y + header.ascent, small.y + body.ascent))
    }

    // MARK: Spacing, hidden views, nesting, own size

    @Test func spacingAndSpacingAfter() {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: s
                    spacing: 10
                    spacingAfter: { a: 30 }
                    layout: [{ top: 0, left: 0, width: 100 }]
                    children:
                      - view: { id: a, height: 20 }
                      - view: { id: b, height: 20 }
                      - view: { id: c, height: 20 }
                """))
        expectClean(spec)
        expectFrame(spec, "s", 0, 0, 100, 100)
        expectFrame(spec, "a", 0, 0, 100, 20)
        expectFrame(spec, "b", 0, 50, 100, 20)
        expectFrame(spec, "c", 0, 80, 100, 20)
    }

    @Test func hiddenChildrenTakeNoSpace() {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: s
                    spacing: 10
                    layout: [{ top: 0, left: 0, width: 100 }]
                    children:
                      - switch: { id: one }
                      - switch: { id: two, hidden: true }
                      - switch: { id: three }
                """))
        expectClean(spec)
        expectFrame(spec, "s", 0, 0, 100, 72)
        expectFrame(spec, "one", 0, 0, 100, 31)
        expectFrame(spec, "two", 0, 0, 0, 0)
        expectFrame(spec, "three", 0, 41, 100, 31)
    }

    @Test func hiddenChildrenAreLeftOutOfSpacingAfter() {
        // The spacing after a hidden view does not apply; the view before it keeps its own.
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: s
                    spacing: 10
                    spacingAfter: { one: 4, two: 50 }
                    layout: [{ top: 0, left: 0, width: 100 }]
                    children:
                      - switch: { id: one }
                      - switch: { id: two, hidden: true }
                      - switch: { id: three }
                """))
        expectClean(spec)
        expectFrame(spec, "three", 0, 35, 100, 31)
        expectFrame(spec, "s", 0, 0, 100, 66)
    }

    @Test func nestedStacks() {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: outer
                    axis: horizontal
                    distribution: fillEqually
                    spacing: 20
                    layout: [{ top: 10, left: 0, width: 400 }]
                    children:
                      - stack:
                          id: col1
                          spacing: 5
                          children:
                            - view: { id: a, height: 30 }
                            - view: { id: b, height: 30 }
                      - stack:
                          id: col2
                          children:
                            - switch: { id: sw }
                """))
        expectClean(spec)
        expectFrame(spec, "outer", 0, 10, 400, 65)
        expectFrame(spec, "col1", 0, 0, 190, 65)
        expectFrame(spec, "col2", 210, 0, 190, 65)
        expectFrame(spec, "a", 0, 0, 190, 30)
        expectFrame(spec, "b", 0, 35, 190, 30)
        expectFrame(spec, "b", 0, 45, 190, 30, absolute: true)
        expectFrame(spec, "sw", 0, 0, 190, 65)
    }

    @Test func anUnconstrainedStackTakesItsSizeFromItsChildren() {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    id: h
                    axis: horizontal
                    alignment: center
                    spacing: 10
                    layout: [{ top: 0, left: 0 }]
                    children:
                      - switch: { id: sw }
                      - stepper: { id: st }
                - stack:
                    id: hf
                    axis: horizontal
                    spacing: 10
                    layout: [{ top: 100, left: 0 }]
                    children:
                      - colorWell: { id: sw2 }
                      - stepper: { id: st2 }
                - stack:
                    id: v
                    spacing: 5
                    layout: [{ top: 200, left: 0 }]
                    children:
                      - colorWell: { id: sw3 }
                      - stepper: { id: st3 }
                """))
        expectClean(spec)
        expectFrame(spec, "h", 0, 0, 155, 32)
        expectFrame(spec, "sw", 0, 0.5, 51, 31)
        expectFrame(spec, "st", 61, 0, 94, 32)
        // Filled across: the colour well (hugging at 250) stretches to the stepper's height (and
        // width below); the stepper hugs at 750, as UIStepper does.
        expectFrame(spec, "hf", 0, 100, 132, 32)
        expectFrame(spec, "sw2", 0, 0, 28, 32)
        expectFrame(spec, "v", 0, 200, 94, 65)
        expectFrame(spec, "sw3", 0, 0, 94, 28)
        expectFrame(spec, "st3", 0, 33, 94, 32)
    }
}
