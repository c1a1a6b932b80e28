import Testing

@testable import Cassowary

@Suite struct PriorityTests {
    /// kiwi folds strengths into one weighted sum (medium = 1000 x weak), so 1001 weak violations
    /// outweigh one medium one.
    ///
    /// Priorities here are lexicographic: no number of violations at 998 outweighs a single one at
    /// 999.
    @Test func oneHigherPriorityOutweighsAnyNumberOfLowerOnes() throws {
        let x = Variable("x")
        let s = Solver()
        try addChecked(s, [(x == 0) ~ 999])
        for _ in 0..<1000 { try s.add((x == 10) ~ 998) }
        expectInvariants(s)
        expectValue(s, x, 0)
        // With kiwi-style weights (999 vs 998 taken as weights) the 1000 lower constraints would
        // win: 998 * 1000 * |x - 10| dominates 999 * |x|, so a weighted sum puts x at 10.
        let weighted: (Double) -> Double = { v in 999.0 * Swift.abs(v) + 998_000.0 * Swift.abs(v - 10) }
        #expect(weighted(10) < weighted(0))
    }

    @Test func lowerLevelsOnlyResolveWhatHigherLevelsLeaveOpen() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try addChecked(s, [x + y == 10, (x == 3) ~ 250, (y == 100) ~ 251, (x >= 5) ~ 750])
        // 750 forces x >= 5; then y's preference (251) pulls y up as far as x >= 5 allows... x
        // stays at its 750 bound because y == 100 would need x = -90.
        expectValue(s, x, 5)
        expectValue(s, y, 5)
    }

    @Test func withinOneLevelViolationsAddUp() throws {
        let x = Variable("x")
        let s = Solver()
        try addChecked(s, [(x == 0) ~ 500, (x == 10) ~ 500, (x == 10) ~ 500])
        expectValue(s, x, 10)
    }

    @Test func requiredBeatsEverything() throws {
        let x = Variable("x")
        let s = Solver()
        try addChecked(s, [(x == 50) ~ 999, x <= 20])
        expectValue(s, x, 20)
    }

    @Test func priorityOrderIsByValueNotInsertion() throws {
        let x = Variable("x")
        let s = Solver()
        try addChecked(s, [(x == 1) ~ 1, (x == 2) ~ 2.5, (x == 3) ~ 2])
        expectValue(s, x, 2)
        try s.remove(s.constraints[1])
        expectInvariants(s)
        expectValue(s, x, 3)
    }
}
