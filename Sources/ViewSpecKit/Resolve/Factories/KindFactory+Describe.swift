/// The factories describe themselves: every kind with its summary and its defaults written in
/// the spec language, for `viewspec kinds` and the defaults table in docs/resolver.md (a test
/// keeps the two the same).
public enum KindReference {
    public struct Entry: Sendable, Equatable {
        public var kind: String
        public var summary: String
        public var mainProperty: String?
        /// `name: value` in the spec language, in the factory's order.
        public var defaults: [String]
        /// What the factory does that its defaults cannot say.
        public var notes: String?
    }

    public static var entries: [Entry] {
        KindCatalog.all.map { descriptor in
            let factory = KindFactory.factory(for: descriptor.name)
            return Entry(
                kind: descriptor.name, summary: descriptor.summary, mainProperty: descriptor.mainProperty,
                defaults: factory?.defaults.map { "\($0.name): \(specText($0.value))" } ?? [],
                notes: notes[descriptor.name])
        }
    }

    /// The reference as a Markdown table.
    public static func markdownTable() -> String {
        var out = "| kind | main property | defaults | also |\n|---|---|---|---|\n"
        for entry in entries {
            let defaults = entry.defaults.isEmpty ? "" : "`" + entry.defaults.joined(separator: "`, `") + "`"
            out +=
                "| `\(entry.kind)` | \(entry.mainProperty.map { "`\($0)`" } ?? "") | \(defaults) | \(entry.notes ?? "") |\n"
        }
        return out
    }

    /// Behaviour beyond the defaults, per kind.
    static let notes: [String: String] = [
        "label.header": "intrinsic size: the text on one line",
        "input.text": "intrinsic size: the text or placeholder plus 7 pt insets",
        "button.mainFab":
            "background: radial gradient buttonFabGradientFirst → buttonFabGradientLast, top-left to bottom-right",
        "button.miniFab": "background: as mainFab",
        "switch": "intrinsic 51 × 31",
        "slider": "intrinsic height 31",
        "stepper": "intrinsic 94 × 32",
        "progress": "intrinsic height 4",
        "segmented": "intrinsic: equal segments, the widest title (13 pt medium) + 24 each, height 32",
        "pageControl": "intrinsic: 16 per page + 8, height 26",
        "activityIndicator": "intrinsic 37 × 37 (large)",
        "datePicker": "intrinsic 320 × 216",
        "picker": "intrinsic 320 × 216",
        "colorWell": "intrinsic 28 × 28",
        "stack.vertical": "children pinned leading and trailing",
        "stack.horizontal": "children pinned top and bottom",
        "stack.twoColumns":
            "two synthesized column stacks: vertical, equalCentering, center, spacing as the row's",
        "stack.labeledView": "children pinned leading and trailing",
        "scroll": "scrolls",
        "scroll.vertical":
            "scrolls; pinned to the parent's safe area unless it has a layout; children placed as setStack",
        "table": "scrolls; one synthesized cell per row, its content inset by `insets`",
        "collection": "scrolls; cells in a grid",
        "card": "its children in a vertical stack: fill, fill, `spacing`, inset by `insets`",
        "navigationBar":
            "intrinsic height 44; pinned under the safe area's top unless it has a layout; the first item leading, the rest trailing, the title centred clear of them",
        "tabBar":
            "49 pt above the safe area's bottom, reaching the screen's bottom; secondary colour onTabBar",
        "textField": "a 1 pt bottom line in separator",
        "textView":
            "scrolls, so no intrinsic size (its constraints size it); 8 pt text insets above and below, 5 at the sides",
        "embed": "the embedded spec's root in its place",
    ]

    /// A value as a spec writes it.
    static func specText(_ value: Value) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return Decoder.format(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .enumeration(let word): return word
        case .length(.points(let points)): return Decoder.format(points)
        case .length(.reference(let name, _)): return "$" + name
        case .color(.role(let role)): return role
        case .color(.named(let name)): return name
        case .color(.token(let name)): return "$" + name
        case .color(.rgba(let rgba)): return "\"\(rgba)\""
        case .insets(let insets):
            func side(_ length: Length?) -> String {
                switch length {
                case .points(let points): Decoder.format(points)
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
