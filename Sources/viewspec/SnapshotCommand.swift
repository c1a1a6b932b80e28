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

/// A spec of the folder to lay out, with the configuration that governs it: found one after
/// another (configurations are read once), then laid out in parallel.
struct FolderSpec: Sendable {
    var key: String
    /// The spec's path relative to the folder (`forms/login.yaml`): what the snapshot's `spec` says.
    var relative: String
    var path: String
    /// The spec's nearest `.viewspec.yml`, or `--config`; nil for none.
    var configuration: Configuration?
    /// How the folder's paths begin (`specs/`), which the snapshot leaves out.
    var prefix: String
    /// Where the spec's embeds may be when it is in no repository: the folder of specs.
    var embedRoot: String

    /// The specs of `folder` a run takes, by key: those the governing configuration selects
    /// (its `include` and `exclude`, as for a folder `validate` walks); `broken` has the keys
    /// of specs whose configuration has errors (in `configurations.diagnostics`), which are
    /// neither laid out nor compared.
    static func select(_ folder: SpecFolder, configurations: Configurations) -> (
        specs: [String: FolderSpec], broken: Set<String>
    ) {
        var specs: [String: FolderSpec] = [:]
        var broken: Set<String> = []
        for key in folder.keys {
            guard let relative = folder.files[key] else { continue }
            let path = folder.path(relative)
            var configuration: Configuration?
            switch configurations.configuration(for: path) {
            case .broken:
                broken.insert(key)
                continue
            case .none: break
            case .configuration(let found):
                guard found.selects(absolutePath: configurations.absolute(path)) else { continue }
                configuration = found
            }
            specs[key] = FolderSpec(
                key: key, relative: relative, path: path, configuration: configuration,
                prefix: folder.path(""), embedRoot: folder.root)
        }
        return (specs, broken)
    }

    /// The spec laid out as its snapshot holds it, or nil and its errors, with the sources read.
    func layOut(request: MatrixRequest, options: Pipeline.Options) -> (
        spec: LaidOutSpec?, errors: [Diagnostic], sources: [SourceFile]
    ) {
        var options = options
        // Outside a repository, its embeds are specs of the folder of specs.
        options.embedRoot = options.embedRoot ?? embedRoot
        let outcome = SnapshotLayout.run(
            path: path, configuration: configuration, request: request, options: options)
        let spec = outcome.layout.map { LaidOutSpec(spec: self, layout: $0) }
        return (spec, outcome.errors, outcome.sources)
    }
}

/// A spec of the folder, laid out, as its snapshot names it.
struct LaidOutSpec {
    var spec: FolderSpec
    var layout: SnapshotLayout

    /// The snapshot: the layout JSON with paths relative to the folder (a diagnostic's file too),
    /// so it reads the same on every machine and checkout.
    var snapshot: String { layout.snapshot(spec: spec.relative, prefix: spec.prefix) }

    /// The document `viewspec diff` compares, with each view at its place in the spec.
    var document: LayoutDocument { layout.document(spec: spec.path) }

    /// Each cell's mockup, named as `record --svg` names it and marked with `snapshot`, the text
    /// of the snapshot it is recorded with (`SnapshotMark`).
    func mockups(of snapshot: String) -> [(name: String, text: String)] {
        let mark = SnapshotMark(file: Self.fileName(spec.key) + ".json", snapshot: snapshot.utf8)
        var taken: Set<String> = []
        return layout.mockups(mark: mark).map { label, text in
            (Self.mockupName(key: spec.key, label: label, avoiding: &taken), text)
        }
    }

    /// The last part of a key (`login` of `forms/login`).
    static func fileName(_ key: String) -> String {
        key.split(separator: "/").last.map(String.init) ?? key
    }

    /// The file of a mockup of the snapshot `key`: `KEY.svg` for a snapshot of one cell, else
    /// `KEY.LABEL.svg`, its label (`LayoutDocument.pictureLabels`) with only letters, digits,
    /// `-`, `_` and `.` kept, and `-2`, `-3`, … after one whose name another cell's took.
    static func mockupName(key: String, label: String?, avoiding taken: inout Set<String>) -> String {
        guard let label else { return key + ".svg" }
        return LayoutCommand.path(key + ".svg", device: label, avoiding: &taken)
    }
}

/// A mockup `snapshot record --svg` wrote: a file of the snapshot folder with a `SnapshotMark`.
struct RecordedMockup: Sendable {
    var path: String
    /// The snapshot it names, as a path of the snapshot folder.
    var snapshot: String
    var digest: String

