import Foundation
import Testing

/// Specs that are small files but long chains or many repeats: each ends with a result or a
/// diagnostic in time about linear in its size.
///
/// The sizes are large enough that a quadratic step takes seconds or crashes; the limits leave room
/// for a debug build on a busy machine.
@Suite struct HostileScaleTests {
    static func write(_ name: String, _ text: String) throws -> String {
        try HostileInputTests.temporaryFile(name, Array(text.utf8))
    }

    /// `count` components, each body using the next; with `closed`, the last uses the first.
    static func componentChain(_ count: Int, closed: Bool) -> String {
        var text = "viewspec: 1\ncomponents:\n"
        for index in 0..<count {
            let next = index + 1 < count ? "c\(index + 1)" : (closed ? "c0" : "view")
            text += "  c\(index):\n    body:\n      \(next): {}\n"
        }
        return text + "root:\n  c0: {}\n"
    }

    /// The run and its CPU time: limits on CPU time hold on a busy machine (CI, parallel tests),
    /// where wall time doubles; the wall time is bounded by the run's timeout.
    func timed(_ arguments: [String]) throws -> (run: Run, seconds: Double) {
        let run = try Viewspec.run(arguments, timeout: 90)
        return (run, run.cpuSeconds)
    }

    /// `timed` with a timeout of its own, for the growth checks' larger inputs.
    func cpuTimed(_ arguments: [String], timeout: TimeInterval = 60) throws -> (run: Run, seconds: Double) {
        let run = try Viewspec.run(arguments, timeout: timeout)
        return (run, run.cpuSeconds)
    }

    /// A table of `rows` rows whose cells place nothing.
    static func openTable(_ rows: Int) -> String {
        var text = "viewspec: 1\nroot:\n  table:\n    cell:\n"
        text += "      view: { children: [{ label.body: $t }, { view: {} }] }\n    rows:\n"
        for index in 0..<rows { text += "      - { t: r\(index) }\n" }
        return text
    }

    /// The checker's cycle search must not recurse once per component (4,000 levels overflow
    /// the stack) nor search again from every component, and the resolver caps the nesting of
    /// one body per use.
    @Test func longComponentChainIsCappedNotACrash() throws {
        let path = try Self.write("component-chain.yaml", Self.componentChain(4000, closed: false))
        let (run, seconds) = try timed(["validate", "--diagnostics-format", "json", path])
        #expect(run.status == 1, "\(run.stderr.prefix(400))")
        #expect(run.stderr.components(separatedBy: "\"id\": \"expansion-too-deep\"").count == 2)
        #expect(!run.stderr.contains("\"id\": \"component-cycle\""))
        #expect(seconds < 3, "took \(seconds) s")
    }

    @Test func longComponentCycleIsOneFinding() throws {
        let path = try Self.write("component-cycle.yaml", Self.componentChain(4000, closed: true))
        let (run, seconds) = try timed(["validate", "--diagnostics-format", "json", path])
        #expect(run.status == 1)
        #expect(run.stderr.components(separatedBy: "\"id\": \"component-cycle\"").count == 2)
        #expect(run.stderr.contains("component 'c0' contains itself: c0 → c1 → c2"))
        #expect(seconds < 3, "took \(seconds) s")
    }

    /// A lookup of a named style must not scan the style sheet, nor a step of a chain rebuild
    /// the list of named styles: together those are cubic in the chain.
    @Test func longStyleChainResolves() throws {
        var text = "viewspec: 1\nstyles:\n"
        let count = 3000
        for index in 0..<count {
            let extends = index + 1 < count ? "extends: s\(index + 1), " : ""
            text += "  .s\(index): { \(extends)cornerRadius: \(index % 7) }\n"
        }
        text += "root:\n  view: { style: s0 }\n"
        let path = try Self.write("style-chain.yaml", text)
        let (run, seconds) = try timed(["layout", path])
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
        #expect(seconds < 3, "took \(seconds) s")
    }

    @Test func longStyleCycleIsOneFinding() throws {
        var text = "viewspec: 1\nstyles:\n"
        let count = 3000
        for index in 0..<count {
            text += "  .s\(index): { extends: s\((index + 1) % count) }\n"
        }
        text += "root:\n  view: { style: s0 }\n"
        let path = try Self.write("style-cycle.yaml", text)
        let (run, seconds) = try timed(["validate", "--diagnostics-format", "json", path])
        #expect(run.status == 1)
        #expect(run.stderr.components(separatedBy: "\"id\": \"style-cycle\"").count == 2)
        #expect(seconds < 3, "took \(seconds) s")
    }

