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

            Given folders (or spec files), the schema knows the components their specs declare \
            (the files found as validate finds them): a spec that declares components may then \
            use those names and no other besides the built-in kinds, so a misspelt kind is \
            marked there too, and each use is checked against its component's parameters. A \
            file that cannot be read or parsed is reported and no schema is printed (exit 1).

            --output prints the schema of what 'viewspec layout' writes with --format json \
            instead (docs/output-format.md), for tools that read the frames. --config prints the \
            schema of the configuration file, .viewspec.yml (docs/ci.md).
            """
    )

    @Flag(help: "Print the schema of 'viewspec layout' JSON output instead of the spec language's.")
    var output = false

    @Flag(help: "Print the schema of the configuration file (.viewspec.yml) instead of the spec language's.")
    var config = false

    @Argument(
        help: ArgumentHelp(
            "Folders (or spec files) whose specs' components the spec language's schema knows.",
            valueName: "folder"))
    var folders: [String] = []

    func validate() throws {
        if output && config { throw ValidationError("give --output or --config, not both") }
        if !folders.isEmpty && (output || config) {
            throw ValidationError(
                "a folder gives the spec language's schema components, not --output's or --config's")
        }
    }

    func run() throws {
        if config {
            StandardOutput.write(ConfigurationSchema.jsonSchema())
        } else if output {
            StandardOutput.write(LayoutSchema.jsonSchema())
        } else if folders.isEmpty {
            StandardOutput.write(SpecSchema.jsonSchema())
        } else {
            let found = SchemaComponents.read(folders)
            if !found.diagnostics.isEmpty {
                let printer = DiagnosticPrinter(format: .text)
                printer.print(found.diagnostics, sources: found.sources)
                printer.finish()
                if found.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
            }
            StandardOutput.write(SpecSchema.jsonSchema(components: found.components))
        }
    }
}
