import ViewSpecCore
import ViewSpecLanguage

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
        /// The names a spec writes, made once: factories read them for every view.
        public static let names: [String] = allCases.map(\.rawValue)

        case left, center, right, justified, natural
    }

    public var string: String
    public var role: Role
    /// Where the text was written (or where its kind's default came from), for diagnostics
    /// about it, such as truncation.
    public var range: SourceRange
    /// The space the kind keeps around its text inside its frame (an input's 7 pt a side, a
    /// text view's 5 and 8, a button's 6 above and below), in total per axis.
    public var padding = AxisPair(0.0)

    /// How the text is set: the same for most views of a kind, which share one box of it.
    package struct Setting: Sendable, Equatable {
        var font: Font
        var textStyle: TextStyle?
        var family: String?
        var color: RGBA
        var gradient: Gradient?
        var alignment: Alignment
        var lines: Int
        var lineBreak: LineBreakMode
        var minimumScale: Double?
    }

    package private(set) var setting: Shared<Setting>

    public var font: Font {
        _read { yield setting.value.font }
        _modify { yield &setting.value.font }
    }
    /// The Dynamic Type style the font came from, nil for a fixed size.
    public var textStyle: TextStyle? {
        _read { yield setting.value.textStyle }
        _modify { yield &setting.value.textStyle }
    }
    /// The font family asked for (`font.family`); nil for the built-in Inter.
    public var family: String? {
        _read { yield setting.value.family }
        _modify { yield &setting.value.family }
    }
    /// The text's colour; for a gradient, its flat colour (`Gradient.flatColor`).
    public var color: RGBA {
        _read { yield setting.value.color }
        _modify { yield &setting.value.color }
    }
    /// The gradient the text is painted with, when one was written; it spans the view's
    /// bounds, as a gradient layer masked by the text would.
    public var gradient: Gradient? {
        _read { yield setting.value.gradient }
        _modify { yield &setting.value.gradient }
    }
    public var alignment: Alignment {
        _read { yield setting.value.alignment }
        _modify { yield &setting.value.alignment }
    }
    /// The most lines shown; 0 for no limit.
    public var lines: Int {
        _read { yield setting.value.lines }
        _modify { yield &setting.value.lines }
    }
    public var lineBreak: LineBreakMode {
        _read { yield setting.value.lineBreak }
        _modify { yield &setting.value.lineBreak }
    }
    /// The smallest shrink-to-fit scale, nil when the text never shrinks.
    public var minimumScale: Double? {
        _read { yield setting.value.minimumScale }
        _modify { yield &setting.value.minimumScale }
    }

    public init(
        string: String, role: Role, font: Font, textStyle: TextStyle?, family: String? = nil, color: RGBA,
        alignment: Alignment = .left, lines: Int = 0, lineBreak: LineBreakMode = .truncateTail,
        minimumScale: Double? = nil, range: SourceRange
    ) {
        self.init(
            string: string, role: role,
            setting: Shared(
                Setting(
                    font: font, textStyle: textStyle, family: family, color: color, gradient: nil,
                    alignment: alignment, lines: lines, lineBreak: lineBreak, minimumScale: minimumScale)),
            range: range)
    }

    init(string: String, role: Role, setting: Shared<Setting>, range: SourceRange) {
        self.string = string
        self.role = role
        self.setting = setting
        self.range = range
    }

    /// The lines at `width`, as UIKit's label would set them; nil sets each paragraph on one line.
    public func layout(width: Double?) -> TextLayoutResult {
        layout(width: width, lines: lines)
    }

    private func layout(width: Double?, lines: Int) -> TextLayoutResult {
        TextLayout.layout(
            string, font: font, maxWidth: width, lines: lines, lineBreak: lineBreak, shrinkToFit: minimumScale
        )
    }

    /// How much a frame may be shorter than its text before the text counts as cut: rounding
    /// and a half-point squeeze are not worth a report.
    public static let heightSlack = 0.5

    /// The text as it shows in a frame of `width` × `height` (the padding already taken off), and
    /// whether the height cut it.
    ///
    /// A label draws only the lines its bounds hold, the last of them cut as `lineBreak` says, as
    /// if `lines` were that many; when not even one line fits, the first still draws, overflowing
    /// its frame, and the text counts as truncated. `measured`, when given, is
    /// `layout(width: width)` done earlier.
    public func layout(
        width: Double, height: Double, measured: TextLayoutResult? = nil
    ) -> (text: TextLayoutResult, cutByHeight: Bool) {
        let full = measured ?? layout(width: width)
        guard !full.lines.isEmpty, full.height > height + Self.heightSlack else { return (full, false) }
        let fitting = max(1, Int(((height + Self.heightSlack) / full.font.lineHeight).rounded(.down)))
        let shown = fitting < full.lines.count ? layout(width: width, lines: fitting) : full
        return (
            TextLayoutResult(
                lines: shown.lines, lineWidths: shown.lineWidths, height: shown.height, isTruncated: true,
                scale: shown.scale, font: shown.font),
            true
        )
    }
}
