import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// UIStackView's priorities for its distributions, on a row of controls with intrinsic sizes.
@Suite struct StackDistributionTests {
    /// A 200-pt row of a switch (51), a stepper (94) and a colour well (28), 10 apart.
    static func row(_ distribution: String, width: Double = 200) -> LaidOutSpec {
        layOut(
            """
            viewspec: 1
            device: iphone-se
            root:
              view:
                children:
                  - stack:
                      id: row
                      axis: horizontal
                      distribution: \(distribution)
                      spacing: 10
                      layout: [{ top: 0, left: 0, width: \(NumberText.plain(width)), height: 40 }]
                      children:
                        - switch: { id: sw }
                        - stepper: { id: st }
                        - colorWell: { id: cw }
            """)
    }

    @Test func equalCenteringSqueezesNoViewThatFits() {
        // Even centres would put the stepper 7.75 from the switch, less than the spacing: the
        // centres give way (UIStackView asks for them at 149), not the stepper.
        let spec = Self.row("equalCentering")
        #expect(!spec.diagnostics.contains { $0.severity == .error }, "\(spec.summary)")
        #expect(shown(spec.absolute("sw")?.width) == "51")
        #expect(shown(spec.absolute("st")?.x) == "61")
        #expect(shown(spec.absolute("st")?.width) == "94")
        #expect(shown(spec.absolute("cw")?.x) == "172")
        #expect(shown(spec.absolute("cw")?.width) == "28")
    }

    @Test func equalCenteringStillCentresEvenlyWhenThereIsRoom() {
        // 300 wide: centres 25.5 and 286 at the ends, the stepper's halfway at 155.75.
        let spec = Self.row("equalCentering", width: 300)
        #expect(shown(spec.absolute("st")?.x) == "108.75")
        #expect(shown(spec.absolute("st")?.width) == "94")
    }

    @Test func fillProportionallySharesTheStackAsUIKitDoes() {
        // Shares of 51 + 94 + 28 + 20 = 193 at 999, 998, 997: the last view takes the rest.
        let spec = Self.row("fillProportionally", width: 366)
        #expect(shown(spec.absolute("sw")?.width) == "96.715")
        #expect(shown(spec.absolute("st")?.width) == "178.259")
        #expect(shown(spec.absolute("cw")?.x) == "294.974")
        #expect(shown(spec.absolute("cw")?.width) == "71.026")
    }
}
