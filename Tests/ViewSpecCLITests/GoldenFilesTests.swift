import Foundation
import TestSupport
import Testing

/// Every file under Tests/ViewSpecCLITests/Expected is a golden some test compares with, so a
/// renamed or removed spec leaves no stale golden behind that reads as if it were checked.
@Suite struct GoldenFilesTests {
    static var goldensTestsRead: Set<String> {
        Set(
            ValidateCommandTests.invalid.map(ValidateCommandTests.goldenPath(for:))
                + LayoutGoldenTests.gallery.map(LayoutGoldenTests.goldenPath(for:))
                + RenderGoldenTests.gallery.map(RenderGoldenTests.asciiGoldenPath(for:))
                + ResolvedOutputTests.goldenSpecs.map(ResolvedOutputTests.goldenPath(for:)))
    }

    @Test func everyExpectedFileIsReadByATest() {
        let files = PackageFiles.files(in: "Tests/ViewSpecCLITests/Expected")
        #expect(files.count > 100)
        let read = Self.goldensTestsRead
        let orphans = files.filter { !read.contains($0) }
        #expect(orphans.isEmpty, "compared by no test, so delete them: \(orphans)")
    }
}
