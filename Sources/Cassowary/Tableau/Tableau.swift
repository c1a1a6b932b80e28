/// Why a tableau operation gave up.
///
/// `trace` lists the marker symbols that witness an infeasibility (only meaningful when equality
/// markers are kept).
enum TableauFailure: Error {
    case infeasible(trace: [SymbolID])
    case numerical(String)
    /// A row came out with an infinite or NaN number.
    case overflow
}

/// The simplex tableau: rows of basic symbols, a lexicographic objective and the indices that keep
/// every operation proportional to the rows it actually touches.
///
/// Two kinds of rows. A *restricted* row (basic slack/error symbol) is always written over
/// parametric symbols, because the simplex reads values and ratios straight off it; so are the
/// cost vectors. An *external* row (basic user variable) may also refer to other basic symbols —
/// `y[i] = y[i-1] + h[i-1] + 8` — and is only expanded when something needs it over parametric
/// symbols. References never form a cycle: a row that refers to basic symbols is only created for
/// a variable nobody mentions yet, and pivots only make symbols basic whose rows are parametric.
/// Pivots therefore leave external rows alone, which is what keeps their cost local.
///
/// A value type with `mutating` methods, owned by ``Solver``: inside a method all storage is
/// reached through `inout self`, so Swift needs no dynamic exclusivity checks on the hot paths.
struct Tableau {
    // Per symbol (index = SymbolID).
    var kinds: [SymbolKind] = []
    /// Slot of the row this symbol is basic in, or -1 when parametric.
    var basicSlot: [Int32] = []
    var costs: [CostVector] = []
    /// Column index, split by the kind of row: list `columnList(s, restricted: true)` holds the
    /// slots of *restricted* rows (basic slack/error/artificial/dummy symbol) that may contain `s`,
    /// `columnList(s, restricted: false)` the slots of *external* rows (basic user variable) that
    /// may contain it.
    ///
    /// The simplex (ratio tests, substitution, degenerate-row search) only ever needs the
    /// restricted rows, and in a layout they are a small minority: a parent's symbols are mentioned
    /// by the external rows of all its descendants, so a single list made every ratio test scan
    /// those too.
    ///
    /// Maintained lazily: entries are appended when a cell is created (or when a pivot moves a row
    /// from one kind to the other) and only pruned when the list is read, so dead, duplicate,
    /// wrong-kind or even out-of-range entries (rows dropped by a rollback) are possible and every
    /// reader filters them. Readers only use the lists for membership and for the order of
    /// independent row updates; every choice made from them is tie-broken by symbol id.
    var columnLists = SlotLists()
    var inHeap: [Bool] = []
    var costStamp: [UInt32] = []

    // Per row slot.
    var rows: [Row] = []
    /// Basic symbol of each slot, -1 for a free slot.
    var rowBasic: [SymbolID] = []
    var freeSlots: [Int32] = []
    var slotMark: [UInt32] = []
    var rowStamp: [UInt32] = []
    /// When each slot's row was last (re)defined; expansion substitutes newer definitions first so
    /// that chains like `y[i] = y[i-1] + h[i-1] + 8` cancel before they are unrolled.
    var written: [UInt64] = []
    var writeCounter: UInt64 = 0
    var markGeneration: UInt32 = 0
    /// Dense accumulator for `expand` (all zero / false between calls).
    var scratch: [Double] = []
    var scratchUsed: [Bool] = []
    /// `expand`'s work lists, empty between calls and kept for their capacity: allocating and
    /// growing them afresh would cost several allocations per expanded row.
    var expandTouched = SpareList<SymbolID>()
    var expandHeap = SpareList<(UInt64, SymbolID)>()
    /// `localDefinition`'s work lists, likewise.
    var localCandidates = SpareList<SymbolID>()
    var localQueue = SpareList<SymbolID>()
    /// `markDependents`' marks (a symbol found by the latest search has the current
    /// generation; grown on demand, never trimmed: a stale mark is from an older generation)
    /// and its work list.
    var dependentStamp: [UInt32] = []
    var dependentGeneration: UInt32 = 0
    var dependentQueue = SpareList<SymbolID>()
    /// Storage for the lists `slots(containing:)` returns, given back with `recycle` by the
    /// callers that are done with them, and for the `added` lists of substitutions: an array
    /// per call would be most of the solver's short-lived allocations.
    var spareSlots = SpareList<Int32>()
    var spareAdded = SpareList<SymbolID>()

