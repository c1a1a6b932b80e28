import Testing

@testable import Cassowary

/// `reduced()` has fast paths (already reduced; a few terms) besides the general sort: all
/// must give one term per variable in id order, summed in the order written, zeros dropped.
@Suite struct ReducedExpressionTests {
    @Test func everyPathMergesSortsAndDrops() {
        var g = SplitMix(state: 5)
        let variables = (0..<6).map { Variable("v\($0)") }
        for round in 0..<2_000 {
            let count = round % 14
            let terms = (0..<count).map { _ in
                Term(g.pick(variables), g.pick([0, 1, -1, 0.5, 2, 1e-3, -0.5]))
            }
            let reduced = LinearExpression(terms, constant: 4).reduced()
            // The model: sums per variable in the order the terms come.
            var sums: [Int: Double] = [:]
            for term in terms { sums[term.variable.id, default: 0] += term.coefficient }
            let expected = sums.keys.sorted().compactMap { id in sums[id] == 0 ? nil : (id, sums[id]!) }
            #expect(reduced.terms.map(\.variable.id) == expected.map(\.0))
            #expect(reduced.terms.map(\.coefficient) == expected.map(\.1))
            #expect(reduced.constant == 4)
        }
    }
}