    /// A long palette chain: no step of a palette's cycle walk may scan all the palettes.
    @Test func longPaletteChainResolves() throws {
        var text = "viewspec: 1\npalettes:\n"
        let count = 3000
        for index in 0..<count {
            let extends = index + 1 < count ? "extends: p\(index + 1), " : ""
            text += "  p\(index): { \(extends)card: \"#\(String(format: "%06X", index * 97))\" }\n"
        }
        text += "palette: p0\nroot:\n  view: { background: card }\n"
        let path = try Self.write("palette-chain.yaml", text)
        let (run, seconds) = try timed(["layout", path])
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
        #expect(seconds < 3, "took \(seconds) s")
    }

    /// 8,000 variants, each extending the one before: adding a component's signature must not
    /// copy the list of signatures, which would be quadratic.
    @Test func longVariantChainDecodesInLinearTime() throws {
        var text = "viewspec: 1\ncomponents:\n  v0:\n    extends: button.negative\n"
        let count = 8000
        for index in 1..<count { text += "  v\(index):\n    extends: v\(index - 1)\n" }
        text += "root:\n  view:\n    layout: [{ edges: 0 }]\n    children:\n"
        text += "      - v\(count - 1): { title: OK, layout: [{ top: 0 }, { left: 0 }] }\n"
        let path = try Self.write("variant-chain.yaml", text)
        let (run, seconds) = try timed(["validate", "--diagnostics-format", "json", path])
        #expect(!run.stderr.contains("\"severity\": \"error\""), "\(run.stderr.prefix(400))")
        #expect(seconds < 3, "took \(seconds) s")
    }

    /// Each token is checked against the tokens before it through a lookup, not a search.
    @Test func largeTokenMapIsCheckedInLinearTime() throws {
        var text = "viewspec: 1\ntokens:\n  padding:\n"
        for index in 0..<20_000 { text += "    t\(index): \(index % 100)\n" }
        text += "  color:\n"
        for index in 0..<20_000 { text += "    c\(index): \"#\(String(format: "%06X", index))\"\n" }
        text += "    t5: red\n"
        text += "root:\n  view: { background: $c19999, layout: [{ width: $t19999 }, { height: 10 }] }\n"
        let path = try Self.write("token-map.yaml", text)
        let (run, seconds) = try timed(["validate", "--diagnostics-format", "json", path])
        // The one name defined twice is the one error.
        #expect(run.status == 1)
        #expect(run.stderr.components(separatedBy: "\"severity\": \"error\"").count == 2)
        #expect(run.stderr.contains("\"id\": \"duplicate-token\""), "\(run.stderr.prefix(400))")
        #expect(seconds < 3, "took \(seconds) s")
    }

    /// Thousands of undefined ids among thousands of ids: the did-you-mean searches of one spec
    /// read a bounded number of characters in all, not every id for every undefined one.
    @Test func manyUndefinedIdsGetBoundedSuggestions() throws {
        var text = "viewspec: 1\nroot:\n  view:\n    children:\n"
        text += "      - view: { id: title, layout: [{ below: titel }] }\n"
        for index in 0..<3000 {
            text += "      - view: { id: view\(index), layout: [{ below: nope\(index) }] }\n"
        }
        let path = try Self.write("undefined-ids.yaml", text)
        let (run, seconds) = try timed(["validate", "--diagnostics-format", "json", path])
        #expect(run.status == 1)
        #expect(run.stderr.components(separatedBy: "\"id\": \"undefined-id\"").count == 3002)
        #expect(run.stderr.contains("no view has the id 'titel'; did you mean 'title'?"))
        #expect(seconds < 8, "took \(seconds) s")
    }

    /// 2,000 constraints at 2,000 distinct priorities on one view: the solver's objective work
    /// must not be quadratic in the levels.
    @Test func manyDistinctPrioritiesSolveInTime() throws {
        var text = "viewspec: 1\nroot:\n  view:\n    children:\n      - view:\n          id: a\n"
        text += "          layout:\n            - top: 0\n            - left: 0\n            - height: 10\n"
        for index in 1...2000 {
            text +=
                "            - \"a.width == \(index) @\(String(format: "%.4f", 1 + Double(index) * 0.499))\"\n"
        }
        let path = try Self.write("priorities.yaml", text)
        let (run, seconds) = try timed(["layout", path])
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
        // The strongest wins: 2,000 at 999.
        let frame = try #require(try run.laidOutViews()["a"]?["frame"] as? [String: Double])
        #expect(frame["width"] == 2000)
        #expect(seconds < 25, "took \(seconds) s")
    }

    /// cassowary-solve with one variable pulled to 2,000 values at 2,000 strengths (kiwi's
    /// numbers, each a level of its own): a substitution adds the entering symbol's costs to
    /// each symbol of its row in one merge, not one level at a time with a search and a shift
    /// per level.
    @Test func cassowarySolveWithThousandsOfStrengthLevels() throws {
        let count = 2000
        let constraints = (0..<count).map {
            #"{"op": "==", "terms": [[1, "x"]], "constant": -\#($0), "strength": \#($0 + 1)}"#
        }
        let system =
            #"{"variables": ["x"], "constraints": [\#(constraints.joined(separator: ", "))]}"#
        let run = try Viewspec.run([], stdin: Data(system.utf8), executable: "cassowary-solve", timeout: 90)
        let seconds = run.cpuSeconds
        #expect(run.status == 0, "\(run.stdout.prefix(200)) \(run.stderr.prefix(200))")
        #expect(run.stdout.contains(#""x": 1999"#), "\(run.stdout.prefix(200))")
        #expect(seconds < 30, "took \(seconds) s")
    }

