import Testing

@testable import Cassowary

/// Required equalities added with `add(_:removable: true)`: removed through a marker, never by a
/// rebuild, with the same optimum as those added plainly.
@Suite struct RemovableTests {
    /// A removed entry stays a hole in the list of entries until a compaction; a rebuild leaves
    /// none.
    func rebuilt(_ solver: Solver) -> Bool { !solver.entries.contains { $0 == nil } }

    @Test func removingARemovableEqualityDoesNotRebuild() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try addChecked(s, [y == x + 10, (x == 5) ~ 250, y <= 100])
        let pin = x == 40
        try s.add(pin, removable: true)
        expectInvariants(s)
        expectValue(s, y, 50)
        try s.remove(pin)
        expectInvariants(s)
        #expect(!rebuilt(s))
        expectValue(s, x, 5)
        expectValue(s, y, 15)
        // The plain add of the same equality is removed by a rebuild.
        let plain = x == 40
        try s.add(plain)
        try s.remove(plain)
        #expect(rebuilt(s))
        expectValue(s, x, 5)
    }

    /// A pin replaced again and again, as a layout's safe-area insets are after each pass: each
    /// value holds, and the variables that depend on it follow, as in a fresh solver.
    @Test func aPinReplacedManyTimesMatchesFreshSolves() throws {
        let inset = Variable("inset")
        let top = Variable("top")
        let views = (0..<20).map { Variable("y\($0)") }
        var layout: [Constraint] = [top >= 0, (top == 30) ~ 500]
        for (i, y) in views.enumerated() {
            layout.append(y == (i == 0 ? top + inset : views[i - 1] + 12))
            layout.append((y == Double(i) * 10) ~ Priority(100 + Double(i)))
        }
        let s = Solver()
        try addChecked(s, layout)
        var pin: Constraint? = nil
        for value in [0.0, 59, 47, 0, 20.5, 59, 59] {
            if let pin { try s.remove(pin) }
            let next = inset == LinearExpression(constant: value)
            try s.add(next, removable: true)
            pin = next
            expectInvariants(s)
            let fresh = Solver()
            try fresh.add(layout + [next])
            for v in views + [top, inset] { expectValue(s, v, fresh.value(of: v), tolerance: 1e-7) }
        }
        #expect(!rebuilt(s))
    }

    /// A removable pin that contradicts the required constraints is refused as any other, names
    /// the constraint it contradicts, and leaves the solver as it was.
    @Test func aConflictingRemovablePinIsRefused() throws {
        let inset = Variable("inset")
        let moved = inset == 5
        let s = Solver()
        try addChecked(s, [moved])
        let pin = inset == 59
        do {
            try s.add(pin, removable: true)
            Issue.record("the pin was accepted")
        } catch {
            guard case .unsatisfiable(let failed, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(failed === pin)
            #expect(conflicts.map(\.id) == [moved.id])
        }
        expectInvariants(s)
        #expect(!s.hasConstraint(pin))
        try s.remove(moved)
        try s.add(pin, removable: true)
        expectValue(s, inset, 59)
    }

    /// A rebuild (here: removing a plain required equality) replays a removable pin as removable.
    @Test func aRebuildKeepsAPinRemovable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let plain = y == 3
        let pin = x == 7
        try addChecked(s, [plain])
        try s.add(pin, removable: true)
        try s.remove(plain)
        #expect(rebuilt(s))
        try s.add(y == 4)
        try s.remove(pin)
        expectInvariants(s)
        #expect(!rebuilt(s))
        expectValue(s, y, 4)
    }
}
