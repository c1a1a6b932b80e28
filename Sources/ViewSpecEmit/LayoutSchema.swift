import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The JSON Schema (draft 2020-12) of what `viewspec layout --format json` writes (`LayoutJSON`),
/// printed by `viewspec schema --output`.
///
/// Strict: every object lists its keys and the ones it always has, and allows no others, so a key
/// `LayoutJSON` starts writing fails scripts/check-output-schema.py until it is described here and
/// in docs/output-format.md. Enumerations come from the Swift types `LayoutJSON` writes the raw
/// values of.
package enum LayoutSchema {
    package static let id = "https://viewspec.dev/schema/v1/viewspec-output.schema.json"

    /// The schema as deterministic, two-space-indented JSON text.
    package static func jsonSchema() -> String {
        document().jsonText
    }

    static func document() -> JSONValue {
        var root: [(key: String, value: JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("viewspec layout output, format \(LayoutJSON.formatVersion)")),
            (
                "description",
                .string(
                    "What `viewspec layout --format json` writes: one spec laid out on each of its devices "
                        + "(docs/output-format.md). Lengths are points rounded to 1/1000."
                )
            ),
        ]
        root += object(
            [
                (
                    "format",
                    described(
                        .object([("const", .number(Double(LayoutJSON.formatVersion)))]),
                        "the version of this output format")
                ),
                ("viewspec", described(typed("string"), "the version of viewspec that wrote it")),
                (
                    "spec",
                    described(
                        typed("string"),
                        "the spec's path as given on the command line; `-` for standard input")
                ),
                ("palette", described(typed("string"), "the palette the views were resolved with")),
                (
                    "contentSize",
                    enumeration(
                        ContentSizeCategory.allCases.map(\.rawValue),
                        "the Dynamic Type size the text was set at")
                ),
                (
                    "direction",
                    enumeration(LayoutDirection.allCases.map(\.rawValue), "the layout direction")
                ),
                (
                    "appearance",
                    enumeration(
                        ColorAppearance.allCases.map(\.rawValue),
                        "light or dark: the variant of the palette's dynamic roles the colours are")
                ),
                (
                    "diagnostics",
                    described(
                        array(ref("diagnostic")),
                        "what checking and resolving the spec found (warnings; a spec with errors is not laid out)"
                    )
                ),
                (
                    "layouts",
                    described(
                        array(ref("layout"), minItems: 1),
                        "one per cell: per device, in the order of the spec's `device` list or of `--device`, then per content size, appearance and direction"
                    )
                ),
            ])
        root.append(("$defs", .object(definitions())))
        return .object(root)
    }

    static func definitions() -> [(key: String, value: JSONValue)] {
        [
            ("points", described(typed("number"), "a length in points, rounded to 1/1000")),
            (
                "color",
                described(
                    .object([
                        ("type", .string("string")), ("pattern", .string("^#[0-9A-F]{6}([0-9A-F]{2})?$")),
                    ]),
                    "#RRGGBB, or #RRGGBBAA when not opaque (upper-case hex)")
            ),
            ("layout", layout()),
            ("device", device()),
            (
                "insets",
                described(
                    .object(
                        object(
                            ["top", "left", "bottom", "right"].map { ($0, ref("points")) })),
                    "insets in points")
            ),
            (
                "rect",
                described(
                    .object(object(["x", "y", "width", "height"].map { ($0, ref("points")) })),
                    "a rectangle in points; y grows downwards")
            ),
            (
                "size",
                described(
                    .object(object(["width", "height"].map { ($0, ref("points")) })), "a size in points")
            ),
            ("unitPoint", unitPoint()),
            ("view", view()),
            ("gradient", gradient()),
            ("border", border()),
            (
                "rowSeparator",
                described(
                    .object(
                        object(
                            [
                                (
                                    "inset",
                                    described(
                                        ref("points"),
                                        "from the leading edge of each row, past the screen's side inset the row overlaps"
                                    )
                                ),
                                ("height", ref("points")),
                                ("color", ref("color")),
                                (
                                    "accessory",
                                    enumeration(
                                        ["disclosure", "checkmark"],
                                        "the glyph at the trailing end of every row (UITableViewCell's accessoryType); absent for none"
                                    )
                                ),
                            ], required: ["inset", "height", "color"])),
                    "a table's line under each row (UITableView's separator), drawn at the bottom of every cell"
                )
            ),
            ("shadow", shadow()),
            ("text", text()),
            ("font", font()),
            ("control", control()),
            ("diagnostic", diagnostic(withNotes: true)),
            ("cell", cell()),
            ("note", diagnostic(withNotes: false)),
        ]
    }

    // MARK: Layouts and views

    private static func layout() -> JSONValue {
        described(
            .object(
                object(
                    [
                        ("device", ref("device")),
                        (
                            "contentSize",
                            enumeration(
                                ContentSizeCategory.allCases.map(\.rawValue),
                                "this cell's Dynamic Type size; only when the layouts have several content sizes, appearances or directions (without it, the document's); with the device's name, what `viewspec diff` matches layouts by"
                            )
                        ),
                        (
                            "appearance",
                            enumeration(
                                ColorAppearance.allCases.map(\.rawValue),
                                "this cell's appearance; as contentSize")
                        ),
                        (
                            "direction",
                            enumeration(
                                LayoutDirection.allCases.map(\.rawValue),
                                "this cell's direction; as contentSize")
                        ),
                        (
                            "passes",
                            described(
                                integer(minimum: 1), "how many times text was measured and the system solved")
                        ),
                        (
                            "views",
                            described(
                                array(ref("view"), minItems: 1),
                                "every view, depth first, a parent before its children")
                        ),
                        (
                            "diagnostics",
                            described(array(ref("diagnostic")), "what the layout on this device found")
                        ),
                    ], required: ["device", "passes", "views", "diagnostics"])),
            "the views laid out on one device (one cell of the matrix)")
    }

    private static func device() -> JSONValue {
        described(
            .object(
                object(
                    [
                        (
                            "name",
                            described(
                                typed("string"),
                                "a preset, `<preset>-landscape`, or a custom device's name (`custom` unnamed)"
                            )
                        ),
                        ("width", ref("points")),
                        ("height", ref("points")),
                        ("orientation", enumeration(DeviceOrientation.allCases.map(\.rawValue))),
                        ("safeArea", ref("insets")),
                        (
                            "keyboard",
                            described(
                                ref("rect"),
                                "the software keyboard's frame on the screen, while it is shown (`keyboard: true`, `--keyboard`)"
                            )
                        ),
                        (
                            "keyboardType",
                            described(
                                enumeration(SoftwareKeyboard.KeyboardType.allCases.map(\.rawValue)),
                                "the keys the shown keyboard has, from the screen's first input's `keyboard`; absent for the default QWERTY keyboard"
                            )
                        ),
                    ], required: ["name", "width", "height", "orientation", "safeArea"])),
            "the device the views were laid out on")
    }

    private static func view() -> JSONValue {
        let properties: [(key: String, value: JSONValue, required: Bool)] = [
            (
                "id",
                described(nonEmptyString(), "unique in the tree; generated ids contain `[`, scoped ids `/`"),
                true
            ),
            ("kind", described(nonEmptyString(), "the built-in kind that made the view"), true),
            (
                "component",
                described(typed("string"), "the component whose use made this view its body's root"), false
            ),
            ("synthesized", described(constant(true), "a view the factory layer added"), false),
            (
                "parent",
                described(
                    .object([("type", .array([.string("string"), .string("null")]))]),
                    "the parent's id; null for the root"),
                true
            ),
            (
                "frame", described(ref("rect"), "relative to the parent's bounds (a scroll view's content)"),
                true
            ),
            ("absolute", described(ref("rect"), "relative to the screen"), true),
            ("contentSize", described(ref("size"), "a scroll view's content size"), false),
            ("hidden", constant(true), false),
            ("alpha", described(number(minimum: 0, maximum: 1), "present when not 1"), false),
            ("zIndex", described(typed("number"), "present when not 0"), false),
            ("background", .object([("oneOf", .array([ref("color"), ref("gradient")]))]), false),
            ("tint", ref("color"), false),
            ("cornerRadius", described(number(minimum: 0), "points, at most half the shorter side"), false),
            (
                "corners",
                described(
                    .object([
                        ("type", .string("array")),
                        ("items", enumeration(Corner.allCases.map(\.rawValue))),
                        ("uniqueItems", .bool(true)),
                        ("maxItems", .number(Double(Corner.allCases.count - 1))),
                    ]), "the rounded corners, when not all four"),
                false
            ),
            ("border", ref("border"), false),
            ("shadow", ref("shadow"), false),
            ("elevation", described(typed("number"), "Material elevation in dp"), false),
            (
                "clipsToBounds",
                described(
                    constant(true),
                    "the children are drawn clipped to the view's rounded bounds: `clipsToBounds` set, a scroll view, or a rounder"
                ),
                false
            ),
            ("rowSeparator", ref("rowSeparator"), false),
            ("contentMode", typed("string"), false),
            ("accessibilityId", typed("string"), false),
            ("accessibilityLabel", typed("string"), false),
            ("accessibilityHidden", constant(true), false),
            ("text", ref("text"), false),
            ("control", ref("control"), false),
        ]
        return described(
            .object(
                object(
                    properties.map { ($0.key, $0.value) },
                    required: properties.filter(\.required).map(\.key))),
            "one view: its place and what emitters need to draw it")
    }

    private static func unitPoint() -> JSONValue {
        described(
            .object([
                ("type", .string("array")),
                ("prefixItems", .array([typed("number"), typed("number")])),
                ("items", .bool(false)),
                ("minItems", .number(2)),
            ]), "[x, y] in the view's unit square: [0, 0] top left, [1, 1] bottom right")
    }

    private static func gradient() -> JSONValue {
        .object(
            object(
                [
                    (
                        "type",
                        described(
                            enumeration(Gradient.Kind.allCases.map(\.rawValue)),
                            "axial: along start → end; radial: an ellipse centred on start that reaches end")
                    ),
                    ("start", ref("unitPoint")),
                    ("end", ref("unitPoint")),
                    (
                        "colors",
                        described(array(ref("color"), minItems: 2), "the stops' colours, first to last")
                    ),
                    (
                        "locations",
                        described(
                            array(number(minimum: 0, maximum: 1), minItems: 2),
                            "each colour's place along start → end, never decreasing; absent: evenly spaced")
                    ),
                ], required: ["type", "start", "end", "colors"]))
    }

    private static func border() -> JSONValue {
        .object(
            object(
                [
                    ("width", ref("points")),
                    ("color", ref("color")),
                    (
                        "dash",
                        described(
                            array(ref("points"), minItems: 1),
                            "painted and unpainted lengths; absent for a solid line")
                    ),
                    (
                        "placement",
                        described(
                            enumeration(["inside", "alongFrame"]),
                            "`inside`: a layer's border, drawn inside the bounds; `alongFrame`: a stroke centred on the frame (half outside), as a `dashed` wrapper's shape layer"
                        )
                    ),
                    (
                        "cornerRadius",
                        described(
                            number(minimum: 0),
                            "the radius of the rounded rectangle the line follows: the view's own, or for `alongFrame` its content's"
                        )
                    ),
                ], required: ["width", "color", "placement", "cornerRadius"]))
    }

    private static func shadow() -> JSONValue {
        .object(
            object([
                ("color", ref("color")),
                ("opacity", number(minimum: 0, maximum: 1)),
                ("radius", ref("points")),
                (
                    "offset",
                    described(
                        .object([
                            ("type", .string("array")),
                            ("prefixItems", .array([ref("points"), ref("points")])),
                            ("items", .bool(false)),
                            ("minItems", .number(2)),
                        ]), "[x, y] in points")
                ),
            ]))
    }

    // MARK: Text

    private static func text() -> JSONValue {
        let properties: [(key: String, value: JSONValue)] = [
            ("role", enumeration([TextContent.Role.text, .title, .placeholder].map(\.rawValue))),
            ("string", described(typed("string"), "the whole text as resolved")),
            (
                "lines",
                described(
                    array(typed("string")),
                    "the visible lines as laid out, with … where truncation put one")
            ),
            ("lineWidths", described(array(ref("points")), "each line's width, in `lines` order")),
            ("font", ref("font")),
            (
                "color",
                described(
                    ref("color"), "the text colour; with a gradient, its flat colour (the ramp's mean)")
            ),
            ("gradient", described(ref("gradient"), "present when the text is painted with a gradient")),
            ("alignment", enumeration(TextContent.Alignment.allCases.map(\.rawValue))),
            ("maxLines", described(integer(minimum: 0), "the most lines shown; 0 for no limit")),
            ("lineBreak", enumeration(LineBreakMode.allCases.map(\.rawValue))),
            ("height", described(ref("points"), "the lines' height")),
            ("truncated", described(typed("boolean"), "true when some of the text is not shown")),
            (
                "scale",
                described(
                    .object([
                        ("type", .string("number")), ("exclusiveMinimum", .number(0)),
                        ("maximum", .number(1)),
                    ]),
                    "the shrink-to-fit scale; 1 when not shrunk")
            ),
            (
                "padding",
                described(
                    .object(object([("horizontal", ref("points")), ("vertical", ref("points"))])),
                    "the space the kind keeps around its text, both sides together: the lines are set in the frame less this, half on each side"
                )
            ),
            (
                "placement",
                described(
                    enumeration(["centered", "top", "belowPadding"]),
                    "`centered`: the block of lines centred vertically in the frame (labels, buttons, fields); `top`: from the top, below half the vertical padding (text views); `belowPadding`: centred in the frame below the vertical padding, all of it above the lines (a navigation bar's large title)"
                )
            ),
        ]
        return described(
            .object(object(properties, required: properties.map(\.key).filter { $0 != "gradient" })),
            "the view's text as set in its frame")
    }

    private static func font() -> JSONValue {
        described(
            .object(
                object(
                    [
                        (
                            "family",
                            described(typed("string"), "the family asked for; Inter for the built-in font")
                        ),
                        (
                            "metrics",
                            described(
                                typed("string"),
                                "the face measured: a built-in Inter face or a font file's name")
                        ),
                        ("size", described(ref("points"), "the size set, after shrink-to-fit")),
                        ("weight", enumeration(FontWeight.allCases.map(\.rawValue))),
                        (
                            "textStyle",
                            described(
                                enumeration(TextStyle.allCases.map(\.rawValue)),
                                "the Dynamic Type style; absent for a fixed size")
                        ),
                        ("ascent", ref("points")),
                        ("descent", described(ref("points"), "below the baseline, positive")),
                        ("lineHeight", ref("points")),
                    ], required: ["family", "metrics", "size", "weight", "ascent", "descent", "lineHeight"])),
            "the font the lines were measured in")
    }

    private static func control() -> JSONValue {
        var pairs = object(
            [
                ("image", described(typed("string"), "an image or SF Symbol name")),
                ("on", described(typed("boolean"), "a switch's state")),
                ("value", typed("number")),
                ("min", typed("number")),
                ("max", typed("number")),
                ("items", described(array(typed("string")), "segment, picker, tab and bar-button titles")),
                ("selected", typed("integer")),
                ("pages", integer(minimum: 0)),
                ("current", typed("integer")),
                ("animating", typed("boolean")),
                (
                    "backButton",
                    described(typed("boolean"), "false: a navigation bar's first item is a plain button")
                ),
                (
                    "largeTitle",
                    described(
                        typed("boolean"),
                        "true: a navigation bar's title is a large title under its inline bar")
                ),
                ("keyboard", typed("string")),
                ("format", typed("string")),
                ("mode", described(typed("string"), "a date picker's mode")),
                ("effect", described(typed("string"), "a blur's effect")),
                ("vibrancy", typed("string")),
                (
                    "secondaryColor",
                    described(ref("color"), "a tab bar's unselected items, a text field's line")
                ),
            ], required: [])
        pairs.append(("minProperties", .number(1)))
        return described(.object(pairs), "a control's state; absent when it has none")
    }

    // MARK: Diagnostics

    /// The objects of `--diagnostics-format json` (`DiagnosticRenderer.json`).
    private static func diagnostic(withNotes: Bool) -> JSONValue {
        let position = JSONValue.object([
            ("type", .array([.string("integer"), .string("null")])), ("minimum", .number(1)),
        ])
        var properties: [(key: String, value: JSONValue)] = [
            ("file", .object([("type", .array([.string("string"), .string("null")]))])),
            ("line", position),
            ("column", position),
            ("endLine", position),
            ("endColumn", described(position, "exclusive")),
            ("severity", enumeration([Diagnostic.Severity.error, .warning, .note].map(\.rawValue))),
            ("id", .object([("type", .string("string")), ("pattern", .string("^[a-z][a-z0-9-]*$"))])),
            ("message", typed("string")),
        ]
        var required = properties.map(\.key)
        if withNotes {
            properties.append(
                (
                    "view",
                    described(
                        nonEmptyString(), "the id of the view the problem is about, when it is about one")
                ))
            properties.append(
                (
                    "device",
                    described(
                        nonEmptyString(),
                        "the device the problem was found on, when the spec is laid out on several (not under a layout, which names its device)"
                    )
                ))
            properties.append(
                (
                    "cells",
                    described(
                        array(ref("cell"), minItems: 1),
                        "the cells of the matrix the finding occurs in, when `validate` lays out several and reports each finding once"
                    )
                ))
            properties.append(("notes", array(ref("note"))))
            required.append("notes")
        }
        return described(
            .object(object(properties, required: required)),
            withNotes
                ? "a diagnostic, as `--diagnostics-format json` writes it; null positions for none in a file"
                : "a related place of a diagnostic")
    }

    private static func cell() -> JSONValue {
        described(
            .object(
                object([
                    ("device", nonEmptyString()),
                    ("contentSize", enumeration(ContentSizeCategory.allCases.map(\.rawValue))),
                    ("appearance", enumeration(ColorAppearance.allCases.map(\.rawValue))),
                    ("direction", enumeration(LayoutDirection.allCases.map(\.rawValue))),
                ])),
            "one cell of the matrix: a device, a Dynamic Type size, an appearance and a direction")
    }

    // MARK: Building blocks

    /// `type: object` with `properties`, `required` (all of them unless given) and no others.
    private static func object(
        _ properties: [(key: String, value: JSONValue)], required: [String]? = nil
    ) -> [(key: String, value: JSONValue)] {
        [
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("required", .array((required ?? properties.map(\.key)).map(JSONValue.string))),
            ("additionalProperties", .bool(false)),
        ]
    }

    private static func typed(_ type: String) -> JSONValue {
        .object([("type", .string(type))])
    }

    private static func ref(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    private static func constant(_ value: Bool) -> JSONValue {
        .object([("const", .bool(value))])
    }

    private static func nonEmptyString() -> JSONValue {
        .object([("type", .string("string")), ("minLength", .number(1))])
    }

    private static func integer(minimum: Int) -> JSONValue {
        .object([("type", .string("integer")), ("minimum", .number(Double(minimum)))])
    }

    private static func number(minimum: Double, maximum: Double? = nil) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [
            ("type", .string("number")), ("minimum", .number(minimum)),
        ]
        if let maximum { pairs.append(("maximum", .number(maximum))) }
        return .object(pairs)
    }

    private static func array(_ items: JSONValue, minItems: Int = 0) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", .string("array")), ("items", items)]
        if minItems > 0 { pairs.append(("minItems", .number(Double(minItems)))) }
        return .object(pairs)
    }

    private static func enumeration(_ cases: [String], _ summary: String = "") -> JSONValue {
        described(.object([("enum", .array(cases.map(JSONValue.string)))]), summary)
    }

    /// Adds a `description` first, so editors show it on hover.
    private static func described(_ value: JSONValue, _ summary: String) -> JSONValue {
        guard case .object(var pairs) = value, !summary.isEmpty else { return value }
        pairs.insert(("description", .string(summary)), at: 0)
        return .object(pairs)
    }
}
