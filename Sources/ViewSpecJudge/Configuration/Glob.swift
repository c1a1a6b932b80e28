/// A shell-style glob over `/`-separated paths relative to a configuration's folder, compiled
/// once: `*` and `?` stay inside one path segment, `**` spans any number of segments (also
/// none), and a pattern that names a folder (`specs/drafts`) takes everything under it.
///
/// Matching is linear in practice and never backtracks: a pattern is literal pieces between
/// stars (within a segment) and groups of segments between `**`s (within a path), and each piece
/// is placed at its leftmost fit after the one before, which finds a match whenever there is one.
package struct Glob: Sendable, Equatable {
    /// The glob as the configuration wrote it.
    package let pattern: String
    /// The segments between `**`s; `groups.first` must match the path's first segments, and the
    /// last group is empty (a folder's name stands for what it holds, so every glob ends in `**`).
    private let groups: [[Segment]]

    /// One path segment of a pattern: the pieces between its stars, each of characters where
    /// `?` is any one.
    private struct Segment: Sendable, Equatable {
        var pieces: [[Character]]
        /// Whether the segment has a star (else it is one piece, matched whole).
        var starred: Bool
    }

    /// The longest glob a configuration may write, in bytes of UTF-8: far longer than any path
    /// worth naming, short enough that matching every file of a large folder stays quick.
    package static let maximumLength = 1024
    /// The most globs a configuration may write, `include` and `exclude` together.
    package static let maximumCount = 1000

    package init(_ pattern: String) {
        self.pattern = pattern
        var groups: [[Segment]] = [[]]
        for part in Self.split(pattern) {
            if part == "**" {
                groups.append([])
            } else {
                let pieces = part.split(separator: "*", omittingEmptySubsequences: false).map(Array.init)
                groups[groups.count - 1].append(Segment(pieces: pieces, starred: pieces.count > 1))
            }
        }
        if !(groups.last?.isEmpty ?? false) || groups.count == 1 { groups.append([]) }
        self.groups = groups
    }

    /// A path split once into its segments, to be matched against many globs.
    package struct Path: Sendable {
        fileprivate let segments: [[Character]]

        package init(_ path: String) {
            segments = Glob.split(path).map(Array.init)
        }
    }

    package static func matches(_ pattern: String, _ path: String) -> Bool {
        Glob(pattern).matches(Path(path))
    }

    /// `path` relative to `folder` when it lies inside it; else `path` unchanged.
    package static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func split(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    package func matches(_ path: Path) -> Bool {
        let text = path.segments
        // The first group is anchored at the start; every later one but the last (empty) floats,
        // placed at its leftmost fit after the one before.
        let first = groups[0]
        guard first.count <= text.count,
            zip(first, text).allSatisfy({ Self.matches($0, $1[...]) })
        else { return false }
        var position = first.count
        for group in groups.dropFirst().dropLast() where !group.isEmpty {
            guard
                let found = Self.leftmost(
                    group.count, in: position..<text.count,
                    where: { start in
                        zip(group, text[start...]).allSatisfy { Self.matches($0, $1[...]) }
                    })
            else { return false }
            position = found + group.count
        }
        return true
    }

    /// The first start in `range` from which `count` items fit in it and `fits` holds.
    private static func leftmost(_ count: Int, in range: Range<Int>, where fits: (Int) -> Bool) -> Int? {
        guard range.count >= count else { return nil }
        return (range.lowerBound...(range.upperBound - count)).first(where: fits)
    }

    private static func matches(_ segment: Segment, _ text: ArraySlice<Character>) -> Bool {
        let pieces = segment.pieces
        guard segment.starred else { return fits(pieces[0], text) && pieces[0].count == text.count }
        // The first piece is anchored at the start, the last at the end, the ones between float.
        let head = pieces[0]
        let tail = pieces[pieces.count - 1]
        guard head.count + tail.count <= text.count, fits(head, text),
            fits(tail, text[(text.endIndex - tail.count)...])
        else { return false }
        var position = text.startIndex + head.count
        let end = text.endIndex - tail.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = leftmost(piece.count, in: position..<end, where: { fits(piece, text[$0...]) })
            else { return false }
            position = found + piece.count
        }
        return true
    }

    /// Whether `piece` matches the start of `text` (`?` matching any one character).
    private static func fits(_ piece: [Character], _ text: ArraySlice<Character>) -> Bool {
        guard piece.count <= text.count else { return false }
        var index = text.startIndex
        for character in piece {
            guard character == "?" || character == text[index] else { return false }
            index += 1
        }
        return true
    }
}