    /// Memoised values of basic external symbols (valid while `valueStamp == version`).
    var valueCache: [Double] = []
    var valueStamp: [UInt32] = []
    /// `value(of:)`'s work list: a layout reads every frame after each solve, and a list made
    /// per uncached value would be an allocation per read.
    var spareValueStack = SpareList<SymbolID>()
    /// Bumped by every mutating operation of the solver; invalidates `valueCache`.
    var version: UInt32 = 1

    /// Max-heap of symbols that may be entering candidates (validated when popped).
    var candidates: [SymbolID] = []
    /// Restricted rows whose constant went negative (dual simplex work list).
    var infeasible: [Int32] = []
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificialObjective: Row? = nil

    var journal = Journal()
    var transaction: UInt32 = 0

    /// What is needed to put the tableau back exactly as it was before a failed add.
    ///
    /// The first write to a row or cost vector in a transaction keeps the old array (a retain;
    /// the write then copies the live one), so a rollback gives back the very buffers, room and
    /// all: their room depends on what malloc had at hand, so a copy could not reproduce it.
    /// Every add is a transaction, so the journal's own lists are kept from one add to the
    /// next instead of being allocated and grown afresh each time.
    struct Journal {
        struct SavedRow {
            var slot: Int32
            var basic: SymbolID
            var written: UInt64
            var row: Row
        }
        struct SavedCost {
            var symbol: SymbolID
            var cost: CostVector
        }
        var isOpen = false
        var symbolCount = 0
        var slotCount = 0
        var freeSlots: [Int32] = []
        var rows: [SavedRow] = []
        var costs: [SavedCost] = []

        mutating func open(symbolCount: Int, slotCount: Int, freeSlots: [Int32]) {
            isOpen = true
            self.symbolCount = symbolCount
            self.slotCount = slotCount
            self.freeSlots = freeSlots
        }

        /// Empties the journal, keeping its room unless one large transaction grew it: the room
        /// lives as long as the solver.
        ///
        /// Emptying an empty array still costs a call through `replaceSubrange`, and most adds
        /// leave a list empty: those are skipped.
        mutating func close() {
            isOpen = false
            freeSlots = []
            if !rows.isEmpty { rows.removeAll(keepingCapacity: rows.capacity <= Journal.keptRoom) }
            if !costs.isEmpty { costs.removeAll(keepingCapacity: costs.capacity <= Journal.keptRoom) }
        }

        static let keptRoom = 4096
    }

    var symbolCount: Int { kinds.count }

    // MARK: Symbols and rows

    mutating func newSymbol(_ kind: SymbolKind) -> SymbolID {
        let s = SymbolID(kinds.count)
        kinds.append(kind)
        basicSlot.append(-1)
        costs.append([])
        columnLists.appendEmptyList()
        columnLists.appendEmptyList()
        inHeap.append(false)
        costStamp.append(0)
        valueCache.append(0)
        valueStamp.append(0)
        return s
    }

    /// Room for `count` row slots (a constraint makes at most one row).
    mutating func reserveRows(_ count: Int) {
        guard count > rows.capacity else { return }
        rows.reserveCapacity(count)
        rowBasic.reserveCapacity(count)
        slotMark.reserveCapacity(count)
        rowStamp.reserveCapacity(count)
        written.reserveCapacity(count)
    }

    /// Room for `count` symbols in every per-symbol table.
    mutating func reserveSymbols(_ count: Int) {
        guard count > kinds.capacity else { return }
        kinds.reserveCapacity(count)
        basicSlot.reserveCapacity(count)
        costs.reserveCapacity(count)
        columnLists.reserveLists(2 * count)
        inHeap.reserveCapacity(count)
        costStamp.reserveCapacity(count)
        valueCache.reserveCapacity(count)
        valueStamp.reserveCapacity(count)
    }

