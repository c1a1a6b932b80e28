import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The small pieces of SVG markup the emitter writes: escaping, numbers, colours, element ids and
/// rounded-rectangle paths.
///
/// Everything is plain string building so the bytes depend on the input alone.
enum SVGMarkup {
    /// Text content and attribute values, escaped for XML 1.0 (`XMLText`), with control
    /// characters as U+FFFD: drawn text shows no escapes.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, controls: .replaced)
    }

    /// A view id as an XML id: `v-`, then the id with ASCII letters, digits, `-` and `.` kept and
    /// every other character written `_` + its code point in lower-case hex + `_`
    /// (`form/label.header[0]` → `v-form_2f_label.header_5b_0_5d_`).
    ///
    /// The mapping is one-to-one, so two views never share an XML id; the id as written is kept in
    /// `vs:id`.
    static func elementID(_ id: String) -> String {
        var out = "v-"
        for scalar in id.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", ".": out.unicodeScalars.append(scalar)
            default: out += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out
    }

    /// `#RRGGBB`, the form SVG 1.1 reads (opacity goes in its own attribute).
    static func hex(_ color: RGBA) -> String {
        String(color.description.prefix(7))
    }

    /// ` fill="#RRGGBB"` and ` fill-opacity` when the colour is not opaque; `attribute`
    /// names the paint (`fill` or `stroke`).
    static func paint(_ attribute: String, _ color: RGBA, opacity: Double = 1) -> String {
        var out = " \(attribute)=\"\(hex(color))\""
        let alpha = min(max(color.alpha * opacity, 0), 1)
        if alpha < 1 { out += " \(attribute)-opacity=\"\(NumberText.thousandths(alpha))\"" }
        return out
    }

    /// A rectangle with per-corner radii as path data, clockwise from the top-left corner.
    static func roundedRectPath(_ rect: Rect, radius: Double, corners: [Corner] = Corner.allCases) -> String {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        func cornerRadius(_ corner: Corner) -> Double { corners.contains(corner) ? r : 0 }
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        let tl = cornerRadius(.topLeft)
        let tr = cornerRadius(.topRight)
        let br = cornerRadius(.bottomRight)
        let bl = cornerRadius(.bottomLeft)
        var d =
            "M\(NumberText.thousandths(x + tl)) \(NumberText.thousandths(y))H\(NumberText.thousandths(x + w - tr))"
        if tr > 0 { d += arc(tr, to: x + w, y + tr) }
        d += "V\(NumberText.thousandths(y + h - br))"
        if br > 0 { d += arc(br, to: x + w - br, y + h) }
        d += "H\(NumberText.thousandths(x + bl))"
        if bl > 0 { d += arc(bl, to: x, y + h - bl) }
        d += "V\(NumberText.thousandths(y + tl))"
        if tl > 0 { d += arc(tl, to: x + tl, y) }
        return d + "Z"
    }

    private static func arc(_ r: Double, to x: Double, _ y: Double) -> String {
        "A\(NumberText.thousandths(r)) \(NumberText.thousandths(r)) 0 0 1 \(NumberText.thousandths(x)) \(NumberText.thousandths(y))"
    }

    /// A rectangle element, or a path when only some corners are rounded.
    static func shape(_ rect: Rect, radius: Double, corners: [Corner], attributes: String) -> String {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        if r > 0 && corners != Corner.allCases {
            return "<path d=\"\(roundedRectPath(rect, radius: r, corners: corners))\"\(attributes)/>"
        }
        var out =
            "<rect x=\"\(NumberText.thousandths(rect.x))\" y=\"\(NumberText.thousandths(rect.y))\" width=\"\(NumberText.thousandths(max(0, rect.width)))\""
        out += " height=\"\(NumberText.thousandths(max(0, rect.height)))\""
        if r > 0 { out += " rx=\"\(NumberText.thousandths(r))\" ry=\"\(NumberText.thousandths(r))\"" }
        return out + attributes + "/>"
    }

    /// `rect` inset by `d` on every side.
    static func inset(_ rect: Rect, _ d: Double) -> Rect {
        Rect(
            x: rect.x + d, y: rect.y + d, width: max(0, rect.width - 2 * d),
            height: max(0, rect.height - 2 * d))
    }

    /// A CSS font-family list: the family the text was measured in first, then faces with similar
    /// metrics.
    ///
    /// Names are quoted with single quotes (the attribute uses double).
    /// The families after a text's own: the system's, then colour emoji fonts (a text font has no
    /// emoji, and a renderer without these would draw a missing-glyph box), then the generic one.
    static let fontFallbacks =
        "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, 'Apple Color Emoji', 'Noto Color Emoji', sans-serif"

    static func fontFamily(_ text: TextContent, font: Font) -> String {
        let fallbacks = fontFallbacks
        var name: String?
        if let family = text.family {
            name = family
        } else if !font.metrics.name.hasPrefix("Inter") {
            name = font.metrics.name
        }
        guard var family = name else { return "Inter, " + fallbacks }
        // A font file names its family by its file name: `fonts/Lora-Bold.ttf` → `Lora`.
        if let slash = family.lastIndex(of: "/") { family = String(family[family.index(after: slash)...]) }
        for suffix in [".ttf", ".otf", ".ttc", ".TTF", ".OTF", ".TTC"] where family.hasSuffix(suffix) {
            family = String(family.dropLast(suffix.count))
            if let dash = family.firstIndex(of: "-") { family = String(family[..<dash]) }
        }
        family = String(
            family.unicodeScalars.filter { $0 != "'" && $0 != "\\" && $0 != ";" && $0.value >= 0x20 })
        guard !family.isEmpty else { return "Inter, " + fallbacks }
        return "'\(family)', Inter, " + fallbacks
    }
}
