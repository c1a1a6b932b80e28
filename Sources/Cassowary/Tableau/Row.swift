/// One cell of a row: a parametric symbol and its coefficient.
struct Cell {
    var symbol: SymbolID
    var coefficient: Double
}

/// Coefficients below this magnitude are dropped as round-off, as kiwi does; keeps rows sparse.
let nearZero = 1e-8

@inline(__always) func isNearZero(_ x: Double) -> Bool { x < nearZero && x > -nearZero }

/// A linear form `constant + sum(coefficient * symbol)` over parametric symbols.
///
/// Cells live in one contiguous array sorted by symbol id: layout rows have a handful of cells, so
/// binary search and merging beat hashing, and iteration order is deterministic for free.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Gives back the room beyond the cells: a row kept in the tableau lives as long as the
    /// solver, and the room its building needed (the subject's cell, the markers reserved
    /// before it was known which would stay) would otherwise stay allocated with it.
    mutating func trim() {
        guard cells.capacity > cells.count else { return }
        if cells.isEmpty {
            cells = []
            return
        }
        var exact: [Cell] = []
        exact.reserveCapacity(cells.count)
        exact.append(contentsOf: cells)
        cells = exact
    }

    @inline(__always) func index(of symbol: SymbolID) -> (found: Bool, at: Int) {
        var lo = 0
        var hi = cells.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (false, lo)
    }

    func coefficient(of symbol: SymbolID) -> Double {
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    func contains(_ symbol: SymbolID) -> Bool { index(of: symbol).found }

    /// Adds `coefficient * symbol`; returns true when the symbol is new in this row.
    @discardableResult
    mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Bool {
        let (found, at) = index(of: symbol)
        if found {
            let c = cells[at].coefficient + coefficient
            if isNearZero(c) { cells.remove(at: at) } else { cells[at].coefficient = c }
            return false
        }
        if isNearZero(coefficient) { return false }
        // A constraint's new marker and error symbols are the newest, so they usually go last:
        // `append` there, as `insert` takes the generic path of replacing a subrange.
        if at == cells.count {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        } else {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: at)
        }
        return true
    }

    /// Adds `k * other` by a sorted merge.
    ///
    /// Symbols that were not in this row before are appended to `added` so the caller can update
    /// the column index.
    mutating func add(_ other: Row, times k: Double, added: inout [SymbolID]) {
        constant += other.constant * k
        if other.cells.isEmpty { return }
        if cells.isEmpty {
            cells.reserveCapacity(other.cells.count)
            for c in other.cells {
                let v = c.coefficient * k
                if !isNearZero(v) {
                    cells.append(Cell(symbol: c.symbol, coefficient: v))
                    added.append(c.symbol)
                }
            }
            return
        }
        if other.cells.count == 1 || other.cells.count * 8 < cells.count {
            // A short row into a long one: in-place updates beat rebuilding the long row.
            addSparse(other, times: k, added: &added, removing: nil)
            return
        }
        let a = cells
        let b = other.cells
        var merged: [Cell] = []
        merged.reserveCapacity(Row.mergedCount(a, b, times: k))
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i])
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let v = b[j].coefficient * k
                if !isNearZero(v) {
                    merged.append(Cell(symbol: b[j].symbol, coefficient: v))
                    added.append(b[j].symbol)
                }
                j += 1
            } else {
                let v = a[i].coefficient + b[j].coefficient * k
                if !isNearZero(v) { merged.append(Cell(symbol: a[i].symbol, coefficient: v)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    /// How many cells `add(_:times:added:)`'s merge of `a` and `k * b` keeps, counted first so
    /// that the merged row is allocated at its size: rows live as long as the solver, and room
    /// for cells that cancel would stay unused for as long.
    private static func mergedCount(_ a: [Cell], _ b: [Cell], times k: Double) -> Int {
        var n = 0
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i].symbol < b[j].symbol {
                n += 1
                i += 1
            } else if b[j].symbol < a[i].symbol {
                if !isNearZero(b[j].coefficient * k) { n += 1 }
                j += 1
            } else {
                if !isNearZero(a[i].coefficient + b[j].coefficient * k) { n += 1 }
                i += 1
                j += 1
            }
        }
        n += a.count - i
        while j < b.count {
            if !isNearZero(b[j].coefficient * k) { n += 1 }
            j += 1
        }
        return n
    }

    /// Replaces `symbol` (which must be present) by `k * other`, for the pivot's substitution.
    mutating func substitute(_ symbol: SymbolID, with other: Row, times k: Double, added: inout [SymbolID]) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let c = cells[at].coefficient * k
        if cells.count < 32 || other.cells.count * 8 >= cells.count {
            cells.remove(at: at)
            add(other, times: c, added: &added)
            return
        }
        constant += other.constant * c
        addSparse(other, times: c, added: &added, removing: at)
    }

    /// Adds the cells of `k * other`, a row much shorter than this one (the caller adds the
    /// constant), in place, and drops the cell at `removing` (the substituted symbol's).
    ///
    /// Every cell that cancels or is new would cost a memmove of the long row's tail, and in a
    /// layout many do (a chain's references cancel as it is substituted): they are collected
    /// and the row is rewritten once. The common cases, one cell gone and none new, or one
    /// new cell taking the gone cell's place, move only the cells they must.
    private mutating func addSparse(_ other: Row, times k: Double, added: inout [SymbolID], removing: Int?) {
        // Cells that went keep their symbol (and so the order) with a zero coefficient until
        // the end; each new cell then takes one's place and slides to its sorted position.
        var gone: [SymbolID] = []
        if let removing {
            cells[removing].coefficient = 0
            gone.append(cells[removing].symbol)
        }
        var fresh: [Cell] = []
        for cell in other.cells {
            let v = cell.coefficient * k
            let (present, position) = index(of: cell.symbol)
            if present {
                let sum = cells[position].coefficient + v
                if isNearZero(sum) {
                    cells[position].coefficient = 0
                    gone.append(cell.symbol)
                } else {
                    cells[position].coefficient = sum
                }
            } else if !isNearZero(v) {
                fresh.append(Cell(symbol: cell.symbol, coefficient: v))
            }
        }
        let paired = min(gone.count, fresh.count)
        for pair in 0..<paired {
            let cell = fresh[pair]
            added.append(cell.symbol)
            var i = index(of: gone[pair]).at
            while i > 0 && cells[i - 1].symbol > cell.symbol {
                cells[i] = cells[i - 1]
                i -= 1
            }
            while i + 1 < cells.count && cells[i + 1].symbol < cell.symbol {
                cells[i] = cells[i + 1]
                i += 1
            }
            cells[i] = cell
        }
        for symbol in gone[paired...] { cells.remove(at: index(of: symbol).at) }
        // Room for the new cells and an eighth more, not the double that inserting one at a
        // time grows to: a long row keeps its room for the life of the solver, and growing it
        // exactly made every substitution that lengthens it a copy.
        let needed = cells.count + fresh.count - paired
        if needed > cells.capacity { cells.reserveCapacity(needed + needed / 8) }
        for cell in fresh[paired...] {
            added.append(cell.symbol)
            cells.insert(cell, at: index(of: cell.symbol).at)
        }
    }

    mutating func remove(_ symbol: SymbolID) {
        let (found, at) = index(of: symbol)
        if found { cells.remove(at: at) }
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Reads `0 = constant + cells` as a definition of `symbol`: divides by the symbol's negated
    /// coefficient and drops it, so afterwards `symbol = constant + cells`.
    mutating func solve(for symbol: SymbolID) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let k = -1 / cells[at].coefficient
        cells.remove(at: at)
        scale(by: k)
    }

    /// Multiplies the constant and every cell by `k`, dropping the cells that become round-off.
    private mutating func scale(by k: Double) {
        constant *= k
        var w = 0
        for r in 0..<cells.count {
            let v = cells[r].coefficient * k
            if !isNearZero(v) {
                cells[w] = Cell(symbol: cells[r].symbol, coefficient: v)
                w += 1
            }
        }
        cells.removeLast(cells.count - w)
    }

    /// Pivot step: this row defines `lhs`; afterwards it defines `rhs` (which it must contain).
    ///
    /// The same numbers as adding `-lhs` and solving for `rhs`, but `rhs`'s cell goes before
    /// `lhs`'s comes, so that a row the tableau keeps at its exact size is not regrown (to
    /// twice its size, for good) by every pivot.
    mutating func solve(lhs: SymbolID, rhs: SymbolID) {
        let (found, at) = index(of: rhs)
        guard found, !contains(lhs) else {
            add(lhs, -1)
            solve(for: rhs)
            return
        }
        let k = -1 / cells[at].coefficient
        cells.remove(at: at)
        scale(by: k)
        let v = -1 * k
        if !isNearZero(v) { cells.insert(Cell(symbol: lhs, coefficient: v), at: index(of: lhs).at) }
    }
}
