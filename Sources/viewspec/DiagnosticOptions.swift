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
/// for code scanning, or GitHub Actions workflow commands.
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github
}

/// How to write diagnostics: what every command that reports them takes.
struct DiagnosticFormatOption: ParsableArguments {
    @Option(
        name: .customLong("diagnostics-format"),
        help: ArgumentHelp(
            "How to write diagnostics to standard error.",
            discussion:
                "text (default): file:line:col: severity: message [id], the source line and a caret. json: one JSON array of diagnostics for tools. sarif: one SARIF 2.1.0 log for GitHub code scanning, always written, with paths relative to the current folder. github: ::error file=…,line=…::message workflow commands that GitHub Actions shows as annotations."
        ))
    var diagnosticsFormat: DiagnosticsFormat = .text

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--diagnostics-format"])
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