    /// The recorded mockups of the snapshot folder `root`, by the key of the snapshot each names.
    ///
    /// The key is the snapshot's path without `.json` (`forms/login`). An SVG without a mark
    /// is not a recorded mockup: a diff SVG, a picture of one's own, a mockup recorded before
    /// marks.
    static func all(in root: String, limits: YAMLParser.Limits) -> [String: [RecordedMockup]] {
        let pictures = SpecFolder(root, extensions: ["svg"])
        var found: [String: [RecordedMockup]] = [:]
        for key in pictures.keys {
            guard let path = pictures.path(forKey: key), let source = read(path, limits: limits),
                // The mark comes right after the <svg> tag, whose attributes are numbers.
                let mark = SnapshotMark.read(from: String(decoding: source.bytes.prefix(2048), as: UTF8.self))
            else { continue }
            let folder = key.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                .joined(separator: "/")
            let relative = folder.isEmpty ? mark.file : folder + "/" + mark.file
            guard relative.lowercased().hasSuffix(".json") else { continue }
            let snapshotKey = String(relative.dropLast(".json".count))
            found[snapshotKey, default: []].append(
                RecordedMockup(path: path, snapshot: pictures.path(relative), digest: mark.digest))
        }
        return found
    }

    /// `stale-mockup` when this mockup was not recorded with its snapshot as it is now, or its
    /// snapshot is gone.
    func staleness(limits: YAMLParser.Limits) -> Diagnostic? {
        guard let source = Self.read(snapshot, limits: limits) else {
            let gone = !FileManager.default.fileExists(atPath: snapshot)
            return .error(.staleMockup(path, snapshot: snapshot, gone: gone), at: .start(of: path))
        }
        if SnapshotMark.digest(of: source.bytes) == digest { return nil }
        return .error(.staleMockup(path, snapshot: snapshot, gone: false), at: .start(of: path))
    }

    /// A regular file's bytes, within the limits every input is read with (never a FIFO or a
    /// device a hand-made mark may name); nil when it cannot be read so.
    private static func read(_ path: String, limits: YAMLParser.Limits) -> SourceFile? {
        var ignored = DiagnosticBag()
        return SourceLoader.load(path: path, limits: limits, regularFileOnly: true, diagnostics: &ignored)
    }
}

