/// The text a view shows and how it is set: what the layout stage measures and wraps at the
/// width it solves, and what emitters draw.
public struct TextContent: Sendable, Equatable {
    public enum Role: String, Sendable, Equatable {
        /// A label's or a text view's text, an input's entered text.
        case text
        /// A button's title.
        case title
        /// An input's placeholder, shown while it has no text.
        case placeholder
    }

    public enum Alignment: String, Sendable, Equatable, CaseIterable {
        case left, center, right, justified, natural
    }

    public var string: String
    public var role: Role
    public var font: Font
    /// The Dynamic Type style the font came from, nil for a fixed size.
    public var textStyle: TextStyle?
    /// The font family asked for (`font.family`); nil for the built-in Inter.
    public var family: String?
    public var color: RGBA
    public var alignment: Alignment
    /// The most lines shown; 0 for no limit.
    public var lines: Int
    public var lineBreak: LineBreakMode
    /// The smallest shrink-to-fit scale, nil when the text never shrinks.
    public var minimumScale: Double?
    /// Where the text was written (or where its kind's default came from), for diagnostics
    /// about it, such as truncation.
    public var range: SourceRange
    /// The space the kind keeps around its text inside its frame (an input's 7 pt a side, a
    /// text view's 5 and 8, a button's 6 above and below), in total per axis.
    public var padding = AxisPair(0.0)

    public init(
        string: String, role: Role, font: Font, textStyle: TextStyle?, family: String? = nil, color: RGBA,
        alignment: Alignment = .left, lines: Int = 0, lineBreak: LineBreakMode = .wordWrap,
        minimumScale: Double? = nil, range: SourceRange
    ) {
        self.string = string
        self.role = role
        self.font = font
        self.textStyle = textStyle
        self.family = family
        self.color = color
        self.alignment = alignment
        self.lines = lines
        self.lineBreak = lineBreak
        self.minimumScale = minimumScale
        self.range = range
    }

    /// The lines at `width`, as UIKit's label would set them; nil sets each paragraph on one line.
    public func layout(width: Double?) -> TextLayoutResult {
        TextLayout.layout(
            string, font: font, maxWidth: width, lines: lines, lineBreak: lineBreak, shrinkToFit: minimumScale
        )
    }
}
