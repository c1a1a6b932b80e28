import Foundation
import TestSupport
import Testing

/// What a CI run of validate relies on (docs/ci.md): suppressed findings kept in SARIF, baselines,
/// folder arguments, --jobs, --shard.
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

    /// On a matrix (laid out in parallel, resolved per content size), the audits' silenced
    /// findings are in SARIF, marked, once each; the other forms, which do not build them,
    /// report the same findings and the same unused suppression.
    @Test func aMatrixRunKeepsTheSilencedFindingsInSARIFOnly() throws {
        let arguments = [
            "validate", "specs/audits/suppressions.yaml", "--device", "all", "--content-size", "all",
        ]
        let sarif = try Viewspec.run(arguments + ["--diagnostics-format", "sarif"])
        let results = try Self.sarifResults(sarif.stderr)
        func describe(_ result: [String: Any]) -> String {
            let view = (result["properties"] as? [String: Any])?["view"] as? String ?? ""
            let reason =
                (result["suppressions"] as? [[String: String]])?.first?["justification"] ?? "reported"
            return "\(result["ruleId"] as? String ?? "") \(view): \(reason)"
        }
        let hint = "the navy hint colour on the card, kept as ViewFactory ships it"
        #expect(
            results.map(describe) == [
                "unknown-rule : reported", "invalid-suppression : reported", "unused-suppression : reported",
                "low-contrast footnote: reported", "low-contrast hint: \(hint)",
                "small-tap-target delete: ViewFactory's 40 pt negative button, kept as the seed ships it",
                "low-contrast delete: \(hint)",
            ])
        for format in ["text", "json", "github"] {
            let run = try Viewspec.run(arguments + ["--diagnostics-format", format])
            #expect(run.stderr.contains("footnote"), "\(format): \(run.stderr)")
            for silenced in ["'hint'", "'delete'", "a tap target needs"] {
                #expect(!run.stderr.contains(silenced), "\(format): \(run.stderr)")
            }
            #expect(
                run.stderr.components(separatedBy: "unused-suppression").count == 2,
                "\(format): \(run.stderr)")
            #expect(run.stderr.contains("suppression of 'overlapping-views' suppresses nothing"))
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

    // MARK: Baselines

    @Test func aBaselineRoundTrips() throws {
        let folder = try TemporaryFolder()
        let baseline = folder.path("baseline.json")
        let write = try Viewspec.run(["validate", "specs/ci", "--write-baseline", baseline])
        #expect(write.status == 0 && write.stderr.isEmpty, "\(write.stderr)")
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(
            written == """
                {
                  "version": 1,
                  "findings": [
                    {"file": "specs/ci/screens/checkout.yaml", "rule": "low-contrast", "view": "note", "cell": "iphone-17/large/light/ltr"},
                    {"file": "specs/ci/screens/checkout.yaml", "rule": "low-contrast", "view": "pay", "cell": "iphone-17/large/light/ltr"},
                    {"file": "specs/ci/screens/checkout.yaml", "rule": "small-tap-target", "view": "pay", "cell": "iphone-17/large/light/ltr"},
                    {"file": "specs/ci/screens/settings.yaml", "rule": "low-contrast", "view": "signOut", "cell": "iphone-17/large/light/ltr"}
                  ]
                }

                """)
        // The same run again writes the same bytes, whatever --jobs.
        _ = try Viewspec.run(["validate", "specs/ci", "--write-baseline", baseline, "--jobs", "1"])
        #expect(try String(contentsOfFile: baseline, encoding: .utf8) == written)

        let clean = try Viewspec.run(["validate", "specs/ci", "--baseline", baseline])
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")

        let sarif = try Viewspec.run([
            "validate", "specs/ci", "--baseline", baseline, "--diagnostics-format", "sarif",
        ])
        let kinds = try Self.sarifResults(sarif.stderr).compactMap {
            ($0["suppressions"] as? [[String: String]])?.first?["kind"]
        }
        #expect(kinds.sorted() == ["external", "external", "external", "external", "inSource"])
    }

    /// Line moves and other views added do not change a finding's fingerprint; a new finding
    /// fails the run, and only it is reported.
    @Test func onlyNewFindingsAreReported() throws {
        let folder = try TemporaryFolder()
        let spec = folder.path("screen.yaml")
        try ConfigurationTests.smallButton.write(toFile: spec, atomically: true, encoding: .utf8)
        let baseline = folder.path("baseline.json")
        _ = try Viewspec.run(["validate", spec, "--write-baseline", baseline])

        let moved =
            "# a comment that moves every line\n\n"
            + ConfigurationTests.smallButton.replacingOccurrences(
                of: "    children:\n",
                with:
                    "    children:\n      - label.body: { id: extra, text: Hi, layout: [{ top: 8 }, { leading: 8 }] }\n"
            )
        try moved.write(toFile: spec, atomically: true, encoding: .utf8)
        let same = try Viewspec.run(["validate", spec, "--baseline", baseline, "--warnings-as-errors"])
        #expect(same.status == 0 && same.stderr.isEmpty, "\(same.stderr)")

        let added =
            moved
            + "      - switch: { id: more, layout: [{ top: 200 }, { leading: 16 }] }\n"
        try added.write(toFile: spec, atomically: true, encoding: .utf8)
        let new = try Viewspec.run(["validate", spec, "--baseline", baseline, "--warnings-as-errors"])
        #expect(new.status == 1)
        #expect(new.stderr.contains("'more' is 51 × 31 pt"), "\(new.stderr)")
        #expect(!new.stderr.contains("'add' is"))
    }

    /// The token lint judges the spec, not a cell: its findings are recorded without one and
    /// stay known when the matrix grows; a cell's finding in a new cell is reported again.
    @Test func findingsOfNoCellStayKnownWhenTheMatrixGrows() throws {
        let folder = try TemporaryFolder()
        let spec = folder.path("screen.yaml")
        try ConfigurationTests.smallButton.replacingOccurrences(
            of: "root:\n", with: "tokens:\n  padding: { wide: 40 }\nroot:\n"
        ).write(toFile: spec, atomically: true, encoding: .utf8)
        let baseline = folder.path("baseline.json")
        _ = try Viewspec.run(["validate", spec, "--write-baseline", baseline])
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(
            written.contains(
                #""rule": "unused-token", "message": "the token 'wide' is never used", "cell": """#))
        #expect(
            written.contains(
                #""rule": "small-tap-target", "view": "add", "cell": "iphone-17/large/light/ltr""#))
        let grown = try Viewspec.run(["validate", spec, "--baseline", baseline, "--appearance", "all"])
        #expect(!grown.stderr.contains("unused-token"), "\(grown.stderr)")
        #expect(grown.stderr.contains("[small-tap-target]") && grown.stderr.contains("note: in 2 of 2 cells"))
    }

    @Test func aBadBaselineIsReportedAtItsPlace() throws {
        let folder = try TemporaryFolder()
        let baseline = folder.path("baseline.json")
        try #"{"version": 2, "findings": []}"#.write(toFile: baseline, atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["validate", "specs/ci", "--baseline", baseline])
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "\(baseline):1:13: error: unsupported baseline version '2'; this viewspec reads version 1 (write it again with --write-baseline) [invalid-baseline]"
            ), "\(run.stderr)")
        try "{ [".write(toFile: baseline, atomically: true, encoding: .utf8)
        let broken = try Viewspec.run(["validate", "specs/ci", "--baseline", baseline])
        #expect(broken.status == 1 && broken.stderr.contains("[syntax-error]"), "\(broken.stderr)")
        let both = try Viewspec.run([
            "validate", "specs/ci", "--baseline", baseline, "--write-baseline", baseline,
        ])
        #expect(both.status == 64)
    }

    // MARK: Folders, jobs, shards

    @Test func aFolderIsItsSpecFilesInPathOrder() throws {
        let folder = try Viewspec.run(["validate", "specs/ci/screens", "--diagnostics-format", "json"])
        let files = try Viewspec.run([
            "validate", "specs/ci/screens/checkout.yaml", "specs/ci/screens/settings.yaml",
            "--diagnostics-format",
            "json",
        ])
        #expect(folder.status == 1 && folder.stderr == files.stderr)
        #expect(
            try Viewspec.run(["validate", "specs/ci/screens/"]).stderr
                == (try Viewspec.run(["validate", "specs/ci/screens"])).stderr)
    }

    static func files(_ arguments: [String]) throws -> [String] {
        let run = try Viewspec.run(["validate"] + arguments + ["--diagnostics-format", "json"], timeout: 120)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [[String: Any]])
        var files: [String] = []
        for file in list.compactMap({ $0["file"] as? String }) where !files.contains(file) {
            files.append(file)
        }
        return files
    }

    @Test func shardsAreDisjointAndComplete() throws {
        // Eleven specs, each with one finding of its own, so the files reported are the files
        // validated.
        let folder = try TemporaryFolder()
        for index in 0..<11 {
            let path = folder.path(index < 6 ? "s\(index).yaml" : "sub/s\(index).yml")
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try ConfigurationTests.smallButton.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let all = try Self.files([folder.path("")])
        #expect(all.count == 11)
        var union: [String] = []
        var sizes: [Int] = []
        for index in 1...3 {
            let shard = try Self.files([folder.path(""), "--shard", "\(index)/3"])
            #expect(Set(shard).isDisjoint(with: union))
            union += shard
            sizes.append(shard.count)
        }
        #expect(union.sorted() == all.sorted())
        #expect(sizes == [4, 4, 3])
        #expect(try Self.files([folder.path(""), "--shard", "1/1"]) == all)
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", "1/"] {
            let run = try Viewspec.run(["validate", folder.path(""), "--shard=\(bad)"])
            #expect(run.status == 64, "\(bad)")
            #expect(run.stderr.contains("--shard takes K/N"), "\(bad): \(run.stderr)")
        }
    }

    @Test func jobsDoNotChangeTheOutput() throws {
        let folders = ["specs/invalid", "specs/audits", "specs/ci", "specs/gallery"]
        for format in ["text", "json", "sarif", "github"] {
            let one = try Viewspec.run(
                ["validate"] + folders + ["--jobs", "1", "--diagnostics-format", format], timeout: 180)
            let two = try Viewspec.run(
                ["validate"] + folders + ["--jobs", "2", "--diagnostics-format", format], timeout: 180)
            #expect(one.status == 1 && two.status == 1)
            #expect(one.stderr == two.stderr, "\(format)")
            #expect(one.stderr.count > 1000)
        }
        #expect(try Viewspec.run(["validate", "specs/ci", "--jobs", "0"]).status == 64)
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
