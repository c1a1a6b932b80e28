extension DiagnosticRenderer {
    /// The diagnostics as a JSON array for `--diagnostics-format json`, without a final newline.
    ///
    /// Written by hand so that keys come in a fixed, documented order and the output is
    /// byte-identical on every run. One diagnostic per line:
    ///
    /// ```
    /// [
    ///   {"file": "a.yaml", "line": 3, "column": 5, "endLine": 3, "endColumn": 9, "severity": "error",
    ///    "id": "duplicate-key", "message": "duplicate key 'a'", "notes": [{"file": "a.yaml", …}]}
    /// ]
    /// ```
    ///
    /// Notes have the same keys without `notes`. A diagnostic with no place in a file has `null`
    /// for `file` and the four positions. Positions are 1-based; the end is exclusive.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]" }
        var out = "["
        for (index, diagnostic) in diagnostics.enumerated() {
            out += index == 0 ? "\n  " : ",\n  "
            appendObject(diagnostic, withNotes: true, to: &out)
        }
        return out + "\n]"
    }

    private static func appendObject(_ diagnostic: Diagnostic, withNotes: Bool, to out: inout String) {
        let range = diagnostic.range
        out += "{\"file\": " + (range.map { quoted($0.file) } ?? "null")
        out += ", \"line\": " + (range.map { String($0.lower.line) } ?? "null")
        out += ", \"column\": " + (range.map { String($0.lower.column) } ?? "null")
        out += ", \"endLine\": " + (range.map { String($0.upper.line) } ?? "null")
        out += ", \"endColumn\": " + (range.map { String($0.upper.column) } ?? "null")
        out += ", \"severity\": " + quoted(diagnostic.severity.rawValue)
        out += ", \"id\": " + quoted(diagnostic.id)
        out += ", \"message\": " + quoted(diagnostic.message)
        if withNotes {
            out += ", \"notes\": ["
            for (index, note) in diagnostic.notes.enumerated() {
                if index > 0 { out += ", " }
                appendObject(note, withNotes: false, to: &out)
            }
            out += "]"
        }
        out += "}"
    }

    /// A JSON string literal; escapes what JSON requires and leaves other text as UTF-8.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
