import ViewSpecCore
import ViewSpecLanguage

/// A font at a point size: metrics, size and weight.
///
/// All measurements are in points, rounded to 1/1000 pt (`Font.rounded`) so that they print and
/// compare the same everywhere.
public struct Font: Sendable, Equatable {
    public let metrics: FontMetrics
    public let size: Double
    /// The weight asked for.
    ///
    /// The built-in faces honour it; a font file is one face, so for one of those this only records
    /// what the spec said.
    public let weight: FontWeight

    public init(metrics: FontMetrics, size: Double, weight: FontWeight = .regular) {
        self.metrics = metrics
        self.size = size
        self.weight = weight
    }

    /// The built-in Inter at `size` and `weight`.
    public init(size: Double, weight: FontWeight = .regular) {
        self.init(metrics: .builtin(weight), size: size, weight: weight)
    }

    /// The same face at `scale` times the size (shrink-to-fit).
    public func scaled(by scale: Double) -> Font {
        Font(metrics: metrics, size: Font.rounded(size * scale), weight: weight)
    }

    /// Height above the baseline.
    public var ascent: Double { points(metrics.ascender) }
    /// Depth below the baseline, positive.
    public var descent: Double { points(-metrics.descender) }
    /// The font's extra line spacing.
    public var leading: Double { points(metrics.lineGap) }

    /// The distance from one baseline to the next: ascent + descent + line gap, which is also
    /// what UIKit's `UIFont.lineHeight` is (for SF Pro, with no line gap, about 1.19 em; for
    /// Inter 1.21 em).
    public var lineHeight: Double {
        points(metrics.ascender - metrics.descender + metrics.lineGap)
    }

    /// The width of `text` set on one line without wrapping, trailing spaces included.
    public func width(of text: some StringProtocol) -> Double {
        points(metrics.advance(of: text))
    }

    /// `units` font units in points at this size.
    public func points(_ units: Int) -> Double {
        Font.rounded(Double(units) * size / Double(metrics.unitsPerEm))
    }

    /// `value` rounded to the nearest 1/1000 pt: every length text measurement returns.
    public static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