    /// Forgets the symbols from `first` on, which no row, cost or list may mention any more.
    mutating func removeSymbols(from first: Int) {
        let extra = kinds.count - first
        kinds.removeLast(extra)
        basicSlot.removeLast(extra)
        costs.removeLast(extra)
        columnLists.removeLast(2 * extra)
        inHeap.removeLast(extra)
        costStamp.removeLast(extra)
        valueCache.removeLast(extra)
        valueStamp.removeLast(extra)
    }

    @inline(__always) func isBasic(_ s: SymbolID) -> Bool { basicSlot[Int(s)] >= 0 }

    @inline(__always) func rowOf(_ s: SymbolID) -> Row? {
        let slot = basicSlot[Int(s)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// Value in the current basic solution (parametric symbols are zero).
    ///
    /// Restricted rows are fully expanded, so their constant is the value. External rows may refer
    /// to other basic symbols (see ``Tableau``), so they are evaluated through those references,
    /// iteratively (chains can be deep) and memoised until the next mutation, which makes reading
    /// every variable O(total row length).
    mutating func value(of s: SymbolID) -> Double {
        let slot = basicSlot[Int(s)]
        if slot < 0 { return 0 }
        if kinds[Int(s)] != .external { return rows[Int(slot)].constant }
        if valueStamp[Int(s)] == version { return valueCache[Int(s)] }
        var stack = spareValueStack.take()
        defer { spareValueStack.giveBack(stack) }
        stack.append(s)
        while let top = stack.last {
            let t = Int(top)
            if valueStamp[t] == version {
                stack.removeLast()
                continue
            }
            let row = rows[Int(basicSlot[t])]
            var sum = row.constant
            var ready = true
            for cell in row.cells {
                let b = basicSlot[Int(cell.symbol)]
                if b < 0 { continue }
                if kinds[Int(cell.symbol)] != .external {
                    sum += cell.coefficient * rows[Int(b)].constant
                } else if valueStamp[Int(cell.symbol)] == version {
                    sum += cell.coefficient * valueCache[Int(cell.symbol)]
                } else {
                    ready = false
                    stack.append(cell.symbol)
                }
            }
            if ready {
                valueCache[t] = sum
                valueStamp[t] = version
                stack.removeLast()
            }
        }
        return valueCache[Int(s)]
    }

    mutating func invalidateValues() {
        version &+= 1
        if version == 0 {
            for i in valueStamp.indices { valueStamp[i] = 0 }
            version = 1
        }
    }

    /// Rewrites `row` over parametric symbols only, by substituting the definitions of the basic
    /// symbols it refers to (newest definition first, so that chains cancel before they are
    /// unrolled).
    ///
    /// Accumulates in a dense scratch array so that a long expansion costs the cells it touches,
    /// not a sorted merge per step. Returns the largest magnitude of a constant brought in, as a
    /// scale for "is this zero" tests. The new row has room for `spare` more cells.
    mutating func expand(_ row: inout Row, spare: Int = 0) -> Double {
        if !row.cells.contains(where: { basicSlot[Int($0.symbol)] >= 0 }) { return 0 }
        if scratch.count < kinds.count {
            scratch.append(contentsOf: repeatElement(0, count: kinds.count - scratch.count))
            scratchUsed.append(contentsOf: repeatElement(false, count: kinds.count - scratchUsed.count))
        }
        // Borrowed for the call, so that they stay uniquely referenced while `self` changes.
        var touched = expandTouched.take()
        var heap = expandHeap.take()
        defer {
            expandTouched.giveBack(touched)
            expandHeap.giveBack(heap)
        }
        func push(_ s: SymbolID) {
            heap.append((written[Int(basicSlot[Int(s)])], s))
            var c = heap.count - 1
            while c > 0 {
                let p = (c - 1) >> 1
                if heap[p].0 >= heap[c].0 { break }
                heap.swapAt(p, c)
                c = p
            }
        }
        var constant = row.constant
        for cell in row.cells {
            let i = Int(cell.symbol)
            scratch[i] = cell.coefficient
            scratchUsed[i] = true
            touched.append(cell.symbol)
            if basicSlot[i] >= 0 { push(cell.symbol) }
        }
        var scale = 0.0
        while !heap.isEmpty {
            let b = heap[0].1
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var c = 0
                while true {
                    let l = 2 * c + 1
                    if l >= heap.count { break }
                    var m = l
                    if l + 1 < heap.count && heap[l + 1].0 > heap[l].0 { m = l + 1 }
                    if heap[c].0 >= heap[m].0 { break }
                    heap.swapAt(c, m)
                    c = m
                }
            }
            let c = scratch[Int(b)]
            if isNearZero(c) { continue }
            scratch[Int(b)] = 0
            let definition = rows[Int(basicSlot[Int(b)])]
            constant += c * definition.constant
            scale = max(scale, abs(c * definition.constant))
            for cell in definition.cells {
                let i = Int(cell.symbol)
                if !scratchUsed[i] {
                    scratchUsed[i] = true
                    touched.append(cell.symbol)
                }
                let before = scratch[i]
                scratch[i] = before + c * cell.coefficient
                if isNearZero(before) && basicSlot[i] >= 0 { push(cell.symbol) }
            }
        }
        touched.sort()
        var kept = 0
        for s in touched where !isNearZero(scratch[Int(s)]) && basicSlot[Int(s)] < 0 { kept += 1 }
        var cells: [Cell] = []
        cells.reserveCapacity(kept + spare)
        for s in touched {
            let i = Int(s)
            let v = scratch[i]
            if !isNearZero(v) && basicSlot[i] < 0 { cells.append(Cell(symbol: s, coefficient: v)) }
            scratch[i] = 0
            scratchUsed[i] = false
        }
        row = Row(constant: constant, cells: cells)
        return scale
    }

    /// Local definition: finds a parametric external symbol `s` that the constraint `row = 0` can
    /// define without touching the rest of the tableau, and rewrites `row` just enough for that.
    ///
    /// Returns nil (and leaves `row` alone) when there is none; the caller then expands fully.
    ///
    /// `s` qualifies when no restricted row contains it and it has no cost: then making it basic
    /// needs no substitution and keeps the tableau feasible and optimal (only external rows, which
    /// are unrestricted, change value). Its definition may refer to basic symbols as long as none
    /// of them depends on `s` (that would be a reference cycle), so only the row's symbols that do
    /// depend on `s` — its *dependents*, found backwards through the external-row index — are
    /// substituted; `s`'s coefficient then is its coefficient in the full expansion.
    ///
    /// Candidates are the parametric external symbols of the row and of the definitions of the
    /// basic external symbols it refers to (breadth first, at most 16 definitions), newest first
    /// (the full expansion's subject rule also prefers the newest). Layouts hit this when a constraint links two already-constrained
    /// views, e.g. a stack's last child height fixed after the next section's origin was tied to
    /// it: without it the new definition unrolls every section above (O(N) cells per row, O(N²)
    /// in all). The dependents search is bounded; past the bound the full expansion is used.
    mutating func localDefinition(_ row: inout Row) -> SymbolID? {
        // Borrowed for the call, as in `expand`. `queue` doubles as the list of visited
        // symbols: every visited symbol is queued and none is ever dequeued.
        var candidates = localCandidates.take()
        var queue = localQueue.take()
        defer {
            localCandidates.giveBack(candidates)
            localQueue.giveBack(queue)
        }
        func consider(_ c: SymbolID) {
            guard kinds[Int(c)] == .external else { return }
            if basicSlot[Int(c)] >= 0 {
                if queue.count < 16 && !queue.contains(c) { queue.append(c) }
            } else if costs[Int(c)].isEmpty {
                candidates.append(c)
            }
        }
        for cell in row.cells { consider(cell.symbol) }
        var k = 0
        while k < queue.count {
            let b = queue[k]
            k += 1
            for cell in rows[Int(basicSlot[Int(b)])].cells { consider(cell.symbol) }
        }
        if candidates.isEmpty { return nil }
        candidates.sort(by: >)
        var tried = 0
        var previous = noSymbol
        for s in candidates where s != previous {
            previous = s
            tried += 1
            if tried > 4 { break }
            let restrictedRows = slots(containing: s, restricted: true, clear: false)
            let inRestrictedRow = !restrictedRows.isEmpty
            recycle(restrictedRows)
            if inRestrictedRow { continue }
            guard markDependents(of: s, limit: 256) else { continue }
            var local = row
            var ignored: [SymbolID] = []
            var steps = 0
            while let cell = local.cells.first(where: { isDependent($0.symbol) }) {
                steps += 1
                if steps > 1024 { break }
                local.remove(cell.symbol)
                ignored.removeAll(keepingCapacity: true)
                local.add(rows[Int(basicSlot[Int(cell.symbol)])], times: cell.coefficient, added: &ignored)
            }
            if steps > 1024 { continue }
            let c = local.coefficient(of: s)
            if abs(c) < 1e-6 { continue }
            row = local
            return s
        }
        return nil
    }

    /// Marks the basic symbols whose external rows refer to `s`, directly or through each other
    /// (`isDependent` reads the marks until the next search); false when there are more than
    /// `limit`.
    ///
    /// Marks in an array, not a set: the search runs for every local definition, and a set's
    /// hashing and allocation would be a visible part of a large screen's solve.
    mutating func markDependents(of s: SymbolID, limit: Int) -> Bool {
        dependentGeneration &+= 1
        if dependentGeneration == 0 {
            for i in dependentStamp.indices { dependentStamp[i] = 0 }
            dependentGeneration = 1
        }
        if dependentStamp.count < kinds.count {
            dependentStamp.append(contentsOf: repeatElement(0, count: kinds.count - dependentStamp.count))
        }
        // Borrowed for the call, as in `expand`.
        var queue = dependentQueue.take()
        defer { dependentQueue.giveBack(queue) }
        queue.append(s)
        var found = 0
        var k = 0
        while k < queue.count {
            let z = queue[k]
            k += 1
            let referring = slots(containing: z, restricted: false, clear: false)
            defer { recycle(referring) }
            for slot in referring {
                let b = rowBasic[Int(slot)]
                if dependentStamp[Int(b)] != dependentGeneration {
                    dependentStamp[Int(b)] = dependentGeneration
                    found += 1
                    if found > limit { return false }
                    queue.append(b)
                }
            }
        }
        return true
    }

    /// Whether the latest `markDependents` found `s`.
    @inline(__always) func isDependent(_ s: SymbolID) -> Bool {
        Int(s) < dependentStamp.count && dependentStamp[Int(s)] == dependentGeneration
    }

    /// Drops the row of basic symbol `slot` after writing its definition into the external rows
    /// that refer to it, so that they keep their meaning.
    mutating func dropRow(_ slot: Int32) {
        let b = rowBasic[Int(slot)]
        let definition = rows[Int(slot)]
        var added = takeAdded()
        let referring = allSlots(containing: b, clear: true)
        for other in referring where other != slot {
            touchRow(other)
            let i = Int(other)
            let c = rows[i].coefficient(of: b)
            rows[i].remove(b)
            added.removeAll(keepingCapacity: true)
            rows[i].add(definition, times: c, added: &added)
            let restricted = kinds[Int(rowBasic[i])].isRestricted
            for a in added { index(a, other, restricted: restricted) }
        }
        recycle(referring)
        recycle(added: added)
        removeRow(slot)
    }

    /// Expands an external row in place (needed before it can take part in a pivot).
    mutating func expandRow(_ slot: Int32) {
        touchRow(slot)
        var row = rows[Int(slot)]
        _ = expand(&row)
        rows[Int(slot)] = row
        let restricted = kinds[Int(rowBasic[Int(slot)])].isRestricted
        for cell in row.cells { index(cell.symbol, slot, restricted: restricted) }
    }

    mutating func beginTransaction() {
        transaction &+= 1
        if transaction == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            for i in costStamp.indices { costStamp[i] = 0 }
            transaction = 1
        }
        if journal.isOpen { journal.close() }
        journal.open(symbolCount: kinds.count, slotCount: rows.count, freeSlots: freeSlots)
    }

