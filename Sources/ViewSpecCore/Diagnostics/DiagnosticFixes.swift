extension Diagnostic {
    /// This diagnostic with its fix placed exactly, or without its fix.
    ///
    /// The fix is placed where its `original` is written, found once inside the diagnostic's
    /// range in `sources`. A fix whose original is not there exactly once (an escaped spelling, a
    /// range that holds it twice) is dropped, never guessed.
    package func resolvingFix(in sources: [SourceFile]) -> Diagnostic {
        guard var fix, let range, fix.range == nil else { return self }
        var resolved = self
        resolved.fix = nil
        guard let source = sources.first(where: { $0.path == range.file }),
            let start = source.byteOffset(of: range.lower), let end = source.byteOffset(of: range.upper),
            start <= end, end <= source.bytes.count
        else { return resolved }
        let needle = Array(fix.original.utf8)
        let span = source.bytes[start..<end]
        var found: [Int] = []
        var offset = start
        while offset + needle.count <= end, found.count < 2 {
            if span[offset..<(offset + needle.count)].elementsEqual(needle) {
                found.append(offset)
                offset += needle.count
            } else {
                offset += 1
            }
        }
        guard found.count == 1, let at = found.first else { return resolved }
        fix.range = SourceRange(
            fileID: range.fileID, lower: source.position(ofByte: at),
            upper: source.position(ofByte: at + needle.count))
        resolved.fix = fix
        return resolved
    }
}

/// Fixes applied to a source's bytes.
package enum SourceFixes {
    /// The source's bytes with each placed fix applied, and the fixes applied, in source order.
    ///
    /// Fixes of other files, unplaced ones and any that overlaps one before it are left out;
    /// everything between the fixes is kept byte for byte (comments, layout, quoting).
    package static func apply(_ fixes: [Diagnostic.Fix], to source: SourceFile)
        -> (bytes: [UInt8], applied: [Diagnostic.Fix])
    {
        var placed: [(start: Int, end: Int, fix: Diagnostic.Fix)] = []
        for fix in fixes {
            guard let range = fix.range, range.file == source.path,
                let start = source.byteOffset(of: range.lower), let end = source.byteOffset(of: range.upper),
                start <= end, end <= source.bytes.count
            else { continue }
            placed.append((start, end, fix))
        }
        placed.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.bytes.count)
        var applied: [Diagnostic.Fix] = []
        var copied = 0
        for edit in placed where edit.start >= copied {
            // The same fix reported twice (two cells, two devices) is applied once.
            if let last = applied.last, last == edit.fix { continue }
            bytes += source.bytes[copied..<edit.start]
            bytes += Array(edit.fix.replacement.utf8)
            copied = edit.end
            applied.append(edit.fix)
        }
        bytes += source.bytes[copied...]
        return (bytes, applied)
    }
}
