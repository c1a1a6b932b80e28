import ViewSpecCore
import ViewSpecLanguage

/// How text breaks into lines and what happens to text past the last line, after UIKit's
/// `NSLineBreakMode`; spelled as the spec's `lineBreak` spells it.
package enum LineBreakMode: String, CaseIterable, Sendable {
    /// The names a spec writes, made once: factories read them for every view.
    package static let names: [String] = allCases.map(\.rawValue)

    /// Break at spaces; a word wider than the line breaks between characters. Text past the
    /// line limit is dropped without a mark.
    case wordWrap
    /// Break between any two characters. Text past the line limit is dropped without a mark.
    case charWrap
    /// Wrap as `wordWrap`; the last line shows as many whole characters of the rest as fit.
    case clip
    /// Wrap as `wordWrap`; the last line ends in "…" followed by the end of the rest.
    case truncateHead
    /// Wrap as `wordWrap`; the last line keeps the start and end of the rest around "…".
    case truncateMiddle
    /// Wrap as `wordWrap`; the last line shows the start of the rest followed by "…".
    case truncateTail

    /// True for the modes whose last line is cut rather than wrapped.
    var cutsLastLine: Bool {
        switch self {
        case .wordWrap, .charWrap: false
        case .clip, .truncateHead, .truncateMiddle, .truncateTail: true
        }
    }
}
