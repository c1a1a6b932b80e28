import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// How the layout's JSON writes the numbers a layout reaches: numbers at the edge of the range
/// lay out, and solved values far beyond it (multipliers chained through views) are written in
/// plain digits, without an exponent or trailing zeros.
@Suite struct OutputNumberTests {
    @Test func outputNumbersHaveNoExponentOrTrailingZeros() throws {
        let json = try emitted(
            """
            viewspec: 1
            root:
              view:
                children:
                  - view: { id: a, layout: [{ top: -1000000, left: 1000000, size: [999999.5, 0.001] }] }
                  - view: { id: b, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * parent.width"] }
                  - view: { id: c, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * b.width"] }
                  - view: { id: d, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * c.width"] }
                  - view: { id: e, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * d.width"] }
                  - view: { id: f, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * e.width"] }

            """
        ).text(.json)
        #expect(json.contains(#""frame": {"x": 1000000, "y": -1000000, "width": 999999.5, "height": 0.001}"#))
        #expect(json.contains(#""width": 402000000000000000"#))
        let numbers = try NSRegularExpression(pattern: #"[0-9.]+[eE][-+]?[0-9]+|\.[0-9]*0[,} \]]"#)
        #expect(numbers.firstMatch(in: json, range: NSRange(json.startIndex..., in: json)) == nil)
    }
}
