/// Cuts the rest of a paragraph to one line for the `clip` and `truncate…` modes.
///
/// Characters are the unit, as in UIKit: a tail-truncated line may end mid-word ("Forgot your
/// pass…"). The ellipsis and the kept characters must fit together; if not even the ellipsis
/// fits, the line is empty.
struct Truncation {
    let text: MeasuredText
    let fits: (Int) -> Bool
    let ellipsisUnits: Int

    /// `range` cut to fit by `mode`. When `hidesLaterText`, lines of later paragraphs were dropped,
    /// so tail truncation shows an ellipsis even if the range itself fits; head and middle
    /// truncation only ever mark text cut from this line.
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
        var end = range.lowerBound
        while end < range.upperBound,
            fits(text.width(text.trimmingTrailingSpaces(range.lowerBound..<end + 1)))
        {
            end += 1
        }
        let kept = text.trimmingTrailingSpaces(range.lowerBound..<end)
        return (text.string(kept), text.width(kept))
    }

    private func tail(_ range: Range<Int>) -> (text: String, units: Int) {
        guard fits(ellipsisUnits) else { return ("", 0) }
        var end = range.lowerBound
        while end < range.upperBound,
            fits(text.width(text.trimmingTrailingSpaces(range.lowerBound..<end + 1)) + ellipsisUnits)
        {
            end += 1
        }
        let kept = text.trimmingTrailingSpaces(range.lowerBound..<end)
        return (text.string(kept) + mark, text.width(kept) + ellipsisUnits)
    }

    private func head(_ range: Range<Int>) -> (text: String, units: Int) {
        guard fits(ellipsisUnits) else { return ("", 0) }
        var start = range.upperBound
        while start > range.lowerBound,
            fits(ellipsisUnits + text.width(text.trimmingLeadingSpaces(start - 1..<range.upperBound)))
        {
            start -= 1
        }
        let kept = text.trimmingLeadingSpaces(start..<range.upperBound)
        return (mark + text.string(kept), ellipsisUnits + text.width(kept))
    }

    /// Keeps `n` characters, the extra one of an odd `n` at the front, for the largest `n` that fits.
    private func middle(_ range: Range<Int>) -> (text: String, units: Int) {
        guard fits(ellipsisUnits) else { return ("", 0) }
        func parts(_ kept: Int) -> (front: Range<Int>, back: Range<Int>) {
            let front = text.trimmingTrailingSpaces(range.lowerBound..<range.lowerBound + (kept + 1) / 2)
            let back = text.trimmingLeadingSpaces(range.upperBound - kept / 2..<range.upperBound)
            return (front, back)
        }
        var kept = 0
        while kept < range.count {
            let next = parts(kept + 1)
            guard fits(text.width(next.front) + ellipsisUnits + text.width(next.back)) else { break }
            kept += 1
        }
        let (front, back) = parts(kept)
        return (
            text.string(front) + mark + text.string(back),
            text.width(front) + ellipsisUnits + text.width(back)
        )
    }
}
