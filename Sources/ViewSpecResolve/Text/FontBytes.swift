import ViewSpecCore
import ViewSpecLanguage

/// Big-endian reads from a font file's bytes, every one bounds-checked.
///
/// Offsets come from the file itself, so each read checks `offset + size <= count` with
/// overflow-safe arithmetic and throws `FontError.truncated` rather than trapping.
struct FontBytes: Sendable {
    let bytes: [UInt8]
    /// The table being read, named in errors.
    var table: String

    init(_ bytes: [UInt8], table: String = "sfnt") {
        self.bytes = bytes
        self.table = table
    }

    var count: Int { bytes.count }

    /// Throws unless `size` bytes start at `offset`.
    func require(_ offset: Int, _ size: Int) throws(FontError) {
        guard offset >= 0, size >= 0 else { throw .truncated(table: table) }
        let (end, overflow) = offset.addingReportingOverflow(size)
        guard !overflow, end <= bytes.count else { throw .truncated(table: table) }
    }

    func uint16(at offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2)
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4)
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// A four-character table tag such as `head`, as text.
    func tag(at offset: Int) throws(FontError) -> String {
        try require(offset, 4)
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
