import ViewSpecCore
import ViewSpecLanguage

/// Text broken into lines at a width: what a label shows and how big it is.
package struct TextLayoutResult: Sendable, Equatable {
    /// The visible lines, without trailing spaces, with "…" where truncation put one.
    package let lines: [String]
    /// Each line's width in points, in `lines` order.
    package let lineWidths: [Double]
    /// The widest line, in points.
    package let width: Double
    /// `lines.count` times the font's line height, in points.
    package let height: Double
    /// True when some of the text is not shown: lines past the limit, or a cut last line.
    package let isTruncated: Bool
    /// The shrink-to-fit scale applied to the font, 1 when it was not shrunk.
    package let scale: Double
    /// The font the lines were measured in: the asked-for font scaled by `scale`.
    package let font: Font

    package init(
        lines: [String], lineWidths: [Double], height: Double, isTruncated: Bool, scale: Double, font: Font
    ) {
        self.lines = lines
        self.lineWidths = lineWidths
        self.width = lineWidths.max() ?? 0
        self.height = height
        self.isTruncated = isTruncated
        self.scale = scale
        self.font = font
    }

    /// `(width, height)` in points.
    package var size: (width: Double, height: Double) { (width, height) }

    /// The point size the text was measured in.
    package var fontSize: Double { font.size }
}
