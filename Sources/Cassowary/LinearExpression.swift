/// A linear form `sum(coefficient * variable) + constant`.
///
/// Expressions are plain values; repeated variables are allowed here and merged only when a
/// ``Constraint`` is made, so building an expression term by term stays cheap.
public struct LinearExpression: Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The summands; a variable may occur in several until a constraint reduces the expression.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// `terms` plus `constant`; zero by default.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `variable` alone, with coefficient 1.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant `value`, so a literal can stand for an expression.
    public init(floatLiteral value: Double) {
        self.init(constant: value)
    }

    /// The constant `value`, so a literal can stand for an expression.
    public init(integerLiteral value: Int) {
        self.init(constant: Double(value))
    }

    /// Terms merged per variable, ordered by variable id, zero coefficients dropped.
    ///
    /// The order is by id (creation order) rather than by first appearance so that two
    /// expressions that are equal as linear forms produce the same tableau operations in the same
    /// order, and therefore bit-identical results.
    public func reduced() -> LinearExpression {
        var copy = self
        copy.reduce()
        return copy
    }

    /// Reduces in place: a constraint made from a temporary expression sorts and merges that
    /// expression's own storage instead of a new array.
    mutating func reduce() {
        // Most expressions a layout or a file writes are already reduced: nothing to merge,
        // drop or sort.
        if isReduced { return }
        sortByID()
        var kept = 0
        for index in terms.indices {
            let term = terms[index]
            if kept > 0 && terms[kept - 1].variable === term.variable {
                terms[kept - 1].coefficient += term.coefficient
            } else {
                terms[kept] = term
                kept += 1
            }
        }
        terms.removeLast(terms.count - kept)
        terms.removeAll { $0.coefficient == 0 }
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

    /// Sorts the terms by variable id, stably: equal ids keep the order written, so their
    /// coefficients are summed in that order.
    ///
    /// A few terms by insertion, no closure per compare.
    private mutating func sortByID() {
        guard terms.count <= 8 else {
            terms = terms.enumerated().sorted { a, b in
                a.element.variable.id != b.element.variable.id
                    ? a.element.variable.id < b.element.variable.id : a.offset < b.offset
            }.map(\.element)
            return
        }
        for index in terms.indices.dropFirst() {
            let term = terms[index]
            var position = index
            while position > 0 && terms[position - 1].variable.id > term.variable.id {
                terms[position] = terms[position - 1]
                position -= 1
            }
            terms[position] = term
        }
    }

    /// The terms and the constant joined by ` + `; the constant is left out when it is zero and
    /// there are terms.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

}

// MARK: - Arithmetic
//
// A layout builds every constraint from a few operators on temporaries (`a.x + a.width - b.x
// - 8`), so the left operand is taken `consuming` and extended or scaled in place: an operator
// then costs no array of its own unless the terms outgrow the left operand's, where the
// obvious definitions would allocate one or two per step. Each keeps the obvious definition's
// arithmetic exactly (`c * -1`, `x + 0`, in the same order), so terms and constants come out
// bit for bit as the obvious definitions give them, signed zeros included.

extension LinearExpression {
    /// Appends `other`'s terms, each times `k` unless `k` is nil (room made by `reserve`).
    fileprivate mutating func append(_ other: [Term], times k: Double?) {
        reserve(terms.count + other.count)
        if let k {
            for term in other { terms.append(Term(term.variable, term.coefficient * k)) }
        } else {
            terms.append(contentsOf: other)
        }
    }

    fileprivate mutating func append(_ term: Term) {
        reserve(terms.count + 1)
        terms.append(term)
    }

    /// Room for `needed` terms: exactly that for the few terms of a constraint, but at least
    /// double once an expression is long, so a sum built term by term (`e = e + v` in a loop)
    /// stays linear instead of copying every term at every step.
    fileprivate mutating func reserve(_ needed: Int) {
        guard terms.capacity < needed else { return }
        terms.reserveCapacity(terms.count < 8 ? needed : max(needed, 2 * terms.count))
    }

    fileprivate mutating func scale(by k: Double) {
        for i in terms.indices { terms[i].coefficient = terms[i].coefficient * k }
        constant = constant * k
    }
}

/// The sum; terms are appended, not merged.
public func + (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs.append(rhs.terms, times: nil)
    lhs.constant = lhs.constant + rhs.constant
    return lhs
}
/// The sum.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    var e = LinearExpression()
    e.terms.reserveCapacity(1 + rhs.terms.count)
    e.terms.append(Term(lhs))
    e.append(rhs.terms, times: nil)
    e.constant = 0 + rhs.constant
    return e
}
/// The sum.
public func + (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression {
    lhs.append(Term(rhs))
    lhs.constant = lhs.constant + 0
    return lhs
}
/// The sum.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression([Term(lhs), Term(rhs)], constant: 0 + 0)
}

/// The difference; `rhs`'s terms are appended negated, not merged.
public func - (lhs: consuming LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs.append(rhs.terms, times: -1)
    lhs.constant = lhs.constant + rhs.constant * -1
    return lhs
}
/// The difference.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    var e = LinearExpression()
    e.terms.reserveCapacity(1 + rhs.terms.count)
    e.terms.append(Term(lhs))
    return e - rhs
}
/// The difference.
public func - (lhs: consuming LinearExpression, rhs: Variable) -> LinearExpression {
    lhs.append(Term(rhs, 1 * -1))
    lhs.constant = lhs.constant + 0 * -1
    return lhs
}
/// The difference.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression([Term(lhs), Term(rhs, 1 * -1)], constant: 0 + 0 * -1)
}
/// The expression with every coefficient and the constant negated.
public prefix func - (operand: consuming LinearExpression) -> LinearExpression {
    operand.scale(by: -1)
    return operand
}
/// The variable with coefficient -1.
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }

/// The variable with coefficient `lhs`.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
/// The variable with coefficient `rhs`.
@_disfavoredOverload public func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs, rhs)])
}
/// The expression scaled by `lhs`: every coefficient and the constant.
public func * (lhs: Double, rhs: consuming LinearExpression) -> LinearExpression {
    rhs.scale(by: lhs)
    return rhs
}
/// The expression scaled by `rhs`: every coefficient and the constant.
@_disfavoredOverload public func * (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scale(by: rhs)
    return lhs
}
/// The expression scaled by `1 / rhs`.
@_disfavoredOverload public func / (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scale(by: 1 / rhs)
    return lhs
}
/// The variable with coefficient `1 / rhs`.
@_disfavoredOverload public func / (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs, 1 / rhs)])
}

/// The expression with `rhs` added to its constant.
@_disfavoredOverload public func + (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
    lhs.constant = lhs.constant + rhs
    return lhs
}
/// The expression with `rhs` subtracted from its constant.
@_disfavoredOverload public func - (lhs: consuming LinearExpression, rhs: Double) -> LinearExpression {
    lhs.constant = lhs.constant + -rhs
    return lhs
}
/// The variable plus the constant `rhs`.
@_disfavoredOverload public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs)], constant: 0 + rhs)
}
/// The variable minus the constant `rhs`.
@_disfavoredOverload public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([Term(lhs)], constant: 0 + -rhs)
}
