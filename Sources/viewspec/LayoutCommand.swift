import ArgumentParser
import ViewSpecKit

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a spec and write its frames.",
        discussion: """
            This build has the pipeline's first stage only (reading and checking specs). layout \
            runs those checks and reports the spec's problems; the solver and layout stages that \
            compute frames come next, and until then layout exits 69 after a clean check.
            """
    )

    @Argument(help: ArgumentHelp("The spec file (YAML or JSON); - reads standard input.", valueName: "file"))
    var file: String

    @OptionGroup var diagnosticOptions: DiagnosticOptions

    func run() throws {
        let result = Pipeline.validate(path: file)
        DiagnosticPrinter(format: diagnosticOptions.diagnosticsFormat).print(
            result.diagnostics, sources: result.sources)
        if result.hasErrors { throw ExitCode.failure }
        StandardError.write(
            "viewspec: error: \(file) is valid, but this build cannot compute frames yet (the layout stage is not built); nothing was written\n"
        )
        throw ExitCode(69)
    }
}
