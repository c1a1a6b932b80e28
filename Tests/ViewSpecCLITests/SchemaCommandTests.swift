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

    /// A folder's specs lend their components to the spec language's schema: the node of a spec
    /// with components names them, and a folder that cannot be read is reported, exit 1.
    @Test func aFolderAddsItsComponentsToTheSchema() throws {
        let run = try Viewspec.run(["schema", "specs/gallery"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let node = try #require((schema["$defs"] as? [String: Any])?["node"] as? [String: Any])
        let titles = try #require(node["oneOf"] as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.suffix(4) == ["badge", "button.primary", "field", "section"])
        #expect(!titles.contains("a component use"))
        #expect(try Viewspec.run(["schema", "specs/gallery"]).stdout == run.stdout)

        let missing = try Viewspec.run(["schema", "specs/no-such-folder"])
        #expect(missing.status == 1)
        #expect(missing.stdout == "")
        #expect(missing.stderr.contains("cannot read 'specs/no-such-folder'"), "\(missing.stderr)")

        let folder = try TemporaryFolder()
        try "viewspec: 1\ncomponents: [\n".write(
            toFile: folder.path("broken.yaml"), atomically: true, encoding: .utf8)
        let broken = try Viewspec.run(["schema", folder.path("")])
        #expect(broken.status == 1)
        #expect(broken.stdout == "")
        #expect(broken.stderr.contains("broken.yaml:"), "\(broken.stderr)")

        for other in ["--output", "--config"] {
            let usage = try Viewspec.run(["schema", other, "specs/gallery"])
            #expect(usage.status == 64)
            #expect(usage.stderr.contains("a folder gives the spec language's schema components"))
        }
    }
}
