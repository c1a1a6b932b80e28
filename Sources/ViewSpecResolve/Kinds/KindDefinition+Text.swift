import ViewSpecCore
import ViewSpecLanguage

/// Labels, inputs, text views and buttons: ViewFactory's defaults (48 pt inputs, 40 pt negative buttons, the palette's text roles,
/// A1), ViewKit's standard label, text field and button (A5), and UIKit's for the rest.
extension KindDefinition {
    static let plainView = KindDefinition(factory: KindFactory())

    /// UILabel, aligned `.natural`: the leading side in either direction.
    ///
    /// The seed's labels below set `.left` explicitly and keep it.
    static let label = label(
        textStyle: "body", color: .color(.named("label")), lines: 1, alignment: "natural")
    static let headerLabel = label(
        textStyle: "title1", color: .role("labelHeader"), lines: 1, shrinks: true,
        notes: "intrinsic size: the text on one line")
    static let bodyLabel = label(textStyle: "body", color: .role("labelBody"), lines: 0)
    static let inputLabel = label(textStyle: "caption1", color: .role("labelInput"), lines: 1, shrinks: true)
    static let hintLabel = label(textStyle: "caption1", color: .role("labelHint"), lines: 0)

    static let textInput = input(
        keyboard: "default", notes: "intrinsic size: the text or placeholder plus 7 pt insets")
    static let numberInput = input(keyboard: "number")

    static let textField = KindDefinition(
        traits: KindTraits(interactive: true), notes: "a 1 pt bottom line in separator",
        factory: KindFactory(
            defaults: [
                ("textStyle", .enumeration("body")), ("color", .color(.named("label"))),
                ("placeholderColor", .color(.named("placeholderText"))), ("lines", .number(1)),
                ("format", .enumeration("standard")), ("keyboard", .enumeration("default")),
                ("alignment", .enumeration("natural")),
            ],
            text: inputText,
            build: { view, input in
                let format = input.word("format", ["standard", "email"])
                // ViewKit's 1 pt bottom line, 1 pt below the bottom edge, in `.separator` (the
                // resolver matches its value to the background behind the field).
                view.control = .textField(
                    keyboard: format == "email" ? "email" : input.string("keyboard"), format: format,
                    lineColor: input.namedColor("separator"))
                setTextIntrinsicSize(&view, &input, padding: (0, 0))
            }))

    static let textView = KindDefinition(
        traits: KindTraits(surface: .opaque, scrolling: .vertical, textPlacement: .top, interactive: true),
        notes:
            "scrolls, so no intrinsic size (its constraints size it); 8 pt text insets above and below, 5 at the sides",
        factory: KindFactory(
            defaults: [
                ("textStyle", .enumeration("body")), ("color", .color(.named("label"))),
                ("background", .color(.named("systemBackground"))), ("lines", .number(0)),
                // NSTextContainer's default: a text view wraps, it never truncates like a label.
                ("lineBreak", .enumeration("wordWrap")), ("alignment", .enumeration("natural")),
            ],
            text: TextSpec(property: "text", role: .text, colorProperty: "color"),
            build: { view, input in
                view.control = .textInput(keyboard: input.string("keyboard"))
                // UITextView's text container inset: 8 above and below, 5 on the sides.
                setTextIntrinsicSize(&view, &input, padding: (16, 10))
                // A scrolling UITextView has no intrinsic content size: its frame comes from
                // its constraints and its text scrolls inside.
                view.size.intrinsic = AxisPair(nil)
            }))

    static let button = button(defaults: [
        ("titleColor", .color(.named("systemBlue"))), ("font", .fields([("size", .number(15))])),
    ])

    static let negativeButton = button(defaults: [
        ("font", .fields([("size", .number(15))])), ("height", .points(40)),
        ("background", .role("buttonNegative")), ("titleColor", .role("onButtonNegative")),
        ("tint", .role("onButtonNegative")), ("cornerRadius", .points(8)),
        ("border", .fields([("width", .points(1)), ("color", .role("onButtonNegative"))])),
        ("zIndex", .number(6)),
    ])

    static let inputText = KindFactory.TextSpec(
        property: "text", role: .text, colorProperty: "color",
        placeholder: (property: "placeholder", colorProperty: "placeholderColor"))

    static func label(
        textStyle: String, color: Value, lines: Double, shrinks: Bool = false, alignment: String = "left",
        notes: String? = nil
    ) -> KindDefinition {
        var defaults: [KindFactory.Default] = [
            ("textStyle", .enumeration(textStyle)), ("color", color), ("lines", .number(lines)),
            ("alignment", .enumeration(alignment)),
        ]
        if shrinks { defaults.append(("shrinkToFit", .boolean(true))) }
        return KindDefinition(
            notes: notes,
            factory: KindFactory(
                defaults: defaults, text: TextSpec(property: "text", role: .text, colorProperty: "color"),
                build: { view, input in
                    // UILabel: empty text has no size at all.
                    if view.text?.string.isEmpty == false {
                        setTextIntrinsicSize(&view, &input, padding: (0, 0))
                    } else {
                        view.size.intrinsic = AxisPair(horizontal: 0, vertical: 0)
                    }
                }))
    }

