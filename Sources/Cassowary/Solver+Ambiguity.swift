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
    ///    ambiguous iff a·d >= 1 or a·d <= -1 is feasible on that cone. Usually the signs of the
    ///    degenerate rows already hold every direction the variable has at 0 (see
    ///    ``AmbiguityAnalysis/findHeld(_:)``); only when they do not, two small LPs on a probe
    ///    solver decide.
    ///
    /// Cost: one pass over the external rows, expanding only their coefficients on Z (memoised;
    /// nothing at all when Z is empty) plus, for each variable, the breadth of its Z symbols; LPs
    /// only in degenerate cases.
    public func ambiguousVariables() -> [Variable] {
        var analysis = AmbiguityAnalysis(tableau: tableau)
        return knownVariables.filter { analysis.isAmbiguous(symbolOfVariable[$0.id]) }
    }

    /// The ambiguous variables (see ``ambiguousVariables()``), grouped by what leaves them open:
    /// two variables are in one group when they move along a shared free direction, so one
    /// under-determined quantity (a view's free position, a tie between two preferences) is one
    /// group however many variables follow it.
    ///
    /// Groups are in order of their first variable, each in creation order.
    public func ambiguousVariableGroups() -> [[Variable]] { ambiguousVariableGroups(readingSigns: true) }

    /// `readingSigns: false` sends every cone test to the probe, as before the sign deduction:
    /// the reference the tests hold the deduction to.
    func ambiguousVariableGroups(readingSigns: Bool) -> [[Variable]] {
        var analysis = AmbiguityAnalysis(tableau: tableau)
        analysis.readsSigns = readingSigns
        var groupOfComponent: [Int: Int] = [:]
        var parent: [Int] = []
        func find(_ group: Int) -> Int {
            var root = group
            while parent[root] != root { root = parent[root] }
            var current = group
            while parent[current] != root {
                let next = parent[current]
                parent[current] = root
                current = next
            }
            return root
        }
        var members: [(variable: Variable, group: Int)] = []
        for variable in knownVariables {
            let components = analysis.movableComponents(of: symbolOfVariable[variable.id])
            guard !components.isEmpty else { continue }
            var group: Int?
            for component in components {
                if let existing = groupOfComponent[component] {
                    let root = find(existing)
                    if let current = group, current != root {
                        // Union by the smaller index, so a group is named by its first variable.
                        let (keep, drop) = current < root ? (current, root) : (root, current)
                        parent[drop] = keep
                        group = keep
                    } else {
                        group = root
                    }
                } else {
                    if group == nil {
                        group = parent.count
                        parent.append(parent.count)
                    }
                    groupOfComponent[component] = group
                }
            }
            guard let group else { preconditionFailure("`components` is not empty, so the loop set a group") }
            members.append((variable, group))
        }
        // Each group's position in the result, in order of its first variable.
        var positionOfRoot: [Int: Int] = [:]
        var groups: [[Variable]] = []
        for member in members {
            let root = find(member.group)
            if let position = positionOfRoot[root] {
                groups[position].append(member.variable)
            } else {
                positionOfRoot[root] = groups.count
                groups.append([member.variable])
            }
        }
        return groups
    }

    /// Whether `variable` is not determined by the constraints (see ``ambiguousVariables()``).
    ///
    /// Variables the solver has never seen are unconstrained, hence ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard symbolOfVariable[variable.id] >= 0 else { return true }
        var analysis = AmbiguityAnalysis(tableau: tableau)
        return analysis.isAmbiguous(symbolOfVariable[variable.id])
    }
}

/// Working state of one ambiguity query over a snapshot of the tableau.
///
/// Only the free directions Z matter (step 2 of ``Solver/ambiguousVariables()``), so a variable's
/// row is never expanded in full: each basic symbol is written over the symbols of Z only (its
/// *free part*). The free part of a sum is the sum of the free parts, cell by cell with the same
/// additions in the same order as a full expansion would do them, so the coefficients (including
/// cells that cancel below the drop threshold) are bit for bit those of the full expansion
/// filtered to Z. In a determined layout Z is empty or tiny, so the free parts are mostly empty
/// arrays (no allocation) and the query costs one pass over the external rows; with no free
/// symbol at all it costs nothing per variable.
struct AmbiguityAnalysis {
    let t: Tableau
    /// Per symbol: parametric, may move, costs nothing at any level (the set Z).
    let free: [Bool]
    let anyFree: Bool
    /// Free parts of basic symbols, memoised (nil: not computed yet).
    var freeParts: [Row?]

    init(tableau: Tableau) {
        t = tableau
        var free = [Bool](repeating: false, count: tableau.symbolCount)
        var anyFree = false
        for i in 0..<tableau.symbolCount where tableau.basicSlot[i] < 0 && tableau.costs[i].isEmpty {
            switch tableau.kinds[i] {
            case .external, .slack, .error:
                free[i] = true
                anyFree = true
            case .dummy, .artificial: break
            }
        }
        self.free = free
        self.anyFree = anyFree
        freeParts = anyFree ? Array(repeating: nil, count: tableau.symbolCount) : []
    }

