/// Spec text on its way to a terminal or a text file, with its control characters written as
/// visible escapes (`\u{1B}`).
///
/// A spec is untrusted input: a raw ESC, BEL or CSI echoed in a diagnostic or drawn in the ASCII
/// output would let the spec retitle, clear or recolour the terminal that shows it. Every text
/// output (diagnostics, excerpts, the ASCII picture, the resolved dump) passes spec text through
/// here; JSON and SVG have escapes of their own (`JSONString`, `SVGMarkup.escaped`) that cover the
/// same characters.
package enum VisibleText {
    /// C0 controls, DEL and C1 controls: what a terminal may act on rather than print.
    ///
    /// C1 controls count because terminals that read UTF-8 may take U+009B as CSI, just as ESC [.
    @inline(__always)
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `\u{1B}`: Swift's spelling, upper-case hex, so the code point can be read off.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every control character escaped except those in `keeping` (a multi-line
    /// output keeps its line feeds).
    package static func escaped(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
        // Nearly all text has no control character: return it as it is, without a copy.
        guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isControl(scalar) && !keeping.contains(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
