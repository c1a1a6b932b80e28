import ViewSpecCore
import ViewSpecLanguage

/// UIKit's standard controls, ViewKit's activity indicator, and navigation and tab bars as
/// mockup chrome (ViewFactory's bar helpers). Sizes are UIKit's intrinsic content sizes on iOS (`ControlMetrics`).
extension KindDefinition {
    static let image = KindDefinition(
        traits: KindTraits(surface: .opaque),
        factory: KindFactory(
            defaults: [("contentMode", .enumeration("scaleToFill"))],
            build: { view, input in
                // A mockup has no image data: like an empty UIImageView, no intrinsic size.
                view.control = .image(name: input.string("image"))
            }))

    static let switchControl = KindDefinition(
        traits: KindTraits(interactive: true), notes: "intrinsic \(ControlMetrics.switchSize.text)",
        factory: KindFactory(
            defaults: [("on", .boolean(false)), ("tint", .color(.named("systemGreen")))]
                + ControlMetrics.fixedSizePriorities,
            build: { view, input in
                view.control = .switch(isOn: input.boolean("on"))
                view.size.intrinsic = ControlMetrics.switchSize.intrinsic
            }))

    static let segmented = KindDefinition(
        traits: KindTraits(interactive: true),
        notes:
            "intrinsic: equal segments, the widest title (13 pt medium) + 24 each, height \(NumberText.plain(ControlMetrics.segmentedHeight))",
        factory: KindFactory(
            defaults: [("selected", .number(0))],
            build: { view, input in
                let items = input.strings("items") ?? []
                view.control = .segmented(items: items, selected: input.integer("selected"))
                // Equal segments, each as wide as the widest title plus 12 pt on each side.
                let font = Font(size: 13, weight: .medium)
                let widest = items.map { font.width(of: $0) }.max() ?? 0
                view.size.intrinsic = AxisPair(
                    horizontal: Font.rounded(Double(max(items.count, 1)) * (widest + 24)),
                    vertical: ControlMetrics.segmentedHeight)
            }))

    static let pageControl = KindDefinition(
        traits: KindTraits(interactive: true),
        notes: "intrinsic: 16 per page + 8, height \(NumberText.plain(ControlMetrics.pageControlHeight))",
        factory: KindFactory(
            defaults: [("pages", .number(3)), ("current", .number(0))],
            build: { view, input in
                let pages = max(0, input.integer("pages") ?? 0)
                view.control = .pageControl(pages: pages, current: input.integer("current"))
                // 8 pt dots 8 pt apart, 12 pt of margin on each side.
                view.size.intrinsic = AxisPair(
                    horizontal: Double(pages * 16 + 8), vertical: ControlMetrics.pageControlHeight)
            }))

    static let activityIndicator = KindDefinition(
        notes: "intrinsic \(ControlMetrics.activityIndicatorSize.text) (large)",
        factory: KindFactory(
            defaults: [("animating", .boolean(true)), ("tint", .color(.named("systemGray")))]
                + ControlMetrics.fixedSizePriorities,
            build: { view, input in
                view.control = .activityIndicator(isAnimating: input.boolean("animating"))
                // ViewKit's StandardActivityIndicator uses the large style.
                view.size.intrinsic = ControlMetrics.activityIndicatorSize.intrinsic
            }))

    static let datePicker = KindDefinition(
        traits: KindTraits(surface: .opaque, interactive: true),
        notes: "intrinsic \(ControlMetrics.datePickerSize.text)",
        factory: KindFactory(
            defaults: [("mode", .enumeration("dateAndTime"))],
            build: { view, input in
                view.control = .datePicker(mode: input.string("mode"))
                view.size.intrinsic = ControlMetrics.datePickerSize.intrinsic
            }))

    static let picker = KindDefinition(
        traits: KindTraits(surface: .opaque, interactive: true),
        notes: "intrinsic \(ControlMetrics.pickerSize.text)",
        factory: KindFactory(
            defaults: [("selected", .number(0))],
            build: { view, input in
                view.control = .picker(
                    items: input.strings("items") ?? [], selected: input.integer("selected"))
                view.size.intrinsic = ControlMetrics.pickerSize.intrinsic
            }))

    static let colorWell = KindDefinition(
        traits: KindTraits(interactive: true), notes: "intrinsic \(ControlMetrics.colorWellSize.text)",
        factory: KindFactory(
            defaults: [("color", .color(.named("systemBlue")))],
            build: { view, input in
                view.control = .colorWell(color: input.color("color"))
                view.size.intrinsic = ControlMetrics.colorWellSize.intrinsic
            }))

