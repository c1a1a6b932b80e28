import Foundation
import Testing

/// The range of numbers a spec can hold, and how the output writes the numbers a layout reaches.
@Suite struct NumberRangeTests {
    private func spec(_ body: String) -> Data {
        Data("viewspec: 1\nroot:\n  view:\n    children:\n\(body)".utf8)
    }

    @Test func aHugePositionIsReportedWhereItIsWritten() throws {
        let run = try Viewspec.run(
            ["validate", "-"],
            stdin: spec("      - view: { id: a, layout: [{ top: 1e308, left: 0, size: [10, 10] }] }\n"))
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "<stdin>:5:40: error: 'top' 1e308 is out of range; expected -1000000...1000000 [value-out-of-range]"
            ))
    }

    @Test func aWholeNumberTooLargeIsOutOfRangeNotAFraction() throws {
        let run = try Viewspec.run(
            ["validate", "-"], stdin: spec("      - label: { text: hi, lines: 99999999999999999999 }\n"))
        #expect(run.status == 1)
        #expect(run.stderr.contains("lines 99999999999999999999 is out of range"))
        #expect(!run.stderr.contains("whole number"))
    }

    /// Numbers at the edge of the range lay out, and solved values far beyond it (multipliers
    /// chained through views) are written in plain digits.
    @Test func outputNumbersHaveNoExponentOrTrailingZeros() throws {
        let body = """
                  - view: { id: a, layout: [{ top: -1000000, left: 1000000, size: [999999.5, 0.001] }] }
                  - view: { id: b, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * parent.width"] }
                  - view: { id: c, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * b.width"] }
                  - view: { id: d, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * c.width"] }
                  - view: { id: e, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * d.width"] }
                  - view: { id: f, layout: ["top == parent.top", "left == parent.left", "height == 1", "width == 1000 * e.width"] }

            """
        let run = try Viewspec.run(["layout", "-"], stdin: spec(body))
        #expect(
            run.stdout.contains(
                #""frame": {"x": 1000000, "y": -1000000, "width": 999999.5, "height": 0.001}"#))
        #expect(run.stdout.contains(#""width": 402000000000000000"#))
        let numbers = try NSRegularExpression(pattern: #"[0-9.]+[eE][-+]?[0-9]+|\.[0-9]*0[,} \]]"#)
        let all = NSRange(run.stdout.startIndex..., in: run.stdout)
        #expect(numbers.firstMatch(in: run.stdout, range: all) == nil)
    }

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
