import Foundation
import Testing

/// `viewspec schema --output`: the JSON Schema of `layout`'s JSON output. scripts/check-output-schema.py
/// (run by .ci/run) validates the gallery's real output against it.
@Suite struct OutputSchemaTests {
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
