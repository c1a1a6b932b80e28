import Testing

@testable import Cassowary

@Suite struct AmbiguityTests {
    func ambiguousNames(_ constraints: [Constraint]) throws -> [String] {
        let s = Solver()
        try addChecked(s, constraints)
        return s.ambiguousVariables().map(\.name)
    }

    @Test func lowerBoundAloneLeavesTheVariableFree() throws {
        let x = Variable("x")
        #expect(try ambiguousNames([x >= 0]) == ["x"])
    }

    @Test func pinnedVariableIsDetermined() throws {
        let x = Variable("x")
        #expect(try ambiguousNames([x == 10]) == [])
    }

    @Test func oneEquationInTwoUnknownsLeavesBothFree() throws {
        let x = Variable("x")
        let y = Variable("y")
        #expect(try ambiguousNames([x + y == 10]) == ["x", "y"])
    }

    @Test func aWeakPreferenceDeterminesBoth() throws {
        let x = Variable("x")
        let y = Variable("y")
        #expect(try ambiguousNames([x + y == 10, (x == 3) ~ 1]) == [])
    }

    @Test func equalPullsInOppositeDirectionsLeaveATie() throws {
        let x = Variable("x")
        #expect(try ambiguousNames([(x == 0) ~ 500, (x == 10) ~ 500]) == ["x"])
        // A third vote breaks the tie.
        #expect(try ambiguousNames([(x == 0) ~ 500, (x == 10) ~ 500, (x == 4) ~ 500]) == [])
        // So does any lower priority.
        #expect(try ambiguousNames([(x == 0) ~ 500, (x == 10) ~ 500, (x == 20) ~ 1]) == [])
    }

    @Test func degenerateBoundsStillDetermine() throws {
        // x is squeezed between two bounds that meet: the directions at x = 5 are blocked both
        // ways, which only the cone test (not the support test) can see.
        let x = Variable("x")
        let y = Variable("y")
        #expect(try ambiguousNames([x >= 5, x <= 5, y >= x, y <= 5]) == [])
        #expect(try ambiguousNames([x >= 5, x <= 6, y >= x, y <= 6]) == ["x", "y"])
    }

    @Test func independentDegenerateBlocksAreTestedSeparately() throws {
        // x and y are each squeezed by bounds that meet: two separate blocks of the cone, each
        // blocked both ways, so their sum is determined too.
        let x = Variable("x")
        let y = Variable("y")
        let w = Variable("w")
        #expect(try ambiguousNames([x >= 5, x <= 5, y >= 1, y <= 1, w == x + y]) == [])
        // One block that can move frees the sum; the squeezed one stays determined.
        #expect(try ambiguousNames([x >= 5, x <= 5, y >= 1, y <= 2, w == x + y]) == ["y", "w"])
        #expect(try ambiguousNames([x >= 5, x <= 5, y >= 1, y <= 2, w == x - y, y == 1.5]) == [])
    }

    @Test func stackedSectionsWithTightSoftBoundsAreDetermined() throws {
        // Every section's height is held by two soft bounds that meet (degenerate rows) and each
        // position depends on all heights above it: many variables reach many cone blocks.
        let s = Solver()
        var previous: (y: Variable, h: Variable)? = nil
        var all: [Variable] = []
        for i in 0..<40 {
            let y = Variable("y\(i)")
            let h = Variable("h\(i)")
            all += [y, h]
            try s.add((h <= 30) ~ 250)
            try s.add((h >= 30) ~ 750)
            if let previous { try s.add(y == previous.y + previous.h) } else { try s.add(y == 0) }
            previous = (y, h)
        }
        expectInvariants(s)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(all.allSatisfy { !s.isAmbiguous($0) })
    }

    @Test func classicCassowaryTieIsAmbiguous() throws {
        // The example from the Cassowary paper: x <= y, y == x + 3, weak x == 10, weak y == 10.
        // (x, y) = (10, 13) and (7, 10) both violate the weak constraints by 3 in total.
        let x = Variable("x")
        let y = Variable("y")
        #expect(try ambiguousNames([x <= y, y == x + 3, (x == 10) ~ 1, (y == 10) ~ 1]) == ["x", "y"])
    }

