import ArgumentParser
import ViewSpecKit

/// What `layout` writes.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    /// The resolved view tree the layout stage receives, as readable text.
    case resolved
}

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a spec and write its frames.",
        discussion: """
            This build reads, checks and resolves specs; the layout stage that computes frames \
            comes next. --format resolved writes the resolved view tree (every view with its \
            kind, text, font, colours, sizes and plans: what the layout stage receives). \
            --format json, the frames, exits 69 after a clean check until the layout stage is \
            built, and writes nothing.
            """
    )

    @Argument(help: ArgumentHelp("The spec file (YAML or JSON); - reads standard input.", valueName: "file"))
    var file: String

    @Option(
        help: ArgumentHelp(
            "What to write: json (frames; not in this build) or resolved (the resolved view tree).",
            valueName: "format"))
    var format: LayoutFormat = .json

    @OptionGroup var diagnosticOptions: DiagnosticOptions
    @OptionGroup var resolveOptions: ResolveOptions

    func run() throws {
        let result = Pipeline.validate(path: file, options: resolveOptions.pipelineOptions())
        DiagnosticPrinter(format: diagnosticOptions.diagnosticsFormat).print(
            result.diagnostics, sources: result.sources)
        let failed = result.diagnostics.contains {
            $0.severity == .error || (diagnosticOptions.warningsAsErrors && $0.severity == .warning)
        }
        if failed { throw ExitCode.failure }
        switch format {
        case .resolved:
            guard let tree = result.tree else { throw ExitCode.failure }
            StandardOutput.write(tree.dump())
        case .json:
            StandardError.write(
                "viewspec: error: \(file) is valid, but this build cannot compute frames yet (the layout stage is not built); nothing was written\n"
            )
            throw ExitCode(69)
        }
    }
}
