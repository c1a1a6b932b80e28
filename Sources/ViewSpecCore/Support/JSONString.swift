/// JSON string literals for every JSON the pipeline writes by hand (diagnostics, the schema), so
/// the output's bytes and key order are ours and escaping is done one way.
package enum JSONString {
    /// `text` as a JSON string literal: escapes what JSON requires (RFC 8259: the quote, the
    /// backslash and U+0000–U+001F), plus DEL and the C1 controls U+0080–U+009F (JSON may carry
    /// them raw, but a terminal showing the JSON may act on them: `VisibleText`) and U+2028/U+2029
    /// (which break JavaScript consumers), and leaves all other text as UTF-8.
    package static func quoted(_ text: String) -> String {
        var bytes = ByteBuffer(capacity: text.utf8.count + 2)
        append(text, to: &bytes)
        return bytes.text
    }

    /// `quoted(text)`, appended to `bytes` (the JSON writer's buffer).
    static func append(_ text: String, to bytes: inout ByteBuffer) {
        // Keys, ids and most values are printable ASCII: looked at a word at a time and copied
        // as they are, with no scalar walk. Only text with a byte to escape is walked.
        let done =
            text.utf8.withContiguousStorageIfAvailable { utf8 in
                guard isPlain(utf8) else { return false }
                bytes.reserve(utf8.count + 2)
                bytes.append(UInt8(ascii: "\""))
                bytes.append(utf8)
                bytes.append(UInt8(ascii: "\""))
                return true
            } ?? false
        if !done { bytes.append(contentsOf: escaped(text)) }
    }

    /// Whether none of the bytes needs an escape, that is, `quoted` only adds the quotes.
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = utf8.baseAddress else { return true }
        let bytes = UnsafeRawPointer(start)
        let count = utf8.count
        guard count >= 8 else {
            // Two halves that overlap when the count is odd, the rest of the word spaces (plain).
            let spaces: UInt64 = 0x2020_2020_2020_2020
            var word = spaces
            if count >= 4 {
                word = UInt64(bytes.loadUnaligned(as: UInt32.self))
                word |= UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            } else if count >= 2 {
                word = spaces << 32 | UInt64(bytes.loadUnaligned(as: UInt16.self))
                word |= UInt64(bytes.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)) << 16
            } else if count == 1 {
                word = spaces << 8 | UInt64(start.pointee)
            }
            return escapeBits(word) == 0
        }
        // Whole words, the last one ending at the last byte (overlapping the one before).
        var found: UInt64 = 0
        var offset = 0
        while offset < count - 8 {
            found |= escapeBits(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        found |= escapeBits(bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        return found == 0
    }

    /// Non-zero when one of the eight bytes of `word` needs an escape: below 0x20, above 0x7E (DEL,
    /// and every byte of a non-ASCII scalar, left to `escaped`, which knows which scalars need it),
    /// the quote or the backslash.
    ///
    /// Byte-wise tests without a branch per byte: a byte below `n` borrows in `word - n` per byte
    /// and keeps its top bit clear in `word`; a byte equal to `c` is a zero byte of `word ^ c`,
    /// which is a byte below 1.
    @inline(__always)
    static func escapeBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func below(_ n: UInt64, _ word: UInt64) -> UInt64 { (word &- n &* ones) & ~word }
        let control = below(0x20, word)
        let high = (word &+ ones) | word
        let quote = below(1, word ^ (UInt64(UInt8(ascii: "\"")) &* ones))
        let backslash = below(1, word ^ (UInt64(UInt8(ascii: "\\")) &* ones))
        return (control | high | quote | backslash) & 0x8080_8080_8080_8080
    }

    /// Every scalar walked and escaped as needed: the path for text that is not plain.
    static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if VisibleText.isControl(scalar) || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
