extension String {
    /// Every occurrence of `target` replaced by `replacement`, compared byte by byte in UTF-8.
    ///
    /// Not Foundation's `replacingOccurrences`, which bridges through NSString at a high cost
    /// per call; the audits' grouping calls this once per finding.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let source = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, needle.count <= source.count else { return self }
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        var replaced = false
        while index < source.count {
            if source[index] == needle[0], index + needle.count <= source.count,
                source[index..<index + needle.count].elementsEqual(needle)
            {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
                replaced = true
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return replaced ? String(decoding: result, as: UTF8.self) : self
    }
}
