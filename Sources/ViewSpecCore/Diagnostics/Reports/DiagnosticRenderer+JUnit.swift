extension DiagnosticRenderer {
    /// The run as JUnit XML, which the test tabs of GitLab, Jenkins, Buildkite and CircleCI show.
    ///
    /// One `testsuite` per file checked (named by its report path), and in it one `testcase` per
    /// finding (`rule at line:col`, with the device), or a single passing `validate` case for a
    /// clean file. A finding that fails the run (an error, or a warning with warnings as errors)
    /// is a `failure` whose `type` is the rule and whose text is the finding and its notes as the
    /// text format prints them; one that does not fail the run passes, with its text in
    /// `system-out`, so the report agrees with the exit status. Findings with no file are the
    /// cases of a last suite named `viewspec`.
    public static func junit(
        _ diagnostics: [Diagnostic], checked: [String], paths: ReportPaths, warningsFail: Bool
    ) -> String {
        let summary = ReportSummary(diagnostics, checked: checked, paths: paths, warningsFail: warningsFail)
        var suites: [(name: String, cases: [Diagnostic])] = summary.files.map { ($0.path, $0.findings) }
        if !summary.unplaced.isEmpty { suites.append(("viewspec", summary.unplaced)) }

        func cases(_ findings: [Diagnostic]) -> Int { max(1, findings.count) }
        let failures = summary.all.count(where: summary.fails)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites" + XMLText.attribute("name", "viewspec")
        out += XMLText.attribute("tests", String(suites.reduce(0) { $0 + cases($1.cases) }))
        out += XMLText.attribute("failures", String(failures)) + XMLText.attribute("errors", "0") + ">\n"
        for suite in suites {
            out += "  <testsuite" + XMLText.attribute("name", suite.name)
            out += XMLText.attribute("tests", String(cases(suite.cases)))
            out += XMLText.attribute("failures", String(suite.cases.count(where: summary.fails)))
            out += XMLText.attribute("errors", "0") + XMLText.attribute("skipped", "0") + ">\n"
            if suite.cases.isEmpty {
                out += "    <testcase" + XMLText.attribute("classname", suite.name)
                out += XMLText.attribute("name", "validate") + "/>\n"
            }
            for finding in suite.cases {
                out += testCase(finding, suite: suite.name, summary: summary, paths: paths)
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private static func testCase(
        _ finding: Diagnostic, suite: String, summary: ReportSummary, paths: ReportPaths
    ) -> String {
        var name = VisibleText.escaped(finding.id)
        if let range = finding.range { name += " at \(range.lower.line):\(range.lower.column)" }
        if let device = finding.device { name += " on \(device)" }
        var out = "    <testcase" + XMLText.attribute("classname", suite) + XMLText.attribute("name", name)
        if let range = finding.range {
            out += XMLText.attribute("file", suite) + XMLText.attribute("line", String(range.lower.line))
        }
        out += ">\n"
        let place = ReportSummary.place(of: finding, paths: paths)
        let body =
            (["\(place): \(finding.severity.rawValue): \(ReportSummary.text(of: finding)) [\(finding.id)]"]
            + ReportSummary.notes(of: finding, paths: paths).map { "note: " + $0 })
            .joined(separator: "\n")
        if summary.fails(finding) {
            out += "      <failure" + XMLText.attribute("type", finding.id)
            out += XMLText.attribute("message", ReportSummary.text(of: finding)) + ">"
            out += XMLText.escaped(body) + "</failure>\n"
        } else {
            out += "      <system-out>" + XMLText.escaped(body) + "</system-out>\n"
        }
        out += "    </testcase>\n"
        return out
    }
}
