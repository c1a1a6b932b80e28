@testable import Cassowary

/// SplitMix64: a tiny deterministic generator so that random tests are reproducible.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &self)] }
}

/// Random layout-like systems whose optimum is unique: every variable carries a preference at a
/// priority of its own, so each level pins one variable as close to its target as the levels above
/// allow.
///
/// Required constraints are built around a hidden feasible point, so they never conflict.
struct RandomSystem {
    var variables: [Variable]
    var required: [Constraint]
    var soft: [Constraint]

    init(seed: UInt64, size: Int) {
        var g = SplitMix(state: seed)
        variables = (0..<size).map { Variable("x\($0)") }
        let point = variables.map { _ in Double(g.int(-50...50)) }
        required = []
        for _ in 0..<(size + size / 2) {
            let a = g.int(0...(size - 1))
            var b = g.int(0...(size - 1))
            if b == a { b = (a + 1) % size }
            let ca = Double(g.pick([1, 2, -1]))
            let cb = Double(g.pick([1, -1, 3]))
            let lhs = ca * point[a] + cb * point[b]
            let e = ca * variables[a] + cb * variables[b]
            switch g.int(0...3) {
            case 0: required.append(e == LinearExpression(constant: lhs))
            case 1: required.append(e <= LinearExpression(constant: lhs + Double(g.int(0...5))))
            default: required.append(e >= LinearExpression(constant: lhs - Double(g.int(0...5))))
            }
        }
        soft = variables.enumerated().map { i, v in
            (v == LinearExpression(constant: Double(g.int(-80...80)))) ~ Priority(Double(10 + i))
        }
    }
}
