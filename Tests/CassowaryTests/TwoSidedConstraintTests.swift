import Testing

@testable import Cassowary

/// `Constraint(e, above: p, below: q)`: one soft equality whose two sides have their own
/// priorities, in place of the pair `e <= 0 @p`, `e >= 0 @q` (a view's hugging and
/// compression resistance on one axis).
@Suite struct TwoSidedConstraintTests {
    /// A width whose intrinsic length is 100, hugging at `hugging`, resisting compression at
    /// `resistance`, pulled towards `wanted` at 500.
    static func width(hugging: Priority, resistance: Priority, wanted: Double) throws -> Double {
        let w = Variable("w")
        let s = Solver()
        try addChecked(s, [Constraint(w - 100, above: hugging, below: resistance), (w == wanted) ~ 500])
        return s.value(of: w)
    }

    @Test func eachSideHoldsAtItsOwnPriority() throws {
        // Hugging below the pull gives way; compression resistance above it holds.
        #expect(try Self.width(hugging: 250, resistance: 750, wanted: 200) == 200.0)
        #expect(try Self.width(hugging: 250, resistance: 750, wanted: 50) == 100.0)
        // The other way round.
        #expect(try Self.width(hugging: 750, resistance: 250, wanted: 200) == 100.0)
        #expect(try Self.width(hugging: 750, resistance: 250, wanted: 50) == 50.0)
        // Alone it is met exactly.
        let w = Variable("w")
        let s = Solver()
        try addChecked(s, [Constraint(w - 100, above: 250, below: 750)])
        expectValue(s, w, 100)
    }

    /// Systems with a unique optimum, each variable wanting a target from above and from below
    /// at priorities of its own: the two-sided constraints give the pairs' values, as added and
    /// after half of them are removed again.
    @Test(arguments: 0..<60)
    func agreesWithThePairItStandsFor(seed: Int) throws {
        var g = SplitMix(state: UInt64(seed) &* 7919 &+ 13)
        let size = g.int(3...9)
        let system = RandomSystem(seed: UInt64(seed) &+ 1_000, size: size)
        var levels = (0..<(2 * size)).map { Priority(Double(20 + 7 * $0)) }
        levels.shuffle(using: &g)
        let targets = system.variables.map { _ in Double(g.int(-80...80)) }
        let twoSided = Solver()
        let pairs = Solver()
        var twoSidedSoft: [Constraint] = []
        var pairSoft: [(Constraint, Constraint)] = []
        for (i, v) in system.variables.enumerated() {
            let excess = v - targets[i]
            let (above, below) = (levels[2 * i], levels[2 * i + 1])
            twoSidedSoft.append(Constraint(excess, above: above, below: below))
            pairSoft.append(
                (
                    Constraint(excess, .lessOrEqual, priority: above),
                    Constraint(excess, .greaterOrEqual, priority: below)
                ))
        }
        // Soft first or required first: both orders pivot differently.
        let softFirst = seed % 2 == 0
        func addAll() throws {
            for c in softFirst ? [] : system.required { try twoSided.add(c); try pairs.add(c) }
            for (c, pair) in zip(twoSidedSoft, pairSoft) {
                try twoSided.add(c)
                try pairs.add(pair.0)
                try pairs.add(pair.1)
            }
            for c in softFirst ? system.required : [] { try twoSided.add(c); try pairs.add(c) }
        }
        try addAll()
        func compare(_ when: String) {
            expectInvariants(twoSided)
            for v in system.variables {
                let (a, b) = (twoSided.value(of: v), pairs.value(of: v))
                #expect(abs(a - b) <= 1e-7, "seed \(seed) \(when): \(v) = \(a), the pair gives \(b)")
            }
        }
        compare("added")
        for i in stride(from: 0, to: size, by: 2) {
            try twoSided.remove(twoSidedSoft[i])
            try pairs.remove(pairSoft[i].0)
            try pairs.remove(pairSoft[i].1)
        }
        compare("after removals")
    }

    /// Removing one takes each side's error out of the objective at its own priority: nothing is
    /// left behind (a cost left at either level would pull the next solve).
    @Test func removingOneLeavesNoCost() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let c = Constraint(x - 10, above: 250, below: 750)
        try addChecked(s, [y == x + 5, c, x <= 4])
        expectValue(s, x, 4)
        try s.remove(c)
        expectInvariants(s)
        let costed = s.tableau.costs.indices.filter { !s.tableau.costs[$0].isEmpty }
        #expect(costed.isEmpty)
    }

    @Test func aRequiredSideIsRefused() {
        let x = Variable("x")
        for (above, below) in [(Priority.required, Priority(250)), (Priority(250), Priority.required)] {
            let c = Constraint(x - 10, above: above, below: below)
            #expect(throws: SolverError.self) { try Solver().add(c) }
            do {
                try Solver().add(c)
            } catch {
                guard case .requiredTwoSided(let refused) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(refused === c)
                #expect(error.description.hasSuffix("cannot be required on either side"))
            }
        }
        do {
            try Solver().add(Constraint(x - 10, above: 250, below: 0))
            Issue.record("a priority of 0 was accepted")
        } catch {
            guard case .invalidPriority(let p) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(p.value == 0)
        }
    }

    @Test func itsDescriptionNamesBothPriorities() {
        let x = Variable("x")
        let c = Constraint(x - 10, above: 250, below: 750)
        #expect(c.isTwoSided)
        #expect(c.description.hasSuffix("== 0 @250.0 above, @750.0 below"))
        // Equal sides are an ordinary soft equality.
        #expect(!Constraint(x - 10, above: 250, below: 250).isTwoSided)
        #expect(Constraint(x - 10, above: 250, below: 250).description == (((x - 10) == 0) ~ 250).description)
        // Re-prioritised, both sides take the one priority.
        let reprioritised = Constraint(x - 10, above: 250, below: 750).withPriority(500)
        #expect(!reprioritised.isTwoSided && reprioritised.priorityBelow == 500)
    }
}
