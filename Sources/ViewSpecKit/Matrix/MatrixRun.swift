import Dispatch

/// What the command line asks of the matrix. An empty list takes the spec's own values (its
/// `devices`, its `options` or `matrix`).
public struct MatrixRequest: Sendable, Equatable {
    public var devices: [String]
    public var contentSizes: [ContentSizeCategory]
    public var appearances: [ColorAppearance]
    public var directions: [LayoutDirection]
    /// `--keyboard`: the software keyboard shown on every device where one docks.
    public var keyboard: Bool

    public init(
        devices: [String] = [], contentSizes: [ContentSizeCategory] = [], appearances: [ColorAppearance] = [],
        directions: [LayoutDirection] = [], keyboard: Bool = false
    ) {
        self.devices = devices
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.directions = directions
        self.keyboard = keyboard
    }
}

/// One laid-out cell: the tree its resolution made, its frames, and what the checks of one
/// cell found there.
public struct CellLayout: Sendable {
    public var cell: MatrixCell
    public var tree: ResolvedTree
    public var layout: LayoutResult
    /// The layout's own diagnostics, then each cell check's (`CellChecks`).
    public var diagnostics: [Diagnostic]
    /// The warnings of this cell the spec's suppressions silenced, marked as such; the audits'
    /// only when the layout was asked to keep them (`keepingSilenced`).
    public var suppressed: [Diagnostic] = []
}

/// A spec laid out on every cell of its matrix.
public struct MatrixLayout: Sendable {
    public var matrix: Matrix
    /// In `matrix.cells` order.
    public var cells: [CellLayout]
    /// Problems that belong to no one cell: unknown devices, what resolving another content
    /// size, appearance or direction reported that the first resolution had not, and the checks
    /// that compare cells (`MatrixChecks`), each with the cells it concerns.
    public var diagnostics: [Diagnostic]
    /// What the spec's suppressions silenced of `diagnostics`, marked as such.
    public var suppressed: [Diagnostic] = []
}

/// The checks that read one laid-out cell. Every stage that judges a screen is one line here,
/// so `validate` and `layout` run the same ones on every cell.
enum CellChecks {
    static func run(tree: ResolvedTree, layout: LayoutResult, cell: MatrixCell) -> [Diagnostic] {
        // The layout's own: conflicts, ambiguity, truncated text, views off screen.
        layout.diagnostics
    }
}

extension Pipeline {
    /// The matrix a resolved spec asks for: the request's values where it gives some, else the
    /// spec's (`matrix:`, else the one value its options name, else the default). Unknown
    /// device names are reported and skipped.
    public static func matrix(of result: Result, request: MatrixRequest) -> (
        matrix: Matrix, diagnostics: [Diagnostic]
    )? {
        guard let tree = result.tree, let spec = result.spec else { return nil }
        let (devices, unknown) = devices(of: tree, named: request.devices, keyboard: request.keyboard)
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
    /// appearance and direction, laid out once per device. The resolutions run in parallel
    /// (each on its own trees and solvers); the cells come back in the matrix's order.
    /// `keepingSilenced` builds the audits' findings the spec's suppressions silence and keeps
    /// them, marked, in the `suppressed` lists (SARIF reports them); without it they are not built.
    /// Only a resolution other than `result.tree`'s reads `result.spec`: a caller with a
    /// single-resolution matrix may drop the spec first, and a resolution that would need it
    /// then has no cells.
    public static func layout(
        _ result: Result, matrix: Matrix, request: MatrixRequest, keepingSilenced: Bool = false
    ) -> MatrixLayout {
        guard var tree = result.tree else {
            return MatrixLayout(matrix: matrix, cells: [], diagnostics: [])
        }
        var suppressions = result.suppressions
        let viewRanges = suppressions.entries.isEmpty ? [:] : Suppressions.viewRanges(of: tree)
        // Every cell's audits leave out what the suppressions silence unless it is kept for
        // the output (SARIF); each resolution's tree consults the same record of what was used.
        let silenced =
            keepingSilenced ? nil : suppressions.silencing(viewRanges: viewRanges)
        tree.audits.silenced = silenced
        let first = tree
        let resolutions = matrix.resolutions
        let runs = parallelMap(resolutions.count) { index in
            layout(
                result.spec, resolution: resolutions[index], first: first, result: result, matrix: matrix,
                request: request)
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
        request: MatrixRequest
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
            tree.audits.silenced = first.audits.silenced
        }
        let cells = matrix.devices.map { name -> CellLayout? in
            // The tree's own devices have their safe areas in its direction.
            let named = request.devices.isEmpty ? tree.devices.first { $0.name == name } : Device.named(name)
            guard var device = named else { return nil }
            if request.keyboard && device.hasSoftwareKeyboard { device = device.showingKeyboard() }
            let layout = Layout.solve(tree, on: device)
            let cell = MatrixCell(
                device: name, contentSize: resolution.contentSize, appearance: resolution.appearance,
                direction: resolution.direction)
            return CellLayout(
                cell: cell, tree: tree, layout: layout,
                diagnostics: CellChecks.run(tree: tree, layout: layout, cell: cell))
        }
        return (cells, bag.diagnostics)
    }

    /// `transform` of 0..<count, run on every core; the results in index order.
    static func parallelMap<Element: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Element)
        -> [Element]
    {
        guard count > 1 else { return (0..<count).map(transform) }
        var results = [Element?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.buffer[index] = transform(index)
            }
        }
        return results.map { $0! }
    }

    /// Each iteration writes its own slot only, so sharing the buffer is safe.
    private struct Slots<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element?>
    }
}
