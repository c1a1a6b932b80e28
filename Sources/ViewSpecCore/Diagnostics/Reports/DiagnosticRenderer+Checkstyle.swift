extension DiagnosticRenderer {
    /// The run as Checkstyle XML (version 4.3), which reviewdog, Jenkins' Warnings plugin and
    /// many review bots read.
    ///
    /// A `file` element per file checked (a clean one empty), and in it an `error` per finding
    /// with `line`, `column`, `severity` (`error`, `warning` or `info` for a note), the message
    /// with its device and notes, and `source` `viewspec.<rule>`. Findings with no file are left
    /// out: the format has no place for them (the exit status and the other formats have them).
    public static func checkstyle(_ diagnostics: [Diagnostic], checked: [String], paths: ReportPaths)
        -> String
    {
        let summary = ReportSummary(diagnostics, checked: checked, paths: paths, warningsFail: false)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in summary.files {
            out += "  <file" + XMLText.attribute("name", file.path) + (file.findings.isEmpty ? "/>\n" : ">\n")
            guard !file.findings.isEmpty else { continue }
            for finding in file.findings {
                guard let range = finding.range else { continue }
                let severity =
                    switch finding.severity {
                    case .error: "error"
                    case .warning: "warning"
                    case .note: "info"
                    }
                let message =
                    ([ReportSummary.text(of: finding)] + ReportSummary.notes(of: finding, paths: paths))
                    .joined(separator: "\nnote: ")
                out += "    <error" + XMLText.attribute("line", String(range.lower.line))
                out += XMLText.attribute("column", String(range.lower.column))
                out += XMLText.attribute("severity", severity) + XMLText.attribute("message", message)
                out += XMLText.attribute("source", "viewspec." + finding.id) + "/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }
}
