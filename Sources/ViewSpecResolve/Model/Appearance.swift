import ViewSpecCore
import ViewSpecLanguage

/// What fills a view's bounds behind its content.
public enum Fill: Sendable, Equatable {
    case color(RGBA)
    case gradient(Gradient)
}

/// A corner radius as Rounder reads it: below 1 it is a fraction of the laid-out height.
public enum CornerRadius: Sendable, Equatable {
    case points(Double)
    case fractionOfHeight(Double)

    init(_ value: Double) {
        self = value < 1 && value > 0 ? .fractionOfHeight(value) : .points(value)
    }

    /// The radius in points for a view `height` tall.
    public func points(height: Double) -> Double {
        switch self {
        case .points(let value): value
        case .fractionOfHeight(let fraction): fraction * height
        }
    }
}

public enum Corner: String, Sendable, Equatable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A line along the view's edges (or, on `dashed`, the wrapper's own dashed line).
public struct Border: Sendable, Equatable {
    public var width: Double
    public var color: RGBA
    /// Painted and unpainted lengths; empty for a solid line.
    public var dash: [Double]

    public init(width: Double, color: RGBA, dash: [Double] = []) {
        self.width = width
        self.color = color
        self.dash = dash
    }
}

public struct Shadow: Sendable, Equatable {
    public var color: RGBA
    public var opacity: Double
    public var radius: Double
    public var offsetX: Double
    public var offsetY: Double

    public init(color: RGBA, opacity: Double, radius: Double, offsetX: Double, offsetY: Double) {
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
    public static func elevation(_ dp: Double) -> Shadow? {
        guard dp > 0 else { return nil }
        let opacity = max(0.14, 0.3 - 0.0067 * dp)
        return Shadow(
            color: RGBA(red: 0, green: 0, blue: 0), opacity: (opacity * 1000).rounded() / 1000, radius: dp,
            offsetX: 0, offsetY: dp / 2)
    }
}

/// How a view looks apart from its text: what emitters draw for it.
public struct Appearance: Sendable, Equatable {
    /// Nil is clear.
    public var background: Fill?
    public var tint: RGBA?
    public var alpha: Double = 1
    public var isHidden = false
    public var cornerRadius: CornerRadius?
    public var corners: [Corner] = Corner.allCases
    public var border: Border?
    /// An explicit shadow; else the elevation's.
    public var shadow: Shadow?
    /// Material elevation in dp, when one was set.
    public var elevation: Double?
    public var clipsToBounds = false
    public var zIndex: Double = 0
    public var contentMode: String?
    public var accessibilityID: String?
    /// What VoiceOver reads for the view; nil leaves it to the view's text.
    public var accessibilityLabel: String?
    /// Decoration VoiceOver skips: the accessibility-label audit does not ask it for a label.
    public var isAccessibilityHidden = false
    /// `overlap: allowed`: the view may overlap its siblings (the overlapping-views audit).
    public var overlapAllowed = false

    public init() {}

    /// The shadow to draw: the explicit one, else the elevation's.
    public var effectiveShadow: Shadow? {
        shadow ?? elevation.flatMap(Shadow.elevation)
    }
}