    mutating func commit() { journal.close() }

    /// Whether every row the open transaction wrote holds finite numbers: finite inputs can still
    /// overflow when rows are combined (10³⁰⁸ substituted twice), and such a row would turn values
    /// into infinities without a word.
    ///
    /// Costs only the rows the transaction touched.
    func touchedRowsAreFinite() -> Bool {
        guard journal.isOpen else { return true }
        func finite(_ slot: Int) -> Bool {
            guard rowBasic[slot] >= 0 else { return true }
            let row = rows[slot]
            return row.constant.isFinite && row.cells.allSatisfy { $0.coefficient.isFinite }
        }
        for saved in journal.rows where !finite(Int(saved.slot)) { return false }
        for slot in journal.slotCount..<rows.count where !finite(slot) { return false }
        return true
    }

    @inline(__always) mutating func touchRow(_ slot: Int32) {
        guard journal.isOpen else { return }
        let i = Int(slot)
        if rowStamp[i] == transaction { return }
        rowStamp[i] = transaction
        guard i < journal.slotCount else { return }
        journal.rows.append(
            Journal.SavedRow(slot: slot, basic: rowBasic[i], written: written[i], row: rows[i]))
    }

    @inline(__always) mutating func touchCost(_ s: SymbolID) {
        guard journal.isOpen else { return }
        let i = Int(s)
        if costStamp[i] == transaction { return }
        costStamp[i] = transaction
        guard i < journal.symbolCount else { return }
        journal.costs.append(Journal.SavedCost(symbol: s, cost: costs[i]))
    }

