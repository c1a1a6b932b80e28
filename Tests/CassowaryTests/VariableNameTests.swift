import Cassowary
import Testing

/// A variable named from a base and a suffix reads as the two joined, whenever it is read.
@Suite struct VariableNameTests {
    @Test func aSuffixedNameReadsAsBaseAndSuffixJoined() {
        #expect(Variable("title", suffix: ".width").name == "title.width")
        #expect(Variable("title", suffix: ".width").description == "title.width")
        #expect(Variable("über-tïtle", suffix: ".contentHeight").name == "über-tïtle.contentHeight")
        #expect(Variable("plain").name == "plain")
        #expect(Variable("plain", suffix: "").name == "plain")
    }

    @Test func anUnnamedVariableIsNamedByItsID() {
        let unnamed = Variable()
        #expect(unnamed.name.isEmpty)
        #expect(unnamed.description == "v\(unnamed.id)")
        let suffixOnly = Variable("", suffix: ".x")
        #expect(suffixOnly.description == ".x")
    }

    @Test func suffixedVariablesAreDistinctUnknownsInCreationOrder() {
        let a = Variable("a", suffix: ".x")
        let b = Variable("a", suffix: ".x")
        #expect(a !== b)
        #expect(a.id < b.id)
    }
}

/// `Solver.mentions` answers what `knownVariables` lists, through adds, a failed add and a
/// removal that rebuilds the tableau.
@Suite struct MentionedVariablesTests {
    static func expectAgreement(
        _ solver: Solver, _ all: [Variable], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let known = Set(solver.knownVariables.map(\.id))
        for variable in all {
            #expect(
                solver.mentions(variable) == known.contains(variable.id), "\(variable)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func mentionsAgreesWithKnownVariables() throws {
        let (a, b, c, d) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"))
        let all = [a, b, c, d]
        let solver = Solver()
        Self.expectAgreement(solver, all)
        #expect(!solver.mentions(a))
        let first = a == 10
        try solver.add(first)
        try solver.add(b >= a + 5)
        Self.expectAgreement(solver, all)
        #expect(solver.mentions(a) && solver.mentions(b) && !solver.mentions(c))
        #expect(throws: SolverError.self) { try solver.add(a == 20) }
        Self.expectAgreement(solver, all)
        try solver.add(c == b * 2)
        try solver.remove(first)
        Self.expectAgreement(solver, all)
        #expect(solver.mentions(c) && !solver.mentions(d))
    }
}
