import ViewSpecCore
import ViewSpecLanguage

/// Line breaking, line limits, truncation and shrink-to-fit: pure functions of the text, the
/// font and the width the layout stage solved, so the layout stage can call them as often as
/// its passes need.
///
/// Everything is measured in font units and compared in points rounded to 1/1000 pt, so the
/// same input gives the same lines on every machine.
package enum TextLayout {
    /// The smallest scale `shrinkToFit: true` allows.
    ///
    /// UIKit's default `minimumScaleFactor` of 0 would shrink text to nothing before truncating it;
    /// half size is as small as a label can get and stay legible at the sizes Dynamic Type uses.
    package static let defaultMinimumScale = 0.5

    /// The ellipsis truncation inserts.
    package static let ellipsis: Character = "\u{2026}"

    /// Lays `text` out in `font`.
    ///
    /// - Parameters:
    ///   - maxWidth: the width to wrap at, in points; nil sets each paragraph on one line.
    ///   - lines: the most lines shown; 0 for no limit.
    ///   - lineBreak: how lines break and how the last one is cut (see `LineBreakMode`); UILabel's
    ///     default, `truncateTail`, unless a kind says otherwise.
    ///   - shrinkToFit: the smallest scale the font may shrink to so that the text fits in
    ///     `lines` lines of `maxWidth` without truncation; nil never shrinks. It takes effect
    ///     only with both a width and a line limit, as in UIKit.
    package static func layout(
        _ text: String, font: Font, maxWidth: Double? = nil, lines: Int = 0,
        lineBreak: LineBreakMode = .truncateTail, shrinkToFit minimumScale: Double? = nil
    ) -> TextLayoutResult {
        let limit = max(0, lines)
        let lent = text.utf8.withContiguousStorageIfAvailable {
            asciiLayoutOneLineEach($0, font: font, maxWidth: maxWidth, limit: limit)
        }
        if let laidOut = lent ?? nil { return laidOut }
        return measuredLayout(
            text, font: font, maxWidth: maxWidth, limit: limit, lineBreak: lineBreak,
            minimumScale: minimumScale)
    }

    /// `layout` by measuring every character into a table and breaking lines on it: the way
    /// for any text, and the only way for text that wraps, is cut or is not ASCII.
    static func measuredLayout(
        _ text: String, font: Font, maxWidth: Double?, limit: Int, lineBreak: LineBreakMode,
        minimumScale: Double?
    ) -> TextLayoutResult {
        // Advances are in font units, which do not change with the size: measure once for every
        // shrink attempt.
        let paragraphs = measuredParagraphs(of: text, metrics: font.metrics)
        let full = layout(paragraphs, font: font, maxWidth: maxWidth, limit: limit, mode: lineBreak, scale: 1)
        guard let minimumScale, maxWidth != nil, limit > 0, full.isTruncated, !full.lines.isEmpty else {
            return full
        }

        // Widths are linear in the size and greedy wrapping is monotonic, so whether the text
        // fits flips once as the scale grows: binary search the largest fitting 1/1000 step.
        let floor = minimumScale.isNaN ? 1000 : Int((min(1, max(0.001, minimumScale)) * 1000).rounded(.up))
        func attempt(_ milli: Int) -> TextLayoutResult {
            let scale = Double(milli) / 1000
            return layout(
                paragraphs, font: font.scaled(by: scale), maxWidth: maxWidth, limit: limit, mode: lineBreak,
                scale: scale)
        }
        let smallest = attempt(floor)
        guard !smallest.isTruncated else { return smallest }
        var fitting = (milli: floor, result: smallest)
        var high = 999
        while fitting.milli < high {
            let middle = (fitting.milli + high + 1) / 2
            let result = attempt(middle)
            if result.isTruncated { high = middle - 1 } else { fitting = (middle, result) }
        }
        return fitting.result
    }

    /// The size the text takes unwrapped (each paragraph on one line, up to `lines` lines): the
    /// layout stage's intrinsic content size.
    package static func intrinsicSize(of text: String, font: Font, lines: Int = 0) -> (
        width: Double, height: Double
    ) {
        // The paragraphs' own size: an ellipsis for the paragraphs past `lines` is not text.
        let limit = max(0, lines)
        let lent = text.utf8.withContiguousStorageIfAvailable { bytes -> (width: Double, height: Double)? in
            var shown = 0
            var widest = 0.0
            let isASCII = forEachASCIIParagraph(of: bytes, metrics: font.metrics) { _, units in
                guard limit == 0 || shown < limit else { return }
                widest = max(widest, font.points(units))
                shown += 1
            }
            return isASCII ? (widest, Font.rounded(Double(shown) * font.lineHeight)) : nil
        }
        if let size = lent ?? nil { return size }
        // Text the byte scan does not take, which `layout`'s own scan would turn away again.
        return measuredLayout(
            text, font: font, maxWidth: nil, limit: limit, lineBreak: .wordWrap, minimumScale: nil
        ).size
    }

    /// `layout` of ASCII text without a "\r" whose every paragraph fits the width on one line and
    /// whose paragraphs the limit shows all, nil for any other: most labels, inputs and buttons at
    /// the width the layout gives them.
    ///
    /// One pass over the bytes finds the lines `measuredLayout` would break (a paragraph that fits
    /// is one line, without its trailing spaces), without the table of every character's advance.
    private static func asciiLayoutOneLineEach(
        _ bytes: UnsafeBufferPointer<UInt8>, font: Font, maxWidth: Double?, limit: Int
    ) -> TextLayoutResult? {
        // Below this `measuredLayout` gives no line at all.
        if let maxWidth, maxWidth < 0.0005 { return nil }
        var lines: [String] = []
        var widths: [Double] = []
        var allFit = true
        let isASCII = forEachASCIIParagraph(of: bytes, metrics: font.metrics) { kept, units in
            let width = font.points(units)
            guard allFit, maxWidth.map({ width <= $0 }) ?? true else {
                allFit = false
                return
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self))
            widths.append(width)
        }
        guard isASCII, allFit, limit == 0 || lines.count <= limit else { return nil }
        return TextLayoutResult(
            lines: lines, lineWidths: widths, height: Font.rounded(Double(lines.count) * font.lineHeight),
            isTruncated: false, scale: 1, font: font)
    }

    /// Calls `body` with each paragraph of ASCII text without a "\r", as `measuredParagraphs`
    /// splits it, trimmed as `trimmingTrailingSpaces` trims it (its bytes up to its last that is
    /// not a space), with that range's advance; returns false, calling nothing, for other text.
    private static func forEachASCIIParagraph(
        of bytes: UnsafeBufferPointer<UInt8>, metrics: FontMetrics,
        _ body: (_ kept: Range<Int>, _ units: Int) -> Void
    ) -> Bool {
        guard bytes.allSatisfy(isPlainASCII) else { return false }
        var start = 0
        var units = 0
        var kept = (end: 0, units: 0)
        for index in bytes.indices {
            let byte = bytes[index]
            if isASCIINewline(byte) {
                body(start..<kept.end, kept.units)
                start = index + 1
                units = 0
                kept = (start, 0)
            } else {
                units += metrics.advance(ofASCII: byte)
                if !MeasuredText.breaksLine(ascii: byte) { kept = (index + 1, units) }
            }
        }
        if start < bytes.count { body(start..<kept.end, kept.units) }
        return true
    }

    /// The text's paragraphs, measured: as bytes when the text is ASCII without a "\r" (each
    /// byte is then a character, and the newlines are "\n", VT and FF), else as characters.
    static func measuredParagraphs(of text: String, metrics: FontMetrics) -> [MeasuredText] {
        // A native string lends its bytes, checked and split there rather than through string
        // indices; only a bridged one goes through the view.
        let lent = text.utf8.withContiguousStorageIfAvailable { asciiParagraphs(of: $0) }
        guard let ascii = lent ?? asciiParagraphs(of: text.utf8) else {
            return paragraphs(of: text).map { MeasuredText($0, metrics: metrics) }
        }
        return ascii.map { MeasuredText(ascii: $0, metrics: metrics) }
    }

    /// The paragraphs of ASCII text without a "\r", nil for other text.
    private static func asciiParagraphs<Bytes: Collection<UInt8>>(of bytes: Bytes) -> [[UInt8]]? {
        guard bytes.allSatisfy(isPlainASCII) else { return nil }
        return split(bytes, atNewline: isASCIINewline)
    }

    /// A byte of text measured byte by byte: ASCII, and not the "\r" that may start a "\r\n".
    private static func isPlainASCII(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x0D }

    /// "\n", VT and FF: the newlines of text measured byte by byte.
    private static func isASCIINewline(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0B || byte == 0x0C }

    /// The text's paragraphs: split at newlines ("\n", "\r\n", U+2028...).
    static func paragraphs(of text: String) -> [[Character]] {
        split(text, atNewline: \.isNewline)
    }

    /// Paragraphs at each newline.
    ///
    /// A final newline ends the last paragraph rather than starting an empty one, and empty text
    /// has none. Each paragraph is copied out whole, not element by element: the layout stage
    /// splits every text again for each width it tries.
    private static func split<Text: Collection>(_ text: Text, atNewline isNewline: (Text.Element) -> Bool)
        -> [[Text.Element]]
    {
        var paragraphs: [[Text.Element]] = []
        var start = text.startIndex
        var index = start
        while index != text.endIndex {
            if isNewline(text[index]) {
                paragraphs.append(Array(text[start..<index]))
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        if start != text.endIndex { paragraphs.append(Array(text[start...])) }
        return paragraphs
    }

    private static func layout(
        _ paragraphs: [MeasuredText], font: Font, maxWidth: Double?, limit: Int, mode: LineBreakMode,
        scale: Double
    ) -> TextLayoutResult {
        if let maxWidth, maxWidth < 0.0005, paragraphs.contains(where: { $0.count > 0 }) {
            // No room at all: breaking "at least one character a line" would stack the text a
            // character a line down a view nobody can see it in.
            return TextLayoutResult(
                lines: [], lineWidths: [], height: 0, isTruncated: true, scale: scale, font: font)
        }
        let fits: (Int) -> Bool = { units in maxWidth.map { font.points(units) <= $0 } ?? true }
        var shown: [(text: MeasuredText, range: Range<Int>, paragraph: Int)] = []
        var hidden = false
        paragraphLoop: for (index, text) in paragraphs.enumerated() {
            // One line more than the limit shows whether anything is hidden; no need for the rest.
            let room = limit == 0 ? Int.max : limit - shown.count + 1
            let ranges: [Range<Int>]
            if maxWidth == nil {
                ranges = [text.trimmingTrailingSpaces(0..<text.count)]
            } else if mode == .charWrap {
                ranges = LineBreaker(text: text, fits: fits).characterLines(atMost: room)
            } else {
                ranges = LineBreaker(text: text, fits: fits).wordLines(atMost: room)
            }
            for range in ranges {
                if limit > 0, shown.count == limit {
                    hidden = true
                    break paragraphLoop
                }
                shown.append((text, range, index))
            }
        }

        var lines = shown.map { $0.text.string($0.range) }
        var widths = shown.map { font.points($0.text.width($0.range)) }
        if hidden, mode.cutsLastLine, let last = shown.last {
            // The last line shows the rest of its paragraph, cut to the width.
            let rest = last.range.lowerBound..<last.text.count
            let laterParagraphs = last.paragraph < paragraphs.count - 1
            let cut = Truncation(
                text: last.text, fits: fits, ellipsisUnits: font.metrics.advance(of: ellipsis)
            )
            .cut(rest, mode: mode, hidesLaterText: laterParagraphs)
            lines[lines.count - 1] = cut.text
            widths[widths.count - 1] = font.points(cut.units)
        }
        return TextLayoutResult(
            lines: lines, lineWidths: widths, height: Font.rounded(Double(lines.count) * font.lineHeight),
            isTruncated: hidden, scale: scale, font: font)
    }
}