    /// ViewFactory's `input.text()` and `input.number()`: one common setup, the number pad for
    /// numbers.
    ///
    /// UIKit draws the rounded rectangle: a 5 pt radius, 7 pt text insets.
    static func input(keyboard: String, notes: String? = nil) -> KindDefinition {
        KindDefinition(
            traits: KindTraits(surface: .opaque, interactive: true), notes: notes,
            factory: KindFactory(
                defaults: [
                    ("height", .points(48)), ("background", .role("input")), ("color", .role("onInput")),
                    ("placeholderColor", .role("inputPlaceholder")), ("textStyle", .enumeration("body")),
                    ("placeholder", .string("placeholder")), ("shrinkToFit", .boolean(true)),
                    ("lines", .number(1)), ("keyboard", .enumeration(keyboard)), ("cornerRadius", .points(5)),
                    // UITextField's default: the text starts at the leading edge in either direction.
                    ("alignment", .enumeration("natural")),
                ],
                text: inputText,
                build: { view, input in
                    view.control = .textInput(keyboard: input.string("keyboard"))
                    setTextIntrinsicSize(&view, &input, padding: (14, 14))
                }))
    }

    static func button(defaults: [KindFactory.Default]) -> KindDefinition {
        KindDefinition(
            traits: KindTraits(interactive: true),
            factory: KindFactory(
                defaults: defaults + [("lines", .number(1)), ("alignment", .enumeration("center"))],
                text: TextSpec(property: "title", role: .title, colorProperty: "titleColor"),
                build: { view, input in
                    view.control = .button(image: input.string("image"))
                    // A classic UIButton: no content insets across, 6 pt above and below the title.
                    setTextIntrinsicSize(&view, &input, padding: (12, 0))
                }))
    }

    static let mainFab = fab(size: 40, symbolSize: 24)
    static let miniFab = fab(size: 32, symbolSize: 16)

    /// ViewFactory's floating action buttons: a circle with GradientHelper's `custom` gradient at
    /// its defaults (radial, top-left to bottom-right) from `buttonFabGradientFirst` to
    /// `buttonFabGradientLast`, and an SF Symbol.
    ///
    /// The gradient is a default like any other, so a style or the node replaces it, and its roles
    /// are the node's own document's (an embedded spec's palette for its FABs).
    static func fab(size: Double, symbolSize: Double) -> KindDefinition {
        KindDefinition(
            traits: KindTraits(surface: .outline, interactive: true),
            factory: KindFactory(
                defaults: [
                    ("width", .points(size)), ("height", .points(size)), ("cornerRadius", .points(0.5)),
                    (
                        "background",
                        .fields([
                            ("type", .enumeration("radial")), ("start", .enumeration("topLeft")),
                            ("end", .enumeration("bottomRight")),
                            (
                                "colors",
                                .list([.role("buttonFabGradientFirst"), .role("buttonFabGradientLast")])
                            ),
                        ])
                    ),
                    ("tint", .role("onButtonFab")), ("titleColor", .role("onButtonFab")),
                    // ViewFactory sets only `zPosition = 6` (Elevation.sixDp) on its buttons: no
                    // shadow, which only its card draws.
                    ("font", .fields([("size", .number(symbolSize))])), ("zIndex", .number(6)),
                    ("lines", .number(1)),
                ],
                text: TextSpec(property: "title", role: .title, colorProperty: "titleColor"),
                build: { view, input in
                    view.control = .fab(image: input.string("image"))
                    view.size.intrinsic = AxisPair(horizontal: size, vertical: size)
                }))
    }

    /// Sets the view's intrinsic size to its text's unwrapped size plus `padding` (vertical,
    /// horizontal), and records the padding on the text, where the layout stage (wrapping at
    /// the solved width) and the SVG emitter (placing the lines) read it.
    static func setTextIntrinsicSize(
        _ view: inout ResolvedView, _ input: inout FactoryInput,
        padding: (vertical: Double, horizontal: Double)
    ) {
        guard let text = view.text else { return }
        let size = input.intrinsicSize(of: text)
        let height = text.string.isEmpty ? text.font.lineHeight : size.height
        view.text?.padding = AxisPair(horizontal: padding.horizontal, vertical: padding.vertical)
        view.size.intrinsic = AxisPair(
            horizontal: Font.rounded(size.width + padding.horizontal),
            vertical: Font.rounded(height + padding.vertical))
    }
}

extension KindDefinition {
    typealias TextSpec = KindFactory.TextSpec
}
