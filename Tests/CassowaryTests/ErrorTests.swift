import Testing

@testable import Cassowary

@Suite struct ErrorTests {
    @Test func redundantRequiredEqualityIsAccepted() throws {
        let x = Variable("x")
        let s = Solver()
        try addChecked(s, [x == 10, 2 * x == 20])
        expectValue(s, x, 10)
    }

    @Test func contradictoryRequiredEqualityNamesTheOtherOne() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let a = x == 10
        try addChecked(s, [y == 3, a])
        let set = conflicts(adding: x == 20, to: s)
        #expect(set.map { $0.map(ObjectIdentifier.init) } == [ObjectIdentifier(a)])
        expectInvariants(s)
    }

    @Test func conflictThroughInequalitiesIsMinimal() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let s = Solver()
        let lower = x >= 10
        let link = y == x + 5
        let unrelated = [z == 3, z <= 100, x <= 1000, (y == 0) ~ 500]
        try addChecked(s, unrelated + [lower, link])
        let set = conflicts(adding: y <= 12, to: s)
        #expect(
            set.map { Set($0.map(ObjectIdentifier.init)) } == Set([lower, link].map(ObjectIdentifier.init)))
    }

    @Test func conflictAlongAChainNamesTheWholeChain() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let s = Solver()
        var chain: [Constraint] = [v[0] == 0]
        for i in 1..<5 { chain.append(v[i] == v[i - 1] + 1) }
        try addChecked(s, chain + [v[5] >= 0, v[5] <= 9])
        let set = conflicts(adding: v[4] == 7, to: s)
        #expect(set.map { $0.map(ObjectIdentifier.init) } == chain.map(ObjectIdentifier.init))
    }

    @Test func failedAddLeavesTheSolverExactlyAsBefore() throws {
        let x = Variable("x")
        let y = Variable("y")
        let w = Variable("w")
        let base: [Constraint] = [
            x >= 0, y >= x + 10, (y == 50) ~ 750, (x == 45) ~ 250, w == x + y, (w <= 70) ~ 500,
        ]
        let s = Solver()
        try addChecked(s, base)
        let before = [x, y, w].map { s.value(of: $0).bitPattern }
        #expect(conflicts(adding: y <= x + 5, to: s) != nil)
        expectInvariants(s)
        #expect([x, y, w].map { s.value(of: $0).bitPattern } == before)
        #expect(s.constraints.count == base.count)
        // Continuing gives bit-identical results to a solver that never saw the failed add.
        let more: [Constraint] = [(x == 30) ~ 600, y <= 60]
        try addChecked(s, more)
        let t = Solver()
        try t.add(base + more)
        #expect(
            [x, y, w].map { s.value(of: $0).bitPattern } == [x, y, w].map { t.value(of: $0).bitPattern })
    }

    @Test func operationsAfterAFailedAddThatCreatedRows() throws {
        // The failed add inserts a phase-one row mentioning x's slack; after the rollback nothing
        // may still point at that row (the next operations read the slack's column).
        let x = Variable("x")
        let lower = x >= 10
        let s = Solver()
        try addChecked(s, [lower])
        #expect(conflicts(adding: x <= 5, to: s) != nil)
        expectInvariants(s)
        try s.remove(lower)
        expectInvariants(s)
        try addChecked(s, [x >= 3, (x == 1) ~ 500])
        expectValue(s, x, 3)
        #expect(conflicts(adding: x <= 2, to: s) != nil)
        try s.addEditVariable(x, priority: 750)
        try s.suggestValue(7, for: x)
        expectInvariants(s)
        expectValue(s, x, 7)
    }

    @Test func duplicateAndUnknownConstraintsAreTypedErrors() throws {
        let x = Variable("x")
        let c = x == 1
        let s = Solver()
        try s.add(c)
        #expect {
            try s.add(c)
        } throws: { error in
            if case .duplicateConstraint(let d) = error as? SolverError { return d === c }
            return false
        }
        #expect {
            try s.remove(x >= 1)
        } throws: { error in
            if case .unknownConstraint = error as? SolverError { return true }
            return false
        }
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let x = Variable("x")
        let s = Solver()
        for bad in [
            Constraint(LinearExpression([Term(x, .nan)]), .equal), x == LinearExpression(constant: .infinity),
            Constraint(
                LinearExpression([Term(x, .greatestFiniteMagnitude), Term(x, .greatestFiniteMagnitude)]),
                .equal),
        ] {
            #expect {
                try s.add(bad)
            } throws: { error in
                if case .nonFiniteConstraint = error as? SolverError { return true }
                return false
            }
        }
        try s.addEditVariable(x, priority: 750)
        #expect(throws: SolverError.self) { try s.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try s.suggestValue(-.infinity, for: x) }
        expectInvariants(s)
    }

    @Test func invalidPrioritiesAreRejected() {
        let x = Variable("x")
        let s = Solver()
        for p in [Priority(0), Priority(1001), Priority(.nan), Priority(-.infinity)] {
            #expect(throws: SolverError.self) { try s.add((x == 1) ~ p) }
            #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: p) }
        }
        #expect(s.constraints.isEmpty)
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let s = Solver()
        #expect(throws: SolverError.self) { try s.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try s.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: .required) }
        try s.addEditVariable(x, priority: 1)
        #expect(throws: SolverError.self) { try s.addEditVariable(x, priority: 2) }
        // Edit constraints are internal: they cannot be removed as constraints.
        #expect(throws: SolverError.self) { try s.remove(s.constraints[0]) }
    }
}
