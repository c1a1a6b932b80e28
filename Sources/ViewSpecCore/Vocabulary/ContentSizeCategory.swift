/// A Dynamic Type content size category, smallest first, spelled as the spec's
/// `options.contentSize` spells it.
///
/// `large` is the default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1"
    case ax2 = "AX2"
    case ax3 = "AX3"
    case ax4 = "AX4"
    case ax5 = "AX5"

    /// Smaller first: `xSmall` < … < `xxxLarge` < `ax1` < … < `ax5`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }

    /// The position among `allCases`, which is also the column of the Dynamic Type size table.
    ///
    /// A switch rather than a search of `allCases`, which could not fail but would return an
    /// optional (TextStyleTests checks the two agree).
    package var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .ax1: 7
        case .ax2: 8
        case .ax3: 9
        case .ax4: 10
        case .ax5: 11
        }
    }

    /// True for the five accessibility sizes (AX1...AX5).
    package var isAccessibilityCategory: Bool { self >= .ax1 }
}
