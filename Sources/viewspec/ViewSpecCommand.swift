import ArgumentParser
import ViewSpecKit

@main
struct ViewSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewspec",
        abstract:
            "Lay out view specs (YAML or JSON) with a constraint solver; write frames as JSON, ASCII or SVG.",
        discussion: """
            Examples:
              viewspec validate specs/gallery/*.yaml     check specs; exit 1 with file:line:col diagnostics
              cat login.yaml | viewspec validate -       read a spec from standard input
              viewspec schema > viewspec.schema.json     a JSON Schema for editors

            Exit status:
              0   success: every spec is clean (warnings do not count unless --warnings-as-errors)
              1   a spec has errors, or a file could not be read
              64  usage error: unknown option, missing argument, bad option value
              69  the command needs a pipeline stage this build does not have yet
            """,
        version: ViewSpecVersion.tool,
        subcommands: [LayoutCommand.self, ValidateCommand.self, SchemaCommand.self]
    )
}
