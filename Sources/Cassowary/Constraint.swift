import Synchronization

/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, CustomStringConvertible {
    case lessOrEqual
    case equal
    case greaterOrEqual

    public var description: String {
        switch self {
        case .lessOrEqual: "<="
        case .equal: "=="
        case .greaterOrEqual: ">="
        }
    }
}

private let constraintCounter = Atomic<Int>(0)

/// `expression relation 0` at a priority.
///
/// A class so that it has identity: the caller (the layout engine) keeps a constraint to remove
/// it later and gets the very same objects back in ``SolverError/unsatisfiable(_:conflicts:)``,
/// which lets it map them to source positions without an extra tag. Immutable, hence Sendable.
public final class Constraint: Sendable, CustomStringConvertible {
    /// Reduced: one term per variable, ordered by variable id, no zero coefficients.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    /// Creation order, unique in the process. Solvers index their bookkeeping by it (a dense
    /// array instead of a hash of the handle).
    public let id: Int

    public init(
        _ expression: consuming LinearExpression, _ relation: Relation, priority: Priority = .required
    ) {
        expression.reduce()
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.id = constraintCounter.add(1, ordering: .relaxed).oldValue
    }

    /// The same relation at another priority (a new constraint, with its own identity).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    var isFinite: Bool {
        expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        "\(expression) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
    }
}

infix operator ~ : AdditionPrecedence

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }

public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }

public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

/// `(x == 10) ~ 250`: the constraint at another priority, as in Auto Layout's visual format.
public func ~ (lhs: Constraint, rhs: Priority) -> Constraint { lhs.withPriority(rhs) }

@_disfavoredOverload public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    lhs == LinearExpression(constant: rhs)
}
@_disfavoredOverload public func == (lhs: Variable, rhs: Double) -> Constraint {
    LinearExpression(lhs) == LinearExpression(constant: rhs)
}
@_disfavoredOverload public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    lhs <= LinearExpression(constant: rhs)
}
@_disfavoredOverload public func <= (lhs: Variable, rhs: Double) -> Constraint {
    LinearExpression(lhs) <= LinearExpression(constant: rhs)
}
@_disfavoredOverload public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    lhs >= LinearExpression(constant: rhs)
}
@_disfavoredOverload public func >= (lhs: Variable, rhs: Double) -> Constraint {
    LinearExpression(lhs) >= LinearExpression(constant: rhs)
}
