import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// Length tokens, `tokens: { length: … }`.
///
/// Lengths of other jobs than spacing (a bar's height, a column's width): they go wherever a
/// length goes, and are not on the spacing scale.
@Suite struct LengthTokenTests {
    static let spec = """
        viewspec: 1
        device: iphone-17
        tokens:
          padding: { gutter: 20 }
          length: { barHeight: 44, column: 320 }
        root:
          view:
            background: card
            children:
              - stack.vertical:
                  spacing: 12
                  layout: [{ at: { edges: fullTop, insets: $gutter, to: safeArea } }]
                  children:
                    - view: { id: bar, background: input, height: $barHeight }
              - view:
                  id: side
                  background: input
                  width: $column
                  layout: [{ top: 300 }, { leading: 0 }, "height == $barHeight"]
        """

    @Test func aLengthTokenSetsSizesAndConstants() throws {
        let laidOut = layOut(Self.spec)
        expectClean(laidOut)
        #expect(laidOut.frame("bar")?.height == 44)
        #expect(laidOut.frame("side")?.width == 320)
        #expect(laidOut.frame("side")?.height == 44)
    }

    /// The spacing scale is ViewFactory's and the padding tokens: 44 and 320 are not on it.
    @Test func lengthTokensAreNotOnTheSpacingScale() {
        let found = validated(Self.spec).diagnostics
        #expect(
            found.map(\.message) == [
                "spacing 12 is not on the Padding scale (0, 4, 8, 16, 20, 24); use a value of the scale or a padding token"
            ], "\(found)")
    }

    /// A length token is not an elevation; an unused one is reported like any token.
    @Test func aLengthTokenIsALengthOnly() {
        let wrong = validated(
            Self.spec.replacingOccurrences(
                of: "background: input, height", with: "elevation: $column, height"))
        #expect(
            wrong.report.contains("'$column' is a length token; expected an elevation token"),
            "\(wrong.report)")
        let unused = validated(
            Self.spec.replacingOccurrences(of: "column: 320", with: "column: 320, spare: 10"))
        #expect(unused.diagnostics.contains { $0.message == "the token 'spare' is never used" })
    }
}
