import ViewSpecCore
import ViewSpecLanguage
import ViewSpecSyntax

/// A font's horizontal and vertical metrics in font units: everything text measurement needs,
/// and nothing about outlines.
///
/// viewspec does no shaping, so a grapheme cluster's width is the sum of the `hmtx` advances of
/// its code points (see `advance(of:)` for the rules for characters the font lacks).
package struct FontMetrics: Sendable, Equatable {
    /// A human-readable name: "Inter Regular" for the built-in faces, the file name otherwise.
    package let name: String
    package let unitsPerEm: Int
    /// Distance from the baseline up to the top of the line, positive.
    package let ascender: Int
    /// Distance from the baseline down to the bottom of the line, negative as fonts store it.
    package let descender: Int
    /// Extra space between lines, added below the descender.
    package let lineGap: Int
    /// The advance used for a character the font lacks: OS/2 `xAvgCharWidth`, or half an em when
    /// the font has no OS/2 table or leaves it zero.
    package let averageAdvance: Int
    package let advances: AdvanceTable
    /// The advance of each ASCII code point (nil where the font lacks it), looked up directly:
    /// most UI text is ASCII, and a table search per character would be most of measuring it.
    let asciiAdvances: [Int?]

    package init(
        name: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, averageAdvance: Int,
        advances: AdvanceTable
    ) {
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.averageAdvance = averageAdvance > 0 ? averageAdvance : unitsPerEm / 2
        self.advances = advances
        self.asciiAdvances = (0..<128).map { advances.advance(of: UInt32($0)).map(Int.init) }
    }

    /// Reads a TrueType or OpenType file (`.ttf`, `.otf`, or font `index` of a `.ttc`).
    package init(contentsOf path: String, index: Int = 0) throws(FontError) {
        // Read as specs are (SourceLoader), with room for the largest font collections; `-`
        // is a file's name here, not standard input.
        var limits = YAMLParser.Limits.default
        limits.maxBytes = 1 << 28
        var ignored = DiagnosticBag()
        guard path != "-", let file = SourceLoader.load(path: path, limits: limits, diagnostics: &ignored)
        else {
            throw .unreadable(path: path)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        self = try FontFile.parse(file.bytes, name: name, index: index)
    }

    /// Parses the bytes of a TrueType or OpenType file; `name` only labels the result.
    package init(bytes: [UInt8], name: String, index: Int = 0) throws(FontError) {
        self = try FontFile.parse(bytes, name: name, index: index)
    }

    /// The advance of `scalar` if the font maps it.
    package func advance(of scalar: Unicode.Scalar) -> Int? {
        advances.advance(of: scalar.value).map(Int.init)
    }

    /// The width of one grapheme cluster in font units.
    ///
    /// - A cluster that renders as one emoji (emoji presentation, or an emoji made so by U+FE0F)
    ///   is one em wide, however many scalars (ZWJ sequences, flags, skin tones) it has: the font
    ///   has no emoji, and Apple's emoji are about an em wide.
    /// - Otherwise each code point adds its own advance. Combining marks have zero advance in
    ///   Inter, so "e" + U+0301 measures as "é".
    /// - A code point the font lacks adds nothing if it is a mark, format or control character
    ///   (they draw no box), one em if East Asian wide (CJK, Hangul, fullwidth forms, where the
    ///   fallback fonts are square), and `averageAdvance` otherwise.
    package func advance(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            // "\r\n" is one ASCII character of two scalars: both are controls, zero wide.
            if character == "\r\n" { return 0 }
            return advance(ofASCII: ascii)
        }
        let scalars = character.unicodeScalars
        if let first = scalars.first, Self.isEmoji(first, in: scalars) { return unitsPerEm }
        var total = 0
        for scalar in scalars {
            total += advance(of: scalar) ?? fallbackAdvance(of: scalar)
        }
        return total
    }

    /// The advance of one ASCII byte that is a character of its own (not the "\r" of "\r\n").
    func advance(ofASCII byte: UInt8) -> Int {
        asciiAdvances[Int(byte)] ?? asciiFallback(byte)
    }

    /// The width of `text` set on one line, in font units.
    ///
    /// Newlines and other controls measure zero.
    package func advance(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + advance(of: $1) }
    }

    static func isEmoji(_ first: Unicode.Scalar, in scalars: Character.UnicodeScalarView) -> Bool {
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains("\u{FE0F}")
    }

    /// A missing ASCII character: controls draw nothing, anything else the average.
    private func asciiFallback(_ ascii: UInt8) -> Int {
        ascii < 0x20 || ascii == 0x7F ? 0 : averageAdvance
    }

    private func fallbackAdvance(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        return Self.isEastAsianWide(scalar.value) ? unitsPerEm : averageAdvance
    }

    /// The East Asian Wide and Fullwidth blocks (UAX #11), as ranges: the standard library does
    /// not expose the property.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
