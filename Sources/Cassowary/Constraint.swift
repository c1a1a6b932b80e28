import Synchronization

/// The relation of a constraint's expression to zero.
public enum Relation: Sendable, CustomStringConvertible {
    case lessOrEqual
    case equal
    case greaterOrEqual

    /// The relation as written between two expressions: `<=`, `==` or `>=`.
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
    /// How `expression` relates to zero.
    public let relation: Relation
    /// The priority of the constraint; for a two-sided one (``init(_:above:below:)``), that of
    /// the expression being above zero.
    public let priority: Priority
    /// The priority of the expression being below zero: `priority`, except in a two-sided
    /// constraint.
    public let priorityBelow: Priority
    /// Creation order, unique in the process.
    ///
    /// Solvers index their bookkeeping by it (a dense array instead of a hash of the handle).
    public let id: Int

    /// `expression relation 0` at `priority`, required unless told otherwise.
    ///
    /// The expression is reduced here, once; the constraint gets the next id.
    public init(
        _ expression: consuming LinearExpression, _ relation: Relation, priority: Priority = .required
    ) {
        expression.reduce()
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.priorityBelow = priority
        self.id = constraintCounter.add(1, ordering: .relaxed).oldValue
    }

    /// `expression == 0`, wanted at one priority from above and at another from below: a view's
    /// hugging (`width - intrinsic` above zero) and compression resistance (below zero) on one
    /// axis.
    ///
    /// It has the optimum of the pair `expression <= 0 @above` and `expression >= 0 @below`, as one
    /// row with two error symbols where the pair makes two rows over four symbols. Both priorities
    /// must be optional (below required).
    public init(_ expression: consuming LinearExpression, above: Priority, below: Priority) {
        expression.reduce()
        self.expression = expression
        self.relation = .equal
        self.priority = above
        self.priorityBelow = below
        self.id = constraintCounter.add(1, ordering: .relaxed).oldValue
    }

    /// Whether the two sides of the equality have their own priorities.
    public var isTwoSided: Bool { priorityBelow != priority }

    /// The same relation at another priority (a new constraint, with its own identity).
    ///
    /// Of a two-sided constraint it makes a one-priority soft equality: both sides at `priority`.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    var isFinite: Bool {
        expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// `expression relation 0`, with the priority when it is not required.
    public var description: String {
        if isTwoSided { return "\(expression) == 0 @\(priority) above, @\(priorityBelow) below" }
        return "\(expression) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
    }
}

infix operator ~ : AdditionPrecedence

/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// `lhs == rhs`, required.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }

/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .lessOrEqual)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// `lhs <= rhs`, required.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }

/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs - rhs, .greaterOrEqual)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// `lhs >= rhs`, required.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

/// `(x == 10) ~ 250`: the constraint at another priority, as in Auto Layout's visual format.
public func ~ (lhs: Constraint, rhs: Priority) -> Constraint { lhs.withPriority(rhs) }

/// `lhs == rhs`, required.
@_disfavoredOverload public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    lhs == LinearExpression(constant: rhs)
}
/// `lhs == rhs`, required.
@_disfavoredOverload public func == (lhs: Variable, rhs: Double) -> Constraint {
    LinearExpression(lhs) == LinearExpression(constant: rhs)
}
/// `lhs <= rhs`, required.
@_disfavoredOverload public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    lhs <= LinearExpression(constant: rhs)
}
/// `lhs <= rhs`, required.
@_disfavoredOverload public func <= (lhs: Variable, rhs: Double) -> Constraint {
    LinearExpression(lhs) <= LinearExpression(constant: rhs)
}
/// `lhs >= rhs`, required.
@_disfavoredOverload public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    lhs >= LinearExpression(constant: rhs)
}
/// `lhs >= rhs`, required.
@_disfavoredOverload public func >= (lhs: Variable, rhs: Double) -> Constraint {
    LinearExpression(lhs) >= LinearExpression(constant: rhs)
}
