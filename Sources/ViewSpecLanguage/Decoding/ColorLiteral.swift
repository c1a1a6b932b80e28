import ViewSpecCore
import ViewSpecSyntax

/// Parses colour literals: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)` and
/// `rgba(r, g, b, a)`.
///
/// A failure carries the reason the message shows.
package enum ColorLiteral {
    package enum Outcome: Equatable {
        case color(RGBA)
        case invalid(reason: String)
        /// Not written as a literal at all (a role, a named colour...).
        case notALiteral
    }

    package static func parse(_ text: String) -> Outcome {
        // Most colours of a spec are roles and names: a literal starts with `#` or `r` after
        // spaces and tabs, so anything else is answered from its first bytes, without trimming
        // a copy of the text. A space that joins the next character into one (`" \u{301}"`) is
        // not trimmed by `trimmingSpaces`; skipping it here reaches a byte that is no `#` or `r`,
        // and the text is no literal either way.
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
            guard byte == UInt8(ascii: "#") || byte == UInt8(ascii: "r") else { return .notALiteral }
            return parseTrimming(text)
        }
        return .notALiteral
    }

    /// `parse` without its first-byte shortcut.
    static func parseTrimming(_ text: String) -> Outcome {
        let text = String(text.trimmingSpaces)
        if text.hasPrefix("#") { return hex(String(text.dropFirst())) }
        if text.hasPrefix("rgba(") { return functional(text, name: "rgba", prefixLength: 5, channels: 4) }
        if text.hasPrefix("rgb(") { return functional(text, name: "rgb", prefixLength: 4, channels: 3) }
        return .notALiteral
    }

    private static func hex(_ digits: String) -> Outcome {
        guard [3, 4, 6, 8].contains(digits.count) else {
            return .invalid(reason: "expected 3, 4, 6 or 8 hex digits after '#', not \(digits.count)")
        }
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue else {
                return .invalid(reason: "'\(character)' is not a hex digit")
            }
            values.append(value)
        }
        let bytes: [Int] =
            digits.count <= 4
            ? values.map { $0 * 17 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        return .color(RGBA(bytes[0], bytes[1], bytes[2], alpha))
    }

    private static func functional(_ text: String, name: String, prefixLength: Int, channels: Int) -> Outcome
    {
        guard text.hasSuffix(")") else { return .invalid(reason: "missing ')'") }
        let inner = text.dropFirst(prefixLength).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
            String(String($0).trimmingSpaces)
        }
        guard parts.count == channels else {
            return .invalid(reason: "\(name)() takes \(channels) values, not \(parts.count)")
        }
        var rgb: [Int] = []
        for part in parts.prefix(3) {
            guard let value = Int(part) else {
                return .invalid(reason: "'\(part)' is not a whole number 0...255")
            }
            guard (0...255).contains(value) else {
                return .invalid(reason: "\(value) is out of range 0...255")
            }
            rgb.append(value)
        }
        var alpha = 1.0
        if channels == 4 {
            guard let value = Double(parts[3]), value.isFinite else {
                return .invalid(reason: "alpha '\(parts[3])' is not a number 0...1")
            }
            guard (0...1).contains(value) else {
                return .invalid(reason: "alpha \(parts[3]) is out of range 0...1")
            }
            alpha = value
        }
        return .color(RGBA(rgb[0], rgb[1], rgb[2], alpha))
    }
}
