import Foundation
import TestSupport
import Testing

/// `.viewspec.yml` (docs/ci.md): found from each spec's folder upwards or given with --config;
/// severities, thresholds, the matrix and the folder globs; its mistakes reported like a spec's.
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

    @Test func severitiesChangeAndOffRemoves() throws {
        let spec = Self.smallButton
        let clean = try Self.folder(config: "rules:\n  small-tap-target: off\n", specs: ["a.yaml": spec])
        let off = try Viewspec.run(["validate", clean.path("a.yaml")])
        #expect(off.status == 0 && off.stderr.isEmpty, "\(off.stderr)")

        let raised = try Self.folder(config: "rules:\n  small-tap-target: error\n", specs: ["a.yaml": spec])
        let error = try Viewspec.run(["validate", raised.path("a.yaml")])
        #expect(error.status == 1)
        #expect(error.stderr.contains("error: 'add' is 51 × 31 pt"), "\(error.stderr)")

        let none = try Self.folder(config: nil, specs: ["a.yaml": spec])
        let plain = try Viewspec.run(["validate", none.path("a.yaml")])
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("warning: 'add' is 51 × 31 pt"))
    }

    /// The configuration sets the thresholds a spec leaves unset; the spec's own
    /// options.audits win over it.
    @Test func theSpecsOwnThresholdsWinOverTheConfiguration() throws {
        let config = "rules:\n  small-tap-target: { minimum: 30 }\n"
        let ownOptions = Self.smallButton.replacingOccurrences(
            of: "device: iphone-17\n",
            with: "device: iphone-17\noptions: { audits: { minimumTapTarget: 48 } }\n")
        let folder = try Self.folder(
            config: config, specs: ["plain.yaml": Self.smallButton, "own.yaml": ownOptions])
        let plain = try Viewspec.run(["validate", folder.path("plain.yaml")])
        #expect(plain.status == 0 && plain.stderr.isEmpty, "\(plain.stderr)")
        let own = try Viewspec.run(["validate", folder.path("own.yaml")])
        #expect(own.stderr.contains("smaller than the 48 × 48 pt"), "\(own.stderr)")
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

    @Test func mistakesAreReportedWithAPlaceAndADidYouMean() throws {
        let config = """
            rules:
              low-contrats: error
              unknown-kind: off
              small-tap-target: { severity: warnin, minimun: 48 }
            matrx: {}

            """
        let folder = try Self.folder(config: config, specs: ["a.yaml": Self.smallButton])
        let run = try Viewspec.run([
            "validate", "--config", folder.path(".viewspec.yml"), folder.path("a.yaml"),
        ])
        #expect(run.status == 1)
        let file = folder.path(".viewspec.yml")
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix(file) }.map {
            String($0.dropFirst(file.count))
        }
        #expect(
            lines == [
                ":2:3: error: no rule 'low-contrats' (viewspec rules lists them); did you mean 'low-contrast'? [unknown-configured-rule]",
                ":3:17: error: 'unknown-kind' is an error of the spec language and cannot be set to 'off'; only warnings can be turned off or changed [rule-not-configurable]",
                ":4:33: error: 'warnin' is not a valid severity; expected 'off', 'warning' or 'error'; did you mean 'warning'? [invalid-value]",
                ":4:41: error: unknown key 'minimun' in 'rules.small-tap-target'; did you mean 'minimum'? [unknown-key]",
                ":5:1: error: unknown key 'matrx' in the configuration; did you mean 'matrix'? [unknown-key]",
            ], "\(run.stderr)")
        // The spec it governs is not judged by half a configuration.
        #expect(!run.stderr.contains("a.yaml:"))
    }

    @Test func aMissingOrBrokenConfigurationIsAnErrorNotACrash() throws {
        let missing = try Viewspec.run(["validate", "--config", "no/such.yml", "specs/gallery/sign-in.yaml"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read 'no/such.yml'"), "\(missing.stderr)")
        // Aliases that expand to ten to the twelfth nodes, and nesting past the parser's limit.
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...11 {
            bomb +=
                "a\(level): &a\(level) ["
                + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        bomb += "exclude: *a11\n"
        let hostile = [
            bomb, String(repeating: "[", count: 5000),
            "include: ['" + String(repeating: "*a", count: 2000) + "b']\n",
        ]
        for text in ["[", "- a\n- b\n", "rules: 3\n", "\u{0}\u{1}binary", "# only a comment\n", ""] + hostile
        {
            let folder = try Self.folder(config: text, specs: ["a.yaml": Self.smallButton])
            // The folder, so that include and exclude are matched too.
            let run = try Viewspec.run(["validate", folder.path("")])
            #expect(run.status == 0 || run.status == 1, "\(text.debugDescription): \(run.stderr)")
            if run.status == 1 { #expect(run.stderr.contains(".viewspec.yml:"), "\(run.stderr)") }
        }
    }

    @Test func explicitFilesAreValidatedEvenWhenExcluded() throws {
        let run = try Viewspec.run(["validate", "specs/ci/drafts/unfinished.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("[unknown-kind]"))
    }

    @Test func theConfigurationSchemaCoversEveryRule() throws {
        let run = try Viewspec.run(["schema", "--config"])
        #expect(run.status == 0)
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["rules", "matrix", "include", "exclude"])
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        let listed = try RulesCommandTests.rules().map { $0["id"] as? String ?? "" }
        #expect(Set(rules.keys) == Set(listed))
        let both = try Viewspec.run(["schema", "--config", "--output"])
        #expect(both.status == 64)
    }

    /// The schema accepts what the reader accepts and refuses what it refuses, checked by the
    /// test support's JSON Schema checker on the JSON form of configurations.
    @Test func theConfigurationSchemaAgreesWithTheReader() throws {
        let checker = try JSONSchemaChecker(schemaText: try Viewspec.run(["schema", "--config"]).stdout)
        let good = """
            {"rules": {"low-contrast": "error", "small-tap-target": {"severity": "warning", "minimum": 48},
             "ambiguous-layout": "off", "unknown-kind": "error", "shrunk-text": {"minimum": 9}},
             "matrix": {"device": ["iphone-se", "ipad"], "contentSize": "all", "appearance": ["light", "dark"], "direction": "rtl"},
             "include": "screens/**", "exclude": ["drafts/**"]}
            """
        #expect(checker.failures(of: try JSON(parsing: good)).isEmpty)
        for bad in [
            #"{"rules": {"low-contrats": "error"}}"#,
            #"{"rules": {"unknown-kind": "off"}}"#,
            #"{"rules": {"small-tap-target": {"minimun": 48}}}"#,
            #"{"rules": {"low-contrast": {"level": "AAAA"}}}"#,
            #"{"matrx": {}}"#,
            #"{"matrix": {"device": "iphone-71"}}"#,
        ] {
            #expect(!checker.failures(of: try JSON(parsing: bad)).isEmpty, "\(bad)")
        }
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
