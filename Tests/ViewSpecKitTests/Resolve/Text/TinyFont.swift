/// A hand-built sfnt with four glyphs, so the loader is tested on bytes whose every value the test
/// knows: .notdef (500 units), "A" (600), "B" (700) and space, which has no long metric of its own
/// and so takes the last one (700).
///
/// unitsPerEm is 1000.
struct TinyFont {
    enum CharacterMap { case format4, format12 }

    var characterMap = CharacterMap.format4
    var useTypoMetrics = false
    var includeOS2 = true
    var includeCmap = true
    var longMetrics: UInt16 = 3
    var unitsPerEm: UInt16 = 1000
    var headMagic: UInt32 = 0x5F0F_3CF5

    /// The font as a standalone file, or inside a collection whose header takes `base` bytes.
    func bytes(base: Int = 0) -> [UInt8] {
        var tables: [(String, [UInt8])] = [("head", head()), ("maxp", maxp()), ("hmtx", hmtx())]
        if includeCmap { tables.append(("cmap", characterMap == .format4 ? cmap4() : cmap12())) }
        if includeOS2 { tables.append(("OS/2", os2())) }
        tables.append(("hhea", hhea()))  // 36 bytes, last: no padding after the final table

        var out: [UInt8] = []
        out += u32(0x0001_0000) + u16(UInt16(tables.count)) + u16(0) + u16(0) + u16(0)
        var offset = base + 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + u32(0) + u32(UInt32(offset)) + u32(UInt32(data.count))
            var padded = data
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return out + body
    }

    /// The font wrapped in a one-font TrueType collection.
    func collection() -> [UInt8] {
        let header = Array("ttcf".utf8) + u32(0x0001_0000) + u32(1) + u32(16)
        return header + bytes(base: 16)
    }

    private func head() -> [UInt8] {
        var table = u32(0x0001_0000) + u32(0) + u32(0) + u32(headMagic) + u16(0) + u16(unitsPerEm)
        table += [UInt8](repeating: 0, count: 54 - table.count)
        return table
    }

    private func hhea() -> [UInt8] {
        var table = u32(0x0001_0000) + i16(800) + i16(-200) + i16(100)
        table += [UInt8](repeating: 0, count: 34 - table.count)
        return table + u16(longMetrics)
    }

    private func maxp() -> [UInt8] { u32(0x0000_5000) + u16(4) }

    private func hmtx() -> [UInt8] {
        let advances: [UInt16] = [500, 600, 700]
        var table: [UInt8] = []
        for advance in advances.prefix(Int(longMetrics)) { table += u16(advance) + i16(0) }
        for _ in Int(longMetrics)..<4 { table += i16(0) }  // left side bearings only
        return table
    }

    /// Space through idDelta, "A" and "B" through idRangeOffset and the glyph array, 0xFFFF end.
    private func cmap4() -> [UInt8] {
        let ends: [UInt16] = [0x20, 0x42, 0xFFFF]
        let starts: [UInt16] = [0x20, 0x41, 0xFFFF]
        let deltas: [UInt16] = [UInt16(truncatingIfNeeded: 3 - 0x20), 0, 1]
        let rangeOffsets: [UInt16] = [0, 4, 0]  // from idRangeOffset[1] over idRangeOffset[2] to glyphs[0]
        var subtable = u16(4) + u16(0) + u16(0) + u16(6) + u16(4) + u16(1) + u16(2)
        subtable += ends.flatMap(u16) + u16(0) + starts.flatMap(u16) + deltas.flatMap(u16)
        subtable += rangeOffsets.flatMap(u16) + u16(1) + u16(2)
        let length = UInt16(subtable.count)
        subtable[2] = UInt8(length >> 8)
        subtable[3] = UInt8(length & 0xFF)
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + subtable
    }

    /// Space, "A"..."B" and U+10400 (beyond the BMP, glyph "B").
    private func cmap12() -> [UInt8] {
        let groups: [(UInt32, UInt32, UInt32)] = [(0x20, 0x20, 3), (0x41, 0x42, 1), (0x10400, 0x10400, 2)]
        var subtable =
            u16(12) + u16(0) + u32(UInt32(16 + 12 * groups.count)) + u32(0) + u32(UInt32(groups.count))
        for (start, end, glyph) in groups { subtable += u32(start) + u32(end) + u32(glyph) }
        return u16(0) + u16(1) + u16(3) + u16(10) + u32(12) + subtable
    }

    private func os2() -> [UInt8] {
        var table = u16(4) + i16(550)
        table += [UInt8](repeating: 0, count: 62 - table.count)
        table += u16(useTypoMetrics ? 1 << 7 : 0) + u16(0x20) + u16(0x42) + i16(900) + i16(-300) + i16(0)
        table += u16(900) + u16(300)
        return table
    }
}

private func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
private func i16(_ value: Int16) -> [UInt8] { u16(UInt16(bitPattern: value)) }
private func u32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
