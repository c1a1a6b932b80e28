import Testing

@testable import Cassowary

/// Constraints between already-constrained variables that the solver resolves locally (a
/// parametric variable that only external rows mention becomes basic, its definition expanded
/// just enough), and the fallbacks when that is not possible.
@Suite struct LocalDefinitionTests {
    /// Total number of cells in the live rows (the tableau's size).
    func cellCount(_ s: Solver) -> Int {
        var n = 0
        for slot in s.tableau.rows.indices where s.tableau.rowBasic[slot] >= 0 {
            n += s.tableau.rows[slot].cells.count
        }
        return n
    }

    @Test func pinningTheEndOfAChainDefinesItsStart() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let d = Variable("d")
        let s = Solver()
        try addChecked(s, [a == b + 10, c == a + 5, d == c + 1])
        #expect(s.ambiguousVariables().map(\.name) == ["a", "b", "c", "d"])
        try addChecked(s, [d == 100])
        expectValue(s, b, 84)
        expectValue(s, a, 94)
        expectValue(s, c, 99)
        expectValue(s, d, 100)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func coefficientsAccumulateThroughDependents() throws {
        let a = Variable("a")
        let b = Variable("b")
        let s = Solver()
        try addChecked(s, [a == b + 10, a + b == 30])
        expectValue(s, a, 20)
        expectValue(s, b, 10)
    }

    @Test func cancellingRowsFallBackToRedundancyAndConflicts() throws {
        let a = Variable("a")
        let b = Variable("b")
        let s = Solver()
        let base = a == b + 10
        try addChecked(s, [base])
        // b cancels out: implied (accepted) or contradictory (rejected, naming the base).
        try addChecked(s, [a - b == 10])
        let bad = a - b == 11
        let set = conflicts(adding: bad, to: s)
        #expect(set.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(base)])
        expectInvariants(s)
        try addChecked(s, [b == 1])
        expectValue(s, a, 11)
    }

    @Test func longChainsFallBackToTheFullExpansion() throws {
        // More dependents than the local search looks at: the full expansion takes over.
        let x = (0..<400).map { Variable("x\($0)") }
        let s = Solver()
        for i in 1..<x.count { try s.add(x[i] == x[i - 1] + 1) }
        expectInvariants(s)
        #expect(s.ambiguousVariables().count == x.count)
        try addChecked(s, [x[x.count - 1] == 1000])
        for i in [0, 1, 200, 399] { expectValue(s, x[i], Double(1000 - 399 + i)) }
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Sections stacked one below the other, each with a title and a box; the boxes' heights are
    /// fixed last, after the next section's origin was tied to the previous one (the order a layout
    /// adds them in).
    ///
    /// Every such constraint links two already-constrained views.
    func sections(_ n: Int, soft: Bool) throws -> (Solver, [Variable], [Variable]) {
        let s = Solver()
        var y: [Variable] = []
        var height: [Variable] = []
        var boxHeight: [Variable] = []
        for i in 0..<n {
            let sy = Variable("section\(i).y")
            let sh = Variable("section\(i).height")
            let ty = Variable("title\(i).y")
            let th = Variable("title\(i).height")
            let by = Variable("box\(i).y")
            let bh = Variable("box\(i).height")
            y.append(sy)
            height.append(sh)
            boxHeight.append(bh)
            try s.add(ty == sy + 8)
            try s.add(by == ty + th + 16)
            try s.add(sy + sh == by + bh + 8)
            if soft {
                try s.add((th <= 30) ~ 250)
                try s.add((th >= 30) ~ 750)
            } else {
                try s.add(th == 30)
            }
        }
        try s.add(y[0] == 0)
        for i in 1..<n { try s.add(y[i] == y[i - 1] + height[i - 1]) }
        for i in 0..<n { try s.add(boxHeight[i] == 40) }
        return (s, y, height)
    }

    @Test(arguments: [false, true])
    func sectionsLinkedLateStaySmallAndExact(soft: Bool) throws {
        let n = 300
        let (s, y, height) = try sections(n, soft: soft)
        expectInvariants(s)
        for i in [0, 1, 150, n - 1] {
            expectValue(s, height[i], 102)
            expectValue(s, y[i], Double(102 * i))
        }
        if !soft {
            // (With the soft bounds every title row is degenerate, which sends the query to its
            // cone LPs: correct but slow in a debug build.)
            #expect(s.ambiguousVariables().isEmpty)
        }
        // Linear size: a few cells per constraint, not rows that unroll every section above.
        #expect(cellCount(s) < 40 * n)
    }

    @Test func sectionsGiveBitIdenticalValuesOnEveryRun() throws {
        func run() throws -> [UInt64] {
            let (s, y, height) = try sections(60, soft: true)
            return (y + height).map { s.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }
}
