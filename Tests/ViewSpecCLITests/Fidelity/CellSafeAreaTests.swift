import Foundation
import Testing

/// A table thousands of rows long laid out in landscape by the built binary within a bound on
/// its CPU time; the cells' safe-area frames are the library's (Layout/CellSafeAreaTests).
@Suite struct CellSafeAreaTests {
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
        let frames = try Piped.frames(run)
        #expect(frames["table[0]/cell[1999]/label.body[0]"]?["x"] == 78)
    }
}
