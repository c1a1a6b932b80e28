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

    /// The absolute `path` relative to the absolute `folder`: the steps from the folder to it,
    /// `..` where it is outside the folder (`/a/b/c.yaml` from `/a/d` is `../b/c.yaml`).
    package static func relative(_ path: String, from folder: String) -> String {
        let target = normalized(path).split(separator: "/")
        let base = normalized(folder).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }
}
