extension Solver {
    /// Candidates above this count are reported as traced, without deletion filtering.
    static let minimisationBudget = 256

    /// Names the required constraints that `constraint` contradicts.
    ///
    /// Step 1 (trace): replay the live required constraints into a solver that keeps a marker
    /// for every required equality (kiwi's dummies), then add `constraint`. The failing row — the
    /// all-marker row with a non-zero constant, or the phase-one objective row whose minimum is
    /// positive — is a linear combination of original constraints in which each constraint
    /// appears exactly through its own marker, so the markers with non-zero coefficients name an
    /// infeasible subset (a Farkas certificate).
    ///
    /// Step 2 (minimise): deletion filtering — drop each traced constraint in turn and keep it
    /// dropped if the rest is still infeasible with `constraint`. The result is minimal: removing
    /// any one member makes the set satisfiable.
    ///
    /// Only runs on failure. The replay costs what kiwi's solve costs (markers cause fill-in), so
    /// explaining a conflict in a very large system is slow; adds that succeed never pay for it.
    func explainConflict(_ constraint: Constraint) -> [Constraint] {
        let required = entries.compactMap { $0 }.filter {
            $0.constraint.priority.isRequired && $0.editVariable == nil
        }.map(\.constraint)
        let tracer = Solver(keepsEqualityMarkers: true, explainsConflicts: false)
        for c in required { try? tracer.add(c) }
        var traced: [Constraint] = []
        do {
            try tracer.add(constraint)
            // The tracer accepted it (tolerance edge): fall back to every required constraint.
            traced = required
        } catch {
            if case .unsatisfiable(_, let conflicts) = error { traced = conflicts } else { traced = required }
        }
        guard traced.count <= Solver.minimisationBudget else { return traced }
        var kept = traced
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if !Solver.isFeasible(trial + [constraint]) {
                kept = trial
            } else {
                i += 1
            }
        }
        return kept
    }

    /// Whether the required constraints have a common solution.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let probe = Solver(keepsEqualityMarkers: false, explainsConflicts: false)
        for c in constraints {
            do {
                try probe.add(c)
            } catch {
                if case .unsatisfiable = error { return false }
            }
        }
        return true
    }
}
