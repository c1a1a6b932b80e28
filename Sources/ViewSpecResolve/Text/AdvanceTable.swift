import ViewSpecCore
import ViewSpecLanguage

/// Advance widths in font units by Unicode code point.
///
/// Fonts cover code points in long consecutive runs (Basic Latin, Latin-1, Greek...), so the
/// table keeps one start per run and the advances of all runs in one flat array. A lookup is a
/// binary search over the run starts: no hashing, and the same answer on every machine.
package struct AdvanceTable: Sendable, Equatable {
    /// First code point of each run, strictly ascending.
    private let starts: [UInt32]
    /// Where each run's advances begin in `advances`; one more entry than `starts`, ending at
    /// `advances.count`, so run `i` has `offsets[i + 1] - offsets[i]` code points.
    private let offsets: [Int]
    private let advances: [UInt16]

    /// A table from `(code point, advance)` pairs in strictly ascending code point order.
    init(ascending pairs: some Sequence<(codepoint: UInt32, advance: UInt16)>) {
        var starts: [UInt32] = []
        var offsets: [Int] = []
        var advances: [UInt16] = []
        var next: UInt32? = nil
        for (codepoint, advance) in pairs {
            if codepoint != next {
                starts.append(codepoint)
                offsets.append(advances.count)
            }
            advances.append(advance)
            next = codepoint &+ 1
        }
        offsets.append(advances.count)
        self.starts = starts
        self.offsets = offsets
        self.advances = advances
    }

    /// A table from `start, count` run pairs and the advances of all runs in order, as the
    /// generated built-in table stores them.
    init(runs: [UInt32], advances: [UInt16]) {
        precondition(runs.count.isMultiple(of: 2), "runs are start, count pairs")
        var starts: [UInt32] = []
        var offsets: [Int] = []
        var total = 0
        for index in stride(from: 0, to: runs.count, by: 2) {
            starts.append(runs[index])
            offsets.append(total)
            total += Int(runs[index + 1])
        }
        offsets.append(total)
        precondition(total == advances.count, "the runs cover \(total) code points, not \(advances.count)")
        self.starts = starts
        self.offsets = offsets
        self.advances = advances
    }

    /// The number of covered code points.
    package var count: Int { advances.count }

    /// Every covered code point, ascending.
    package var codepoints: [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(advances.count)
        for (index, start) in starts.enumerated() {
            let length = offsets[index + 1] - offsets[index]
            for step in 0..<length { result.append(start + UInt32(step)) }
        }
        return result
    }

    /// The advance of `codepoint`, or nil when the font does not cover it.
    package func advance(of codepoint: UInt32) -> UInt16? {
        // The last run whose start is <= codepoint.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= codepoint { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = low - 1
        let step = Int(codepoint - starts[run])
        guard step < offsets[run + 1] - offsets[run] else { return nil }
        return advances[offsets[run] + step]
    }
}
