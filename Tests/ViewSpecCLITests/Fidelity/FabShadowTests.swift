import Foundation
import Testing

/// ViewFactory's FABs set only `zPosition = 6`: no shadow unless the spec writes one.
@Suite struct FabShadowTests {
    static let spec = """
        viewspec: 1
        device: iphone-se
        root:
          view:
            children:
              - button.mainFab: { id: plain, image: plus, layout: [{ top: 100, left: 20 }] }
              - button.miniFab: { id: raised, image: plus, elevation: 6, layout: [{ top: 200, left: 20 }] }
              - button.mainFab:
                  id: shadowed
                  image: plus
                  shadow: { color: black, opacity: 0.5, radius: 2, offset: [0, 2] }
                  layout: [{ top: 300, left: 20 }]
        """

    @Test func aFabHasNoShadowButKeepsItsZIndex() throws {
        let run = try Piped.layout(Self.spec)
        #expect(run.status == 0, "\(run.stderr)")
        let views = try run.laidOutViews()
        #expect(views["plain"]?["shadow"] == nil)
        #expect(views["plain"]?["elevation"] == nil)
        #expect(views["plain"]?["zIndex"] as? Double == 6)
    }

    @Test func anElevationOrAShadowWrittenInTheSpecStillDraws() throws {
        let views = try Piped.layout(Self.spec).laidOutViews()
        #expect(views["raised"]?["elevation"] as? Double == 6)
        #expect(views["raised"]?["shadow"] != nil)
        let shadow = try #require(views["shadowed"]?["shadow"] as? [String: Any])
        #expect(shadow["opacity"] as? Double == 0.5)
    }

    @Test func theSVGDrawsNoShadowFilterForAPlainFab() throws {
        let svg = try Piped.layout(Self.spec, ["--format", "svg"]).stdout
        let plain = try #require(svg.range(of: "vs:id=\"plain\""))
        let raised = try #require(svg.range(of: "vs:id=\"raised\""))
        #expect(!svg[plain.upperBound..<raised.lowerBound].contains("filter="))
        #expect(svg[raised.upperBound...].contains("filter="))
    }
}
