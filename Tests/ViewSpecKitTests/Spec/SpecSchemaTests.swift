import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct SpecSchemaTests {
    private func schema() throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(SpecSchema.jsonSchema().utf8))
        return try #require(value as? [String: Any])
    }

    private func definitions() throws -> [String: Any] {
        try #require(try schema()["$defs"] as? [String: Any])
    }

    @Test func schemaIsDraft202012JSONWithIdAndTitle() throws {
        let schema = try schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$id"] as? String == SpecSchema.id)
        #expect(schema["title"] is String)
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(schema["required"] as? [String] == ["viewspec"])
    }

    @Test func schemaIsByteIdenticalOnEveryCall() {
        #expect(SpecSchema.jsonSchema() == SpecSchema.jsonSchema())
    }

    @Test func topLevelKeysAreTheDecodersKeysInOrder() throws {
        let text = SpecSchema.jsonSchema()
        let properties = try #require(try schema()["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(SpecShapes.document.keys))
        // Key order is part of determinism: the document's keys appear as declared.
        let offsets = SpecShapes.document.keys.compactMap { text.range(of: "\n    \"\($0)\": {")?.lowerBound }
        #expect(offsets.count == SpecShapes.document.keys.count)
        #expect(offsets == offsets.sorted())
    }

    @Test func everyKindHasADefinitionWithEveryKeyTheDecoderAccepts() throws {
        let defs = try definitions()
        for kind in KindCatalog.all {
            let definition = try #require(defs["kind." + kind.name] as? [String: Any], "\(kind.name)")
            #expect(definition["description"] as? String == kind.summary)
            #expect(definition["additionalProperties"] as? Bool == false, "\(kind.name)")
            let properties = try #require(definition["properties"] as? [String: Any], "\(kind.name)")
            #expect(Set(properties.keys) == Set(kind.properties.map(\.name)), "\(kind.name)")
            for (name, property) in properties {
                let described = try #require(property as? [String: Any])
                #expect((described["description"] as? String)?.isEmpty == false, "\(kind.name).\(name)")
            }
        }
    }

    @Test func nodeIsOneOneKeyObjectPerKindPlusBareKindsAndComponentUses() throws {
        let node = try #require(try definitions()["node"] as? [String: Any])
        let alternatives = try #require(node["oneOf"] as? [[String: Any]])
        #expect(alternatives.count == KindCatalog.all.count + 2)
        let kinds = alternatives.compactMap { ($0["required"] as? [String])?.first }
        #expect(kinds == KindCatalog.names)
        let label = try #require(alternatives.first { ($0["required"] as? [String]) == ["label.body"] })
        #expect(label["additionalProperties"] as? Bool == false)
        let value = try #require((label["properties"] as? [String: Any])?["label.body"] as? [String: Any])
        let forms = try #require(value["oneOf"] as? [[String: Any]])
        #expect(forms.contains { $0["$ref"] as? String == "#/$defs/kind.label.body" })
        #expect(forms.contains { $0["type"] as? String == "null" })
    }

    @Test func everyReferenceResolvesToADefinition() throws {
        let defs = try definitions()
        var references: [String] = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                if let reference = object["$ref"] as? String { references.append(reference) }
                object.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try schema())
        #expect(!references.isEmpty)
        for reference in references {
            // `#/$defs/name` or a pointer into a definition, `#/$defs/kind.label/properties/text`.
            let path = reference.replacingOccurrences(of: "#/$defs/", with: "").split(separator: "/").map(
                String.init)
            var target: Any? = defs[path[0]]
            for component in path.dropFirst() { target = (target as? [String: Any])?[component] }
            #expect(target != nil, "unresolved $ref '\(reference)'")
        }
    }

    @Test func enumerationsAndSectionsComeFromTheSameShapes() throws {
        let defs = try definitions()
        let properties = try #require(try schema()["properties"] as? [String: Any])
        let palettes = try #require(properties["palettes"] as? [String: Any])
        let palette = try #require(palettes["additionalProperties"] as? [String: Any])
        let roles = try #require(palette["properties"] as? [String: Any])
        #expect(Set(roles.keys) == Set(["extends"] + PaletteRole.names))
        #expect(palette["additionalProperties"] as? Bool == false)
        let styles = try #require(defs["styles"] as? [String: Any])
        #expect(styles["patternProperties"] is [String: Any])
        for definition in PlanSchema.definitions {
            #expect(defs[definition.name] != nil, "plan definition \(definition.name)")
        }
        for definition in SpecShapes.definitions {
            #expect(defs[definition.name] != nil, "definition \(definition.name)")
        }
    }

    @Test func writerEscapesStringsAndIndentsByTwoSpaces() {
        let text = JSONValue.object([
            ("a\"b", .string("line\nbreak\t\\ \u{01} é")),
            ("list", .array([.number(1), .number(0.5), .bool(true), .null])),
            ("empty", .object([])),
        ]).jsonText
        #expect(
            text == """
                {
                  "a\\"b": "line\\nbreak\\t\\\\ \\u0001 é",
                  "list": [1, 0.5, true, null],
                  "empty": {}
                }

                """)
    }

    // MARK: Kinds an editor checks and completes

    /// The schema without components, made and read once for the suite's many documents.
    private static let checker = Result { try JSONSchemaChecker(schemaText: SpecSchema.jsonSchema()) }

    private func failures(_ document: String) throws -> [String] {
        try Self.checker.get().failures(of: JSON(parsing: document)).map(\.description)
    }

    private func spec(children: String, components: String? = nil) -> String {
        let declared = components.map { #""components": \#($0), "# } ?? ""
        return #"{"viewspec": 1, \#(declared)"root": {"view": {"children": [\#(children)]}}}"#
    }

    /// In a spec that declares no components, a node can only be a built-in kind: a misspelt
    /// kind is an error, written as a key or as a bare name, however deep it is.
    @Test func aMisspeltKindIsRefusedWhereNoComponentIsDeclared() throws {
        #expect(try failures(spec(children: #"{"button": "Sign in"}, "label""#)).isEmpty)
        #expect(!(try failures(spec(children: #"{"buton": "Sign in"}"#)).isEmpty))
        #expect(!(try failures(spec(children: #""lable""#)).isEmpty))
        let deep = #"{"stack.vertical": {"children": [{"card": {"children": [{"lable.body": "x"}]}}]}}"#
        #expect(!(try failures(spec(children: deep)).isEmpty))
    }

    /// Where the spec declares components, any other one-key node may be a use of one (the
    /// schema cannot see which names the spec declares), and bodies may use them too.
    @Test func componentUsesPassWhereComponentsAreDeclared() throws {
        let components = #"{"field": {"params": {"label": "string"}, "body": {"label": "$label"}}}"#
        #expect(try failures(spec(children: #"{"field": "Email"}, "field""#, components: components)).isEmpty)
        #expect(
            !(try failures(spec(children: #"{"button": {"titel": "x"}}"#, components: components)).isEmpty))
    }

    /// Every node alternative has a title (messages name it), and where only kinds are allowed
    /// the bare name is an enumeration of them, which editors offer as completions.
    @Test func nodeAlternativesAreTitledAndKindNamesAreEnumerated() throws {
        let defs = try definitions()
        for name in ["node", KindsOnlyNodes.prefix + "node"] {
            let node = try #require(defs[name] as? [String: Any], "\(name)")
            let alternatives = try #require(node["oneOf"] as? [[String: Any]])
            for alternative in alternatives {
                #expect((alternative["title"] as? String)?.isEmpty == false, "\(name): \(alternative)")
            }
        }
        let kindsOnly = try #require(defs[KindsOnlyNodes.prefix + "node"] as? [String: Any])
        let alternatives = try #require(kindsOnly["oneOf"] as? [[String: Any]])
        #expect(alternatives.count == KindCatalog.all.count + 1)
        #expect(alternatives.first?["enum"] as? [String] == KindCatalog.names)
        let view = try #require(defs[KindsOnlyNodes.prefix + "kind.view"] as? [String: Any])
        #expect("\(view)".contains(KindsOnlyNodes.prefix + "node"))
        #expect(!"\(view)".contains("#/$defs/node\""))
    }

    // MARK: The components of a folder

    /// `node` as the JSON value an editor's YAML language server checks: plain scalars read as
    /// YAML 1.2's core schema reads them.
    private static func json(_ node: SyntaxNode) -> JSON {
        if let items = node.sequence { return .array(items.map(json)) }
        if let pairs = node.mapping {
            var members: [String: JSON] = [:]
            for pair in pairs { members[pair.key.text ?? ""] = json(pair.value) }
            return .object(members)
        }
        guard let scalar = node.scalar else { return .null }
        if scalar.isPlain {
            switch scalar.text {
            case "null", "~", "": return .null
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: if let number = Double(scalar.text), number.isFinite { return .number(number) }
            }
        }
        return .string(scalar.text)
    }

    private static func parsed(_ text: String, path: String = "t.json") throws -> SyntaxNode {
        var bag = DiagnosticBag()
        return try #require(
            YAMLParser.parse(SourceFile(path: path, text: text), diagnostics: &bag), "\(bag.sorted)")
    }

    /// With the components a folder declares, a spec that declares components may use those and
    /// the built-in kinds only: a misspelt kind is refused there too, and a use is held to its
    /// component's parameters.
    @Test func aMisspeltKindIsRefusedWhereTheComponentsAreKnown() throws {
        let components = """
            {"field": {"params": {"label": "string", "placeholder": {"type": "string", "default": ""}},
                       "body": {"label": "$label"}},
             "button.primary": {"extends": "button.negative", "properties": {"background": "#0A84FF"}}}
            """
        let declared = ComponentSignature.declared(
            in: try Self.parsed(spec(children: "", components: components)))
        #expect(declared.map(\.name) == ["field", "button.primary"])
        let checker = try JSONSchemaChecker(schemaText: SpecSchema.jsonSchema(components: declared))
        func failures(_ children: String) throws -> [String] {
            checker.failures(of: try JSON(parsing: spec(children: children, components: components)))
                .map(\.description)
        }
        let uses =
            #"{"field": "Email"}, {"field": {"label": "Email", "placeholder": "you", "id": "email"}}, "#
            + #"{"button.primary": "Sign in"}, {"button.primary": {"title": "Go"}}, {"button": "Sign in"}"#
        #expect(try failures(uses).isEmpty)
        // The misspelt kind a schema without the folder's components lets pass.
        #expect(!(try failures(#"{"buton": "Sign in"}"#).isEmpty))
        #expect(try self.failures(spec(children: #"{"buton": "Sign in"}"#, components: components)).isEmpty)
        #expect(!(try failures(#""feild""#).isEmpty))
        // A parameter the component does not declare, a required one left out.
        #expect(!(try failures(#"{"field": {"lable": "Email"}}"#).isEmpty))
        #expect(!(try failures(#"{"field": {"placeholder": "you"}}"#).isEmpty))
        // A variant of a built-in kind takes that kind's properties.
        #expect(!(try failures(#"{"button.primary": {"titel": "Go"}}"#).isEmpty))
        // Where no component is declared, only the built-in kinds, as without a folder.
        #expect(!(try checker.failures(of: JSON(parsing: spec(children: #"{"field": "Email"}"#))).isEmpty))
    }

    /// Every gallery spec passes the schema of the gallery folder's components.
    @Test func everyGallerySpecPassesTheSchemaOfItsFolder() throws {
        let found = SchemaComponents.read([PackageFiles.path("specs/gallery")])
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
        #expect(found.components.contains { $0.name == "field" })
        let checker = try JSONSchemaChecker(schemaText: SpecSchema.jsonSchema(components: found.components))
        for spec in PackageFiles.gallery {
            let root = try Self.parsed(
                try String(contentsOfFile: PackageFiles.path(spec), encoding: .utf8), path: spec)
            #expect(checker.failures(of: Self.json(root)).map(\.description) == [], "\(spec)")
        }
    }
}
