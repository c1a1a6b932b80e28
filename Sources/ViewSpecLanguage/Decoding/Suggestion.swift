import ViewSpecCore
import ViewSpecSyntax

/// "Did you mean" candidates for a misspelled name.
package enum Suggestion {
    /// How many characters of candidates one search reads at most.
    ///
    /// A spec with thousands of ids and thousands of misspelled references would otherwise compare
    /// every reference with every id; past this much reading the search keeps the best it found so
    /// far.
    package static let searchLimit = 20_000

    /// How many characters of candidates all the searches of one spec read at most: a spec can
    /// misspell thousands of names, each searched over thousands of candidates.
    ///
    /// Once it is spent, names get no suggestion. Counted, never timed, so a spec always gets the
    /// same.
    package static let specLimit = 2_000_000

    /// What the searches of the spec being read may still read; nil outside `withSpecLimit`.
    @TaskLocal static var remaining: Remaining?

    final class Remaining: @unchecked Sendable {
        // One spec is read on one thread; a budget is never shared between specs.
        var characters: Int
        init(_ characters: Int) { self.characters = characters }
    }

    /// Runs `body` (the reading of one spec) with `specLimit` for its searches.
    package static func withSpecLimit<T>(_ body: () -> T) -> T {
        $remaining.withValue(Remaining(specLimit), operation: body)
    }

    /// The closest candidate to `name`, or nil when none is close enough to be a likely typo.
    ///
    /// Closeness is Damerau–Levenshtein distance (a swapped pair of letters counts once), case
    /// folded, at most a third of the name's length (at least 1, at most 3). Ties go to the
    /// candidate listed first, so the answer never depends on hashing. Candidates are read in
    /// their order until `searchLimit` characters have been read.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = min(3, max(1, target.count / 3))
        var best: (candidate: String, distance: Int)?
        let budget = remaining
        let allowed = min(searchLimit, budget?.characters ?? searchLimit)
        var read = 0
        defer { budget?.characters -= read }
        for candidate in candidates where candidate != name {
            if read >= allowed { break }
            // A candidate's UTF-8 length bounds its length in scalars from above and, divided by
            // four, from below: most candidates too long or too short are skipped unread.
            let bytes = candidate.utf8.count
            read += max(1, min(bytes, target.count + limit + 1))
            if bytes / 4 > target.count + limit || bytes < target.count - limit { continue }
            let folded = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(target, folded, limit: limit)
            guard distance <= limit else { continue }
            // The first candidate within the limit is the best so far.
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
                if distance == 0 { break }
            }
        }
        return best?.candidate
    }

    /// Optimal-string-alignment distance, or `limit + 1` when it is more than `limit`.
    ///
    /// Only the cells within `limit` of the diagonal can stay within it, so the work is about
    /// `(2 × limit + 1) × a.count`, not `a.count × b.count`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var previousPrevious = [Int](repeating: beyond, count: b.count + 1)
        var previous = (0...b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[0] = min(i, beyond)
            // Cells left of the band are out of reach; the one just left of it must read so.
            if low > 1 { current[low - 1] = beyond }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = min(value, beyond)
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { current[high + 1] = beyond }
            if rowMinimum > limit { return beyond }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
