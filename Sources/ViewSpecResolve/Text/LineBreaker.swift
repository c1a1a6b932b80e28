import ViewSpecCore
import ViewSpecLanguage

/// Greedy line breaking of one paragraph: each line takes as much as fits, which is what
/// UIKit's text system does (it does not balance lines or minimise raggedness).
struct LineBreaker {
    let text: MeasuredText
    /// Whether a width in font units fits the line.
    let fits: (Int) -> Bool

    /// Lines broken at spaces; a word wider than the line is broken between characters.
    ///
    /// Spaces at a break belong to neither line. Stops after `maxLines` lines.
    func wordLines(atMost maxLines: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineEnd = 0  // end of the last word on the line; trailing spaces are not counted
        var position = 0
        var wordEnd = 0  // kept while a long word is being broken, so it is scanned only once
        while position < text.count, lines.count < maxLines {
            var wordStart = position
            while wordStart < text.count, text.isSpace(wordStart) { wordStart += 1 }
            guard wordStart < text.count else { break }
            if wordEnd <= wordStart {
                wordEnd = wordStart
                while wordEnd < text.count, !text.isSpace(wordEnd) { wordEnd += 1 }
            }

            if fits(text.width(lineStart..<wordEnd)) {
                lineEnd = wordEnd
                position = wordEnd
            } else if lineEnd > lineStart {
                lines.append(lineStart..<lineEnd)
                lineStart = wordStart
                lineEnd = wordStart
                position = wordStart
            } else {
                // Alone on its line and still too wide: take as many characters as fit, at least one.
                let end = longestFit(from: lineStart, limit: wordEnd)
                lines.append(lineStart..<end)
                lineStart = end
                lineEnd = end
                position = end
            }
        }
        if lines.count < maxLines, lineEnd > lineStart || lines.isEmpty {
            lines.append(lineStart..<lineEnd)
        }
        return lines
    }

    /// Lines broken between any two characters; spaces at a break belong to neither line.
    ///
    /// Stops after `maxLines` lines.
    func characterLines(atMost maxLines: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        while lineStart < text.count, lines.count < maxLines {
            // `contentEnd` follows the last non-space, so trailing spaces never count and a run
            // of spaces costs one step per space.
            var end = lineStart
            var contentEnd = lineStart
            while end < text.count {
                let next = text.isSpace(end) ? contentEnd : end + 1
                guard fits(text.width(lineStart..<next)) else { break }
                contentEnd = next
                end += 1
            }
            if contentEnd == lineStart {
                guard end < text.count else { break }  // only spaces were left
                end += 1  // not even one character fits: take it anyway so breaking moves on
                contentEnd = end
            }
            lines.append(lineStart..<contentEnd)
            lineStart = end
            while lineStart < text.count, text.isSpace(lineStart) { lineStart += 1 }
        }
        if lines.isEmpty { lines.append(0..<0) }
        return lines
    }

    /// The end of the longest run from `start` (before `limit`) that fits, and at least one
    /// character so that breaking always moves on.
    private func longestFit(from start: Int, limit: Int) -> Int {
        var end = start + 1
        while end < limit, fits(text.width(start..<end + 1)) { end += 1 }
        return end
    }
}
