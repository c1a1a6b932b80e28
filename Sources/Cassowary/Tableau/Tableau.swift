/// Why a tableau operation gave up. `trace` lists the marker symbols that witness an
/// infeasibility (only meaningful when equality markers are kept).
enum TableauFailure: Error {
    case infeasible(trace: [SymbolID])
    case numerical(String)
}

/// The simplex tableau: rows of basic symbols over parametric ones, a lexicographic objective and
/// the indices that keep every operation proportional to the rows it actually touches.
///
/// A value type with `mutating` methods, owned by ``Solver``: inside a method all storage is
/// reached through `inout self`, so Swift needs no dynamic exclusivity checks on the hot paths.
struct Tableau {
    // Per symbol (index = SymbolID).
    var kinds: [SymbolKind] = []
    /// Slot of the row this symbol is basic in, or -1 when parametric.
    var basicSlot: [Int32] = []
    var costs: [CostVector] = []
    /// Slots whose rows may contain the symbol. Maintained lazily: entries are appended when a
    /// cell is created and only pruned when the column is read, so dead or duplicate entries are
    /// possible and every reader filters them. Readers only use it for membership; every choice
    /// made from it is tie-broken by symbol id, so its order never shows in results.
    var columns: [[Int32]] = []
    var inHeap: [Bool] = []
    var costStamp: [UInt32] = []

    // Per row slot.
    var rows: [Row] = []
    /// Basic symbol of each slot, -1 for a free slot.
    var rowBasic: [SymbolID] = []
    var freeSlots: [Int32] = []
    var slotMark: [UInt32] = []
    var rowStamp: [UInt32] = []
    var markGeneration: UInt32 = 0

    /// Min-heap of symbols that may be entering candidates (validated when popped).
    var candidates: [SymbolID] = []
    /// Restricted rows whose constant went negative (dual simplex work list).
    var infeasible: [Int32] = []
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificialObjective: Row? = nil

    var journal: Journal? = nil
    var transaction: UInt32 = 0

    /// What is needed to put the tableau back exactly as it was before a failed add.
    struct Journal {
        var symbolCount: Int
        var slotCount: Int
        var freeSlots: [Int32]
        var savedRows: [(slot: Int32, row: Row, basic: SymbolID)] = []
        var savedCosts: [(symbol: SymbolID, cost: CostVector)] = []
    }

    var symbolCount: Int { kinds.count }

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> SymbolID {
        let s = SymbolID(kinds.count)
        kinds.append(kind)
        basicSlot.append(-1)
        costs.append([])
        columns.append([])
        inHeap.append(false)
        costStamp.append(0)
        return s
    }

    @inline(__always) func isBasic(_ s: SymbolID) -> Bool { basicSlot[Int(s)] >= 0 }

