import ViewSpecCore

/// The fixed intrinsic sizes of UIKit's controls and bars on iOS, in points.
///
/// A kind's factory
/// sizes its view with one, the kind's notes (`viewspec kinds`) quote it, and the emitters draw
/// the control at it where the frame is larger.
package enum ControlMetrics {
    /// A control's width and height.
    package struct Size: Sendable, Equatable {
        package var width: Double
        package var height: Double

        /// As the layout takes it: fixed on both axes.
        package var intrinsic: AxisPair<Double?> { AxisPair(horizontal: width, vertical: height) }

        /// As the kinds' notes write it: `51 × 31`.
        package var text: String { NumberText.plain(width) + " × " + NumberText.plain(height) }
    }

    /// The hugging and compression resistance of the controls UIKit draws at one size whatever
    /// their frame (UISwitch, UIStepper, UIActivityIndicatorView): 750 on both axes, so a label
    /// beside one in a stack takes the slack and the control keeps its size.
    static let fixedSizePriorities: [KindFactory.Default] = [
        ("hugging", .number(750)), ("compressionResistance", .number(750)),
    ]

    /// UISwitch.
    package static let switchSize = Size(width: 51, height: 31)
    /// UIStepper.
    package static let stepperSize = Size(width: 94, height: 32)
    /// UIActivityIndicatorView's large style, which ViewKit's StandardActivityIndicator uses.
    package static let activityIndicatorSize = Size(width: 37, height: 37)
    /// UIDatePicker's wheels.
    package static let datePickerSize = Size(width: 320, height: 216)
    /// UIPickerView.
    package static let pickerSize = Size(width: 320, height: 216)
    /// UIColorWell.
    package static let colorWellSize = Size(width: 28, height: 28)

    // The heights of controls and bars whose width their constraints give.

    /// UISlider.
    package static let sliderHeight = 31.0
    /// UIProgressView's bar.
    package static let progressHeight = 4.0
    /// UISegmentedControl.
    package static let segmentedHeight = 32.0
    /// UIPageControl.
    package static let pageControlHeight = 26.0
    /// A navigation bar's row of title and buttons, below the status bar.
    package static let navigationBarHeight = 44.0
    /// A tab bar's row of items, above the safe area's bottom.
    package static let tabBarHeight = 49.0
    /// UITableView's standard row height (its default cells'), the least a self-sizing row of a
    /// table is given.
    package static let tableRowHeight = 44.0
}
