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

/// Every spec of specs/invalid is reported, and each of its reports, written as JSON for tools,
/// has the id, severity and message a tool reads.
@Suite struct InvalidSpecReportTests {
    static let invalid = PackageFiles.files(in: "specs/invalid", extensions: ["yaml", "yml", "json"])

    @Test func theFolderHasSpecs() {
        #expect(Self.invalid.count >= 10)
    }

    @Test(arguments: invalid)
    func everyReportHasAnIDASeverityAndAMessage(spec: String) throws {
        let found = validated(path: spec).diagnostics
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(DiagnosticRenderer.json(found).utf8))
                as? [[String: Any]])
        #expect(!list.isEmpty)
        for item in list {
            #expect(item["id"] is String)
            #expect(item["severity"] is String)
            #expect(item["message"] is String)
        }
    }
}
