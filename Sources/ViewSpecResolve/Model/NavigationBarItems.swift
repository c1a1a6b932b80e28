import ViewSpecCore
import ViewSpecLanguage

/// Where a navigation bar's bar buttons sit, after UINavigationBar: the first item is the leading
/// (back) button after a chevron, the others trailing, the title centred between them.
///
/// The factory keeps the title clear of the buttons with this, so the layout truncates the title
/// where they leave it too little room, and the emitters draw the buttons with it.
package enum NavigationBarItems {
    /// UIBarButtonItem's title: 17 pt regular.
    package static let fontSize = 17.0
    /// From the leading edge to a back button's title: an 8 pt margin and a 22 pt chevron.
    package static let backButtonInset = 30.0
    /// From the leading edge to a plain leading item's title ("Cancel", "Edit").
    package static let plainItemInset = 16.0

    /// From the leading edge to the first item's title.
    package static func leadingInset(backButton: Bool) -> Double {
        backButton ? backButtonInset : plainItemInset
    }
    /// From the trailing edge to the last item.
    package static let trailingInset = 16.0
    /// Between two trailing items.
    package static let spacing = 20.0
    /// Kept between the title and the buttons.
    static let titleGap = 8.0

    /// From either edge to a large title: the bar's layout margin.
    package static let largeTitleMargin = 16.0
    /// The large-title area under the inline bar at the default text size: 96 pt in all.
    package static let largeTitleAreaHeight = 52.0

    /// The height of the area a large title in `font` takes under the inline bar: 52 pt at the
    /// default text size, growing with the title's line height at larger ones (never less).
    package static func largeTitleArea(for font: Font) -> Double {
        let standard = Font(
            metrics: font.metrics, size: TextStyle.largeTitle.size(at: .large), weight: font.weight)
        return Font.rounded(largeTitleAreaHeight + max(0, font.lineHeight - standard.lineHeight))
    }

    /// How far the leading and the trailing buttons reach in from their edges, in points.
    static func extents(of items: [String], backButton: Bool) -> (leading: Double, trailing: Double) {
        guard let first = items.first else { return (0, 0) }
        let font = Font(size: fontSize)
        let trailing = items.dropFirst()
        let trailingWidth =
            trailing.isEmpty
            ? 0
            : trailingInset + trailing.map { font.width(of: $0) }.reduce(0, +)
                + spacing * Double(trailing.count - 1)
        return (leadingInset(backButton: backButton) + font.width(of: first), trailingWidth)
    }

    /// The width the centred title leaves free, both sides together: the wider side's buttons
    /// and the gap, twice; nothing when there are no buttons.
    static func titlePadding(for items: [String], backButton: Bool) -> Double {
        guard !items.isEmpty else { return 0 }
        let (leading, trailing) = extents(of: items, backButton: backButton)
        return Font.rounded(2 * (max(leading, trailing) + titleGap))
    }
}
