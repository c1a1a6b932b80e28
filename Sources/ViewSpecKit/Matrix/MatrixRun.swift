/// What the command line asks of the matrix. An empty list takes the spec's own values (its
/// `devices`, its `options` or `matrix`).
public struct MatrixRequest: Sendable, Equatable {
    public var devices: [String]
    public var contentSizes: [ContentSizeCategory]
    public var appearances: [ColorAppearance]
    public var directions: [LayoutDirection]

    public init(
        devices: [String] = [], contentSizes: [ContentSizeCategory] = [], appearances: [ColorAppearance] = [],
        directions: [LayoutDirection] = []
    ) {
        self.devices = devices
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.directions = directions
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
        let (devices, unknown) = devices(of: tree, named: request.devices)
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
    public static func layout(_ result: Result, matrix: Matrix, request: MatrixRequest) -> MatrixLayout {
        guard let first = result.tree, let spec = result.spec else {
            return MatrixLayout(matrix: matrix, cells: [], diagnostics: [])
        }
        var extra = DiagnosticBag()
        var byResolution: [(resolution: Matrix.Resolution, tree: ResolvedTree)] = []
        for resolution in matrix.resolutions {
            if resolution.contentSize == first.contentSize && resolution.appearance == first.appearance
                && resolution.direction == first.direction
            {
                byResolution.append((resolution, first))
                continue
            }
            var options = result.options
            options.contentSize = resolution.contentSize
            options.appearance = resolution.appearance
            options.direction = resolution.direction
            var bag = DiagnosticBag()
            guard let tree = resolve(spec, options: options, font: result.font, diagnostics: &bag).tree else {
                extra.append(contentsOf: bag)
                continue
            }
            // The first resolution reported what every resolution reports.
            for diagnostic in bag.diagnostics
            where !result.diagnostics.contains(diagnostic) && !extra.diagnostics.contains(diagnostic) {
                extra.report(diagnostic)
            }
            byResolution.append((resolution, tree))
        }
        var cells: [CellLayout] = []
        for deviceName in matrix.devices {
            for (resolution, tree) in byResolution {
                // The tree's own devices have their safe areas in its direction.
                let device =
                    request.devices.isEmpty
                    ? tree.devices.first { $0.name == deviceName } : Device.named(deviceName)
                guard let device else { continue }
                let layout = Layout.solve(tree, on: device)
                let cell = MatrixCell(
                    device: deviceName, contentSize: resolution.contentSize,
                    appearance: resolution.appearance,
                    direction: resolution.direction)
                cells.append(
                    CellLayout(
                        cell: cell, tree: tree, layout: layout,
                        diagnostics: CellChecks.run(tree: tree, layout: layout, cell: cell)))
            }
        }
        var diagnostics = extra.sorted
        diagnostics += MatrixChecks.run(cells, matrix: matrix)
        return MatrixLayout(matrix: matrix, cells: cells, diagnostics: diagnostics)
    }
}
