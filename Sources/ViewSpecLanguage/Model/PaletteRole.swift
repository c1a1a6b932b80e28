import ViewSpecCore
import ViewSpecSyntax

/// ViewFactory's 18 colour roles and the built-in `navy` palette (the seed's asset colours).
package enum PaletteRole {
    /// The roles in ViewFactoryColorProtocol's order, with navy's colours.
    package static let navy: [(role: String, hex: String)] = [
        ("onNavigationBar", "#FFFFFF"), ("tabBar", "#2A3464"), ("onTabBar", "#6A75A3"),
        ("onTabBarActive", "#F0F1F4"), ("labelHeader", "#FFFFFF"), ("labelInput", "#6A75A3"),
        ("labelBody", "#F0F1F4"), ("labelHint", "#6A75A3"), ("input", "#222950"), ("onInput", "#F0F1F4"),
        ("inputPlaceholder", "#6A75A3"), ("buttonNegative", "#222950"), ("onButtonNegative", "#FA4A71"),
        ("buttonFabGradientFirst", "#7B62FB"), ("buttonFabGradientLast", "#5E57B3"),
        ("onButtonFab", "#FFFFFF"),
        ("card", "#2A3464"), ("tableRefresh", "#FFFFFF"),
    ]

    package static let names: [String] = navy.map(\.role)

    /// The roles that fill a surface (a bar, an input, a button, a card, a FAB's gradient); the
    /// others are drawn on one (text, titles, tints).
    package static let fillRoles: Set<String> = [
        "tabBar", "input", "buttonNegative", "buttonFabGradientFirst", "buttonFabGradientLast", "card",
    ]

    package static let builtInPalette = "navy"

    /// The second built-in palette, with a light and a dark variant of every role: UIKit's system
    /// colours (Apple's Human Interface Guidelines, "Color"; the values iOS 17 gives in each
    /// appearance).
    ///
    /// Text roles take the increased-contrast variant of systemGray, systemRed and systemBlue, so
    /// each reaches 4.5:1 on the surface it is drawn on (PaletteContrastTests).
    package static let system: [(role: String, light: String, dark: String)] = [
        ("onNavigationBar", "#000000", "#FFFFFF"),  // label
        ("tabBar", "#F9F9F9", "#1C1C1E"),  // bar chrome; secondarySystemBackground in dark
        ("onTabBar", "#6C6C70", "#AEAEB2"),  // systemGray, increased contrast
        ("onTabBarActive", "#0040DD", "#409CFF"),  // systemBlue, increased contrast
        ("labelHeader", "#000000", "#FFFFFF"),  // label
        ("labelInput", "#6C6C70", "#AEAEB2"),  // secondaryLabel over its background, opaque
        ("labelBody", "#000000", "#FFFFFF"),  // label
        ("labelHint", "#6C6C70", "#AEAEB2"),
        ("input", "#F2F2F7", "#2C2C2E"),  // systemGray6 / systemGray5
        ("onInput", "#000000", "#FFFFFF"),
        ("inputPlaceholder", "#6C6C70", "#AEAEB2"),
        ("buttonNegative", "#F2F2F7", "#2C2C2E"),
        ("onButtonNegative", "#D70015", "#FF6961"),  // systemRed, increased contrast
        ("buttonFabGradientFirst", "#5856D6", "#5E5CE6"),  // systemIndigo
        ("buttonFabGradientLast", "#3634A3", "#3634A3"),  // systemIndigo, increased contrast (light)
        ("onButtonFab", "#FFFFFF", "#FFFFFF"),
        ("card", "#FFFFFF", "#1C1C1E"),  // secondarySystemGroupedBackground
        ("tableRefresh", "#8E8E93", "#8E8E93"),  // systemGray
    ]

    package static let systemPalette = "system"

    /// The palettes every spec can name without declaring them.
    package static let builtInPalettes = [builtInPalette, systemPalette]
}
