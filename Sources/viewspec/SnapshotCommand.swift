import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record the layouts of a folder of specs, or verify them against a recording.",
        discussion: """
            Examples:
              viewspec snapshot record specs/screens --into snapshots
              viewspec snapshot verify specs/screens --against snapshots --artifacts out

            See docs/snapshots.md for the workflow.
            """,
        subcommands: [SnapshotRecordCommand.self, SnapshotVerifyCommand.self]
    )
}

/// A spec of the folder, laid out, as its snapshot names it.
struct LaidOutSpec {
    /// The spec's path relative to the folder (`forms/login.yaml`): what the snapshot's `spec` says.
    var relative: String
    var path: String
    var tree: ResolvedTree
    var layouts: [LayoutResult]
    var diagnostics: [Diagnostic]

    /// The spec of `key` laid out on its devices; nil, with its errors added to `errors`, when
    /// it has any.
    static func load(
        _ folder: SpecFolder, key: String, options: Pipeline.Options, sources: inout [SourceFile],
        errors: inout [Diagnostic]
    ) -> LaidOutSpec? {
        guard let relative = folder.files[key] else { return nil }
        let path = folder.path(relative)
        // Outside a repository, its embeds are specs of the folder of specs.
        var options = options
        options.embedRoot = options.embedRoot ?? folder.root
        let result = Pipeline.validate(path: path, options: options)
        sources += result.sources
        guard !result.hasErrors, let tree = result.tree else {
            errors += result.diagnostics.filter { $0.severity == .error }
            return nil
        }
        let layouts = Pipeline.layout(result).layouts
        return LaidOutSpec(
            relative: relative, path: path, tree: tree, layouts: layouts, diagnostics: result.diagnostics)
    }

    /// The snapshot: the layout JSON with paths relative to the folder (a diagnostic's file too),
    /// so it reads the same on every machine and checkout.
    func snapshot(folder: SpecFolder) -> String {
        func relativized(_ diagnostic: Diagnostic) -> Diagnostic {
            var copy = diagnostic
            if let range = copy.range {
                let prefix = folder.path("")
                copy.range?.file =
                    range.file.hasPrefix(prefix) ? String(range.file.dropFirst(prefix.count)) : range.file
            }
            copy.notes = copy.notes.map(relativized)
            return copy
        }
        var layouts = self.layouts
        for index in layouts.indices {
            layouts[index].diagnostics = layouts[index].diagnostics.map(relativized)
        }
        return LayoutJSON.document(
            spec: relative, tree: tree, layouts: layouts, diagnostics: diagnostics.map(relativized))
    }

    /// The document `viewspec diff` compares, with each view at its place in the spec.
    var document: LayoutDocument {
        LayoutDocument(spec: path, tree: tree, layouts: layouts)
    }
}

struct SnapshotRecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Lay out every spec of a folder and write one snapshot (layout JSON) per spec.",
        discussion: """
            Every .yaml, .yml and .json spec under DIR (subfolders included, hidden ones skipped) \
            is laid out on its devices and written to SNAPDIR with the same relative path and a \
            .json extension: the layout JSON of viewspec layout, with paths relative to DIR. The \
            files are byte-identical for the same specs and viewspec version: no timestamps, no \
            absolute paths. --svg also writes each device's mockup (NAME.DEVICE.svg). A spec with \
            errors is reported and not recorded (exit 1); existing snapshots of other specs are \
            left as they are.
            """
    )

    @Argument(help: ArgumentHelp("The folder of specs.", valueName: "dir"))
    var folder: String

    @Option(
        help: ArgumentHelp("The folder to write the snapshots into (made if missing).", valueName: "snapdir"))
    var into: String

    @Flag(help: "Also write each device's SVG mockup next to the snapshot.")
    var svg = false

    @OptionGroup var diagnosticOptions: DiagnosticFormatOption
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var cellOptions: CellOptions

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--into"])
        guard SpecFolder.isFolder(folder) else {
            throw ValidationError("'\(VisibleText.escaped(folder))' is not a folder")
        }
    }

    func run() throws {
        let printer = DiagnosticPrinter(diagnosticOptions)
        defer { printer.finish() }
        let specs = SpecFolder(folder, excluding: [into])
        var sources: [SourceFile] = []
        var errors = specs.problems
        for key in specs.keys {
            var read: [SourceFile] = []
            var found: [Diagnostic] = []
            let spec = LaidOutSpec.load(
                specs, key: key, options: try cellOptions.pipelineOptions(font: resolveOptions.font),
                sources: &read, errors: &found)
            // Kept for printing at the end: the text of the specs with errors only.
            sources += SourceFile.quoted(by: found, in: read)
            errors += found
            guard let spec else { continue }
            try writeFile(
                spec.snapshot(folder: specs), to: SpecFolder.join(into, key + ".json"), within: into,
                printer: printer)
            guard svg else { continue }
            var taken: Set<String> = []
            for layout in spec.layouts {
                let name =
                    spec.layouts.count > 1
                    ? LayoutCommand.path(key + ".svg", device: layout.device.name, avoiding: &taken)
                    : key + ".svg"
                try writeFile(
                    SVGEmitter.document(tree: spec.tree, layout: layout), to: SpecFolder.join(into, name),
                    within: into, printer: printer)
            }
        }
        printer.print(errors, sources: sources)
        if !errors.isEmpty { throw ExitCode.failure }
    }
}

struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Lay out every spec of a folder and compare it with its snapshot.",
        discussion: """
            Each spec under DIR is laid out and compared with SNAPDIR's snapshot of the same \
            relative path (as viewspec diff SNAPSHOT SPEC would); a spec without a snapshot and \
            a snapshot without a spec are differences too. With --artifacts, each spec that \
            differs gets its new snapshot (NAME.json, to adopt by copying) and, per changed \
            device, a diff SVG (NAME.DEVICE.diff.svg: the new mockup, changed views outlined, old \
            frames as ghosts) for the CI to upload.

            Exit status: 0 when every layout matches its snapshot, 1 when any differs, 2 when a \
            spec or snapshot cannot be read or laid out or an artifact cannot be written (the \
            comparison goes on), 64 for a usage error.
            """
    )

    @Argument(help: ArgumentHelp("The folder of specs.", valueName: "dir"))
    var folder: String

    @Option(help: ArgumentHelp("The folder of snapshots snapshot record wrote.", valueName: "snapdir"))
    var against: String

    @Option(
        help: ArgumentHelp(
            "Write the new snapshots and diff SVGs of specs that differ here.", valueName: "dir"))
    var artifacts: String?

    @OptionGroup var comparison: ComparisonOptions
    @OptionGroup var diagnosticOptions: DiagnosticFormatOption
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var cellOptions: CellOptions

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--against", "--artifacts"])
        for path in [folder, against] where !SpecFolder.isFolder(path) {
            throw ValidationError("'\(VisibleText.escaped(path))' is not a folder")
        }
    }

    func run() throws {
        let printer = DiagnosticPrinter(diagnosticOptions)
        defer { printer.finish() }
        let specs = SpecFolder(folder, excluding: [against] + (artifacts.map { [$0] } ?? []))
        let snapshots = SpecFolder(against, extensions: ["json"])
        var comparer = Comparer(
            tolerance: comparison.tolerance,
            options: try cellOptions.pipelineOptions(font: resolveOptions.font))
        comparer.reportTrouble(specs.problems + snapshots.problems)
        for key in Set(specs.keys + snapshots.keys).sorted() {
            let snapshotPath: String
            switch (snapshots.path(forKey: key), specs.path(forKey: key)) {
            case (let snapshot?, _?):
                snapshotPath = snapshot
            case (let snapshot?, nil):
                comparer.report([
                    .error(.fileRemoved(snapshot, missingFrom: folder), at: .start(of: snapshot))
                ])
                continue
            case (nil, let spec?):
                comparer.report([.error(.fileAdded(spec, missingFrom: against), at: .start(of: spec))])
                // A new spec is laid out all the same, so its errors show now, not after it is
                // recorded (which they would refuse): an input that cannot be compared, exit 2.
                var errors: [Diagnostic] = []
                _ = LaidOutSpec.load(
                    specs, key: key, options: try cellOptions.pipelineOptions(font: resolveOptions.font),
                    sources: &comparer.sources, errors: &errors)
                comparer.reportTrouble(errors)
                comparer.settle()
                continue
            case (nil, nil):
                continue
            }
            var errors: [Diagnostic] = []
            // Only the sources of what this spec's comparison found stay until the end.
            defer { comparer.settle() }
            guard let before = comparer.load(snapshotPath),
                let spec = LaidOutSpec.load(
                    specs, key: key, options: try cellOptions.pipelineOptions(font: resolveOptions.font),
                    sources: &comparer.sources,
                    errors: &errors)
            else {
                comparer.reportTrouble(errors)
                continue
            }
            let diff = comparer.compare(before, spec.document)
            guard let artifacts, !diff.isEmpty else { continue }
            // An artifact that cannot be written is reported and the comparison goes on: the
            // differences are the report, and the run exits 2 (not "the layouts differ").
            var unwritten: [Diagnostic] = []
            unwritten +=
                writeFile(
                    spec.snapshot(folder: specs), to: SpecFolder.join(artifacts, key + ".json"),
                    within: artifacts
                ).map { [$0] } ?? []
            var taken: Set<String> = []
            for layout in spec.layouts {
                let changes = diff.changes.filter { $0.device == layout.device.name }
                guard !changes.isEmpty else { continue }
                let svg = SVGEmitter.document(
                    tree: spec.tree, layout: layout, options: SVGEmitter.Options(diff: changes))
                let name = LayoutCommand.path(key + ".diff.svg", device: layout.device.name, avoiding: &taken)
                unwritten +=
                    writeFile(svg, to: SpecFolder.join(artifacts, name), within: artifacts)
                    .map { [$0] } ?? []
            }
            comparer.reportTrouble(unwritten)
        }
        try comparer.finish(printer: printer)
    }
}
