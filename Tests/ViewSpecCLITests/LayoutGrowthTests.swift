import Foundation
import Testing

/// Layouts whose size made the solver's work grow too fast.
///
/// The limits compare the CPU times of two runs, not the wall clock, so that a busy machine does
/// not fail them, and leave room for a debug build.
@Suite struct LayoutGrowthTests {
    func cpuSeconds(_ name: String, _ text: String, _ arguments: [String] = []) throws -> Double {
        let path = try HostileInputTests.temporaryFile(name, Array(text.utf8))
        let run = try Viewspec.run(["layout", path] + arguments, timeout: 120)
        #expect(run.status != 2, "\(run.stderr.prefix(400))")
        return run.cpuSeconds
    }

    /// `count` items in a landscape scroll view, each a view holding a label kept inside its
    /// safe area, and a view whose two heights conflict.
    ///
    /// The labels wrap once their safe area keeps them clear of the sides, which moves every view
    /// below, so each pass pins the safe areas of the views off the screen anew: a pin replaced
    /// must not make the solver rebuild its tableau (one rebuild per pin is quadratic, and the
    /// passes make it more).
    static func pinnedSafeAreas(_ count: Int) -> String {
        var text = "viewspec: 1\ndevice: iphone-17-landscape\nroot:\n  scroll.vertical:\n    children:\n"
        for index in 0..<count {
            text += "      - view:\n          children:\n"
            text += "            - label.body: { text: \"item \(index) has a text long enough to wrap onto a "
            text += "second line once it keeps clear of the sides\",\n"
            text += "                layout: [{ edges: { to: safeArea } }] }\n"
            text += "      - view: { layout: [{ height: 5 }, { height: 6 }] }\n"
        }
        return text
    }

    /// Four times the items may cost up to 20 times the CPU time: replacing a pin still costs
    /// the simplex work of moving what it places (about 14 times here), but a rebuild of the
    /// tableau per pin and pass made it about 30 times, and more the larger the spec.
    @Test func safeAreaPinsReplacedEveryPassDoNotRebuild() throws {
        let small = try cpuSeconds("pins-25.yaml", Self.pinnedSafeAreas(25))
        let large = try cpuSeconds("pins-100.yaml", Self.pinnedSafeAreas(100))
        #expect(large < 20 * max(small, 0.1), "25 items: \(small) s, 100 items: \(large) s")
    }

    /// A table placed by nothing of its own (its frame is left open, pulled to its parent's
    /// origin and to no size), whose rows are labels; on `device`, a spec's own device line.
    static func openLabelTable(_ rows: Int, device: String = "") -> String {
        var text = "viewspec: 1\n\(device)root:\n  view:\n    children:\n      - table:\n          cell:\n"
        text += "            label.body: { text: $t }\n          rows:\n"
        for index in 0..<rows { text += "            - { t: \"row \(index)\" }\n" }
        return text
    }

    /// Pinning an open table's top inset costs a small part of its layout.
    ///
    /// On a phone the open table's first row starts below the part of the status bar the table
    /// overlaps: a safe-area inset of the table, held by a pin once the first pass has placed
    /// it. Every row's position depends on it, through rows as long as the table. Turning the
    /// inset's suggestion into a pin must not free it in between, which made the simplex move
    /// every row twice: on a device without a status bar, where nothing is pinned, the same
    /// table took an eighth of the time.
    @Test func pinningAnOpenTablesInsetCostsLittle() throws {
        let flat = "device: { name: flat, width: 402, height: 874 }\n"
        let unpinned = try cpuSeconds("open-label-table-flat.yaml", Self.openLabelTable(200, device: flat))
        let pinned = try cpuSeconds("open-label-table-phone.yaml", Self.openLabelTable(200))
        #expect(
            pinned < 2 * max(unpinned, 0.05),
            "200 rows, nothing pinned: \(unpinned) s; with the status bar's inset pinned: \(pinned) s")
    }
}
