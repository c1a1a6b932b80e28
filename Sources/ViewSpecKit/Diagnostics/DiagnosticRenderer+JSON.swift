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
        out += "{\"file\": " + (range.map { JSONString.quoted($0.file) } ?? "null")
        out += ", \"line\": " + (range.map { String($0.lower.line) } ?? "null")
        out += ", \"column\": " + (range.map { String($0.lower.column) } ?? "null")
        out += ", \"endLine\": " + (range.map { String($0.upper.line) } ?? "null")
        out += ", \"endColumn\": " + (range.map { String($0.upper.column) } ?? "null")
        out += ", \"severity\": " + JSONString.quoted(diagnostic.severity.rawValue)
        out += ", \"id\": " + JSONString.quoted(diagnostic.id)
        out += ", \"message\": " + JSONString.quoted(diagnostic.message)
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

}
