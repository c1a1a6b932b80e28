import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The byte-wise readers of layout strings against the general paths they stand in for: the
/// same answer for every text, ASCII or not.
@Suite struct PlanFastPathTests {
    /// `looksLikeVisualFormat` without the byte-wise path: the reference.
    static func generalLooksLikeVisualFormat(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|")
            || trimmed.hasPrefix("[")
    }

    static let texts = [
        "", " ", "\t", "H:", "V:", "H", "V", " H:|-[a]-|", "\tV:[a]", "|-[a]-|", "[a][b]", "  [a]",
        "H :", "h:", "v:|", "a.top == b.top", "H:\u{301}", "|\u{301}", "[\u{301}", " \u{301}H:",
        "é H:", "\r\nH:", "H:\r\n", "  ", "H\u{301}:", "\u{00A0}H:", "x", "€",
    ]

    @Test(arguments: texts)
    func knownTextsLookTheSame(_ text: String) {
        #expect(
            VisualFormatParser.looksLikeVisualFormat(text) == Self.generalLooksLikeVisualFormat(text),
            "\(text.debugDescription)")
        #expect(PlanSource.scalars(of: text) == Array(text.unicodeScalars), "\(text.debugDescription)")
    }

    @Test func randomTextsLookTheSame() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = [
            " ", "\t", "H", "V", ":", "|", "[", "a", ".", "=", "@", "7", "\r", "\n", "\u{301}", "é",
            "€", "≤", "\u{00A0}",
        ]
        for _ in 0..<100_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(
                VisualFormatParser.looksLikeVisualFormat(text) == Self.generalLooksLikeVisualFormat(text),
                "\(text.debugDescription)")
            #expect(PlanSource.scalars(of: text) == Array(text.unicodeScalars), "\(text.debugDescription)")
        }
    }

    /// Long texts are stored natively rather than inline; both storages take the byte-wise path.
    @Test func longTextsLookTheSame() {
        for text in [
            "box1.width == title1.width @750 and then some more", "H:|-[title1]-8-[body1]-8-[field1]-|",
            String(repeating: " ", count: 40) + "V:|", String(repeating: "é", count: 40),
        ] {
            #expect(
                VisualFormatParser.looksLikeVisualFormat(text) == Self.generalLooksLikeVisualFormat(text))
            #expect(PlanSource.scalars(of: text) == Array(text.unicodeScalars))
        }
    }

    /// Every name, near misses (a byte changed, dropped or added, another case) and random names.
    @Test func anchorNamesReadAsInitRawValueReadsThem() {
        var names = LayoutAnchor.names + ["", "Top", "TOP", "centerZ", "centerx", "center", "widths"]
        for name in LayoutAnchor.names {
            names.append(String(name.dropLast()))
            names.append(String(name.dropFirst()))
            names.append(name + "s")
            names.append(name + "\u{301}")
            names.append(name.uppercased())
        }
        for name in names {
            #expect(LayoutAnchor.named(name) == LayoutAnchor(rawValue: name), "\(name.debugDescription)")
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("tblrwhcfXYoeigdnas\u{301}")
        for _ in 0..<100_000 {
            var name = LayoutAnchor.names.randomElement(using: &generator)!
            let cut = Int.random(in: 0...name.count, using: &generator)
            name = String(name.prefix(cut))
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                name.append(alphabet.randomElement(using: &generator)!)
            }
            #expect(LayoutAnchor.named(name) == LayoutAnchor(rawValue: name), "\(name.debugDescription)")
        }
    }

    /// Constraint texts interpolate anchors; they read as the spec writes them.
    @Test func anchorsInterpolateAsTheirNames() {
        for anchor in LayoutAnchor.allCases {
            #expect("\(anchor)" == anchor.rawValue)
            #expect("v.\(anchor) == w.\(anchor)" == "v.\(anchor.rawValue) == w.\(anchor.rawValue)")
        }
    }
}
