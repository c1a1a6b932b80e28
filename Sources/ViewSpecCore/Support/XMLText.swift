/// Text content and attribute values in XML 1.0, one escaping for every XML viewspec writes (SVG
/// and the CI reports): the five markup characters as entities, tab, line feed and carriage
/// return as character references (so attribute values keep them), and the characters XML 1.0
/// cannot hold (C0 controls, U+FFFE, U+FFFF) or that a terminal showing the file may act on (DEL,
/// the C1 controls) as `controls` says.
package enum XMLText {
    /// What becomes of a control character.
    package enum Controls {
        /// Its visible escape (`VisibleText`), for text people read (a report's messages).
        case visible
        /// U+FFFD, for drawn text, where an escape would be drawn as text.
        case replaced
    }

    package static func escaped(_ text: String, controls: Controls = .visible) -> String {
        // Nearly all text needs nothing: returned as it is, without a copy, when no byte can start
        // something to escape (0xC2 leads the C1 controls, 0xEF U+FFFE and U+FFFF; both are
        // taken the slow way whatever follows).
        let needsWork = text.utf8.contains { byte in
            switch byte {
            case 0..<0x20, 0x7F, 0xC2, 0xEF, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "\""), UInt8(ascii: "'"):
                true
            default: false
            }
        }
        guard needsWork else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if VisibleText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += controls == .visible ? VisibleText.escape(scalar) : "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `name="value"` with the value escaped, after a space.
    package static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escaped(value))\""
    }
}