    /// Restores the state saved by `beginTransaction`, bit for bit.
    mutating func rollback() {
        guard journal.isOpen else { return }
        let j = journal
        journal = Journal()
        var slots = j.rows.map { Int($0.slot) }
        slots.append(contentsOf: j.slotCount..<rows.count)
        for slot in slots where rowBasic[slot] >= 0 && Int(rowBasic[slot]) < j.symbolCount {
            basicSlot[Int(rowBasic[slot])] = -1
        }
        rows.removeLast(rows.count - j.slotCount)
        rowBasic.removeLast(rowBasic.count - j.slotCount)
        slotMark.removeLast(slotMark.count - j.slotCount)
        rowStamp.removeLast(rowStamp.count - j.slotCount)
        written.removeLast(written.count - j.slotCount)
        removeSymbols(from: j.symbolCount)
        for saved in j.rows {
            let slot = Int(saved.slot)
            rows[slot] = saved.row
            rowBasic[slot] = saved.basic
            written[slot] = saved.written
            if saved.basic >= 0 {
                basicSlot[Int(saved.basic)] = saved.slot
                let restricted = kinds[Int(saved.basic)].isRestricted
                for cell in saved.row.cells { index(cell.symbol, saved.slot, restricted: restricted) }
            }
        }
        for saved in j.costs { costs[Int(saved.symbol)] = saved.cost }
        freeSlots = j.freeSlots
        for s in candidates where Int(s) < inHeap.count { inHeap[Int(s)] = false }
        candidates.removeAll()
        infeasible.removeAll()
        artificialObjective = nil
        invalidateValues()
    }

