import ArgumentParser
import ViewSpecKit

/// How diagnostics are written: human text with source excerpts, JSON for tools, a SARIF log
/// for code scanning, or GitHub Actions workflow commands.
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github
}

/// The options every command that reports diagnostics shares.
struct DiagnosticOptions: ParsableArguments {
    @Option(
        name: .customLong("diagnostics-format"),
        help: ArgumentHelp(
            "How to write diagnostics to standard error.",
            discussion:
                "text (default): file:line:col: severity: message [id], the source line and a caret. json: one JSON array of diagnostics for tools. sarif: one SARIF 2.1.0 log for GitHub code scanning, always written, with paths relative to the current folder. github: ::error file=…,line=…::message workflow commands that GitHub Actions shows as annotations."
        ))
    var diagnosticsFormat: DiagnosticsFormat = .text

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var warningsAsErrors = false

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--diagnostics-format"])
    }
}
