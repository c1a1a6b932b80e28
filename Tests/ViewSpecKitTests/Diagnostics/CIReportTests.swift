import Foundation
import Testing

@testable import ViewSpecCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The reports CI systems show: JUnit XML, Checkstyle XML, Code Climate JSON and the Markdown
/// summary, on the same findings.
@Suite struct CIReportTests {
    let paths = ReportPaths(currentDirectory: "/repo")

    static func finding(
        _ severity: Diagnostic.Severity = .error, id: String = "unknown-kind",
        _ message: String = "unknown kind 'buton'", file: String = "/repo/specs/a.yaml", line: Int = 5,
        view: String? = nil, device: String? = nil
    ) -> Diagnostic {
        var diagnostic = Diagnostic(
            severity, id: id, message,
            at: SourceRange(
                file: file, lower: SourcePosition(line: line, column: 9),
                upper: SourcePosition(line: line, column: 14)), view: view)
        diagnostic.device = device
        return diagnostic
    }

    let findings = [
        finding(),
        finding(.warning, id: "low-contrast", "grey on grey", line: 9, view: "hint", device: "iphone-se"),
        finding(
            .warning, id: "low-contrast", "grey on grey", file: "/repo/specs/b.yaml", line: 3, view: "hint"),
    ]
    let checked = ["/repo/specs/a.yaml", "/repo/specs/b.yaml", "/repo/specs/clean.yaml"]

