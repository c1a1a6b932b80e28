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
              viewspec layout login.yaml > login.json
              viewspec layout login.yaml --format svg --output login.svg
              cat login.yaml | viewspec layout - --format ascii
              viewspec validate specs/**/*.yaml --device iphone-se --device ipad
              viewspec layout login.yaml --format resolved
              viewspec schema > viewspec.schema.json
              viewspec kinds
              viewspec devices --landscape

            Exit status:
              0   success (warnings count only with --warnings-as-errors)
              1   a spec has errors, its required constraints conflict, or a file could not be
                  read or written
              64  usage error: unknown option, missing argument, bad value (an unknown
                  --device), a single-value option given twice
            """,
        version: ViewSpecVersion.tool,
        subcommands: [
            LayoutCommand.self, ValidateCommand.self, SchemaCommand.self, KindsCommand.self,
            DevicesCommand.self,
        ]
    )
}
