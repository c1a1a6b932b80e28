import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

extension Pipeline {
    /// The matrix a resolved spec asks for: the request's values where it gives some, else the
    /// spec's (`matrix:`, else the one value its options name, else the default).
    ///
    /// Unknown device names are reported and skipped. A spec for one idiom (`options.idiom`) is
    /// not laid out on the presets of another that `all`, a group or a configuration asks for,
    /// with a note saying which; a device the command line names itself is laid out as asked.
    public static func matrix(of result: Result, request: MatrixRequest) -> (
        matrix: Matrix, diagnostics: [Diagnostic]
    )? {
        guard let tree = result.tree, let spec = result.spec else { return nil }
        var (devices, unknown) = devices(of: tree, named: request.devices, keyboard: request.keyboard)
        if let idiom = spec.options.idiom, !request.devices.isEmpty {
            let skipped = devices.filter { device in
                !request.namedDevices.contains(device.name)
                    && DeviceIdiom.of(deviceNamed: device.name).map { $0 != idiom.value } == true
            }.map(\.name)
            if !skipped.isEmpty {
                devices.removeAll { skipped.contains($0.name) }
                unknown.append(
                    Diagnostic(
                        .note, id: DiagnosticID.otherIdiom.rawValue,
                        DiagnosticMessage.otherIdiom(skipped, idiom: idiom.value.rawValue).text,
                        at: idiom.range))
            }
        }
        let own = spec.matrix
        let matrix = Matrix(
            devices: devices.map(\.name),
            contentSizes: choose(
                request.contentSizes, own?.contentSizes, [tree.contentSize],
                explicit: result.options.contentSize),
            appearances: choose(
                request.appearances, own?.appearances, [tree.appearance], explicit: result.options.appearance),
            directions: choose(
                request.directions, own?.directions, [tree.direction], explicit: result.options.direction))
        return (matrix, unknown)
    }

    /// The command line's values, else the spec's matrix unless a single value was forced,
    /// else the resolved tree's one value; each in its canonical order, once.
    private static func choose<Value: CaseIterable & Equatable>(
        _ requested: [Value], _ specs: [Value]?, _ resolved: [Value], explicit: Value?
    ) -> [Value] {
        let values = !requested.isEmpty ? requested : (explicit == nil ? specs ?? resolved : resolved)
        return Value.allCases.filter { values.contains($0) }
    }

    /// Lays out `result`'s spec on every cell of `matrix`: resolved once per content size,
    /// appearance and direction, laid out once per device.
    ///
    /// The resolutions run in parallel (each on its own trees and solvers); the cells come back in
    /// the matrix's order. `keepingSilenced` builds the audits' findings the spec's suppressions
    /// silence and keeps them, marked, in the `suppressed` lists (SARIF reports them); without it
    /// they are not built. Only a resolution other than `result.tree`'s reads `result.spec`: a
    /// caller with a single-resolution matrix may drop the spec first, and a resolution that would
    /// need it then has no cells.
    public static func layout(
        _ result: Result, matrix: Matrix, request: MatrixRequest, keepingSilenced: Bool = false
    ) -> MatrixLayout {
        guard let tree = result.tree else {
            return MatrixLayout(matrix: matrix, cells: [], diagnostics: [])
        }
        var suppressions = result.suppressions
        let viewRanges = suppressions.entries.isEmpty ? [:] : Suppressions.viewRanges(of: tree)
        // Every cell's audits leave out what the suppressions silence unless it is kept for
        // the output (SARIF); each resolution's tree consults the same record of what was used.
        let silenced =
            keepingSilenced ? nil : suppressions.silencing(viewRanges: viewRanges)
        let judging = result.audits.map { Judging(options: $0, silenced: silenced) }
        let first = tree
        let resolutions = matrix.resolutions
        let runs = Parallel.map(resolutions.count) { index in
            layout(
                result.spec, resolution: resolutions[index], first: first, result: result, matrix: matrix,
                request: request, judging: judging)
        }
        var extra = DiagnosticBag()
        for run in runs {
            // The first resolution reported what every resolution reports.
            for diagnostic in run.diagnostics
            where !result.diagnostics.contains(diagnostic) && !extra.diagnostics.contains(diagnostic) {
                extra.report(diagnostic)
            }
        }
        var cells: [CellLayout] = []
        for device in matrix.devices.indices {
            for run in runs where device < run.cells.count {
                if let cell = run.cells[device] { cells.append(cell) }
            }
        }
        var diagnostics = extra.sorted
        diagnostics += MatrixChecks.run(cells, matrix: matrix)
        // The spec's `# viewspec: ignore` comments filter every cell's findings; one that
        // suppressed nothing in any cell, nor in the earlier stages, is reported once, here.
        var suppressed: [Diagnostic] = []
        if !suppressions.entries.isEmpty {
            if let silenced { suppressions.absorb(silenced) }
            for index in cells.indices {
                (cells[index].diagnostics, cells[index].suppressed) = suppressions.partition(
                    cells[index].diagnostics, viewRanges: viewRanges)
                cells[index].layout.diagnostics = suppressions.filter(
                    cells[index].layout.diagnostics, viewRanges: viewRanges)
            }
            let split = suppressions.partition(diagnostics, viewRanges: viewRanges)
            diagnostics = split.kept + suppressions.unused
            suppressed = split.suppressed
        }
        return MatrixLayout(matrix: matrix, cells: cells, diagnostics: diagnostics, suppressed: suppressed)
    }

    /// One resolution's tree laid out on every device of `matrix` (nil for a device the tree
    /// does not have), with what resolving reported.
    private static func layout(
        _ spec: Spec?, resolution: Matrix.Resolution, first: ResolvedTree, result: Result, matrix: Matrix,
        request: MatrixRequest, judging: Judging?
    ) -> (cells: [CellLayout?], diagnostics: [Diagnostic]) {
        var tree = first
        var bag = DiagnosticBag()
        if resolution.contentSize != first.contentSize || resolution.appearance != first.appearance
            || resolution.direction != first.direction
        {
            var options = result.options
            options.contentSize = resolution.contentSize
            options.appearance = resolution.appearance
            options.direction = resolution.direction
            guard let spec,
                let resolved = resolve(spec, options: options, font: result.font, diagnostics: &bag).tree
            else {
                return ([], bag.diagnostics)
            }
            tree = resolved
        }
        let cells = matrix.devices.map { name -> CellLayout? in
            guard
                let device = device(
                    name, of: tree, named: !request.devices.isEmpty, keyboard: request.keyboard)
            else { return nil }
            let layout = solve(tree, on: device, judging: judging)
            let cell = MatrixCell(
                device: name, contentSize: resolution.contentSize, appearance: resolution.appearance,
                direction: resolution.direction)
            return CellLayout(
                cell: cell, tree: tree, layout: layout,
                diagnostics: CellChecks.run(tree: tree, layout: layout, cell: cell))
        }
        return (cells, bag.diagnostics)
    }
}
