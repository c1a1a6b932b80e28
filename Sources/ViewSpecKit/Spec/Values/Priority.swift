/// An Auto Layout priority, 1...1000, where 1000 is required.
public struct Priority: Sendable, Hashable, Comparable {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static let required = Self(1000)
    public static let high = Self(750)
    public static let medium = Self(500)
    public static let low = Self(250)
    public static let fittingSize = Self(50)

    /// The names a spec may use after `@` or in `priority:`.
    public static let names: [(name: String, priority: Priority)] = [
        ("required", .required), ("high", .high), ("medium", .medium), ("low", .low),
        ("fittingSize", .fittingSize),
    ]

    public var isRequired: Bool { value >= 1000 }

    /// Reads `750`, `required`, `high`...; nil when the text is neither a name nor a number in 1...1000.
    public init?(text: Substring) {
        if let named = Self.names.first(where: { $0.name == text }) {
            self = named.priority
        } else if let value = Double(text), value.isFinite, (1...1000).contains(value) {
            self.init(value)
        } else {
            return nil
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.value < b.value }
}

/// How the two sides of a constraint compare.
public enum Relation: String, Sendable, Equatable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// Reads `==`, `=`, `<=`, `>=` (and `≤`, `≥`).
    public init?(text: Substring) {
        switch text {
        case "==", "=": self = .equal
        case "<=", "≤": self = .lessThanOrEqual
        case ">=", "≥": self = .greaterThanOrEqual
        default: return nil
        }
    }
}
