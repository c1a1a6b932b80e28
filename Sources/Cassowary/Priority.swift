/// How much a constraint matters, on Auto Layout's scale 1...1000.
///
/// 1000 is required: the constraint must hold exactly or adding it fails. Below that the
/// priorities are *exact*: the solver first minimises the violations of the highest priority
/// present, then, without giving any of that back, the next one, and so on. A single violation
/// at priority p therefore outweighs any number of violations at lower priorities — unlike
/// kiwi, which folds strengths into one weighted sum. Within one priority, violations add up
/// (the sum of absolute errors is minimised).
///
/// Any finite value in 1..<1000 is an optional priority; values are compared as numbers, so
/// 250.5 is a level of its own between 250 and 251.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority on the 1...1000 scale; see `isValid`.
    public let value: Double

    /// The priority `value`; not checked here (see `isValid`).
    public init(_ value: Double) { self.value = value }
    /// The priority `value`, so an integer literal can stand for a priority.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// The priority `value`, so a floating-point literal can stand for a priority.
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: the constraint must hold exactly.
    public static let required = Priority(1000)
    /// 750, as Auto Layout's `defaultHigh`.
    public static let defaultHigh = Priority(750)
    /// 250, as Auto Layout's `defaultLow`.
    public static let defaultLow = Priority(250)
    /// 50, as Auto Layout's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether the value is exactly 1000.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value is finite and in `1...1000`.
    ///
    /// Checked when a constraint or edit variable is added, not here, so that a bad value coming
    /// from user input surfaces as a typed error instead of a trap.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// By value: a lower priority first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// `required`, or the value.
    public var description: String { isRequired ? "required" : "\(value)" }
}
