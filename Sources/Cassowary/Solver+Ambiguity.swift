extension Solver {
    /// The variables that the constraints do not determine, in creation order.
    ///
    /// A variable is ambiguous when it can change without making any constraint system worse:
    /// all required constraints still hold and the total violation at every priority level stays
    /// at its optimum. Those points form the *optimal face* of the lexicographic LP; the variable
    /// is ambiguous iff it is not constant on that face.
    ///
    /// The test reads the final optimal tableau (no re-solving in the common case):
    ///
    /// 1. On the optimal face every parametric symbol whose cost vector is non-zero must stay at 0
    ///    (costs are lexicographically non-negative at the optimum, so moving it would make some
    ///    level worse). Dummies are fixed. The remaining parametric symbols — zero cost at every
    ///    level — form the set Z of directions that are free at zero cost.
    /// 2. Each variable, written over parametric symbols (its row, expanded), changes only along
    ///    directions in Z that appear in it with a non-zero coefficient. None → determined.
    /// 3. Moving along Z must keep the tableau feasible: slack/error symbols in Z may only grow,
    ///    and restricted basic rows whose value is already 0 (degenerate rows) must not go
    ///    negative. Rows with a positive value allow a small move in any direction. So if no
    ///    degenerate row touches the variable's Z symbols (transitively), the variable is
    ///    ambiguous.
    /// 4. Otherwise the feasible directions form a cone {d : d_j >= 0 for restricted j,
    ///    sum(a_ij d_j) >= 0 for the degenerate rows i}, and the variable (coefficients a) is
    ///    ambiguous iff a·d >= 1 or a·d <= -1 is feasible on that cone — two small LPs on a probe
    ///    solver, only for the variables that reach a degenerate row.
    ///
    /// Cost: one memoised expansion of every external row plus, for each variable, the breadth of
    /// its Z symbols; LPs only in degenerate cases.
    public func ambiguousVariables() -> [Variable] {
        var analysis = AmbiguityAnalysis(tableau: tableau)
        return knownVariables.filter { analysis.isAmbiguous(symbolOfVariable[$0.id]) }
    }

    /// Whether `variable` is not determined by the constraints (see ``ambiguousVariables()``).
    /// Variables the solver has never seen are unconstrained, hence ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.id < symbolOfVariable.count, symbolOfVariable[variable.id] >= 0 else { return true }
        var analysis = AmbiguityAnalysis(tableau: tableau)
        return analysis.isAmbiguous(symbolOfVariable[variable.id])
    }
}

/// Working state of one ambiguity query over a snapshot of the tableau.
struct AmbiguityAnalysis {
    var t: Tableau
    /// Expansions of basic external symbols over parametric symbols, memoised.
    var expanded: [Row?]

    init(tableau: Tableau) {
        t = tableau
        expanded = Array(repeating: nil, count: tableau.symbolCount)
    }

    /// Parametric, may move, and costs nothing at any level.
    func isFree(_ s: SymbolID) -> Bool {
        let i = Int(s)
        guard t.basicSlot[i] < 0, t.costs[i].isEmpty else { return false }
        switch t.kinds[i] {
        case .external, .slack, .error: return true
        case .dummy, .artificial: return false
        }
    }

    /// The symbol written over parametric symbols.
    mutating func form(of s: SymbolID) -> Row {
        let slot = t.basicSlot[Int(s)]
        if slot < 0 { return Row(constant: 0, cells: [Cell(symbol: s, coefficient: 1)]) }
        if t.kinds[Int(s)] != .external { return t.rows[Int(slot)] }
        if let row = expanded[Int(s)] { return row }
        // Iterative post-order over references so that deep chains do not recurse.
        var stack: [SymbolID] = [s]
        while let top = stack.last {
            if expanded[Int(top)] != nil {
                stack.removeLast()
                continue
            }
            let row = t.rows[Int(t.basicSlot[Int(top)])]
            var pending = false
            for cell in row.cells {
                let c = cell.symbol
                if t.basicSlot[Int(c)] >= 0 && t.kinds[Int(c)] == .external && expanded[Int(c)] == nil {
                    stack.append(c)
                    pending = true
                }
            }
            if pending { continue }
            var result = Row(constant: row.constant)
            var ignored: [SymbolID] = []
            for cell in row.cells {
                let c = cell.symbol
                let slot = t.basicSlot[Int(c)]
                if slot < 0 {
                    result.add(c, cell.coefficient)
                } else if t.kinds[Int(c)] != .external {
                    result.add(t.rows[Int(slot)], times: cell.coefficient, added: &ignored)
                } else {
                    result.add(expanded[Int(c)]!, times: cell.coefficient, added: &ignored)
                }
            }
            expanded[Int(top)] = result
            stack.removeLast()
        }
        return expanded[Int(s)]!
    }

    mutating func isAmbiguous(_ s: SymbolID) -> Bool {
        let a = form(of: s).cells.filter { isFree($0.symbol) }
        if a.isEmpty { return false }
        // Degenerate restricted rows reachable from the variable's free directions.
        var inClosure = Set<SymbolID>()
        var queue = a.map(\.symbol)
        var seenRows = Set<Int32>()
        var degenerate: [Int32] = []
        for q in queue { inClosure.insert(q) }
        var k = 0
        while k < queue.count {
            let z = queue[k]
            k += 1
            for slot in t.slots(containing: z, clear: false) {
                let b = t.rowBasic[Int(slot)]
                guard t.kinds[Int(b)].isRestricted, abs(t.rows[Int(slot)].constant) <= nearZero,
                    !seenRows.contains(slot)
                else { continue }
                seenRows.insert(slot)
                degenerate.append(slot)
                for cell in t.rows[Int(slot)].cells
                where isFree(cell.symbol) && !inClosure.contains(cell.symbol) {
                    inClosure.insert(cell.symbol)
                    queue.append(cell.symbol)
                }
            }
        }
        if degenerate.isEmpty { return true }
        // Small LP on the cone of feasible directions. Rows are visited in sorted order so the
        // probe is built the same way on every run (the sets above are only for membership).
        let symbols = queue.sorted()
        var direction: [SymbolID: Variable] = [:]
        var cone: [Constraint] = []
        for z in symbols {
            let d = Variable("d\(z)")
            direction[z] = d
            if t.kinds[Int(z)].isRestricted { cone.append(d >= 0) }
        }
        for slot in degenerate.sorted() {
            let terms = t.rows[Int(slot)].cells.compactMap { c in
                direction[c.symbol].map { Term($0, c.coefficient) }
            }
            if !terms.isEmpty { cone.append(Expression(terms) >= 0) }
        }
        let objective = Expression(a.map { Term(direction[$0.symbol]!, $0.coefficient) })
        return Solver.isFeasible(cone + [objective >= 1]) || Solver.isFeasible(cone + [objective <= -1])
    }
}
