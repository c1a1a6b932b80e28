import Testing

@testable import Cassowary

/// A row's in-place arithmetic on long rows (where cancellations and new cells are gathered
/// and applied together) against a plain dictionary: the same cells, the same numbers.
@Suite struct RowTests {
    /// The model: symbol → coefficient, near-zero sums dropped as the row drops them.
    static func model(_ row: Row) -> [SymbolID: Double] {
        Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol, $0.coefficient) })
    }

    static func adding(_ model: [SymbolID: Double], _ other: Row, times k: Double) -> [SymbolID: Double] {
        var result = model
        for cell in other.cells {
            let sum = (result[cell.symbol] ?? 0) + cell.coefficient * k
            result[cell.symbol] = isNearZero(sum) ? nil : sum
        }
        return result
    }

    /// A long row and a short one that shares some of its symbols (some with the opposite
    /// coefficient, so they cancel) and brings some new ones.
    static func pair(_ g: inout SplitMix, long: Int, short: Int) -> (Row, Row, SymbolID) {
        let symbols = Array(Set((0..<long).map { _ in SymbolID(g.int(0...4 * long)) })).sorted()
        let row = Row(constant: 3, cells: symbols.map { Cell(symbol: $0, coefficient: Double(g.int(1...4))) })
        let substituted = g.pick(symbols)
        var other: [SymbolID: Double] = [:]
        for _ in 0..<short {
            if g.int(0...1) == 0, let shared = symbols.randomElement(using: &g), shared != substituted {
                // Cancels the row's cell exactly when multiplied by the substituted coefficient.
                other[shared] =
                    g.int(0...1) == 0 ? -row.coefficient(of: shared) / row.coefficient(of: substituted) : 1
            } else {
                let fresh = SymbolID(4 * long + 1 + g.int(0...4 * long))
                other[fresh] = Double(g.int(1...3))
            }
        }
        let cells = other.sorted { $0.key < $1.key }.map { Cell(symbol: $0.key, coefficient: $0.value) }
        return (row, Row(constant: 2, cells: cells), substituted)
    }

    @Test func substituteInALongRowMatchesTheModel() {
        var g = SplitMix(state: 11)
        for round in 0..<300 {
            let (row, other, symbol) = Self.pair(&g, long: 40 + round % 200, short: 1 + round % 6)
            var expected = Self.model(row)
            let k = expected.removeValue(forKey: symbol)!
            expected = Self.adding(expected, other, times: k)
            var actual = row
            var added: [SymbolID] = []
            actual.substitute(symbol, with: other, times: 1, added: &added)
            #expect(Self.model(actual) == expected)
            #expect(actual.cells.map(\.symbol) == actual.cells.map(\.symbol).sorted())
            #expect(actual.cells.allSatisfy { !isNearZero($0.coefficient) })
            #expect(Set(added) == Set(expected.keys).subtracting(row.cells.map(\.symbol)))
            #expect(actual.constant == row.constant + other.constant * k)
        }
    }

    @Test func addingAShortRowToALongOneMatchesTheModel() {
        var g = SplitMix(state: 12)
        for round in 0..<300 {
            let (row, other, _) = Self.pair(&g, long: 40 + round % 200, short: 1 + round % 4)
            let k = Double(g.int(1...3))
            var actual = row
            var added: [SymbolID] = []
            actual.add(other, times: k, added: &added)
            let expected = Self.adding(Self.model(row), other, times: k)
            #expect(Self.model(actual) == expected)
            #expect(actual.cells.map(\.symbol) == actual.cells.map(\.symbol).sorted())
            #expect(Set(added) == Set(expected.keys).subtracting(row.cells.map(\.symbol)))
        }
    }
}
