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

extension OutputFormat: ExpressibleByArgument {}

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a spec and write its frames as JSON, ASCII art or SVG.",
        discussion: """
            Reads, checks and resolves the spec, lays it out on each of its devices (or on each \
            --device) and writes the result to standard output, or to --output. Problems go to \
            standard error. Warnings (ambiguous views, truncated text, views off screen) do not \
            change the exit status; errors in the spec exit 1 and write nothing; conflicting \
            required constraints exit 1 after writing what could be laid out.

            Formats: json (the default) is one document with every view's id, kind, frames, \
            colours, font and text lines for every device (docs/output-format.md; its JSON Schema \
            is `viewspec schema --output`). ascii draws each device's screen as boxes on a \
            character grid, scaled to --columns (default: the terminal's COLUMNS, else 80). svg \
            is a mockup of one device's screen; with several devices and --output it writes one \
            file per device (NAME.DEVICE.svg). resolved lists the resolved view tree.

            The matrix: --device, --content-size, --appearance and --direction each take one \
            value, a comma list or all, and repeat. With several content sizes, appearances or \
            directions every combination is a cell: JSON gives each layout its contentSize, \
            appearance and direction, ascii names them in each picture's header, and svg files \
            are named NAME.DEVICE.SIZE.APPEARANCE.DIRECTION.svg with the dimensions that vary \
            (login.iphone-17.dark.svg).

            --output is written atomically: a temporary file in the same folder, renamed into \
            place once complete, so a reader never sees half a file and a failed run leaves any \
            earlier file untouched.

            Examples:
              viewspec layout login.yaml > login.json
              viewspec layout login.yaml --format svg --output login.svg --device-frame
              viewspec layout login.yaml --format ascii --device iphone-se --device ipad
              cat login.yaml | viewspec layout - --format ascii --ascii
            """
    )

    @Argument(help: ArgumentHelp("The spec file (YAML or JSON); - reads standard input.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("What to write: json (default), ascii, svg or resolved.", valueName: "format"))
    var format: OutputFormat = .json

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Write to this file (atomically) instead of standard output; with svg and several devices, one file per device.",
            valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "ascii: the picture's width in characters, 10...1000 (default: $COLUMNS brought into 10...1000, else 80).",
            valueName: "n"))
    var columns: Int?

    @Option(
        help: ArgumentHelp(
            "ascii: points per column instead of fitting --columns; a positive number that keeps each picture at most 1000 columns wide.",
            valueName: "points"))
    var scale: Double?

    @Flag(help: "ascii: draw with + - | and write only ASCII bytes.")
    var ascii = false

    @Flag(help: "svg: draw the device around the screen.")
    var deviceFrame = false

    @Flag(help: "svg: tint what lies outside the safe area.")
    var safeArea = false

    @Flag(help: "svg: outline every frame, measure the plans' gaps and highlight the views diagnostics name.")
    var overlay = false

    @Option(
        name: .customLong("diff"),
        help: ArgumentHelp(
            "svg: outline what changed since this layout JSON document or spec, with the old frames as ghosts (docs/snapshots.md).",
            valueName: "old"))
    var diffAgainst: String?

    @Option(
        help: ArgumentHelp(
            "With --diff: points a position or size may move before it counts as changed (default 0.5).",
            valueName: "points"))
    var tolerance: Double?

    @OptionGroup var diagnosticOptions: DiagnosticOptions
    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var matrixOptions: MatrixOptions

    func validate() throws {
        try OptionChecks.rejectRepeats(of: [
            "--format", "--output|-o", "--columns", "--scale", "--diff", "--tolerance",
        ])
        if let columns, !(10...ASCIIEmitter.largestPicture).contains(columns) {
            throw ValidationError("--columns must be 10...\(ASCIIEmitter.largestPicture)")
        }
        if let scale, !(scale > 0 && scale.isFinite) {
            throw ValidationError("--scale must be a positive number")
        }
        if ascii && format != .ascii { throw ValidationError("--ascii applies to --format ascii") }
        if (deviceFrame || safeArea || overlay || diffAgainst != nil) && format != .svg {
            throw ValidationError("--device-frame, --safe-area, --overlay and --diff apply to --format svg")
        }
        if let tolerance {
            guard diffAgainst != nil else { throw ValidationError("--tolerance applies to --diff") }
            if !(tolerance >= 0 && tolerance.isFinite) {
                throw ValidationError("--tolerance must be a number of points, 0 or more")
            }
        }
    }

    func run() throws {
        // One layout's constraint system is left for the exit to free (see Layout.leaveToTheExit).
        Layout.leaveToTheExit(engines: 1)
        let request = try matrixOptions.request()
        var result = Pipeline.validate(
            path: file, options: try matrixOptions.pipelineOptions(font: resolveOptions.font))
        let printer = DiagnosticPrinter(
            diagnosticOptions.format, warningsFail: diagnosticOptions.warningsAsErrors)
        defer { printer.finish() }
        printer.checked([file])
        guard !result.hasErrors, let tree = result.tree,
            let (matrix, unknown) = Pipeline.matrix(of: result, request: request)
        else {
            printer.print(result.diagnostics, sources: result.sources)
            throw ExitCode.failure
        }
        let emitter = format.emitter
        guard emitter.needsLayout else {
            if !matrix.isSingleResolution {
                throw printer.failure(.resolvedNeedsOneResolution(format: format.rawValue), usage: true)
            }
            printer.print(result.diagnostics, sources: result.sources)
            if failed(result.diagnostics) { throw ExitCode.failure }
            try emit(
                EmitInput(spec: file, tree: tree, layouts: [], diagnostics: result.diagnostics),
                emitter: emitter, printer: printer)
            return
        }
        if diffAgainst != nil && !matrix.isSingleResolution {
            throw printer.failure(.diffNeedsOneResolution, usage: true)
        }
        if matrix.isSingleResolution {
            // Only another content size, appearance or direction resolves the spec again: the
            // decoded spec (megabytes for a large screen) need not live through the solve.
            result.spec = nil
        }
        let run = Pipeline.layout(result, matrix: matrix, request: request)
        let layouts = run.cells.map(\.layout)
        let diagnostics = result.diagnostics + unknown + Findings.reported(run)
        printer.print(diagnostics, sources: result.sources)
        guard !layouts.isEmpty else { throw ExitCode.failure }
        if emitter.documentPerDevice && layouts.count > 1 && output == nil {
            throw printer.failure(
                .documentsNeedOutput(
                    count: layouts.count, cells: !matrix.isSingleResolution,
                    format: format.rawValue.uppercased()))
        }
        let cells =
            matrix.isSingleResolution ? [] : run.cells.map { EmittedCell(cell: $0.cell, tree: $0.tree) }
        let laidOutTree = run.cells.first?.tree ?? tree
        let changes = try diffChanges(tree: laidOutTree, layouts: layouts, printer: printer)
        let input = EmitInput(
            spec: file, tree: laidOutTree, layouts: layouts,
            diagnostics: result.diagnostics + (matrix.isSingleResolution ? [] : run.diagnostics), cells: cells
        )
        // The decoded spec and its source are not written: a large screen's emission need not
        // hold them (nothing here returns to end their lifetime; see endProcess below).
        result.spec = nil
        result.sources = []
        result.tree = nil
        try emit(input, emitter: emitter, diff: changes, printer: printer)
        // Everything is written: end here rather than return and take apart, object by object,
        // the tree and the layouts that the exit is about to drop (a noticeable part of a large
        // screen's run). The sink has passed every byte to write(2), so nothing is left to flush.
        printer.finish()
        endProcess(failed: failed(diagnostics))
    }

    /// With --diff, what changed between the old document and this layout; its read errors
    /// exit 1 before anything is written.
    private func diffChanges(tree: ResolvedTree, layouts: [LayoutResult], printer: DiagnosticPrinter) throws
        -> [LayoutDiff.Change]
    {
        guard let diffAgainst else { return [] }
        let old = LayoutDocumentLoader.load(
            path: diffAgainst, options: try matrixOptions.pipelineOptions(font: resolveOptions.font))
        guard let before = old.document else {
            printer.print(old.diagnostics, sources: old.sources)
            throw ExitCode.failure
        }
        let after = LayoutDocument(spec: file, tree: tree, layouts: layouts)
        return LayoutDiff.compare(before, after, tolerance: tolerance ?? LayoutDiff.defaultTolerance).changes
    }

    /// Writes the documents (one, or one per device for SVG) to standard output or --output
    /// as the emitter makes them; a file that cannot be written exits 1 once it returns.
    private func emit(
        _ input: EmitInput, emitter: any LayoutEmitter.Type, diff: [LayoutDiff.Change] = [],
        printer: DiagnosticPrinter
    ) throws {
        let environmentColumns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init)
        let options = EmitOptions(
            ascii: ASCIIEmitter.Options(
                columns: columns ?? environmentColumns.map { min(max(10, $0), ASCIIEmitter.largestPicture) },
                pointsPerColumn: scale, unicode: !ascii),
            svg: SVGEmitter.Options(
                deviceFrame: deviceFrame, safeAreaOverlay: safeArea, layoutOverlay: overlay, diff: diff))
        let sink = OutputSink(output: output)
        do {
            try emitter.emit(input, options: options, to: sink)
        } catch .pictureTooWide(let device, let wide) {
            // Known only once the device is: a usage error all the same (exit 64), found
            // before anything is written.
            throw printer.failure(
                .pictureTooWide(
                    scale: NumberText.plain(scale ?? 0), device: device, columns: NumberText.plain(wide),
                    largest: ASCIIEmitter.largestPicture),
                usage: true)
        }
        if let (path, reason) = sink.failure {
            throw printer.failure(.unwritableOutput(path, reason: reason))
        }
    }

    /// The file of one device's document: for `out/login.svg` and device `ipad`,
    /// `out/login.ipad.svg`.
    ///
    /// A device's name comes from the spec, which may be untrusted: only letters, digits, `-`, `_`
    /// and `.` reach the file name (others become `_`), so a name such as `../../x` cannot put the
    /// file elsewhere.
    /// `path(_:device:)` for one of several devices written in one run, not one of `taken`,
    /// which it joins: a device whose name makes a file name an earlier one has (`a b`, `a_b`
    /// and `a/b` all make `a_b`) gets `-2`, `-3`, … after it, so no document overwrites another.
    static func path(_ output: String, device: String, avoiding taken: inout Set<String>) -> String {
        var path = Self.path(output, device: device)
        var count = 1
        while taken.contains(path) {
            count += 1
            path = Self.path(output, device: device + "-\(count)")
        }
        taken.insert(path)
        return path
    }

    static func path(_ output: String, device: String) -> String {
        let url = URL(fileURLWithPath: output)
        let stem = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension
        let safe = String(
            String.UnicodeScalarView(
                device.unicodeScalars.map { scalar in
                    scalar.isASCII
                        && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                            || "-_.".unicodeScalars.contains(scalar))
                        ? scalar : "_"
                }))
        let name = stem + "." + safe + (ext.isEmpty ? "" : "." + ext)
        guard let slash = output.lastIndex(of: "/") else { return name }
        return String(output[...slash]) + name
    }

    private func failed(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains {
            $0.severity == .error || (diagnosticOptions.warningsAsErrors && $0.severity == .warning)
        }
    }
}
