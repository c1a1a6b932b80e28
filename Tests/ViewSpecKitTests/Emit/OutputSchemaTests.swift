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

/// `LayoutSchema`, the JSON Schema of the layout's JSON document, and real documents checked against it.
///
/// The checker (`JSONSchemaChecker`) refuses a schema keyword it does not know, so nothing
/// passes unchecked. .ci/run also checks the gallery with Python's jsonschema
/// (scripts/check-output-schema.py), a second, independent implementation.
@Suite struct OutputSchemaTests {
    /// The checker for the output schema, made once.
    static let checker: Result<JSONSchemaChecker, any Error> = Result {
        try JSONSchemaChecker(schemaText: LayoutSchema.jsonSchema())
    }

    /// The layout's JSON document of `spec` on the cells of `request`, checked against the
    /// output schema; `errors` says whether its layouts have errors.
    @discardableResult
    static func checkLayoutOutput(
        _ spec: String, request: MatrixRequest = MatrixRequest(), errors: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSON {
        let laidOut = try emitted(path: spec, request: request, sourceLocation: sourceLocation)
        let failed = laidOut.layouts.flatMap(\.diagnostics).contains { $0.severity == .error }
        #expect(failed == errors, "\(spec)", sourceLocation: sourceLocation)
        let document = try JSON(parsing: try laidOut.text(.json))
        let failures = try checker.get().failures(of: document)
        #expect(failures.isEmpty, "\(spec): \(failures.prefix(10))", sourceLocation: sourceLocation)
        return document
    }

    @Test(arguments: PackageFiles.gallery)
    func gallerySpecOutputMatchesTheSchema(spec: String) throws {
        try Self.checkLayoutOutput(spec)
    }

    /// Devices named rather than the spec's, in landscape, at another content size.
    @Test func outputOfAskedCellsMatchesTheSchema() throws {
        try Self.checkLayoutOutput(
            "specs/gallery/sign-in.yaml",
            request: MatrixRequest(devices: ["iphone-se-landscape", "ipad"], contentSizes: [.ax3]))
    }

    /// Several content sizes and appearances: each layout says its cell.
    @Test func cellsOfAMatrixMatchTheSchema() throws {
        let spec = "specs/gallery/sign-in.yaml"
        let request = MatrixRequest(devices: ["iphone-se"], contentSizes: [.large, .ax5])
        var all = request
        all.appearances = ColorAppearance.allCases
        let document = try Self.checkLayoutOutput(spec, request: all)
        guard case .array(let layouts)? = document["layouts"] else {
            Issue.record("no layouts")
            return
        }
        #expect(layouts.count == 4)
        #expect(layouts.allSatisfy { $0["appearance"] != nil && $0["contentSize"] != nil })
        // Validating's findings with their cells are the same diagnostic objects.
        let found = validated(path: spec, request: request).diagnostics
        let findings = try JSON(parsing: DiagnosticRenderer.json(found))
        guard case .array(let list) = findings, list.contains(where: { $0["cells"] != nil }),
            case .object(var fields) = document
        else {
            Issue.record("no finding with cells: \(findings)")
            return
        }
        fields["diagnostics"] = findings
        let failures = try Self.checker.get().failures(of: .object(fields))
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// The gallery lays out without a diagnostic, so these two carry them: a spec warning
    /// (an unknown font family) and a layout error with notes (a conflict, laid out anyway).
    @Test(arguments: [
        ("specs/invalid/unknown-font-family.yaml", false), ("specs/invalid/content-fill-conflict.yaml", true),
    ])
    func diagnosticsInTheOutputMatchTheSchema(spec: String, errors: Bool) throws {
        let document = try Self.checkLayoutOutput(spec, errors: errors)
        var diagnostics: [JSON] = []
        if case .array(let list)? = document["diagnostics"] { diagnostics += list }
        if case .array(let layouts)? = document["layouts"] {
            for layout in layouts {
                if case .array(let list)? = layout["diagnostics"] { diagnostics += list }
            }
        }
        #expect(!diagnostics.isEmpty, "\(spec) no longer has a diagnostic in its output")
    }

    @Test func outputSchemaIsStrictDraft202012JSON() throws {
        let value = try JSONSerialization.jsonObject(with: Data(LayoutSchema.jsonSchema().utf8))
        let schema = try #require(value as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$id"] as? String == "https://viewspec.dev/schema/v1/viewspec-output.schema.json")
        #expect(schema["additionalProperties"] as? Bool == false)
        let defs = try #require(schema["$defs"] as? [String: Any])
        for name in ["layout", "device", "view", "rect", "text", "font", "diagnostic"] {
            let definition = try #require(defs[name] as? [String: Any], "no $defs/\(name)")
            #expect(definition["additionalProperties"] as? Bool == false, "$defs/\(name) is not strict")
        }
    }

    /// The schema lists every top-level key the layout's document has, as required keys.
    @Test func outputSchemaRequiresTheKeysTheDocumentHas() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(LayoutSchema.jsonSchema().utf8)) as? [String: Any])
        let document = try emitted(path: "specs/gallery/sign-in.yaml").json()
        let required = try #require(schema["required"] as? [String])
        #expect(Set(required) == Set(document.keys))
    }

    /// A diagnostic may name its view and device; a note names neither.
    @Test func outputSchemaDescribesTheDiagnosticsKeys() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(LayoutSchema.jsonSchema().utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let diagnostic = try #require(definitions["diagnostic"] as? [String: Any])
        let properties = try #require(diagnostic["properties"] as? [String: Any])
        #expect(properties["view"] != nil)
        #expect(properties["device"] != nil)
        let required = try #require(diagnostic["required"] as? [String])
        #expect(!required.contains("view") && !required.contains("device"))
        let note = try #require(definitions["note"] as? [String: Any])
        #expect((note["properties"] as? [String: Any])?["view"] == nil)
    }
}
