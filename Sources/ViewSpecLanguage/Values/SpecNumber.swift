import ViewSpecCore
import ViewSpecSyntax

/// The numbers a spec can hold, decided once for every reader (YAML scalars, tokens, expressions,
/// VFL, size strings, arguments).
///
/// A million points is far beyond any screen, and a multiplier of at most 1000 keeps every
/// product of a multiplier and a length within 10⁹: such a number prints exactly to 1/1000
/// (10¹² thousandths is below 2⁵³), and the solver's pivots stay well inside what a Double
/// adds without losing the layout's precision.
package enum SpecNumber {
    /// The largest magnitude of any number written in a spec.
    package static let limit = 1_000_000.0

    /// The magnitudes a multiplier may have (after `*` and `/` are folded): 0 cancels the anchor.
    package static let multipliers = 0.001...1000.0

    /// `-1000000...1000000`, for messages.
    package static var rangeText: String { "\(NumberText.plain(-limit))...\(NumberText.plain(limit))" }

    /// `0.001...1000`, for messages.
    static var multiplierText: String {
        "\(NumberText.plain(multipliers.lowerBound))...\(NumberText.plain(multipliers.upperBound))"
    }

    package enum Reading: Equatable {
        case number(Double)
        /// Written as a number, but beyond `limit` (or too large for a Double at all).
        case outOfRange
        case notANumber
    }

    /// Reads YAML 1.2 core number syntax (`10`, `-2.5`, `1e3`, `0x1F`); `.nan` and `.inf` are not
    /// numbers a layout can use.
    package static func read<S: StringProtocol>(_ text: S) -> Reading {
        if let value = plainDecimal(text.utf8) { return check(value) }
        return readInGeneral(text)
    }

    /// `read` for every text: trimmed, hexadecimal, or the standard library's conversion.
    static func readInGeneral<S: StringProtocol>(_ text: S) -> Reading {
        let t = text.trimmingSpaces
        if t.hasPrefix("0x") || t.hasPrefix("-0x") {
            let negative = t.hasPrefix("-")
            let digits = t.dropFirst(negative ? 3 : 2)
            guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { return .notANumber }
            guard let v = Int(digits, radix: 16) else { return .outOfRange }
            return check(Double(negative ? -v : v))
        }
        guard let first = t.unicodeScalars.first,
            first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
            let value = Double(t), !value.isNaN
        else { return .notANumber }
        return check(value)
    }

    /// `16`, `-8`, `0.5`: the numbers specs write almost always, read from their bytes; nil for
    /// anything else, which `read` hands to the general path.
    ///
    /// Up to 15 digits and a power of ten up to 10²² are exact in a Double, so one division rounds
    /// correctly: the same Double as parsing the text would give (negative zero included).
    static func plainDecimal<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var negative = false
        // 0: leading blanks, 1: sign read, 2: integer digits, 3: after `.`, 4: fraction
        // digits, 5: trailing blanks.
        var state = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if state == 0 { continue }
                guard state == 2 || state == 4 || state == 5 else { return nil }
                state = 5
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard state == 0 else { return nil }
                negative = byte == UInt8(ascii: "-")
                state = 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                switch state {
                case 0, 1, 2: state = 2
                case 3, 4:
                    state = 4
                    fractionDigits += 1
                default: return nil
                }
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "."):
                guard state == 2 else { return nil }
                state = 3
            default:
                return nil
            }
        }
        guard state == 2 || state == 4 || state == 5 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// A value that was already read (an expression's digits): in range or not.
    package static func check(_ value: Double) -> Reading {
        value.isFinite && abs(value) <= limit ? .number(value) : .outOfRange
    }

    package static func isMultiplier(_ value: Double) -> Bool {
        multipliers.contains(abs(value))
    }
}
