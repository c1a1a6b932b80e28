import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `viewspec layout --format ascii`: a layout as boxes on a character grid, for terminals and
/// pull-request comments.
///
/// The picture is the screen at one scale: a column is `pointsPerColumn` points wide and a row
/// twice as many points tall (terminal cells are about twice as tall as wide). A view's edges
/// are rounded to the nearest column and row each on its own (edges, not sizes, so views that
/// touch share a line), and views are drawn parent first, siblings by `zIndex` and then in
/// order, later ones over earlier ones. Which views get a box:
///
/// - the screen (the root) always;
/// - a view with a border (dashed for a dashed one), or with a fill that differs from what is
///   behind it (the nearest ancestor's colour);
/// - a view with a shadow or an elevation;
/// - controls and chrome that draw a shape in UIKit: inputs, text views, images, pickers, date
///   pickers, floating action buttons, navigation and tab bars, blurs, cards, tables,
///   collections and their cells (buttons get one from their fill or border).
///
/// Stacks, scroll views, wrappers and plain views without a fill of their own draw no box, and
/// labels are their text only: boxes for them would only be noise. A box with rounded corners
/// is drawn with `╭╮╰╯`; a box less than a row tall is a horizontal line (a separator), less
/// than a column wide a vertical one. A view with a fill hides what is below it: lines and
/// text inside it are erased before it is drawn. Hidden views and views with alpha 0 are not
/// drawn, nor anything inside them. Scroll views and views that clip to bounds clip what is
/// inside them; the screen clips everything, so scrolled content past it is not shown.
///
/// Text is the lines as laid out, one row each, vertically centred on where the layout put them
/// and aligned as laid out in the columns inside the box; a line too long for its box is cut
/// with `…`, and so is the last row when there are more lines than rows.
public enum ASCIIEmitter {
    /// How the picture is scaled and drawn.
    public struct Options: Sendable, Equatable {
        /// The width of the picture in characters when `pointsPerColumn` is nil: the screen is
        /// scaled to fit it.
        ///
        /// Nil is 80 (the command line passes `COLUMNS`).
        public var columns: Int?
        /// An explicit scale: points per column (a row is twice as many).
        ///
        /// Wins over `columns`.
        public var pointsPerColumn: Double?
        /// Box drawing characters (`┌─┐│└┘`, `╭╮╰╯`, junctions) and symbols (`●`); false draws
        /// with `+ - |` and writes only ASCII bytes (text is transliterated).
        public var unicode: Bool
        /// A header line with the device, and a footer with the scale.
        public var frame: Bool

        package static let defaultColumns = 80

        /// An 80-column Unicode picture with its header and footer, unless told otherwise.
        public init(
            columns: Int? = nil, pointsPerColumn: Double? = nil, unicode: Bool = true, frame: Bool = true
        ) {
            self.columns = columns
            self.pointsPerColumn = pointsPerColumn
            self.unicode = unicode
            self.frame = frame
        }
    }

    /// The points per column for a screen `width` points wide: the explicit scale, or the one
    /// that fits `columns` (rounded up to 1/100 so the footer states it exactly).
    package static func pointsPerColumn(deviceWidth width: Double, options: Options) -> Double {
        if let explicit = options.pointsPerColumn, explicit.isFinite, explicit > 0 { return explicit }
        let columns = max(options.columns ?? Options.defaultColumns, 2)
        let exact = max(width, 1) / Double(columns - 1)
        return (exact * 100).rounded(.up) / 100
    }

    /// The most columns `--columns` or `--scale` may ask for: wider than any terminal, and a
    /// canvas that fits in memory however small a scale is typed.
    package static let largestPicture = 1000

    /// The most rows a picture has: a screen taller than this at its scale (a custom device 1 ×
    /// 100000 pt fitted to 80 columns would be millions of rows) is cut to its top rows, and a last
    /// line says so.
    ///
    /// Columns are cut the same way at `largestPicture` when `render` is called with a scale that
    /// `emit` would refuse.
    package static let tallestPicture = 1000

    /// How many columns the picture of a screen `width` points wide takes (a Double, so a tiny
    /// scale cannot overflow the count).
    package static func columns(deviceWidth width: Double, options: Options) -> Double {
        (max(width, 0) / pointsPerColumn(deviceWidth: width, options: options)).rounded() + 1
    }

    /// The picture of one layout, ending with a newline.
    package static func render(
        tree: ResolvedTree, layout: LayoutResult, options: Options = Options(), cellLabel: [String] = []
    ) -> String {
        var renderer = ASCIIRenderer(tree: tree, layout: layout, options: options)
        renderer.cellLabel = cellLabel
        return renderer.render()
    }

    /// The pictures of several layouts (one per device), a blank line between them.
    package static func render(tree: ResolvedTree, layouts: [LayoutResult], options: Options = Options())
        -> String
    {
        layouts.map { render(tree: tree, layout: $0, options: options) }.joined(separator: "\n")
    }
}
