/// Labels, inputs, text views and buttons: ViewFactory's defaults (reference/seed-facts.md,
/// A1), ViewKit's standard label, text field and button (A5), and UIKit's for the rest.
extension KindFactory {
    static let textFactories: [KindFactory] = [
        KindFactory("view"),
        label("label", textStyle: "body", color: .color(.named("label")), lines: 1, shrinks: false),
        label("label.header", textStyle: "title1", color: .role("labelHeader"), lines: 1, shrinks: true),
        label("label.body", textStyle: "body", color: .role("labelBody"), lines: 0, shrinks: false),
        label("label.inputLabel", textStyle: "caption1", color: .role("labelInput"), lines: 1, shrinks: true),
        label("label.hint", textStyle: "caption1", color: .role("labelHint"), lines: 0, shrinks: false),
        input("input.text", keyboard: "default"),
        input("input.number", keyboard: "number"),
        KindFactory(
            "textField",
            defaults: [
                ("textStyle", .enumeration("body")), ("color", .color(.named("label"))),
                ("placeholderColor", .color(.rgba(placeholderGray))), ("lines", .number(1)),
                ("format", .enumeration("standard")), ("keyboard", .enumeration("default")),
                ("alignment", .enumeration("natural")),
            ],
            text: inputText,
            build: { view, input in
                view.control.format = input.word("format", ["standard", "email"])
                view.control.keyboard = view.control.format == "email" ? "email" : input.string("keyboard")
                // ViewKit's 1 pt bottom line, 1 pt below the bottom edge, in `.separator`.
                view.control.secondaryColor = RGBA.named.first { $0.name == "separator" }?.color
                setTextIntrinsicSize(&view, &input, padding: (0, 0))
            }),
        KindFactory(
            "textView",
            defaults: [
                ("textStyle", .enumeration("body")), ("color", .color(.named("label"))),
                ("background", .color(.named("white"))), ("lines", .number(0)),
                // NSTextContainer's default: a text view wraps, it never truncates like a label.
                ("lineBreak", .enumeration("wordWrap")), ("alignment", .enumeration("natural")),
            ],
            text: TextSpec(property: "text", role: .text, colorProperty: "color"),
            build: { view, input in
                view.control.keyboard = input.string("keyboard")
                view.scrolls = true
                // UITextView's text container inset: 8 above and below, 5 on the sides.
                setTextIntrinsicSize(&view, &input, padding: (16, 10))
                // A scrolling UITextView has no intrinsic content size: its frame comes from
                // its constraints and its text scrolls inside.
                view.size.intrinsic = AxisPair(nil)
            }),
        button(
            "button",
            defaults: [
                ("titleColor", .color(.named("systemBlue"))), ("font", .fields([("size", .number(15))])),
            ]),
        button(
            "button.negative",
            defaults: [
                ("font", .fields([("size", .number(15))])), ("height", .points(40)),
                ("background", .role("buttonNegative")), ("titleColor", .role("onButtonNegative")),
                ("tint", .role("onButtonNegative")), ("cornerRadius", .points(8)),
                ("border", .fields([("width", .points(1)), ("color", .role("onButtonNegative"))])),
                ("zIndex", .number(6)),
            ]),
        fab("button.mainFab", size: 40, symbolSize: 24),
        fab("button.miniFab", size: 32, symbolSize: 16),
    ]

    /// UIKit's `placeholderText`: #3C3C43 at 30 %.
    static let placeholderGray = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    static let inputText = TextSpec(
        property: "text", role: .text, colorProperty: "color",
        placeholder: (property: "placeholder", colorProperty: "placeholderColor"))

    private static func label(
        _ kind: String, textStyle: String, color: Value, lines: Double, shrinks: Bool
    ) -> KindFactory {
        var defaults: [Default] = [
            ("textStyle", .enumeration(textStyle)), ("color", color), ("lines", .number(lines)),
            ("alignment", .enumeration("left")),
        ]
        if shrinks { defaults.append(("shrinkToFit", .boolean(true))) }
        return KindFactory(
            kind, defaults: defaults, text: TextSpec(property: "text", role: .text, colorProperty: "color"),
            build: { view, input in
                // UILabel: empty text has no size at all.
                if view.text?.string.isEmpty == false {
                    setTextIntrinsicSize(&view, &input, padding: (0, 0))
                } else {
                    view.size.intrinsic = AxisPair(horizontal: 0, vertical: 0)
                }
            })
    }

    /// ViewFactory's `input.text()` and `input.number()`: one common setup, the number pad
    /// for numbers. UIKit draws the rounded rectangle: a 5 pt radius, 7 pt text insets.
    private static func input(_ kind: String, keyboard: String) -> KindFactory {
        KindFactory(
            kind,
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
                view.control.keyboard = input.string("keyboard")
                setTextIntrinsicSize(&view, &input, padding: (14, 14))
            })
    }

    private static func button(_ kind: String, defaults: [Default]) -> KindFactory {
        KindFactory(
            kind, defaults: defaults + [("lines", .number(1)), ("alignment", .enumeration("center"))],
            text: TextSpec(property: "title", role: .title, colorProperty: "titleColor"),
            build: { view, input in
                view.control.image = input.string("image")
                // A classic UIButton: no content insets across, 6 pt above and below the title.
                setTextIntrinsicSize(&view, &input, padding: (12, 0))
            })
    }

    /// ViewFactory's floating action buttons: a circle with a radial gradient from
    /// `buttonFabGradientFirst` to `buttonFabGradientLast`, top-left to bottom-right, and an
    /// SF Symbol.
    private static func fab(_ kind: String, size: Double, symbolSize: Double) -> KindFactory {
        KindFactory(
            kind,
            defaults: [
                ("width", .points(size)), ("height", .points(size)), ("cornerRadius", .points(0.5)),
                ("tint", .role("onButtonFab")), ("titleColor", .role("onButtonFab")),
                ("font", .fields([("size", .number(symbolSize))])), ("zIndex", .number(6)),
                ("elevation", .number(6)), ("lines", .number(1)),
            ],
            text: TextSpec(property: "title", role: .title, colorProperty: "titleColor"),
            build: { view, input in
                view.control.image = input.string("image")
                if input.layers.entry("background") == nil {
                    view.appearance.background = .gradient(
                        Gradient(
                            kind: .radial, start: .topLeft, end: .bottomRight,
                            colors: [
                                input.role("buttonFabGradientFirst"), input.role("buttonFabGradientLast"),
                            ]))
                }
                view.size.intrinsic = AxisPair(horizontal: size, vertical: size)
            })
    }

    /// Sets the view's intrinsic size to its text's unwrapped size plus `padding` (vertical,
    /// horizontal), and records the padding on the text, where the layout stage (wrapping at
    /// the solved width) and the SVG emitter (placing the lines) read it.
    static func setTextIntrinsicSize(
        _ view: inout ResolvedView, _ input: inout FactoryInput,
        padding: (vertical: Double, horizontal: Double)
    ) {
        guard let text = view.text else { return }
        let size = input.state.intrinsicSize(of: text)
        let height = text.string.isEmpty ? text.font.lineHeight : size.height
        view.text?.padding = AxisPair(horizontal: padding.horizontal, vertical: padding.vertical)
        view.size.intrinsic = AxisPair(
            horizontal: Font.rounded(size.width + padding.horizontal),
            vertical: Font.rounded(height + padding.vertical))
    }
}
