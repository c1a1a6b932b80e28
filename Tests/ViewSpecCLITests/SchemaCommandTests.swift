import Foundation
import Testing

/// `viewspec schema` prints the spec language's schema, or the layout document's or the configuration's.
///
/// Each is the same bytes on every run. What the schemas say is ViewSpecKitTests'.
@Suite struct SchemaCommandTests {
    @Test func schemaIsDraft202012JSON() throws {
        let run = try Viewspec.run(["schema"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let schema = try #require(value as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$defs"] is [String: Any])
    }

    @Test func schemaIsByteIdenticalAcrossRuns() throws {
        let first = try Viewspec.run(["schema"]).stdout
        let second = try Viewspec.run(["schema"]).stdout
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func outputSelectsTheOutputSchema() throws {
        let spec = try Viewspec.run(["schema"]).stdout
        let output = try Viewspec.run(["schema", "--output"])
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(spec != output.stdout)
        #expect(spec.contains("\"$id\": \"https://viewspec.dev/schema/v1/viewspec.schema.json\""))
        #expect(
            output.stdout.contains("\"$id\": \"https://viewspec.dev/schema/v1/viewspec-output.schema.json\""))
    }

    @Test func outputSchemaIsByteIdenticalAcrossRuns() throws {
        let first = try Viewspec.run(["schema", "--output"]).stdout
        let second = try Viewspec.run(["schema", "--output"]).stdout
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func configSelectsTheConfigurationSchema() throws {
        let run = try Viewspec.run(["schema", "--config"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains("\"$id\": \"https://viewspec.dev/schema/v1/viewspec-config.schema.json\""))
        let both = try Viewspec.run(["schema", "--config", "--output"])
        #expect(both.status == 64)
    }
}