    /// The pulls that place an open table's views come positions first: added view by view, each
    /// row's height right after its top, each top's pull would become a row as long as the table
    /// and the simplex would rewrite all of them again and again (cubic in the rows).
    ///
    /// Four times the rows must cost about four times the CPU time (16 if quadratic); CPU time, not
    /// the wall clock, so that a busy machine does not fail the test.
    @Test func anOpenTableLaysOutInLinearTime() throws {
        let small = try Self.write("open-table-1000.yaml", Self.openTable(1000))
        let large = try Self.write("open-table-4000.yaml", Self.openTable(4000))
        let (smallRun, smallSeconds) = try cpuTimed(["validate", "--diagnostics-format", "json", small])
        let (largeRun, largeSeconds) = try cpuTimed(
            ["validate", "--diagnostics-format", "json", large], timeout: 120)
        #expect(smallRun.status == 0, "\(smallRun.stderr.prefix(400))")
        #expect(largeRun.status == 0, "\(largeRun.stderr.prefix(400))")
        #expect(largeRun.stderr.contains("and 3999 more views made from the same node"))
        #expect(
            largeSeconds < 8 * smallSeconds, "1,000 rows: \(smallSeconds) s, 4,000 rows: \(largeSeconds) s")
    }

    /// The overlay marks each diagnostic's view, found by id through one map: a search of every
    /// view per diagnostic would be quadratic in a table with a warning per row.
    @Test func overlayOfATableWithAWarningPerRowIsLinear() throws {
        // Black text, which the white window behind the table makes readable: one warning a row.
        var text =
            "viewspec: 1\nroot:\n  table:\n    cell:\n      label.body: { text: $t, lines: 1, color: black }\n"
        text += "    rows:\n"
        for index in 0..<1500 {
            text +=
                "      - { t: \"row \(index) has a text far too long for one line of a phone, so it is cut\" }\n"
        }
        let path = try Self.write("warning-per-row.yaml", text)
        let (run, seconds) = try timed(["layout", "--format", "svg", "--overlay", path])
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
        let marked = run.stdout.components(separatedBy: "fill=\"#FF3B30\"").count - 1
        #expect(marked == 1500)
        #expect(seconds < 5, "took \(seconds) s")
    }

    /// UIStackView's tie-break by index must not count each child's earlier siblings at its
    /// priority again for every child, which is quadratic in a long stack.
    ///
    /// Four times the labels must cost about four times the CPU time (16 if quadratic); CPU time,
    /// as a wall-clock limit fails on a busy machine.
    @Test func aLongStackLaysOutInLinearTime() throws {
        func stack(_ labels: Int) throws -> String {
            // On the card colour, where the body text is readable: the audits run and find nothing.
            var text = "viewspec: 1\nroot:\n  stack.vertical:\n    background: card\n    children:\n"
            for index in 0..<labels { text += "      - label.body: r\(index)\n" }
            return try Self.write("long-stack-\(labels).yaml", text)
        }
        let (smallRun, smallSeconds) = try cpuTimed(["layout", try stack(1500)])
        let (largeRun, largeSeconds) = try cpuTimed(["layout", try stack(6000)], timeout: 120)
        #expect(smallRun.status == 0, "\(smallRun.stderr.prefix(400))")
        #expect(largeRun.status == 0, "\(largeRun.stderr.prefix(400))")
        #expect(
            largeSeconds < 8 * smallSeconds,
            "1,500 labels: \(smallSeconds) s, 6,000 labels: \(largeSeconds) s")
    }

    /// Every row of a table shares the table's side insets, so thousands of rows in landscape
    /// do not mean thousands of safe-area pins to move.
    @Test func aLongTableInLandscapeStaysQuick() throws {
        var spec = "viewspec: 1\nroot:\n  table:\n    cell:\n      label.body: { text: $t }\n    rows:\n"
        for index in 0..<2000 { spec += "      - { t: \"row \(index)\" }\n" }
        let run = try Viewspec.run(
            ["layout", "-", "--device", "iphone-17-landscape"], stdin: Data(spec.utf8), timeout: 90)
        let seconds = run.cpuSeconds
        #expect(run.status == 0)
        #expect(seconds < 15, "took \(seconds) s")
        let label = try run.laidOutViews()["table[0]/cell[1999]/label.body[0]"]
        #expect((label?["absolute"] as? [String: Double])?["x"] == 78)
    }
}
