import ViewSpecCore
import ViewSpecSyntax

/// The shapes of every constraint-plan form: the one description that both the plan decoder's
/// key checks and the JSON Schema's plan definitions come from.
enum PlanSchema {
    // MARK: Strings

    /// A view or guide: `title`, `parent`, `safeArea`, `previous.safeArea`.
    static let targetPattern = "^(parent|safeArea|self|previous|[A-Za-z_][A-Za-z0-9_-]*)(\\.safeArea)?$"

    /// A target with an optional anchor: `title`, `title.bottom`, `safeArea.top`.
    static let referencePattern =
        "^(parent|safeArea|self|previous|[A-Za-z_][A-Za-z0-9_-]*)(\\.safeArea)?(\\.[A-Za-z]+)?$"

    /// `[view.]anchor relation ...`: loose on purpose (the parser gives the precise errors),
    /// but enough for an editor to tell an expression from a typo'd VFL line.
    static let expressionPattern =
        "^\\s*[A-Za-z_][A-Za-z0-9_.-]*\\s*(==|=|<=|>=|≤|≥)\\s*[^\\s].*$"

    /// A VFL line is recognised by its start, as the decoder does.
    static let visualFormatPattern = "^\\s*(H:|V:|\\||\\[)"

    /// An anchor's string value: `">= 8"`, `"title.bottom + 8"`, `"== parent.width * 0.5 @750"`.
    static let anchorValuePattern = "^\\s*(==|=|<=|>=|≤|≥)?\\s*[^\\s@][^@]*(@\\s*[A-Za-z0-9.]+\\s*)?$"

    static let expression = ValueShape.pattern(expressionPattern, example: "top == safeArea.top + 12")
    static let visualFormat = ValueShape.pattern(visualFormatPattern, example: "H:|-[icon(32)]-8-[title]-|")

    // MARK: Definitions

    static let targetName = "planTarget"
    static let anchorValueName = "anchorValue"
    static let relationName = "relation"

    private static let target = ValueShape.reference(targetName)
    private static let relation = PropertyShape(
        "relation", .reference(relationName), "how the sides compare: '==', '<=' or '>=' (default '==')")
    private static let priority = PropertyShape(
        "priority", .reference(SpecShapes.priorityName),
        "1...1000 or a name; applies to every constraint made")
    private static let insets = ValueShape.reference(SpecShapes.insetsName)
    private static let views = ValueShape.list(target)

    static let anchorObject = ObjectShape([
        relation,
        PropertyShape(
            "to", .pattern(referencePattern, example: "title.bottom"),
            "the anchor compared with (default the parent's same anchor; a view alone means its same anchor)"),
        PropertyShape("multiplier", .number(), "multiplies the compared anchor (default 1)"),
        PropertyShape(
            "constant", .length, "added to the compared anchor; an inset on bottom, right and trailing"),
        PropertyShape(
            "priority", .reference(SpecShapes.priorityName), "1...1000 or a name (default required)"),
    ])

    /// `edges`, `horizontal` and `vertical` share their keys; `insets` takes the axis's sides.
    static let insetsShortcutObject = ObjectShape([
        PropertyShape("insets", insets, "the space to the target's edges (default 0)"),
        PropertyShape("to", target, "the view or guide to pin to (default parent)"),
        relation, priority,
    ])

    static let centerObject = ObjectShape([
        PropertyShape("to", target, "the view or guide to centre on (default parent)"),
        PropertyShape("offset", .list(.length), "[x, y] from the target's centre (default [0, 0])"),
        relation, priority,
    ])

    static let sizeObject = ObjectShape([
        PropertyShape("width", .length, "a constant width"),
        PropertyShape("height", .length, "a constant height"),
        PropertyShape("to", target, "a view whose width and height are matched"),
        PropertyShape("multiplier", .number(), "multiplies the view's size (with 'to', default 1)"),
        PropertyShape("constant", .length, "added to the view's size (with 'to')"),
        relation, priority,
    ])

