/// UIKit's standard controls, ViewKit's activity indicator, and navigation and tab bars as
/// mockup chrome (ViewFactory's bar helpers). Sizes are UIKit's intrinsic content sizes on iOS.
extension KindFactory {
    static let controlFactories: [KindFactory] = [
        KindFactory(
            "image", defaults: [("contentMode", .enumeration("scaleToFill"))],
            build: { view, input in
                // A mockup has no image data: like an empty UIImageView, no intrinsic size.
                view.control.image = input.string("image")
            }),
        KindFactory(
            "switch", defaults: [("on", .boolean(false)), ("tint", .color(.rgba(systemGreen)))],
            build: { view, input in
                view.control.isOn = input.boolean("on")
                view.size.intrinsic = AxisPair(horizontal: 51, vertical: 31)
            }),
        range("slider", value: 0, minimum: 0, maximum: 1, size: AxisPair(horizontal: nil, vertical: 31)),
        range("stepper", value: 0, minimum: 0, maximum: 100, size: AxisPair(horizontal: 94, vertical: 32)),
        range("progress", value: 0, minimum: 0, maximum: 1, size: AxisPair(horizontal: nil, vertical: 4)),
        KindFactory(
            "segmented",
            defaults: [("selected", .number(0))],
            build: { view, input in
                let items = input.strings("items") ?? []
                view.control.items = items
                view.control.selected = input.integer("selected")
                // Equal segments, each as wide as the widest title plus 12 pt on each side.
                let font = Font(size: 13, weight: .medium)
                let widest = items.map { font.width(of: $0) }.max() ?? 0
                view.size.intrinsic = AxisPair(
                    horizontal: Font.rounded(Double(max(items.count, 1)) * (widest + 24)), vertical: 32)
            }),
        KindFactory(
            "pageControl", defaults: [("pages", .number(3)), ("current", .number(0))],
            build: { view, input in
                let pages = max(0, input.integer("pages") ?? 0)
                view.control.pages = pages
                view.control.currentPage = input.integer("current")
                // 8 pt dots 8 pt apart, 12 pt of margin on each side.
                view.size.intrinsic = AxisPair(horizontal: Double(pages * 16 + 8), vertical: 26)
            }),
        KindFactory(
            "activityIndicator",
            defaults: [("animating", .boolean(true)), ("tint", .color(.named("systemGray")))],
            build: { view, input in
                view.control.isAnimating = input.boolean("animating")
                // ViewKit's StandardActivityIndicator uses the large style.
                view.size.intrinsic = AxisPair(horizontal: 37, vertical: 37)
            }),
        KindFactory(
            "datePicker", defaults: [("mode", .enumeration("dateAndTime"))],
            build: { view, input in
                view.control.datePickerMode = input.string("mode")
                view.size.intrinsic = AxisPair(horizontal: 320, vertical: 216)
            }),
        KindFactory(
            "picker", defaults: [("selected", .number(0))],
            build: { view, input in
                view.control.items = input.strings("items") ?? []
                view.control.selected = input.integer("selected")
                view.size.intrinsic = AxisPair(horizontal: 320, vertical: 216)
            }),
        KindFactory(
            "colorWell", defaults: [("color", .color(.named("systemBlue")))],
            build: { view, input in
                view.control.secondaryColor = input.color("color")
                view.size.intrinsic = AxisPair(horizontal: 28, vertical: 28)
            }),
        // ViewFactory's navigationBar helper: transparent, title and tint in onNavigationBar.
        KindFactory(
            "navigationBar",
            defaults: [
                ("titleColor", .role("onNavigationBar")), ("tint", .role("onNavigationBar")),
                ("textStyle", .enumeration("headline")), ("alignment", .enumeration("center")),
                ("lines", .number(1)),
            ],
            text: TextSpec(property: "title", role: .title, colorProperty: "titleColor"),
            defaultLayout: [.safeArea(.top), .parent(.leading), .parent(.trailing)],
            build: { view, input in
                view.control.items = input.strings("items") ?? []
                view.size.intrinsic = AxisPair(horizontal: nil, vertical: 44)
            }),
        // ViewFactory's tabBar helper: tabBar background, onTabBarActive for the selected item
        // and onTabBar for the rest; 49 pt above the safe area's bottom, its background
        // reaching the screen's bottom edge.
        KindFactory(
            "tabBar",
            defaults: [
                ("background", .role("tabBar")), ("tint", .role("onTabBarActive")), ("selected", .number(0)),
            ],
            defaultLayout: [
                .safeArea(.top, .bottom, -49), .parent(.bottom), .parent(.leading), .parent(.trailing),
            ],
            build: { view, input in
                view.control.items = input.strings("items") ?? []
                view.control.selected = input.integer("selected")
                view.control.secondaryColor = input.role("onTabBar")
                view.size.intrinsic = AxisPair(horizontal: nil, vertical: 49)
            }),
    ]

    /// UIKit's `systemGreen`, a switch's on colour.
    static let systemGreen = RGBA(red: 52 / 255, green: 199 / 255, blue: 89 / 255)

    private static func range(
        _ kind: String, value: Double, minimum: Double, maximum: Double, size: AxisPair<Double?>
    ) -> KindFactory {
        KindFactory(
            kind,
            defaults: [("value", .number(value)), ("min", .number(minimum)), ("max", .number(maximum))],
            build: { view, input in
                view.control.value = input.number("value")
                view.control.minimum = input.number("min")
                view.control.maximum = input.number("max")
                view.size.intrinsic = size
            })
    }
}
