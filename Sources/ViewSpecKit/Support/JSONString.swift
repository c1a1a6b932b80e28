/// JSON string literals for every JSON the pipeline writes by hand (diagnostics, the schema), so
/// the output's bytes and key order are ours and escaping is done one way.
public enum JSONString {
    /// `text` as a JSON string literal: escapes what JSON requires (RFC 8259: the quote, the
    /// backslash and U+0000–U+001F), plus DEL and the C1 controls U+0080–U+009F (JSON may carry
    /// them raw, but a terminal showing the JSON may act on them: `VisibleText`) and U+2028/U+2029
    /// (which break JavaScript consumers), and leaves all other text as UTF-8.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `quoted(text)`, appended to `bytes` (the JSON writer's buffer).
    static func append(_ text: String, to bytes: inout [UInt8]) {
        // Keys, ids and most values are printable ASCII: nothing to escape, no scalar walk. Read
        // as one buffer (`withUTF8`), which also copies it in one go: stepping through the
        // UTF-8 view byte by byte, twice, was the JSON writer's largest cost.
        var text = text
        let isPlain = text.withUTF8 { utf8 in
            for byte in utf8
            where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !isPlain { bytes.append(contentsOf: escaped(text).utf8) }
    }

    /// Every scalar walked and escaped as needed: the path for text that is not plain.
    static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if VisibleText.isControl(scalar) || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
