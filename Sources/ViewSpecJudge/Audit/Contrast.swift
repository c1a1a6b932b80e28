import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// WCAG 2.2's relative luminance and contrast ratio (the definitions under SC 1.4.3), on
/// opaque sRGB colours.
enum Contrast {
    /// 0 for black, 1 for white.
    static func luminance(_ color: RGBA) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = min(max(channel, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// From 1 (the same luminance) to 21 (black on white), whichever colour is lighter.
    static func ratio(_ a: RGBA, _ b: RGBA) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `2.64:1`: rounded to two decimals, or cut where rounding would reach `threshold`, so a
    /// ratio below a threshold never reads as meeting it (4.497 is 4.49, not 4.5).
    static func text(_ ratio: Double, below threshold: Double) -> String {
        var shown = (ratio * 100).rounded() / 100
        if ratio < threshold && shown >= threshold { shown = (ratio * 100).rounded(.down) / 100 }
        return NumberText.plain(shown) + ":1"
    }
}

/// A colour with its channels multiplied by its alpha, which is how layers compose.
struct Pixel: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: RGBA) {
        let alpha = min(max(color.alpha, 0), 1)
        self.init(red: color.red * alpha, green: color.green * alpha, blue: color.blue * alpha, alpha: alpha)
    }

    /// Porter and Duff's source over: `self` painted on `below`.
    func over(_ below: Pixel) -> Pixel {
        let rest = 1 - alpha
        return Pixel(
            red: red + below.red * rest, green: green + below.green * rest, blue: blue + below.blue * rest,
            alpha: alpha + below.alpha * rest)
    }

    /// A group's opacity applied to what the group drew.
    func faded(_ opacity: Double) -> Pixel {
        let k = min(max(opacity, 0), 1)
        return Pixel(red: red * k, green: green * k, blue: blue * k, alpha: alpha * k)
    }

    var color: RGBA {
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        return RGBA(red: red / alpha, green: green / alpha, blue: blue / alpha, alpha: alpha)
    }
}

/// Two places side by side on the screen: where the judged thing (a glyph of text, a control's
/// fill or border) is drawn, and just beside it.
struct PixelPair: Equatable {
    var judged: Pixel
    var beside: Pixel

    static let clear = PixelPair(judged: .clear, beside: .clear)

    var ratio: Double { Contrast.ratio(judged.color, beside.color) }
}
