import ViewSpecCore
import ViewSpecLanguage

/// What fills a view's bounds behind its content.
package enum Fill: Sendable, Equatable {
    case color(RGBA)
    case gradient(Gradient)
}

/// A corner radius as Rounder reads it: below 1 it is a fraction of the laid-out height.
package enum CornerRadius: Sendable, Equatable {
    case points(Double)
    case fractionOfHeight(Double)

    init(_ value: Double) {
        self = value < 1 && value > 0 ? .fractionOfHeight(value) : .points(value)
    }

    /// The radius in points for a view `height` tall.
    package func points(height: Double) -> Double {
        switch self {
        case .points(let value): value
        case .fractionOfHeight(let fraction): fraction * height
        }
    }
}

package enum Corner: String, Sendable, Equatable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A line along the view's edges (or, on `dashed`, the wrapper's own dashed line).
package struct Border: Sendable, Equatable {
    package var width: Double
    package var color: RGBA
    /// Painted and unpainted lengths; empty for a solid line.
    package var dash: [Double]

    package init(width: Double, color: RGBA, dash: [Double] = []) {
        self.width = width
        self.color = color
        self.dash = dash
    }
}

package struct Shadow: Sendable, Equatable {
    package var color: RGBA
    package var opacity: Double
    package var radius: Double
    package var offsetX: Double
    package var offsetY: Double

    package init(color: RGBA, opacity: Double, radius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// The shadow drawn for a Material elevation of `dp`: the key light of Material's elevation
    /// scale, a black shadow offset down by half the elevation and blurred by the elevation, fading
    /// as it grows.
    ///
    /// Zero draws none.
    package static func elevation(_ dp: Double) -> Shadow? {
        guard dp > 0 else { return nil }
        let opacity = max(0.14, 0.3 - 0.0067 * dp)
        return Shadow(
            color: RGBA(red: 0, green: 0, blue: 0), opacity: (opacity * 1000).rounded() / 1000, radius: dp,
            offsetX: 0, offsetY: dp / 2)
    }
}

/// How a view looks apart from its text: what emitters draw for it.
package struct Appearance: Sendable, Equatable {
    /// Nil is clear.
    package var background: Fill?
    package var tint: RGBA?
    package var alpha: Double = 1
    package var isHidden = false
    package var cornerRadius: CornerRadius?
    package var corners: [Corner] = Corner.allCases
    package var border: Border?
    /// An explicit shadow; else the elevation's.
    package var shadow: Shadow?
    /// Material elevation in dp, when one was set.
    package var elevation: Double?
    package var clipsToBounds = false
    package var zIndex: Double = 0
    package var contentMode: String?
    package var accessibilityID: String?
    /// What VoiceOver reads for the view; nil leaves it to the view's text.
    package var accessibilityLabel: String?
    /// Decoration VoiceOver skips: the accessibility-label audit does not ask it for a label.
    package var isAccessibilityHidden = false
    /// `overlap: allowed`: the view may overlap its siblings (the overlapping-views audit).
    package var overlapAllowed = false

    package init() {}

    /// The shadow to draw: the explicit one, else the elevation's.
    package var effectiveShadow: Shadow? {
        shadow ?? elevation.flatMap(Shadow.elevation)
    }
}
