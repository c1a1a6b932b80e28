import Foundation
import TestSupport
import Testing

/// `validate --report html=FILE`: one page for people, self-contained, with the cells that have
/// findings drawn and the findings grouped by rule.
@Suite struct HTMLReportTests {
    static func report(_ arguments: [String]) throws -> (run: Run, page: String) {
        let folder = try TemporaryFolder()
        let file = folder.path("report.html")
        let run = try Viewspec.run(["validate"] + arguments + ["--report", "html=" + file])
        return (run, try String(contentsOfFile: file, encoding: .utf8))
    }

    /// The number the summary shows under `name`.
    static func count(_ name: String, in page: String) -> Int? {
        guard let start = page.range(of: "<dd id=\"count-\(name)\">") else { return nil }
        return Int(page[start.upperBound...].prefix { $0.isNumber })
    }

    @Test func theSummaryCountsTheRun() throws {
        let (run, page) = try Self.report(["specs/ci"])
        #expect(run.status == 1)
        #expect(page.contains("<span class=\"failed\">failed</span>"))
        // specs/ci's configuration excludes drafts/ and lays each screen out on 1 cell.
        #expect(Self.count("specs", in: page) == 2)
        #expect(Self.count("cells", in: page) == 2)
        #expect(Self.count("errors", in: page) == 3)
        #expect(Self.count("warnings", in: page) == 1)
        #expect(Self.count("baselined", in: page) == 0)
        let baselined = try Self.report(["specs/ci", "--baseline", "specs/ci/.viewspec-baseline.json"])
        #expect(baselined.run.status == 0)
        #expect(baselined.page.contains("<span class=\"passed\">passed</span>"))
        #expect(Self.count("baselined", in: baselined.page) == 4)
        #expect(Self.count("errors", in: baselined.page) == 0)
    }

    @Test func theCellsWithFindingsAreDrawnWithTheirViewsOutlined() throws {
        let (_, page) = try Self.report(["specs/ci/screens/checkout.yaml", "--appearance", "all"])
        // Two cells (light and dark), both with findings: a mockup each, as a data: image.
        #expect(page.components(separatedBy: "<img alt=").count - 1 == 2)
        #expect(page.contains("src=\"data:image/svg+xml;base64,"))
        #expect(
            page.contains(
                "<figure class=\"cell\" id=\"spec-1-cell-0\"><figcaption>iphone-17 · large · light · ltr"))
        // The finding on 'note' is outlined in its cells and links to them.
        let finding = try #require(page.range(of: "data-rule=\"low-contrast\"><span class=\"place\">"))
        let item = page[finding.lowerBound...].prefix { $0 != "\n" }
        #expect(item.contains("href=\"#spec-1-cell-0\""))
        #expect(page.contains("<rect class=\"error\" data-finding=\"spec-1-f0\""))
        // Grouped by rule, by name.
        let rules = page.components(separatedBy: "<details open class=\"rule\" data-rule=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(rules == rules.sorted())
        #expect(rules.contains("low-contrast") && rules.contains("small-tap-target"))
    }

    @Test func thePageFetchesNothing() throws {
        let (_, page) = try Self.report(["specs/ci", "specs/gallery/sign-in.yaml", "--appearance", "all"])
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:;"))
        for pattern in ["src=\"http", "href=\"http", "url(", "@import", "<link", "src=\"/", "src=\"//"] {
            #expect(!page.contains(pattern), "the page refers to \(pattern)")
        }
    }

    @Test func specTextIsEscaped() throws {
        let folder = try TemporaryFolder()
        let spec = folder.path("hostile.yaml")
        try """
        viewspec: 1
        root:
          view:
            background: "#FFFFFF"
            children:
              - label.body: { id: "<script>alert(1)</script>", text: "<img src=x>", color: "#EEEEEE" }

        """.write(toFile: spec, atomically: true, encoding: .utf8)
        let (_, page) = try Self.report([spec])
        #expect(page.contains("invalid-id"))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<img src=x>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func htmlIsAReportFileOnly() throws {
        let run = try Viewspec.run(["validate", "specs/gallery/sign-in.yaml", "--diagnostics-format", "html"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("give --report html=FILE"))
    }
}
