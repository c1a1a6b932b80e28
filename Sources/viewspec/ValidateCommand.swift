import ArgumentParser
import ViewSpecKit

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs and report every problem in them.",
        discussion: """
            Runs every check (syntax, the spec language, references, components, setStack \
            counts), resolves each spec (components, styles, fonts, embedded specs) and lays it \
            out on each of its devices (or on --device): conflicting constraints, ambiguous \
            views, truncated text, views off screen. Then audits each laid-out screen: text \
            contrast (WCAG 2.2), tap targets, overlapping views, accessibility labels, text \
            shrunk too small; and lints the spec's tokens (docs/audits.md). Audit findings are \
            warnings; '# viewspec: ignore <rule> -- reason' comments suppress them. Reports all \
            problems of a file in one run. \
            Prints nothing and exits 0 when every spec is clean; exits 1 when any spec has an \
            error (or a warning, with --warnings-as-errors).
            """
    )

    @Argument(help: ArgumentHelp("Spec files (YAML or JSON); - reads standard input.", valueName: "file"))
    var files: [String]

    @OptionGroup var diagnosticOptions: DiagnosticOptions
    @OptionGroup var resolveOptions: ResolveOptions

    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Lay out on this device instead of the spec's (repeatable; see viewspec devices).",
            valueName: "name"))
    var devices: [String] = []

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("give at least one spec file, or - for standard input")
        }
        if files.count { $0 == "-" } > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        try OptionChecks.checkDevices(devices)
    }

    func run() throws {
        var diagnostics: [Diagnostic] = []
        var sources: [SourceFile] = []
        for file in files {
            let result = Pipeline.validate(path: file, options: resolveOptions.pipelineOptions())
            diagnostics += result.diagnostics
            if !result.hasErrors {
                diagnostics += Pipeline.layout(result, deviceNames: devices).diagnostics
            }
            sources += result.sources
        }
        DiagnosticPrinter(format: diagnosticOptions.diagnosticsFormat).print(diagnostics, sources: sources)
        let failed = diagnostics.contains {
            $0.severity == .error || (diagnosticOptions.warningsAsErrors && $0.severity == .warning)
        }
        if failed { throw ExitCode.failure }
    }
}
