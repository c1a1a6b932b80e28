import ViewSpecCore
import ViewSpecLanguage

extension FontMetrics {
    /// The characters (grapheme clusters) of `text` the font has no glyph for, each once, in the
    /// order they first occur.
    ///
    /// What draws nothing is not missing: controls, format characters (ZWJ, bidi marks), marks
    /// and separators. An emoji cluster is missing when the font does not map its first scalar.
    package func missingCharacters(in text: some StringProtocol) -> [Character] {
        var missing: [Character] = []
        func note(_ character: Character) {
            if !missing.contains(character) { missing.append(character) }
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Most UI text is ASCII: one table lookup per byte.
            for byte in text.utf8 where byte >= 0x20 && byte != 0x7F && asciiAdvances[Int(byte)] == nil {
                note(Character(Unicode.Scalar(byte)))
            }
            return missing
        }
        for character in text {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { continue }
            if Self.isEmoji(first, in: scalars) {
                if advance(of: first) == nil { note(character) }
                continue
            }
            for scalar in scalars where advance(of: scalar) == nil && Self.drawsAGlyph(scalar) {
                note(character)
                break
            }
        }
        return missing
    }

    /// Whether a code point shows as a glyph of its own: not a control, format character, mark or
    /// separator.
    private static func drawsAGlyph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .spaceSeparator,
            .lineSeparator, .paragraphSeparator:
            false
        default: true
        }
    }
}

/// Text measured in a font that lacks its glyphs, gathered over a whole spec so that it is
/// reported once (`missing-glyphs`): the scripts it is in, a few of its characters and where the
/// first such text was written.
struct MissingGlyphs {
    /// A writing system the message names, with the Debian package whose fonts have it.
    enum Script: String, CaseIterable {
        case arabic = "Arabic"
        case hebrew = "Hebrew"
        case cjk = "Chinese, Japanese or Korean"
        case emoji = "emoji"
        case other = "other scripts"

        /// The Debian package CI can install for a font with the script.
        var package: String {
            switch self {
            case .arabic, .hebrew, .other: "fonts-noto-core"
            case .cjk: "fonts-noto-cjk"
            case .emoji: "fonts-noto-color-emoji"
            }
        }

        init(of character: Character) {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else {
                self = .other
                return
            }
            if first.properties.isEmojiPresentation
                || first.properties.isEmoji && scalars.contains("\u{FE0F}")
            {
                self = .emoji
                return
            }
            switch first.value {
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
                self = .arabic
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: self = .hebrew
            case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF,
                0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFD:
                self = .cjk
            default: self = .other
            }
        }
    }

    /// How many characters the message quotes.
    static let quoted = 5

    private(set) var scripts: [Script] = []
    /// The first `quoted` characters met.
    private(set) var characters: [Character] = []
    /// Every character met, to count them (never iterated).
    private var seen: Set<Character> = []
    private(set) var range: SourceRange?
    /// The fonts that lacked them, by name, in first-met order.
    private(set) var fonts: [String] = []

    /// Notes what of `text` its font lacks.
    mutating func note(_ text: TextContent) {
        guard !text.string.isEmpty else { return }
        let missing = text.font.metrics.missingCharacters(in: text.string)
        guard !missing.isEmpty else { return }
        if range == nil { range = text.range }
        if !fonts.contains(text.font.metrics.name) { fonts.append(text.font.metrics.name) }
        for character in missing where seen.insert(character).inserted {
            if characters.count < Self.quoted { characters.append(character) }
            let script = Script(of: character)
            if !scripts.contains(script) { scripts.append(script) }
        }
    }

    /// The warning, when some text lacked glyphs.
    var message: DiagnosticMessage? {
        guard !seen.isEmpty else { return nil }
        return .missingGlyphs(
            scripts: Script.allCases.filter(scripts.contains).map(\.rawValue),
            characters: characters, count: seen.count, fonts: fonts,
            packages: Script.allCases.filter(scripts.contains).map(\.package).reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            })
    }
}
