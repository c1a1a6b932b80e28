import ViewSpecCore
import ViewSpecLanguage

/// One paragraph split into grapheme clusters, the unit of every break, with their advances in
/// font units prefix-summed so that the width of any run of characters is one subtraction.
struct MeasuredText {
    /// The characters, kept as bytes when every one is an ASCII byte of its own: most UI text
    /// is, and splitting a String into `Character`s (grapheme breaking) would be most of
    /// measuring it.
    private enum Storage {
        case ascii([UInt8])
        case characters([Character])
    }
    private let storage: Storage
    /// `prefix[i]` is the advance of characters `0..<i`; one more entry than there are characters.
    private let prefix: [Int]
    private let spaces: [Bool]

    init(_ characters: [Character], metrics: FontMetrics) {
        self.storage = .characters(characters)
        var prefix = [0]
        prefix.reserveCapacity(characters.count + 1)
        for character in characters {
            prefix.append(prefix[prefix.count - 1] + metrics.advance(of: character))
        }
        self.prefix = prefix
        self.spaces = characters.map(Self.breaksLine)
    }

    /// A paragraph of ASCII bytes, each a character (no "\r\n", no newline).
    init(ascii bytes: [UInt8], metrics: FontMetrics) {
        self.storage = .ascii(bytes)
        var prefix = [Int](repeating: 0, count: bytes.count + 1)
        var spaces = [Bool](repeating: false, count: bytes.count)
        var total = 0
        for (index, byte) in bytes.enumerated() {
            total += metrics.advance(ofASCII: byte)
            prefix[index + 1] = total
            spaces[index] = Self.breaksLine(ascii: byte)
        }
        self.prefix = prefix
        self.spaces = spaces
    }

    var count: Int { prefix.count - 1 }

    /// The advance of `range`, in font units.
    func width(_ range: Range<Int>) -> Int {
        prefix[range.upperBound] - prefix[range.lowerBound]
    }

    /// True for a space lines may break at.
    func isSpace(_ index: Int) -> Bool { spaces[index] }

    /// Any whitespace but the no-break spaces (which are there precisely to stop a break) and
    /// newlines (which end the paragraph before this).
    private static func breaksLine(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return breaksLine(ascii: ascii) }
        switch character {
        case "\u{00A0}", "\u{2007}", "\u{202F}": return false
        default: return character.isWhitespace
        }
    }

    /// Space, tab, and the newline family (which never reach here: they end paragraphs).
    static func breaksLine(ascii: UInt8) -> Bool {
        ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }

    /// `range` without the spaces at its end: trailing spaces neither show nor take width.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    func string(_ range: Range<Int>) -> String {
        switch storage {
        case .ascii(let bytes): String(decoding: bytes[range], as: UTF8.self)
        case .characters(let characters): String(characters[range])
        }
    }
}
