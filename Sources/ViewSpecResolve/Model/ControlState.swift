import ViewSpecCore
import ViewSpecLanguage

/// The state of a control or of mockup chrome, as written or defaulted: what emitters draw and the
/// JSON output reports.
///
/// One case per kind of state, carrying exactly what that state has, so an emitter that switches
/// over it is told by the compiler about every new one.
package enum ControlState: Sendable, Equatable {
    /// A view with no control state: plain views, labels, stacks, containers, wrappers.
    case none
    /// An image view's image name.
    case image(name: String?)
    /// A button's image or SF Symbol, drawn before its title.
    case button(image: String?)
    /// A floating action button's SF Symbol, drawn in its circle when it has no title.
    case fab(image: String?)
    case `switch`(isOn: Bool?)
    case slider(RangeValue)
    case stepper(RangeValue)
    case progress(RangeValue)
    case segmented(items: [String], selected: Int?)
    case pageControl(pages: Int, current: Int?)
    case activityIndicator(isAnimating: Bool?)
    case datePicker(mode: String?)
    case picker(items: [String], selected: Int?)
    case colorWell(color: RGBA?)
    /// Bar button titles: the first leading (a back button with a chevron, or a plain one), the
    /// rest trailing; and whether the title is a large title under the inline bar.
    case navigationBar(items: [String], backButton: Bool, largeTitle: Bool)
    /// The tab titles, the selected one, and the colour of the others.
    case tabBar(items: [String], selected: Int?, unselectedColor: RGBA?)
    /// An input or a text view's keyboard.
    case textInput(keyboard: String?)
    /// ViewKit's text field: its keyboard, its format and its bottom line's colour.
    case textField(keyboard: String?, format: String?, lineColor: RGBA?)
    /// A blur wrapper's effect and vibrancy.
    case blur(effect: String?, vibrancy: String?)

    /// A slider's, stepper's or progress bar's value and bounds.
    package struct RangeValue: Sendable, Equatable {
        package var value: Double?
        package var minimum: Double?
        package var maximum: Double?
    }

    /// One reported field of the state, by its key in the JSON output.
    package enum Field: Sendable, Equatable {
        case string(String)
        case boolean(Bool)
        case number(Double)
        case integer(Int)
        case strings([String])
        case color(RGBA)
    }

    /// The state's fields as the layout output names them, in the output's order; empty when
    /// there is nothing to report.
    package var fields: [(key: String, value: Field)] {
        var fields: [(key: String, value: Field)] = []
        func add(_ key: String, _ value: Field?) {
            if let value { fields.append((key, value)) }
        }
        switch self {
        case .none: break
        case .image(let name), .button(let name), .fab(let name): add("image", name.map(Field.string))
        case .switch(let isOn): add("on", isOn.map(Field.boolean))
        case .slider(let range), .stepper(let range), .progress(let range):
            add("value", range.value.map(Field.number))
            add("min", range.minimum.map(Field.number))
            add("max", range.maximum.map(Field.number))
        case .segmented(let items, let selected), .picker(let items, let selected):
            add("items", .strings(items))
            add("selected", selected.map(Field.integer))
        case .pageControl(let pages, let current):
            add("pages", .integer(pages))
            add("current", current.map(Field.integer))
        case .activityIndicator(let isAnimating): add("animating", isAnimating.map(Field.boolean))
        case .datePicker(let mode): add("mode", mode.map(Field.string))
        case .colorWell(let color): add("secondaryColor", color.map(Field.color))
        case .navigationBar(let items, let backButton, let largeTitle):
            add("items", .strings(items))
            // Written only when it is not the default, so a bar with a back button reads as before.
            add("backButton", backButton ? nil : .boolean(false))
            add("largeTitle", largeTitle ? .boolean(true) : nil)
        case .tabBar(let items, let selected, let unselectedColor):
            add("items", .strings(items))
            add("selected", selected.map(Field.integer))
            add("secondaryColor", unselectedColor.map(Field.color))
        case .textInput(let keyboard): add("keyboard", keyboard.map(Field.string))
        case .textField(let keyboard, let format, let lineColor):
            add("keyboard", keyboard.map(Field.string))
            add("format", format.map(Field.string))
            add("secondaryColor", lineColor.map(Field.color))
        case .blur(let effect, let vibrancy):
            add("effect", effect.map(Field.string))
            add("vibrancy", vibrancy.map(Field.string))
        }
        return fields
    }

    /// The image a button or a FAB shows; nil for every other state.
    package var buttonImage: String? {
        switch self {
        case .button(let image), .fab(let image): image
        case .none, .image, .switch, .slider, .stepper, .progress, .segmented, .pageControl,
            .activityIndicator, .datePicker, .picker, .colorWell, .navigationBar, .tabBar, .textInput,
            .textField, .blur:
            nil
        }
    }
}
