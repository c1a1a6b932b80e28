import ViewSpecCore
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecResolve

/// What `viewspec validate` asks for: the specs, how each is configured and laid out, and the
/// baseline to compare with or to record.
public struct ValidationRequest: Sendable {
    /// Spec files, folders to search, or `-` for standard input.
    public var inputs: [String]
    /// `--config`: one configuration for every spec instead of each one's nearest file.
    public var configuration: String?
    /// `--baseline`: report only the findings this file does not hold.
    public var baseline: String?
    /// `--write-baseline`: record every finding (the report's `baseline`) and report none.
    public var writeBaseline: String?
    /// `--shard`: validate only this part of the files.
    public var shard: Shard?
    /// How many specs are laid out at a time.
    public var jobs: Int
    /// The matrix the command line asks for; a configuration fills in what it leaves empty.
    public var matrix: MatrixRequest
    /// The options every spec is read and resolved with, before a configuration file adds its
    /// matrix and audit thresholds.
    public var options: Pipeline.Options
    /// Builds and keeps the findings suppressions and the baseline silence, marked (SARIF
    /// reports them); otherwise the audits do not build them.
    public var keepingSilenced: Bool
    /// How reports name files (baseline entries are keyed by these names).
    public var paths: ReportPaths

    /// A request for `inputs`, reported with file names made by `paths`; everything else defaults
    /// to what `viewspec validate` does without options.
    public init(
        inputs: [String], configuration: String? = nil, baseline: String? = nil, writeBaseline: String? = nil,
        shard: Shard? = nil, jobs: Int = Parallel.processorCount, matrix: MatrixRequest = MatrixRequest(),
        options: Pipeline.Options = Pipeline.Options(), keepingSilenced: Bool = false, paths: ReportPaths
    ) {
        self.inputs = inputs
        self.configuration = configuration
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.shard = shard
        self.jobs = jobs
        self.matrix = matrix
        self.options = options
        self.keepingSilenced = keepingSilenced
        self.paths = paths
    }
}

/// What validating found, in the order the specs were given.
public struct ValidationReport: Sendable {
    /// Every finding to report, but those suppressions and the baseline silence.
    public var diagnostics: [Diagnostic] = []
    /// `diagnostics` with each spec's silenced findings after its own, marked (what SARIF writes).
    public var withSuppressed: [Diagnostic] = []
    /// The sources the diagnostics quote.
    public var sources: [SourceFile] = []
    /// With `writeBaseline`: the baseline of this run's findings, to be written there.
    public var baseline: Baseline?
    /// The spec files validated, in order (after the shard's selection).
    public var checked: [String] = []
    /// The cells each spec of `checked` was laid out on (none for a spec with errors).
    package var cellCounts: [String: Int] = [:]
    /// The folder argument each spec found in one was found in (its embeds' root).
    package var roots: [String: String] = [:]

    /// Whether the run fails: an error, or a warning when warnings count as errors.
    public func failed(warningsAsErrors: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
    }
}

