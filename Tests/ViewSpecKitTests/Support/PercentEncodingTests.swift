import Testing

@testable import ViewSpecCore

/// The one percent-encoding that SARIF's URIs, snapshot marks and the preview's request paths
/// share.
@Suite struct PercentEncodingTests {
    @Test func whatIsNotKeptIsWrittenAsTwoUpperCaseHexDigits() {
        let text = "a b/é~\u{1}.json"
        #expect(
            PercentEncoding.encoded(text, keeping: PercentEncoding.isUnreserved) == "a%20b%2F%C3%A9~%01.json")
        #expect(
            PercentEncoding.encoded(text) { $0 == UInt8(ascii: "/") }
                == "%61%20%62/%C3%A9%7E%01%2E%6A%73%6F%6E")
    }

    @Test func decodingUndoesEncoding() {
        for text in ["", "plain", "a b/é~\u{1}.json", "%", "100%"] {
            #expect(PercentEncoding.decoded(PercentEncoding.encoded(text) { _ in false }) == text)
        }
        #expect(PercentEncoding.decoded("%e9%C3%A9") == nil)  // not UTF-8
        #expect(PercentEncoding.decoded("x%2fy%2Fz") == "x/y/z")
    }

    @Test func anEscapeIsAPercentAndTwoHexDigits() {
        for text in ["%", "%4", "%G0", "%+f", "%-1", "% 1", "abc%"] {
            #expect(PercentEncoding.decoded(text) == nil, "\(text)")
        }
    }
}
