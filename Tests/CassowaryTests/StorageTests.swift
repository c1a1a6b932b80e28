import Testing

@testable import Cassowary

/// The room the solver's tables keep: a layout's solver lives until the process exits, so
/// room left over by building a row or growing a table is memory held for good.
@Suite struct StorageTests {
    static func cells(_ pairs: [(SymbolID, Double)]) -> [Cell] {
        pairs.map { Cell(symbol: $0.0, coefficient: $0.1) }
    }

    /// No room beyond the cells (glibc rounds a 32-byte header and 16-byte cells to no more).
    static func expectTight(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            row.cells.capacity == row.cells.count, "\(row.cells.count) cells, room for \(row.cells.capacity)",
            sourceLocation: sourceLocation)
    }

    @Test func aPivotKeepsTheRowsSizeAndNumbers() {
        var g = SplitMix(state: 21)
        for _ in 0..<200 {
            let count = g.int(1...12)
            let symbols = Array(Set((0..<count).map { _ in SymbolID(g.int(1...40)) })).sorted()
            let coefficients = symbols.map { _ in
                Double(g.int(1...9)) / Double(g.int(1...7)) * (g.int(0...1) == 0 ? 1 : -1)
            }
            var row = Row(constant: Double(g.int(-50...50)) / 3, cells: [])
            row.cells.reserveCapacity(symbols.count)
            row.cells.append(contentsOf: zip(symbols, coefficients).map { Cell(symbol: $0, coefficient: $1) })
            let capacity = row.cells.capacity
            let rhs = g.pick(symbols)
            let lhs = SymbolID(g.int(41...60))
            var expected = row
            expected.add(lhs, -1)
            expected.solve(for: rhs)
            row.solve(lhs: lhs, rhs: rhs)
            #expect(row.constant.bitPattern == expected.constant.bitPattern)
            #expect(row.cells.map(\.symbol) == expected.cells.map(\.symbol))
            #expect(row.cells.map(\.coefficient.bitPattern) == expected.cells.map(\.coefficient.bitPattern))
            #expect(row.cells.capacity == capacity)
        }
    }

    @Test func aMergeWithCancellationsIsAllocatedAtItsSize() {
        // Eight cells, six of which the other row cancels: the merge keeps two, plus one new.
        let row = Row(constant: 1, cells: Self.cells((1...8).map { (SymbolID($0), Double($0)) }))
        let other = Row(
            constant: 2, cells: Self.cells((1...6).map { (SymbolID($0), -Double($0) / 2) } + [(9, 1)]))
        var merged = row
        var added: [SymbolID] = []
        merged.add(other, times: 2, added: &added)
        #expect(merged.cells.map(\.symbol) == [7, 8, 9])
        #expect(added == [9])
        Self.expectTight(merged)
    }

    @Test func aLongRowGrowsWithABoundedMargin() {
        // A short row into a long one (the in-place path), one new cell at a time.
        var row = Row(constant: 0, cells: Self.cells((0..<64).map { (SymbolID(2 * $0), 1) }))
        for step in 0..<64 {
            var added: [SymbolID] = []
            row.add(
                Row(constant: 0, cells: Self.cells([(SymbolID(2 * step + 1), 1)])), times: 1, added: &added)
            #expect(added == [SymbolID(2 * step + 1)])
            #expect(row.cells.capacity <= row.cells.count + row.cells.count / 8 + 1)
        }
        #expect(row.cells.map(\.symbol) == (0..<128).map { SymbolID($0) })
    }

    @Test func theTableauKeepsItsRowsAtTheirSize() throws {
        let views = (0..<40).map { _ in (x: Variable(), width: Variable()) }
        let s = Solver()
        for (i, v) in views.enumerated() {
            try s.add(v.width >= 10)
            try s.add((v.width == 30) ~ 500)
            try s.add(i > 0 ? v.x == views[i - 1].x + views[i - 1].width + 8 : v.x == 0)
            try s.add(v.x + v.width <= 2000)
        }
        expectInvariants(s)
        // Cells that cancel leave their room behind (giving it back would cost a copy per
        // substitution), and a long row keeps an eighth to grow into; nothing keeps twice.
        for (slot, row) in s.tableau.rows.enumerated() where s.tableau.rowBasic[slot] >= 0 {
            #expect(row.cells.capacity <= row.cells.count + row.cells.count / 8 + 1)
        }
        expectValue(s, views[39].x, 39 * 38)
    }

    @Test func anEntryTakesSixteenBytes() throws {
        #expect(MemoryLayout<Solver.Entry?>.stride == 16)
        let x = Variable("x")
        let s = Solver()
        let soft = (x == 5) ~ 300
        let inequality = x >= 1
        let softInequality = (x <= 4) ~ 200
        try s.add([inequality, soft, softInequality])
        let entries = s.entries.compactMap { $0 }
        #expect(entries.map { $0.other == noSymbol } == [true, false, false])
        for entry in entries where entry.other != noSymbol {
            #expect(entry.other == entry.marker + 1)
            #expect(s.tableau.kinds[Int(entry.other)] == .error)
        }
        try s.remove(soft)
        try s.remove(softInequality)
        expectInvariants(s)
        expectValue(s, x, 1)
    }

    @Test func reservedRoomIsKeptThroughAddsAndRebuilds() throws {
        let xs = (0..<300).map { _ in Variable() }
        func build(_ s: Solver) throws -> [Constraint] {
            var made: [Constraint] = []
            for (i, x) in xs.enumerated() {
                let c = i == 0 ? x == 0 : x == xs[i - 1] + 1
                made.append(c)
                try s.add(c)
                try s.add((x <= Double(i) / 2) ~ 100)
            }
            return made
        }
        let hinted = Solver()
        hinted.reserveCapacity(constraints: 1000)
        let capacity = hinted.entries.capacity
        let slots = hinted.tableau.rows.capacity
        let symbols = hinted.tableau.kinds.capacity
        #expect(capacity >= 1000 && slots >= 1000 && symbols >= 1500)
        let made = try build(hinted)
        #expect(hinted.entries.capacity == capacity)
        #expect(hinted.tableau.rows.capacity == slots)
        // 300 variables, a slack and an error for each soft bound: 900 symbols for 600
        // constraints, in the room the hint made for its 1,000.
        #expect(hinted.tableau.symbolCount == 900)
        #expect(hinted.tableau.kinds.capacity == symbols)
        #expect(hinted.tableau.costStamp.capacity >= 1500 && hinted.ownerOfSymbol.capacity >= 1500)
        let plain = Solver()
        _ = try build(plain)
        #expect(xs.map { hinted.value(of: $0).bitPattern } == xs.map { plain.value(of: $0).bitPattern })
        // Removing a required equality rebuilds the tables; the hint still holds for them.
        try hinted.remove(made[150])
        #expect(hinted.entries.capacity >= 1000)
        #expect(hinted.tableau.rows.capacity >= 1000)
        expectInvariants(hinted)
        // A hint below what is there already changes nothing.
        hinted.reserveCapacity(constraints: 10)
        #expect(hinted.entries.capacity >= 1000)
    }

    @Test func aFailedAddRestoresEveryRowsStorage() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try addChecked(s, [x >= 10, y == x + 5, (x == 40) ~ 250, y <= 100])
        func snapshot() -> [[UInt64]] {
            s.tableau.rows.map { row in
                [row.constant.bitPattern, UInt64(row.cells.capacity)]
                    + row.cells.flatMap { [UInt64(bitPattern: Int64($0.symbol)), $0.coefficient.bitPattern] }
            }
        }
        let before = snapshot()
        #expect(conflicts(adding: x + y <= 5, to: s) != nil)
        #expect(snapshot() == before)
        expectInvariants(s)
    }

    /// A failed add whose phase one pivots through a long chain writes many rows and costs; the
    /// journal copies them aside, and the rollback must give every one back (numbers, order and
    /// room) so that the solver goes on exactly as one that never saw the constraint.
    @Test func aFailedAddThatTouchedManyRowsIsUndoneExactly() throws {
        let xs = (0..<120).map { _ in Variable() }
        func build(_ s: Solver) throws {
            try s.add(xs[0] >= 0)
            for i in 1..<xs.count {
                try s.add(xs[i] >= xs[i - 1] + 10)
                try s.add((xs[i] == Double(15 * i)) ~ 300)
                try s.add((xs[i] <= xs[i - 1] + 12) ~ 200)
            }
        }
        let s = Solver()
        try build(s)
        func snapshot() -> [[UInt64]] {
            let rows = s.tableau.rows.enumerated().map { slot, row in
                [UInt64(bitPattern: Int64(s.tableau.rowBasic[slot])), s.tableau.written[slot]]
                    + [row.constant.bitPattern, UInt64(row.cells.capacity)]
                    + row.cells.flatMap { [UInt64(bitPattern: Int64($0.symbol)), $0.coefficient.bitPattern] }
            }
            let costs = s.tableau.costs.map { cost in
                [UInt64(cost.capacity)]
                    + cost.flatMap { [$0.priority.bitPattern, $0.coefficient.bitPattern] }
            }
            return rows + costs + [s.tableau.freeSlots.map { UInt64(bitPattern: Int64($0)) }]
        }
        let before = snapshot()
        #expect(conflicts(adding: xs[xs.count - 1] <= 100, to: s) != nil)
        let touched = s.tableau.rowStamp.filter { $0 == s.tableau.transaction }.count
        #expect(touched > 50, "the failed add touched only \(touched) rows")
        let after = snapshot()
        let differing = before.indices.filter { $0 >= after.count || after[$0] != before[$0] }
        #expect(after.count == before.count && differing.isEmpty, "differing entries: \(differing.prefix(8))")
        expectInvariants(s)
        let more: [Constraint] = [xs[60] <= 700, (xs[119] == 900) ~ 800]
        try addChecked(s, more)
        let t = Solver()
        try build(t)
        try t.add(more)
        #expect(xs.map { s.value(of: $0).bitPattern } == xs.map { t.value(of: $0).bitPattern })
    }
}
