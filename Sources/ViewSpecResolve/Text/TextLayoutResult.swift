import ViewSpecCore
import ViewSpecLanguage

/// Text broken into lines at a width: what a label shows and how big it is.
public struct TextLayoutResult: Sendable, Equatable {
    /// The visible lines, without trailing spaces, with "…" where truncation put one.
    public let lines: [String]
    /// Each line's width in points, in `lines` order.
    public let lineWidths: [Double]
    /// The widest line, in points.
    public let width: Double
    /// `lines.count` times the font's line height, in points.
    public let height: Double
    /// True when some of the text is not shown: lines past the limit, or a cut last line.
    public let isTruncated: Bool
    /// The shrink-to-fit scale applied to the font, 1 when it was not shrunk.
    public let scale: Double
    /// The font the lines were measured in: the asked-for font scaled by `scale`.
    public let font: Font

    public init(
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
    public var size: (width: Double, height: Double) { (width, height) }

    /// The point size the text was measured in.
    public var fontSize: Double { font.size }
}