    @discardableResult
    mutating func insertRow(_ row: Row, basic: SymbolID) -> Int32 {
        var row = row
        row.trim()
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
            written.append(0)
        }
        writeCounter += 1
        written[Int(slot)] = writeCounter
        basicSlot[Int(basic)] = slot
        let restricted = kinds[Int(basic)].isRestricted
        for cell in row.cells { index(cell.symbol, slot, restricted: restricted) }
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

    /// The list in `columnLists` of the restricted (or external) rows that may contain `s`.
    @inline(__always) func columnList(_ s: SymbolID, restricted: Bool) -> Int {
        Int(s) &* 2 &+ (restricted ? 0 : 1)
    }

    /// Records that the row in `slot` (restricted or external) may contain `s`.
    @inline(__always) mutating func index(_ s: SymbolID, _ slot: Int32, restricted: Bool) {
        columnLists.append(slot, to: columnList(s, restricted: restricted))
    }

    /// The live slots of restricted (or, with `restricted: false`, external) rows that contain `s`,
    /// deduplicated, in list order.
    ///
    /// With `clear` the list is emptied (the caller is about to remove `s` from all of them);
    /// otherwise it is compacted.
    mutating func slots(containing s: SymbolID, restricted: Bool, clear: Bool) -> [Int32] {
        markGeneration &+= 1
        if markGeneration == 0 {
            for i in slotMark.indices { slotMark[i] = 0 }
            markGeneration = 1
        }
        let list = columnList(s, restricted: restricted)
        var out = spareSlots.take()
        let slotCount = rows.count
        var node = columnLists.first(of: list)
        while node >= 0 {
            let slot = columnLists.slot(at: node)
            node = columnLists.next(after: node, in: list)
            let i = Int(slot)
            guard i < slotCount, slotMark[i] != markGeneration else { continue }
            let b = rowBasic[i]
            if b >= 0 && kinds[Int(b)].isRestricted == restricted && rows[i].contains(s) {
                slotMark[i] = markGeneration
                out.append(slot)
            }
        }
        if clear { columnLists.clear(list) } else { columnLists.rewrite(list, with: out) }
        return out
    }

