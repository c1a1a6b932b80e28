import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The SARIF and GitHub renderings: paths, escaping and fingerprints.
@Suite struct DiagnosticReportFormatTests {
    let paths = ReportPaths(currentDirectory: "/repo")

    func diagnostic(
        _ message: String = "unknown kind 'buton'", file: String = "specs/a.yaml", line: Int = 5,
        view: String? = nil, device: String? = nil
    ) -> Diagnostic {
        var diagnostic = Diagnostic(
            .error, id: "unknown-kind", message,
            at: SourceRange(
                file: file, lower: SourcePosition(line: line, column: 9),
                upper: SourcePosition(line: line, column: 14)), view: view)
        diagnostic.device = device
        return diagnostic
    }

    @Test func pathsAreRelativeToTheCurrentFolder() {
        #expect(paths.relative("specs/a.yaml") == "specs/a.yaml")
        #expect(paths.relative("./specs/../specs/a.yaml") == "specs/a.yaml")
        #expect(paths.relative("/repo/specs/a.yaml") == "specs/a.yaml")
        #expect(paths.relative("/repository/a.yaml") == "/repository/a.yaml")
        #expect(paths.relative("<stdin>") == nil)
        #expect(paths.uri("specs/my screen%.yaml") == "specs/my%20screen%25.yaml")
        #expect(paths.uri("/elsewhere/é.yaml") == "file:///elsewhere/%C3%A9.yaml")
    }

    @Test func findingsAreRecordedUnderTheirReportedFile() {
        let place = SourcePosition(line: 1, column: 1)
        #expect(paths.recordedFile(of: SourceRange(file: "/repo/specs/a.yaml", at: place)) == "specs/a.yaml")
        #expect(paths.recordedFile(of: SourceRange(file: "<stdin>", at: place)) == "<stdin>")
        #expect(paths.recordedFile(of: nil) == "")
    }

    /// Every printable ASCII character in a file name: RFC 3986's unreserved ones and `/` stay,
    /// the rest are percent-encoded; asked again (the answers are kept per file), or of a copy,
    /// the same names come back.
    @Test func eachASCIICharacterOfAPathIsKeptOrEncoded() {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        let copy = paths
        for byte in UInt8(0x20)...UInt8(0x7E) where byte != UInt8(ascii: "/") && byte != UInt8(ascii: ".") {
            let file = "specs/a" + String(UnicodeScalar(byte)) + "b.yaml"
            let hex = String(byte, radix: 16, uppercase: true)
            let expected =
                "specs/a" + (unreserved.contains(byte) ? String(UnicodeScalar(byte)) : "%" + hex) + "b.yaml"
            #expect(paths.uri(file) == expected, "\(file)")
            #expect(paths.uri(file) == expected, "\(file), asked again")
            #expect(copy.uri(file) == expected, "\(file), of a copy")
            #expect(copy.relative(file) == file)
        }
        #expect(paths.uri("/repo/specs/a.yaml") == "specs/a.yaml")
        #expect(
            ReportPaths(currentDirectory: "/other").uri("/repo/specs/a.yaml") == "file:///repo/specs/a.yaml")
    }

    @Test func githubCommandsEscapeTheirValues() {
        let text = DiagnosticRenderer.github(
            [diagnostic("50% of 'a,b': c\r\nd\u{1B}[31m", file: "specs/x,y:z.yaml", device: "ipad")],
            paths: paths)
        #expect(
            text
                == "::error file=specs/x%2Cy%3Az.yaml,line=5,col=9,endLine=5,endColumn=14,title=unknown-kind::50%25 of 'a,b': c\\u{D}%0Ad\\u{1B}[31m (on ipad)\n"
        )
        var warning = diagnostic()
        warning.severity = .warning
        warning.range = nil
        warning.notes = [
            .note("first here", at: SourceRange(file: "/repo/b.yaml", at: SourcePosition(line: 2, column: 3)))
        ]
        #expect(
            DiagnosticRenderer.github([warning], paths: paths)
                == "::warning title=unknown-kind::unknown kind 'buton'%0Anote: b.yaml:2:3: first here\n")
    }

    /// A file name is spec-controlled text too: its ESC and BEL are made visible in `file=` as
    /// in every other format, not written raw into the CI log.
    @Test func githubFileNamesHaveTheirControlCharactersEscaped() {
        let text = DiagnosticRenderer.github(
            [diagnostic(file: "specs/a\u{1B}]0;x\u{7}\r.yaml")], paths: paths)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}") && !text.contains("\r"))
        #expect(text.hasPrefix("::error file=specs/a\\u{1B}]0;x\\u{7}\\u{D}.yaml,line=5,"))
    }

    @Test func fingerprintsIgnoreLinesButNotViewsFilesOrCells() {
        let base = DiagnosticRenderer.fingerprint(of: diagnostic(view: "title"), paths: paths)
        #expect(base.count == 16)
        #expect(DiagnosticRenderer.fingerprint(of: diagnostic(line: 40, view: "title"), paths: paths) == base)
        #expect(
            DiagnosticRenderer.fingerprint(
                of: diagnostic(file: "/repo/specs/a.yaml", view: "title"), paths: paths)
                == base)
        #expect(DiagnosticRenderer.fingerprint(of: diagnostic(view: "other"), paths: paths) != base)
        #expect(
            DiagnosticRenderer.fingerprint(of: diagnostic(file: "b.yaml", view: "title"), paths: paths)
                != base)
        #expect(
            DiagnosticRenderer.fingerprint(of: diagnostic(view: "title", device: "ipad"), paths: paths)
                != base)
        // Without a view, the message tells two findings in one file apart.
        #expect(
            DiagnosticRenderer.fingerprint(of: diagnostic("unknown kind 'x'"), paths: paths)
                != DiagnosticRenderer.fingerprint(of: diagnostic("unknown kind 'y'"), paths: paths))
    }

    @Test func sarifHasRulesResultsAndLocations() throws {
        let text = DiagnosticRenderer.sarif(
            [diagnostic("bad\u{7}", view: "title", device: "ipad"), diagnostic(file: "<stdin>")], paths: paths
        )
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == DiagnosticRules.all.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["ruleId"] as? String == "unknown-kind")
        #expect(rules[first["ruleIndex"] as? Int ?? -1]["id"] as? String == "unknown-kind")
        #expect((first["message"] as? [String: Any])?["text"] as? String == "bad\\u{7} (on ipad)")
        let location = try #require(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "specs/a.yaml")
        let region = try #require(location["region"] as? [String: Int])
        #expect(region == ["startLine": 5, "startColumn": 9, "endLine": 5, "endColumn": 14])
        #expect((first["partialFingerprints"] as? [String: String])?["viewspec/v1"]?.count == 16)
        #expect((first["suppressions"] as? [Any])?.isEmpty == true)
        #expect((results[1]["locations"] as? [Any])?.isEmpty == true)
        // An empty log is still a log.
        let empty = DiagnosticRenderer.sarif([], paths: paths)
        #expect(empty.contains("\"results\": []"))
    }
}