    @Test func editedVariableIsDetermined() throws {
        let x = Variable("x")
        let y = Variable("y")
        let s = Solver()
        try addChecked(s, [y == x + 8])
        #expect(s.ambiguousVariables().map(\.name) == ["x", "y"])
        try s.addEditVariable(x, priority: 750)
        try s.suggestValue(30, for: x)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Holds the sign deduction to the probe it replaces: on random systems full of tight bounds
    /// (degenerate rows) and ties (zero-cost slacks), every cone test must answer as the probe
    /// (`coneAllowsMove`, the general path) does, and the groups must be those of the probe-only analysis.
    @Test func signDeductionAgreesWithFreshProbes() throws {
        var held = 0
        var probedMovable = 0
        var probedHeld = 0
        for seed in 0..<1000 {
            let s = Solver()
            for c in try tightSystem(seed: UInt64(seed)) { try? s.add(c) }
            var analysis = AmbiguityAnalysis(tableau: s.tableau)
            for v in s.knownVariables {
                for direction in analysis.freeDirections(of: s.symbolOfVariable[v.id]) {
                    let component = analysis.components[direction.component]
                    if component.degenerate.isEmpty { continue }
                    let byProbe = analysis.coneAllowsMove(component, direction.part)
                    let bySigns = analysis.isHeld(direction.part, in: direction.component)
                    let answer = analysis.isMovable(along: direction.component, direction.part)
                    #expect(answer == byProbe, "seed \(seed), \(v): \(s.constraints)")
                    if bySigns {
                        held += 1
                    } else if byProbe {
                        probedMovable += 1
                    } else {
                        probedHeld += 1
                    }
                }
            }
            let groups = s.ambiguousVariableGroups().map { $0.map(\.id) }
            #expect(
                groups == s.ambiguousVariableGroups(readingSigns: false).map { $0.map(\.id) }, "seed \(seed)")
            #expect(s.ambiguousVariables().map(\.id) == groups.joined().sorted(), "seed \(seed)")
        }
        // Each path must really be taken, or the comparison above proves nothing.
        #expect(held > 100)
        #expect(probedMovable > 100)
        #expect(probedHeld > 100)
    }

    /// Constraints tight at a hidden point (so many restricted rows sit at 0), bounds that meet,
    /// and soft pulls that tie; a few coefficients are extreme, which the deduction leaves to
    /// the probe.
    func tightSystem(seed: UInt64) throws -> [Constraint] {
        var g = SplitMix(state: seed &+ 7000)
        let n = 2 + g.int(0...3)
        let vars = (0..<n).map { Variable("x\($0)") }
        let point = vars.map { _ in Double(g.int(-5...5)) }
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3, 1, -1, 1e-4, 5e3]
        var constraints: [Constraint] = []
        for _ in 0..<g.int(n...(2 * n + 3)) {
            let i = g.int(0...(n - 1))
            let j = (i + g.int(1...(n - 1))) % n
            let (ci, cj) = (g.pick(coefficients), g.pick(coefficients))
            let e = g.int(0...3) == 0 ? ci * vars[i] : ci * vars[i] + cj * vars[j]
            let at = try e.terms.reduce(0) { sum, term in
                sum + term.coefficient * point[try #require(vars.firstIndex { $0 === term.variable })]
            }
            let value = LinearExpression(constant: at)
            let slack = LinearExpression(constant: Double(g.int(0...2)))
            var c: Constraint
            switch g.int(0...4) {
            case 0: c = e >= value
            case 1: c = e <= value
            case 2: c = e >= value - slack
            case 3: c = e <= value + slack
            default: c = e == value
            }
            if g.int(0...3) == 0 { c = c ~ Priority(Double(g.pick([100, 200]))) }
            constraints.append(c)
        }
        for _ in 0..<g.int(0...2) {
            let v = g.pick(vars)
            let p = Priority(Double(g.pick([100, 200])))
            let (a, b) = (Double(g.int(-6...6)), Double(g.int(-6...6)))
            constraints += [
                (v >= LinearExpression(constant: a)) ~ p, (v <= LinearExpression(constant: b)) ~ p,
            ]
        }
        for v in vars { constraints += [v >= -100, v <= 100] }
        return constraints
    }

