extension Solver {
    /// Checks the tableau's structural invariants and returns a description of every violation
    /// (empty when all hold).
    ///
    /// For tests; O(size of the tableau).
    ///
    /// * every live row's basic symbol maps back to the row and appears in no row;
    /// * rows are sorted, hold no near-zero cells, and the column index lists each of their cells;
    /// * restricted basic symbols have a non-negative constant (primal feasibility);
    /// * basic symbols have no cost; no parametric symbol could still improve the lexicographic
    ///   objective (optimality), no artificial symbol is left over;
    /// * every variable's symbol is external and maps back to the variable.
    func checkInvariants() -> [String] {
        var problems: [String] = []
        let t = tableau
        let tolerance = 1e-7
        for slot in t.rows.indices {
            let b = t.rowBasic[slot]
            if b < 0 { continue }
            let row = t.rows[slot]
            if t.basicSlot[Int(b)] != Int32(slot) {
                problems.append("row \(slot): basic \(b) does not map back")
            }
            if t.kinds[Int(b)] == .artificial { problems.append("row \(slot): artificial symbol is basic") }
            if t.kinds[Int(b)].isRestricted && row.constant < -tolerance {
                problems.append("row \(slot): restricted basic \(b) has constant \(row.constant)")
            }
            var previous: SymbolID = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(slot): cells not sorted") }
                previous = cell.symbol
                if isNearZero(cell.coefficient) { problems.append("row \(slot): near-zero cell") }
                if t.isBasic(cell.symbol) && t.kinds[Int(b)].isRestricted {
                    problems.append("row \(slot): basic symbol \(cell.symbol) in a restricted row")
                }
                if t.kinds[Int(cell.symbol)] == .artificial {
                    problems.append("row \(slot): artificial symbol left in a row")
                }
                let list = t.columnList(cell.symbol, restricted: t.kinds[Int(b)].isRestricted)
                if !t.columnLists.contains(Int32(slot), in: list) {
                    problems.append("row \(slot): column index misses symbol \(cell.symbol)")
                }
            }
        }
        for s in 0..<t.symbolCount {
            let cost = t.costs[s]
            if cost.isEmpty { continue }
            if t.basicSlot[s] >= 0 { problems.append("symbol \(s): basic but has a cost") }
            var previous = Double.infinity
            for c in cost {
                if c.priority >= previous { problems.append("symbol \(s): cost vector not ordered") }
                previous = c.priority
            }
            if t.basicSlot[s] < 0 {
                let lead = cost[0].coefficient
                switch t.kinds[s] {
                case .slack, .error:
                    if lead < -tolerance { problems.append("symbol \(s): can still improve the objective") }
                case .external:
                    if abs(lead) > tolerance { problems.append("external symbol \(s): non-zero cost") }
                case .dummy, .artificial:
                    break
                }
            }
        }
        for (k, v) in variables.enumerated() {
            let s = symbolOfVariable[v.id]
            if s < 0 || t.kinds[Int(s)] != .external { problems.append("variable \(v) (#\(k)): bad symbol") }
        }
        // External rows may refer to basic symbols, but the references must not form a cycle.
        var state = [UInt8](repeating: 0, count: t.symbolCount)
        for start in 0..<t.symbolCount where t.basicSlot[start] >= 0 && state[start] == 0 {
            var stack: [(Int, Int)] = [(start, 0)]
            state[start] = 1
            while let (s, k) = stack.last {
                let row = t.rows[Int(t.basicSlot[s])]
                if k == row.cells.count {
                    state[s] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].1 += 1
                let next = Int(row.cells[k].symbol)
                guard t.basicSlot[next] >= 0 else { continue }
                if state[next] == 1 {
                    problems.append("external rows refer to each other in a cycle through \(next)")
                    return problems
                }
                if state[next] == 0 {
                    state[next] = 1
                    stack.append((next, 0))
                }
            }
        }
        if t.artificialObjective != nil { problems.append("artificial objective left active") }
        if t.journal.isOpen { problems.append("transaction left open") }
        return problems
    }
}
