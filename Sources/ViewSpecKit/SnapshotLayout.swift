import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve

/// A spec laid out as `snapshot record` writes it and `snapshot verify` compares it: one layout
/// per cell of its matrix.
package struct SnapshotLayout: Sendable {
    /// The tree of the first cell: what the document's top says (its content size, appearance
    /// and direction) and what every layout is of when `cells` is empty.
    package var tree: ResolvedTree
    /// One per cell, in the matrix's order: device first, then content size, appearance and
    /// direction, each in its canonical order (`Matrix.cells`, the order `validate` uses).
    package var layouts: [LayoutResult]
    /// Each layout's cell and the tree resolved for it, when there are several resolutions.
    ///
    /// One per layout when the matrix has more than one content size, appearance or direction;
    /// empty for a matrix of one of each, so a snapshot of one cell per device is written as it
    /// was before snapshots held matrices.
    package var cells: [EmittedCell]
    /// What the stages before layout reported (never an error: a spec with errors has no
    /// layout), and with several resolutions what the matrix's own checks found, as
    /// `layout --format json` writes them.
    package var diagnostics: [Diagnostic]

    /// The spec at `path`, or its errors.
    package struct Outcome: Sendable {
        package var layout: SnapshotLayout?
        package var errors: [Diagnostic] = []
        /// The sources read; the caller keeps those its diagnostics quote.
        package var sources: [SourceFile] = []
    }

    /// Checks, resolves and lays out the spec at `path` as `validate` would with
    /// `configuration` (its nearest `.viewspec.yml`, or `--config`), on every cell of its matrix.
    ///
    /// The precedence is validate's (`Configuration.govern`): the request's values (the command
    /// line's) over the configuration's matrix over the spec's own. A dimension neither gives
    /// is the one value the spec resolves in (its options, else the default): a spec's own
    /// `matrix:` is not laid out, so a spec without a configuration is recorded in one cell per
    /// device. A spec for one idiom is laid out only on the configuration's devices of its
    /// idiom, as in `validate`.
    package static func run(
        path: String, configuration: Configuration?, request: MatrixRequest, options: Pipeline.Options
    ) -> Outcome {
        var request = request
        var options = options
        configuration?.govern(&request, &options)
        var result = Pipeline.validate(path: path, options: options)
        guard !result.hasErrors, let tree = result.tree else {
            return Outcome(
                errors: result.diagnostics.filter { $0.severity == .error }, sources: result.sources)
        }
        if request.contentSizes.isEmpty { request.contentSizes = [tree.contentSize] }
        if request.appearances.isEmpty { request.appearances = [tree.appearance] }
        if request.directions.isEmpty { request.directions = [tree.direction] }
        guard let (matrix, found) = Pipeline.matrix(of: result, request: request) else {
            return Outcome(sources: result.sources)
        }
        // Unknown device names are errors; an `other-idiom` note is the configuration's choice.
        let errors = found.filter { $0.severity == .error }
        guard errors.isEmpty else { return Outcome(errors: errors, sources: result.sources) }
        // Only another content size, appearance or direction resolves the spec again.
        if matrix.isSingleResolution { result.spec = nil }
        let run = Pipeline.layout(result, matrix: matrix, request: request)
        let single = matrix.isSingleResolution
        return Outcome(
            layout: SnapshotLayout(
                tree: run.cells.first?.tree ?? tree, layouts: run.cells.map(\.layout),
                cells: single ? [] : run.cells.map { EmittedCell(cell: $0.cell, tree: $0.tree) },
                diagnostics: result.diagnostics + (single ? [] : run.diagnostics)),
            sources: result.sources)
    }

    /// The tree the layout at `index` is of.
    package func tree(at index: Int) -> ResolvedTree {
        cells.indices.contains(index) ? cells[index].tree : tree
    }

    /// The snapshot's text: the layout JSON document of the spec `spec` (as the snapshot names
    /// it), every diagnostic's file with `prefix` left out, so it reads the same on every
    /// machine and checkout.
    package func snapshot(spec: String, prefix: String) -> String {
        func relativized(_ diagnostic: Diagnostic) -> Diagnostic {
            var copy = diagnostic
            if let range = copy.range {
                copy.range?.file =
                    range.file.hasPrefix(prefix) ? String(range.file.dropFirst(prefix.count)) : range.file
            }
            copy.notes = copy.notes.map(relativized)
            return copy
        }
        var layouts = layouts
        for index in layouts.indices {
            layouts[index].diagnostics = layouts[index].diagnostics.map(relativized)
        }
        return LayoutJSON.document(
            spec: spec, tree: tree, layouts: layouts, diagnostics: diagnostics.map(relativized), cells: cells)
    }

    /// The document `viewspec diff` compares, with each view at its place in the spec at `path`.
    package func document(spec path: String) -> LayoutDocument {
        LayoutDocument(spec: path, tree: tree, layouts: layouts, cells: cells)
    }

    /// Each cell's mockup, marked with `mark` (the snapshot it is recorded with), with what
    /// tells its file name apart (`LayoutDocument.pictureLabels`; nil for a snapshot of one
    /// cell), in the layouts' order.
    package func mockups(mark: SnapshotMark) -> [(label: String?, text: String)] {
        let labels = document(spec: "").pictureLabels
        let options = SVGEmitter.Options(snapshot: mark)
        return layouts.indices.map { index in
            (
                labels[index],
                SVGEmitter.document(tree: tree(at: index), layout: layouts[index], options: options)
            )
        }
    }

    /// The diff SVG of each cell whose layout differs from the same cell's in `old`.
    ///
    /// `old` is an older recording; a difference is one of more than `tolerance` points, as
    /// for `diff`. Each comes with its picture label, in the layouts' order. A cell `old` does
    /// not have has no diff SVG (it is `device-added`; its mockup shows it).
    package func diffPictures(against old: LayoutDocument, tolerance: Double) -> [(
        label: String, text: String
    )] {
        let new = document(spec: "")
        let labels = new.pictureLabels
        var oldByCell: [LayoutDocument.Cell: LayoutDocument.Layout] = [:]
        for layout in old.layouts where oldByCell[layout.cell] == nil { oldByCell[layout.cell] = layout }
        return layouts.indices.compactMap { index in
            let layout = new.layouts[index]
            guard let before = oldByCell[layout.cell] else { return nil }
            // One cell at a time: a change names its layout's device, which several cells share.
            var one = new
            one.layouts = [layout]
            var was = old
            was.layouts = [before]
            let changes = LayoutDiff.compare(was, one, tolerance: tolerance).changes
            guard !changes.isEmpty else { return nil }
            let svg = SVGEmitter.document(
                tree: tree(at: index), layout: layouts[index], options: SVGEmitter.Options(diff: changes))
            return (labels[index] ?? layout.device, svg)
        }
    }
}