    /// The live slots of all rows that contain `s`: restricted rows first, then external ones.
    mutating func allSlots(containing s: SymbolID, clear: Bool) -> [Int32] {
        var all = slots(containing: s, restricted: true, clear: clear)
        let external = slots(containing: s, restricted: false, clear: clear)
        all.append(contentsOf: external)
        recycle(external)
        return all
    }

    /// Takes back a list from `slots(containing:)` for the next call to fill.
    mutating func recycle(_ slots: consuming [Int32]) { spareSlots.giveBack(slots) }

    /// An empty list for the symbols a substitution adds to a row; give it back with
    /// `recycle(added:)`.
    mutating func takeAdded() -> [SymbolID] { spareAdded.take() }

    mutating func recycle(added: consuming [SymbolID]) { spareAdded.giveBack(added) }

    /// Whether any live row contains `s` (no allocation; used on every add).
    func isMentioned(_ s: SymbolID) -> Bool {
        listMentions(columnList(s, restricted: true), s) || listMentions(columnList(s, restricted: false), s)
    }

    @inline(__always) private func listMentions(_ list: Int, _ s: SymbolID) -> Bool {
        var node = columnLists.first(of: list)
        while node >= 0 {
            if mentions(columnLists.slot(at: node), s) { return true }
            node = columnLists.next(after: node, in: list)
        }
        return false
    }

    @inline(__always) private func mentions(_ slot: Int32, _ s: SymbolID) -> Bool {
        let i = Int(slot)
        return i < rows.count && rowBasic[i] >= 0 && rows[i].contains(s)
    }

