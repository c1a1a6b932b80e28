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

/// The ASCII renderer's table of canonical decompositions against Foundation's (which the tool
/// itself does not link): every Unicode scalar, and transliterated texts of mixed scripts and
/// combining marks.
@Suite struct ASCIIFoldingTests {
    /// What Foundation's NFD keeps of printable ASCII.
    static func reference(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                    $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F
                }))
    }

    @Test func everyScalarFoldsAsFoundationDecomposesIt() {
        var mismatches: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Self.reference(String(Character(scalar)))
            let folded = ASCIIFolding.base(of: scalar).map { String(UnicodeScalar($0)) } ?? ""
            if folded != expected { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// Letters with marks, decomposable symbols and scripts without an ASCII base: each
    /// character becomes what Foundation's NFD keeps of ASCII, or `?`.
    @Test func textsTransliterateAsNFDKeepsThem() {
        let samples = [
            "Crème brûlée", "Ångström ≠ Å", "naïve café", "e\u{301}", "Ω≯5", "日本語", "👍🏽 ok", "Ça\u{308}",
            "K\u{212A}", ";\u{37E}", "ﬁ", "Đ đ Ł ł Ø ø", "Zoë and Ñandú",
        ]
        for text in samples {
            var expected = ""
            for character in text {
                let base = character.isASCII ? String(character) : Self.reference(String(character))
                expected += base.isEmpty ? "?" : base
            }
            #expect(ASCIIRenderer.ascii(text) == expected, "\(text)")
        }
    }

    /// Typographic punctuation, which the renderer maps before decomposing anything.
    @Test func punctuationTakesItsPlainForm() {
        #expect(ASCIIRenderer.ascii("“Hi” – it’s… ‹a› «b»") == "\"Hi\" - it's... <a> \"b\"")
        #expect(ASCIIRenderer.ascii("5×3 → • ← — ·") == "5x3 -> * <- - *")
        #expect(ASCIIRenderer.ascii("a\u{00A0}b\u{2009}c\u{202F}d") == "a b c d")
    }
}
