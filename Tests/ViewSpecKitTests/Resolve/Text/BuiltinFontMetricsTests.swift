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

/// The built-in table against Inter itself: values fontTools printed (so these fail even on a
/// machine without the font), and every advance of every weight against the installed font
/// files read by the run-time loader (Debian package fonts-inter).
@Suite struct BuiltinFontMetricsTests {
    static let fontDirectory = "/usr/share/fonts/opentype/inter"
    static let interInstalled = FileManager.default.fileExists(atPath: fontDirectory + "/Inter-Regular.otf")

    /// The Inter file each weight was generated from (scripts/font-metrics/generate.py).
    static let files: [(FontWeight, String)] = [
        (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"),
        (.black, "Black"),
    ]

    @Test func regularMatchesFontToolsOutput() {
        let inter = FontMetrics.builtin(.regular)
        #expect(inter.name == "Inter Regular")
        #expect(
            [inter.unitsPerEm, inter.ascender, inter.descender, inter.lineGap] == [2816, 2728, -680, 0]
                as [Int])
        #expect(inter.averageAdvance == 1838)
        // fontTools: TTFont("Inter-Regular.otf")["hmtx"][cmap[ord(c)]][0]
        let expected: [(Character, Int)] = [
            ("H", 2084), ("n", 1648), ("W", 2672), ("i", 668), (" ", 792), (".", 776), ("…", 2312),
            ("€", 1872), ("é", 1640), ("—", 2816), ("“", 1072),
        ]
        for (character, advance) in expected {
            #expect(inter.advance(of: character) == advance, "\(character)")
        }
        #expect(inter.advances.count == 2505)
    }

    @Test func semiboldAndBoldMatchFontToolsOutput() {
        let semibold = FontMetrics.builtin(.semibold)
        #expect(
            ["H", "n", " ", "…"].map { semibold.advance(of: $0 as Character) } == [2095, 1717, 699, 2270])
        let bold = FontMetrics.builtin(.bold)
        #expect(["H", "n", " ", "…"].map { bold.advance(of: $0 as Character) } == [2101, 1751, 653, 2250])
        #expect(FontMetrics.builtin(.ultraLight).name == "Inter Thin")
        #expect(FontMetrics.builtin(.heavy).name == "Inter ExtraBold")
    }

    @Test func coversTheLatinRangesAndPunctuationTheBriefNames() {
        let inter = FontMetrics.builtin()
        let required: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xFF, 0x100...0x148, 0x14A...0x17F]
        for range in required {
            for codepoint in range {
                #expect(inter.advances.advance(of: codepoint) != nil, "U+\(String(codepoint, radix: 16))")
            }
        }
        for scalar in "“”‘’…–—•€™".unicodeScalars {
            #expect(inter.advance(of: scalar) != nil, "\(scalar)")
        }
    }

    @Test(
        .enabled(
            if: interInstalled,
            "Inter's font files are not installed: apt-get install fonts-inter to compare every advance"),
        arguments: files)
    func everyAdvanceEqualsTheFontFiles(weight: FontWeight, style: String) throws {
        let file = try FontMetrics(contentsOf: "\(Self.fontDirectory)/Inter-\(style).otf")
        let builtin = FontMetrics.builtin(weight)
        #expect(builtin.unitsPerEm == file.unitsPerEm)
        #expect(builtin.ascender == file.ascender)
        #expect(builtin.descender == file.descender)
        #expect(builtin.lineGap == file.lineGap)
        #expect(builtin.averageAdvance == file.averageAdvance)
        #expect(builtin.advances.codepoints == file.advances.codepoints)
        var mismatches: [String] = []
        for codepoint in file.advances.codepoints
        where builtin.advances.advance(of: codepoint) != file.advances.advance(of: codepoint) {
            mismatches.append("U+\(String(codepoint, radix: 16, uppercase: true))")
        }
        #expect(mismatches.isEmpty, "advances differ at \(mismatches.prefix(10))")
    }

    @Test func fallbackWidthsForCharactersInterLacks() {
        let inter = FontMetrics.builtin()
        #expect(inter.advance(of: "中" as Character) == 2816)  // CJK: one em
        #expect(inter.advance(of: "한" as Character) == 2816)  // Hangul: one em
        #expect(inter.advance(of: "😀" as Character) == 2816)  // emoji: one em
        #expect(inter.advance(of: "👩‍👩‍👧" as Character) == 2816)  // a ZWJ family is one emoji
        #expect(inter.advance(of: "🇫🇷" as Character) == 2816)  // a flag is one emoji
        #expect(inter.advance(of: "א" as Character) == 1838)  // Hebrew: the average advance
        #expect(inter.advance(of: "e\u{301}" as Character) == inter.advance(of: "e" as Character))
        #expect(inter.advance(of: "\u{200B}" as Character) == 0)  // zero-width space: a format character
    }
}