/// The one content size, appearance and direction of the command line as a matrix request:
/// its values win over the configuration's, as in `validate`.
extension CellOptions {
    func request() throws -> MatrixRequest {
        let options = try pipelineOptions(font: nil)
        return MatrixRequest(
            contentSizes: options.contentSize.map { [$0] } ?? [],
            appearances: options.appearance.map { [$0] } ?? [],
            directions: options.direction.map { [$0] } ?? [])
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
            absolute paths. --svg also writes each cell's mockup (NAME.svg for one cell, else \
            NAME.DEVICE.svg, with the content size, appearance and direction after the device \
            when the snapshot has several: NAME.DEVICE.AX3.rtl.svg), and deletes the mockups an \
            earlier --svg recording marked with the snapshot that it does not write again. A \
            spec with errors is reported and not recorded (exit 1); existing snapshots of other \
            specs are left as they are.

            Each spec is laid out as validate lays it out: its nearest .viewspec.yml (or \
            --config) chooses the specs (include, exclude) and the matrix, and the snapshot \
            holds a layout of every cell of it (device, content size, appearance, direction), \
            in validate's order; the command line's values win. Without a configuration or \
            those options, a snapshot holds one layout per device. --jobs N lays out N specs at \
            a time, with the same files and output; --shard K/N records the K-th of N parts of \
            the specs.
            """
    )

    @Argument(help: ArgumentHelp("The folder of specs.", valueName: "dir"))
    var folder: String

    @Option(
        help: ArgumentHelp("The folder to write the snapshots into (made if missing).", valueName: "snapdir"))
    var into: String

    @Flag(help: "Also write each cell's SVG mockup next to the snapshot.")
    var svg = false

    @OptionGroup var diagnosticOptions: DiagnosticFormatOption
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var cellOptions: CellOptions
    @OptionGroup var configuration: ConfigurationOption
    @OptionGroup var parallel: ParallelOptions

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
        let configurations = Configurations(explicit: configuration.config)
        let (selected, _) = FolderSpec.select(specs, configurations: configurations)
        var errors = specs.problems + configurations.diagnostics
        var sources = configurations.sources
        let keys = selected.keys.sorted()
        let work = (parallel.part?.select(keys) ?? keys).compactMap { selected[$0] }
        let request = try cellOptions.request()
        let options = try cellOptions.pipelineOptions(font: resolveOptions.font)
        let svg = self.svg
        // Laid out in parallel; written in key order, so the output is that of --jobs 1.
        let recorded = Parallel.map(work, jobs: parallel.jobCount) { spec in
            let (laidOut, found, read) = spec.layOut(request: request, options: options)
            let files: [(name: String, text: String)] =
                laidOut.map { laidOut in
                    let snapshot = laidOut.snapshot
                    return [(spec.key + ".json", snapshot)] + (svg ? laidOut.mockups(of: snapshot) : [])
                } ?? []
            // Kept for printing at the end: the text of the specs with errors only.
            return (files: files, errors: found, sources: SourceFile.quoted(by: found, in: read))
        }
        // The mockups an earlier `--svg` recording marked, so that those of cells a snapshot no
        // longer has (its matrix changed) go with the recording that replaces them rather than
        // stay behind as stale-mockup.
        let earlier = svg ? RecordedMockup.all(in: into, limits: options.limits) : [:]
        for (spec, outcome) in zip(work, recorded) {
            errors += outcome.errors
            sources += outcome.sources
            for (name, text) in outcome.files {
                try writeFile(text, to: SpecFolder.join(into, name), within: into, printer: printer)
            }
            guard !outcome.files.isEmpty else { continue }
            let written = Set(outcome.files.map { SpecFolder.join(into, $0.name) })
            for old in earlier[spec.key] ?? [] where !written.contains(old.path) {
                do {
                    try FileManager.default.removeItem(atPath: old.path)
                } catch {
                    printer.print(
                        [.error(.unwritableOutput(old.path, reason: "it cannot be removed"), at: nil)],
                        sources: [])
                    throw ExitCode.failure
                }
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
            relative path (as viewspec diff SNAPSHOT SPEC would), cell by cell; a spec without a \
            snapshot, a snapshot without a spec and a cell on one side only (device-added, \
            device-removed: record again after changing the matrix) are differences too. With \
            --artifacts, each spec that differs gets its new snapshot (NAME.json, to adopt by \
            copying) and, per changed cell, a diff SVG (NAME.diff.DEVICE.svg, the cell's content \
            size, appearance and direction after the device when the snapshot has several: the \
            new mockup, changed views outlined, old frames as ghosts) for the CI to upload. A \
            mockup that record --svg wrote is checked against its snapshot: one not recorded \
            with the snapshot as it is now (a snapshot copied without it) is a difference, \
            stale-mockup, and so is a cell's mockup that is absent when others of its snapshot \
            are there, missing-mockup; --artifacts then has the new mockups (NAME.svg) to copy \
            with the new snapshot.

            Specs are laid out as snapshot record lays them out (their .viewspec.yml or \
            --config, every cell of its matrix); --jobs N compares N specs at a time with the \
            same output, and --shard K/N verifies the K-th of N parts of the specs and \
            snapshots, for N CI runners.

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
    @OptionGroup var configuration: ConfigurationOption
    @OptionGroup var parallel: ParallelOptions

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
        let configurations = Configurations(explicit: configuration.config)
        let (selected, broken) = FolderSpec.select(specs, configurations: configurations)
        let options = try cellOptions.pipelineOptions(font: resolveOptions.font)
        var comparer = Comparer(tolerance: comparison.tolerance, options: options)
        comparer.reportTrouble(specs.problems + snapshots.problems + configurations.diagnostics)
        comparer.sources += configurations.sources
        // A spec whose configuration has errors is not compared: its snapshot is not "removed".
        let mockups = RecordedMockup.all(in: against, limits: options.limits)
        let keys = Set(selected.keys + snapshots.keys + mockups.keys).subtracting(broken).sorted()
        let work = (parallel.part?.select(keys) ?? keys).map { key in
            SnapshotCheck(
                key: key, spec: selected[key], snapshot: snapshots.path(forKey: key),
                mockups: mockups[key] ?? [], folder: folder, against: against)
        }
        let request = try cellOptions.request()
        let tolerance = comparison.tolerance
        let writesArtifacts = artifacts != nil
        // Compared in parallel; reported and written in key order, so the output is that of
        // --jobs 1.
        let checked = Parallel.map(work, jobs: parallel.jobCount) { check in
            check.run(request: request, options: options, tolerance: tolerance, artifacts: writesArtifacts)
        }
        for outcome in checked {
            comparer.absorb(outcome.diagnostics, failed: outcome.failed, sources: outcome.sources)
            guard let artifacts else { continue }
            // An artifact that cannot be written is reported and the comparison goes on: the
            // differences are the report, and the run exits 2 (not "the layouts differ").
            let unwritten = outcome.artifacts.compactMap { name, text in
                writeFile(text, to: SpecFolder.join(artifacts, name), within: artifacts)
            }
            comparer.reportTrouble(unwritten)
        }
        try comparer.finish(printer: printer)
    }
}

/// One key of `snapshot verify`: a spec, its snapshot or both, compared apart from the others.
struct SnapshotCheck: Sendable {
    var key: String
    var spec: FolderSpec?
    var snapshot: String?
    /// The mockups `record --svg` wrote of the snapshot.
    var mockups: [RecordedMockup]
    /// The folders as given, for `file-added` and `file-removed`.
    var folder: String
    var against: String

    struct Outcome: Sendable {
        var diagnostics: [Diagnostic] = []
        /// An input could not be read or laid out.
        var failed = false
        /// The sources the diagnostics quote.
        var sources: [SourceFile] = []
        /// With `--artifacts`, for a spec that differs or whose mockups are stale: its new
        /// snapshot, its new mockups when the snapshot has recorded ones, and diff SVGs.
        var artifacts: [(name: String, text: String)] = []
    }

    /// `missing-mockup` for each cell of the recorded snapshot `before` whose mockup is absent.
    ///
    /// Only for a snapshot (at `snapshot`) recorded with mockups: at least one mockup marked
    /// with it is in the folder. The names are those `record --svg` gave the recording's cells,
    /// so a recording made before a configuration added cells is judged by its own.
    private func missingMockups(of before: LayoutDocument, snapshot: String) -> [Diagnostic] {
        guard !mockups.isEmpty else { return [] }
        var taken: Set<String> = []
        return before.pictureLabels.compactMap { label in
            let path = SpecFolder.join(
                against, LaidOutSpec.mockupName(key: key, label: label, avoiding: &taken))
            guard !FileManager.default.fileExists(atPath: path) else { return nil }
            return .error(.missingMockup(path, snapshot: snapshot), at: .start(of: snapshot))
        }
    }

    func run(request: MatrixRequest, options: Pipeline.Options, tolerance: Double, artifacts: Bool) -> Outcome
    {
        var read: [SourceFile] = []
        var outcome = compare(
            request: request, options: options, tolerance: tolerance, artifacts: artifacts, read: &read)
        // Kept until every spec is done: only the text the diagnostics quote.
        outcome.sources = SourceFile.quoted(by: outcome.diagnostics, in: read)
        return outcome
    }

    private func compare(
        request: MatrixRequest, options: Pipeline.Options, tolerance: Double, artifacts: Bool,
        read: inout [SourceFile]
    ) -> Outcome {
        var outcome = Outcome()
        // A mockup is judged by its snapshot's bytes, whatever the spec says now.
        let stale = mockups.compactMap { $0.staleness(limits: options.limits) }
        outcome.diagnostics += stale
        guard let snapshot else {
            guard let spec else { return outcome }
            outcome.diagnostics.append(
                .error(.fileAdded(spec.path, missingFrom: against), at: .start(of: spec.path)))
            // A new spec is laid out all the same, so its errors show now, not after it is
            // recorded (which they would refuse): an input that cannot be compared, exit 2.
            let (_, errors, sources) = spec.layOut(request: request, options: options)
            read += sources
            outcome.diagnostics += errors
            outcome.failed = !errors.isEmpty
            return outcome
        }
        guard let spec else {
            outcome.diagnostics.append(
                .error(.fileRemoved(snapshot, missingFrom: folder), at: .start(of: snapshot)))
            return outcome
        }
        let loaded = LayoutDocumentLoader.load(path: snapshot, options: options)
        read += loaded.sources
        guard let before = loaded.document else {
            outcome.diagnostics += loaded.diagnostics
            outcome.failed = true
            return outcome
        }
        let missing = missingMockups(of: before, snapshot: snapshot)
        outcome.diagnostics += missing
        let (laidOut, errors, sources) = spec.layOut(request: request, options: options)
        read += sources
        guard let laidOut else {
            outcome.diagnostics += errors
            outcome.failed = true
            return outcome
        }
        let diff = LayoutDiff.compare(before, laidOut.document, tolerance: tolerance)
        outcome.diagnostics += diff.diagnostics
        guard artifacts, !diff.isEmpty || !stale.isEmpty || !missing.isEmpty else { return outcome }
        let renewed = laidOut.snapshot
        outcome.artifacts.append((key + ".json", renewed))
        // Copied over the recording together, the snapshot and its mockups agree again.
        if !mockups.isEmpty { outcome.artifacts += laidOut.mockups(of: renewed) }
        var taken: Set<String> = []
        for (label, svg) in laidOut.layout.diffPictures(against: before, tolerance: tolerance) {
            outcome.artifacts.append(
                (LayoutCommand.path(key + ".diff.svg", device: label, avoiding: &taken), svg))
        }
        return outcome
    }
}
