/// An incremental Cassowary solver with exact (lexicographic) priorities.
///
/// Every operation leaves the tableau feasible and optimal, so values can be read at any time.
/// Adding and removing constraints re-optimises with the primal simplex; suggesting a value for an
/// edit variable only shifts row constants and repairs them with the dual simplex.
///
/// Required equalities are *eliminated*: they are used to substitute their subject away and
/// leave no marker column behind (kiwi keeps one "dummy" per equality, and those columns pile up
/// in long rows: the fill-in that makes kiwi super-quadratic on chains). The price is that
/// removing a required equality rebuilds the tableau from the remaining constraints, and that a
/// conflict is explained by a separate replay that does keep markers (see ``SolverError``).
///
/// Not thread-safe; use one solver per task.
public final class Solver {
    // The solver is single-threaded and never hands out references into the tableau, so the
    // dynamic exclusivity checks on this property (one per mutating call) are pure overhead.
    @exclusivity(unchecked) var tableau = Tableau()
    /// Kiwi-style marker columns for required equalities (used by the conflict tracer).
    let keepsEqualityMarkers: Bool
    /// Whether a failed add names a minimal conflicting set (`explainConflict`, which replays the
    /// required constraints: slow in a very large system); when false it names the constraints the
    /// failing row involves, at once, a superset that may not be minimal.
    ///
    /// Off for the throw-away solvers that explanation and ambiguity use internally.
    public var explainsConflicts: Bool

    /// External symbol of each variable, by `Variable.id` (-1: not in this solver).
    @exclusivity(unchecked) var symbolOfVariable = IDTable()
    /// Variables known to the solver, in first-use order.
    @exclusivity(unchecked) var variables: [Variable] = []
    /// Owner (index into `entries`) of every marker/error symbol, -1 for others.
    @exclusivity(unchecked) var ownerOfSymbol: [Int32] = []

    /// How a constraint is represented.
    enum State: UInt8 {
        /// Its marker is a tableau symbol (inequalities, soft constraints, marker-mode equalities).
        case marked
        /// A required equality folded into the tableau without a marker.
        case eliminated
        /// A required equality implied by the others (nothing in the tableau).
        case redundant
    }

    /// 16 bytes, and as an optional too (a layout keeps one per constraint for the life of the
    /// solver): the edit variable is not stored but read back from the edit constraint, whose
    /// expression is that variable alone, and the other error symbol is not stored either, as
    /// it is always made right after the marker.
    struct Entry {
        var constraint: Constraint
        var marker: SymbolID
        var state: State
        var isEdit: Bool
        /// Added with `add(_:removable:)`: a required equality keeps a marker, also on replay.
        var isRemovable: Bool
        private var hasOther: Bool

        init(
            constraint: Constraint, marker: SymbolID, other: SymbolID, state: State, isEdit: Bool,
            isRemovable: Bool
        ) {
            assert(other == noSymbol || (marker >= 0 && other == marker + 1))
            self.constraint = constraint
            self.marker = marker
            self.state = state
            self.isEdit = isEdit
            self.isRemovable = isRemovable
            self.hasOther = other != noSymbol
        }

        /// A soft constraint's error symbol made after its marker (an edit's minus error), or
        /// `noSymbol`.
        var other: SymbolID { hasOther ? marker + 1 : noSymbol }

        var editVariable: Variable? { isEdit ? constraint.expression.terms[0].variable : nil }
    }

    /// Constraints in the order they were added; nil for removed ones (compacted on rebuild).
    @exclusivity(unchecked) var entries: [Entry?] = []
    /// Index into `entries` by `Constraint.id`, -1 when absent.
    @exclusivity(unchecked) var entryOfConstraint = IDTable()
    @exclusivity(unchecked) var liveEntries = 0
    /// The largest `reserveCapacity(constraints:)` hint, kept for the tables a rebuild makes anew.
    var reservedConstraints = 0

    struct Edit {
        var entry: Int
        var value: Double
    }
    @exclusivity(unchecked) var edits: [Int: Edit] = [:]

    /// An empty solver that explains conflicts: an unsatisfiable constraint's error lists the
    /// required constraints it contradicts.
    public convenience init() {
        self.init(keepsEqualityMarkers: false, explainsConflicts: true)
    }

