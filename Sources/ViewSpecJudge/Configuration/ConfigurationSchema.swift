import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The JSON Schema (draft 2020-12) of `.viewspec.yml`, printed by `viewspec schema --config`,
/// built from the same lists the reader checks against (the rule registry, the thresholds, the
/// matrix's values), so editors complete exactly what `validate` accepts.
package enum ConfigurationSchema {
    package static let id = "https://viewspec.dev/schema/v1/viewspec-config.schema.json"

    package static func jsonSchema() -> String {
        document().jsonText
    }

    static func document() -> JSONValue {
        // `false` is how a YAML 1.1 reader (PyYAML, an editor set to YAML 1.1) reads a plain `off`.
        let severities = JSONValue.array(
            Configuration.Severity.allCases.map { .string($0.rawValue) } + [.bool(false)])
        var rules: [(key: String, value: JSONValue)] = []
        for rule in DiagnosticRules.all {
            // An error of the spec language may only be restated as an error.
            let allowed: JSONValue = rule.defaultSeverity == .error ? .array([.string("error")]) : severities
            var settings: [(key: String, value: JSONValue)] = [("severity", .object([("enum", allowed)]))]
            for threshold in Configuration.thresholds where threshold.rule == rule.id {
                settings.append(
                    threshold.key == "level"
                        ? ("level", .object([("enum", .array([.string("AA"), .string("AAA")]))]))
                        : (
                            threshold.key,
                            .object([
                                ("type", .string("number")), ("minimum", .number(1)),
                                ("maximum", .number(1000)),
                            ])
                        ))
            }
            rules.append(
                (
                    rule.id,
                    .object([
                        (
                            "description",
                            .string(rule.summary + " Default: \(rule.defaultSeverity.rawValue).")
                        ),
                        (
                            "oneOf",
                            .array([
                                .object([("enum", allowed)]),
                                .object([
                                    ("type", .string("object")), ("properties", .object(settings)),
                                    ("additionalProperties", .bool(false)),
                                ]),
                            ])
                        ),
                    ])
                ))
        }
        func oneOrMany(_ values: [String]) -> JSONValue {
            let item = JSONValue.object([("enum", .array((values + ["all"]).map { .string($0) }))])
            return .object([
                (
                    "oneOf",
                    .array([
                        item,
                        .object([("type", .string("array")), ("items", item), ("minItems", .number(1))]),
                    ])
                )
            ])
        }
        let globs = JSONValue.object([
            (
                "oneOf",
                .array([
                    .object([("type", .string("string"))]),
                    .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                ])
            ),
            ("description", .string("globs relative to the configuration's folder: *, ?, ** (any folders)")),
        ])
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string("viewspec configuration (.viewspec.yml)")),
            (
                "description",
                .string(
                    "How viewspec validate judges the specs under the folder it is in (docs/ci.md): rules' severities and thresholds, the matrix, and which files a folder argument takes."
                )
            ),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    (
                        "rules",
                        .object([
                            ("type", .string("object")), ("properties", .object(rules)),
                            ("additionalProperties", .bool(false)),
                        ])
                    ),
                    (
                        "matrix",
                        .object([
                            ("type", .string("object")),
                            (
                                "properties",
                                .object([
                                    ("device", oneOrMany(DevicePreset.deviceAndGroupNames)),
                                    ("contentSize", oneOrMany(ContentSizeCategory.allCases.map(\.rawValue))),
                                    ("appearance", oneOrMany(ColorAppearance.allCases.map(\.rawValue))),
                                    ("direction", oneOrMany(SpecMatrix.directionNames)),
                                ])
                            ),
                            ("additionalProperties", .bool(false)),
                        ])
                    ),
                    ("include", globs),
                    ("exclude", globs),
                ])
            ),
            ("additionalProperties", .bool(false)),
        ])
    }
}
