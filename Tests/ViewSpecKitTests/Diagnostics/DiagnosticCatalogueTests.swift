import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore

/// docs/diagnostics.md is the catalogue of diagnostic ids: its tables list exactly the cases of
/// `DiagnosticID`, each in the section and with the severity its rule gives.
///
/// The compiler keeps
/// every reported id a case with a rule; what it cannot see is this page.
@Suite struct DiagnosticCatalogueTests {
    /// One row of a table whose header starts `| id | severity |`.
    struct Row: Equatable {
        var id: String
        var severity: String
        /// The anchor of the `## ` heading the table is under.
        var section: String
    }

    /// The rows of the catalogue's id tables, in the page's order.
    ///
    /// An id may have several rows
    /// (one per message variant), even in other sections.
    static func rows(of catalogue: String) -> [Row] {
        var rows: [Row] = []
        var section = ""
        var inTable = false
        for line in catalogue.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                section = line.dropFirst(3).lowercased().replacingOccurrences(of: " ", with: "-")
            }
            if line.hasPrefix("| id | severity |") {
                inTable = true
            } else if !line.hasPrefix("|") {
                inTable = false
            } else if inTable, let match = line.firstMatch(of: #/^\| `([^`]+)` \| ([a-z]+) \|/#) {
                rows.append(
                    Row(id: String(match.output.1), severity: String(match.output.2), section: section))
            }
        }
        return rows
    }

    static func documentedRows() throws -> [Row] {
        rows(of: try PackageFiles.read("docs/diagnostics.md"))
    }

    @Test func everyIDHasARowAndEveryRowIsAnID() throws {
        let documented = Set(try Self.documentedRows().map(\.id))
        let ids = Set(DiagnosticID.allCases.map(\.rawValue))
        for id in ids.subtracting(documented).sorted() {
            Issue.record("\(id) has no row in docs/diagnostics.md")
        }
        for id in documented.subtracting(ids).sorted() {
            Issue.record("docs/diagnostics.md lists \(id), which is no DiagnosticID")
        }
    }

    /// Every row of an id gives its rule's severity; the first row is in its rule's section.
    @Test func rowsGiveTheRulesSeverityAndSection() throws {
        let rows = try Self.documentedRows()
        for id in DiagnosticID.allCases {
            let own = rows.filter { $0.id == id.rawValue }
            for row in own where row.severity != id.defaultSeverity.rawValue {
                Issue.record("\(id.rawValue) is \(row.severity) in docs/diagnostics.md")
            }
            if let first = own.first {
                #expect(first.section == id.section.rawValue, "\(id.rawValue)")
            }
        }
    }

    /// The sections come in the page's order, so SARIF's and `viewspec rules`' lists follow it.
    @Test func sectionsAreInThePagesOrder() throws {
        var pageOrder: [String] = []
        for row in try Self.documentedRows() where !pageOrder.contains(row.section) {
            pageOrder.append(row.section)
        }
        #expect(pageOrder == DiagnosticID.Section.allCases.map(\.rawValue))
        var casesOrder: [DiagnosticID.Section] = []
        for id in DiagnosticID.allCases where casesOrder.last != id.section {
            casesOrder.append(id.section)
        }
        #expect(casesOrder == DiagnosticID.Section.allCases, "an id is declared outside its section")
    }

    /// Notes share one id, described in the introduction rather than a table.
    @Test func theNoteIDIsDescribed() throws {
        let catalogue = try PackageFiles.read("docs/diagnostics.md")
        #expect(catalogue.contains("Notes carry the id `note`"))
        #expect(DiagnosticID(rawValue: "note") == nil)
    }

    /// The reader of the tables, on rows written the ways the page writes them.
    @Test func rowsAreReadUnderTheirSection() {
        let text = """
            ## Shared decoding

            | id | severity | message | example |
            |---|---|---|---|
            | `unknown-key` | error | unknown key 'txt' | `label.body: { txt: Hi }` |

            | `not-a-table-row` | error | … |

            ## The flat form

            | id | severity | message |
            |---|---|---|
            | `unplaced-view` | warning | view 'x' is never placed |
            """
        #expect(
            Self.rows(of: text) == [
                Row(id: "unknown-key", severity: "error", section: "shared-decoding"),
                Row(id: "unplaced-view", severity: "warning", section: "the-flat-form"),
            ])
    }
}

/// `DiagnosticRules`, the list SARIF's `tool.driver.rules`, `viewspec rules` and the
/// configuration schema are made from, is `DiagnosticID`'s cases as text.
@Suite struct DiagnosticRulesTests {
    @Test func theRulesAreTheIDsInOrder() {
        #expect(DiagnosticRules.all.map(\.id) == DiagnosticID.allCases.map(\.rawValue))
        for id in DiagnosticID.allCases {
            let rule = DiagnosticRules.rule(id.rawValue)
            #expect(rule == DiagnosticRule(id))
            #expect(rule?.defaultSeverity == id.defaultSeverity)
            #expect(rule?.section == id.section.rawValue)
        }
        #expect(DiagnosticRules.rule("note") == nil)
        #expect(DiagnosticRules.rule("Unknown-Key") == nil)
    }

    @Test func summariesAreOneSentenceAndLinksNameTheSection() {
        for rule in DiagnosticRules.all {
            #expect(rule.summary.hasSuffix(".") && !rule.summary.contains("\n"), "\(rule.id)")
            #expect(rule.helpURI == "https://viewspec.dev/docs/diagnostics.md#" + rule.section)
        }
    }

    /// Reports print the raw value: the id text tools match on.
    @Test func aMessagesIDIsReportedAsItsText() {
        let diagnostic = Diagnostic.warning(.init(id: .unusedRowField, "m"), at: nil)
        #expect(diagnostic.id == "unused-row-field")
        #expect(Diagnostic.note("n", at: nil).id == "note")
    }
}
