/// The bytes of one spec and the start of each of its lines, for excerpts under diagnostics.
public struct SourceFile: Sendable {
    /// The name used in diagnostics: the path as given, or `<stdin>`.
    public let path: String
    /// `path`'s number, for the ranges the parser makes (one per node).
    package let fileID: SourceRange.FileID
    /// The file's bytes as read, not required to be valid UTF-8.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    package let lineStarts: [Int]
    /// Every byte is ASCII, so a column is a byte (`byteOffset(of:)` needs no walk).
    let isASCII: Bool

    /// A source named `path` holding `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.fileID = SourceRange.FileID(path)
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
        var highBits: UInt8 = 0
        for byte in bytes { highBits |= byte }
        self.isASCII = highBits < 0x80
    }

    /// A source named `path` holding `text`'s UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of 1-based line `line` without its line break, decoded leniently
    /// (invalid UTF-8 becomes U+FFFD), or nil when the file has no such line.
    package func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension SourceFile {
    /// The sources of `sources` that `diagnostics` (or their notes) are in: all that printing
    /// them needs, so a run over many specs keeps the text of those with findings only.
    package static func quoted(by diagnostics: [Diagnostic], in sources: [SourceFile]) -> [SourceFile] {
        guard !sources.isEmpty else { return [] }
        var files: Set<String> = []
        for diagnostic in diagnostics {
            if let file = diagnostic.range?.file { files.insert(file) }
            for note in diagnostic.notes { if let file = note.range?.file { files.insert(file) } }
        }
        return sources.filter { files.contains($0.path) }
    }
}