    static let atEdgeNames = PlanEdge.presets.map(\.name) + PlanEdge.allCases.map(\.rawValue)

    static let atObject = ObjectShape(
        [
            PropertyShape(
                "edges",
                .oneOf([.enumeration(atEdgeNames), .list(.enumeration(PlanEdge.allCases.map(\.rawValue)))]),
                "a preset (topLeft, fullBottom, edges, ...) or a list of top bottom left right leading trailing"
            ),
            PropertyShape("insets", insets, "the space to the target's edges (default 0)"),
            PropertyShape("to", target, "the view or guide to pin to (default parent)"),
            relation, priority,
        ], required: ["edges"])

    static let relativeObject = ObjectShape(
        [
            PropertyShape("view", target, "the view to sit next to"),
            PropertyShape("spacing", .length, "the gap between the two views (default 0)"),
            PropertyShape("parallel", .boolean, "also centre on the view across the axis (default false)"),
            relation, priority,
        ], required: ["view"])

    static let inBetweenObject = ObjectShape(
        [
            PropertyShape("views", views, "the two views to sit between, first then second"),
            PropertyShape(
                "axis", .enumeration(LayoutAxis.allCases.map(\.rawValue)), "the axis (default vertical)"),
            PropertyShape("insets", .length, "the gap to both views (default 0)"),
            relation, priority,
        ], required: ["views"])

    static let setStackObject = ObjectShape(
        [
            PropertyShape("views", views, "the children top to bottom (default all children in order)"),
            PropertyShape("horizontal", .length, "the left and right inset of every child (default 0)"),
            PropertyShape(
                "vertical", .list(.length),
                "the gaps above each child and below the last: one more than the views"),
        ], required: ["vertical"])

    static let alignHorizontallyObject = ObjectShape(
        [
            PropertyShape("views", views, "the two views, first on the left"),
            PropertyShape("left", .length, "the first view's leading inset (default 0)"),
            PropertyShape("spacing", .length, "the gap between the views (default 0)"),
            PropertyShape("right", .length, "the second view's trailing inset (default 0)"),
            PropertyShape("top", .length, "both views' top inset"),
            PropertyShape("bottom", .length, "both views' bottom inset"),
            PropertyShape("firstTop", .length, "the first view's top inset; without it the first is centred"),
            PropertyShape("firstBottom", .length, "the first view's bottom inset"),
            PropertyShape(
                "secondTop", .length, "the second view's top inset; without it the second is centred"),
            PropertyShape("secondBottom", .length, "the second view's bottom inset"),
        ], required: ["views"])

    static let alignVerticallyObject = ObjectShape(
        [
            PropertyShape("views", views, "the two views, first on top"),
            PropertyShape("top", .length, "the first view's top inset (default 0)"),
            PropertyShape("spacing", .length, "the gap between the views (default 0)"),
            PropertyShape("bottom", .length, "the second view's bottom inset (default 0)"),
            PropertyShape("left", .length, "both views' leading inset"),
            PropertyShape("right", .length, "both views' trailing inset"),
            PropertyShape(
                "firstLeft", .length, "the first view's leading inset; without it the first is centred"),
            PropertyShape("firstRight", .length, "the first view's trailing inset"),
            PropertyShape(
                "secondLeft", .length, "the second view's leading inset; without it the second is centred"),
            PropertyShape("secondRight", .length, "the second view's trailing inset"),
        ], required: ["views"])

    static let zStackObject = ObjectShape(
        [
            PropertyShape("views", views, "the two views, the second drawn on top"),
            PropertyShape(
                "first", insets, "the first view's insets from the parent; sides not given stay free"),
            PropertyShape(
                "second", insets, "the second view's insets from the parent; sides not given stay free"),
        ], required: ["views"])