    /// Parametric, may move, and costs nothing at any level.
    @inline(__always) func isFree(_ s: SymbolID) -> Bool { free[Int(s)] }

    /// The symbol written over parametric symbols, restricted to the free ones (Z).
    mutating func freePart(of s: SymbolID) -> Row {
        let slot = t.basicSlot[Int(s)]
        if slot < 0 { return isFree(s) ? Row(constant: 0, cells: [Cell(symbol: s, coefficient: 1)]) : Row() }
        if let row = freeParts[Int(s)] { return row }
        if t.kinds[Int(s)] != .external {
            // Restricted rows are already over parametric symbols.
            let row = Row(constant: 0, cells: t.rows[Int(slot)].cells.filter { isFree($0.symbol) })
            freeParts[Int(s)] = row
            return row
        }
        // Iterative post-order over references so that deep chains do not recurse.
        var stack: [SymbolID] = [s]
        var ignored: [SymbolID] = []
        while let top = stack.last {
            if freeParts[Int(top)] != nil {
                stack.removeLast()
                continue
            }
            let row = t.rows[Int(t.basicSlot[Int(top)])]
            var pending = false
            for cell in row.cells {
                let c = cell.symbol
                if t.basicSlot[Int(c)] >= 0 && t.kinds[Int(c)] == .external && freeParts[Int(c)] == nil {
                    stack.append(c)
                    pending = true
                }
            }
            if pending { continue }
            var result = Row()
            for cell in row.cells {
                let c = cell.symbol
                if t.basicSlot[Int(c)] < 0 {
                    if isFree(c) { result.add(c, cell.coefficient) }
                    continue
                }
                let part = freePart(of: c)
                if part.cells.isEmpty { continue }
                ignored.removeAll(keepingCapacity: true)
                result.add(part, times: cell.coefficient, added: &ignored)
            }
            freeParts[Int(top)] = result
            stack.removeLast()
        }
        guard let part = freeParts[Int(s)] else {
            preconditionFailure("the loop ends only once `s`, pushed first, has its part")
        }
        return part
    }

    /// A connected part of the free directions: free symbols linked by degenerate restricted rows
    /// (rows at 0 that a move could make negative).
    ///
    /// The cone of feasible directions is the product of the components' cones, so each can be
    /// tested on its own.
    struct Component {
        var symbols: [SymbolID]
        var degenerate: [Int32]
    }
    /// Component index of each free symbol (-1: not computed yet); sized on first use.
    var componentOf: [Int32] = []
    var components: [Component] = []
    /// Per free symbol: every direction of its component's cone leaves it at 0 (filled in per
    /// component by `findHeld`, on the component's first cone test).
    var held: [Bool] = []
    var heldFound: [Bool] = []
    var readsSigns = true
    /// Cone test results by component and direction (coefficient bits), shared by variables.
    struct ConeKey: Hashable {
        var component: Int
        var cells: [UInt64]
    }
    var coneResults: [ConeKey: Bool] = [:]

    mutating func component(of z: SymbolID) -> Int {
        if componentOf.isEmpty {
            componentOf = Array(repeating: -1, count: t.symbolCount)
            held = Array(repeating: false, count: t.symbolCount)
        }
        if componentOf[Int(z)] >= 0 { return Int(componentOf[Int(z)]) }
        let index = components.count
        var queue: [SymbolID] = [z]
        componentOf[Int(z)] = Int32(index)
        var seenRows = Set<Int32>()
        var degenerate: [Int32] = []
        var k = 0
        while k < queue.count {
            let y = queue[k]
            k += 1
            // The column may hold stale or duplicate slots; `seenRows` and the checks filter them.
            for slot in t.columnLists.slots(in: t.columnList(y, restricted: true))
            where Int(slot) < t.rows.count {
                let b = t.rowBasic[Int(slot)]
                guard b >= 0, t.kinds[Int(b)].isRestricted, abs(t.rows[Int(slot)].constant) <= nearZero,
                    !seenRows.contains(slot), t.rows[Int(slot)].contains(y)
                else { continue }
                seenRows.insert(slot)
                degenerate.append(slot)
                for cell in t.rows[Int(slot)].cells
                where isFree(cell.symbol) && componentOf[Int(cell.symbol)] < 0 {
                    componentOf[Int(cell.symbol)] = Int32(index)
                    queue.append(cell.symbol)
                }
            }
        }
        components.append(Component(symbols: queue.sorted(), degenerate: degenerate.sorted()))
        heldFound.append(false)
        return index
    }

    /// The components of free directions along which `s` can move (empty: determined).
    mutating func movableComponents(of s: SymbolID) -> [Int] {
        var movable: [Int] = []
        for direction in freeDirections(of: s) where isMovable(along: direction.component, direction.part) {
            movable.append(direction.component)
        }
        return movable
    }

    mutating func isAmbiguous(_ s: SymbolID) -> Bool {
        let directions = freeDirections(of: s)
        // A direction no degenerate row limits answers at once, before any cone is tested.
        if directions.contains(where: { components[$0.component].degenerate.isEmpty }) { return true }
        return directions.contains { isMovable(along: $0.component, $0.part) }
    }

