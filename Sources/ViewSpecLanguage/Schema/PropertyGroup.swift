import ViewSpecCore
import ViewSpecSyntax

/// The property groups of the spec language's Properties section, composed into each kind's list by
/// `KindCatalog`.
///
/// A group is data so the JSON Schema and the decoder share it.
package enum PropertyGroup {
    static let idPattern = "^[A-Za-z][A-Za-z0-9_-]*$"
    static let node = ValueShape.reference(SpecShapes.nodeName)
    static let nodes = ValueShape.list(.reference(SpecShapes.nodeName))
    static let insets = ValueShape.reference(SpecShapes.insetsName)
    static let priority = ValueShape.reference(SpecShapes.priorityName)
    package static let sizeValue = ValueShape.reference(SpecShapes.sizeName)
    /// A colour or a gradient: what a background or text can be painted with.
    static let paint = ValueShape.reference(SpecShapes.paintName)
    /// The properties some kind paints with `paint`; a style, which may apply to any kind, is
    /// checked by name (`dashed`'s and `colorWell`'s `color` are plain colours).
    static let paintNames = ["background", "color", "titleColor", "placeholderColor"]

    /// The keys every node has; the decoder reads them into `ViewNode`'s own fields.
    package static let nodeKeys: [PropertyShape] = [
        PropertyShape(
            "id", .pattern(idPattern, example: "header"),
            "names the view for constraints and output; unique in the document"),
        PropertyShape(
            "style", .oneOf([.string, .list(.string)]),
            "named styles (`.name` in `styles`), one or a list, lowest precedence first"),
        PropertyShape("layout", .list(.reference(SpecShapes.layoutItemName)), "the node's constraint plans"),
    ]

    package static let children = PropertyShape(
        "children", nodes, "child nodes in z-order (later children are drawn on top)")
    package static let child = PropertyShape("child", node, "the one wrapped node")

    /// Object shapes shared by many kinds, kept once in the JSON Schema's `$defs`.
    static let borderShape = ObjectShape([
        PropertyShape("width", .length, "line width in points"),
        PropertyShape("color", .color, "line colour"),
        PropertyShape(
            "dash", .list(.number(minimum: 0)), "dash pattern: painted and unpainted lengths"),
    ])

    static let shadowShape = ObjectShape([
        PropertyShape("color", .color, "shadow colour"),
        PropertyShape("opacity", .number(minimum: 0, maximum: 1), "shadow opacity, 0...1"),
        PropertyShape("radius", .number(minimum: 0), "blur radius in points"),
        PropertyShape("offset", .list(.number()), "offset [x, y] in points"),
    ])

    static let frameShape = ObjectShape(
        [
            PropertyShape("x", .number(), "left edge in the parent, points"),
            PropertyShape("y", .number(), "top edge in the parent, points"),
            PropertyShape("width", .number(minimum: 0), "width in points"),
            PropertyShape("height", .number(minimum: 0), "height in points"),
        ], required: ["x", "y", "width", "height"])

    static let fontShape = ObjectShape([
        PropertyShape("textStyle", .enumeration(textStyles), "Dynamic Type text style"),
        PropertyShape("size", .number(minimum: 1), "point size at the default content size"),
        PropertyShape(
            "weight",
            .enumeration([
                "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy",
                "black",
            ]), "font weight"),
        PropertyShape("family", .string, "font family name"),
    ])

    /// Any kind's appearance and sizing properties.
    package static let common: [PropertyShape] = [
        PropertyShape(
            "background", paint,
            "background colour (a palette role, a colour token or a literal) or gradient"),
        PropertyShape("tint", .color, "tint colour"),
        PropertyShape("alpha", .number(minimum: 0, maximum: 1), "opacity, 0...1"),
        PropertyShape("hidden", .boolean, "hidden views take no space in stacks"),
        PropertyShape(
            "cornerRadius", .length, "corner radius; below 1 a fraction of the height (Rounder's rule)"),
        PropertyShape(
            "corners", .list(.enumeration(["topLeft", "topRight", "bottomLeft", "bottomRight"])),
            "the rounded corners (default all)"),
        PropertyShape(
            "border",
            .reference("border"), "a border along the view's edges"),
        PropertyShape(
            "shadow",
            .reference("shadow"), "a drop shadow"),
        PropertyShape(
            "elevation", .reference(SpecShapes.elevationName),
            "Material elevation in dp, or an elevation token: drawn as a shadow"),
        PropertyShape("clipsToBounds", .boolean, "clips the subviews to the view's bounds"),
        PropertyShape(
            "frame",
            .reference("frame"),
            "an absolute frame: the view gets no constraints"),
        PropertyShape(
            "width", sizeValue, "a length, a percentage of the parent (\"50%\") or a relation (\">= 44\")"),
        PropertyShape(
            "height", sizeValue, "a length, a percentage of the parent (\"50%\") or a relation (\">= 44\")"),
        PropertyShape(
            "hugging", .reference(SpecShapes.axisPriorityName), "content hugging priority, or per axis"),
        PropertyShape(
            "compressionResistance", .reference(SpecShapes.axisPriorityName),
            "compression resistance priority, or per axis"),
        PropertyShape("zIndex", .number(), "drawing order among siblings"),
        PropertyShape(
            "contentMode",
            .enumeration([
                "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left",
                "right", "topLeft",
                "topRight", "bottomLeft", "bottomRight",
            ]), "how content fills the view"),
        PropertyShape("accessibilityId", .string, "the accessibility identifier"),
        PropertyShape("accessibilityLabel", .string, "what VoiceOver reads for the view"),
        PropertyShape("accessibilityHidden", .boolean, "decoration VoiceOver skips"),
        PropertyShape(
            "overlap", .enumeration(["allowed"]),
            "the view may overlap its siblings (no overlapping-views finding)"),
    ]

    static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
        "caption1", "caption2",
    ]

    static let font = PropertyShape(
        "font",
        .reference("font"), "the font")

    /// Text appearance shared by labels, inputs, text views and buttons' titles.
    static let textAppearance: [PropertyShape] = [
        font,
        PropertyShape("textStyle", .enumeration(textStyles), "Dynamic Type text style"),
        PropertyShape(
            "alignment", .enumeration(["left", "center", "right", "justified", "natural"]), "text alignment"),
        PropertyShape("lines", .integer(minimum: 0), "the most lines shown; 0 for unlimited"),
        PropertyShape(
            "lineBreak",
            .enumeration(["wordWrap", "charWrap", "clip", "truncateHead", "truncateMiddle", "truncateTail"]),
            "how text that does not fit breaks"),
        PropertyShape(
            "shrinkToFit", .oneOf([.boolean, .number(minimum: 0, maximum: 1)]),
            "shrinks text to fit the width; a number is the smallest scale"),
    ]

    package static let label: [PropertyShape] =
        [
            PropertyShape("text", .string, "the text; `${name}` interpolates"),
            PropertyShape("color", paint, "text colour or gradient"),
        ] + textAppearance

    static let keyboard = PropertyShape(
        "keyboard", .enumeration(["default", "number", "email", "phone", "url"]), "the keyboard type")

    package static let input: [PropertyShape] =
        [
            PropertyShape("placeholder", .string, "text shown while the input is empty"),
            PropertyShape("text", .string, "the entered text"),
            PropertyShape("color", paint, "text colour or gradient"),
            PropertyShape("placeholderColor", paint, "placeholder colour or gradient"),
            keyboard,
        ] + textAppearance

    package static let textField: [PropertyShape] =
        input + [PropertyShape("format", .enumeration(["standard", "email"]), "ViewKit's text field format")]

    package static let textView: [PropertyShape] =
        [
            PropertyShape("text", .string, "the text"),
            PropertyShape("color", paint, "text colour or gradient"),
            keyboard,
        ] + textAppearance

    package static let button: [PropertyShape] =
        [
            PropertyShape("title", .string, "the button's title"),
            PropertyShape("titleColor", paint, "title colour or gradient"),
            PropertyShape("image", .string, "an image or SF Symbol name"),
        ] + textAppearance

    package static let image: [PropertyShape] = [
        PropertyShape("image", .string, "the image name (a placeholder in mockups)")
    ]

    static let value = PropertyShape("value", .number(), "the current value")
    static let minimum = PropertyShape("min", .number(), "the smallest value")
    static let maximum = PropertyShape("max", .number(), "the largest value")
    static let items = PropertyShape("items", .list(.string), "the items' titles")
    static let selected = PropertyShape("selected", .integer(minimum: 0), "the index of the selected item")

    package static let `switch`: [PropertyShape] = [PropertyShape("on", .boolean, "whether the switch is on")]
    package static let rangeControl: [PropertyShape] = [value, minimum, maximum]
    package static let segmented: [PropertyShape] = [items, selected]
    package static let pageControl: [PropertyShape] = [
        PropertyShape("pages", .integer(minimum: 0), "the number of pages"),
        PropertyShape("current", .integer(minimum: 0), "the index of the current page"),
    ]
    package static let activityIndicator: [PropertyShape] = [
        PropertyShape("animating", .boolean, "whether the indicator spins")
    ]
    package static let datePicker: [PropertyShape] = [
        PropertyShape(
            "mode", .enumeration(["date", "time", "dateAndTime", "countDownTimer"]), "what the picker picks")
    ]
    package static let picker: [PropertyShape] = [items, selected]
    package static let colorWell: [PropertyShape] = [PropertyShape("color", .color, "the selected colour")]

    /// UIStackView's properties.
    package static let stack: [PropertyShape] = [
        PropertyShape("axis", .enumeration(["vertical", "horizontal"]), "the stack's axis"),
        PropertyShape(
            "distribution",
            .enumeration(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
            "how children share the axis"),
        PropertyShape(
            "alignment",
            .enumeration([
                "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline",
            ]), "how children sit across the axis"),
        PropertyShape("spacing", .length, "space between children"),
        PropertyShape("spacingAfter", .dictionary(.length), "custom spacing after a child, by child id"),
        PropertyShape("margins", insets, "the layout margins"),
        PropertyShape("baselineRelative", .boolean, "spacing measured between baselines"),
        PropertyShape("marginsRelative", .boolean, "children laid out inside the margins"),
    ]

    /// Composed after `stack`: the row is a stack like the others, and its factory reads them.
    package static let twoColumns: [PropertyShape] = [
        PropertyShape("left", nodes, "the left column's nodes"),
        PropertyShape("right", nodes, "the right column's nodes"),
        PropertyShape("spacing", .length, "space between the columns and between their children"),
    ]

    package static let scroll: [PropertyShape] = [
        PropertyShape("padding", .length, "horizontal padding of the children (setStack's horizontalAt)"),
        PropertyShape(
            "spacings", .list(.length), "vertical spacings (setStack's verticalAt): children + 1 values"),
    ]

    static let cell = PropertyShape("cell", node, "the node laid out once per row; `$field` reads the row")
    static let rows = PropertyShape(
        "rows", .list(.dictionary(.anything)), "the rows: field values for the cell")

    package static let table: [PropertyShape] = [
        cell, rows,
        PropertyShape("insets", insets, "the cell's insets (BaseCell: left 16, right 16, top 0, bottom 16)"),
        PropertyShape(
            "rowHeight", .length, "a fixed row height instead of the cell's computed height (at least 44)"),
        PropertyShape(
            "accessory", .enumeration(["none", "disclosure", "checkmark"]),
            "UITableViewCell's accessory at the trailing end of every row (default none)"),
    ]

    package static let collection: [PropertyShape] = [
        cell, rows,
        PropertyShape("columns", .integer(minimum: 1), "cells per row"),
        PropertyShape("spacing", .length, "space between cells"),
        PropertyShape("insets", insets, "insets around the grid"),
    ]

    package static let card: [PropertyShape] = [
        PropertyShape(
            "insets", insets, "insets of the stack inside the card (default 24 vertical, 16 horizontal)"),
        PropertyShape("spacing", .length, "space between the children of the card's stack"),
    ]

    /// The title is text like a button's: its factory reads the same colour and text keys.
    package static let navigationBar: [PropertyShape] =
        [
            PropertyShape("title", .string, "the bar's title"),
            PropertyShape("titleColor", paint, "title colour or gradient"),
            PropertyShape("items", .list(.string), "bar button titles: the first leading, the rest trailing"),
            PropertyShape(
                "backButton", .boolean,
                "whether the first item is a back button with a chevron (true, the default) or a plain one"),
            PropertyShape(
                "largeTitle", .boolean,
                "UINavigationBar's large title (prefersLargeTitles): the title in the largeTitle text style, bold and scaled by Dynamic Type, leading under the 44-pt inline bar; false (the default) centres a fixed 17 pt inline title"
            ),
        ] + textAppearance

    package static let tabBar: [PropertyShape] = [items, selected]

    package static let spacer: [PropertyShape] = [PropertyShape("insets", insets, "space around the child")]
    package static let rounder: [PropertyShape] = [
        PropertyShape("radius", .length, "corner radius; below 1 a fraction of the height")
    ]
    package static let dashed: [PropertyShape] = [
        PropertyShape("dash", .list(.number(minimum: 0)), "dash pattern: painted and unpainted lengths"),
        PropertyShape("width", .length, "the dashed line's width (not the view's)"),
        PropertyShape("color", .color, "the dashed line's colour"),
    ]
    package static let content: [PropertyShape] = [
        PropertyShape(
            "position",
            .enumeration([
                "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
                "bottomRight", "fill",
            ]), "where the child sits"),
        PropertyShape("insets", insets, "space around the child"),
    ]
    package static let blur: [PropertyShape] = [
        PropertyShape(
            "effect", .enumeration(["extraLight", "light", "dark", "regular", "prominent"]),
            "the blur effect style"),
        PropertyShape(
            "vibrancy",
            .enumeration([
                "none", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill",
                "secondaryFill",
                "tertiaryFill", "separator",
            ]), "a vibrancy effect for the child"),
    ]
    package static let embed: [PropertyShape] = [
        PropertyShape("file", .string, "the spec whose root is embedded, relative to this one")
    ]

    /// Joins groups into one list; a later property replaces an earlier one of the same name in
    /// place, which is how `dashed` gives `width` its own meaning.
    static func compose(_ groups: [[PropertyShape]]) -> [PropertyShape] {
        var result: [PropertyShape] = []
        for property in groups.joined() {
            if let index = result.firstIndex(where: { $0.name == property.name }) {
                result[index] = property
            } else {
                result.append(property)
            }
        }
        return result
    }
}
