import Testing

@testable import Cassowary

@Suite struct IncrementalTests {
    @Test func removingConstraintsRevertsValues() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        let base: [Constraint] = [x >= 0, y == x + 10, (x == 5) ~ 250]
        try addChecked(s, base)
        let pin = x == 40
        let cap = y <= 12
        try addChecked(s, [pin])
        expectValue(s, y, 50)
        try s.remove(pin)  // a required equality: rebuild path
        expectInvariants(s)
        expectValue(s, x, 5)
        try addChecked(s, [cap])
        expectValue(s, x, 2)
        try s.remove(cap)  // an inequality: marker path
        expectInvariants(s)
        expectValue(s, x, 5)
        expectValue(s, y, 15)
    }

    @Test func editLoopMatchesFreshSolves() throws {
        let w = Variable("w")
        let views = (0..<5).map { i in (x: Variable("x\(i)"), width: Variable("w\(i)")) }
        var layout: [Constraint] = []
        for (i, v) in views.enumerated() {
            layout.append(v.width >= 10)
            layout.append((v.width == 60) ~ Priority(250 + Double(i)))  // distinct: unique optimum
            layout.append(i == 0 ? v.x == 8 : v.x == views[i - 1].x + views[i - 1].width + 8)
        }
        layout.append(views[4].x + views[4].width + 8 == w)
        let s = Solver()
        try addChecked(s, layout)
        try s.addEditVariable(w, priority: 750)
        for target in [320.0, 100, 1020, 375, 58, 400] {
            try s.suggestValue(target, for: w)
            expectInvariants(s)
            let fresh = Solver()
            try fresh.add(layout + [(w == LinearExpression(constant: target)) ~ 750])
            for v in views {
                expectValue(s, v.x, fresh.value(of: v.x), tolerance: 1e-7)
                expectValue(s, v.width, fresh.value(of: v.width), tolerance: 1e-7)
            }
        }
        try s.removeEditVariable(w)
        expectInvariants(s)
        let unedited = Solver()
        try unedited.add(layout)
        expectValue(s, w, unedited.value(of: w), tolerance: 1e-7)
    }

    @Test func removingARequiredEqualityKeepsEditSuggestions() throws {
        let w = Variable("w")
        let x = Variable("x")
        let y = Variable("y")
        let pin = x == 10
        let s = Solver()
        try addChecked(s, [y == w - x, pin, (x == 50) ~ 100, x <= w])
        try s.addEditVariable(w, priority: 750)
        try s.suggestValue(300, for: w)
        expectValue(s, y, 290)
        try s.remove(pin)  // rebuild: replays the constraints, the edit and its suggestion
        expectInvariants(s)
        #expect(s.hasEditVariable(w))
        expectValue(s, w, 300)
        expectValue(s, x, 50)
        expectValue(s, y, 250)
        try s.suggestValue(40, for: w)
        expectInvariants(s)
        expectValue(s, x, 40)
        expectValue(s, y, 0)
    }

    @Test(arguments: 0..<40)
    func randomAddsAndRemovesMatchFreshSolves(seed: Int) throws {
        let system = RandomSystem(seed: UInt64(seed), size: 6 + seed % 7)
        var g = SplitMix(state: UInt64(seed) &* 7919)
        let s = Solver()
        var present: [Constraint] = []
        for c in system.soft + system.required {
            try s.add(c)
            present.append(c)
            expectInvariants(s)
            if g.int(0...4) == 0 {
                let victim = present.remove(at: g.int(0...(present.count - 1)))
                try s.remove(victim)
                expectInvariants(s)
            }
        }
        let fresh = Solver()
        try fresh.add(present)
        for v in system.variables {
            expectValue(s, v, fresh.value(of: v), tolerance: 1e-6)
        }
    }

    @Test func sameInputGivesBitIdenticalValues() throws {
        func run() throws -> [UInt64] {
            let system = RandomSystem(seed: 42, size: 40)
            let s = Solver()
            try s.add(system.required + system.soft)
            try s.addEditVariable(system.variables[0], priority: 900)
            try s.suggestValue(12.5, for: system.variables[0])
            return system.variables.map { s.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }
}
