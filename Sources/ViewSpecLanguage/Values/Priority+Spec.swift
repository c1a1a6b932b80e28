import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// How a spec writes priorities (`@750`, `@high`, `priority: required`). The type is the
/// solver's own, so the layout stage hands plan priorities to it unchanged.
extension Priority {
    /// The names a spec may use after `@` or in `priority:`, with Auto Layout's values.
    package static let names: [(name: String, priority: Priority)] = [
        ("required", .required), ("high", .defaultHigh), ("medium", Priority(500)), ("low", .defaultLow),
        ("fittingSize", .fittingSizeLevel),
    ]

    /// Reads `750`, `required`, `high`...; nil when the text is neither a name nor a number in 1...1000.
    package init?(text: Substring) {
        if let named = Self.names.first(where: { $0.name == text }) {
            self = named.priority
        } else if let value = Double(text), value.isFinite, (1...1000).contains(value) {
            self.init(value)
        } else {
            return nil
        }
    }
}

/// How a spec writes relations. The type is the solver's own.
extension Relation {
    /// Reads `==`, `=`, `<=`, `>=` (and `≤`, `≥`).
    package init?(text: Substring) {
        switch text {
        case "==", "=": self = .equal
        case "<=", "≤": self = .lessOrEqual
        case ">=", "≥": self = .greaterOrEqual
        default: return nil
        }
    }
}
