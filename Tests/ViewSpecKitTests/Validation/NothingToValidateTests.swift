import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit

/// A gate that checks nothing must not pass: a folder argument that gives no spec is an error.
@Suite struct NothingToValidateTests {
    @Test func anEmptyFolderIsAnError() throws {
        let folder = try ScratchFolder()
        try folder.write("notes.txt", "not a spec")
        let report = validation([folder.url.path])
        #expect(report.failed(warningsAsErrors: false))
        #expect(
            report.text
                == "viewspec: error: nothing to validate in '\(folder.url.path)': it holds no *.yaml, *.yml or *.json file [nothing-to-validate]\n",
            "\(report.text)")
    }

    @Test func aConfigurationThatIncludesNoSpecIsAnError() throws {
        let folder = try ScratchFolder()
        try folder.write("screen.yaml", ConfigurationFileTests.smallButton)
        try folder.write(".viewspec.yml", "include: [screens/**]\n")
        let report = validation([folder.url.path])
        #expect(report.diagnostics.map(\.id) == ["nothing-to-validate"], "\(report.text)")
        #expect(report.text.contains("its configuration's include and exclude leave none of its specs"))
    }

    /// A shard may rightly be given none of the files; a folder with specs is no error.
    @Test func aShardWithNoFilesIsNoError() throws {
        let report = validation(["specs/ci"]) { $0.shard = Shard("3/3") }
        #expect(!report.diagnostics.contains { $0.id == "nothing-to-validate" }, "\(report.text)")
        let one = validation(["specs/ci"])
        #expect(!one.diagnostics.contains { $0.id == "nothing-to-validate" })
    }
}
