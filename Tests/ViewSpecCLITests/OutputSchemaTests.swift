import Foundation
import TestSupport
import Testing

/// `viewspec schema --output`: the JSON Schema of `layout`'s JSON output, and the real output of
/// every gallery spec checked against it (`JSONSchemaChecker`, which refuses a schema keyword it
/// does not know, so nothing passes unchecked).
///
/// .ci/run also checks the gallery with Python's jsonschema (scripts/check-output-schema.py), a
/// second, independent implementation.
@Suite struct OutputSchemaTests {
    /// The checker for the schema this build prints, made once.
    static let checker: Result<JSONSchemaChecker, any Error> = Result {
        let run = try Viewspec.run(["schema", "--output"])
        return try JSONSchemaChecker(schemaText: run.stdout)
    }

    /// Checks what `viewspec layout arguments…` wrote against the output schema, and returns it.
    @discardableResult
    static func checkLayoutOutput(
        _ arguments: [String], status: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> JSON {
        let checker = try Self.checker.get()
        let run = try Viewspec.run(["layout"] + arguments)
        #expect(run.status == status, "\(arguments) \(run.stderr)", sourceLocation: sourceLocation)
        let document = try JSON(parsing: run.stdout)
        let failures = checker.failures(of: document)
        #expect(failures.isEmpty, "\(arguments): \(failures.prefix(10))", sourceLocation: sourceLocation)
        return document
    }

    @Test(arguments: PackageFiles.gallery)
    func gallerySpecOutputMatchesTheSchema(spec: String) throws {
        try Self.checkLayoutOutput([spec])
    }

    /// Devices given on the command line, in landscape and custom, and right to left.
    @Test func outputWithOptionsMatchesTheSchema() throws {
        try Self.checkLayoutOutput([
            "specs/gallery/sign-in.yaml", "--device", "iphone-se-landscape", "--device", "ipad",
            "--content-size", "AX3",
        ])
    }

    /// Several content sizes and appearances: each layout says its cell.
    @Test func cellsOfAMatrixMatchTheSchema() throws {
        let arguments = [
            "specs/gallery/sign-in.yaml", "--device", "iphone-se", "--content-size", "large,AX5",
        ]
        let document = try Self.checkLayoutOutput(arguments + ["--appearance", "all"])
        guard case .array(let layouts)? = document["layouts"] else {
            Issue.record("no layouts")
            return
        }
        #expect(layouts.count == 4)
        #expect(layouts.allSatisfy { $0["appearance"] != nil && $0["contentSize"] != nil })
        // validate's findings with their cells are the same diagnostic objects.
        let run = try Viewspec.run(["validate", "--diagnostics-format", "json"] + arguments)
        let findings = try JSON(parsing: run.stderr)
        guard case .array(let list) = findings, list.contains(where: { $0["cells"] != nil }),
            case .object(var fields) = document
        else {
            Issue.record("no finding with cells: \(run.stderr)")
            return
        }
        fields["diagnostics"] = findings
        let failures = try Self.checker.get().failures(of: .object(fields))
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    /// The gallery lays out without a diagnostic, so these two carry them: a spec warning
    /// (an unknown font family) and a layout error with notes (a conflict, laid out anyway).
    @Test(arguments: [
        ("specs/invalid/unknown-font-family.yaml", Int32(0)), ("specs/invalid/content-fill-conflict.yaml", 1),
    ])
    func diagnosticsInTheOutputMatchTheSchema(spec: String, status: Int32) throws {
        let document = try Self.checkLayoutOutput([spec], status: status)
        var diagnostics: [JSON] = []
        if case .array(let list)? = document["diagnostics"] { diagnostics += list }
        if case .array(let layouts)? = document["layouts"] {
            for layout in layouts {
                if case .array(let list)? = layout["diagnostics"] { diagnostics += list }
            }
        }
        #expect(!diagnostics.isEmpty, "\(spec) no longer has a diagnostic in its output")
    }

    @Test func outputSchemaIsDraft202012JSON() throws {
        let run = try Viewspec.run(["schema", "--output"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let schema = try #require(value as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] as? Bool == false)
        let defs = try #require(schema["$defs"] as? [String: Any])
        for name in ["layout", "device", "view", "rect", "text", "font", "diagnostic"] {
            let definition = try #require(defs[name] as? [String: Any], "no $defs/\(name)")
            #expect(definition["additionalProperties"] as? Bool == false, "$defs/\(name) is not strict")
        }
    }

    @Test func outputSchemaIsByteIdenticalAcrossRuns() throws {
        let first = try Viewspec.run(["schema", "--output"]).stdout
        let second = try Viewspec.run(["schema", "--output"]).stdout
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func plainSchemaIsStillTheSpecSchema() throws {
        let spec = try Viewspec.run(["schema"]).stdout
        let output = try Viewspec.run(["schema", "--output"]).stdout
        #expect(spec != output)
        #expect(spec.contains("\"$id\": \"https://viewspec.dev/schema/v1/viewspec.schema.json\""))
        #expect(output.contains("\"$id\": \"https://viewspec.dev/schema/v1/viewspec-output.schema.json\""))
    }

    /// The schema lists every top-level key `layout` writes, as required keys.
    @Test func outputSchemaRequiresTheKeysLayoutWrites() throws {
        let schemaRun = try Viewspec.run(["schema", "--output"])
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(schemaRun.stdout.utf8)) as? [String: Any])
        let layout = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml"])
        #expect(layout.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let required = try #require(schema["required"] as? [String])
        #expect(Set(required) == Set(document.keys))
    }
}
