extension DiagnosticRenderer {
    /// Most findings a Markdown summary lists one by one; the rest are counted.
    ///
    /// GitHub shows at most 1 MiB of a job's step summary.
    package static let markdownFindings = 500

    /// The run as a Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment
    /// (GitHub Flavored Markdown).
    ///
    /// A heading with the outcome (passed or failed, as the exit status says) and the counts, a
    /// table of the rules found with their severity and count, then each finding on a line of its
    /// own: its place, severity, message and rule, its notes below it. All text from specs is
    /// escaped, so a message cannot open a link, an image or HTML.
    public static func markdown(
        _ diagnostics: [Diagnostic], checked: [String], paths: ReportPaths, warningsFail: Bool
    ) -> String {
        let summary = ReportSummary(diagnostics, checked: checked, paths: paths, warningsFail: warningsFail)
        let all = summary.all
        let failed = all.contains(where: summary.fails)
        let specs = summary.files.count
        var counts: [String] = []
        for (severity, word) in [
            (Diagnostic.Severity.error, "error"), (.warning, "warning"), (.note, "note"),
        ] {
            let count = summary.count(severity)
            if count > 0 { counts.append("\(count) \(word)\(count == 1 ? "" : "s")") }
        }
        var out = "## viewspec: " + (failed ? "failed" : "passed") + "\n\n"
        out += (counts.isEmpty ? "No findings" : counts.joined(separator: ", "))
        out += " in \(specs) spec\(specs == 1 ? "" : "s") checked.\n"
        guard !all.isEmpty else { return out }

        // Rules in the order their first finding came, with the most severe kind of each.
        var rules: [(id: String, severity: Diagnostic.Severity, count: Int)] = []
        var ruleIndex: [String: Int] = [:]
        for finding in all {
            if let index = ruleIndex[finding.id] {
                rules[index].count += 1
                if finding.severity < rules[index].severity { rules[index].severity = finding.severity }
            } else {
                ruleIndex[finding.id] = rules.count
                rules.append((finding.id, finding.severity, 1))
            }
        }
        out += "\n| Rule | Severity | Findings |\n|---|---|---:|\n"
        for rule in rules {
            out += "| \(markdownRule(rule.id)) | \(rule.severity.rawValue) | \(rule.count) |\n"
        }
        out += "\n"
        for finding in all.prefix(markdownFindings) {
            let place = markdownEscaped(ReportSummary.place(of: finding, paths: paths))
            out +=
                "- **\(finding.severity.rawValue)** \(place): \(markdownEscaped(ReportSummary.text(of: finding)))"
            out += " (\(markdownRule(finding.id)))\n"
            for note in ReportSummary.notes(of: finding, paths: paths) {
                out += "  - note: " + markdownEscaped(note) + "\n"
            }
        }
        if all.count > markdownFindings {
            let more = all.count - markdownFindings
            out += "\n\(more) more finding\(more == 1 ? "" : "s") not listed.\n"
        }
        return out
    }

    /// A rule id as code when it is only letters, digits and hyphens (every id viewspec reports),
    /// else as escaped text.
    static func markdownRule(_ id: String) -> String {
        let plain =
            !id.isEmpty
            && id.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }
        return plain ? "`" + id + "`" : markdownEscaped(id)
    }

    /// Text that Markdown shows as it is: every ASCII punctuation character that can start or end
    /// markup backslash-escaped (CommonMark lets any be), and `<`, `>` and `&` as entities so no
    /// HTML or autolink forms.
    package static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for scalar in VisibleText.escaped(text).unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "\"":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
