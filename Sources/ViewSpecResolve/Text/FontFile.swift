import ViewSpecCore
import ViewSpecLanguage

/// Reads the sfnt tables that text measurement needs from a TrueType or OpenType file: `head`
/// (unitsPerEm), `hhea` (line metrics, number of long metrics), `hmtx` (advances), `cmap` (format 4
/// or 12), `maxp` (glyph count, optional) and `OS/2` (typo metrics and the average width,
/// optional).
///
/// Outlines (`glyf`, `CFF `) are never touched.
///
/// Every offset in a font is data, so every read goes through `FontBytes`, which bounds-checks
/// it, and every loop is bounded by the file's size: a hostile file throws `FontError`.
enum FontFile {
    private struct TableRecord {
        let offset: Int
        let length: Int
    }

    static func parse(_ bytes: [UInt8], name: String, index: Int) throws(FontError) -> FontMetrics {
        let file = FontBytes(bytes)
        guard file.count >= 4 else { throw .notAFont }
        var fontOffset = 0
        switch try file.uint32(at: 0) {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO' (CFF), 'true' (old Apple)
            guard index == 0 else { throw .noSuchFontInCollection(index: index, count: 1) }
        case 0x7474_6366:  // 'ttcf'
            let count = Int(try file.uint32(at: 8))
            guard index >= 0, index < count else { throw .noSuchFontInCollection(index: index, count: count) }
            fontOffset = Int(try file.uint32(at: 12 + 4 * index))
            switch try file.uint32(at: fontOffset) {
            case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break
            default: throw .notAFont
            }
        default:
            throw .notAFont
        }
        let tables = try tableDirectory(file, at: fontOffset)
        func table(_ tag: String) throws(FontError) -> FontBytes? {
            guard let record = tables.first(where: { $0.tag == tag })?.record else { return nil }
            try file.require(record.offset, record.length)
            return FontBytes(Array(bytes[record.offset..<record.offset + record.length]), table: tag)
        }
        func required(_ tag: String) throws(FontError) -> FontBytes {
            guard let found = try table(tag) else { throw .missingTable(tag) }
            return found
        }

        let head = try required("head")
        guard try head.uint32(at: 12) == 0x5F0F_3CF5 else {
            throw .malformed(table: "head", reason: "bad magic number")
        }
        let unitsPerEm = Int(try head.uint16(at: 18))
        guard (16...16384).contains(unitsPerEm) else {
            throw .malformed(table: "head", reason: "unitsPerEm \(unitsPerEm) is outside 16...16384")
        }

        let hhea = try required("hhea")
        var ascender = Int(try hhea.int16(at: 4))
        var descender = Int(try hhea.int16(at: 6))
        var lineGap = Int(try hhea.int16(at: 8))
        let longMetrics = Int(try hhea.uint16(at: 34))
        guard longMetrics > 0 else {
            throw .malformed(table: "hhea", reason: "numberOfHMetrics is 0")
        }

        var averageAdvance = 0
        if let os2 = try table("OS/2") {
            averageAdvance = Int(try os2.int16(at: 2))
            // USE_TYPO_METRICS: the font asks for its typo metrics rather than hhea's.
            if os2.count >= 78, try os2.uint16(at: 62) & (1 << 7) != 0 {
                ascender = Int(try os2.int16(at: 68))
                descender = Int(try os2.int16(at: 70))
                lineGap = Int(try os2.int16(at: 72))
            }
        }

        let hmtx = try required("hmtx")
        try hmtx.require(0, 4 * longMetrics)
        var glyphCount = longMetrics
        if let maxp = try table("maxp") {
            glyphCount = Int(try maxp.uint16(at: 4))
        }
        func advance(ofGlyph glyph: Int) throws(FontError) -> UInt16? {
            guard glyph > 0, glyph < glyphCount else { return nil }  // 0 is .notdef: not covered
            return try hmtx.uint16(at: 4 * min(glyph, longMetrics - 1))
        }

        let mapping = try characterMap(try required("cmap"))
        var pairs: [(codepoint: UInt32, advance: UInt16)] = []
        pairs.reserveCapacity(mapping.count)
        for (codepoint, glyph) in mapping {
            if let width = try advance(ofGlyph: glyph) { pairs.append((codepoint, width)) }
        }
        return FontMetrics(
            name: name, unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            averageAdvance: averageAdvance, advances: AdvanceTable(ascending: pairs))
    }

