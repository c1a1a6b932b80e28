/// Percent-encoding (RFC 3986): a byte written `%XX`, two upper-case hex digits.
package enum PercentEncoding {
    /// RFC 3986's unreserved characters: `A-Z a-z 0-9 - . _ ~`.
    package static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `text` with every UTF-8 byte that `kept` refuses written `%XX`.
    package static func encoded(_ text: String, keeping kept: (UInt8) -> Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            if kept(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// `text` with each `%XX` replaced by its byte; nil when an escape is not `%` and two hex
    /// digits, or the bytes are not UTF-8.
    package static func decoded(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard input.count >= 2, let high = hexValue(input.removeFirst()),
                let low = hexValue(input.removeFirst())
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        Character(Unicode.Scalar(digit)).hexDigitValue.map(UInt8.init)
    }
}
