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

    /// The screens that show the cells other than the default are clean in every cell: every
    /// device (upright, and the notched phones turned), text size, appearance and direction.
    @Test(arguments: ["specs/gallery/right-to-left-dark-ax3.yaml", "specs/gallery/landscape-cells.yaml"])
    func everyCellOfTheMatrixIsClean(spec: String) {
        let devices =
            DevicePreset.deviceNames.filter { !$0.hasSuffix("-landscape") } + [
                "iphone-17-landscape", "iphone-16e-landscape", "iphone-17-pro-max-landscape",
            ]
        let validated = validated(
            path: spec,
            request: MatrixRequest(
                devices: devices, contentSizes: ContentSizeCategory.allCases,
                appearances: ColorAppearance.allCases,
                directions: LayoutDirection.allCases))
        #expect(validated.diagnostics.isEmpty, "\(validated.report)")
        #expect((validated.run?.cells.count ?? 0) > 400)
    }
}
