/// The cost of one parametric symbol at one priority.
struct ObjectiveCell {
    var priority: Double
    var coefficient: Double
}

/// A lexicographic cost vector, highest priority first, zero entries omitted.
///
/// The objective is stored column-wise (one small vector per symbol) rather than as one row per
/// priority level: a symbol typically has a cost at one or two levels, the number of levels can be
/// large (every distinct priority is a level), and a pivot only has to touch the symbols of the
/// entering row. The leading entry alone decides whether a symbol can improve the objective.
typealias CostVector = [ObjectiveCell]

extension Array where Element == ObjectiveCell {
    /// Adds `coefficient` at `priority`, keeping the order and dropping round-off zeros.
    mutating func add(_ priority: Double, _ coefficient: Double) {
        var i = 0
        while i < count && self[i].priority > priority { i += 1 }
        if i < count && self[i].priority == priority {
            let c = self[i].coefficient + coefficient
            if isNearZero(c) { remove(at: i) } else { self[i].coefficient = c }
        } else if !isNearZero(coefficient) {
            // Mostly a symbol's first cost: `append`, as `insert` takes the generic path of
            // replacing a subrange.
            let cell = ObjectiveCell(priority: priority, coefficient: coefficient)
            if i == count { append(cell) } else { insert(cell, at: i) }
        }
    }

    /// Adds `other × factor`, level by level, in one merge of the two sorted vectors: adding its
    /// cells one at a time would search and shift this vector per cell, quadratic when a symbol has
    /// costs at thousands of levels.
    ///
    /// Each level's sum is the one `add(_:_:)` makes.
    mutating func add(_ other: CostVector, times factor: Double) {
        if other.count == 1 {
            add(other[0].priority, other[0].coefficient * factor)
            return
        }
        var merged: CostVector = []
        merged.reserveCapacity(count + other.count)
        var i = 0
        var j = 0
        while i < count || j < other.count {
            if j == other.count || (i < count && self[i].priority > other[j].priority) {
                merged.append(self[i])
                i += 1
                continue
            }
            let coefficient = other[j].coefficient * factor
            if i < count && self[i].priority == other[j].priority {
                let c = self[i].coefficient + coefficient
                if !isNearZero(c) { merged.append(ObjectiveCell(priority: self[i].priority, coefficient: c)) }
                i += 1
            } else if !isNearZero(coefficient) {
                merged.append(ObjectiveCell(priority: other[j].priority, coefficient: coefficient))
            }
            j += 1
        }
        self = merged
    }

    /// Lexicographic comparison of `self / k` with `other / l` (dual simplex ratio test).
    func lexicographicallyLess(dividedBy k: Double, than other: CostVector, dividedBy l: Double) -> Bool {
        var i = 0
        var j = 0
        while i < count || j < other.count {
            let p = i < count ? self[i].priority : -Double.infinity
            let q = j < other.count ? other[j].priority : -Double.infinity
            var a = 0.0
            var b = 0.0
            if p > q {
                a = self[i].coefficient / k
                i += 1
            } else if q > p {
                b = other[j].coefficient / l
                j += 1
            } else {
                a = self[i].coefficient / k
                b = other[j].coefficient / l
                i += 1
                j += 1
            }
            // Equal up to round-off: decided by the next level. An exact comparison here lets
            // noise at a higher level override a real difference at a lower one.
            if abs(a - b) <= 1e-9 * Swift.max(1, abs(a), abs(b)) { continue }
            return a < b
        }
        return false
    }
}
