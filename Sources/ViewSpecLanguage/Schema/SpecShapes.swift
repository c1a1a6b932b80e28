import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// The shapes of the document's sections and the named definitions nodes refer to: with
/// `KindCatalog` and `PlanSchema`, the whole language as data.
///
/// The decoder reads them for keys and value types, `SpecSchema` turns them into JSON Schema.
package enum SpecShapes {
    static let nodeName = "node"
    static let insetsName = "insets"
    static let priorityName = "priority"
    static let sizeName = "size"
    /// `50%`: a fraction of the parent, so a multiplier.
    static let percentPattern = "^-?[0-9]+(\\.[0-9]+)?%$"
    /// `>= 44 @high`.
    static let relationPattern = "^(==|=|<=|>=)\\s*-?[0-9]+(\\.[0-9]+)?(\\s*@\\s*[A-Za-z0-9]+)?$"
    static let elevationName = "elevation"
    static let gradientName = "gradient"
    static let paintName = "paint"
    static let axisPriorityName = "axisPriority"
    static let hierarchyItemName = "hierarchyItem"
    static let tokenPattern = "^\\$[A-Za-z][A-Za-z0-9_]*$"

    static let layoutItemName = "layoutItem"
    static let constraintName = "constraint"

    package static let supportedVersion = 1

    /// GradientHelper's points, by name or as `[x, y]` in the view's unit square.
    static let gradientPoint = ValueShape.oneOf([
        .enumeration(UnitPoint.named.map(\.name)), .list(.number(minimum: 0, maximum: 1)),
    ])

    /// A gradient as GradientHelper's `custom(start, end, colors, type)` takes it, or its
    /// `diagonal(top, bottom)`.
    package static let gradientShape = ObjectShape([
        PropertyShape(
            "colors", .list(.color),
            "the stops' colours, first to last: palette roles, colour tokens or literals"),
        PropertyShape(
            "type", .enumeration(Gradient.Kind.allCases.map(\.rawValue)),
            "axial (along start → end) or radial (centred on start, reaching end); default radial"),
        PropertyShape("start", gradientPoint, "a named point or [x, y]; default topLeft"),
        PropertyShape("end", gradientPoint, "a named point or [x, y]; default bottomRight"),
        PropertyShape(
            "locations", .list(.number(minimum: 0, maximum: 1)),
            "each colour's place along start → end, 0...1, never decreasing; default evenly spaced"),
        PropertyShape(
            "diagonal", .list(.color),
            "GradientHelper's diagonal(top, bottom): 2 colours, axial from [0.25, 0.25] to bottomRight; instead of the other keys"
        ),
    ])

    package static let device = ObjectShape([
        PropertyShape("preset", .enumeration(DevicePreset.deviceNames), "a device preset to start from"),
        PropertyShape("name", .string, "the custom device's name, for output"),
        PropertyShape("width", .number(minimum: 1), "width in points (portrait)"),
        PropertyShape("height", .number(minimum: 1), "height in points (portrait)"),
        PropertyShape(
            "orientation", .enumeration(DeviceSpec.Orientation.allCases.map(\.rawValue)),
            "landscape swaps width and height and rotates the safe area"),
        PropertyShape(
            "safeArea", .reference(insetsName), "safe-area insets (default zero for a custom device)"),
        PropertyShape(
            "keyboard", .boolean,
            "the software keyboard shown (iPhone and iPad screens; heights per device class and orientation)"),
    ])

    static let deviceValue = ValueShape.oneOf([.enumeration(DevicePreset.deviceNames), .object(device)])

    package static let options = ObjectShape([
        PropertyShape(
            "direction", .enumeration(SpecOptions.Direction.allCases.map(\.rawValue)),
            "rightToLeft mirrors leading and trailing"),
        PropertyShape("autoPriorities", .boolean, "Draftsman's descending default priorities (998, 997, …)"),
        PropertyShape("standardSpacing", .length, "VFL's `-` between siblings (default 8)"),
        PropertyShape("superviewSpacing", .length, "VFL's `-` next to the superview edge (default 20)"),
        PropertyShape(
            "contentSize", .enumeration(SpecOptions.contentSizes), "Dynamic Type category (default large)"),
        PropertyShape(
            "appearance", .enumeration(ColorAppearance.allCases.map(\.rawValue)),
            "light or dark: the variant of the palette's dynamic roles (default light)"),
        PropertyShape(
            "idiom", .enumeration(DeviceIdiom.allCases.map(\.rawValue)),
            "the family of devices the screen is for: --device all, a group and a configuration's matrix lay it out on those presets only"
        ),
        PropertyShape("audits", .object(auditOptions), "the thresholds the audits judge by (docs/audits.md)"),
    ])

    /// A palette role's colour: one for both appearances, or `{ light, dark }`.
    static let dynamicColor = ValueShape.oneOf([
        .color,
        .object(
            ObjectShape(
                [
                    PropertyShape("light", .color, "the colour in light appearance"),
                    PropertyShape("dark", .color, "the colour in dark appearance"),
                ], required: ["light", "dark"])),
    ])

    /// One value, a list of values, or `all`.
    static func matrixDimension(_ values: [String]) -> ValueShape {
        .oneOf([.enumeration(values + [SpecMatrix.all]), .list(.enumeration(values + [SpecMatrix.all]))])
    }

    package static let matrix = ObjectShape([
        PropertyShape(
            "contentSize", matrixDimension(SpecOptions.contentSizes), "Dynamic Type categories, or all"),
        PropertyShape(
            "appearance", matrixDimension(ColorAppearance.allCases.map(\.rawValue)), "light, dark, or all"),
        PropertyShape(
            "direction", matrixDimension(SpecMatrix.directionNames),
            "leftToRight (ltr), rightToLeft (rtl), or all"),
    ])

    package static let auditOptions = ObjectShape([
        PropertyShape(
            "minimumTapTarget", .number(minimum: 1, maximum: 1000),
            "the smallest tap target in points (default 44, Apple HIG; Material asks for 48)"),
        PropertyShape(
            "contrast", .enumeration(AuditOptions.ContrastLevel.allCases.map(\.rawValue)),
            "the WCAG level text contrast is judged at (default AA)"),
        PropertyShape(
            "minimumTextSize", .number(minimum: 1, maximum: 1000),
            "the smallest size shrink-to-fit may take text to, in points (default 11)"),
    ])

    package static let palette = ObjectShape(
        [PropertyShape("extends", .string, "the palette this one overrides (default navy)")]
            + PaletteRole.navy.map {
                PropertyShape($0.role, dynamicColor, "the \($0.role) role (navy: \($0.hex))")
            }
    )

    package static let tokens = ObjectShape([
        PropertyShape(
            "padding", .dictionary(.number()),
            "padding tokens in points, used wherever a length goes; the spacing scale `off-scale-spacing` judges"
        ),
        PropertyShape(
            "length", .dictionary(.number()),
            "length tokens in points (a bar's height, a column's width), used wherever a length goes; not on the spacing scale"
        ),
        PropertyShape(
            "elevation", .dictionary(.number(minimum: 0)), "elevation tokens in dp, used in `elevation`"),
        PropertyShape("color", .dictionary(.color), "colour tokens, used wherever a colour goes"),
        PropertyShape(
            "gradient", .dictionary(.reference(gradientName)),
            "gradient tokens, used wherever a gradient goes (backgrounds, text colours)"),
    ])

    package static let componentParam = ObjectShape(
        [
            PropertyShape(
                "type", .enumeration(ComponentDecl.ParamType.allCases.map(\.rawValue)), "the parameter's type"
            ),
            PropertyShape(
                "default", .anything, "the value when a use leaves the parameter out; makes it optional"),
        ], required: ["type"])

    static let paramTypeShape = ValueShape.oneOf([
        .enumeration(ComponentDecl.ParamType.allCases.map(\.rawValue)), .object(componentParam),
    ])

    package static let component = ObjectShape([
        PropertyShape(
            "params", .dictionary(paramTypeShape), "parameters: a type (required) or `{ type, default }`"),
        PropertyShape("body", .reference(nodeName), "the node a use expands to; `$name` reads a parameter"),
        PropertyShape("extends", .string, "the kind this variant changes the defaults of"),
        PropertyShape("properties", .dictionary(.anything), "the variant's default properties"),
    ])

    /// The top-level keys, in the order the documentation lists them.
    package static let document = ObjectShape(
        [
            PropertyShape(
                "viewspec", .integer(minimum: 1, maximum: 1), "the language version: 1; the first key"),
            PropertyShape("name", .string, "the screen's name, for people and emitters"),
            PropertyShape("description", .string, "what the screen is, for people and emitters"),
            PropertyShape(
                "device", .oneOf([deviceValue, .list(deviceValue)]),
                "a device, or a list of devices (a matrix)"),
            PropertyShape("options", .object(options), "layout options"),
            PropertyShape(
                "matrix", .object(matrix),
                "the content sizes, appearances and directions to lay out in (every combination with each device is a cell)"
            ),
            PropertyShape("palettes", .dictionary(.object(palette)), "named palettes"),
            PropertyShape("palette", .string, "the palette this screen uses (default navy)"),
            PropertyShape("tokens", .object(tokens), "padding, elevation and colour tokens"),
            PropertyShape(
                "styles", .reference("styles"), "the style sheet: kinds, families and `.named` styles"),
            PropertyShape("components", .dictionary(.object(component)), "user-defined kinds"),
            PropertyShape("root", .reference(nodeName), "the screen's root node"),
            PropertyShape("views", .dictionary(.reference(nodeName)), "the flat form: views by id"),
            PropertyShape(
                "hierarchy", .dictionary(.list(.reference(hierarchyItemName))),
                "the flat form: parents the views"),
            PropertyShape(
                "constraints", .list(PlanSchema.topLevelConstraint), "constraints between any views"),
        ], required: ["viewspec"])

    /// The definitions behind `.reference` names, other than `node` (built from the catalogue)
    /// and the plan definitions (`PlanSchema.definitions`).
    package static let definitions: [(name: String, shape: ValueShape, summary: String)] = [
        (
            insetsName,
            .oneOf([
                .length, .list(.length),
                .object(
                    ObjectShape([
                        PropertyShape("top", .length, "top inset"),
                        PropertyShape("left", .length, "left inset"),
                        PropertyShape("bottom", .length, "bottom inset"),
                        PropertyShape("right", .length, "right inset"),
                        PropertyShape("leading", .length, "leading inset (follows the layout direction)"),
                        PropertyShape("trailing", .length, "trailing inset (follows the layout direction)"),
                    ])),
            ]),
            "a length (all sides), [vertical, horizontal], [top, left, bottom, right] or { top, left, bottom, right }"
        ),
        (
            priorityName,
            .oneOf([.number(minimum: 1, maximum: 1000), .enumeration(Priority.names.map(\.name))]),
            "1...1000 or required, high, medium, low, fittingSize"
        ),
        (
            axisPriorityName,
            .oneOf([
                .reference(priorityName),
                .object(
                    ObjectShape([
                        PropertyShape("horizontal", .reference(priorityName), "along the horizontal axis"),
                        PropertyShape("vertical", .reference(priorityName), "along the vertical axis"),
                    ])),
            ]), "a priority, or one per axis"
        ),
        (
            sizeName,
            .oneOf([
                .length, .pattern(percentPattern, example: "50%"),
                .pattern(relationPattern, example: ">= 44"),
            ]), "a length, a percentage of the parent or a relation"
        ),
        (elevationName, .number(minimum: 0), "Material elevation in dp, or an elevation token"),
        (
            gradientName, .object(gradientShape),
            "a gradient: colours with optional type, start, end and locations, or diagonal: [top, bottom]"
        ),
        (
            paintName, .oneOf([.color, .reference(gradientName)]),
            "a colour (a palette role, a colour token or a literal) or a gradient"
        ),
        ("border", .object(PropertyGroup.borderShape), "a border along the view's edges"),
        ("shadow", .object(PropertyGroup.shadowShape), "a drop shadow"),
        ("frame", .object(PropertyGroup.frameShape), "an absolute frame: the view gets no constraints"),
        ("font", .object(PropertyGroup.fontShape), "a font: text style, size, weight and family"),
        (
            layoutItemName, PlanSchema.layoutItem,
            "one constraint plan: an anchor, a shortcut, an arrangement, an expression or a VFL line"
        ),
        (
            constraintName, PlanSchema.topLevelConstraint,
            "a free-form expression or a VFL line between any views"
        ),
        (
            hierarchyItemName, .oneOf([.string, .dictionary(.list(.reference(hierarchyItemName)))]),
            "a view id, or `id: [children]`"
        ),
    ]

    static func definition(_ name: String) -> ValueShape? {
        definitions.first { $0.name == name }?.shape
            ?? PlanSchema.definitions.first { $0.name == name }?.shape
    }

    /// The properties a style entry may set: those of its kinds, without the keys that make a
    /// node what it is (`id`, `style`, `layout`, child nodes).
    static func styleProperties(for kinds: [KindDescriptor]) -> [PropertyShape] {
        excludingNodeKeys(KindCatalog.union(of: kinds))
    }

    /// The properties a named style may set: any kind's.
    ///
    /// Made once, as a spec may have thousands of named styles and the union of every kind's
    /// properties is not cheap.
    static let anyKindStyleProperties = excludingNodeKeys(KindCatalog.union(of: KindCatalog.all))

    private static func excludingNodeKeys(_ properties: [PropertyShape]) -> [PropertyShape] {
        let excluded = PropertyGroup.nodeKeys.map(\.name) + ["children", "child", "cell", "left", "right"]
        return properties.filter { !excluded.contains($0.name) }
    }
}
