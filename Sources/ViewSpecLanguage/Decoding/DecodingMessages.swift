import ViewSpecCore
import ViewSpecSyntax

/// Messages shared by every part of the spec decoder: shapes, keys and scalar values.
extension DiagnosticMessage {
    package static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `ownKeys`, when given, are the keys a kind adds to every view's: listed when no key is
    /// close enough to suggest, so the message still says what the kind takes.
    static func unknownKey(_ key: String, in context: String, suggestion: String?, ownKeys: [String]? = nil)
        -> Self
    {
        var message = "unknown key '\(key)' in \(context)" + didYouMean(suggestion)
        if suggestion == nil, let ownKeys {
            message +=
                ownKeys.isEmpty
                ? "; it takes only the keys every view takes"
                : "; it takes \(ownKeys.map { "'\($0)'" }.joined(separator: ", ")) and the keys every view takes"
        }
        return Self(id: .unknownKey, message).replacing(key, with: suggestion)
    }

    package static func missingKey(_ key: String, in context: String) -> Self {
        Self(id: .missingKey, "\(context) needs '\(key)'")
    }

    static func wrongType(expected: String, found: String, for what: String) -> Self {
        Self(id: .wrongType, "\(what) must be \(expected), not \(found)")
    }

    static func invalidValue(_ value: String, for what: String, expected: String, suggestion: String? = nil)
        -> Self
    {
        Self(
            id: .invalidValue,
            "'\(value)' is not a valid \(what); expected \(expected)" + didYouMean(suggestion)
        ).replacing(value, with: suggestion)
    }

    package static func outOfRange(_ value: String, for what: String, range: String) -> Self {
        Self(id: .valueOutOfRange, "\(what) \(value) is out of range; expected \(range)")
    }

    static func invalidColor(_ value: String, reason: String) -> Self {
        Self(id: .invalidColor, "invalid colour '\(value)': \(reason)")
    }

    static func conflictingKeys(_ a: String, _ b: String, in context: String) -> Self {
        Self(id: .conflictingKeys, "\(context) cannot have both '\(a)' and '\(b)'")
    }
}

/// Messages about gradient values (`background: { colors: […] }`).
extension DiagnosticMessage {
    static func gradientNeedsColors() -> Self {
        Self(id: .invalidGradient, "a gradient needs 'colors' (or 'diagonal: [top, bottom]')")
    }

    static func gradientColorCount(_ count: Int, key: String) -> Self {
        key == "diagonal"
            ? Self(id: .invalidGradient, "'diagonal' takes 2 colours, [top, bottom], not \(count)")
            : Self(id: .invalidGradient, "a gradient takes 2 or more colours, not \(count)")
    }

    static func gradientLocationCount(_ locations: Int, colors: Int) -> Self {
        Self(
            id: .invalidGradient,
            "'locations' has \(locations) \(locations == 1 ? "value" : "values") but 'colors' has \(colors); give one location per colour"
        )
    }

    static func gradientLocationsDecrease(_ location: String, after previous: String) -> Self {
        Self(
            id: .invalidGradient,
            "gradient locations must not decrease: \(location) comes after \(previous)")
    }

    static func gradientDiagonalWith(_ key: String) -> Self {
        Self(
            id: .invalidGradient,
            "'diagonal' fixes the gradient's type, start, end and locations, so it cannot have '\(key)'; write 'colors' instead of 'diagonal' for a custom gradient"
        )
    }

    static func gradientPoint(count: Int) -> Self {
        Self(
            id: .invalidGradient,
            "a gradient point is a named point or [x, y], not \(count) \(count == 1 ? "number" : "numbers")")
    }
}
