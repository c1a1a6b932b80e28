import Foundation
import Testing

/// UIStackView's priorities for its distributions, on the built binary.
@Suite struct StackDistributionFidelityTests {
    /// A 200-pt row of a switch (51), a stepper (94) and a colour well (28), 10 apart.
    static func row(_ distribution: String, width: Double = 200) -> String {
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
                  layout: [{ top: 0, left: 0, width: \(width), height: 40 }]
                  children:
                    - switch: { id: sw }
                    - stepper: { id: st }
                    - colorWell: { id: cw }
        """
    }

    @Test func equalCenteringSqueezesNoViewThatFits() throws {
        // Even centres would put the stepper 7.75 from the switch, less than the spacing: the
        // centres give way (UIStackView asks for them at 149), not the stepper.
        let run = try Piped.layout(Self.row("equalCentering"))
        #expect(run.status == 0, "\(run.stderr)")
        let frames = try Piped.frames(run)
        #expect(frames["sw"]?["width"] == 51)
        #expect(frames["st"]?["x"] == 61)
        #expect(frames["st"]?["width"] == 94)
        #expect(frames["cw"]?["x"] == 172)
        #expect(frames["cw"]?["width"] == 28)
    }

    @Test func equalCenteringStillCentresEvenlyWhenThereIsRoom() throws {
        // 300 wide: centres 25.5 and 286 at the ends, the stepper's halfway at 155.75.
        let frames = try Piped.frames(try Piped.layout(Self.row("equalCentering", width: 300)))
        #expect(frames["st"]?["x"] == 108.75)
        #expect(frames["st"]?["width"] == 94)
    }

    @Test func fillProportionallySharesTheStackAsUIKitDoes() throws {
        // Shares of 51 + 94 + 28 + 20 = 193 at 999, 998, 997: the last view takes the rest.
        let frames = try Piped.frames(try Piped.layout(Self.row("fillProportionally", width: 366)))
        #expect(frames["sw"]?["width"] == 96.715)
        #expect(frames["st"]?["width"] == 178.259)
        #expect(frames["cw"]?["x"] == 294.974)
        #expect(frames["cw"]?["width"] == 71.026)
    }
}