    /// The first external symbol of `row` that is parametric and in no row (the constraint can
    /// simply define it), or nil.
    ///
    /// `mutating` although it changes nothing, and not a closure in `Solver.insert`: either way the
    /// solver read a copy of the whole tableau per add (a retain and a release of each of its
    /// arrays); a mutating call works on the tableau in place.
    mutating func unmentionedExternal(in row: Row) -> SymbolID? {
        for cell in row.cells
        where kinds[Int(cell.symbol)] == .external && basicSlot[Int(cell.symbol)] < 0
            && !isMentioned(cell.symbol)
        {
            return cell.symbol
        }
        return nil
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
            if candidates[p] >= candidates[c] { break }
            candidates.swapAt(p, c)
            c = p
        }
    }

    /// Highest-id symbol whose cost vector is lexicographically improving, or nil when the tableau
    /// is optimal.
    ///
    /// This is Bland's rule (which prevents cycling for any fixed order of the symbols) with the
    /// order reversed from kiwi's: the newest symbols belong to the constraint just added, so
    /// preferring them keeps pivots local. kiwi's oldest-first choice drags the symbols of
    /// ancestor views into the basis, and every pivot on such a symbol rewrites all the rows of
    /// the subtree below it.
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
                    if l + 1 < n && candidates[l + 1] > candidates[l] { m = l + 1 }
                    if candidates[c] >= candidates[m] { break }
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

    /// Replaces the parametric symbol `s` by `row` (which must be over parametric symbols) in every
    /// restricted row and in the objective(s), as `s` becomes basic.
    ///
    /// External rows are left alone: they may refer to basic symbols, and are only expanded when
    /// something needs them over parametric symbols. That is what keeps a pivot local — in a chain
    /// the row of `y[i]` refers to `y[i-1]` instead of repeating everything `y[i-1]` depends on.
    mutating func substitute(_ s: SymbolID, _ row: Row) {
        var added = takeAdded()
        let containing = slots(containing: s, restricted: true, clear: true)
        for slot in containing {
            let i = Int(slot)
            touchRow(slot)
            added.removeAll(keepingCapacity: true)
            rows[i].substitute(s, with: row, times: 1, added: &added)
            for a in added { index(a, slot, restricted: true) }
            if rows[i].constant < 0 { infeasible.append(slot) }
        }
        recycle(containing)
        recycle(added: added)
        let cost = costs[Int(s)]
        if !cost.isEmpty {
            touchCost(s)
            costs[Int(s)] = []
            for cell in row.cells {
                touchCost(cell.symbol)
                costs[Int(cell.symbol)].add(cost, times: cell.coefficient)
                pushCandidate(cell.symbol)
            }
        }
        // Optional chaining edits the phase-one objective in place, as a force unwrap would.
        if let c = artificialObjective?.coefficient(of: s), c != 0 {
            var ignored: [SymbolID] = []
            artificialObjective?.remove(s)
            artificialObjective?.add(row, times: c, added: &ignored)
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
        writeCounter += 1
        written[i] = writeCounter
        let restricted = kinds[Int(entering)].isRestricted
        if restricted == kinds[Int(leaving)].isRestricted {
            index(leaving, slot, restricted: restricted)
        } else {
            // The row changes kind (an external symbol enters, or a marker is pivoted into an
            // external row): list it under its new kind for every cell.
            for cell in row.cells { index(cell.symbol, slot, restricted: restricted) }
        }
        pushCandidate(leaving)
    }

    /// Primal ratio test for `entering` moving in direction `sign` (+1 up, -1 down): the
    /// restricted row that hits zero first, ties to the highest basic symbol id (Bland's rule in
    /// the same order as the entering choice).
    mutating func leavingSlot(for entering: SymbolID, sign: Double) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic: SymbolID = -1
        let containing = slots(containing: entering, restricted: true, clear: false)
        for slot in containing {
            let i = Int(slot)
            let b = rowBasic[i]
            let a = rows[i].coefficient(of: entering) * sign
            guard a < 0 else { continue }
            let r = -rows[i].constant / a
            if r < bestRatio || (r == bestRatio && b > bestBasic) {
                best = slot
                bestRatio = r
                bestBasic = b
            }
        }
        recycle(containing)
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

    /// Phase one: minimises `artificialObjective` (Bland's rule on its cells, newest first).
    mutating func optimizeArtificial() throws(TableauFailure) {
        while true {
            guard let objective = artificialObjective else { return }
            var entering = noSymbol
            var sign = 1.0
            for cell in objective.cells.reversed() {
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
        let containing = allSlots(containing: s, clear: true)
        for slot in containing {
            touchRow(slot)
            rows[Int(slot)].remove(s)
        }
        recycle(containing)
        if !costs[Int(s)].isEmpty {
            touchCost(s)
            costs[Int(s)] = []
        }
    }
}

/// A short-lived list's storage, lent to one call at a time and given back when it is done, so
/// that the next call fills it instead of allocating its own.
struct SpareList<Element> {
    private var storage: [Element] = []

    /// An empty list with the room of the largest one given back so far.
    mutating func take() -> [Element] {
        var list = storage
        storage = []
        list.removeAll(keepingCapacity: true)
        return list
    }

    mutating func giveBack(_ list: consuming [Element]) {
        if list.capacity > storage.capacity { storage = list }
    }
}
