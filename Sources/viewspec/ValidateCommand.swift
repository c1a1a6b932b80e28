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

            The matrix: --device, --content-size, --appearance and --direction each take one \
            value, a comma list or all, and repeat; a spec names its own with device: and \
            matrix:. Every combination is a cell, laid out on its own. A finding is reported \
            once, with a note that lists the cells it occurs in (in JSON, a "cells" list); one \
            that occurs only from some content size up says "at AX3 and above". With both \
            directions, views that do not mirror are reported (physical-direction).

            Examples:
              viewspec validate specs/*.yaml
              viewspec validate specs/*.yaml --device all --content-size all --appearance all --direction all
              viewspec validate login.yaml --device iphone-se,ipad --content-size large,AX3
            """
    )

    @Argument(help: ArgumentHelp("Spec files (YAML or JSON); - reads standard input.", valueName: "file"))
    var files: [String]

    @OptionGroup var diagnosticOptions: DiagnosticOptions
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var matrixOptions: MatrixOptions

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("give at least one spec file, or - for standard input")
        }
        if files.count { $0 == "-" } > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
    }

    func run() throws {
        var diagnostics: [Diagnostic] = []
        var sources: [SourceFile] = []
        let request = try matrixOptions.request()
        let options = try matrixOptions.pipelineOptions(font: resolveOptions.font)
        for file in files {
            let result = Pipeline.validate(path: file, options: options)
            diagnostics += result.diagnostics
            if !result.hasErrors, let (matrix, unknown) = Pipeline.matrix(of: result, request: request) {
                diagnostics +=
                    unknown + Findings.merged(Pipeline.layout(result, matrix: matrix, request: request))
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
