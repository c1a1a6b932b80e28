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
