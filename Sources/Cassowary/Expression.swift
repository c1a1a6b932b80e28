/// A linear form `sum(coefficient * variable) + constant`.
///
/// Expressions are plain values; repeated variables are allowed here and merged only when a
/// ``Constraint`` is made, so building an expression term by term stays cheap.
public struct Expression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// Terms merged per variable, ordered by variable id, zero coefficients dropped.
    ///
    /// The order is by id (creation order) rather than by first appearance so that two
    /// expressions that are equal as linear forms produce the same tableau operations in the same
    /// order, and therefore bit-identical results.
    public func reduced() -> Expression {
        let sorted = terms.enumerated().sorted { a, b in
            a.element.variable.id != b.element.variable.id
                ? a.element.variable.id < b.element.variable.id : a.offset < b.offset
        }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for (_, term) in sorted {
            if let last = merged.last, last.variable === term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(merged, constant: constant)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    static func scaled(_ e: Expression, _ k: Double) -> Expression {
        Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
    }
}

// MARK: - Arithmetic

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + Expression.scaled(rhs, -1) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public prefix func - (operand: Expression) -> Expression { Expression.scaled(operand, -1) }
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
@_disfavoredOverload public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { Expression.scaled(rhs, lhs) }
@_disfavoredOverload public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression.scaled(lhs, rhs)
}
@_disfavoredOverload public func / (lhs: Expression, rhs: Double) -> Expression {
    Expression.scaled(lhs, 1 / rhs)
}
@_disfavoredOverload public func / (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, 1 / rhs)])
}

@_disfavoredOverload public func + (lhs: Expression, rhs: Double) -> Expression {
    lhs + Expression(constant: rhs)
}
@_disfavoredOverload public func - (lhs: Expression, rhs: Double) -> Expression {
    lhs + Expression(constant: -rhs)
}
@_disfavoredOverload public func + (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) + Expression(constant: rhs)
}
@_disfavoredOverload public func - (lhs: Variable, rhs: Double) -> Expression {
    Expression(lhs) + Expression(constant: -rhs)
}
