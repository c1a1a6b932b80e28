/// A linear form `sum(coefficient * variable) + constant`.
///
/// Expressions are plain values; repeated variables are allowed here and merged only when a
/// ``Constraint`` is made, so building an expression term by term stays cheap.
public struct LinearExpression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
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
    public func reduced() -> LinearExpression {
        // Most expressions a layout or a file writes are already reduced: nothing to merge,
        // drop or sort.
        if isReduced { return self }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in sortedByID() {
            if let last = merged.last, last.variable === term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }

    /// One term per variable, in increasing id order, none zero.
    private var isReduced: Bool {
        for index in terms.indices {
            if terms[index].coefficient == 0
                || (index > 0 && terms[index - 1].variable.id >= terms[index].variable.id)
            {
                return false
            }
        }
        return true
    }

    /// The terms by variable id, stably: equal ids keep the order written, so their
    /// coefficients are summed in that order. A few terms by insertion, no closure per compare.
    private func sortedByID() -> [Term] {
        guard terms.count <= 8 else {
            return terms.enumerated().sorted { a, b in
                a.element.variable.id != b.element.variable.id
                    ? a.element.variable.id < b.element.variable.id : a.offset < b.offset
            }.map(\.element)
        }
        var sorted = terms
        for index in sorted.indices.dropFirst() {
            let term = sorted[index]
            var position = index
            while position > 0 && sorted[position - 1].variable.id > term.variable.id {
                sorted[position] = sorted[position - 1]
                position -= 1
            }
            sorted[position] = term
        }
        return sorted
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    static func scaled(_ e: LinearExpression, _ k: Double) -> LinearExpression {
        LinearExpression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
    }
}

// MARK: - Arithmetic

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
}

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + LinearExpression.scaled(rhs, -1)
}
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
}
public prefix func - (operand: LinearExpression) -> LinearExpression { LinearExpression.scaled(operand, -1) }
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }

public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
@_disfavoredOverload public func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs, rhs)])
}
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression.scaled(rhs, lhs) }
@_disfavoredOverload public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression.scaled(lhs, rhs)
}
@_disfavoredOverload public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression.scaled(lhs, 1 / rhs)
}
@_disfavoredOverload public func / (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs, 1 / rhs)])
}

@_disfavoredOverload public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
}
@_disfavoredOverload public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: -rhs)
}
@_disfavoredOverload public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: rhs)
}
@_disfavoredOverload public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(constant: -rhs)
}
