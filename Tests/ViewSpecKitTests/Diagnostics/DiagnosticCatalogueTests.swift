import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// docs/diagnostics.md is the catalogue of diagnostic ids: every id any stage can report has a row
/// there, and every row is an id some stage reports.
///
/// The ids are read from the sources, so a new message in any file fails this test until it is
/// documented.
@Suite struct DiagnosticCatalogueTests {
    /// `DiagnosticMessage(id: "x"`, `Self(id: "x"`, `.init(id: "x"` and `Diagnostic(.error, id: "x"`,
    /// with the arguments on one line or several.
    static var definition: Regex<(Substring, Substring)> {
        #/(?:DiagnosticMessage|Self|Diagnostic|\.init)\(\s*(?:\.\w+,\s*)?id:\s*"([^"\\]*)"/#
    }

    /// Every id with a literal definition in a Swift file under `Sources/`, with the files
    /// that define it.
    static func definedIDs() throws -> [String: Set<String>] {
        let sources = PackageFiles.url("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var found: [String: Set<String>] = [:]
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in text.matches(of: definition) {
                found[String(match.output.1), default: []].insert("Sources/" + path)
            }
        }
        return found
    }

    /// The first cells of the catalogue's tables whose header starts `| id |`.
    static func documentedIDs() throws -> Set<String> {
        let catalogue = try PackageFiles.read("docs/diagnostics.md")
        var ids: Set<String> = []
        var inTable = false
        for line in catalogue.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| id |") {
                inTable = true
            } else if !line.hasPrefix("|") {
                inTable = false
            } else if inTable, let match = line.firstMatch(of: #/^\| `([^`]+)` \|/#) {
                ids.insert(String(match.output.1))
            }
        }
        return ids
    }

    @Test func everyStageIsScanned() throws {
        let defined = try Self.definedIDs()
        let files = Set(defined.values.flatMap { $0 })
        for file in [
            "Sources/ViewSpecSyntax/SyntaxMessages.swift",
            "Sources/ViewSpecLanguage/Decoding/DecodingMessages.swift",
            "Sources/ViewSpecLanguage/SpecMessages.swift",
            "Sources/ViewSpecLanguage/Plans/PlanMessages.swift",
            "Sources/ViewSpecResolve/ResolverMessages.swift",
            "Sources/ViewSpecLayout/LayoutEngine.swift",
            "Sources/ViewSpecLayout/LayoutEngine+Run.swift",
            "Sources/ViewSpecLayout/LayoutEngine+Plans.swift",
        ] {
            #expect(files.contains(file), "no diagnostic ids found in \(file)")
        }
        // One id of each stage, whichever way its definition is written.
        for id in [
            "duplicate-key", "unknown-key", "invalid-node", "expression-syntax", "embed-cycle",
            "unsatisfiable-constraint", "ambiguous-layout", "unresolved-target",
        ] {
            #expect(defined[id] != nil, "\(id) was not found in the sources")
        }
        #expect(defined.count > 100)
    }

    @Test func everyDefinedIDHasACatalogueRow() throws {
        let documented = try Self.documentedIDs()
        let missing = try Self.definedIDs().filter { $0.key != "note" && !documented.contains($0.key) }
        for (id, files) in missing.sorted(by: { $0.key < $1.key }) {
            Issue.record(
                "\(id) (\(files.sorted().joined(separator: ", "))) has no row in docs/diagnostics.md")
        }
    }

    /// Notes share one id, described in the introduction rather than a table.
    @Test func theNoteIDIsDescribed() throws {
        let catalogue = try PackageFiles.read("docs/diagnostics.md")
        #expect(catalogue.contains("Notes carry the id `note`"))
    }

    @Test func everyCatalogueRowIsAnIDSomeStageReports() throws {
        let defined = try Self.definedIDs()
        for id in try Self.documentedIDs().sorted() where defined[id] == nil {
            Issue.record("docs/diagnostics.md lists \(id), which no source defines")
        }
    }

    /// The scan itself: a definition written any of the ways the stages write them is found.
    @Test func definitionsAreFoundWhicheverWayTheyAreWritten() {
        let text = """
            static let a = DiagnosticMessage(id: "one", "…")
            Self(id: "two", "…")
            Self(
                id: "three",
                "…")
            Diagnostic(.warning, id: "four", "…", at: nil)
            .init(id: "five", "…")
            DiagnosticMessage(id: diagnostic.id, diagnostic.message)
            DiagnosticMessage(id: "\\(dynamic)", "…")
            """
        #expect(
            text.matches(of: Self.definition).map { String($0.output.1) } == [
                "one", "two", "three", "four", "five",
            ])
    }
}

/// `DiagnosticRules`, the registry SARIF's `tool.driver.rules` is made from, is the catalogue:
/// the same ids as docs/diagnostics.md's tables and the sources, with the severities the tables
/// give and sections that exist.
@Suite struct DiagnosticRulesTests {
    @Test func everyIDIsARuleAndEveryRuleAnID() throws {
        let rules = DiagnosticRules.all.map(\.id)
        #expect(Set(rules).count == rules.count, "an id is registered twice")
        let defined = Set(try DiagnosticCatalogueTests.definedIDs().keys).subtracting(["note"])
        for id in defined.subtracting(rules).sorted() { Issue.record("\(id) is reported but has no rule") }
        for id in Set(rules).subtracting(defined).sorted() { Issue.record("rule \(id) is reported nowhere") }
        #expect(Set(rules) == (try DiagnosticCatalogueTests.documentedIDs()))
    }

    @Test func severitiesAndSectionsMatchTheCatalogue() throws {
        let catalogue = try PackageFiles.read("docs/diagnostics.md")
        var severities: [String: Set<String>] = [:]
        var sectionOf: [String: String] = [:]
        var section = ""
        for line in catalogue.split(separator: "\n") {
            if line.hasPrefix("## ") {
                section = line.dropFirst(3).lowercased().replacingOccurrences(of: " ", with: "-")
            } else if let match = line.firstMatch(of: #/^\| `([^`]+)` \| (error|warning) \|/#) {
                severities[String(match.output.1), default: []].insert(String(match.output.2))
                if sectionOf[String(match.output.1)] == nil { sectionOf[String(match.output.1)] = section }
            }
        }
        for rule in DiagnosticRules.all {
            #expect(severities[rule.id] == [rule.defaultSeverity.rawValue], "\(rule.id)")
            #expect(sectionOf[rule.id] == rule.section, "\(rule.id)")
            #expect(rule.summary.hasSuffix(".") && !rule.summary.contains("\n"), "\(rule.id)")
            #expect(rule.helpURI == "https://viewspec.dev/docs/diagnostics.md#" + rule.section)
            #expect(DiagnosticRules.rule(rule.id) == rule)
        }
        #expect(DiagnosticRules.rule("note") == nil)
    }
}
