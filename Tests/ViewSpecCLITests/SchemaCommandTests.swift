import Foundation
import Testing

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
}
