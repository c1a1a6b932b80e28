/// A variable scaled by a coefficient: one summand of a ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// What the unknown is multiplied by.
    public var coefficient: Double

    /// `coefficient * variable`; `variable` alone by default.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `variable`, or `coefficient * variable` when the coefficient is not 1.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