    // ViewFactory's navigationBar helper: transparent, title and tint in onNavigationBar.
    static let navigationBar = KindDefinition(
        traits: KindTraits(surface: .opaque),
        notes:
            "intrinsic height \(NumberText.plain(ControlMetrics.navigationBarHeight)); pinned under the safe area's top unless it has a layout; the first item leading, the rest trailing, the title centred clear of them; with largeTitle, the title leading under the bar, \(NumberText.plain(ControlMetrics.navigationBarHeight + NavigationBarItems.largeTitleAreaHeight)) pt in all at the default text size",
        factory: KindFactory(
            defaults: [
                ("titleColor", .role("onNavigationBar")), ("tint", .role("onNavigationBar")),
                // An inline title is 17 pt semibold at every Dynamic Type size, as UIKit keeps it.
                ("font", .fields([("size", .number(17)), ("weight", .enumeration("semibold"))])),
                ("alignment", .enumeration("center")), ("lines", .number(1)), ("backButton", .boolean(true)),
                ("largeTitle", .boolean(false)),
            ],
            text: TextSpec(
                property: "title", role: .title, colorProperty: "titleColor", largeTitle: "largeTitle"),
            defaultLayout: [.safeArea(.top), .parent(.leading), .parent(.trailing)],
            build: { view, input in
                let items = input.strings("items") ?? []
                let backButton = input.boolean("backButton") ?? true
                let largeTitle = input.boolean("largeTitle") ?? false
                view.control = .navigationBar(items: items, backButton: backButton, largeTitle: largeTitle)
                guard largeTitle, let font = view.text?.font else {
                    view.text?.padding = AxisPair(
                        horizontal: NavigationBarItems.titlePadding(for: items, backButton: backButton),
                        vertical: 0)
                    view.size.intrinsic = AxisPair(
                        horizontal: nil, vertical: ControlMetrics.navigationBarHeight)
                    return
                }
                // The large title under the inline bar, which keeps the items and shows no title:
                // the inline bar is all of the vertical padding, and the layout margins the
                // horizontal.
                view.text?.padding = AxisPair(
                    horizontal: 2 * NavigationBarItems.largeTitleMargin,
                    vertical: ControlMetrics.navigationBarHeight)
                view.text?.placement = .belowPadding
                view.size.intrinsic = AxisPair(
                    horizontal: nil,
                    vertical: ControlMetrics.navigationBarHeight
                        + NavigationBarItems.largeTitleArea(for: font))
            }))

    // ViewFactory's tabBar helper: tabBar background, onTabBarActive for the selected item
    // and onTabBar for the rest; `ControlMetrics.tabBarHeight` above the safe area's bottom, its background
    // reaching the screen's bottom edge.
    static let tabBar = KindDefinition(
        traits: KindTraits(surface: .opaque),
        notes:
            "\(NumberText.plain(ControlMetrics.tabBarHeight)) pt above the safe area's bottom, reaching the screen's bottom; secondary colour onTabBar",
        factory: KindFactory(
            defaults: [
                ("background", .role("tabBar")), ("tint", .role("onTabBarActive")), ("selected", .number(0)),
            ],
            defaultLayout: [
                .safeArea(.top, .bottom, -ControlMetrics.tabBarHeight), .parent(.bottom), .parent(.leading),
                .parent(.trailing),
            ],
            rolesReadInCode: ["onTabBar"],
            build: { view, input in
                view.control = .tabBar(
                    items: input.strings("items") ?? [], selected: input.integer("selected"),
                    unselectedColor: input.role("onTabBar"))
                view.size.intrinsic = AxisPair(horizontal: nil, vertical: ControlMetrics.tabBarHeight)
            }))

    static let slider = range(
        value: 0, minimum: 0, maximum: 1,
        size: AxisPair(horizontal: nil, vertical: ControlMetrics.sliderHeight),
        notes: "intrinsic height \(NumberText.plain(ControlMetrics.sliderHeight))", interactive: true,
        state: ControlState.slider)
    static let stepper = range(
        value: 0, minimum: 0, maximum: 100, size: ControlMetrics.stepperSize.intrinsic,
        notes: "intrinsic \(ControlMetrics.stepperSize.text)", interactive: true, state: ControlState.stepper,
        defaults: ControlMetrics.fixedSizePriorities)
    static let progress = range(
        value: 0, minimum: 0, maximum: 1,
        size: AxisPair(horizontal: nil, vertical: ControlMetrics.progressHeight),
        notes: "intrinsic height \(NumberText.plain(ControlMetrics.progressHeight))", interactive: false,
        state: ControlState.progress)

    /// A slider, a stepper or a progress bar: `state` says which.
    static func range(
        value: Double, minimum: Double, maximum: Double, size: AxisPair<Double?>,
        notes: String, interactive: Bool,
        state: @escaping @Sendable (ControlState.RangeValue) -> ControlState,
        defaults: [KindFactory.Default] = []
    ) -> KindDefinition {
        KindDefinition(
            traits: KindTraits(interactive: interactive), notes: notes,
            factory: KindFactory(
                defaults: [("value", .number(value)), ("min", .number(minimum)), ("max", .number(maximum))]
                    + defaults,
                build: { view, input in
                    view.control = state(
                        ControlState.RangeValue(
                            value: input.number("value"), minimum: input.number("min"),
                            maximum: input.number("max")))
                    view.size.intrinsic = size
                }))
    }
}
