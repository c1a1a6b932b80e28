import Foundation
import Testing

/// `.viewspec.yml` (docs/ci.md) on the built binary, as validate finds and applies it.
///
/// It is found from each spec's folder upwards or given with --config, its matrix gives way to
/// the command line's, its globs select a folder's files, and one with mistakes fails the run.
/// What a configuration changes in the reports is ViewSpecKitTests'
/// (Configuration/ConfigurationFileTests).
@Suite struct ConfigurationTests {
    /// A spec whose one finding is a switch's 51 × 31 pt (small-tap-target at 44; a switch's
    /// own drawing is not judged for contrast).
    static let smallButton = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            background: card
            children:
              - switch: { id: add, layout: [{ top: 100 }, { leading: 16 }] }

        """

    static func folder(config: String?, specs: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        if let config {
            try config.write(toFile: folder.path(".viewspec.yml"), atomically: true, encoding: .utf8)
        }
        for (name, text) in specs {
            let path = folder.path(name)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func theFixtureFolderIsJudgedByItsConfiguration() throws {
        let run = try Viewspec.run(["validate", "specs/ci"])
        #expect(run.status == 1)
        // low-contrast: error; small-tap-target at the configured 48 pt.
        #expect(
            run.stderr.contains(
                "specs/ci/screens/checkout.yaml:14:45: error: the text of 'note' (#6A75A3 on #2A3464) has a contrast of 2.64:1"
            ), "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "specs/ci/screens/checkout.yaml:15:15: warning: 'pay' is 370 × 44 pt, smaller than the 48 × 48 pt a tap target needs (Material) [small-tap-target]"
            ))
        // drafts/** is excluded from the folder walk; the suppressed finding is left out.
        #expect(!run.stderr.contains("unfinished.yaml"))
        #expect(!run.stderr.contains("'signOut' is 370 × 40 pt"))
    }

    /// The configuration's matrix replaces the spec's devices; --device replaces the
    /// configuration's.
    @Test func theCommandLineWinsOverTheConfigurationsMatrix() throws {
        let config = "matrix:\n  device: [iphone-se, ipad]\n"
        let folder = try Self.folder(config: config, specs: ["a.yaml": Self.smallButton])
        let run = try Viewspec.run(["validate", folder.path("a.yaml"), "--diagnostics-format", "json"])
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [[String: Any]])
        let cells = try #require(list.first?["cells"] as? [[String: String]])
        #expect(cells.map { $0["device"] } == ["iphone-se", "ipad"])

        let one = try Viewspec.run([
            "validate", folder.path("a.yaml"), "--diagnostics-format", "json", "--device", "iphone-17",
        ])
        let single = try #require(
            try JSONSerialization.jsonObject(with: Data(one.stderr.utf8)) as? [[String: Any]])
        #expect(single.count == 1 && single[0]["cells"] == nil)
    }

    @Test func configIsFoundUpwardsOrGiven() throws {
        let folder = try Self.folder(
            config: "rules:\n  small-tap-target: off\n", specs: ["deep/er/a.yaml": Self.smallButton])
        let found = try Viewspec.run(["validate", folder.path("deep/er/a.yaml")])
        #expect(found.stderr.isEmpty, "\(found.stderr)")
        let other = try TemporaryFolder()
        try "rules:\n  small-tap-target: error\n".write(
            toFile: other.path("strict.yml"), atomically: true, encoding: .utf8)
        let given = try Viewspec.run([
            "validate", folder.path("deep/er/a.yaml"), "--config", other.path("strict.yml"),
        ])
        #expect(given.status == 1)
        #expect(given.stderr.contains("error: 'add' is 51 × 31 pt"))
    }

    /// A configuration with mistakes fails the run with its reports at its place, and the spec
    /// it governs is not judged by half a configuration (what each mistake says is
    /// ViewSpecKitTests' Configuration/ConfigurationFileTests).
    @Test func aConfigurationWithMistakesFailsTheRunAndJudgesNothing() throws {
        let folder = try Self.folder(
            config: "rules:\n  low-contrats: error\nmatrx: {}\n", specs: ["a.yaml": Self.smallButton])
        let run = try Viewspec.run([
            "validate", "--config", folder.path(".viewspec.yml"), folder.path("a.yaml"),
        ])
        #expect(run.status == 1)
        let file = folder.path(".viewspec.yml")
        let reports = run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(reports.count == 2 && reports.allSatisfy { $0.hasPrefix(file + ":") }, "\(run.stderr)")
        #expect(!run.stderr.contains("a.yaml:"))
    }

    /// A configuration file that cannot be read is an error, not a crash (what any file's text
    /// reads as is ViewSpecKitTests' Configuration/ConfigurationFileTests).
    @Test func aMissingConfigurationIsAnError() throws {
        let missing = try Viewspec.run(["validate", "--config", "no/such.yml", "specs/gallery/sign-in.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read 'no/such.yml'"), "\(missing.stderr)")
    }

    @Test func explicitFilesAreValidatedEvenWhenExcluded() throws {
        let run = try Viewspec.run(["validate", "specs/ci/drafts/unfinished.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[unknown-kind]"))
    }
}

@Suite struct RulesCommandTests {
    static func rules() throws -> [[String: Any]] {
        let run = try Viewspec.run(["rules", "--json"])
        #expect(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    @Test func jsonListsEveryRuleOnce() throws {
        let rules = try Self.rules()
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count && Set(ids).count == ids.count && ids.count > 100)
        let contrast = try #require(rules.first { $0["id"] as? String == "low-contrast" })
        #expect(contrast["severity"] as? String == "warning")
        #expect(contrast["configurable"] as? Bool == true)
        #expect(contrast["thresholds"] as? [String] == ["level"])
        #expect(contrast["help"] as? String == "https://viewspec.dev/docs/diagnostics.md#audits")
        let kind = try #require(rules.first { $0["id"] as? String == "unknown-kind" })
        #expect(kind["configurable"] as? Bool == false)
        #expect(ids.contains("unknown-configured-rule"))
    }

    @Test func textHasAnAlignedLinePerRule() throws {
        let run = try Viewspec.run(["rules"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == (try Self.rules()).count)
        #expect(
            lines.contains {
                $0.hasPrefix("low-contrast ") && $0.contains(" warning  Text or a control boundary")
            })
    }
}
