/// Everything the solver can reject.
///
/// User input never traps; it ends up here.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// `constraint` (required) cannot hold together with the required constraints already in the
    /// solver. `conflicts` is a small set of those constraints that, with `constraint`, have no
    /// solution; it is minimal (dropping any one of them makes the set satisfiable) unless the
    /// minimisation hit its budget. The solver is unchanged.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    /// A coefficient or the constant is NaN or infinite (also after merging repeated variables).
    case nonFiniteConstraint(Constraint)
    /// Priorities must be finite and in 1...1000.
    case invalidPriority(Priority)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are soft by definition; a required one could make suggestions unsatisfiable.
    case requiredEditVariable(Variable)
    /// A two-sided constraint (``Constraint/init(_:above:below:)``) is soft on both sides; a
    /// required side is a constraint of its own.
    case requiredTwoSided(Constraint)
    case nonFiniteSuggestion(Variable, Double)
    /// A numerical breakdown the solver could not recover from (e.g. an unbounded objective after
    /// round-off). Not expected; reported instead of trapping.
    case internalFailure(String)

    /// The error in words, naming the constraints and variables it is about.
    public var description: String {
        switch self {
        case .unsatisfiable(let c, let conflicts):
            "unsatisfiable required constraint \(c); conflicts with: "
                + conflicts.map(\.description).joined(separator: "; ")
        case .duplicateConstraint(let c): "duplicate constraint \(c)"
        case .unknownConstraint(let c): "unknown constraint \(c)"
        case .nonFiniteConstraint(let c): "non-finite number in constraint \(c)"
        case .invalidPriority(let p): "invalid priority \(p.value) (must be in 1...1000)"
        case .duplicateEditVariable(let v): "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): "unknown edit variable \(v)"
        case .requiredEditVariable(let v): "edit variable \(v) cannot be required"
        case .requiredTwoSided(let c): "two-sided constraint \(c) cannot be required on either side"
        case .nonFiniteSuggestion(let v, let x): "non-finite suggested value \(x) for \(v)"
        case .internalFailure(let m): "internal solver failure: \(m)"
        }
    }
}
