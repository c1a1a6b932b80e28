import ViewSpecCore
import ViewSpecLanguage

/// Cuts the rest of a paragraph to one line for the `clip` and `truncate…` modes.
///
/// Characters are the unit, as in UIKit: a tail-truncated line may end mid-word ("Forgot your
/// pass…"). The ellipsis and the kept characters must fit together; if not even the ellipsis
/// fits, the line is empty.
struct Truncation {
    let text: MeasuredText
    let fits: (Int) -> Bool
    let ellipsisUnits: Int

    /// `range` cut to fit by `mode`.
    ///
    /// When `hidesLaterText`, lines of later paragraphs were dropped, so tail truncation shows an
    /// ellipsis even if the range itself fits; head and middle truncation only ever mark text cut
    /// from this line.
    func cut(_ range: Range<Int>, mode: LineBreakMode, hidesLaterText: Bool) -> (text: String, units: Int) {
        let whole = text.trimmingTrailingSpaces(range)
        let wholeFits = fits(text.width(whole))
        if wholeFits, !(hidesLaterText && mode == .truncateTail) {
            return (text.string(whole), text.width(whole))
        }
        switch mode {
        case .truncateHead: return head(whole)
        case .truncateMiddle: return middle(whole)
        case .clip: return clip(whole)
        case .wordWrap, .charWrap, .truncateTail: return tail(whole)
        }
    }

    private var mark: String { String(TextLayout.ellipsis) }

    private func clip(_ range: Range<Int>) -> (text: String, units: Int) {
        let kept = text.trimmingTrailingSpaces(range.lowerBound..<longestPrefix(of: range, plus: 0))
        return (text.string(kept), text.width(kept))
    }

    private func tail(_ range: Range<Int>) -> (text: String, units: Int) {
        guard fits(ellipsisUnits) else { return ("", 0) }
        let kept = range.lowerBound..<longestPrefix(of: range, plus: ellipsisUnits)
        return (text.string(kept) + mark, text.width(kept) + ellipsisUnits)
    }

    private func head(_ range: Range<Int>) -> (text: String, units: Int) {
        guard fits(ellipsisUnits) else { return ("", 0) }
        var start = range.upperBound
        var contentStart = range.upperBound  // leading spaces of the kept end do not count
        while start > range.lowerBound {
            let next = text.isSpace(start - 1) ? contentStart : start - 1
            guard fits(ellipsisUnits + text.width(next..<range.upperBound)) else { break }
            contentStart = next
            start -= 1
        }
        let kept = contentStart..<range.upperBound
        return (mark + text.string(kept), ellipsisUnits + text.width(kept))
    }

    /// Keeps characters from both ends, one at a time and the front first (so an odd count
    /// keeps the extra one at the front), while they fit around the ellipsis.
    private func middle(_ range: Range<Int>) -> (text: String, units: Int) {
        guard fits(ellipsisUnits) else { return ("", 0) }
        var frontEnd = range.lowerBound
        var frontContent = range.lowerBound  // without trailing spaces
        var backStart = range.upperBound
        var backContent = range.upperBound  // without leading spaces
        var takeFront = true
        while frontEnd < backStart {
            if takeFront {
                let next = text.isSpace(frontEnd) ? frontContent : frontEnd + 1
                let width = text.width(range.lowerBound..<next) + text.width(backContent..<range.upperBound)
                guard fits(width + ellipsisUnits) else { break }
                frontContent = next
                frontEnd += 1
            } else {
                let next = text.isSpace(backStart - 1) ? backContent : backStart - 1
                let width = text.width(range.lowerBound..<frontContent) + text.width(next..<range.upperBound)
                guard fits(width + ellipsisUnits) else { break }
                backContent = next
                backStart -= 1
            }
            takeFront.toggle()
        }
        let front = range.lowerBound..<frontContent
        let back = backContent..<range.upperBound
        return (
            text.string(front) + mark + text.string(back),
            text.width(front) + ellipsisUnits + text.width(back)
        )
    }

    /// The end (after trimming trailing spaces) of the longest start of `range` that fits with
    /// `extra` more units; spaces cost nothing until a character follows them.
    private func longestPrefix(of range: Range<Int>, plus extra: Int) -> Int {
        var end = range.lowerBound
        var contentEnd = range.lowerBound
        while end < range.upperBound {
            let next = text.isSpace(end) ? contentEnd : end + 1
            guard fits(text.width(range.lowerBound..<next) + extra) else { break }
            contentEnd = next
            end += 1
        }
        return contentEnd
    }
}
