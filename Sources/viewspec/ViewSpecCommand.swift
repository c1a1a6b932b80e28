import ArgumentParser
import ViewSpecKit

@main
struct ViewSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewspec",
        abstract:
            "Lay out YAML or JSON view specs; write frames as JSON, ASCII or SVG.",
        discussion: """
            Examples:
              viewspec validate specs/gallery/*.yaml
              cat login.yaml | viewspec validate -
              viewspec schema > viewspec.schema.json
              viewspec layout specs/gallery/sign-in.yaml --format resolved
              viewspec kinds
              viewspec devices --landscape

            Exit status:
              0   success (warnings count only with --warnings-as-errors)
              1   a spec has errors, or a file could not be read
              64  usage error: unknown option, missing argument, bad value
              69  the command needs a stage this build does not have yet
            """,
        version: ViewSpecVersion.tool,
        subcommands: [
            LayoutCommand.self, ValidateCommand.self, SchemaCommand.self, KindsCommand.self,
            DevicesCommand.self,
        ]
    )
}
