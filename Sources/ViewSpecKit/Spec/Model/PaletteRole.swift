/// ViewFactory's 18 colour roles and the built-in `navy` palette (the seed's asset colours).
public enum PaletteRole {
    /// The roles in ViewFactoryColorProtocol's order, with navy's colours.
    public static let navy: [(role: String, hex: String)] = [
        ("onNavigationBar", "#FFFFFF"), ("tabBar", "#2A3464"), ("onTabBar", "#6A75A3"),
        ("onTabBarActive", "#F0F1F4"), ("labelHeader", "#FFFFFF"), ("labelInput", "#6A75A3"),
        ("labelBody", "#F0F1F4"), ("labelHint", "#6A75A3"), ("input", "#222950"), ("onInput", "#F0F1F4"),
        ("inputPlaceholder", "#6A75A3"), ("buttonNegative", "#222950"), ("onButtonNegative", "#FA4A71"),
        ("buttonFabGradientFirst", "#7B62FB"), ("buttonFabGradientLast", "#5E57B3"),
        ("onButtonFab", "#FFFFFF"),
        ("card", "#2A3464"), ("tableRefresh", "#FFFFFF"),
    ]

    public static let names: [String] = navy.map(\.role)

    public static let builtInPalette = "navy"
}
