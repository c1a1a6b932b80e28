import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve

/// What the command line asks of the matrix.
///
/// An empty list takes the spec's own values (its `devices`, its `options` or `matrix`).
public struct MatrixRequest: Sendable, Equatable {
    /// Device names or presets (`--device`), in the order asked.
    public var devices: [String]
    /// Dynamic Type sizes (`--content-size`).
    public var contentSizes: [ContentSizeCategory]
    /// Light, dark or both (`--appearance`).
    public var appearances: [ColorAppearance]
    /// Layout directions (`--direction`).
    public var directions: [LayoutDirection]
    /// `--keyboard`: the software keyboard shown on every device where one docks.
    public var keyboard: Bool
    /// Those of `devices` the command line names one by one, not through `all` or a group:
    /// laid out even when the spec is for another idiom (`options.idiom`).
    public var namedDevices: [String] = []

    /// A request; every dimension left empty takes the spec's own values.
    public init(
        devices: [String] = [], contentSizes: [ContentSizeCategory] = [], appearances: [ColorAppearance] = [],
        directions: [LayoutDirection] = [], keyboard: Bool = false, namedDevices: [String] = []
    ) {
        self.devices = devices
        self.namedDevices = namedDevices
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.directions = directions
        self.keyboard = keyboard
    }
}

/// One laid-out cell: the tree its resolution made, its frames, and what the checks of one
/// cell found there.
public struct CellLayout: Sendable {
    /// The device, content size, appearance and direction of this cell.
    public var cell: MatrixCell
    /// The tree resolved for the cell's content size, appearance and direction.
    public var tree: ResolvedTree
    /// The frames of `tree` on the cell's device, with the layout's and the audits' findings.
    public var layout: LayoutResult
    /// The layout's own diagnostics, then each cell check's (`CellChecks`).
    public var diagnostics: [Diagnostic]
    /// The warnings of this cell the spec's suppressions silenced, marked as such; the audits'
    /// only when the layout was asked to keep them (`keepingSilenced`).
    public var suppressed: [Diagnostic] = []

    package init(
        cell: MatrixCell, tree: ResolvedTree, layout: LayoutResult, diagnostics: [Diagnostic],
        suppressed: [Diagnostic] = []
    ) {
        self.cell = cell
        self.tree = tree
        self.layout = layout
        self.diagnostics = diagnostics
        self.suppressed = suppressed
    }
}

/// A spec laid out on every cell of its matrix.
public struct MatrixLayout: Sendable {
    /// The values laid out on; `cells` holds every combination that could be laid out.
    public var matrix: Matrix
    /// In `matrix.cells` order.
    public var cells: [CellLayout]
    /// Problems that belong to no one cell: unknown devices, what resolving another content
    /// size, appearance or direction reported that the first resolution had not, and the checks
    /// that compare cells (`MatrixChecks`), each with the cells it concerns.
    public var diagnostics: [Diagnostic]
    /// What the spec's suppressions silenced of `diagnostics`, marked as such.
    public var suppressed: [Diagnostic] = []

    package init(
        matrix: Matrix, cells: [CellLayout], diagnostics: [Diagnostic], suppressed: [Diagnostic] = []
    ) {
        self.matrix = matrix
        self.cells = cells
        self.diagnostics = diagnostics
        self.suppressed = suppressed
    }
}

/// The checks that read one laid-out cell.
///
/// Every stage that judges a screen is one line here, so `validate` and `layout` run the same ones
/// on every cell.
package enum CellChecks {
    package static func run(tree: ResolvedTree, layout: LayoutResult, cell: MatrixCell) -> [Diagnostic] {
        // The layout's own: conflicts, ambiguity, truncated text, views off screen.
        layout.diagnostics
    }
}