/// `viewspec validate`: every spec checked, resolved, laid out on its matrix and judged, with
/// configurations, baselines and shards applied.
public enum Validation {
    /// Validates the specs `request` names.
    ///
    /// A baseline that cannot be read is the only finding
    /// (nothing is validated against half a baseline).
    public static func run(_ request: ValidationRequest) -> ValidationReport {
        var report = ValidationReport()
        var known: Baseline.Matcher?
        var baselineSource: SourceFile?
        if let path = request.baseline {
            var bag = DiagnosticBag()
            let read = Baseline.read(
                path: path, currentDirectory: request.paths.currentDirectory, diagnostics: &bag)
            guard let found = read.baseline else {
                report.diagnostics = bag.sorted
                report.withSuppressed = report.diagnostics
                report.sources = read.source.map { [$0] } ?? []
                return report
            }
            known = Baseline.Matcher(found)
            baselineSource = read.source
        }

        let configurations = Configurations(explicit: request.configuration)
        var (inputs, unreadable, roots) = SpecInputs.expand(request.inputs, configurations: configurations)
        // A folder that gives nothing to check is an error, not a silent pass: a gate that checks
        // nothing must not go green. Before the shard's choice, which may rightly leave one empty.
        for folder in request.inputs where folder != "-" && SpecFolder.isFolder(folder) {
            let found = roots.values.contains(folder)
            let inside = folder.hasSuffix("/") ? folder : folder + "/"
            let troubled = unreadable.contains { $0.range?.file.hasPrefix(inside) == true }
            if !found && !troubled {
                let any = !SpecInputs.walk(folder).files.isEmpty
                unreadable.append(.error(.nothingToValidate(folder, excludedByConfiguration: any), at: nil))
            }
        }
        if let shard = request.shard { inputs = shard.select(inputs) }
        report.diagnostics += unreadable
        report.withSuppressed += unreadable
        let work = inputs.compactMap { file -> (String, Configuration?, String?)? in
            switch configurations.configuration(for: file) {
            case .broken: nil
            case .none: (file, nil, roots[file])
            case .configuration(let configuration): (file, configuration, roots[file])
            }
        }
        report.checked = work.map(\.0)
        report.roots = roots
        let outcomes = Parallel.map(work, jobs: request.jobs) { item in
            check(item.0, configuration: item.1, embedRoot: item.2, request: request)
        }
        report.diagnostics += configurations.diagnostics
        report.withSuppressed += configurations.diagnostics
        report.sources += configurations.sources

        let recording = request.writeBaseline != nil
        let folder =
            known?.folder
            ?? request.writeBaseline.map {
                Baseline.folder(of: $0, currentDirectory: request.paths.currentDirectory)
            }
        var recorded: [Baseline.Entry] = []
        let justification = "in the baseline " + (request.baseline ?? request.writeBaseline ?? "")
        for (item, outcome) in zip(work, outcomes) {
            report.cellCounts[item.0] = outcome.cellCount
            report.sources += outcome.sources
            var kept: [Diagnostic] = []
            var suppressed = outcome.suppressed
            for (diagnostic, cells) in zip(outcome.diagnostics, outcome.baselineCells) {
                guard known != nil || recording, Baseline.records(diagnostic) else {
                    kept.append(diagnostic)
                    continue
                }
                let entries = Baseline.entries(
                    of: diagnostic, cells: cells, folder: folder, paths: request.paths)
                if recording { recorded += entries }
                let lowerIsWorse = diagnostic.measure?.lowerIsWorse ?? true
                if recording || known?.match(entries, lowerIsWorse: lowerIsWorse) == true {
                    var hidden = diagnostic
                    hidden.suppression = Diagnostic.Suppression(.external, justification: justification)
                    suppressed.append(hidden)
                } else {
                    kept.append(diagnostic)
                }
            }
            report.diagnostics += kept
            report.withSuppressed += kept + suppressed
        }
        if recording {
            let baseline = Baseline(recorded, folder: folder)
            // What --baseline would refuse is not written: the run fails and says why.
            if let problem = baseline.unreadable() {
                let error = Diagnostic.error(problem, at: nil)
                report.diagnostics.append(error)
                report.withSuppressed.append(error)
            } else {
                report.baseline = baseline
            }
        }
        if let known, let path = request.baseline {
            let checked = Set(
                report.checked.map {
                    Baseline.recordedPath(of: $0, folder: known.folder, paths: request.paths)
                })
            let stale = known.unmatched(in: checked)
            if stale > 0 {
                let place = baselineSource.map { _ in
                    SourceRange(file: path, at: SourcePosition(line: 1, column: 1))
                }
                let note = Diagnostic(
                    .note, id: DiagnosticID.staleBaseline.rawValue,
                    DiagnosticMessage.staleBaseline(stale).text, at: place)
                report.diagnostics.append(note)
                report.withSuppressed.append(note)
            }
        }
        return report
    }

