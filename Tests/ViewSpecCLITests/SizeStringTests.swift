import Foundation
import Testing

/// `width`/`height` strings are checked at decoding by the reader the resolver uses
/// (`SizeText`): a string that validates is a size that lays out.
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

    @Test func anUnknownPriorityIsAnErrorNotADroppedSize() throws {
        let run = try Viewspec.run(["validate", "-"], stdin: Data(Self.spec(width: ">= 44 @foo").utf8))
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "<stdin>:5:31: error: '>= 44 @foo' is not a valid width; expected a length, a string like '50%' or a string like '>= 44' [invalid-value]"
            ))
    }

    @Test(arguments: [(">= 44 @ high", 44.0), ("== 120 @750", 120), ("<= 30", 0), ("25%", 100.5)])
    func aValidSizeLaysOut(width: String, expected: Double) throws {
        let run = try Viewspec.run(
            ["layout", "-", "--device", "iphone-17"], stdin: Data(Self.spec(width: width).utf8))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        let view = try #require(views.first { $0["id"] as? String == "a" })
        let frame = try #require(view["absolute"] as? [String: Double])
        #expect(frame["width"] == expected, "\(width)")
    }
}
