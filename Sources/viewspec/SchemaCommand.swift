import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract:
            "Print the JSON Schema (draft 2020-12) of the spec language, of layout's output, or of .viewspec.yml.",
        discussion: """
            Generated from the same definitions the decoder checks specs against. Point an editor's \
            YAML language server at it for completion and validation, e.g. with a first line \
            '# yaml-language-server: $schema=viewspec.schema.json' (docs/spec-language.md, \
            In the editor). A spec that declares no components is held to the built-in kinds, \
            so a misspelt kind is marked and kind names complete.

            --output prints the schema of what 'viewspec layout' writes with --format json \
            instead (docs/output-format.md), for tools that read the frames. --config prints the \
            schema of the configuration file, .viewspec.yml (docs/ci.md).
            """
    )

    @Flag(help: "Print the schema of 'viewspec layout' JSON output instead of the spec language's.")
    var output = false

    @Flag(help: "Print the schema of the configuration file (.viewspec.yml) instead of the spec language's.")
    var config = false

    func validate() throws {
        if output && config { throw ValidationError("give --output or --config, not both") }
    }

    func run() throws {
        if config {
            StandardOutput.write(ConfigurationSchema.jsonSchema())
        } else {
            StandardOutput.write(output ? LayoutSchema.jsonSchema() : SpecSchema.jsonSchema())
        }
    }
}
