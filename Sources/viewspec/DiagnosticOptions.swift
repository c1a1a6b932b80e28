import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// How diagnostics are written: human text with source excerpts, JSON for tools, a SARIF log
/// for code scanning, GitHub Actions workflow commands, or the reports CI systems show (JUnit XML,
/// a Markdown summary, Code Climate JSON for GitLab, Checkstyle XML), or for people, an HTML page
/// (a report file only).
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github, junit, markdown, codeclimate, checkstyle, html

    /// Formats that are one document for the whole run, written when it ends.
    var isDocument: Bool {
        switch self {
        case .text, .github: false
        case .json, .sarif, .junit, .markdown, .codeclimate, .checkstyle, .html: true
        }
    }
}

/// `--report FORMAT=FILE`: a report written to a file when the run ends, beside what goes to
/// standard error.
struct ReportRequest: ExpressibleByArgument, Equatable {
    var format: DiagnosticsFormat
    var path: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="),
            let format = DiagnosticsFormat(rawValue: String(argument[..<equals])), format.isDocument
        else { return nil }
        let path = String(argument[argument.index(after: equals)...])
        guard !path.isEmpty else { return nil }
        self.format = format
        self.path = path
    }
}

/// How to write diagnostics: what every command that reports them takes.
struct DiagnosticFormatOption: ParsableArguments {
    @Option(
        name: .customLong("diagnostics-format"),
        help: ArgumentHelp(
            "How to write diagnostics to standard error.",
            discussion:
                "text (default): file:line:col: severity: message [id], the source line and a caret. json: one JSON array of diagnostics for tools. sarif: one SARIF 2.1.0 log for GitHub code scanning, always written, with paths relative to the current folder. github: ::error file=…,line=…::message workflow commands that GitHub Actions shows as annotations. junit: JUnit XML for CI test tabs. markdown: a summary for $GITHUB_STEP_SUMMARY or a pull-request comment. codeclimate: Code Climate JSON for GitLab Code Quality. checkstyle: Checkstyle XML."
        ))
    var diagnosticsFormat: DiagnosticsFormat = .text

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "Also write a report to a file when the run ends (repeatable).",
            discussion:
                "FORMAT=FILE, where FORMAT is json, sarif, junit, markdown, codeclimate, checkstyle or html (one self-contained page; validate draws the cells with findings in it): for example --report sarif=viewspec.sarif --report html=viewspec.html. Each file is written whole or not at all, whatever the exit status; no file is written after a usage error.",
            valueName: "format=file"))
    var reports: [ReportRequest] = []

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--diagnostics-format"])
        if diagnosticsFormat == .html {
            throw ValidationError("html is a report file's format: give --report html=FILE")
        }
        let paths = reports.map(\.path)
        if let repeated = paths.first(where: { path in paths.count { $0 == path } > 1 }) {
            throw ValidationError(
                "--report names '\(VisibleText.escaped(repeated))' twice; give each report a file of its own")
        }
    }

    /// Whether any report, on standard error or in a file, is SARIF, which also lists the findings
    /// suppressions and the baseline silenced.
    ///
    /// The HTML report counts them.
    var wantsSilenced: Bool {
        diagnosticsFormat == .sarif || reports.contains { $0.format == .sarif || $0.format == .html }
    }
}

/// The options of the commands that check specs (validate, layout): the format, and whether
/// warnings fail the run.
///
/// diff and snapshot take the format alone: every difference fails them.
struct DiagnosticOptions: ParsableArguments {
    @OptionGroup var format: DiagnosticFormatOption

    var diagnosticsFormat: DiagnosticsFormat { format.diagnosticsFormat }

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var warningsAsErrors = false
}
