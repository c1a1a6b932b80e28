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

/// The configuration of each spec a validation judges: its nearest `.viewspec.yml` or one given.
///
/// It sets severities, thresholds, the matrix under the command line's and the folder globs, and
/// a configuration with mistakes judges none of its specs.
@Suite struct ConfigurationDiscoveryTests {
    /// A folder holding `config` as its `.viewspec.yml` (none when nil) and `specs` by path.
    static func folder(config: String?, specs: [String: String]) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        if let config { try folder.write(Configuration.fileName, config) }
        for (name, text) in specs {
            let path = folder.path(name)
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try folder.write(name, text)
        }
        return folder
    }

    @Test func theFixtureFolderIsJudgedByItsConfiguration() {
        let report = validation(["specs/ci"])
        #expect(report.failed(warningsAsErrors: false))
        // low-contrast: error; small-tap-target at the configured 48 pt.
        #expect(
            report.text.contains(
                "specs/ci/screens/checkout.yaml:14:45: error: the text of 'note' (#6A75A3 on #2A3464) has a contrast of 2.64:1"
            ), "\(report.text)")
        #expect(
            report.text.contains(
                "specs/ci/screens/checkout.yaml:15:15: warning: 'pay' is 370 × 44 pt, smaller than the 48 × 48 pt a tap target needs (Material) [small-tap-target]"
            ))
        // drafts/** is excluded from the folder walk; the suppressed finding is left out.
        #expect(!report.text.contains("unfinished.yaml"))
        #expect(!report.text.contains("'signOut' is 370 × 40 pt"))
    }

    @Test func aSpecsNearestConfigurationGovernsIt() throws {
        let folder = try Self.folder(
            config: "rules:\n  small-tap-target: off\n",
            specs: ["deep/er/a.yaml": ConfigurationFileTests.smallButton])
        let report = validation([folder.path("deep/er/a.yaml")])
        #expect(report.diagnostics.isEmpty, "\(report.text)")
        let none = try Self.folder(config: nil, specs: ["a.yaml": ConfigurationFileTests.smallButton])
        #expect(validation([none.path("a.yaml")]).text.contains("warning: 'add' is 51 × 31 pt"))
    }

    /// The configuration's matrix replaces the spec's devices; the request's replaces the
    /// configuration's.
    @Test func theRequestsMatrixWinsOverTheConfigurations() throws {
        let folder = try Self.folder(
            config: "matrix:\n  device: [iphone-se, ipad]\n",
            specs: ["a.yaml": ConfigurationFileTests.smallButton])
        let configured = validation([folder.path("a.yaml")])
        #expect(configured.diagnostics.first?.cells.map(\.device) == ["iphone-se", "ipad"])
        let asked = validation([folder.path("a.yaml")]) { $0.matrix.devices = ["iphone-17"] }
        #expect(asked.diagnostics.count == 1)
        #expect(asked.diagnostics.first?.cells == [])
    }

    /// A configuration with mistakes fails the run with its reports at its place, and the spec
    /// it governs is not judged by half a configuration.
    @Test func aConfigurationWithMistakesJudgesNoSpec() throws {
        let folder = try Self.folder(
            config: "rules:\n  low-contrats: error\nmatrx: {}\n",
            specs: ["a.yaml": ConfigurationFileTests.smallButton])
        let report = validation([folder.path("a.yaml")]) {
            $0.configuration = folder.path(Configuration.fileName)
        }
        #expect(report.failed(warningsAsErrors: false))
        #expect(report.diagnostics.map(\.id) == ["unknown-configured-rule", "unknown-key"])
        #expect(report.diagnostics.allSatisfy { $0.range?.file.hasSuffix(Configuration.fileName) == true })
    }

    @Test func aMissingConfigurationIsAnError() {
        let report = validation(["specs/gallery/sign-in.yaml"]) { $0.configuration = "no/such.yml" }
        #expect(report.failed(warningsAsErrors: false))
        #expect(report.text.contains("cannot read 'no/such.yml'"), "\(report.text)")
    }

    @Test func explicitFilesAreValidatedEvenWhenExcluded() {
        let report = validation(["specs/ci/drafts/unfinished.yaml"])
        #expect(report.failed(warningsAsErrors: false))
        #expect(report.diagnostics.contains { $0.id == "unknown-kind" })
    }
}
