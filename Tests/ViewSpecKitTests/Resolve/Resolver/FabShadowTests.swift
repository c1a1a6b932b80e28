import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

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
        let plain = try resolvedTree(Self.spec).view(id: "plain").appearance
        #expect(plain.effectiveShadow == nil)
        #expect(plain.elevation == nil)
        #expect(plain.zIndex == 6)
    }

    @Test func anElevationOrAShadowWrittenInTheSpecStillDraws() throws {
        let tree = try resolvedTree(Self.spec)
        let raised = try tree.view(id: "raised").appearance
        #expect(raised.elevation == 6)
        #expect(raised.effectiveShadow != nil)
        #expect(try tree.view(id: "shadowed").appearance.effectiveShadow?.opacity == 0.5)
    }
}
