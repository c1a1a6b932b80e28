import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// What the SVG draws that the frames alone do not say, worked out once for both emitters, so
/// the JSON carries everything a consumer needs to redraw the mockup.
enum DrawnGeometry {
    /// UITableView's separator under each row of table `index`: 0.5 pt of UIKit's `separator` in
    /// the value for the background behind the table (`SVGRenderer.separator(behind:)`), the
    /// window where no view draws one.
    static func separatorColor(behind index: Int, tree: ResolvedTree, window: RGBA) -> RGBA {
        RGBA.Named.separator.color(in: tree.isDark(behind: index, window: window) ? .dark : .light)
    }
    static let rowSeparatorHeight = 0.5

    /// The separator under a row whose frame on the screen is `row`: from `inset` past the row's
    /// leading edge and past the part of the screen's side inset the row overlaps (UIKit insets
    /// separators with the cells' content views, so they start under the text in landscape) to
    /// the row's trailing edge; mirrored right to left.
    static func rowSeparator(row: Rect, inset: Double, device: Device, rightToLeft: Bool) -> Rect {
        let y = row.y + row.height - rowSeparatorHeight
        if rightToLeft {
            let overlap = max(0, row.x + row.width - (device.width - device.safeArea.right))
            let end = row.x + max(0, row.width - inset - overlap)
            return Rect(x: row.x, y: y, width: end - row.x, height: rowSeparatorHeight)
        }
        let overlap = max(0, device.safeArea.left - row.x)
        let start = row.x + min(row.width, inset + overlap)
        return Rect(x: start, y: y, width: row.x + row.width - start, height: rowSeparatorHeight)
    }

    /// Where a row's accessory glyph goes: `accessory.size`, centred on the row's height, its
    /// trailing edge where the row's content ends plus the accessory's room (the content was
    /// narrowed by exactly that room); nil for none or a row without content.
    static func accessoryBox(_ accessory: CellAccessory, content: Rect, row: Rect, rightToLeft: Bool) -> Rect?
    {
        guard accessory != .none else { return nil }
        let (width, height) = accessory.size
        let y = row.y + (row.height - height) / 2
        let x =
            rightToLeft
            ? content.x - CellAccessory.contentSpacing - width
            : content.x + content.width + CellAccessory.contentSpacing
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The accessory of table `index`'s rows.
    static func accessory(ofTable index: Int, in tree: ResolvedTree) -> CellAccessory {
        if case .rows(_, _, let accessory) = tree.views[index].arrangement { return accessory }
        return .none
    }

    /// The corner radius in points, at most half the shorter side, as Core Animation clamps it.
    static func cornerRadius(_ view: ResolvedView, _ laidOut: LaidOutView) -> Double {
        guard let radius = view.appearance.cornerRadius else { return 0 }
        let frame = laidOut.absolute
        return max(0, min(radius.points(height: frame.height), min(frame.width, frame.height) / 2))
    }

    /// Where a border's line runs and how round its corners are: a layer's border inside the
    /// bounds, with the view's radius; a `dashed` wrapper's shape layer along the frame (half
    /// outside), with its content's radius (UIContainer's Dashed).
    static func borderPath(
        _ view: ResolvedView, _ laidOut: LaidOutView, tree: ResolvedTree, layout: LayoutResult
    ) -> (placement: String, radius: Double) {
        switch view.traits.border {
        case .inside:
            return ("inside", cornerRadius(view, laidOut))
        case .alongFrame:
            guard let content = view.children.first, content < layout.views.count else {
                return ("alongFrame", cornerRadius(view, laidOut))
            }
            return ("alongFrame", cornerRadius(tree.views[content], layout.views[content]))
        }
    }

    /// Whether the view's children are drawn clipped to its (rounded) bounds: `clipsToBounds`,
    /// a scroll view, or a kind that always clips (a rounder).
    static func clipsChildren(_ view: ResolvedView) -> Bool {
        view.appearance.clipsToBounds || view.scrolls || view.traits.clipsChildren
    }

    enum TextPlacement: String {
        /// The lines as a block centred vertically (UILabel, UIButton, UITextField).
        case centered
        /// The lines from the top, below half the vertical padding (UITextView).
        case top
        /// The block centred in the frame below the vertical padding, all of it above the lines
        /// (a navigation bar's large title under its inline bar).
        case belowPadding
    }

    static func textPlacement(_ view: ResolvedView) -> TextPlacement {
        switch view.textPlacement {
        case .centered: .centered
        case .top: .top
        case .belowPadding: .belowPadding
        }
    }
}
