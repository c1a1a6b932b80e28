import ViewSpecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks a spec's bytes pass before libyaml sees them.
///
/// libyaml reports binary data, invalid UTF-8 and UTF-16 text as baffling syntax errors (or
/// reads UTF-16 happily), so these get their own diagnostics, at the first offending byte.
enum SourceCheck {
    /// What the parser needs to know about text that passed.
    struct Text {
        /// Where libyaml's input starts: after a UTF-8 byte order mark, if any.
        var startOffset: Int
        /// Columns to add on line 1, where libyaml doesn't see the byte order mark.
        var columnShift: Int
        /// Unicode scalars from `startOffset` to the end, to recognise libyaml's end-of-input
        /// mark (its `index` counts scalars).
        var scalarCount: Int
        /// True when the text breaks lines where `SourceFile` doesn't: a lone CR, NEL, LS or PS.
        ///
        /// libyaml's line numbers then drift from the file's, so positions come from libyaml's
        /// scalar index instead (slower, and needed only for such rare files).
        var hasForeignLineBreaks: Bool
    }

    /// How much of the start of a file is inspected to decide that it is not text.
    static let sniffLength = 8192

    static func check(_ file: SourceFile, limits: YAMLParser.Limits, diagnostics: inout DiagnosticBag)
        -> Text?
    {
        let bytes = file.bytes
        let start = SourceRange(fileID: file.fileID, at: SourcePosition(line: 1, column: 1))
        if bytes.count > limits.maxBytes {
            diagnostics.error(.fileTooLarge(size: bytes.count, limit: limits.maxBytes), at: start)
            return nil
        }
        if let encoding = utf16Or32(bytes) {
            diagnostics.error(.unsupportedEncoding(encoding), at: start)
            return nil
        }
        var startOffset = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            diagnostics.warning(
                .byteOrderMark,
                at: SourceRange(
                    file: file.path, lower: .init(line: 1, column: 1), upper: .init(line: 1, column: 2)))
            startOffset = 3
        }
        if let binary = binaryOffset(bytes) {
            diagnostics.error(
                .binaryFile, at: SourceRange(fileID: file.fileID, at: file.position(ofByte: binary)))
            return nil
        }
        switch validateUTF8(bytes, from: startOffset) {
        case .valid(let scalarCount, let unicodeBreaks):
            return Text(
                startOffset: startOffset, columnShift: startOffset == 0 ? 0 : 1, scalarCount: scalarCount,
                hasForeignLineBreaks: unicodeBreaks || hasLoneCarriageReturn(bytes))
        case .invalid(let offset):
            let position = file.position(ofByte: offset)
            diagnostics.error(
                .invalidUTF8(byte: bytes[offset]),
                at: SourceRange(
                    file: file.path, lower: position,
                    upper: .init(line: position.line, column: position.column + 1)))
            return nil
        }
    }

    private static func utf16Or32(_ bytes: [UInt8]) -> String? {
        // UTF-32 first: its little-endian mark begins with UTF-16's.
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        return nil
    }

    /// The offset of the first NUL byte anywhere, or the start when the sniffed prefix is more
    /// than 10% control characters (text never is), as git decides what is binary.
    private static func binaryOffset(_ bytes: [UInt8]) -> Int? {
        let nul = bytes.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let found = memchr(base, 0, raw.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
        if let nul { return nul }
        let sniffed = bytes.prefix(sniffLength)
        let controls = sniffed.count { byte in
            (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C) || byte == 0x7F
        }
        return controls * 10 > sniffed.count ? 0 : nil
    }

    /// Whether some CR is not followed by LF, with `memchr` because most files have no CR.
    private static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            var offset = 0
            while offset < raw.count,
                let found = memchr(base + offset, 0x0D, raw.count - offset)
            {
                let at = base.distance(to: UnsafeRawPointer(found))
                if at + 1 >= raw.count || raw[at + 1] != 0x0A { return true }
                offset = at + 2
            }
            return false
        }
    }

    private enum UTF8Validity {
        case valid(scalarCount: Int, unicodeLineBreaks: Bool)
        case invalid(offset: Int)
    }

    /// Validates UTF-8 (no overlongs, surrogates or values past U+10FFFF) and counts scalars,
    /// eight ASCII bytes at a time.
    private static func validateUTF8(_ bytes: [UInt8], from start: Int) -> UTF8Validity {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var i = start
            var scalars = 0
            var unicodeLineBreaks = false
            let raw = UnsafeRawBufferPointer(buffer)
            while i < count {
                if i + 8 <= count,
                    raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    i += 8
                    scalars += 8
                    continue
                }
                let lead = buffer[i]
                if lead < 0x80 {
                    i += 1
                    scalars += 1
                    continue
                }
                let length: Int
                var lowest: UInt8 = 0x80
                var highest: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lowest = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; highest = 0x9F
                case 0xF0: length = 4; lowest = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; highest = 0x8F
                default: return .invalid(offset: i)
                }
                for k in 1..<length {
                    // A truncated, overlong or surrogate sequence is the lead byte's fault.
                    guard i + k < count else { return .invalid(offset: i) }
                    let byte = buffer[i + k]
                    let (low, high) = k == 1 ? (lowest, highest) : (0x80, 0xBF)
                    guard byte >= low, byte <= high else { return .invalid(offset: i) }
                }
                // NEL (U+0085), LS (U+2028) and PS (U+2029) end a line for libyaml.
                if (lead == 0xC2 && buffer[i + 1] == 0x85)
                    || (lead == 0xE2 && buffer[i + 1] == 0x80
                        && (buffer[i + 2] == 0xA8 || buffer[i + 2] == 0xA9))
                {
                    unicodeLineBreaks = true
                }
                i += length
                scalars += 1
            }
            return .valid(scalarCount: scalars, unicodeLineBreaks: unicodeLineBreaks)
        }
    }
}
