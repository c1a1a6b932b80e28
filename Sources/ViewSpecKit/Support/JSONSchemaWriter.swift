/// Writes a `JSONValue` as text: two-space indentation, keys in their given order, strings
/// escaped as RFC 8259 requires (non-ASCII characters are written as UTF-8, not escaped).
enum JSONSchemaWriter {
    static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        let padding = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch value {
        case .object(let pairs):
            guard !pairs.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, pair) in pairs.enumerated() {
                output += padding + JSONString.quoted(pair.key) + ": "
                write(pair.value, indent: indent + 1, into: &output)
                output += index == pairs.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            // Short lists of scalars (enums, required keys) stay on one line for readability.
            if items.allSatisfy(\.isScalar) {
                var line = "["
                for (index, item) in items.enumerated() {
                    if index > 0 { line += ", " }
                    write(item, indent: indent + 1, into: &line)
                }
                line += "]"
                if line.count <= 100 {
                    output += line
                    return
                }
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += padding
                write(item, indent: indent + 1, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .string(let text): output += JSONString.quoted(text)
        case .number(let number): output += format(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// Whole numbers without a fraction (`16`, not `16.0`), so limits read as written.
    static func format(_ number: Double) -> String {
        NumberText.plain(number)
    }
}