    @inline(__always) func rowOf(_ s: SymbolID) -> Row? {
        let slot = basicSlot[Int(s)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// Value in the current basic solution (parametric symbols are zero).
    func value(of s: SymbolID) -> Double {
        let slot = basicSlot[Int(s)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    mutating func beginTransaction() {
        transaction &+= 1
        if transaction == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            for i in costStamp.indices { costStamp[i] = 0 }
            transaction = 1
        }
        journal = Journal(symbolCount: kinds.count, slotCount: rows.count, freeSlots: freeSlots)
    }

    mutating func commit() { journal = nil }

    @inline(__always) mutating func touchRow(_ slot: Int32) {
        guard journal != nil else { return }
        let i = Int(slot)
        if rowStamp[i] == transaction { return }
        rowStamp[i] = transaction
        if i < journal!.slotCount { journal!.savedRows.append((slot, rows[i], rowBasic[i])) }
    }

    @inline(__always) mutating func touchCost(_ s: SymbolID) {
        guard journal != nil else { return }
        let i = Int(s)
        if costStamp[i] == transaction { return }
        costStamp[i] = transaction
        if i < journal!.symbolCount { journal!.savedCosts.append((s, costs[i])) }
    }

    /// Restores the state saved by `beginTransaction`, bit for bit.
    mutating func rollback() {
        guard let j = journal else { return }
        journal = nil
        var slots = j.savedRows.map { Int($0.slot) }
        slots.append(contentsOf: j.slotCount..<rows.count)
        for slot in slots where rowBasic[slot] >= 0 && Int(rowBasic[slot]) < j.symbolCount {
            basicSlot[Int(rowBasic[slot])] = -1
        }
        rows.removeLast(rows.count - j.slotCount)
        rowBasic.removeLast(rowBasic.count - j.slotCount)
        slotMark.removeLast(slotMark.count - j.slotCount)
        rowStamp.removeLast(rowStamp.count - j.slotCount)
        let extra = kinds.count - j.symbolCount
        kinds.removeLast(extra)
        basicSlot.removeLast(extra)
        costs.removeLast(extra)
        columns.removeLast(extra)
        inHeap.removeLast(extra)
        costStamp.removeLast(extra)
        for saved in j.savedRows {
            let slot = Int(saved.slot)
            rows[slot] = saved.row
            rowBasic[slot] = saved.basic
            if saved.basic >= 0 {
                basicSlot[Int(saved.basic)] = saved.slot
                for cell in saved.row.cells { columns[Int(cell.symbol)].append(saved.slot) }
            }
        }
        for saved in j.savedCosts { costs[Int(saved.symbol)] = saved.cost }
        freeSlots = j.freeSlots
        for s in candidates where Int(s) < inHeap.count { inHeap[Int(s)] = false }
        candidates.removeAll()
        infeasible.removeAll()
        artificialObjective = nil
    }

    @discardableResult
    mutating func insertRow(_ row: Row, basic: SymbolID) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            touchRow(slot)
            rows[Int(slot)] = row
            rowBasic[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            rowBasic.append(basic)
            slotMark.append(0)
            rowStamp.append(transaction)
        }
        basicSlot[Int(basic)] = slot
        for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
        return slot
    }

    @discardableResult
    mutating func removeRow(_ slot: Int32) -> Row {
        touchRow(slot)
        let i = Int(slot)
        let row = rows[i]
        basicSlot[Int(rowBasic[i])] = -1
        rowBasic[i] = -1
        rows[i] = Row()
        freeSlots.append(slot)
        return row
    }

    /// The live slots that contain `s`, deduplicated, in column order. With `clear` the column is
    /// emptied (the caller is about to remove `s` from all of them); otherwise it is compacted.
    mutating func slots(containing s: SymbolID, clear: Bool) -> [Int32] {
        markGeneration &+= 1
        if markGeneration == 0 {
            for i in slotMark.indices { slotMark[i] = 0 }
            markGeneration = 1
        }
        let column = columns[Int(s)]
        var out: [Int32] = []
        out.reserveCapacity(column.count)
        for slot in column {
            let i = Int(slot)
            if slotMark[i] != markGeneration && rowBasic[i] >= 0 && rows[i].contains(s) {
                slotMark[i] = markGeneration
                out.append(slot)
            }
        }
        columns[Int(s)] = clear ? [] : out
        return out
    }

    // MARK: Objective

    @inline(__always) func isCandidate(_ s: SymbolID) -> Bool {
        let i = Int(s)
        guard basicSlot[i] < 0, let lead = costs[i].first else { return false }
        switch kinds[i] {
        case .slack, .error: return lead.coefficient < 0
        case .external: return true
        case .dummy, .artificial: return false
        }
    }

    mutating func addCost(_ s: SymbolID, _ priority: Double, _ coefficient: Double) {
        touchCost(s)
        costs[Int(s)].add(priority, coefficient)
        pushCandidate(s)
    }

    mutating func pushCandidate(_ s: SymbolID) {
        let i = Int(s)
        if inHeap[i] || !isCandidate(s) { return }
        inHeap[i] = true
        candidates.append(s)
        var c = candidates.count - 1
        while c > 0 {
            let p = (c - 1) >> 1
            if candidates[p] <= candidates[c] { break }
            candidates.swapAt(p, c)
            c = p
        }
    }

    /// Lowest-id symbol whose cost vector is lexicographically improving (Bland's rule on the
    /// lexicographic objective), or nil when the tableau is optimal.
    mutating func popCandidate() -> SymbolID? {
        while !candidates.isEmpty {
            let top = candidates[0]
            let last = candidates.removeLast()
            if !candidates.isEmpty {
                candidates[0] = last
                var c = 0
                let n = candidates.count
                while true {
                    let l = 2 * c + 1
                    if l >= n { break }
                    var m = l
                    if l + 1 < n && candidates[l + 1] < candidates[l] { m = l + 1 }
                    if candidates[c] <= candidates[m] { break }
                    candidates.swapAt(c, m)
                    c = m
                }
            }
            inHeap[Int(top)] = false
            if isCandidate(top) { return top }
        }
        return nil
    }

    // MARK: Substitution and pivoting

    /// Replaces the parametric symbol `s` by `row` in every row and in the objective(s).
    mutating func substitute(_ s: SymbolID, _ row: Row) {
        var added: [SymbolID] = []
        for slot in slots(containing: s, clear: true) {
            touchRow(slot)
            let i = Int(slot)
            let c = rows[i].coefficient(of: s)
            rows[i].remove(s)
            added.removeAll(keepingCapacity: true)
            rows[i].add(row, times: c, added: &added)
            for a in added { columns[Int(a)].append(slot) }
            if kinds[Int(rowBasic[i])].isRestricted && rows[i].constant < 0 { infeasible.append(slot) }
        }
        let cost = costs[Int(s)]
        if !cost.isEmpty {
            touchCost(s)
            costs[Int(s)] = []
            for cell in row.cells {
                for oc in cost { addCost(cell.symbol, oc.priority, oc.coefficient * cell.coefficient) }
            }
        }
        if artificialObjective != nil {
            let c = artificialObjective!.coefficient(of: s)
            if c != 0 {
                var ignored: [SymbolID] = []
                artificialObjective!.remove(s)
                artificialObjective!.add(row, times: c, added: &ignored)
            }
        }
    }

    /// Makes `entering` basic in `slot`; the slot's basic symbol becomes parametric.
    mutating func pivot(entering: SymbolID, slot: Int32) {
        touchRow(slot)
        let i = Int(slot)
        var row = rows[i]
        rows[i] = Row()
        let leaving = rowBasic[i]
        row.solve(lhs: leaving, rhs: entering)
        basicSlot[Int(leaving)] = -1
        substitute(entering, row)
        rows[i] = row
        rowBasic[i] = entering
        basicSlot[Int(entering)] = slot
        columns[Int(leaving)].append(slot)
        pushCandidate(leaving)
    }

    /// Primal ratio test for `entering` moving in direction `sign` (+1 up, -1 down): the
    /// restricted row that hits zero first, ties to the lowest basic symbol id.
    mutating func leavingSlot(for entering: SymbolID, sign: Double) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = SymbolID.max
        for slot in slots(containing: entering, clear: false) {
            let i = Int(slot)
            let b = rowBasic[i]
            guard kinds[Int(b)].isRestricted else { continue }
            let a = rows[i].coefficient(of: entering) * sign
            guard a < 0 else { continue }
            let r = -rows[i].constant / a
            if r < bestRatio || (r == bestRatio && b < bestBasic) {
                best = slot
                bestRatio = r
                bestBasic = b
            }
        }
        return best
    }

    /// Primal simplex on the lexicographic objective: pivots until no symbol can improve it.
    mutating func optimize() throws(TableauFailure) {
        while let e = popCandidate() {
            let sign: Double =
                kinds[Int(e)] == .external && costs[Int(e)][0].coefficient > 0 ? -1 : 1
            let slot = leavingSlot(for: e, sign: sign)
            guard slot >= 0 else { throw .numerical("objective is unbounded") }
            pivot(entering: e, slot: slot)
        }
    }

    /// Phase one: minimises `artificialObjective` (Bland's rule on its cells).
    mutating func optimizeArtificial() throws(TableauFailure) {
        while true {
            guard let objective = artificialObjective else { return }
            var entering = noSymbol
            var sign = 1.0
            for cell in objective.cells {
                let kind = kinds[Int(cell.symbol)]
                if kind.isPivotable && cell.coefficient < 0 {
                    entering = cell.symbol
                    break
                }
                if kind == .external {
                    entering = cell.symbol
                    sign = cell.coefficient > 0 ? -1 : 1
                    break
                }
            }
            if entering == noSymbol { return }
            let slot = leavingSlot(for: entering, sign: sign)
            guard slot >= 0 else { throw .numerical("phase-one objective is unbounded") }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Dual simplex: restores feasibility of the rows in `infeasible` while keeping optimality.
    mutating func dualOptimize() throws(TableauFailure) {
        while let slot = infeasible.popLast() {
            let i = Int(slot)
            let b = rowBasic[i]
            guard b >= 0, kinds[Int(b)].isRestricted, rows[i].constant < 0 else { continue }
            var entering = noSymbol
            var enteringCoefficient = 0.0
            for cell in rows[i].cells where cell.coefficient > 0 {
                let kind = kinds[Int(cell.symbol)]
                guard kind == .slack || kind == .error || kind == .external else { continue }
                if entering == noSymbol
                    || costs[Int(cell.symbol)].lexicographicallyLess(
                        dividedBy: cell.coefficient, than: costs[Int(entering)],
                        dividedBy: enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering != noSymbol else { throw .numerical("dual optimize found no entering symbol") }
            pivot(entering: entering, slot: slot)
        }
    }

    /// Removes a parametric symbol that is fixed at zero from every row and the objective.
    mutating func eraseColumn(_ s: SymbolID) {
        for slot in slots(containing: s, clear: true) {
            touchRow(slot)
            rows[Int(slot)].remove(s)
        }
        if !costs[Int(s)].isEmpty {
            touchCost(s)
            costs[Int(s)] = []
        }
    }
}
