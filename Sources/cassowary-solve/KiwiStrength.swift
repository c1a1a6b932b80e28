import Cassowary

/// A strength on kiwi's scale (strong 1e6, medium 1e3, weak 1, required 1001001000).
///
/// The solver has exact priorities, not weights. The front end therefore maps every *distinct*
/// kiwi strength value present in a system to its own priority level, ordered by value. With the
/// usual three kiwi levels, kiwi and this solver agree whenever kiwi's weighted sum does not let
/// many lower-level violations outweigh one higher-level violation (kiwi's weights are only
/// approximately lexicographic); where that happens, this solver's answer is the exact one.
struct KiwiStrength: Hashable, Comparable {
    static let requiredValue = 1_001_001_000.0

    var value: Double

    var isRequired: Bool { value >= Self.requiredValue }

    static func < (a: KiwiStrength, b: KiwiStrength) -> Bool { a.value < b.value }

    /// kiwi's `strength.create(a, b, c, w)`: each tier clipped to [0, 1000].
    static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Double {
        func clip(_ x: Double) -> Double { max(0, min(1000, x)) }
        return clip(a * w) * 1_000_000 + clip(b * w) * 1000 + clip(c * w)
    }

    /// kiwi_solve.py's `parse_strength`, except that booleans are no numbers here (Python's
    /// `isinstance(True, int)` would take `[1, 0, true]`).
    static func parse(_ doc: Document, _ node: Int, _ at: Place) throws(BadInput) -> KiwiStrength {
        switch doc.kind(node) {
        case .string:
            let name = doc.text(node)
            if equals(name, "required") { return KiwiStrength(value: requiredValue) }
            if equals(name, "strong") { return KiwiStrength(value: 1_000_000) }
            if equals(name, "medium") { return KiwiStrength(value: 1000) }
            if equals(name, "weak") { return KiwiStrength(value: 1) }
            throw doc.bad("\(at): unknown strength \(doc.show(node))", node)
        case .array where doc.count(node) == 3 || doc.count(node) == 4:
            var xs: [Double] = []
            for x in node + 1..<doc.end(node) {
                guard doc.kind(x) == .number else {
                    throw doc.bad("\(at): bad strength \(doc.show(node))", node)
                }
                xs.append(doc.nodes[x].number)
            }
            let s = create(xs[0], xs[1], xs[2], xs.count == 4 ? xs[3] : 1)
            return KiwiStrength(value: min(s, requiredValue))
        case .number:
            // The reader admits only finite numbers.
            let n = doc.nodes[node].number
            guard n >= 0 else { throw doc.bad("\(at): bad strength \(doc.show(node))", node) }
            return KiwiStrength(value: min(n, requiredValue))
        default:
            throw doc.bad("\(at): bad strength \(doc.show(node))", node)
        }
    }

    /// Maps each distinct soft strength to a priority in 1..<1000, keeping the order.
    static func priorities(for strengths: [KiwiStrength]) -> [KiwiStrength: Priority] {
        let soft = Set(strengths.filter { !$0.isRequired }).sorted()
        var map: [KiwiStrength: Priority] = [:]
        let span = Double(max(soft.count - 1, 1))
        for (i, s) in soft.enumerated() { map[s] = Priority(1 + 998 * Double(i) / span) }
        map[KiwiStrength(value: requiredValue)] = .required
        return map
    }
}
