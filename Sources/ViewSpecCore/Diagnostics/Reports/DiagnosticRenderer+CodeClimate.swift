extension DiagnosticRenderer {
    /// The findings as a Code Climate report, the JSON array GitLab's Code Quality reads
    /// (`artifacts: reports: codequality`).
    ///
    /// One issue per finding with a place in a file: `type` `issue`, `check_name` the rule,
    /// `description` the message with its device, `content.body` its notes, `categories`
    /// (`Bug Risk` for an error, `Style` otherwise), `location` (the report path and
    /// `lines.begin`/`end`), `severity` (`major` for an error, `minor` for a warning, `info` for a
    /// note) and a `fingerprint` that does not change when lines move (the SARIF one; a second
    /// finding with the same one gets `-2`, and so on, as GitLab needs them unique). Findings with
    /// no file are left out: GitLab requires a path.
    ///
    /// Without a final newline.
    public static func codeClimate(_ diagnostics: [Diagnostic], paths: ReportPaths) -> String {
        var seen: [String: Int] = [:]
        var json = JSONWriter()
        json.openArray()
        for finding in diagnostics {
            guard let range = finding.range else { continue }
            let base = fingerprint(of: finding, paths: paths)
            let repeats = seen[base, default: 0] + 1
            seen[base] = repeats
            json.openObject()
            json.field("type", "issue")
            json.field("check_name", finding.id)
            json.field("description", ReportSummary.text(of: finding))
            let notes = ReportSummary.notes(of: finding, paths: paths)
            if !notes.isEmpty {
                json.key("content")
                json.openObject(oneLine: true)
                json.field("body", notes.map { "note: " + $0 }.joined(separator: "\n"))
                json.close()
            }
            json.field("categories", strings: [finding.severity == .error ? "Bug Risk" : "Style"])
            json.key("location")
            json.openObject(oneLine: true)
            json.field("path", paths.relative(range.file) ?? range.file)
            json.key("lines")
            json.openObject(oneLine: true)
            json.field("begin", range.lower.line)
            json.field("end", max(range.lower.line, range.upper.line))
            json.close()
            json.close()
            let severity =
                switch finding.severity {
                case .error: "major"
                case .warning: "minor"
                case .note: "info"
                }
            json.field("severity", severity)
            json.field("fingerprint", repeats == 1 ? base : "\(base)-\(repeats)")
            json.close()
        }
        json.close()
        return json.text
    }
}
