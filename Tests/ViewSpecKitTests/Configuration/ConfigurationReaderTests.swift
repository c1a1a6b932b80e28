import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct GlobTests {
    @Test(arguments: [
        ("drafts/**", "drafts/a.yaml", true),
        ("drafts/**", "drafts/deep/er/a.yaml", true),
        ("drafts/**", "screens/drafts/a.yaml", false),
        ("**/drafts/**", "screens/drafts/a.yaml", true),
        ("drafts", "drafts/a.yaml", true),
        ("*.yaml", "a.yaml", true),
        ("*.yaml", "sub/a.yaml", false),
        ("**/*.draft.yaml", "a.draft.yaml", true),
        ("**/*.draft.yaml", "x/y/a.draft.yaml", true),
        ("s?.yml", "s1.yml", true),
        ("s?.yml", "s10.yml", false),
        ("./screens/*", "screens/a.json", true),
        ("**/b/**/d/*.yaml", "a/b/c/d/e.yaml", true),
        ("**/b/**/d/*.yaml", "a/d/c/b/e.yaml", false),
        ("b/**/c", "b/c", true),
        ("**/b", "a/b/c.yaml", true),
        ("a*b*c.yaml", "aXbYc.yaml", true),
        ("a*b*c.yaml", "aXcYb.yaml", false),
        ("*a*a", "aa", true),
        ("*a*a", "a", false),
        ("?*?", "ab", true),
        ("?*?", "a", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob.matches(pattern, path) == expected, "\(pattern) on \(path)")
    }

    /// Stars are matched by dynamic programming: a pattern built to make backtracking explode
    /// answers at once.
    @Test func manyStarsStayCheap() {
        let name = String(repeating: "a", count: 200)
        let pattern = String(repeating: "*a", count: 40) + "b"
        #expect(!Glob.matches(pattern, name))
        #expect(
            !Glob.matches(Array(repeating: "**", count: 30).joined(separator: "/") + "/b", name + "/" + name))
    }

    @Test func relativeToTheConfigurationsFolder() {
        #expect(Glob.relative("/repo/specs/a.yaml", to: "/repo") == "specs/a.yaml")
        #expect(Glob.relative("/elsewhere/a.yaml", to: "/repo") == "/elsewhere/a.yaml")
    }
}

@Suite struct ConfigurationReaderTests {
    static func read(_ text: String) -> (Configuration, [Diagnostic]) {
        var bag = DiagnosticBag()
        let configuration = ConfigurationReader.read(
            SourceFile(path: "c.yml", text: text), folder: "/repo", diagnostics: &bag)
        return (configuration, bag.diagnostics)
    }

    /// A device group in the configuration's matrix is its presets, each once.
    @Test func aDeviceGroupInTheMatrix() {
        let (configuration, diagnostics) = Self.read("matrix: { device: [ipads, ipad, iphone-se] }\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.matrix.devices == ["ipad", "ipad-pro-13", "iphone-se"])
    }

    @Test func everySectionIsRead() {
        let (configuration, diagnostics) = Self.read(
            """
            rules:
              ambiguous-layout: off
              low-contrast: { severity: error, level: AAA }
              small-tap-target: { minimum: 48 }
              shrunk-text: { minimum: 9 }
              unknown-kind: error
            matrix: { device: [iphone-se, ipad], contentSize: all, appearance: dark, direction: rtl }
            include: screens/**
            exclude: [drafts/**]
            """)
        #expect(diagnostics.isEmpty)
        #expect(configuration.severities["ambiguous-layout"] == .off)
        #expect(configuration.severities["low-contrast"] == .error)
        #expect(configuration.severities["small-tap-target"] == nil)
        #expect(
            configuration.audits == AuditOptions(minimumTapTarget: 48, contrast: .AAA, minimumTextSize: 9))
        #expect(configuration.matrix.devices == ["iphone-se", "ipad"])
        #expect(configuration.matrix.contentSizes == ContentSizeCategory.allCases)
        #expect(configuration.matrix.appearances == [.dark])
        #expect(configuration.matrix.directions == [.rightToLeft])
        #expect(
            configuration.include.map(\.pattern) == ["screens/**"]
                && configuration.exclude.map(\.pattern) == ["drafts/**"])
        #expect(configuration.selects(absolutePath: "/repo/screens/a.yaml"))
        #expect(!configuration.selects(absolutePath: "/repo/drafts/a.yaml"))
        #expect(!configuration.selects(absolutePath: "/repo/other/a.yaml"))
    }

    @Test func severitiesApplyToWarningsOnly() {
        var configuration = Configuration(folder: "/repo")
        configuration.severities = [
            "ambiguous-layout": .off, "truncated-text": .error, "unknown-kind": .error,
        ]
        let diagnostics: [Diagnostic] = [
            Diagnostic(.warning, id: "ambiguous-layout", "a", at: nil),
            Diagnostic(.warning, id: "truncated-text", "b", at: nil),
            Diagnostic(.error, id: "unknown-kind", "c", at: nil),
            Diagnostic(.warning, id: "off-screen", "d", at: nil),
        ]
        #expect(
            configuration.apply(diagnostics).map { "\($0.id) \($0.severity)" } == [
                "truncated-text error", "unknown-kind error", "off-screen warning",
            ])
    }

    @Test func anEmptyOrCommentOnlyFileChangesNothing() {
        for text in ["", "\n\n", "# nothing yet\n  # indented\n"] {
            let (configuration, diagnostics) = Self.read(text)
            #expect(diagnostics.isEmpty && configuration.severities.isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func aThresholdOnARuleWithoutOneIsAnUnknownKey() {
        let (_, diagnostics) = Self.read("rules:\n  overlapping-views: { severity: off, minimum: 3 }\n")
        #expect(
            diagnostics.map(\.message) == [
                "unknown key 'minimum' in 'rules.overlapping-views'"
            ])
    }
}
