import ViewSpecCore
import ViewSpecSyntax

/// The JSON Schema (draft 2020-12) of the spec language, generated from the same shapes the
/// decoder reads (`SpecShapes`, `KindCatalog`, `PlanSchema`), so editors validate exactly what
/// `viewspec validate` accepts, give or take the semantic checks.
package enum SpecSchema {
    package static let id = "https://viewspec.dev/schema/v1/viewspec.schema.json"

    /// The schema as deterministic, two-space-indented JSON text.
    ///
    /// With `components` (those a folder's specs declare), a spec that declares components may
    /// use these names and no others besides the built-in kinds, each use with its parameters;
    /// without, any other name is taken as a component use.
    package static func jsonSchema(components: [ComponentSignature]? = nil) -> String {
        document(components: components).jsonText
    }

    static func document(components: [ComponentSignature]? = nil) -> JSONValue {
        var root = objectSchema(SpecShapes.document)
        root.insert(
            ("description", .string("A viewspec spec: one screen, its device, colours, tokens and views")),
            at: 0)
        root.insert(("title", .string("viewspec spec, version 1")), at: 0)
        root.insert(("$id", .string(id)), at: 0)
        root.insert(("$schema", .string("https://json-schema.org/draft/2020-12/schema")), at: 0)
        let definitions = definitions(components: components)
        let kindsOnly = KindsOnlyNodes(definitions: definitions)
        // A spec that declares no components can only use built-in kinds, so there a misspelt kind
        // is an error and an editor completes kind names; a spec with `components` may use any
        // other name, which a schema cannot check against the names the spec declares.
        if let properties = root.first(where: { $0.key == "properties" })?.value {
            root.append(("if", .object([("required", .array([.string("components")]))])))
            root.append(("else", .object([("properties", kindsOnly.restricted(properties))])))
        }
        root.append(("$defs", .object(definitions + kindsOnly.definitions)))
        return .object(root)
    }

    static func definitions(components: [ComponentSignature]? = nil) -> [(key: String, value: JSONValue)] {
        var defs: [(key: String, value: JSONValue)] = []
        defs.append((SpecShapes.nodeName, node(components: components)))
        for kind in KindCatalog.all {
            var object = objectSchema(kind.objectShape)
            object.insert(("description", .string(kind.summary)), at: 0)
            defs.append(("kind." + kind.name, .object(object)))
        }
        defs.append(("reference", referenceDefinition))
        defs.append(("color", colorDefinition))
        defs.append(("length", .object([("anyOf", .array([typed("number"), ref("reference")]))])))
        for definition in SpecShapes.definitions {
            defs.append((definition.name, described(schema(definition.shape), definition.summary)))
        }
        defs.append(("styles", styles()))
        for (key, kinds) in styleTargets() {
            defs.append(("style." + key, styleSchema(kinds, extends: false)))
        }
        defs.append(("style.named", styleSchema(KindCatalog.all, extends: true)))
        for definition in PlanSchema.definitions {
            defs.append((definition.name, schema(definition.shape)))
        }
        return defs
    }

    // MARK: Nodes

    /// One one-key object per kind, a bare kind name, or (where components may be used) a
    /// component use: one of `components` by name, or, without them, any other one key or bare
    /// name.
    ///
    /// Each alternative has a `title`, so a checker's message names the one it means.
    static func node(allowingComponents: Bool = true, components: [ComponentSignature]? = nil) -> JSONValue {
        if allowingComponents, let components { return node(declaring: components) }
        let kindNames = JSONValue.array(KindCatalog.names.map(JSONValue.string))
        var bareName: [(key: String, value: JSONValue)] = [
            ("title", .string(allowingComponents ? "a kind or component by name" : "a kind by name")),
            ("description", .string("a kind with all its defaults (`- slot`)")),
        ]
        if allowingComponents {
            bareName.append(("type", .string("string")))
            bareName.append(
                (
                    "anyOf",
                    .array([
                        .object([("enum", kindNames)]),
                        .object([("pattern", .string("^[A-Za-z][A-Za-z0-9_.-]*$"))]),
                    ])
                ))
        } else {
            bareName.append(("enum", kindNames))
        }
        let alternatives: [JSONValue] = [.object(bareName)] + KindCatalog.all.map(kindUse)
        guard allowingComponents else {
            return .object([
                ("description", .string("a node: a one-key mapping `kind: properties`")),
                ("oneOf", .array(alternatives)),
            ])
        }
        return .object([
            ("description", .string("a node: a one-key mapping `kind: properties`")),
            ("oneOf", .array(alternatives + [anyComponentUse])),
        ])
    }

    /// The one-key object `kind: value` of a built-in kind.
    private static func kindUse(_ kind: KindDescriptor) -> JSONValue {
        oneKeyObject(kind.name, described(.object([("oneOf", .array(kindValues(kind)))]), kind.summary))
    }

    /// What a built-in kind's key takes: nothing, its main property's value, or its properties.
    private static func kindValues(_ kind: KindDescriptor) -> [JSONValue] {
        var values: [JSONValue] = [typed("null")]
        if let main = kind.mainProperty.flatMap({ kind.property($0) }) {
            values.append(schema(main.shape))
        }
        values.append(ref("kind." + kind.name))
        return values
    }

    private static func oneKeyObject(_ key: String, _ value: JSONValue) -> JSONValue {
        .object([
            ("title", .string(key)),
            ("type", .string("object")),
            ("properties", .object([(key, value)])),
            ("required", .array([.string(key)])),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// A node where the components are known: a built-in kind or one of `components`, by name or
    /// as a one-key object; a component's use takes its parameters.
    private static func node(declaring components: [ComponentSignature]) -> JSONValue {
        // One alternative per name, in name order; a name several specs declare takes any of
        // their uses.
        var byName: [String: [ComponentSignature]] = [:]
        for component in components where KindCatalog.kind(named: component.name) == nil {
            byName[component.name, default: []].append(component)
        }
        let names = byName.keys.sorted()
        let bareName = JSONValue.object([
            ("title", .string("a kind or component by name")),
            (
                "description",
                .string("a kind with all its defaults, or a component used without properties")
            ),
            ("enum", .array((KindCatalog.names + names).map(JSONValue.string))),
        ])
        let uses = names.map { name in
            let values = byName[name, default: []].map {
                componentValues($0, among: components, seen: [name])
            }
            let value: JSONValue =
                values.count == 1 || values.dropFirst().allSatisfy({ $0 == values[0] })
                ? values[0] : .object([("anyOf", .array(values))])
            return oneKeyObject(
                name, described(value, "a use of the component `\(name)` declared under `components`"))
        }
        return .object([
            ("description", .string("a node: a one-key mapping `kind: properties`")),
            ("oneOf", .array([bareName] + KindCatalog.all.map(kindUse) + uses)),
        ])
    }

    /// What a use of `component` takes: for a component with a body, its parameters (the
    /// required ones required unless a variant presets them) as properties, its first parameter
    /// alone, or nothing when none is required; for a variant, what its base takes.
    private static func componentValues(
        _ component: ComponentSignature, among components: [ComponentSignature], seen: Set<String>,
        presetting: Bool = false
    ) -> JSONValue {
        if let base = component.extends {
            if let kind = KindCatalog.kind(named: base) {
                return .object([("oneOf", .array(kindValues(kind)))])
            }
            guard !seen.contains(base), let declaration = components.first(where: { $0.name == base }) else {
                return .object([])  // a cycle or an unknown base: `validate` reports it
            }
            return componentValues(declaration, among: components, seen: seen.union([base]), presetting: true)
        }
        var properties: [(key: String, value: JSONValue)] = component.parameters.map { parameter in
            (key: parameter.name, value: parameterSchema(parameter.type))
        }
        for key in PropertyGroup.nodeKeys where !properties.contains(where: { $0.key == key.name }) {
            properties.append((key: key.name, value: described(schema(key.shape), key.summary)))
        }
        properties.append(
            (
                key: "children",
                value: described(schema(PropertyGroup.nodes), "the nodes the body's `slot` takes")
            ))
        var object: [(key: String, value: JSONValue)] = [
            ("type", .string("object")), ("properties", .object(properties)),
        ]
        let required = presetting ? [] : component.parameters.filter(\.isRequired).map(\.name)
        if !required.isEmpty { object.append(("required", .array(required.map(JSONValue.string)))) }
        object.append(("additionalProperties", .bool(false)))
        var values: [JSONValue] = []
        if required.isEmpty { values.append(typed("null")) }
        if let first = component.parameters.first { values.append(parameterSchema(first.type)) }
        values.append(.object(object))
        return .object([("oneOf", .array(values))])
    }

    private static func parameterSchema(_ type: ComponentDecl.ParamType?) -> JSONValue {
        switch type {
        case .string: schema(.string)
        case .number: schema(.number(minimum: nil, maximum: nil))
        case .boolean: schema(.boolean)
        case .color: schema(.color)
        case .length: schema(.length)
        case nil: .object([])
        }
    }

    /// Where the components are not known: any other one key is a component use.
    private static let anyComponentUse = JSONValue.object([
        ("title", .string("a component use")),
        ("type", .string("object")),
        ("description", .string("a use of a component declared under `components`")),
        ("minProperties", .number(1)), ("maxProperties", .number(1)),
        (
            "propertyNames",
            .object([("not", .object([("enum", .array(KindCatalog.names.map(JSONValue.string)))]))])
        ),
    ])

    // MARK: Styles

    static func styleTargets() -> [(String, [KindDescriptor])] {
        var targets: [(String, [KindDescriptor])] = []
        for family in KindCatalog.families where KindCatalog.kinds(inFamily: family).count > 1 {
            targets.append((family, KindCatalog.kinds(inFamily: family)))
        }
        for kind in KindCatalog.all where !targets.contains(where: { $0.0 == kind.name }) {
            targets.append((kind.name, [kind]))
        }
        return targets
    }

    /// A style entry's properties point into the kind definitions (a JSON pointer per key), so
    /// each property's schema is written once however many style targets share it.
    static func styleSchema(_ kinds: [KindDescriptor], extends: Bool) -> JSONValue {
        var properties: [(key: String, value: JSONValue)] = []
        if extends {
            properties.append(("extends", described(schema(.string), "a named style this one builds on")))
        }
        for property in SpecShapes.styleProperties(for: kinds) {
            guard let owner = kinds.first(where: { $0.property(property.name) != nil }) else { continue }
            properties.append((property.name, ref("kind.\(owner.name)/properties/\(property.name)")))
        }
        return .object([
            ("type", .string("object")), ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
        ])
    }

    static func styles() -> JSONValue {
        let properties = styleTargets().map { (key: $0.0, value: ref("style." + $0.0)) }
        return .object([
            ("description", .string("the style sheet: kinds, families and `.named` styles")),
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("patternProperties", .object([("^\\.[A-Za-z][A-Za-z0-9_-]*$", ref("style.named"))])),
            ("additionalProperties", .bool(false)),
        ])
    }

    // MARK: Shapes

    static let referenceDefinition = JSONValue.object([
        ("description", .string("`$name`: a component parameter inside a component body, otherwise a token")),
        ("type", .string("string")),
        ("pattern", .string(SpecShapes.tokenPattern)),
    ])

    static let colorDefinition = JSONValue.object([
        ("description", .string("a palette role, a colour token (`$name`), a colour name or a literal")),
        (
            "anyOf",
            .array([
                .object([("enum", .array((PaletteRole.names + RGBA.names).map(JSONValue.string)))]),
                .object([
                    ("type", .string("string")),
                    ("pattern", .string("^#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                ]),
                .object([
                    ("type", .string("string")),
                    (
                        "pattern",
                        .string(
                            "^rgba?\\(\\s*[0-9]+\\s*,\\s*[0-9]+\\s*,\\s*[0-9]+\\s*(,\\s*[0-9.]+\\s*)?\\)$")
                    ),
                ]),
                ref("reference"),
                .object([
                    ("description", .string("a dynamic colour: one colour per appearance")),
                    ("type", .string("object")),
                    (
                        "properties",
                        .object([
                            ("light", .object([("$ref", .string("#/$defs/color"))])),
                            ("dark", .object([("$ref", .string("#/$defs/color"))])),
                        ])
                    ),
                    ("required", .array([.string("light"), .string("dark")])),
                    ("additionalProperties", .bool(false)),
                ]),
            ])
        ),
    ])

    static func schema(_ shape: ValueShape) -> JSONValue {
        switch shape {
        case .string:
            return .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
        case .pattern(let pattern, _):
            return .object([("type", .string("string")), ("pattern", .string(pattern))])
        case .number(let minimum, let maximum):
            return orReference(numeric("number", minimum, maximum))
        case .integer(let minimum, let maximum):
            return orReference(numeric("integer", minimum.map(Double.init), maximum.map(Double.init)))
        case .boolean:
            return orReference(typed("boolean"))
        case .enumeration(let cases):
            return orReference(.object([("enum", .array(cases.map(JSONValue.string)))]))
        case .color: return ref("color")
        case .length: return ref("length")
        case .reference(let name): return ref(name)
        case .list(let item):
            return .object([("type", .string("array")), ("items", schema(item))])
        case .oneOf(let alternatives):
            return .object([("anyOf", .array(alternatives.map(schema)))])
        case .object(let object):
            return .object(objectSchema(object))
        case .dictionary(let value):
            return .object([("type", .string("object")), ("additionalProperties", schema(value))])
        case .anything:
            return .object([])
        }
    }

    static func objectSchema(_ object: ObjectShape) -> [(key: String, value: JSONValue)] {
        var result: [(key: String, value: JSONValue)] = [("type", .string("object"))]
        let properties = object.properties.map {
            (key: $0.name, value: described(schema($0.shape), $0.summary))
        }
        result.append(("properties", .object(properties)))
        if !object.required.isEmpty {
            result.append(("required", .array(object.required.map(JSONValue.string))))
        }
        result.append(("additionalProperties", .bool(false)))
        return result
    }

    private static func numeric(_ type: String, _ minimum: Double?, _ maximum: Double?) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [("type", .string(type))]
        if let minimum { pairs.append(("minimum", .number(minimum))) }
        if let maximum { pairs.append(("maximum", .number(maximum))) }
        return .object(pairs)
    }

    /// `$name` goes wherever a value does (a parameter in a body, a token elsewhere).
    private static func orReference(_ value: JSONValue) -> JSONValue {
        .object([("anyOf", .array([value, ref("reference")]))])
    }

    static func typed(_ type: String) -> JSONValue {
        .object([("type", .string(type))])
    }

    static func ref(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    /// Adds a `description` first, so editors show it on hover.
    static func described(_ value: JSONValue, _ summary: String) -> JSONValue {
        guard case .object(var pairs) = value, !summary.isEmpty else { return value }
        pairs.insert(("description", .string(summary)), at: 0)
        return .object(pairs)
    }
}
