import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Each finding of a matrix run once, with the cells it occurs in.
package enum Findings {
    /// The cells' diagnostics merged: one per rule, place and view (not per message, which may
    /// quote numbers that differ from cell to cell), keeping the message of the first cell in the
    /// matrix's order, in reading order.
    ///
    /// A run of one cell keeps its diagnostics as they are.
    package static func merged(_ run: MatrixLayout) -> [Diagnostic] {
        merged(run.cells.map { ($0.cell, $0.diagnostics) }, run.diagnostics, matrix: run.matrix)
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
        merged(run.cells.map { ($0.cell, $0.suppressed) }, run.suppressed, matrix: run.matrix)
    }

    private static func merged(
        _ perCell: [(cell: MatrixCell, diagnostics: [Diagnostic])], _ runWide: [Diagnostic], matrix: Matrix
    ) -> [Diagnostic] {
        guard matrix.count > 1 else {
            return perCell.flatMap(\.diagnostics) + runWide
        }
        struct Key: Hashable {
            var id: String
            var severity: Diagnostic.Severity
            var range: SourceRange?
            var view: String?
        }
        var order: [Key] = []
        var first: [Key: Diagnostic] = [:]
        var cells: [Key: Set<MatrixCell>] = [:]
        func add(_ diagnostic: Diagnostic, in found: [MatrixCell]) {
            let key = Key(
                id: diagnostic.id, severity: diagnostic.severity, range: diagnostic.range,
                view: diagnostic.view)
            if let kept = first[key] {
                // The merged finding is as bad as its worst cell, which a baseline records.
                if let measure = diagnostic.measure, let known = kept.measure, measure.isWorse(than: known) {
                    first[key]?.measure = measure
                }
            } else {
                order.append(key)
                first[key] = diagnostic
            }
            cells[key, default: []].formUnion(found)
        }
        for (cell, diagnostics) in perCell {
            for diagnostic in diagnostics { add(diagnostic, in: [cell]) }
        }
        for diagnostic in runWide { add(diagnostic, in: diagnostic.cells) }
        var bag = DiagnosticBag()
        for key in order {
            guard var diagnostic = first[key] else { continue }
            let found = (cells[key] ?? []).sorted { matrix.order(of: $0) < matrix.order(of: $1) }
            diagnostic.device = nil
            diagnostic.cells = found
            diagnostic.cellNote = found.isEmpty ? nil : CellSummary.text(found, of: matrix)
            bag.report(diagnostic)
        }
        return bag.sorted
    }
}
