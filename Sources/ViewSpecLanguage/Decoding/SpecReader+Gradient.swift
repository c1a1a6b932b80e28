import ViewSpecCore
import ViewSpecSyntax

/// Gradient values: the object shape checks keys and each value's type, and these check what
/// only the whole value can say (how many colours, locations in order, `diagonal` alone).
/// Counts are taken from the syntax, so a colour that failed to decode (and was reported) does
/// not also make the list look short.
extension SpecReader {
    mutating func gradient(_ node: SyntaxNode, what: String) -> PropertyValue? {
        guard let decoded = decodeValue(node, shape: .object(SpecShapes.gradientShape), what: what),
            case .object(let properties) = decoded.value, let pairs = node.mapping
        else { return nil }
        if let diagonal = pairs.value(for: "diagonal") {
            for pair in pairs
            where ["colors", "type", "start", "end", "locations"].contains(pair.key.text ?? "") {
                decoder.error(.gradientDiagonalWith(pair.key.text ?? ""), at: pair.key.range)
            }
            if let count = colorCount(diagonal, key: "diagonal"), count != 2 {
                decoder.error(.gradientColorCount(count, key: "diagonal"), at: diagonal.range)
            }
        } else if let colors = pairs.value(for: "colors") {
            let count = colorCount(colors, key: "colors")
            if let count, count < 2 {
                decoder.error(.gradientColorCount(count, key: "colors"), at: colors.range)
            }
            if let locations = pairs.value(for: "locations"), let items = locations.sequence {
                if let count, items.count != count {
                    decoder.error(.gradientLocationCount(items.count, colors: count), at: locations.range)
                }
                let decodedLocations = properties.last { $0.name.value == "locations" }?.value
                if case .list(let numbers)? = decodedLocations?.value { checkIncreasing(numbers) }
            }
        } else {
            decoder.error(.gradientNeedsColors(), at: node.range)
        }
        for key in ["start", "end"] {
            if let point = pairs.value(for: key), let numbers = point.sequence, numbers.count != 2 {
                decoder.error(.gradientPoint(count: numbers.count), at: point.range)
            }
        }
        return decoded
    }

    /// The number of colours in a colour list; nil when it is not a list (the shape reported it)
    /// or is a token, which cannot stand for a list.
    private mutating func colorCount(_ node: SyntaxNode, key: String) -> Int? {
        if Self.referenceName(node) != nil {
            decoder.error(
                .wrongType(expected: "a list of colours", found: "a token", for: key), at: node.range)
            return nil
        }
        return node.sequence?.count
    }

    private mutating func checkIncreasing(_ items: [PropertyValue]) {
        var previous: Double?
        for item in items {
            guard case .number(let location) = item.value else { continue }
            if let previous, location < previous {
                decoder.error(
                    .gradientLocationsDecrease(NumberText.plain(location), after: NumberText.plain(previous)),
                    at: item.range)
            }
            previous = location
        }
    }
}