    /// The variable's free directions, grouped by component (in order of first appearance).
    ///
    /// A variable reaches one or two components, so a linear search beats hashing.
    mutating func freeDirections(of s: SymbolID) -> [(component: Int, part: [Cell])] {
        guard anyFree else { return [] }
        var directions: [(component: Int, part: [Cell])] = []
        for cell in freePart(of: s).cells {
            let c = component(of: cell.symbol)
            if let k = directions.firstIndex(where: { $0.component == c }) {
                directions[k].part.append(cell)
            } else {
                directions.append((c, [cell]))
            }
        }
        return directions
    }

    /// Whether a variable whose free part on component `c` is `part` can move along it.
    ///
    /// A direction that no degenerate row limits is free both ways (or one way, for a slack/error
    /// symbol, which is enough to move the variable); otherwise the component's cone decides: the
    /// cone is a product, so a·d >= 1 (or <= -1) is feasible iff it is on some component (scale
    /// that component's direction up, leave the others at 0).
    mutating func isMovable(along c: Int, _ part: [Cell]) -> Bool {
        if components[c].degenerate.isEmpty { return true }
        if readsSigns && isHeld(part, in: c) { return false }
        let key = ConeKey(
            component: c,
            cells: part.flatMap { [UInt64(UInt32(bitPattern: $0.symbol)), $0.coefficient.bitPattern] })
        if let known = coneResults[key] { return known }
        let movable = coneAllowsMove(components[c], part)
        coneResults[key] = movable
        return movable
    }

    /// Whether the cone of component `c` holds every symbol of `part` at 0 (see `findHeld`).
    mutating func isHeld(_ part: [Cell], in c: Int) -> Bool {
        if !heldFound[c] {
            findHeld(c)
            heldFound[c] = true
        }
        return part.allSatisfy { held[Int($0.symbol)] && isModerate($0.coefficient) }
    }

    /// Marks the symbols of component `c` that every direction of its cone holds at 0, from the
    /// signs of its degenerate rows alone: a row whose moving cells are all restricted with
    /// negative coefficients adds up non-positive terms to something >= 0, so each of them is 0,
    /// and a symbol held at 0 no longer moves in the other rows.
    ///
    /// A variable whose free part lies on held symbols has a·d = 0 on the whole cone, which is
    /// exactly the probe's "neither LP is feasible", without building it: in layouts nearly every
    /// cone test is such a zero-cost slack pinned by a row at 0.
    ///
    /// The deduction is exact; the probe's floating-point simplex could only disagree through
    /// round-off, overflow (a constraint it then skips) or the 1e-8 drop threshold. So nothing
    /// counts as held unless every coefficient of the cone is moderate (and `isMovable` asks the
    /// same of the variable's own): elsewhere the probe answers.
    mutating func findHeld(_ c: Int) {
        for slot in components[c].degenerate {
            for cell in t.rows[Int(slot)].cells where isFree(cell.symbol) && !isModerate(cell.coefficient) {
                return
            }
        }
        var changed = true
        while changed {
            changed = false
            for slot in components[c].degenerate {
                let cells = t.rows[Int(slot)].cells
                var pins = false
                for cell in cells where isFree(cell.symbol) && !held[Int(cell.symbol)] {
                    pins = cell.coefficient < 0 && t.kinds[Int(cell.symbol)].isRestricted
                    if !pins { break }
                }
                guard pins else { continue }
                for cell in cells where isFree(cell.symbol) { held[Int(cell.symbol)] = true }
                changed = true
            }
        }
    }

    /// Far from overflow and from the drop threshold, where the probe's arithmetic is reliable.
    @inline(__always) func isModerate(_ x: Double) -> Bool { abs(x) >= 1e-3 && abs(x) <= 1e3 }

    /// Two small LPs on one component's cone of feasible directions: can `a·d` reach 1 or -1?
    /// The probe is built from sorted symbols and rows, the same way on every run.
    func coneAllowsMove(_ component: Component, _ a: [Cell]) -> Bool {
        var direction: [SymbolID: Variable] = [:]
        var cone: [Constraint] = []
        for z in component.symbols {
            let d = Variable("d\(z)")
            direction[z] = d
            if t.kinds[Int(z)].isRestricted { cone.append(d >= 0) }
        }
        for slot in component.degenerate {
            let terms = t.rows[Int(slot)].cells.compactMap { c in
                direction[c.symbol].map { Term($0, c.coefficient) }
            }
            if !terms.isEmpty { cone.append(LinearExpression(terms) >= 0) }
        }
        let objective = LinearExpression(
            a.map { cell in
                guard let d = direction[cell.symbol] else {
                    preconditionFailure("`a` is a free part on this component, whose symbols have directions")
                }
                return Term(d, cell.coefficient)
            })
        return Solver.isFeasible(cone + [objective >= 1]) || Solver.isFeasible(cone + [objective <= -1])
    }
}
