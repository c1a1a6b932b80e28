/// File names as diagnostics and reports spell them.
package enum SourcePath {
    /// The name of a spec read from standard input (`-`).
    package static let standardInputName = "<stdin>"

    /// `path` with `.` and `..` steps folded, so that one file has one name.
    package static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
