import ViewSpecCore
import ViewSpecLanguage

/// Paints: a colour or a gradient, for backgrounds and text. A gradient is one value: the
/// layer that writes it replaces the paint of the layers below whole (`border` and `font`
/// merge key by key instead), so a style's gradient never mixes with a factory's.
extension ValueReader {
    mutating func fill(_ written: Written) -> Fill? {
        let (value, frame, _) = substitute(written)
        if case .object(let properties) = value.value {
            return gradient(properties, frame: frame).map(Fill.gradient)
        }
        // `$name` that no argument binds: a gradient token, if the document has one.
        if case .color(.token(let name)) = value.value, bindings.argument(name, in: frame) == nil,
            let properties = document(of: frame).tokens.gradient(name)
        {
            return gradient(properties, frame: frame).map(Fill.gradient)
        }
        return color(written).map(Fill.color)
    }

    /// The gradient the decoder checked, with its colours from the palette and tokens of
    /// `frame`'s document; nil when a colour does not resolve (which was reported).
    mutating func gradient(_ properties: [Property], frame: Int) -> Gradient? {
        func value(_ key: String) -> PropertyValue? {
            properties.last { $0.name.value == key }?.value
        }
        if let diagonal = value("diagonal") {
            guard let colors = colors(diagonal, frame: frame), colors.count == 2 else { return nil }
            return .diagonal(colors[0], colors[1])
        }
        guard let written = value("colors"), let colors = colors(written, frame: frame), colors.count >= 2
        else {
            return nil
        }
        let kind =
            value("type").flatMap { word(($0, frame), cases: Gradient.Kind.allCases.map(\.rawValue)) }
            .flatMap(Gradient.Kind.init) ?? .radial
        var locations = value("locations").map { items(($0, frame)).compactMap { number($0) } }
        if locations?.count != colors.count { locations = nil }
        return Gradient(
            kind: kind, start: value("start").flatMap { point($0, frame: frame) } ?? .topLeft,
            end: value("end").flatMap { point($0, frame: frame) } ?? .bottomRight, colors: colors,
            locations: locations)
    }

    /// Every colour of the list, or nil when one does not resolve.
    private mutating func colors(_ list: PropertyValue, frame: Int) -> [RGBA]? {
        let written = items((list, frame))
        let colors = written.compactMap { color($0) }
        return colors.count == written.count ? colors : nil
    }

    private mutating func point(_ value: PropertyValue, frame: Int) -> UnitPoint? {
        switch value.value {
        case .enumeration(let name), .string(let name): return UnitPoint.named(name)
        case .list:
            let numbers = items((value, frame)).compactMap { number($0) }
            guard numbers.count == 2 else { return nil }
            return UnitPoint(x: numbers[0], y: numbers[1])
        default: return nil
        }
    }
}
