import ViewSpecCore
import ViewSpecLanguage

/// A Dynamic Type text style with its point size at every content size category.
///
/// The sizes are Apple's iOS table (Human Interface Guidelines, Typography, "Dynamic Type
/// sizes"); at `large` they are the seed's defaults: largeTitle 34, title1 28, ... caption2 11.
package enum TextStyle: String, CaseIterable, Sendable {
    /// The names a spec writes, made once: factories read them for every view.
    package static let names: [String] = allCases.map(\.rawValue)

    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1,
        caption2

    /// Point sizes for xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1...AX5.
    private var sizes: [Int] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    /// The point size at `category`.
    package func size(at category: ContentSizeCategory = .large) -> Double {
        Double(sizes[category.index])
    }

    /// The style's weight: semibold for headline, regular for every other style.
    package var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The built-in font for this style at `category`.
    package func font(at category: ContentSizeCategory = .large) -> Font {
        Font(size: size(at: category), weight: weight)
    }
}
