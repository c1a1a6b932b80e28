/// A colour literal, each channel in 0...1 (sRGB).
public struct RGBA: Sendable, Equatable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour of these channels, each in 0...1; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// A named colour of the spec language: one colour, or UIKit's dynamic system colour with its
    /// light and dark values.
    package struct Named: Sendable {
        package var name: String
        package var light: RGBA
        package var dark: RGBA

        init(_ name: String, _ color: RGBA) { (self.name, self.light, self.dark) = (name, color, color) }
        package init(_ name: String, light: RGBA, dark: RGBA) {
            (self.name, self.light, self.dark) = (name, light, dark)
        }

        /// The colour in `appearance`.
        package func color(in appearance: ColorAppearance) -> RGBA { appearance == .dark ? dark : light }
    }

    /// The named colours of the spec language.
    ///
    /// UIKit's system colours are dynamic, with the values UIKit gives them in each appearance;
    /// the plain ones are the same in both.
    package static let named: [Named] = [
        Named("clear", RGBA(0, 0, 0, 0)), Named("black", RGBA(0, 0, 0)), Named("white", RGBA(255, 255, 255)),
        Named("gray", RGBA(128, 128, 128)), Named("lightGray", RGBA(170, 170, 170)),
        Named("darkGray", RGBA(85, 85, 85)), Named("red", RGBA(255, 0, 0)), Named("green", RGBA(0, 255, 0)),
        Named("blue", RGBA(0, 0, 255)), Named("orange", RGBA(255, 128, 0)),
        Named("yellow", RGBA(255, 255, 0)),
        Named("purple", RGBA(128, 0, 128)),
        .systemBlue, .systemGray, .systemGreen, .label, .secondaryLabel, .placeholderText, .separator,
        .systemBackground, .secondarySystemBackground, .systemFill, .tertiarySystemFill,
    ]

    /// The named colour `name` in `appearance`; nil for a name that is not one.
    package static func named(_ name: String, in appearance: ColorAppearance) -> RGBA? {
        named.first { $0.name == name }?.color(in: appearance)
    }

    package static var names: [String] { named.map(\.name) }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var description: String {
        // Written digit by digit into one small string: every colour of a layout's JSON goes
        // through here, and four String(radix:) conversions and concatenations would cost more.
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let alphaByte = byte(alpha)
        let count = alphaByte == 255 ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            let digits: StaticString = "0123456789ABCDEF"
            func put(_ channel: Int, at offset: Int) {
                buffer[offset] = digits.utf8Start[channel >> 4]
                buffer[offset + 1] = digits.utf8Start[channel & 0xF]
            }
            buffer[0] = UInt8(ascii: "#")
            put(byte(red), at: 1)
            put(byte(green), at: 3)
            put(byte(blue), at: 5)
            if count == 9 { put(alphaByte, at: 7) }
            return count
        }
    }
}

extension RGBA.Named {
    /// UIKit's dynamic system colours, each with UIKit's light and dark values: the one source of
    /// them for the resolver's defaults, the palette and the emitters' drawing.
    package static let systemBlue = RGBA.Named(
        "systemBlue", light: RGBA(0, 122, 255), dark: RGBA(10, 132, 255))
    package static let systemGray = RGBA.Named(
        "systemGray", light: RGBA(142, 142, 147), dark: RGBA(142, 142, 147))
    package static let systemGreen = RGBA.Named(
        "systemGreen", light: RGBA(52, 199, 89), dark: RGBA(48, 209, 88))
    package static let label = RGBA.Named("label", light: RGBA(0, 0, 0), dark: RGBA(255, 255, 255))
    package static let secondaryLabel = RGBA.Named(
        "secondaryLabel", light: RGBA(60, 60, 67, 0.6), dark: RGBA(235, 235, 245, 0.6))
    package static let placeholderText = RGBA.Named(
        "placeholderText", light: RGBA(60, 60, 67, 0.3), dark: RGBA(235, 235, 245, 0.3))
    package static let separator = RGBA.Named(
        "separator", light: RGBA(60, 60, 67, 0.29), dark: RGBA(84, 84, 88, 0.6))
    package static let systemBackground = RGBA.Named(
        "systemBackground", light: RGBA(255, 255, 255), dark: RGBA(0, 0, 0))
    package static let secondarySystemBackground = RGBA.Named(
        "secondarySystemBackground", light: RGBA(242, 242, 247), dark: RGBA(28, 28, 30))
    /// Switch and slider tracks.
    package static let systemFill = RGBA.Named(
        "systemFill", light: RGBA(120, 120, 128, 0.2), dark: RGBA(120, 120, 128, 0.36))
    /// Segmented controls', steppers' and picker bands' backgrounds.
    package static let tertiarySystemFill = RGBA.Named(
        "tertiarySystemFill", light: RGBA(118, 118, 128, 0.12), dark: RGBA(118, 118, 128, 0.24))
}
