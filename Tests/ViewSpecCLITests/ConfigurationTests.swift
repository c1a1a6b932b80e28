import Foundation
import Testing

/// `--config` on the built binary: the configuration given governs the specs.
///
/// How configurations are found and what they change is ViewSpecKitTests'
/// (Configuration/ConfigurationDiscoveryTests, ConfigurationFileTests).
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

    /// `--config FILE` governs the specs instead of their nearest configuration.
    @Test func aConfigurationGivenGovernsTheSpecs() throws {
        let folder = try Self.folder(
            config: "rules:\n  small-tap-target: off\n", specs: ["deep/er/a.yaml": Self.smallButton])
        let other = try TemporaryFolder()
        try "rules:\n  small-tap-target: error\n".write(
            toFile: other.path("strict.yml"), atomically: true, encoding: .utf8)
        let given = try Viewspec.run([
            "validate", folder.path("deep/er/a.yaml"), "--config", other.path("strict.yml"),
        ])
        #expect(given.status == 1)
        #expect(given.stderr.contains("error: 'add' is 51 × 31 pt"))
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
