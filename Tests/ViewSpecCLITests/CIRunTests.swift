import Foundation
import TestSupport
import Testing

/// What a CI run of validate relies on (docs/ci.md), on the built binary.
///
/// Suppressed findings are kept in SARIF only, GitHub annotations follow the configured
/// severity, and options that cannot be taken are usage errors.
@Suite struct CIRunTests {
    static func sarifResults(_ stderr: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(stderr.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        return try #require(runs.first?["results"] as? [[String: Any]])
    }

    // MARK: Suppressions in SARIF

    @Test func anInSourceSuppressionIsKeptInSARIFAndLeftOutElsewhere() throws {
        let sarif = try Viewspec.run([
            "validate", "specs/ci/screens/settings.yaml", "--diagnostics-format", "sarif",
        ])
        let results = try Self.sarifResults(sarif.stderr)
        let tap = try #require(results.first { $0["ruleId"] as? String == "small-tap-target" })
        let suppressions = try #require(tap["suppressions"] as? [[String: String]])
        #expect(
            suppressions == [
                ["kind": "inSource", "justification": "the seed's 40 pt button, kept as shipped"]
            ])
        // Reported findings have an empty list; the run fails on those alone.
        let contrast = try #require(results.first { $0["ruleId"] as? String == "low-contrast" })
        #expect((contrast["suppressions"] as? [Any])?.isEmpty == true)

        for format in ["text", "json", "github"] {
            let run = try Viewspec.run([
                "validate", "specs/ci/screens/settings.yaml", "--diagnostics-format", format,
            ])
            #expect(!run.stderr.contains("small-tap-target"), "\(format): \(run.stderr)")
        }
    }

    @Test func suppressedAndBaselinedFindingsKeepTheLogValid() throws {
        guard SARIFSchema.isInstalled else { return }
        let folder = try TemporaryFolder()
        let baseline = folder.path("baseline.json")
        _ = try Viewspec.run(["validate", "specs/ci", "--write-baseline", baseline])
        for arguments in [
            ["specs/ci"], ["specs/ci", "--baseline", baseline], ["specs/audits/suppressions.yaml"],
        ] {
            let run = try Viewspec.run(["validate"] + arguments + ["--diagnostics-format", "sarif"])
            let log = folder.path("log.sarif")
            try run.stderr.write(toFile: log, atomically: true, encoding: .utf8)
            let check = try SARIFSchema.python(["scripts/check-sarif.py", log])
            #expect(check.status == 0, "\(arguments): \(check.output)")
        }
    }

    /// The options of a CI run that cannot be taken are usage errors (what they do is
    /// ViewSpecKitTests' Validation/ValidationRunTests and BaselineRunTests).
    @Test func aCIRunsOptionsThatCannotBeTakenAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let baseline = folder.path("baseline.json")
        let both = try Viewspec.run([
            "validate", "specs/ci", "--baseline", baseline, "--write-baseline", baseline,
        ])
        #expect(both.status == 64)
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", "1/"] {
            let run = try Viewspec.run(["validate", "specs/ci", "--shard=\(bad)"])
            #expect(run.status == 64, "\(bad)")
            #expect(run.stderr.contains("--shard takes K/N"), "\(bad): \(run.stderr)")
        }
        #expect(try Viewspec.run(["validate", "specs/ci", "--jobs", "0"]).status == 64)
        for option in ["--baseline", "--write-baseline"] {
            let empty = try Viewspec.run(["validate", "specs/ci", option, ""])
            #expect(empty.status == 64, "\(option)")
            #expect(empty.stderr.contains("\(option) takes a file name, not an empty one"))
        }
    }

    /// `--jobs 1024` starts no more threads than twice the cores: 300 threads' stacks alone
    /// (8 MiB each) would not fit in this address space.
    @Test func manyJobsAreBoundedByTheCores() throws {
        let folder = try TemporaryFolder()
        for index in 0..<300 {
            try "viewspec: 1\nroot:\n  label.body: { text: t\(index) }\n".write(
                toFile: folder.path("s\(index).yaml"), atomically: true, encoding: .utf8)
        }
        let run = try Viewspec.run(["validate", folder.url.path, "--jobs", "1024"], memoryLimit: 1800)
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
    }

    @Test func githubAnnotationsFollowTheConfiguredSeverity() throws {
        let run = try Viewspec.run([
            "validate", "specs/ci/screens/checkout.yaml", "--diagnostics-format", "github",
        ])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "::error file=specs/ci/screens/checkout.yaml,line=14,col=45,endLine=14,endColumn=63,title=low-contrast::the text of 'note' (#6A75A3 on #2A3464) has a contrast of 2.64:1, below the 4.5:1 WCAG 2.2 AA asks for normal text (SC 1.4.3)"
            ), "\(run.stderr)")
        #expect(
            lines.contains { $0.hasPrefix("::warning file=specs/ci/screens/checkout.yaml,line=15,col=15,") })
        #expect(lines.allSatisfy { $0.hasPrefix("::") })
    }
}
