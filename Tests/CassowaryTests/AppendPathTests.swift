import Testing

@testable import Cassowary

/// The append paths taken when a symbol or id comes after all the others: the same contents as
/// inserting in order would give.
@Suite struct AppendPathTests {
    @Test func rowAddKeepsCellsSortedWhereverTheSymbolGoes() {
        var row = Row(constant: 1)
        var model: [SymbolID: Double] = [:]
        // Last, first, middle, last again, an existing symbol, a cancelling one, a zero.
        let steps: [(SymbolID, Double)] = [
            (5, 1), (1, 2), (3, -1), (9, 4), (12, 0.5), (3, 2), (9, -4), (7, 0),
        ]
        for (symbol, coefficient) in steps {
            row.add(symbol, coefficient)
            let sum = (model[symbol] ?? 0) + coefficient
            model[symbol] = isNearZero(sum) ? nil : sum
            #expect(row.cells.map(\.symbol) == model.keys.sorted())
            #expect(row.cells.allSatisfy { model[$0.symbol] == $0.coefficient })
        }
        #expect(row.cells.map(\.symbol) == [1, 3, 5, 12])
    }

    @Test func idTableReadsBackIdsSetInAnyOrder() {
        var table = IDTable()
        var model: [Int: Int32] = [:]
        // In sequence (the append path), with gaps, below the first id, and rewritten.
        let writes: [(Int, Int32)] = [
            (100, 0), (101, 1), (102, 2), (105, 3), (106, 4), (97, 5), (101, 6), (107, 7),
        ]
        for (id, value) in writes {
            table[id] = value
            model[id] = value
            for probe in 90...110 { #expect(table[probe] == model[probe] ?? -1, "id \(probe)") }
        }
    }
}
