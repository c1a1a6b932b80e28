import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Report which views moved, resized, appeared, vanished or changed between two layouts.",
        discussion: """
            OLD and NEW are layout JSON documents (viewspec layout's output, or snapshots from \
            viewspec snapshot record), or specs, which are laid out on their devices first; or \
            two folders, whose YAML and JSON files are matched by their path without the \
            extension (a spec forms/login.yaml with a snapshot forms/login.json).

            For each device and each view, matched by id: views added and removed, moved or \
            resized by more than --tolerance points, a changed text or lines, colours (background, \
            tint, text, border), font, truncation, kind. Each difference is a diagnostic at the \
            view in NEW (in the spec, when NEW is one), with the view and device \
            (docs/snapshots.md). A view is compared in its parent's coordinates while its parent \
            stays the same, so a container that moves is one difference, not one per view in it; \
            a view that only moved along with the sibling before it (the gap between them the \
            same, or that sibling added or removed) is a note, view-moved-along, so a change \
            reads at its cause. A file on one side only is read all the same: a spec with \
            errors there shows them.

            Exit status: 0 when the layouts are the same, 1 when they differ, 2 when an input \
            cannot be read or laid out (its errors are reported), 64 for a usage error.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The layout before: a layout JSON document, a spec, or a folder.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The layout after, of the same sort as old.", valueName: "new"))
    var new: String

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var diagnosticOptions: DiagnosticFormatOption
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var cellOptions: CellOptions

    func validate() throws {
        if old == "-" && new == "-" { throw ValidationError("standard input (-) can be read only once") }
        if SpecFolder.isFolder(old) != SpecFolder.isFolder(new) {
            throw ValidationError("give two files or two folders, not a file and a folder")
        }
    }

    func run() throws {
        var comparer = Comparer(
            tolerance: comparison.tolerance,
            options: try cellOptions.pipelineOptions(font: resolveOptions.font))
        if SpecFolder.isFolder(old) {
            let before = SpecFolder(old)
            let after = SpecFolder(new)
            comparer.reportTrouble(before.problems + after.problems)
            for key in Set(before.keys + after.keys).sorted() {
                switch (before.path(forKey: key), after.path(forKey: key)) {
                case (let a?, let b?): comparer.compare(a, b)
                case (let a?, nil):
                    comparer.report([.error(.fileRemoved(a, missingFrom: new), at: .start(of: a))])
                    // Read all the same, as a file only in NEW is: a spec with errors shows them
                    // (exit 2) whichever side it is on.
                    _ = comparer.load(a)
                case (nil, let b?):
                    comparer.report([.error(.fileAdded(b, missingFrom: old), at: .start(of: b))])
                    // Read all the same, so a new spec with errors shows them (exit 2), as in
                    // snapshot verify.
                    _ = comparer.load(b)
                case (nil, nil): break
                }
            }
        } else {
            comparer.compare(old, new)
        }
        let printer = DiagnosticPrinter(diagnosticOptions)
        defer { printer.finish() }
        try comparer.finish(printer: printer)
    }
}

/// What diff and snapshot verify share.
struct ComparisonOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Points a position or size may move before it counts as changed (default 0.5).",
            valueName: "points"))
    var tolerance: Double = LayoutDiff.defaultTolerance

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--tolerance"])
        if !(tolerance >= 0 && tolerance.isFinite) {
            throw ValidationError("--tolerance must be a number of points, 0 or more")
        }
    }
}

extension SourceRange {
    /// The first character of `file`: where a difference about a whole file is reported.
    static func start(of file: String) -> SourceRange {
        SourceRange(file: file, at: SourcePosition(line: 1, column: 1))
    }
}

/// Compares pairs of inputs and collects what they report, for diff and snapshot verify.
struct Comparer {
    var tolerance: Double
    var options: Pipeline.Options
    var diagnostics: [Diagnostic] = []
    var sources: [SourceFile] = []
    /// An input could not be read or laid out.
    var failed = false

    init(tolerance: Double, options: Pipeline.Options) {
        self.tolerance = tolerance
        self.options = options
    }

    mutating func report(_ found: [Diagnostic]) {
        diagnostics += found
    }

    /// Problems that stop a comparison (files that cannot be matched).
    mutating func reportTrouble(_ found: [Diagnostic]) {
        diagnostics += found
        if !found.isEmpty { failed = true }
    }

    /// Loads a side; its errors are reported and make the run fail.
    mutating func load(_ path: String) -> LayoutDocument? {
        let loaded = LayoutDocumentLoader.load(path: path, options: options)
        sources += loaded.sources
        if loaded.document == nil {
            diagnostics += loaded.diagnostics
            failed = true
        }
        return loaded.document
    }

    @discardableResult
    mutating func compare(_ old: String, _ new: String) -> LayoutDiff? {
        guard let before = load(old), let after = load(new) else { return nil }
        return compare(before, after)
    }

    mutating func compare(_ before: LayoutDocument, _ after: LayoutDocument) -> LayoutDiff {
        let diff = LayoutDiff.compare(before, after, tolerance: tolerance)
        diagnostics += diff.diagnostics
        return diff
    }

    /// What one comparison found apart from this comparer (`snapshot verify` compares specs in
    /// parallel): its diagnostics, whether an input failed, and the sources they quote.
    mutating func absorb(_ found: [Diagnostic], failed: Bool, sources: [SourceFile]) {
        diagnostics += found
        self.sources += sources
        if failed { self.failed = true }
    }

    /// Prints what was found and exits 2 when an input failed, 1 when anything differs.
    func finish(printer: DiagnosticPrinter) throws {
        printer.print(diagnostics, sources: sources)
        if failed { throw ExitCode(2) }
        if !diagnostics.isEmpty { throw ExitCode.failure }
    }
}
