import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What the SVG draws of the views' appearance: shadows only where the tree has one, siblings in
/// their drawing order, the screen in the appearance's window colour.
@Suite struct DrawnAppearanceTests {
    @Test func theSVGDrawsNoShadowFilterForAPlainFab() throws {
        let svg = try emitted(FabShadowTests.spec).text(.svg)
        let plain = try #require(svg.range(of: "vs:id=\"plain\""))
        let raised = try #require(svg.range(of: "vs:id=\"raised\""))
        #expect(!svg[plain.upperBound..<raised.lowerBound].contains("filter="))
        #expect(svg[raised.upperBound...].contains("filter="))
    }

    /// The badge is drawn after (above) the photo: by the z-stack's order, or by its zIndex.
    @Test(arguments: [(true, ""), (false, ", zIndex: 1")])
    func theZStacksTopViewIsDrawnLast(photoFirst: Bool, badgeZIndex: String) throws {
        let children =
            photoFirst
            ? [ZStackOrderTests.photo, ZStackOrderTests.badge]
            : [
                ZStackOrderTests.badge, ZStackOrderTests.photo,
            ]
        let svg = try emitted(
            ZStackOrderTests.spec(children: children.joined(separator: "\n"), badgeZIndex: badgeZIndex)
        ).text(.svg)
        let photo = try #require(svg.range(of: "vs:id=\"photo\""))
        let badge = try #require(svg.range(of: "vs:id=\"badge\""))
        #expect(photo.lowerBound < badge.lowerBound)
    }

    /// The resolver's warnings are in the layout JSON with the layouts.
    @Test func theLayoutJSONCarriesTheResolversWarnings() throws {
        let spec = try emitted(
            ZStackOrderTests.spec(children: ZStackOrderTests.badge + "\n" + ZStackOrderTests.photo))
        #expect(try spec.text(.json).contains("\"id\": \"zstack-order\""))
    }

    @Test func theSVGDrawsTheScreenInTheAppearancesWindowColour() throws {
        let spec = AppearanceResolutionTests.darkSpec
        let dark = try emitted(path: spec).text(.svg)
        let light = try emitted(path: spec, request: MatrixRequest(appearances: [.light])).text(.svg)
        let screen = "<g id=\"screen\">\n<rect x=\"0\" y=\"0\" width=\"402\" height=\"874\" fill=\""
        #expect(dark.contains(screen + "#000000\""), "\(dark.prefix(800))")
        #expect(light.contains(screen + "#FFFFFF\""), "\(light.prefix(800))")
        #expect(dark.contains("fill=\"#1C1C1E\""))
        #expect(!light.contains("#1C1C1E"))
    }
}
