import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `width`/`height` strings are read by the reader the decoder checks them with (`SizeText`):
/// a string that validates is a size that lays out (SpecMistakeTests has one that does not).
@Suite struct SizeStringTests {
    static func spec(width: String) -> String {
        """
        viewspec: 1
        root:
          view:
            children:
              - view: { id: a, width: "\(width)", layout: [{ top: 0 }, { leading: 0 }, { height: 10 }] }
        """
    }

    @Test(arguments: [(">= 44 @ high", 44.0), ("== 120 @750", 120), ("<= 30", 0), ("25%", 100.5)])
    func aValidSizeLaysOut(width: String, expected: Double) {
        let spec = layOut(Self.spec(width: width), devices: ["iphone-17"])
        #expect(shown(spec.absolute("a")?.width) == shown(expected), "\(width)")
    }
}
