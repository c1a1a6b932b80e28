/// A diagnostic id as a rule: its default severity, a one-line summary and where
/// docs/diagnostics.md describes it.
///
/// The SARIF report lists them (`tool.driver.rules`), as do
/// `viewspec rules` and the configuration schema. The id is the text reports print, so a rule can
/// also stand for an id no `DiagnosticID` names (SARIF gives such an id a rule of its own).
package struct DiagnosticRule: Sendable, Hashable {
    package var id: String
    package var defaultSeverity: Diagnostic.Severity
    /// One sentence, ending in a period, that says what the rule finds.
    package var summary: String
    /// The Markdown anchor of the docs/diagnostics.md section whose table lists the id; empty for
    /// an id the page does not describe.
    package var section: String

    package init(_ id: String, _ defaultSeverity: Diagnostic.Severity, _ summary: String, section: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.section = section
    }

    package init(_ id: DiagnosticID) {
        self.init(id.rawValue, id.defaultSeverity, id.summary, section: id.section.rawValue)
    }

    /// Where a reader of a report (GitHub's code scanning, an editor) learns more.
    package var helpURI: String { DiagnosticRules.documentation + "#" + section }
}

/// The rules of every `DiagnosticID`, for callers that name ids by their text: configuration
/// files, suppression comments, reports.
package enum DiagnosticRules {
    /// docs/diagnostics.md as published, on the host the JSON Schemas' ids name.
    package static let documentation = "https://viewspec.dev/docs/diagnostics.md"

    /// The rule of `id`, or nil for an id no stage reports (and for `note`).
    package static func rule(_ id: String) -> DiagnosticRule? {
        DiagnosticID(rawValue: id).map(DiagnosticRule.init)
    }

    /// In the catalogue's order, section by section.
    package static let all: [DiagnosticRule] = DiagnosticID.allCases.map(DiagnosticRule.init)
}
