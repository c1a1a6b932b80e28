import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

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
              viewspec diff before.json after.json --tolerance 1
              viewspec snapshot verify specs/screens --against snapshots
              viewspec validate specs --diagnostics-format sarif --baseline base.json
              viewspec rules --json

            Exit status:
            0: success (warnings count only with --warnings-as-errors); for diff and snapshot \
            verify, the layouts are the same.
            1: a spec has errors, its required constraints conflict, or a file could not be \
            read or written; for diff and snapshot verify, the layouts differ.
            2: for diff and snapshot verify, an input cannot be read or laid out.
            64: a usage error: an unknown option, a missing argument, a bad value (an unknown \
            --device, a bad --shard), a single-value option given twice.
            """,
        version: ViewSpecVersion.tool,
        subcommands: [
            LayoutCommand.self, ValidateCommand.self, SchemaCommand.self, KindsCommand.self,
            DevicesCommand.self, DiffCommand.self, SnapshotCommand.self, RulesCommand.self,
            PreviewCommand.self,
        ]
    )

    static func main() {
        MallocArenas.shareUnderAddressSpaceLimit()
        main(nil)
    }
}
