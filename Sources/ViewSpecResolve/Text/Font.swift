import ViewSpecCore
import ViewSpecLanguage

/// A font at a point size: metrics, size and weight.
///
/// All measurements are in points, rounded to 1/1000 pt (`Font.rounded`) so that they print and
/// compare the same everywhere.
package struct Font: Sendable, Equatable {
    package let metrics: FontMetrics
    package let size: Double
    /// The weight asked for.
    ///
    /// The built-in faces honour it; a font file is one face, so for one of those this only records
    /// what the spec said.
    package let weight: FontWeight

    package init(metrics: FontMetrics, size: Double, weight: FontWeight = .regular) {
        self.metrics = metrics
        self.size = size
        self.weight = weight
    }

    /// The built-in Inter at `size` and `weight`.
    package init(size: Double, weight: FontWeight = .regular) {
        self.init(metrics: .builtin(weight), size: size, weight: weight)
    }

    /// The same face at `scale` times the size (shrink-to-fit).
    package func scaled(by scale: Double) -> Font {
        Font(metrics: metrics, size: Font.rounded(size * scale), weight: weight)
    }

    /// Height above the baseline.
    package var ascent: Double { points(metrics.ascender) }
    /// Depth below the baseline, positive.
    package var descent: Double { points(-metrics.descender) }
    /// The font's extra line spacing.
    package var leading: Double { points(metrics.lineGap) }

    /// The distance from one baseline to the next: ascent + descent + line gap, which is also
    /// what UIKit's `UIFont.lineHeight` is (for SF Pro, with no line gap, about 1.19 em; for
    /// Inter 1.21 em).
    package var lineHeight: Double {
        points(metrics.ascender - metrics.descender + metrics.lineGap)
    }

    /// The width of `text` set on one line without wrapping, trailing spaces included.
    package func width(of text: some StringProtocol) -> Double {
        points(metrics.advance(of: text))
    }

    /// `units` font units in points at this size.
    package func points(_ units: Int) -> Double {
        Font.rounded(Double(units) * size / Double(metrics.unitsPerEm))
    }

    /// `value` rounded to the nearest 1/1000 pt: every length text measurement returns.
    package static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
