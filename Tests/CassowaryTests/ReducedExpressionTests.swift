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

    /// A sum built term by term grows its storage geometrically once it is long: a few dozen
    /// reallocations for 10,000 terms, not one per term (which would make such a loop quadratic).
    @Test func aSumBuiltTermByTermGrowsGeometrically() {
        let variables = (0..<10_000).map { Variable("v\($0)") }
        var sum = LinearExpression()
        var capacities: Set<Int> = []
        for (index, variable) in variables.enumerated() {
            sum = index % 2 == 0 ? sum + variable : sum + LinearExpression(variable)
            capacities.insert(sum.terms.capacity)
        }
        #expect(sum.terms.count == 10_000)
        #expect(capacities.count < 40, "\(capacities.count) capacities")
        var difference = LinearExpression()
        capacities = []
        for variable in variables {
            difference = difference - variable
            capacities.insert(difference.terms.capacity)
        }
        #expect(difference.terms.allSatisfy { $0.coefficient == -1 })
        #expect(capacities.count < 40, "\(capacities.count) capacities")
    }
}
