extension DiagnosticRenderer {
    /// The diagnostics as a JSON array for `--diagnostics-format json`, without a final newline.
    /// One diagnostic per line, its keys in a fixed, documented order (docs/diagnostics.md):
    ///
    /// ```
    /// [
    ///   {"file": "a.yaml", "line": 3, "column": 5, "endLine": 3, "endColumn": 9, "severity": "error",
    ///    "id": "duplicate-key", "message": "duplicate key 'a'", "notes": [{"file": "a.yaml", …}]}
    /// ]
    /// ```
    ///
    /// `view`, `device` and `cells` (each `{device, contentSize, appearance, direction}`) follow
    /// `message` when the diagnostic has them, then `fix` (`{line, column, endLine, endColumn,
    /// replacement}`: the text at that span, in the same file, becomes `replacement`). Notes have the keys up
    /// to `message`. A diagnostic with no place in a file has `null` for `file` and the four
    /// positions. Positions are 1-based; the end is exclusive.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        var json = JSONWriter()
        write(diagnostics, to: &json)
        return json.text
    }

    /// The same array inside a larger document (the layout output).
    package static func write(_ diagnostics: [Diagnostic], to json: inout JSONWriter) {
        json.openArray()
        for diagnostic in diagnostics { write(diagnostic, withNotes: true, to: &json) }
        json.close()
    }

    private static func write(_ diagnostic: Diagnostic, withNotes: Bool, to json: inout JSONWriter) {
        let range = diagnostic.range
        json.openObject(oneLine: true)
        json.field("file", range?.file)
        json.field("line", range?.lower.line)
        json.field("column", range?.lower.column)
        json.field("endLine", range?.upper.line)
        json.field("endColumn", range?.upper.column)
        json.field("severity", diagnostic.severity.rawValue)
        json.field("id", diagnostic.id)
        json.field("message", diagnostic.message)
        if let view = diagnostic.view { json.field("view", view) }
        if let device = diagnostic.device { json.field("device", device) }
        if !diagnostic.cells.isEmpty {
            json.key("cells")
            json.openArray()
            for cell in diagnostic.cells {
                json.openObject(oneLine: true)
                json.field("device", cell.device)
                json.field("contentSize", cell.contentSize.rawValue)
                json.field("appearance", cell.appearance.rawValue)
                json.field("direction", cell.direction.rawValue)
                json.close()
            }
            json.close()
        }
        if let fix = diagnostic.fix, let at = fix.range {
            json.key("fix")
            json.openObject(oneLine: true)
            json.field("line", at.lower.line)
            json.field("column", at.lower.column)
            json.field("endLine", at.upper.line)
            json.field("endColumn", at.upper.column)
            json.field("replacement", fix.replacement)
            json.close()
        }
        if withNotes {
            json.key("notes")
            json.openArray()
            for note in diagnostic.notes { write(note, withNotes: false, to: &json) }
            json.close()
        }
        json.close()
    }
}
