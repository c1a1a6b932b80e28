/// Messages shared by every part of the spec decoder: shapes, keys and scalar values.
extension DiagnosticMessage {
    static func didYouMean(_ suggestion: String?) -> String {
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
        return Self(id: "unknown-key", message)
    }

    static func missingKey(_ key: String, in context: String) -> Self {
        Self(id: "missing-key", "\(context) needs '\(key)'")
    }

    static func wrongType(expected: String, found: String, for what: String) -> Self {
        Self(id: "wrong-type", "\(what) must be \(expected), not \(found)")
    }

    static func invalidValue(_ value: String, for what: String, expected: String, suggestion: String? = nil)
        -> Self
    {
        Self(
            id: "invalid-value",
            "'\(value)' is not a valid \(what); expected \(expected)" + didYouMean(suggestion))
    }

    static func outOfRange(_ value: String, for what: String, range: String) -> Self {
        Self(id: "value-out-of-range", "\(what) \(value) is out of range; expected \(range)")
    }

    static func invalidColor(_ value: String, reason: String) -> Self {
        Self(id: "invalid-color", "invalid colour '\(value)': \(reason)")
    }

    static func conflictingKeys(_ a: String, _ b: String, in context: String) -> Self {
        Self(id: "conflicting-keys", "\(context) cannot have both '\(a)' and '\(b)'")
    }
}
