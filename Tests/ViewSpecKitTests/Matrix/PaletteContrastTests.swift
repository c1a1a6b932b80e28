import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The built-in `system` palette's text is readable on the surface it is drawn on, in both
/// appearances (WCAG 2 contrast, what the audits ask of normal text at AA).
@Suite struct PaletteContrastTests {
    static let pairs: [(text: String, surface: String)] = [
        ("labelHeader", "card"), ("labelBody", "card"), ("labelInput", "card"), ("labelHint", "card"),
        ("onInput", "input"), ("inputPlaceholder", "input"), ("onButtonNegative", "buttonNegative"),
        ("onTabBar", "tabBar"), ("onTabBarActive", "tabBar"), ("onButtonFab", "buttonFabGradientFirst"),
        ("onButtonFab", "buttonFabGradientLast"),
    ]

    static func luminance(_ color: RGBA) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    static func contrast(_ a: RGBA, _ b: RGBA) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: ColorAppearance.allCases)
    func textRolesReachFourAndAHalf(appearance: ColorAppearance) throws {
        let palette = ResolvedPalette.system(appearance)
        for pair in Self.pairs {
            let text = try #require(palette[pair.text])
            let surface = try #require(palette[pair.surface])
            #expect(
                Self.contrast(text, surface) >= AuditOptions.ContrastLevel.AA.textMinimum.normal,
                "\(appearance) \(pair.text) on \(pair.surface)")
        }
    }

    @Test func everyRoleHasBothVariantsAndTheyDiffer() {
        #expect(PaletteRole.system.map(\.role) == PaletteRole.names)
        #expect(ResolvedPalette.system(.light) != ResolvedPalette.system(.dark))
        #expect(ResolvedPalette.system(.dark)["card"] == RGBA(hex: "#1C1C1E"))
    }
}
