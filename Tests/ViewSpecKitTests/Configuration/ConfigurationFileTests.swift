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

/// `.viewspec.yml` (docs/ci.md) as validating a spec applies it: severities, thresholds under the
/// spec's own, its mistakes reported like a spec's, any file read without a crash, and its
/// schema.
@Suite struct ConfigurationFileTests {
    /// A spec whose one finding is a switch's 51 × 31 pt (small-tap-target at the default
    /// threshold; a switch's own drawing is not judged for contrast).
    static let smallButton = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            background: card
            children:
              - switch: { id: add, layout: [{ top: 100 }, { leading: 16 }] }

        """

    /// The configuration `text` (as `.viewspec.yml` in a folder of its own) and what reading it
    /// reported.
    static func read(_ text: String) throws -> (configuration: Configuration?, diagnostics: [Diagnostic]) {
        let folder = try ScratchFolder()
        let path = try folder.write(Configuration.fileName, text)
        var bag = DiagnosticBag()
        let read = ConfigurationReader.read(path: path, folder: folder.url.path, diagnostics: &bag)
        return (read.configuration, bag.sorted)
    }

    /// `smallButton`'s findings, validated with `configuration` as validate applies it.
    static func findings(_ yaml: String = smallButton, under configuration: Configuration) -> [Diagnostic] {
        var options = Pipeline.Options()
        options.auditDefaults = configuration.audits
        return configuration.apply(validated(yaml, options: options).diagnostics)
    }

    @Test func severitiesChangeAndOffRemoves() throws {
        let plain = Self.findings(under: Configuration(folder: "/"))
        #expect(plain.map(\.severity) == [.warning])
        #expect(plain.first?.message.hasPrefix("'add' is 51 × 31 pt") == true)

        let off = try #require(try Self.read("rules:\n  small-tap-target: off\n").configuration)
        #expect(Self.findings(under: off).isEmpty)

        let raised = try #require(try Self.read("rules:\n  small-tap-target: error\n").configuration)
        let errors = Self.findings(under: raised)
        #expect(errors.map(\.severity) == [.error])
        #expect(errors.first?.message.hasPrefix("'add' is 51 × 31 pt") == true)
    }

    /// The configuration sets the thresholds a spec leaves unset; the spec's own
    /// options.audits win over it.
    @Test func theSpecsOwnThresholdsWinOverTheConfiguration() throws {
        let configuration = try #require(
            try Self.read("rules:\n  small-tap-target: { minimum: 30 }\n").configuration)
        #expect(Self.findings(under: configuration).isEmpty)
        let own = Self.smallButton.replacingOccurrences(
            of: "device: iphone-17\n",
            with: "device: iphone-17\noptions: { audits: { minimumTapTarget: 48 } }\n")
        let found = Self.findings(own, under: configuration)
        #expect(found.contains { $0.message.contains("smaller than the 48 × 48 pt") }, "\(found)")
    }

    @Test func mistakesAreReportedWithAPlaceAndADidYouMean() throws {
        let (configuration, diagnostics) = try Self.read(
            """
            rules:
              low-contrats: error
              unknown-kind: off
              small-tap-target: { severity: warnin, minimun: 48 }
            matrx: {}

            """)
        // A run does not go on with half of what the file says.
        #expect(configuration == nil)
        #expect(
            diagnostics.map {
                "\($0.range?.lower.description ?? "-"): \($0.severity.rawValue): \($0.message) [\($0.id)]"
            }
                == [
                    "2:3: error: no rule 'low-contrats' (viewspec rules lists them); did you mean 'low-contrast'? [unknown-configured-rule]",
                    "3:17: error: 'unknown-kind' is an error of the spec language and cannot be set to 'off'; only warnings can be turned off or changed [rule-not-configurable]",
                    "4:33: error: 'warnin' is not a valid severity; expected 'off', 'warning' or 'error'; did you mean 'warning'? [invalid-value]",
                    "4:41: error: unknown key 'minimun' in 'rules.small-tap-target'; did you mean 'minimum'? [unknown-key]",
                    "5:1: error: unknown key 'matrx' in the configuration; did you mean 'matrix'? [unknown-key]",
                ])
    }

    /// Whatever the file holds, reading it ends with a configuration or with reports about the
    /// file, and its globs match paths without trouble.
    @Test func anyFileIsReadWithoutACrash() throws {
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
            let (configuration, diagnostics) = try Self.read(text)
            #expect(
                diagnostics.allSatisfy { $0.range?.file.hasSuffix(Configuration.fileName) == true },
                "\(text.debugDescription): \(diagnostics)")
            #expect((configuration == nil) == diagnostics.contains { $0.severity == .error })
            if let configuration {
                _ = configuration.selects(absolutePath: configuration.folder + "/a.yaml")
            }
        }
    }

    @Test func theConfigurationSchemaCoversEveryRule() throws {
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(ConfigurationSchema.jsonSchema().utf8))
                as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["rules", "matrix", "include", "exclude"])
        let rules = try #require((properties["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(DiagnosticRules.all.map(\.id)))
    }

    /// The schema accepts what the reader accepts and refuses what it refuses, checked by the
    /// test support's JSON Schema checker on the JSON form of configurations.
    @Test func theConfigurationSchemaAgreesWithTheReader() throws {
        let checker = try JSONSchemaChecker(schemaText: ConfigurationSchema.jsonSchema())
        let good = """
            {"rules": {"low-contrast": "error", "small-tap-target": {"severity": "warning", "minimum": 48},
             "ambiguous-layout": "off", "overlapping-views": false, "shrunk-text": {"severity": false},
             "unknown-kind": "error"},
             "matrix": {"device": ["iphone-se", "ipad"], "contentSize": "all", "appearance": ["light", "dark"], "direction": "rtl"},
             "include": "screens/**", "exclude": ["drafts/**"]}
            """
        #expect(checker.failures(of: try JSON(parsing: good)).isEmpty)
        #expect(try Self.read(good).diagnostics.isEmpty, "the reader accepts it too")
        for bad in [
            #"{"rules": {"low-contrats": "error"}}"#,
            #"{"rules": {"unknown-kind": "off"}}"#,
            #"{"rules": {"unknown-kind": false}}"#,
            #"{"rules": {"low-contrast": true}}"#,
            #"{"rules": {"small-tap-target": {"minimun": 48}}}"#,
            #"{"rules": {"low-contrast": {"level": "AAAA"}}}"#,
            #"{"matrx": {}}"#,
            #"{"matrix": {"device": "iphone-71"}}"#,
        ] {
            #expect(!checker.failures(of: try JSON(parsing: bad)).isEmpty, "\(bad)")
            #expect(try Self.read(bad).configuration == nil, "the reader refuses \(bad) too")
        }
    }

    /// A YAML 1.1 reader (PyYAML, an editor set to YAML 1.1) reads a plain `off` as false, so a
    /// plain `false` turns a rule off as `off` does; a quoted "false" is no severity.
    @Test func aPlainFalseTurnsARuleOff() throws {
        let read = try Self.read("rules:\n  low-contrast: false\n  overlapping-views: { severity: false }\n")
        #expect(read.diagnostics.isEmpty)
        #expect(read.configuration?.severities["low-contrast"] == .off)
        #expect(read.configuration?.severities["overlapping-views"] == .off)
        let quoted = try Self.read("rules:\n  low-contrast: \"false\"\n")
        #expect(quoted.configuration == nil)
        #expect(quoted.diagnostics.map(\.message).joined().contains("'off', 'warning' or 'error'"))
    }
}
