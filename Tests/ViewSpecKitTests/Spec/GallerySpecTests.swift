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

/// The gallery is clean: each spec validates without a report, checking, resolving, laying out
/// on its matrix and auditing, and its resolved tree is written whole.
@Suite struct GallerySpecTests {
    @Test func theGalleryHasSpecs() {
        #expect(PackageFiles.gallery.count >= 10)
    }

    @Test(arguments: PackageFiles.gallery)
    func gallerySpecIsClean(spec: String) throws {
        let validated = validated(path: spec)
        #expect(validated.diagnostics.isEmpty, "\(validated.report)")
        let dump = try #require(validated.result.tree).dump()
        #expect(dump.hasPrefix("palette "))
        #expect(dump.hasSuffix("\n"))
    }
}
