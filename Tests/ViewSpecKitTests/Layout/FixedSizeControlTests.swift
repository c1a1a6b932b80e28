import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// The controls UIKit draws at one size (UISwitch, UIStepper, UIActivityIndicatorView) hug and
/// resist at 750, so beside a label in a filling stack the label takes the slack.
@Suite struct FixedSizeControlTests {
    @Test(arguments: [
        ("switch: { id: control }", ControlMetrics.switchSize),
        ("stepper: { id: control }", ControlMetrics.stepperSize),
        ("activityIndicator: { id: control }", ControlMetrics.activityIndicatorSize),
    ])
    func aFixedSizeControlKeepsItsSizeBesideALabel(control: String, size: ControlMetrics.Size) {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    axis: horizontal
                    alignment: center
                    spacing: 8
                    layout: [{ top: 100 }, { horizontal: 16 }]
                    children:
                      - label: { id: name, text: Wi-Fi }
                      - \(control)
                """))
        #expect(!spec.ids.contains { $0.hasSuffix("ambiguous") }, "\(spec.summary)")
        #expect(shown(spec.frame("control")?.width) == LayoutFormat.number(size.width))
        #expect(shown(spec.frame("control")?.height) == LayoutFormat.number(size.height))
        // The label takes the rest of the 368-pt row.
        #expect(shown(spec.frame("name")?.width) == LayoutFormat.number(368 - 8 - size.width))
    }

    @Test func aSpecCanStillLetOneStretch() {
        let spec = layOut(
            layoutDocument(
                """
                - stack:
                    axis: horizontal
                    layout: [{ top: 100 }, { horizontal: 16 }]
                    children:
                      - label: { id: name, text: Wi-Fi, hugging: 800 }
                      - switch: { id: control, hugging: 200 }
                """))
        #expect(
            shown(spec.frame("control")?.width) == LayoutFormat.number(368 - (spec.frame("name")?.width ?? 0))
        )
        #expect((spec.frame("control")?.width ?? 0) > ControlMetrics.switchSize.width)
    }
}
