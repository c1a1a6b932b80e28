import Foundation
import Testing

/// Specs that are small files but long chains or many repeats: each ends with a result or a
/// diagnostic in time about linear in its size. The sizes took the old code 10 s and more (or
/// crashed it); the limits leave room for a debug build on a busy machine.
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

    func timed(_ arguments: [String]) throws -> (run: Run, seconds: Double) {
        let start = Date()
        let run = try Viewspec.run(arguments, timeout: 60)
        return (run, Date().timeIntervalSince(start))
    }

    /// The checker's cycle search recursed once per component (a crash at 4,000) and searched
    /// again from every component (18 s for 1,000); the resolver nested one body per use.
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

    /// Every lookup of a named style scanned the style sheet and every step of a chain rebuilt
    /// the list of named styles: cubic (600 styles, 12 s).
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

    /// 1,500 palettes in a chain took 15 s: each step of each palette's cycle walk scanned them all.
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

    /// A table whose cells place nothing leaves every cell's views open; each row's copy of a
    /// cell view is left open the same way, so the whole table is a few findings, not four per
    /// row (12,003 for 3,000 rows).
    @Test func openTableIsAFewFindingsNotOnePerCell() throws {
        var text = "viewspec: 1\nroot:\n  table:\n    cell:\n"
        text += "      view: { children: [{ label.body: $t }, { view: {} }] }\n    rows:\n"
        for index in 0..<200 { text += "      - { t: r\(index) }\n" }
        let path = try Self.write("open-table.yaml", text)
        let (run, _) = try timed(["validate", "--diagnostics-format", "json", path])
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
        let findings = run.stderr.components(separatedBy: "\"id\": \"ambiguous-layout\"").count - 1
        #expect(findings >= 1 && findings <= 5, "\(findings) findings")
        #expect(run.stderr.contains("and 199 more views made from the same node"))
    }

    /// The overlay marks each diagnostic's view, found by id through one map: a search of every
    /// view per diagnostic was quadratic in a table with a warning per row.
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

    /// UIStackView's tie-break by index counted each child's earlier siblings at its priority
    /// again for every child: quadratic in a long stack.
    @Test func aLongStackLaysOutInLinearTime() throws {
        // On the card colour, where the body text is readable: the audits run and find nothing.
        var text = "viewspec: 1\nroot:\n  stack.vertical:\n    background: card\n    children:\n"
        for index in 0..<6000 { text += "      - label.body: r\(index)\n" }
        let path = try Self.write("long-stack.yaml", text)
        let (run, seconds) = try timed(["layout", path])
        #expect(run.status == 0, "\(run.stderr.prefix(400))")
        #expect(seconds < 8, "took \(seconds) s")
    }
}
