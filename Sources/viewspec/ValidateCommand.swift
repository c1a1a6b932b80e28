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
              viewspec validate specs --baseline .viewspec-baseline.json --diagnostics-format sarif
              viewspec validate specs --shard 2/4 --diagnostics-format github
              viewspec validate specs/*.yaml --device all --content-size all --appearance all --direction all
              viewspec validate login.yaml --device iphone-se,ipad --content-size large,AX3
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

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Read this configuration instead of each spec's nearest .viewspec.yml (docs/ci.md).",
            valueName: "file"))
    var config: String?

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

    @Option(
        help: ArgumentHelp(
            "Lay out this many specs at a time (default: the number of cores); the output is the same for every value."
        ))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Validate only the K-th of N parts of the files (1-based; by their index in path order, modulo N), for N CI runners.",
            valueName: "K/N"))
    var shard: String?

    func validate() throws {
        if files.isEmpty {
            throw ValidationError("give at least one spec file or folder, or - for standard input")
        }
        if files.count(where: { $0 == "-" }) > 1 {
            throw ValidationError("standard input (-) can be read only once")
        }
        if let jobs, jobs < 1 || jobs > 1024 {
            throw ValidationError("--jobs takes 1...1024, not \(jobs)")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError(
                "--shard takes K/N, part K of N (1 ≤ K ≤ N, such as 2/4), not '\(VisibleText.escaped(shard))'"
            )
        }
        if baseline != nil, writeBaseline != nil {
            throw ValidationError("give --baseline or --write-baseline, not both")
        }
        try OptionChecks.rejectRepeats(of: [
            "--config", "--baseline", "--write-baseline", "--jobs", "--shard",
        ])
    }

    /// What validating one spec found, kept until every spec is done so the output is in the
    /// order the specs were given whichever finished first.
    struct Outcome: Sendable {
        var diagnostics: [Diagnostic] = []
        /// Findings the spec's suppressions silenced (SARIF reports them as suppressed).
        var suppressed: [Diagnostic] = []
        var sources: [SourceFile] = []
        /// Per diagnostic, the cells a baseline records it in: its own `cells` after a run of
        /// several; the one cell for a cell's finding of a run of one, which names none; none
        /// for what the stages before layout report (the token lint), the same on every cell.
        var baselineCells: [[MatrixCell]] = []
    }

    func run() throws {
        let paths = DiagnosticPrinter.reportPaths
        let printer = DiagnosticPrinter(format: diagnosticOptions.diagnosticsFormat)
        var diagnostics: [Diagnostic] = []
        // What SARIF writes: each spec's findings, then what was silenced in it, marked.
        var withSuppressed: [Diagnostic] = []
        var sources: [SourceFile] = []

        var known: Baseline?
        if let baseline {
            var bag = DiagnosticBag()
            let read = Baseline.read(path: baseline, diagnostics: &bag)
            guard let found = read.baseline else {
                printer.print(bag.sorted, sources: read.source.map { [$0] } ?? [])
                throw ExitCode.failure
            }
            known = found
        }

        let configurations = Configurations(explicit: config)
        var inputs = SpecInputs.expand(files, configurations: configurations)
        if let shard = shard.flatMap(Shard.init) { inputs = shard.select(inputs) }
        let request = try matrixOptions.request()
        let options = try matrixOptions.pipelineOptions(font: resolveOptions.font)
        // Only SARIF reports the findings the specs' suppressions silence.
        let keepingSilenced = diagnosticOptions.diagnosticsFormat == .sarif
        let governed = inputs.map { configurations.configuration(for: $0) }
        let work = zip(inputs, governed).compactMap { file, found -> (String, Configuration?)? in
            switch found {
            case .broken: nil
            case .none: (file, nil)
            case .configuration(let configuration): (file, configuration)
            }
        }
        let outcomes = parallelMap(work, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { item in
            Self.check(
                item.0, configuration: item.1, request: request, options: options,
                keepingSilenced: keepingSilenced)
        }
        diagnostics += configurations.diagnostics
        withSuppressed += configurations.diagnostics
        sources += configurations.sources

        var recorded: [Baseline.Entry] = []
        let justification = "in the baseline " + (baseline ?? writeBaseline ?? "")
        for outcome in outcomes {
            sources += outcome.sources
            var kept: [Diagnostic] = []
            var suppressed = outcome.suppressed
            for (diagnostic, cells) in zip(outcome.diagnostics, outcome.baselineCells) {
                guard known != nil || writeBaseline != nil, Baseline.records(diagnostic) else {
                    kept.append(diagnostic)
                    continue
                }
                let entries = Baseline.entries(of: diagnostic, cells: cells, paths: paths)
                recorded += entries
                if writeBaseline != nil || known?.contains(entries) == true {
                    var hidden = diagnostic
                    hidden.suppression = Diagnostic.Suppression(.external, justification: justification)
                    suppressed.append(hidden)
                } else {
                    kept.append(diagnostic)
                }
            }
            diagnostics += kept
            withSuppressed += kept + suppressed
        }
        if let writeBaseline {
            try writeFile(Baseline(recorded).rendered(), to: writeBaseline)
        }

        // SARIF keeps what was silenced, marked, where the other forms leave it out.
        let reported = diagnosticOptions.diagnosticsFormat == .sarif ? withSuppressed : diagnostics
        printer.print(reported, sources: sources)
        let failed = diagnostics.contains {
            $0.severity == .error || (diagnosticOptions.warningsAsErrors && $0.severity == .warning)
        }
        if failed { throw ExitCode.failure }
    }

    /// Checks, resolves and lays out one spec on its matrix; pure, so specs run in parallel.
    static func check(
        _ file: String, configuration: Configuration?, request: MatrixRequest, options: Pipeline.Options,
        keepingSilenced: Bool
    ) -> Outcome {
        var request = request
        var options = options
        if let configuration {
            // The command line's dimensions replace the configuration's, which replace the spec's.
            let matrix = configuration.matrix
            if request.devices.isEmpty { request.devices = matrix.devices }
            if request.contentSizes.isEmpty { request.contentSizes = matrix.contentSizes }
            if request.appearances.isEmpty { request.appearances = matrix.appearances }
            if request.directions.isEmpty { request.directions = matrix.directions }
            options.contentSize = request.contentSizes.first
            options.appearance = request.appearances.first
            options.direction = request.directions.first
            options.auditDefaults = configuration.audits
        }
        var outcome = Outcome()
        let result = Pipeline.validate(path: file, options: options)
        var found = result.diagnostics.map { ($0, [MatrixCell]()) }
        outcome.suppressed = result.suppressed
        if !result.hasErrors, let (matrix, unknown) = Pipeline.matrix(of: result, request: request) {
            let run = Pipeline.layout(
                result, matrix: matrix, request: request, keepingSilenced: keepingSilenced)
            found += unknown.map { ($0, []) }
            let merged = Findings.merged(run)
            // A run of one cell lists the cell's findings first, then the run's own.
            let ofCells = matrix.count == 1 ? run.cells.reduce(0) { $0 + $1.diagnostics.count } : 0
            for (index, diagnostic) in merged.enumerated() {
                found.append((diagnostic, index < ofCells ? matrix.cells : diagnostic.cells))
            }
            outcome.suppressed += Findings.mergedSuppressed(run)
        }
        if let configuration {
            found = found.compactMap { diagnostic, cells in
                configuration.apply(diagnostic).map { ($0, cells) }
            }
            outcome.suppressed = outcome.suppressed.compactMap(configuration.apply)
        }
        outcome.diagnostics = found.map(\.0)
        outcome.baselineCells = found.map(\.1)
        outcome.sources = result.sources
        return outcome
    }
}