    /// The problems of a configuration file's text (`.viewspec.yml`), as `validate` reports them.
    ///
    /// None when it is valid. Its globs are relative to `folder`.
    public static func checkConfiguration(_ source: SourceFile, folder: String = "/") -> [Diagnostic] {
        var bag = DiagnosticBag()
        let configuration = Suggestion.withSpecLimit {
            ConfigurationReader.read(source, folder: folder, diagnostics: &bag)
        }
        // Matched as a folder walk would, so a glob the reader accepts is matched in the checks.
        _ = configuration.selects(absolutePath: folder + "/specs/a.yaml")
        return bag.sorted
    }

    /// The problems of a baseline's text (`--baseline`), as `validate` reports them.
    ///
    /// None when it is valid. A valid one is matched against no findings and written again, as a
    /// run would.
    public static func checkBaseline(_ source: SourceFile) -> [Diagnostic] {
        var bag = DiagnosticBag()
        if let baseline = Baseline.read(source, currentDirectory: "/", diagnostics: &bag) {
            let files = Set(baseline.lines.map(\.finding.file))
            _ = Baseline.Matcher(baseline).unmatched(in: files)
            _ = baseline.rendered()
        }
        return bag.sorted
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
        /// The cells the spec was laid out on.
        var cellCount = 0
    }

    /// Checks, resolves and lays out one spec on its matrix; pure, so specs run in parallel.
    ///
    /// Outside a repository, its embeds must be specs under `embedRoot`, the folder argument
    /// it was found in (`Pipeline.Options.embedRoot`).
    static func check(
        _ file: String, configuration: Configuration?, embedRoot: String?, request: ValidationRequest
    ) -> Outcome {
        var matrixRequest = request.matrix
        var options = request.options
        if let embedRoot { options.embedRoot = embedRoot }
        configuration?.govern(&matrixRequest, &options)
        var outcome = Outcome()
        let result = Pipeline.validate(path: file, options: options)
        var found = result.diagnostics.map { ($0, [MatrixCell]()) }
        outcome.suppressed = result.suppressed
        if !result.hasErrors, let (matrix, unknown) = Pipeline.matrix(of: result, request: matrixRequest) {
            let run = Pipeline.layout(
                result, matrix: matrix, request: matrixRequest, keepingSilenced: request.keepingSilenced)
            found += unknown.map { ($0, []) }
            let merged = Findings.merged(run)
            outcome.cellCount = run.cells.count
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
        // Kept until every spec is done: only the text the findings quote, not every spec's.
        outcome.sources = SourceFile.quoted(by: outcome.diagnostics + outcome.suppressed, in: result.sources)
        return outcome
    }
}

extension Configuration {
    /// The precedence of a run's settings: the command line's matrix dimensions replace the
    /// configuration's, which replace the spec's; the configuration's audit thresholds apply
    /// where the spec sets none (`Pipeline.Options.auditDefaults`).
    func govern(_ request: inout MatrixRequest, _ options: inout Pipeline.Options) {
        if request.devices.isEmpty { request.devices = matrix.devices }
        if request.contentSizes.isEmpty { request.contentSizes = matrix.contentSizes }
        if request.appearances.isEmpty { request.appearances = matrix.appearances }
        if request.directions.isEmpty { request.directions = matrix.directions }
        options.contentSize = request.contentSizes.first
        options.appearance = request.appearances.first
        options.direction = request.directions.first
        options.auditDefaults = audits
    }
}

extension DiagnosticMessage {
    static func nothingToValidate(_ folder: String, excludedByConfiguration: Bool) -> Self {
        let name = VisibleText.escaped(folder)
        return Self(
            id: .nothingToValidate,
            excludedByConfiguration
                ? "nothing to validate in '\(name)': its configuration's include and exclude leave none of its specs"
                : "nothing to validate in '\(name)': it holds no *.yaml, *.yml or *.json file")
    }
}
