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

    /// The named colours of the spec language, with UIKit's light-appearance values.
    package static let named: [(name: String, color: RGBA)] = [
        ("clear", RGBA(0, 0, 0, 0)), ("black", RGBA(0, 0, 0)), ("white", RGBA(255, 255, 255)),
        ("gray", RGBA(128, 128, 128)), ("lightGray", RGBA(170, 170, 170)), ("darkGray", RGBA(85, 85, 85)),
        ("red", RGBA(255, 0, 0)), ("green", RGBA(0, 255, 0)), ("blue", RGBA(0, 0, 255)),
        ("orange", RGBA(255, 128, 0)), ("yellow", RGBA(255, 255, 0)), ("purple", RGBA(128, 0, 128)),
        ("systemBlue", RGBA(0, 122, 255)), ("systemGray", RGBA(142, 142, 147)), ("label", RGBA(0, 0, 0)),
        ("separator", RGBA(60, 60, 67, 0.29)),
    ]

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
