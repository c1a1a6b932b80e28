import ArgumentParser
import ViewSpecKit

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec language, or of layout's output.",
        discussion: """
            Generated from the same definitions the decoder checks specs against. Point an editor's \
            YAML language server at it for completion and validation, e.g. with a first line \
            '# yaml-language-server: $schema=viewspec.schema.json'.

            --output prints the schema of what 'viewspec layout' writes with --format json \
            instead (docs/output-format.md), for tools that read the frames.
            """
    )

    @Flag(help: "Print the schema of 'viewspec layout' JSON output instead of the spec language's.")
    var output = false

    func run() throws {
        StandardOutput.write(output ? LayoutSchema.jsonSchema() : SpecSchema.jsonSchema())
    }
}
