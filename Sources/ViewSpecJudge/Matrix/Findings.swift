import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Each finding of a matrix run once, with the cells it occurs in.
package enum Findings {
    /// The cells' diagnostics merged: one per rule, place and view, or written node for the
    /// views made from one (`SameNodeFindings`; not per message, which may quote numbers that
    /// differ from cell to cell), keeping the message of the first cell in the matrix's order, in
    /// reading order, and counting every view that has it in some cell.
    ///
    /// A run of one cell keeps its diagnostics as they are.
    package static func merged(_ run: MatrixLayout) -> [Diagnostic] {
        merged(run.cells.map { ($0.cell, $0.diagnostics) }, run.diagnostics, run: run)
    }

    /// What `viewspec layout` reports of a run.
    ///
    /// A run of one resolution (devices only) lays out
    /// one tree, so each cell's findings stay as they are, each saying its device when there
    /// are several, then the run's own; a run of several resolutions merges them (`merged`).
    package static func reported(_ run: MatrixLayout) -> [Diagnostic] {
        guard run.matrix.isSingleResolution else { return merged(run) }
        let tagged = run.cells.flatMap { cell in
            cell.diagnostics.map { diagnostic in
                guard run.cells.count > 1 else { return diagnostic }
                var copy = diagnostic
                copy.device = cell.cell.device
                return copy
            }
        }
        return tagged + run.diagnostics
    }

    /// The warnings the spec's suppressions silenced, merged the same way.
    package static func mergedSuppressed(_ run: MatrixLayout) -> [Diagnostic] {
        merged(run.cells.map { ($0.cell, $0.suppressed) }, run.suppressed, run: run)
    }

    private static func merged(
        _ perCell: [(cell: MatrixCell, diagnostics: [Diagnostic])], _ runWide: [Diagnostic], run: MatrixLayout
    ) -> [Diagnostic] {
        let matrix = run.matrix
        guard matrix.count > 1 else {
            return perCell.flatMap(\.diagnostics) + runWide
        }
        // Every resolution of a spec makes the same views from the same nodes.
        let node = run.cells.first.map { SameNodeFindings.nodes(of: $0.tree) } ?? { _ in nil }
        var groups = SameNodeFindings.Groups()
        var first: [Diagnostic] = []
        var cells: [Set<MatrixCell>] = []
        func add(_ diagnostic: Diagnostic, in found: [MatrixCell]) {
            let cell = found.first.map { matrix.order(of: $0) } ?? -1
            let (group, isNew) = groups.add(
                diagnostic, key: SameNodeFindings.Key(diagnostic, node: node, byNotes: false), cell: cell)
            if isNew {
                first.append(diagnostic)
                cells.append([])
            } else if let measure = diagnostic.measure, let known = first[group].measure,
                measure.isWorse(than: known)
            {
                // The merged finding is as bad as its worst cell, which a baseline records.
                first[group].measure = measure
            }
            cells[group].formUnion(found)
        }
        for (cell, diagnostics) in perCell {
            for diagnostic in diagnostics { add(diagnostic, in: [cell]) }
        }
        for diagnostic in runWide { add(diagnostic, in: diagnostic.cells) }
        var bag = DiagnosticBag()
        for (group, kept) in first.enumerated() {
            var diagnostic = kept
            let found = cells[group].sorted { matrix.order(of: $0) < matrix.order(of: $1) }
            diagnostic.device = nil
            diagnostic.cells = found
            diagnostic.cellNote = found.isEmpty ? nil : CellSummary.text(found, of: matrix)
            let shared = groups.views[group].filter { $0 != diagnostic.view }
            if shared != diagnostic.sharedWith { diagnostic.share(shared) }
            bag.report(diagnostic)
        }
        return bag.sorted
    }
}