    /// The value shapes and one-line summaries of every key a layout item may have.
    static let itemProperties: [PropertyShape] =
        LayoutAnchor.allCases.map {
            PropertyShape($0.rawValue, .reference(anchorValueName), anchorSummary($0))
        } + [
            PropertyShape("edges", insetsShortcut, "pins top, left, bottom and right to the target"),
            PropertyShape(
                "horizontal", insetsShortcut, "pins left and right (leading and trailing) to the target"),
            PropertyShape("vertical", insetsShortcut, "pins top and bottom to the target"),
            PropertyShape(
                "center", .reference("centerShortcut"), "centres on the target: a view or a mapping"),
            PropertyShape(
                "size", .reference("sizeShortcut"), "[width, height], a length, or relative to a view"),
            PropertyShape(
                "at", .reference("atShortcut"),
                "pins the edges of a preset (topLeft, fullBottom, ...) or a list"),
            PropertyShape("below", relativeShortcut, "my top to the view's bottom"),
            PropertyShape("above", relativeShortcut, "my bottom to the view's top"),
            PropertyShape("leftOf", relativeShortcut, "my right to the view's left"),
            PropertyShape("rightOf", relativeShortcut, "my left to the view's right"),
            PropertyShape("inBetween", .reference("inBetweenShortcut"), "between two views along an axis"),
            PropertyShape(
                "setStack", .reference("setStack"), "stacks children top to bottom (ConstraintHelper)"),
            PropertyShape(
                "alignHorizontally", .reference("alignHorizontally"), "two children side by side (UIBuilder)"),
            PropertyShape(
                "alignVertically", .reference("alignVertically"),
                "two children one above the other (UIBuilder)"),
            PropertyShape(
                "zStack", .reference("zStack"), "two children pinned to the parent, the second on top"),
        ]

    /// A layout item's mapping form.
    ///
    /// Several keys are several items, in order.
    static let itemObject = ObjectShape(itemProperties)

    private static let insetsShortcut = ValueShape.reference("insetsShortcut")
    private static let relativeShortcut = ValueShape.reference("relativeShortcut")

    private static func anchorSummary(_ anchor: LayoutAnchor) -> String {
        if anchor.isDimension { return "my \(anchor.rawValue): a constant, a relation string or a mapping" }
        let inset = anchor.isInsetEdge ? " (a number is an inset)" : ""
        return "my \(anchor.rawValue) against the parent's\(inset), a relation string or a mapping"
    }

    // MARK: Public shapes

    /// One item of a node's `layout:` list.
    static let layoutItem = ValueShape.oneOf([expression, visualFormat, .object(itemObject)])

    /// One item of the document's `constraints:` list.
    static let topLevelConstraint = ValueShape.oneOf([expression, visualFormat])

    /// The named shapes the plan shapes refer to.
    static let definitions: [(name: String, shape: ValueShape)] = [
        (targetName, .pattern(targetPattern, example: "title")),
        (relationName, .enumeration(["==", "<=", ">=", "="])),
        (
            anchorValueName,
            .oneOf([
                .length, .pattern(anchorValuePattern, example: ">= title.bottom + 8"), .object(anchorObject),
            ])
        ),
        ("insetsShortcut", .oneOf([insets, .object(insetsShortcutObject)])),
        ("centerShortcut", .oneOf([target, .object(centerObject)])),
        ("sizeShortcut", .oneOf([.length, .list(.length), .object(sizeObject)])),
        (
            "atShortcut",
            .oneOf([
                .enumeration(atEdgeNames), .list(.enumeration(PlanEdge.allCases.map(\.rawValue))),
                .object(atObject),
            ])
        ),
        ("relativeShortcut", .oneOf([target, .object(relativeObject)])),
        ("inBetweenShortcut", .oneOf([views, .object(inBetweenObject)])),
        ("setStack", .object(setStackObject)),
        ("alignHorizontally", .oneOf([views, .object(alignHorizontallyObject)])),
        ("alignVertically", .oneOf([views, .object(alignVerticallyObject)])),
        ("zStack", .object(zStackObject)),
    ]
}
