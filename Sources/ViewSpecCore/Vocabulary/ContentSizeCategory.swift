/// A Dynamic Type content size category, smallest first, spelled as the spec's
/// `options.contentSize` spells it. `large` is the default.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1"
    case ax2 = "AX2"
    case ax3 = "AX3"
    case ax4 = "AX4"
    case ax5 = "AX5"

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.index < rhs.index
    }

    /// The position among `allCases`, which is also the column of the Dynamic Type size table.
    package var index: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    /// True for the five accessibility sizes (AX1...AX5).
    public var isAccessibilityCategory: Bool { self >= .ax1 }
}
