/// The one way a number becomes text, in output and in messages: plain decimal digits, never an
/// exponent (`1e+23`), a trailing `.0` or `-0`.
package enum NumberText {
    /// Every finite value with its shortest round-trip digits, written out in full; a non-finite
    /// value cannot be written as JSON and reads as `0` (the stages before refuse to produce one).
    package static func plain(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == 0 { return "0" }
        // The common cases, without rewriting text: a whole number prints as an integer, and
        // Swift's description has no exponent from 1e-4 up to 2^53 (nor a trailing zero when the
        // value is not whole). Layout output is mostly these, and the slow path below would
        // dominate writing the JSON of a large screen.
        let magnitude = abs(value)
        if magnitude < 1e15 {
            if value.rounded() == value { return String(Int(value)) }
            if magnitude >= 1e-4 { return value.description }
        }
        return rewritten(value)
    }

    /// `plain` for any finite non-zero value, by rewriting Swift's description.
    static func rewritten(_ value: Double) -> String {
        // Swift's description gives the shortest digits that read back as `value`; only its layout
        // (exponent, `.0`) is rewritten here.
        var text = value.description
        var negative = false
        if text.hasPrefix("-") {
            negative = true
            text.removeFirst()
        }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        var integer = text
        var fraction = ""
        if let dot = text.firstIndex(of: ".") {
            integer = String(text[..<dot])
            fraction = String(text[text.index(after: dot)...])
        }
        var digits = integer + fraction
        var point = integer.count + exponent
        if point < 0 {
            digits = String(repeating: "0", count: -point) + digits
            point = 0
        } else if point > digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        var whole = String(digits.prefix(point))
        var decimals = String(digits.dropFirst(point))
        while decimals.hasSuffix("0") { decimals.removeLast() }
        while whole.count > 1, whole.hasPrefix("0") { whole.removeFirst() }
        if whole.isEmpty { whole = "0" }
        return (negative ? "-" : "") + whole + (decimals.isEmpty ? "" : "." + decimals)
    }

    /// `plain` after rounding to 1/1000: the layout output's numbers.
    package static func thousandths(_ value: Double) -> String {
        guard fitsInPlace(value) else { return slowThousandths(value) }
        return String(unsafeUninitializedCapacity: maxThousandthsCount) { buffer in
            guard let base = buffer.baseAddress else {
                preconditionFailure("a buffer of maxThousandthsCount bytes, more than 0, has an address")
            }
            return writeThousandths(value, to: base)
        }
    }

    /// The value `thousandths(value)` reads back as: rounded to 1/1000, `0` for `-0` and for a
    /// value that is not finite.
    ///
    /// What a layout document holds, so one made in memory equals the same one read from its text.
    public static func roundedToThousandths(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        // `slowThousandths`' bound: from 2⁵² on every Double is whole and written as it is.
        let rounded = abs(value) < 4_503_599_627_370_496 ? (value * 1000).rounded() / 1000 : value
        return rounded == 0 ? 0 : rounded
    }

    /// `thousandths(value)`, appended to `bytes` (the JSON writer's buffer).
    static func appendThousandths(_ value: Double, to bytes: inout ByteBuffer) {
        guard fitsInPlace(value) else {
            bytes.append(contentsOf: slowThousandths(value))
            return
        }
        bytes.write(atMost: maxThousandthsCount) { writeThousandths(value, to: $0) }
    }

    /// Below 10¹² the digits are those of the whole number of thousandths: the Double nearest to
    /// k/1000 reads back from no shorter decimal (two decimals of three places are 0.001 apart, far
    /// more than a Double's spacing there), so its shortest round-trip text, which `plain` writes,
    /// is k/1000 without trailing zeros.
    ///
    /// Formatting that Double's description would be most of the cost of writing a layout's
    /// numbers.
    @inline(__always)
    private static func fitsInPlace(_ value: Double) -> Bool {
        value.isFinite && abs(value) < 1e12
    }

    /// A sign, 12 digits, the point and 3 decimals.
    private static let maxThousandthsCount = 17

    /// The digits of a value that `fitsInPlace`, written at `out`; returns how many.
    private static func writeThousandths(_ value: Double, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = Int((value * 1000).rounded())
        if scaled == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var count = 0
        if scaled < 0 {
            out[0] = UInt8(ascii: "-")
            count = 1
        }
        let magnitude = scaled.magnitude
        count += writeDigits(of: magnitude / 1000, to: out + count)
        let fraction = magnitude % 1000
        guard fraction != 0 else { return count }
        // Up to three decimals, without the trailing zeros.
        out[count] = UInt8(ascii: ".")
        out[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 100)
        count += 2
        if fraction % 100 != 0 {
            out[count] = UInt8(ascii: "0") + UInt8(fraction / 10 % 10)
            count += 1
            if fraction % 10 != 0 {
                out[count] = UInt8(ascii: "0") + UInt8(fraction % 10)
                count += 1
            }
        }
        return count
    }

    /// The decimal digits of `number`, appended in place: `String(number)` would make a string
    /// per number.
    static func appendDigits(of number: UInt, to bytes: inout ByteBuffer) {
        bytes.write(atMost: 20) { writeDigits(of: number, to: $0) }
    }

    /// `String(value)`, appended in place.
    static func appendInteger(_ value: Int, to bytes: inout ByteBuffer) {
        bytes.write(atMost: 20) { out in
            guard value < 0 else { return writeDigits(of: value.magnitude, to: out) }
            out[0] = UInt8(ascii: "-")
            return 1 + writeDigits(of: value.magnitude, to: out + 1)
        }
    }

    /// The decimal digits of `number` (at most 20) written at `out`; returns how many.
    @inline(__always)
    private static func writeDigits(of number: UInt, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        // From the last digit back.
        rest = number
        var index = count
        repeat {
            index -= 1
            out[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while index > 0
        return count
    }

    /// The general path of `thousandths`: rounded, then written by `plain`.
    static func slowThousandths(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // From 2⁵² on every Double is a whole number, and `value * 1000` could overflow.
        guard abs(value) < 4_503_599_627_370_496 else { return plain(value) }
        return plain((value * 1000).rounded() / 1000)
    }
}