    /// Parses `text` as XML and returns its elements' names and attributes in document order.
    static func elements(of text: String) throws -> [(name: String, attributes: [String: String])] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [(name: String, attributes: [String: String])] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]
            ) {
                elements.append((name, attributes))
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))\n\(text)")
        return collector.elements
    }

    @Test func junitHasASuitePerFileAndFailsWhatFailsTheRun() throws {
        let xml = DiagnosticRenderer.junit(findings, checked: checked, paths: paths, warningsFail: false)
        let elements = try Self.elements(of: xml)
        #expect(elements.first?.name == "testsuites")
        #expect(elements.first?.attributes["tests"] == "4")
        #expect(elements.first?.attributes["failures"] == "1")
        #expect(
            elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] ?? "" }
                == ["specs/a.yaml", "specs/b.yaml", "specs/clean.yaml"])
        let cases = elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] ?? "" }
        #expect(
            cases == [
                "unknown-kind at 5:9", "low-contrast at 9:9 on iphone-se", "low-contrast at 3:9", "validate",
            ])
        #expect(elements.count { $0.name == "failure" } == 1)
        #expect(elements.first { $0.name == "failure" }?.attributes["type"] == "unknown-kind")
        #expect(
            xml.contains("<system-out>specs/a.yaml:9:9: warning: grey on grey (on iphone-se) [low-contrast]"))

        // With warnings as errors every warning is a failure too, as the exit status says.
        let strict = try Self.elements(
            of: DiagnosticRenderer.junit(findings, checked: checked, paths: paths, warningsFail: true))
        #expect(strict.first?.attributes["failures"] == "3")
        #expect(strict.count { $0.name == "failure" } == 3)
    }

    @Test func junitPutsFindingsWithNoFileInASuiteOfTheirOwn() throws {
        let unplaced = Diagnostic(.error, id: "unreadable-file", "cannot read '.viewspec.yml'", at: nil)
        let elements = try Self.elements(
            of: DiagnosticRenderer.junit([unplaced], checked: [], paths: paths, warningsFail: false))
        #expect(elements.filter { $0.name == "testsuite" }.map { $0.attributes["name"] } == ["viewspec"])
        #expect(elements.count { $0.name == "failure" } == 1)
    }

    /// Control characters (which XML 1.0 cannot hold), markup and newlines in a spec's text come
    /// through every XML report as text.
    @Test func xmlReportsEscapeWhatSpecsWrite() throws {
        let hostile = Self.finding(
            id: "unknown-kind", "kind '<b>&\"x\"\u{1B}[31m\u{07}' is unknown",
            file: "/repo/specs/a<&>\u{1B}.yaml")
        for xml in [
            DiagnosticRenderer.junit([hostile], checked: [], paths: paths, warningsFail: false),
            DiagnosticRenderer.checkstyle([hostile], checked: [], paths: paths),
        ] {
            let elements = try Self.elements(of: xml)
            #expect(!xml.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(xml)")
            let messages = elements.compactMap { $0.attributes["message"] }
            #expect(messages.contains { $0.hasPrefix("kind '<b>&\"x\"") }, "\(messages)")
        }
    }

    @Test func checkstyleListsEveryFileAndEachFindingsSeverityAndRule() throws {
        let elements = try Self.elements(
            of: DiagnosticRenderer.checkstyle(findings, checked: checked, paths: paths))
        #expect(elements.first?.name == "checkstyle")
        #expect(
            elements.filter { $0.name == "file" }.map { $0.attributes["name"] ?? "" }
                == ["specs/a.yaml", "specs/b.yaml", "specs/clean.yaml"])
        let errors = elements.filter { $0.name == "error" }
        #expect(errors.map { $0.attributes["severity"] ?? "" } == ["error", "warning", "warning"])
        #expect(
            errors.map { $0.attributes["source"] ?? "" }
                == ["viewspec.unknown-kind", "viewspec.low-contrast", "viewspec.low-contrast"])
        #expect(errors.first?.attributes["line"] == "5" && errors.first?.attributes["column"] == "9")
    }

    @Test func codeClimateIssuesHaveWhatGitLabRequiresAndUniqueFingerprints() throws {
        let twice = findings + [findings[0]]
        let text = DiagnosticRenderer.codeClimate(twice, paths: paths)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.count == 4)
        for issue in issues {
            #expect(issue["type"] as? String == "issue")
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect((issue["check_name"] as? String)?.isEmpty == false)
            #expect(["major", "minor", "info"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect((location["path"] as? String)?.hasPrefix("specs/") == true)
            #expect((location["lines"] as? [String: Any])?["begin"] as? Int != nil)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 4)
        #expect(fingerprints[3] == fingerprints[0] + "-2")
        // Moving a finding to another line keeps its fingerprint.
        let moved = DiagnosticRenderer.codeClimate([Self.finding(line: 40)], paths: paths)
        #expect(moved.contains("\"fingerprint\": \"\(fingerprints[0])\""))
    }

    @Test func markdownSaysTheOutcomeCountsRulesAndListsFindings() {
        let text = DiagnosticRenderer.markdown(findings, checked: checked, paths: paths, warningsFail: false)
        #expect(text.hasPrefix("## viewspec: failed\n\n1 error, 2 warnings in 3 specs checked.\n"))
        #expect(text.contains("| `unknown-kind` | error | 1 |\n| `low-contrast` | warning | 2 |\n"))
        #expect(text.contains("- **warning** specs/b\\.yaml:3:9: grey on grey (`low-contrast`)\n"))

        let clean = DiagnosticRenderer.markdown([], checked: checked, paths: paths, warningsFail: false)
        #expect(clean == "## viewspec: passed\n\nNo findings in 3 specs checked.\n")
        let warnings = Array(findings.dropFirst())
        #expect(
            DiagnosticRenderer.markdown(warnings, checked: checked, paths: paths, warningsFail: false)
                .hasPrefix("## viewspec: passed"))
        #expect(
            DiagnosticRenderer.markdown(warnings, checked: checked, paths: paths, warningsFail: true)
                .hasPrefix("## viewspec: failed"))
    }

    /// A message cannot open a link, an image, HTML or a table cell in the summary.
    @Test func markdownEscapesSpecText() {
        let hostile = Self.finding(.error, "see [here](http://x) ![i](y) <img src=x> | `code` *b* _i_")
        let text = DiagnosticRenderer.markdown([hostile], checked: [], paths: paths, warningsFail: false)
        let line = text.split(separator: "\n").first { $0.hasPrefix("- **error**") } ?? ""
        #expect(!line.contains("](") && !line.contains("<img") && !line.contains(" | "), "\(line)")
        #expect(line.contains("\\[here\\]\\(http://x\\)"))
    }

    @Test func markdownListsAtMostItsLimitAndCountsTheRest() {
        let many = (1...(DiagnosticRenderer.markdownFindings + 3)).map { Self.finding(line: $0) }
        let text = DiagnosticRenderer.markdown(many, checked: [], paths: paths, warningsFail: false)
        #expect(
            text.split(separator: "\n").count { $0.hasPrefix("- **error**") }
                == DiagnosticRenderer.markdownFindings)
        #expect(text.hasSuffix("\n3 more findings not listed.\n"))
    }
}
