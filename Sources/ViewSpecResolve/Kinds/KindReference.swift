import Cassowary
import ViewSpecCore
import ViewSpecLanguage

/// The kinds describe themselves: every kind with its summary, its defaults written in the
/// spec language and its definition's notes, for `viewspec kinds` and the defaults table in
/// docs/resolver.md (a test keeps the two the same).
package enum KindReference {
    package struct Entry: Sendable, Equatable {
        package var kind: String
        package var summary: String
        package var mainProperty: String?
        /// `name: value` in the spec language, in the factory's order.
        package var defaults: [String]
        /// What the factory does that its defaults cannot say.
        package var notes: String?
        /// The content hugging and compression resistance a view of the kind has on both axes
        /// unless a spec says otherwise: UIView's 250 and 750, or the factory's own (750 for the
        /// controls UIKit draws at one size).
        package var hugging: Double
        package var compressionResistance: Double

        /// `hugging 250, compression resistance 750`.
        package var prioritiesText: String {
            "hugging \(NumberText.plain(hugging)), compression resistance \(NumberText.plain(compressionResistance))"
        }
    }

    package static var entries: [Entry] {
        BuiltinKind.allCases.map { kind in
            let definition = kind.definition
            func priority(_ name: String, otherwise: Priority) -> Double {
                for (key, value) in definition.factory.defaults where key == name {
                    if case .number(let number) = value { return number }
                }
                return otherwise.value
            }
            return Entry(
                kind: kind.name, summary: kind.signature.summary, mainProperty: kind.signature.mainProperty,
                defaults: definition.factory.defaults.map { "\($0.name): \(specText($0.value))" },
                notes: definition.notes,
                hugging: priority("hugging", otherwise: SizeRules.defaultHugging),
                compressionResistance: priority(
                    "compressionResistance", otherwise: SizeRules.defaultCompressionResistance))
        }
    }

    /// The reference as a Markdown table.
    package static func markdownTable() -> String {
        var out =
            "| kind | main property | defaults | hugging / compression resistance | also |\n|---|---|---|---|---|\n"
        for entry in entries {
            let defaults = entry.defaults.isEmpty ? "" : "`" + entry.defaults.joined(separator: "`, `") + "`"
            let priorities =
                "\(NumberText.plain(entry.hugging)) / \(NumberText.plain(entry.compressionResistance))"
            out +=
                "| `\(entry.kind)` | \(entry.mainProperty.map { "`\($0)`" } ?? "") | \(defaults) | \(priorities) | \(entry.notes ?? "") |\n"
        }
        return out
    }

    /// A value as a spec writes it.
    static func specText(_ value: Value) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return NumberText.plain(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .enumeration(let word): return word
        case .length(.points(let points)): return NumberText.plain(points)
        case .length(.reference(let name, _)): return "$" + name
        case .color(.role(let role)): return role
        case .color(.named(let name)): return name
        case .color(.token(let name)): return "$" + name
        case .color(.rgba(let rgba)): return "\"\(rgba)\""
        case .color(.dynamic(let light, let dark)):
            return "{ light: \(specText(.color(light))), dark: \(specText(.color(dark))) }"
        case .insets(let insets):
            func side(_ length: Length?) -> String {
                switch length {
                case .points(let points): NumberText.plain(points)
                case .reference(let name, _): "$" + name
                case nil: "0"
                }
            }
            return
                "[\(side(insets.top)), \(side(insets.left)), \(side(insets.bottom)), \(side(insets.right))]"
        case .list(let items): return "[" + items.map { specText($0.value) }.joined(separator: ", ") + "]"
        case .object(let pairs):
            return "{ "
                + pairs.map { "\($0.name.value): \(specText($0.value.value))" }.joined(separator: ", ") + " }"
        case .interpolated, .parameter, .token, .node, .nodes, .null: return "…"
        }
    }
}
