import ViewSpecCore
import ViewSpecLanguage

/// The text a view shows and how it is set: what the layout stage measures and wraps at the
/// width it solves, and what emitters draw.
package struct TextContent: Sendable, Equatable {
    package enum Role: String, Sendable, Equatable {
        /// A label's or a text view's text, an input's entered text.
        case text
        /// A button's title.
        case title
        /// An input's placeholder, shown while it has no text.
        case placeholder
    }

    package enum Alignment: String, Sendable, Equatable, CaseIterable {
        /// The names a spec writes, made once: factories read them for every view.
        package static let names: [String] = allCases.map(\.rawValue)

        case left, center, right, justified, natural
    }

    package var string: String
    package var role: Role
    /// Where the text was written (or where its kind's default came from), for diagnostics
    /// about it, such as truncation.
    package var range: SourceRange
    /// The space the kind keeps around its text inside its frame (an input's 7 pt a side, a
    /// text view's 5 and 8, a button's 6 above and below), in total per axis.
    package var padding = AxisPair(0.0)
    /// Where the lines sit in the frame when this view's differ from its kind's
    /// (`KindTraits.textPlacement`); nil for the kind's.
    package var placement: KindTraits.TextPlacement?

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

    package var font: Font {
        _read { yield setting.value.font }
        _modify { yield &setting.value.font }
    }
    /// The Dynamic Type style the font came from, nil for a fixed size.
    package var textStyle: TextStyle? {
        _read { yield setting.value.textStyle }
        _modify { yield &setting.value.textStyle }
    }
    /// The font family asked for (`font.family`); nil for the built-in Inter.
    package var family: String? {
        _read { yield setting.value.family }
        _modify { yield &setting.value.family }
    }
    /// The text's colour; for a gradient, its flat colour (`Gradient.flatColor`).
    package var color: RGBA {
        _read { yield setting.value.color }
        _modify { yield &setting.value.color }
    }
    /// The gradient the text is painted with, when one was written; it spans the view's
    /// bounds, as a gradient layer masked by the text would.
    package var gradient: Gradient? {
        _read { yield setting.value.gradient }
        _modify { yield &setting.value.gradient }
    }
    package var alignment: Alignment {
        _read { yield setting.value.alignment }
        _modify { yield &setting.value.alignment }
    }
    /// The most lines shown; 0 for no limit.
    package var lines: Int {
        _read { yield setting.value.lines }
        _modify { yield &setting.value.lines }
    }
    package var lineBreak: LineBreakMode {
        _read { yield setting.value.lineBreak }
        _modify { yield &setting.value.lineBreak }
    }
    /// The smallest shrink-to-fit scale, nil when the text never shrinks.
    package var minimumScale: Double? {
        _read { yield setting.value.minimumScale }
        _modify { yield &setting.value.minimumScale }
    }

    package init(
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
    package func layout(width: Double?) -> TextLayoutResult {
        layout(width: width, lines: lines)
    }

    private func layout(width: Double?, lines: Int) -> TextLayoutResult {
        TextLayout.layout(
            string, font: font, maxWidth: width, lines: lines, lineBreak: lineBreak, shrinkToFit: minimumScale
        )
    }

    /// How much a frame may be shorter than its text before the text counts as cut: rounding
    /// and a half-point squeeze are not worth a report.
    package static let heightSlack = 0.5

    /// The text as it shows in a frame of `width` × `height` (`width` with the padding already
    /// taken off, `height` the frame's own), and how many lines it has when the height cuts it.
    ///
    /// A label draws only the lines the room inside its padding holds, the last of them cut as
    /// `lineBreak` says, as if `lines` were that many. One line always draws, centred: in the
    /// padding (a button's content insets) when the room is shorter, and it is whole while the
    /// frame itself holds it; when not even the frame does, its layer cuts it and the text counts
    /// as truncated. `measured`, when given, is `layout(width: width)` done earlier.
    package func layout(
        width: Double, height: Double, measured: TextLayoutResult? = nil
    ) -> (text: TextLayoutResult, cutByHeight: Int?) {
        let full = measured ?? layout(width: width)
        let room = max(0, height - padding.vertical)
        guard !full.lines.isEmpty, full.height > room + Self.heightSlack else { return (full, nil) }
        let fitting = max(1, Int(((room + Self.heightSlack) / full.font.lineHeight).rounded(.down)))
        if fitting >= full.lines.count, full.height <= height + Self.heightSlack { return (full, nil) }
        let shown = fitting < full.lines.count ? layout(width: width, lines: fitting) : full
        return (
            TextLayoutResult(
                lines: shown.lines, lineWidths: shown.lineWidths, height: shown.height, isTruncated: true,
                scale: shown.scale, font: shown.font),
            full.lines.count
        )
    }
}
