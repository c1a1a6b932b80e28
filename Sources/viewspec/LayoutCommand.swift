import ArgumentParser
import ViewSpecKit

/// What `layout` writes.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
    /// Frames and resolved essentials, for tools (docs/output-format.md).
    case json
    /// The resolved view tree the layout stage receives, as readable text.
    case resolved
}

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a spec and write its frames.",
        discussion: """
            Reads, checks and resolves the spec, lays it out on each of its devices (or on \
            --device) and writes the frames to standard output. Problems go to standard error; \
            warnings (ambiguous views, truncated text, views off screen) do not change the exit \
            status, errors (a spec error, conflicting required constraints) exit 1 after \
            writing what could be laid out.

            --format json (the default) writes one JSON document: every view with its id, \
            kind, frame relative to its parent and absolute, colours, font, text lines and \
            the diagnostics (docs/output-format.md; viewspec schema --output for its JSON \
            Schema). --format resolved writes the resolved view tree instead: what the layout \
            stage receives.
            """
    )

    @Argument(help: ArgumentHelp("The spec file (YAML or JSON); - reads standard input.", valueName: "file"))
    var file: String

    @Option(
        help: ArgumentHelp(
            "What to write: json (frames) or resolved (the resolved view tree).", valueName: "format"))
    var format: LayoutFormat = .json

    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Lay out on this device instead of the spec's (repeatable; see viewspec devices).",
            valueName: "name"))
    var devices: [String] = []

    @OptionGroup var diagnosticOptions: DiagnosticOptions
    @OptionGroup var resolveOptions: ResolveOptions

    func run() throws {
        let result = Pipeline.validate(path: file, options: resolveOptions.pipelineOptions())
        let printer = DiagnosticPrinter(format: diagnosticOptions.diagnosticsFormat)
        if result.hasErrors || result.tree == nil {
            printer.print(result.diagnostics, sources: result.sources)
            throw ExitCode.failure
        }
        guard let tree = result.tree else { throw ExitCode.failure }
        if format == .resolved {
            printer.print(result.diagnostics, sources: result.sources)
            if failed(result.diagnostics) { throw ExitCode.failure }
            StandardOutput.write(tree.dump())
            return
        }
        let layout = Pipeline.layout(result, deviceNames: devices)
        let diagnostics = result.diagnostics + layout.diagnostics
        printer.print(diagnostics, sources: result.sources)
        if !layout.layouts.isEmpty {
            StandardOutput.write(
                LayoutJSON.document(
                    spec: file, tree: tree, layouts: layout.layouts, diagnostics: result.diagnostics))
        }
        if failed(diagnostics) || layout.layouts.isEmpty { throw ExitCode.failure }
    }

    private func failed(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains {
            $0.severity == .error || (diagnosticOptions.warningsAsErrors && $0.severity == .warning)
        }
    }
}
