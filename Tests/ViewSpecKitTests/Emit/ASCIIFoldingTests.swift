import Foundation
import Testing

@testable import ViewSpecKit

/// The ASCII renderer's table of canonical decompositions against Foundation's, which the
/// renderer used before (and which the tool no longer links): every Unicode scalar, and
/// transliterated texts of mixed scripts and combining marks.
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

    @Test func textsTransliterateAsBefore() {
        let samples = [
            "Crème brûlée", "Ångström ≠ Å", "naïve café", "e\u{301}", "Ω≯5", "日本語", "👍🏽 ok", "Ça\u{308}",
            "K\u{212A}", ";\u{37E}", "ﬁ", "Đ đ Ł ł Ø ø", "Zoë – “quoted” … ok",
        ]
        for text in samples {
            var expected = ""
            for character in text {
                if character.isASCII {
                    expected.append(character)
                    continue
                }
                switch character {
                case "…": expected += "..."
                case "–", "—", "‒", "−", "‐", "‑": expected += "-"
                case "‘", "’", "‚", "′": expected += "'"
                case "‹": expected += "<"
                case "›": expected += ">"
                case "“", "”", "„", "″", "«", "»": expected += "\""
                case "•", "·", "●", "○", "◦": expected += "*"
                case "×": expected += "x"
                case "→": expected += "->"
                case "←": expected += "<-"
                case "\u{00A0}", "\u{2009}", "\u{202F}": expected += " "
                default:
                    let base = Self.reference(String(character))
                    expected += base.isEmpty ? "?" : base
                }
            }
            #expect(ASCIIRenderer.ascii(text) == expected, "\(text)")
        }
    }
}