    /// Cross-check against probing: the min and max of every variable over the optimal face,
    /// found with explicit error variables and the optimal level totals as required bounds.
    @Test(arguments: 0..<30)
    func agreesWithProbingOnRandomSmallSystems(seed: Int) throws {
        var g = SplitMix(state: UInt64(seed) &+ 1000)
        let n = 2 + seed % 4
        let vars = (0..<n).map { Variable("x\($0)") }
        let point = vars.map { _ in Double(g.int(-5...5)) }
        var constraints: [Constraint] = []
        for _ in 0..<g.int(1...n) {
            let i = g.int(0...(n - 1))
            let j = (i + g.int(1...(n - 1))) % n
            let lhs = point[i] - point[j]
            switch g.int(0...2) {
            case 0: constraints.append(vars[i] - vars[j] == LinearExpression(constant: lhs))
            case 1:
                constraints.append(
                    vars[i] - vars[j] <= LinearExpression(constant: lhs + Double(g.int(0...2))))
            default: constraints.append(vars[i] + vars[j] >= LinearExpression(constant: point[i] + point[j]))
            }
        }
        for _ in 0..<g.int(0...(n + 1)) {
            let v = g.pick(vars)
            let target = LinearExpression(constant: Double(g.int(-6...6)))
            let p = Priority(Double(g.pick([100, 200, 300])))
            switch g.int(0...2) {
            case 0: constraints.append((v == target) ~ p)
            case 1: constraints.append((v <= target) ~ p)
            default: constraints.append((v >= target) ~ p)
            }
        }
        for v in vars { constraints.append(v >= -100) }
        for v in vars { constraints.append(v <= 100) }
        let s = Solver()
        try addChecked(s, constraints)
        let reported = Set(s.ambiguousVariables().map(ObjectIdentifier.init))
        let face = optimalFace(constraints, values: { s.value(of: $0) })
        for v in vars {
            let hi = extreme(face, v, up: true)
            let lo = extreme(face, v, up: false)
            #expect(
                (hi - lo > 1e-6) == reported.contains(ObjectIdentifier(v)),
                "\(v): [\(lo), \(hi)] \(constraints)")
        }
    }

    /// Required constraints describing the optimal face: every soft constraint gets explicit
    /// error variables, and each level's total error is bounded by its optimum.
    func optimalFace(_ constraints: [Constraint], values: (Variable) -> Double) -> [Constraint] {
        var face: [Constraint] = []
        var totals: [Double: (LinearExpression, Double)] = [:]
        for c in constraints {
            if c.priority.isRequired {
                face.append(Constraint(c.expression, c.relation))
                continue
            }
            let value = c.expression.terms.reduce(c.expression.constant) {
                $0 + $1.coefficient * values($1.variable)
            }
            let plus = Variable("e+")
            let minus = Variable("e-")
            face += [plus >= 0, minus >= 0]
            var error: LinearExpression
            var violation: Double
            switch c.relation {
            case .equal:
                face.append(c.expression == plus - minus)
                error = plus + minus
                violation = abs(value)
            case .lessOrEqual:
                face.append(c.expression <= LinearExpression(plus))
                error = LinearExpression(plus)
                violation = max(0, value)
            case .greaterOrEqual:
                face.append(c.expression >= -plus)
                error = LinearExpression(plus)
                violation = max(0, -value)
            }
            let (e, v) = totals[c.priority.value] ?? (LinearExpression(), 0)
            totals[c.priority.value] = (e + error, v + violation)
        }
        for (_, (e, v)) in totals.sorted(by: { $0.key < $1.key }) {
            face.append(e <= LinearExpression(constant: v + 1e-9))
        }
        return face
    }

    func extreme(_ face: [Constraint], _ v: Variable, up: Bool) -> Double {
        let probe = Solver()
        try? probe.add(face)
        try? probe.add((up ? v >= 1000 : v <= -1000) ~ 1)
        return probe.value(of: v)
    }
}
