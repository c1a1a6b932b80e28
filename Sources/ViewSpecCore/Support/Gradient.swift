/// A point in a view's unit square: (0, 0) top-left, (1, 1) bottom-right, as GradientHelper's
/// points.
package struct UnitPoint: Sendable, Equatable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let topLeft = UnitPoint(x: 0, y: 0)
    package static let bottomRight = UnitPoint(x: 1, y: 1)

    /// GradientHelper's nine named points, in its order.
    package static let named: [(name: String, point: UnitPoint)] = [
        ("topLeft", UnitPoint(x: 0, y: 0)), ("centerLeft", UnitPoint(x: 0, y: 0.5)),
        ("bottomLeft", UnitPoint(x: 0, y: 1)), ("topCenter", UnitPoint(x: 0.5, y: 0)),
        ("center", UnitPoint(x: 0.5, y: 0.5)), ("bottomCenter", UnitPoint(x: 0.5, y: 1)),
        ("topRight", UnitPoint(x: 1, y: 0)), ("centerRight", UnitPoint(x: 1, y: 0.5)),
        ("bottomRight", UnitPoint(x: 1, y: 1)),
    ]

    package static func named(_ name: String) -> UnitPoint? {
        named.first { $0.name == name }?.point
    }
}

/// A gradient fill, as GradientHelper builds a CAGradientLayer: a type, a start and an end point in
/// the view's unit square, colours, and optionally where each colour sits along the way.
///
/// ViewFactory's FABs use a radial one from `buttonFabGradientFirst` to `buttonFabGradientLast`,
/// top-left to bottom-right.
package struct Gradient: Sendable, Equatable {
    /// CAGradientLayer's types: `axial` along start → end, `radial` an ellipse centred on start
    /// reaching end.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        case axial, radial
    }

    package var kind: Kind
    package var start: UnitPoint
    package var end: UnitPoint
    /// The stops' colours, first to last.
    package var colors: [RGBA]
    /// Each colour's place along start → end, 0...1 and increasing; nil spreads them evenly
    /// (CAGradientLayer's nil `locations`).
    package var locations: [Double]?

    package init(kind: Kind, start: UnitPoint, end: UnitPoint, colors: [RGBA], locations: [Double]? = nil) {
        self.kind = kind
        self.start = start
        self.end = end
        self.colors = colors
        self.locations = locations
    }

    /// GradientHelper's `diagonal(colorTop, colorBottom)`: axial from (0.25, 0.25) to (1, 1).
    package static func diagonal(_ top: RGBA, _ bottom: RGBA) -> Gradient {
        Gradient(kind: .axial, start: UnitPoint(x: 0.25, y: 0.25), end: .bottomRight, colors: [top, bottom])
    }

    /// Each stop with its place: the written locations, else evenly spaced.
    package var stops: [(color: RGBA, location: Double)] {
        let count = colors.count
        return colors.enumerated().map { index, color in
            if let locations, index < locations.count { return (color, locations[index]) }
            return (color, count > 1 ? Double(index) / Double(count - 1) : 0)
        }
    }

    /// The one colour that stands for the gradient where only one can be drawn (the ASCII picture,
    /// what lies behind a view): the mean of the colour ramp along start → end, each stop's colour
    /// held before the first location and after the last, as Core Animation extends them.
    ///
    /// A mean, rather than the first stop, because it is what the ramp looks like as a whole; the
    /// stops themselves stay in `colors` for checks that need every one.
    package var flatColor: RGBA {
        let stops = self.stops
        guard let first = stops.first, let last = stops.last else {
            return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        }
        var sum = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
        func add(_ color: RGBA, weight: Double) {
            sum.red += color.red * weight
            sum.green += color.green * weight
            sum.blue += color.blue * weight
            sum.alpha += color.alpha * weight
        }
        let head = min(max(first.location, 0), 1)
        add(first.color, weight: head)
        for (lower, upper) in zip(stops, stops.dropFirst()) {
            let from = min(max(lower.location, 0), 1)
            let to = min(max(upper.location, 0), 1)
            guard to > from else { continue }
            add(lower.color, weight: (to - from) / 2)
            add(upper.color, weight: (to - from) / 2)
        }
        add(last.color, weight: 1 - min(max(last.location, 0), 1))
        return RGBA(red: sum.red, green: sum.green, blue: sum.blue, alpha: sum.alpha)
    }
}
