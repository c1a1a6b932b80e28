import Foundation
import Testing

/// Numbers past a Double's range in cassowary-solve: an overflowing value or row exits 1.
///
/// The range a spec's numbers may take is ViewSpecKitTests' (SpecMistakeTests,
/// OutputNumberTests).
@Suite struct NumberRangeTests {
    @Test func solverOverflowIsReportedByCassowarySolve() throws {
        let chain =
            #"{"variables": ["x", "y"], "constraints": [{"op": "==", "terms": [[1, "x"]], "constant": -1e308}, {"op": "==", "terms": [[1, "y"], [-1, "x"]], "constant": -1e308}]}"#
        let values = try Viewspec.run([], stdin: Data(chain.utf8), executable: "cassowary-solve")
        #expect(values.status == 1)
        #expect(values.stdout == #"{"error": {"kind": "non-finite-value", "variable": "y"}}"# + "\n")

        let rows =
            #"{"variables": ["x", "y"], "constraints": [{"op": "==", "terms": [[1, "x"], [1, "y"]], "constant": -1e308}, {"op": "==", "terms": [[1, "y"], [-1, "x"]], "constant": -1e308}]}"#
        let added = try Viewspec.run([], stdin: Data(rows.utf8), executable: "cassowary-solve")
        #expect(added.status == 1)
        #expect(added.stdout == #"{"error": {"kind": "non-finite-constraint", "constraint": 1}}"# + "\n")
    }
}
