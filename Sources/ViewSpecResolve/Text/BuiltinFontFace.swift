import ViewSpecCore
import ViewSpecLanguage

/// One weight of the built-in font as the generator writes it: vertical metrics in font units
/// and the advances of `BuiltinFontMetrics.codepointRuns` as four hex digits each.
///
/// The advances are a string rather than an array literal because a literal of 2,500 integers per
/// weight makes the type checker slow; a string compiles instantly and is decoded once.
struct BuiltinFontFace: Sendable {
    let name: String
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let averageAdvance: Int
    let advancesHex: String

    /// The metrics, decoding the hex advances (line breaks in the literal are skipped).
    func metrics() -> FontMetrics {
        var advances: [UInt16] = []
        var value: UInt16 = 0
        var digits = 0
        for byte in advancesHex.utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: continue
            }
            value = value << 4 | UInt16(digit)
            digits += 1
            if digits == 4 {
                advances.append(value)
                value = 0
                digits = 0
            }
        }
        precondition(digits == 0, "the generated advances of \(name) are not whole UInt16s")
        return FontMetrics(
            name: name, unitsPerEm: BuiltinFontMetrics.unitsPerEm, ascender: ascender, descender: descender,
            lineGap: lineGap, averageAdvance: averageAdvance,
            advances: AdvanceTable(runs: BuiltinFontMetrics.codepointRuns, advances: advances))
    }
}
