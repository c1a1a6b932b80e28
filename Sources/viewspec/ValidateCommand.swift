import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

            In CI (docs/ci.md): a folder argument takes every *.yaml, *.yml and *.json under \
            it, sorted by path. Each spec is judged by its nearest .viewspec.yml (its folder or \
            one above; --config FILE instead): rules turned off or made errors, thresholds \
            (the spec's own options.audits win), the matrix (the command line wins), \
            include/exclude globs for folder arguments. --write-baseline FILE records the \
            findings; --baseline FILE reports only the ones not in it (matched on file, rule, \
            view and cell, not lines). SARIF keeps suppressed and baselined findings, marked. \
            --jobs N lays out N specs at a time (default: the cores) with the same output as \
            --jobs 1; --shard K/N validates the K-th of N parts of the files for N runners.

            Examples:
              viewspec validate specs/*.yaml
              viewspec validate specs --baseline base.json --diagnostics-format sarif
              viewspec validate specs --shard 2/4 --diagnostics-format github
              viewspec validate login.yaml --device all --content-size all
              viewspec validate login.yaml --appearance all --direction all
              viewspec validate login.yaml --device iphone-se,ipad --content-size AX3
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Spec files (YAML or JSON), or folders to search for *.yaml, *.yml and *.json; - reads standard input.",
            valueName: "file-or-folder"))
    var files: [String]

    @OptionGroup var diagnosticOptions: DiagnosticOptions
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var matrixOptions: MatrixOptions
    @OptionGroup var configuration: ConfigurationOption

    @Option(
        help: ArgumentHelp(
            "Report only the findings that are not in this baseline file (written by --write-baseline).",
            valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp(
            "Record the findings of this run in this file (sorted JSON) and report none of them.",
            valueName: "file"))
    var writeBaseline: String?

    @Flag(
        help: ArgumentHelp(
            "Apply the certain fixes (a did-you-mean with one candidate) to the spec files in place and say what changed, then validate the fixed files."
        ))
    var fix = false

    @OptionGroup var parallel: ParallelOptions

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("give at least one spec file or folder, or - for standard input")
        }
        if files.count(where: { $0 == "-" }) > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        // An empty name is no file: a usage error, not a write that fails after the run.
        for (option, value) in [("--baseline", baseline), ("--write-baseline", writeBaseline)]
        where value == "" {
            throw ValidationError("\(option) takes a file name, not an empty one")
        }
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("give --baseline or --write-baseline, not both")
        }
        if fix, files.contains("-") {
            throw ValidationError("--fix writes the spec files, and standard input (-) is no file")
        }
        try OptionChecks.rejectRepeats(of: ["--baseline", "--write-baseline"])
    }

    func run() throws {
        let printer = DiagnosticPrinter(
            diagnosticOptions.format, warningsFail: diagnosticOptions.warningsAsErrors)
        defer { printer.finish() }
        if fix { try applyFixes(printer: printer) }
        let matrix = try matrixOptions.request()
        let options = try matrixOptions.pipelineOptions(font: resolveOptions.font)
        let report = Validation.run(
            // Only SARIF reports the findings that suppressions and the baseline silence.
            try request(writeBaseline: writeBaseline, keepingSilenced: diagnosticOptions.format.wantsSilenced)
        )
        if let writeBaseline, let recorded = report.baseline {
            try writeFile(
                recorded.rendered(), to: writeBaseline, printer: printer)
        }
        printer.checked(report.checked)
        printer.cellCounts = report.cellCounts
        // The HTML report draws the specs with findings: laid out again, as validate laid them out.
        printer.pictures = { [configuration, parallel] files in
            let galleries = Parallel.map(files, jobs: parallel.jobCount) { file in
                Gallery.make(
                    file, configuration: configuration.config, matrix: matrix, options: options,
                    embedRoot: report.roots[file])
            }
            return Dictionary(zip(files, galleries), uniquingKeysWith: { first, _ in first })
        }
        printer.print(report.diagnostics, sources: report.sources, withSilenced: report.withSuppressed)
        if report.failed(warningsAsErrors: diagnosticOptions.warningsAsErrors) { throw ExitCode.failure }
    }

    /// The run the options ask for: the files, configuration, baseline, shard, jobs and matrix.
    private func request(writeBaseline: String?, keepingSilenced: Bool) throws -> ValidationRequest {
        ValidationRequest(
            inputs: files, configuration: configuration.config, baseline: baseline,
            writeBaseline: writeBaseline, shard: parallel.part, jobs: parallel.jobCount,
            matrix: try matrixOptions.request(),
            options: try matrixOptions.pipelineOptions(font: resolveOptions.font),
            keepingSilenced: keepingSilenced, paths: DiagnosticPrinter.reportPaths)
    }

    /// Validates once, writes each spec file's certain fixes into it (atomically, every other
    /// byte kept), and says on standard error what changed, one line per fix in the text and
    /// GitHub formats (the other formats are documents, which the validation after it writes).
    private func applyFixes(printer: DiagnosticPrinter) throws {
        let first = Validation.run(try request(writeBaseline: nil, keepingSilenced: false))
        let fixes = first.diagnostics.compactMap { $0.resolvingFix(in: first.sources).fix }
        guard !fixes.isEmpty else { return }
        var lines = ""
        for source in first.sources where fixes.contains(where: { $0.range?.file == source.path }) {
            let (bytes, applied) = SourceFixes.apply(fixes, to: source)
            guard !applied.isEmpty, let text = String(validating: bytes, as: UTF8.self) else { continue }
            try writeFile(text, to: source.path, printer: printer)
            for fix in applied {
                guard let at = fix.range else { continue }
                lines +=
                    "\(VisibleText.escaped(source.path)):\(at.lower.line):\(at.lower.column): fixed: "
                    + "'\(VisibleText.escaped(fix.original))' is now '\(VisibleText.escaped(fix.replacement))'\n"
            }
        }
        if !diagnosticOptions.diagnosticsFormat.isDocument {
            StandardError.write(lines)
        }
    }
}