    private static func tableDirectory(_ file: FontBytes, at offset: Int) throws(FontError)
        -> [(tag: String, record: TableRecord)]
    {
        let count = Int(try file.uint16(at: offset + 4))
        try file.require(offset + 12, 16 * count)
        var tables: [(tag: String, record: TableRecord)] = []
        for entry in 0..<count {
            let base = offset + 12 + 16 * entry
            let record = TableRecord(
                offset: Int(try file.uint32(at: base + 8)), length: Int(try file.uint32(at: base + 12)))
            tables.append((try file.tag(at: base), record))
        }
        return tables
    }

    /// The Unicode subtable's mapping, in ascending code point order.
    ///
    /// Prefers full-repertoire format 12 (platform 3 encoding 10, or Unicode platform) over BMP
    /// format 4 (3/1 or 0/x).
    private static func characterMap(_ cmap: FontBytes) throws(FontError) -> [(UInt32, Int)] {
        let count = Int(try cmap.uint16(at: 2))
        try cmap.require(4, 8 * count)
        var best: (rank: Int, offset: Int)? = nil
        for entry in 0..<count {
            let platform = try cmap.uint16(at: 4 + 8 * entry)
            let encoding = try cmap.uint16(at: 6 + 8 * entry)
            let offset = Int(try cmap.uint32(at: 8 + 8 * entry))
            let format = try cmap.uint16(at: offset)
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12): rank = 4
            case (0, _, 12): rank = 3
            case (3, 1, 4): rank = 2
            case (0, _, 4): rank = 1
            default: continue
            }
            if rank > best?.rank ?? 0 { best = (rank, offset) }
        }
        guard let best else { throw .noUnicodeCharacterMap }
        if best.rank >= 3 {
            return try format12(cmap, at: best.offset)
        }
        return try format4(cmap, at: best.offset)
    }

    private static func format4(_ cmap: FontBytes, at offset: Int) throws(FontError) -> [(UInt32, Int)] {
        let segments = Int(try cmap.uint16(at: offset + 6)) / 2
        let ends = offset + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        try cmap.require(ends, 8 * segments + 2)
        var result: [(UInt32, Int)] = []
        var previousEnd = -1
        for segment in 0..<segments {
            let end = Int(try cmap.uint16(at: ends + 2 * segment))
            let start = Int(try cmap.uint16(at: starts + 2 * segment))
            // Sorted, disjoint segments bound the work to 65,536 code points, whatever the file says.
            guard start <= end, start > previousEnd else {
                throw .malformed(table: "cmap", reason: "format 4 segments overlap or are out of order")
            }
            previousEnd = end
            let delta = Int(try cmap.uint16(at: deltas + 2 * segment))
            let rangeOffset = Int(try cmap.uint16(at: rangeOffsets + 2 * segment))
            for codepoint in start...end where codepoint != 0xFFFF {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (codepoint + delta) & 0xFFFF
                } else {
                    let address = rangeOffsets + 2 * segment + rangeOffset + 2 * (codepoint - start)
                    glyph = Int(try cmap.uint16(at: address))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph != 0 { result.append((UInt32(codepoint), glyph)) }
            }
        }
        return result
    }

    private static func format12(_ cmap: FontBytes, at offset: Int) throws(FontError) -> [(UInt32, Int)] {
        let groups = Int(try cmap.uint32(at: offset + 12))
        try cmap.require(offset + 16, 12 * groups)
        var result: [(UInt32, Int)] = []
        var previousEnd: Int64 = -1
        for group in 0..<groups {
            let base = offset + 16 + 12 * group
            let start = Int64(try cmap.uint32(at: base))
            let end = Int64(try cmap.uint32(at: base + 4))
            let firstGlyph = Int64(try cmap.uint32(at: base + 8))
            // Sorted, disjoint groups within Unicode bound the work to 0x110000 code points.
            guard start <= end, start > previousEnd, end <= 0x10FFFF else {
                throw .malformed(
                    table: "cmap", reason: "format 12 groups overlap, are out of order or leave Unicode")
            }
            previousEnd = end
            for codepoint in start...end {
                let glyph = firstGlyph + (codepoint - start)
                guard glyph <= 0xFFFF else { break }
                if glyph != 0 { result.append((UInt32(codepoint), Int(glyph))) }
            }
        }
        return result
    }
}
