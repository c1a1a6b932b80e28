import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit

/// A spec's extension is matched in any case wherever a folder is walked: `Login.YAML` is
/// validated, snapshotted and embeddable, never skipped without a word.
@Suite struct ExtensionCaseTests {
    @Test func aFolderArgumentTakesExtensionsInAnyCase() throws {
        let folder = try ScratchFolder()
        for name in ["Upper.YAML", "mixed.Yml", "data.JSON", "plain.yaml"] {
            try folder.write(name, FolderEntryTests.broken)
        }
        try folder.write("notes.TXT", "not a spec")
        let report = validation([folder.url.path])
        // In byte order, as every folder's files are.
        let expected = ["Upper.YAML", "data.JSON", "mixed.Yml", "plain.yaml"].map(folder.path)
        #expect(report.files == expected, "\(report.text)")
        #expect(!report.diagnostics.contains { $0.id == "nothing-to-validate" })
    }

    /// Snapshot and diff folders key a file by its name without the extension, whatever its
    /// case; two files whose names differ only in the extension's case share a key, which is an
    /// error: neither is matched.
    @Test func snapshotKeysTakeExtensionsInAnyCase() throws {
        let folder = try ScratchFolder()
        try folder.write("Login.YAML", FolderEntryTests.broken)
        try FileManager.default.createDirectory(
            atPath: folder.path("sub"), withIntermediateDirectories: false)
        try folder.write("sub/settings.Json", "{}")
        try folder.write("twice.yaml", "{}")
        try folder.write("twice.YAML", "{}")
        let specs = SpecFolder(folder.url.path)
        // Neither of the two `twice` files can be matched: no key, an error.
        #expect(specs.keys == ["Login", "sub/settings"])
        #expect(specs.problems.map(\.id) == ["ambiguous-file"])
        #expect(SpecFolder(folder.url.path, extensions: ["json"]).keys == ["sub/settings"])
    }

    @Test func theExtensionTestIgnoresCase() {
        #expect(FileSystem.hasExtension("a/b.YAML", in: SpecFolder.extensions))
        #expect(FileSystem.hasExtension("b.jSoN", in: SpecFolder.extensions))
        #expect(!FileSystem.hasExtension("b.yaml.txt", in: SpecFolder.extensions))
        #expect(!FileSystem.hasExtension(".YAML", in: SpecFolder.extensions))
    }
}
