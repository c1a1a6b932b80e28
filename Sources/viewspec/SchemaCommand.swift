import ArgumentParser
import ViewSpecKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec language.",
        discussion: """
            Generated from the same definitions the decoder checks specs against. Point an editor's \
            YAML language server at it for completion and validation, e.g. with a first line \
            '# yaml-language-server: $schema=viewspec.schema.json'.
            """
    )

    func run() throws {
        StandardOutput.write(SpecSchema.jsonSchema())
    }
}
