import Testing

@testable import Cassowary

/// Fails the current test if the solver's tableau breaks an invariant.
func expectInvariants(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.checkInvariants()
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

func expectValue(
    _ solver: Solver, _ variable: Variable, _ expected: Double, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = solver.value(of: variable)
    #expect(
        abs(actual - expected) <= tolerance, "\(variable) = \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

/// Adds constraints one by one, checking the invariants after each.
func addChecked(
    _ solver: Solver, _ constraints: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
)
    throws
{
    for c in constraints {
        try solver.add(c)
        expectInvariants(solver, sourceLocation: sourceLocation)
    }
}

/// The conflict set of an unsatisfiable add, or nil if the add did not fail that way.
func conflicts(adding c: Constraint, to solver: Solver) -> [Constraint]? {
    do {
        try solver.add(c)
        return nil
    } catch {
        if case .unsatisfiable(let failed, let set) = error, failed === c { return set }
        return nil
    }
}
