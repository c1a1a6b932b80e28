import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// WCAG 2.2's contrast ratio, checked on the navy palette's pairs (the seed's colours, written out below).
@Suite struct ContrastTests {
    static func hex(_ text: String) throws -> RGBA {
        let value = try #require(Int(text.dropFirst(), radix: 16))
        return RGBA(
            red: Double(value >> 16 & 255) / 255, green: Double(value >> 8 & 255) / 255,
            blue: Double(value & 255) / 255)
    }

    @Test(arguments: [
        ("#6A75A3", "#2A3464", 2.64), ("#6A75A3", "#222950", 3.12), ("#FA4A71", "#222950", 4.19),
        ("#FFFFFF", "#7B62FB", 4.21), ("#FFFFFF", "#5E57B3", 6.02), ("#F0F1F4", "#2A3464", 10.48),
        ("#FFFFFF", "#2A3464", 11.84), ("#F0F1F4", "#222950", 12.39), ("#000000", "#FFFFFF", 21),
    ])
    func theSeedsRatios(foreground: String, background: String, ratio: Double) throws {
        let computed = try Contrast.ratio(Self.hex(foreground), Self.hex(background))
        #expect(abs(computed - ratio) < 0.006, "\(foreground) on \(background): \(computed)")
        #expect(try Contrast.ratio(Self.hex(background), Self.hex(foreground)) == computed)
    }

    @Test func aRatioBelowAThresholdNeverReadsAsMeetingIt() {
        #expect(Contrast.text(4.497, below: 4.5) == "4.49:1")
        #expect(Contrast.text(4.186, below: 4.5) == "4.19:1")
        #expect(Contrast.text(21, below: .infinity) == "21:1")
    }

    @Test func layersComposeAsCoreAnimationComposesThem() {
        let white = Pixel(RGBA(red: 1, green: 1, blue: 1))
        let halfBlack = Pixel(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(halfBlack.over(white).color.description == "#808080")
        // A group at 50 % of an opaque black: the same.
        #expect(Pixel(RGBA(red: 0, green: 0, blue: 0)).faded(0.5).over(white).color.description == "#808080")
        #expect(Pixel.clear.over(white) == white)
    }
}

/// A colour's `#RRGGBB[AA]` text against the rule it is written by: every channel rounded to a
/// byte, two upper-case hex digits each, the alpha only when not opaque.
@Suite struct ColorTextTests {
    @Test func everyChannelValueAndOpacityWritesAsTheRuleSays() {
        func hex(_ v: Double) -> String {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        var generator = SystemRandomNumberGenerator()
        var values = (0...255).map { Double($0) / 255 } + [-0.5, 0, 1, 1.5, 0.0019, 0.998]
        values += (0..<200).map { _ in Double.random(in: -0.2...1.2, using: &generator) }
        for v in values {
            let opaque = RGBA(red: v, green: 1 - v, blue: v / 2)
            #expect(opaque.description == "#" + hex(v) + hex(1 - v) + hex(v / 2))
            let translucent = RGBA(red: v, green: v, blue: v, alpha: min(max(v, 0), 0.99))
            let alphaByte = Int((min(max(translucent.alpha, 0), 1) * 255).rounded())
            #expect(
                translucent.description == "#" + hex(v) + hex(v) + hex(v)
                    + (alphaByte == 255 ? "" : hex(translucent.alpha)))
        }
    }
}