    init(keepsEqualityMarkers: Bool, explainsConflicts: Bool) {
        self.keepsEqualityMarkers = keepsEqualityMarkers
        self.explainsConflicts = explainsConflicts
    }

    /// Makes room for about `count` constraints in all, so that a caller that knows the size of its
    /// system spares the solver the growth of its per-constraint tables (the room that doubling
    /// leaves, up to as much again as is used, stays for the life of the solver).
    ///
    /// A hint: adding more still works, and the room is only ever grown, never given back.
    public func reserveCapacity(constraints count: Int) {
        reservedConstraints = max(reservedConstraints, count)
        guard count > entries.count else { return }
        entries.reserveCapacity(count)
        tableau.reserveRows(count)
        // A layout's constraints bring about 1.5 symbols each (four variables a view, two errors
        // a soft constraint, a slack an inequality, none a required equality). Grown by doubling
        // instead, the per-symbol tables could keep up to as much room again as is used.
        let symbols = count + count / 2
        tableau.reserveSymbols(symbols)
        ownerOfSymbol.reserveCapacity(symbols)
    }

    // MARK: Constraints

    /// Whether `constraint` (this very object) is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        entryIndex(of: constraint) != nil
    }

    /// Constraints currently in the solver (including edit constraints), in the order added.
    public var constraints: [Constraint] { entries.compactMap { $0?.constraint } }

    /// Adds a constraint and re-optimises.
    ///
    /// A required constraint that contradicts the required constraints already present throws
    /// ``SolverError/unsatisfiable(_:conflicts:)`` and leaves the solver exactly as it was. A
    /// required constraint that is implied by the others (`x == 10`, then `2x == 20`) is accepted.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, editVariable: nil)
    }

    /// Adds a constraint that is to be removed again, and re-optimises.
    ///
    /// With `removable`, a required equality keeps a marker symbol as an inequality does, so that
    /// ``remove(_:)`` takes it out of the rows it is in (O(those rows)) instead of rebuilding the
    /// tableau from the remaining constraints (O(system)). The marker is a column the plain
    /// `add(_:)` saves, so it is for constraints that are replaced often, such as a value held
    /// anew after every pass. Other constraints are added as `add(_:)` adds them; the optimum is
    /// the same either way.
    public func add(_ constraint: Constraint, removable: Bool) throws(SolverError) {
        try add(constraint, editVariable: nil, removable: removable)
    }

    /// Adds the constraints one by one, in order, as `add(_:)` adds each.
    ///
    /// The first that fails throws; those before it stay added.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for c in constraints { try add(c) }
    }

    func add(_ constraint: Constraint, editVariable: Variable?, removable: Bool = false) throws(SolverError) {
        guard entryIndex(of: constraint) == nil else {
            throw .duplicateConstraint(constraint)
        }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        if constraint.isTwoSided {
            guard constraint.priorityBelow.isValid else { throw .invalidPriority(constraint.priorityBelow) }
            guard !constraint.priority.isRequired && !constraint.priorityBelow.isRequired else {
                throw .requiredTwoSided(constraint)
            }
        }
        guard constraint.isFinite else { throw .nonFiniteConstraint(constraint) }
        tableau.invalidateValues()
        let index = entries.count
        let variableCount = variables.count
        let ownerCount = ownerOfSymbol.count
        tableau.beginTransaction()
        do throws(TableauFailure) {
            let entry = try insert(
                constraint, owner: index, editVariable: editVariable, removable: removable)
            guard tableau.touchedRowsAreFinite() else { throw TableauFailure.overflow }
            tableau.commit()
            entries.append(entry)
            setEntryIndex(of: constraint, index)
            liveEntries += 1
        } catch {
            tableau.rollback()
            for v in variables[variableCount...] { symbolOfVariable[v.id] = -1 }
            variables.removeLast(variables.count - variableCount)
            ownerOfSymbol.removeLast(ownerOfSymbol.count - ownerCount)
            switch error {
            case .infeasible(let trace):
                let conflicts = explainsConflicts ? explainConflict(constraint) : traceOwners(trace)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            case .numerical(let message):
                throw .internalFailure(message)
            case .overflow:
                throw .nonFiniteConstraint(constraint)
            }
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// Inequalities and soft constraints are removed through their marker, as in kiwi, and so is a
    /// required equality added with `add(_:removable: true)`. Any other required equality has no
    /// marker, so removing one rebuilds the tableau by replaying the remaining constraints and edit
    /// suggestions in order (O(size of the system)).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = entryIndex(of: constraint) else { throw .unknownConstraint(constraint) }
        guard let entry = entries[index] else {
            preconditionFailure("entryIndex(of:) finds live entries only")
        }
        guard entry.editVariable == nil else { throw .unknownConstraint(constraint) }
        try removeEntry(index)
    }

    func removeEntry(_ index: Int) throws(SolverError) {
        tableau.invalidateValues()
        guard let entry = entries[index] else {
            preconditionFailure("remove and removeEditVariable pass a live entry's index")
        }
        entries[index] = nil
        setEntryIndex(of: entry.constraint, -1)
        liveEntries -= 1
        switch entry.state {
        case .redundant:
            if keepsEqualityMarkers { break }
            return
        case .eliminated:
            try rebuild()
            return
        case .marked:
            break
        }
        do throws(TableauFailure) {
            try removeMarked(entry)
            try tableau.optimize()
        } catch {
            throw .internalFailure("\(error)")
        }
        if entries.count > 64 && liveEntries * 2 < entries.count { try rebuild() }
    }

    /// kiwi's removal: take the constraint's errors out of the objective, make its marker basic
    /// (pivoting it into the row it limits first) and drop that row.
    ///
    /// Every other row is then independent of the constraint: each row is a combination of the
    /// original equations, and the marker occurs in no equation but the constraint's own.
    private func removeMarked(_ entry: Entry) throws(TableauFailure) {
        for e in [entry.marker, entry.other] where e >= 0 && tableau.kinds[Int(e)] == .error {
            // A soft equality's marker is its error above zero, `other` the one below.
            let p = e == entry.other ? entry.constraint.priorityBelow.value : entry.constraint.priority.value
            if let row = tableau.rowOf(e) {
                for cell in row.cells { tableau.addCost(cell.symbol, p, -cell.coefficient) }
            } else {
                tableau.addCost(e, p, -1)
            }
        }
        let marker = entry.marker
        if marker >= 0 {
            let slot = tableau.basicSlot[Int(marker)]
            if slot >= 0 {
                tableau.dropRow(slot)
            } else {
                let leaving = markerLeavingSlot(marker)
                guard leaving >= 0 else { throw .numerical("marker of removed constraint not found") }
                if tableau.kinds[Int(tableau.rowBasic[Int(leaving)])] == .external {
                    tableau.expandRow(leaving)
                }
                tableau.pivot(entering: marker, slot: leaving)
                tableau.dropRow(leaving)
            }
        }
        let other = entry.other
        if other >= 0 {
            if !tableau.isBasic(other) {
                tableau.eraseColumn(other)
            } else {
                // Only the constraint's own equation could define its other error symbol, so once the
                // marker's row is gone a row left for it is empty and can go too; anything else is
                // left alone rather than guessed at.
                let slot = tableau.basicSlot[Int(other)]
                if tableau.rows[Int(slot)].cells.isEmpty { tableau.dropRow(slot) }
            }
        }
        if marker >= 0 { tableau.eraseColumn(marker) }
    }

    /// Where to pivot a parametric marker so that its row can be dropped: kiwi's rule (a
    /// restricted row that the marker drives to zero first, else the restricted row that limits it
    /// least, else an unrestricted row), with ties to the lowest basic symbol id.
    private func markerLeavingSlot(_ marker: SymbolID) -> Int32 {
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var r1 = Double.infinity
        var r2 = Double.infinity
        var b1 = SymbolID.max
        var b2 = SymbolID.max
        var b3 = SymbolID.max
        let containing = tableau.allSlots(containing: marker, clear: false)
        for slot in containing {
            let i = Int(slot)
            let basic = tableau.rowBasic[i]
            let c = tableau.rows[i].coefficient(of: marker)
            if !tableau.kinds[Int(basic)].isRestricted {
                if basic < b3 { (third, b3) = (slot, basic) }
            } else if c < 0 {
                let r = -tableau.rows[i].constant / c
                if r < r1 || (r == r1 && basic < b1) { (first, r1, b1) = (slot, r, basic) }
            } else {
                let r = tableau.rows[i].constant / c
                if r < r2 || (r == r2 && basic < b2) { (second, r2, b2) = (slot, r, basic) }
            }
        }
        tableau.recycle(containing)
        return first >= 0 ? first : second >= 0 ? second : third
    }

    func entryIndex(of constraint: Constraint) -> Int? {
        let i = entryOfConstraint[constraint.id]
        return i >= 0 ? Int(i) : nil
    }

    func setEntryIndex(of constraint: Constraint, _ index: Int) {
        entryOfConstraint[constraint.id] = Int32(index)
    }

    // MARK: Edit variables

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Makes `variable` suggestible: adds the soft constraint `variable == suggestion` at
    /// `priority` (which must not be required).
    ///
    /// Until the first suggestion the target is 0, as in kiwi.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority)
        try add(constraint, editVariable: variable)
        edits[variable.id] = Edit(entry: entries.count - 1, value: 0)
    }

    /// Removes `variable`'s edit constraint and its suggestion; throws
    /// ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        edits[variable.id] = nil
        let entryCount = entries.count
        try removeEntry(edit.entry)
        // A rebuild renumbers entries (and leaves fewer): keep the remaining edits pointing at
        // theirs. Without one every index still holds, and a scan of all the entries per removed
        // edit would be quadratic in a layout that turns its edits into pins one by one.
        if entries.count != entryCount { reindexEdits() }
    }

    /// Moves the target of an edit variable and repairs optimality with the dual simplex; costs
    /// only the rows that depend on the edit's error symbols.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        tableau.invalidateValues()
        let delta = value - edit.value
        edit.value = value
        edits[variable.id] = edit
        guard let entry = entries[edit.entry] else {
            preconditionFailure("an edit's entry lives until removeEditVariable drops the edit with it")
        }
        shiftEdit(plus: entry.marker, minus: entry.other, by: delta)
        do throws(TableauFailure) {
            try tableau.dualOptimize()
            // Dual pivots keep the objective optimal in exact arithmetic; a primal pass catches
            // what round-off lets through (it finds nothing to do in the normal case).
            try tableau.optimize()
        } catch {
            throw .internalFailure("\(error)")
        }
    }

    /// Moves the target of an edit constraint by `delta`.
    ///
    /// The new equation equals the old one with the plus error read as `plus + delta` (or the minus
    /// error as `minus - delta`), so re-parametrising one of them is enough: its own row (if basic)
    /// and every row that mentions it directly shift their constants. kiwi picks the basic one when
    /// there is one, because then only that row changes; here external rows may also refer to a
    /// basic symbol, so those are shifted too.
    private func shiftEdit(plus: SymbolID, minus: SymbolID, by delta: Double) {
        let (symbol, shift): (SymbolID, Double) =
            tableau.isBasic(plus) || !tableau.isBasic(minus) ? (plus, delta) : (minus, -delta)
        let own = tableau.basicSlot[Int(symbol)]
        if own >= 0 {
            tableau.rows[Int(own)].constant -= shift
            if tableau.rows[Int(own)].constant < 0 { tableau.infeasible.append(own) }
        }
        let containing = tableau.allSlots(containing: symbol, clear: false)
        for slot in containing {
            let i = Int(slot)
            tableau.rows[i].constant += shift * tableau.rows[i].coefficient(of: symbol)
            if tableau.kinds[Int(tableau.rowBasic[i])].isRestricted && tableau.rows[i].constant < 0 {
                tableau.infeasible.append(slot)
            }
        }
        tableau.recycle(containing)
    }

    private func reindexEdits() {
        for i in entries.indices {
            if let v = entries[i]?.editVariable { edits[v.id]?.entry = i }
        }
    }

    // MARK: Values

    /// The variable's value in the current optimum; 0 for variables the solver has not seen
    /// (and for parametric ones, as in kiwi).
    public func value(of variable: Variable) -> Double {
        let s = symbolOfVariable[variable.id]
        guard s >= 0 else { return 0 }
        let x = tableau.value(of: s)
        return x == 0 ? 0 : x
    }

    /// Variables that appear in at least one constraint, in creation order.
    public var knownVariables: [Variable] { variables.sorted { $0.id < $1.id } }

    /// Whether `variable` appears in a constraint of the solver (is one of `knownVariables`),
    /// without listing them.
    public func mentions(_ variable: Variable) -> Bool { symbolOfVariable[variable.id] >= 0 }

    // MARK: Building rows

    func symbol(for variable: Variable) -> SymbolID {
        let known = symbolOfVariable[variable.id]
        if known >= 0 { return known }
        let s = newSymbol(.external, owner: -1)
        symbolOfVariable[variable.id] = s
        variables.append(variable)
        return s
    }

    func newSymbol(_ kind: SymbolKind, owner: Int) -> SymbolID {
        let s = tableau.newSymbol(kind)
        ownerOfSymbol.append(Int32(owner))
        return s
    }

    /// Puts the constraint into the tableau (kiwi's add algorithm with lexicographic costs and
    /// equality elimination); the caller wraps it in a transaction.
    private func insert(_ constraint: Constraint, owner: Int, editVariable: Variable?, removable: Bool)
        throws(TableauFailure) -> Entry
    {
        let keepsMarker = keepsEqualityMarkers || removable
        let expression = constraint.expression
        let required = constraint.priority.isRequired
        // The marker and error symbols the row gets below: reserved up front (and by `expand`)
        // so that adding them does not regrow the row, and no room is left over that it keeps.
        let markers =
            !required ? 2 : constraint.relation != .equal || keepsMarker ? 1 : 0
        var row = Row(constant: expression.constant)
        row.cells.reserveCapacity(expression.terms.count + markers)
        for term in expression.terms { row.add(symbol(for: term.variable), term.coefficient) }
        // Fast path: a variable that no row mentions yet can simply be defined by this constraint.
        // Its row may refer to basic symbols (an external row, see Tableau), nothing else changes,
        // and the constraint holds exactly, so the tableau stays optimal without a pivot.
        var fresh = tableau.unmentionedExternal(in: row)
        // Second fast path: a variable that only external rows mention (see
        // `Tableau.localDefinition`); the row is expanded just enough to define it.
        if fresh == nil { fresh = tableau.localDefinition(&row) }
        var scale = abs(expression.constant)
        if fresh == nil { scale = max(scale, tableau.expand(&row, spare: markers)) }
        let p = constraint.priority.value
        var marker = noSymbol
        var other = noSymbol
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let k: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: owner)
            row.add(marker, k)
            if !required {
                other = newSymbol(.error, owner: owner)
                row.add(other, -k)
                tableau.addCost(other, p, 1)
            }
        case .equal:
            if !required {
                // expression = marker - other: the marker measures the expression above zero,
                // the other error below it.
                marker = newSymbol(.error, owner: owner)
                other = newSymbol(.error, owner: owner)
                row.add(marker, -1)
                row.add(other, 1)
                tableau.addCost(marker, p, 1)
                tableau.addCost(other, constraint.priorityBelow.value, 1)
            } else if keepsMarker {
                marker = newSymbol(.dummy, owner: owner)
                row.add(marker, 1)
            }
        }
        var entry = Entry(
            constraint: constraint, marker: marker, other: other, state: .marked, isEdit: editVariable != nil,
            isRemovable: removable)
        if marker < 0 { entry.state = .eliminated }
        if let fresh {
            row.solve(for: fresh)
            tableau.insertRow(row, basic: fresh)
            return entry
        }
        if row.constant < 0 { row.negate() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == noSymbol && row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            guard abs(row.constant) <= nearZero * max(1, scale) else {
                throw .infeasible(trace: row.cells.map(\.symbol).filter { $0 != marker })
            }
            if marker >= 0 {
                subject = marker
            } else {
                entry.state = .redundant
                try tableau.optimize()
                return entry
            }
        }
        if subject == noSymbol {
            let emptied = try addWithArtificialVariable(row, marker: marker, scale: scale)
            if emptied && marker < 0 { entry.state = .redundant }
        } else {
            row.solve(for: subject)
            tableau.substitute(subject, row)
            tableau.insertRow(row, basic: subject)
        }
        try tableau.optimize()
        return entry
    }

    /// kiwi's subject rule: an external symbol (lowest id), else a slack/error tag symbol with a
    /// negative coefficient — either keeps the tableau feasible without a search.
    private func chooseSubject(_ row: Row, marker: SymbolID, other: SymbolID) -> SymbolID {
        for cell in row.cells.reversed() where tableau.kinds[Int(cell.symbol)] == .external {
            return cell.symbol
        }
        for s in [marker, other] where s >= 0 && tableau.kinds[Int(s)].isPivotable {
            if row.coefficient(of: s) < 0 { return s }
        }
        return noSymbol
    }

    /// Phase one for a row without an easy subject.
    ///
    /// Returns true when the constraint turned out to be implied (the artificial row emptied out).
    private func addWithArtificialVariable(_ row: Row, marker: SymbolID, scale: Double)
        throws(TableauFailure) -> Bool
    {
        let art = tableau.newSymbol(.artificial)
        ownerOfSymbol.append(-1)
        tableau.insertRow(row, basic: art)
        tableau.artificialObjective = row
        try tableau.optimizeArtificial()
        guard let objective = tableau.artificialObjective else {
            preconditionFailure("optimizeArtificial keeps the artificial objective it was given")
        }
        tableau.artificialObjective = nil
        guard abs(objective.constant) <= nearZero * max(1, scale) else {
            throw .infeasible(trace: objective.cells.map(\.symbol).filter { $0 != marker })
        }
        var emptied = false
        let slot = tableau.basicSlot[Int(art)]
        if slot >= 0 {
            let artRow = tableau.rows[Int(slot)]
            if artRow.cells.isEmpty {
                tableau.removeRow(slot)
                emptied = true
            } else {
                guard let entering = artRow.cells.first(where: { tableau.kinds[Int($0.symbol)].isPivotable })
                else {
                    throw .infeasible(trace: artRow.cells.map(\.symbol).filter { $0 != marker })
                }
                tableau.pivot(entering: entering.symbol, slot: slot)
            }
        }
        tableau.eraseColumn(art)
        // Nothing refers to the artificial symbol now and it is the newest: give its id back, so
        // that every such add does not leave a dead symbol in each per-symbol array. The symbols
        // made later get ids one lower, in the same order, so every tie-break between them is
        // the one it was.
        if Int(art) == tableau.symbolCount - 1 {
            tableau.removeSymbols(from: Int(art))
            ownerOfSymbol.removeLast()
        }
        return emptied
    }

    // MARK: Rebuild

    /// Replays the live constraints (and edit suggestions) into a fresh tableau.
    func rebuild() throws(SolverError) {
        let old = entries.compactMap { $0 }
        let oldEdits = edits
        tableau = Tableau()
        symbolOfVariable = IDTable()
        variables = []
        ownerOfSymbol = []
        entries = []
        entryOfConstraint = IDTable()
        liveEntries = 0
        edits = [:]
        reserveCapacity(constraints: reservedConstraints)
        for entry in old {
            try add(entry.constraint, editVariable: entry.editVariable, removable: entry.isRemovable)
            if let v = entry.editVariable { edits[v.id] = Edit(entry: entries.count - 1, value: 0) }
        }
        for entry in old {
            if let v = entry.editVariable, let value = oldEdits[v.id]?.value, value != 0 {
                try suggestValue(value, for: v)
            }
        }
    }

    func traceOwners(_ trace: [SymbolID]) -> [Constraint] {
        var owners: [Int] = []
        for s in trace where Int(s) < ownerOfSymbol.count && ownerOfSymbol[Int(s)] >= 0 {
            owners.append(Int(ownerOfSymbol[Int(s)]))
        }
        return Array(Set(owners)).sorted().compactMap { i in i < entries.count ? entries[i]?.constraint : nil
        }
    }
}
