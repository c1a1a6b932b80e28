import Synchronization

/// How reports for tools name a spec: relative to the folder viewspec runs in, which in CI is the
/// repository's root, so GitHub can place the annotation on the file.
///
/// A path given relative stays as given, with `./` and `a/../` steps folded; an absolute path under
/// the folder is made relative to it; anything else (outside the folder) is kept absolute.
public struct ReportPaths: Sendable {
    /// The folder paths are made relative to, absolute.
    package let currentDirectory: String
    /// Each file's names, worked out once: a report names its file once for every finding
    /// (thousands on a large screen), and folding the path again each time would be most of
    /// the cost of writing a SARIF log.
    private let known = KnownNames()

    /// Paths relative to `currentDirectory`, which must be absolute.
    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The path of `file` as the report writes it; nil for standard input, which is no file.
    package func relative(_ file: String) -> String? { names(of: file).relative }

    /// The file of a finding at `range` as baselines and fingerprints record it: `relative`,
    /// else as given (`<stdin>`); empty for a finding with no place.
    package func recordedFile(of range: SourceRange?) -> String {
        range.map { relative($0.file) ?? $0.file } ?? ""
    }

    /// `relative(file)` as a URI reference: every byte outside RFC 3986's unreserved
    /// characters and `/` percent-encoded; an absolute path becomes a `file://` URI.
    package func uri(_ file: String) -> String? { names(of: file).uri }

    private func names(of file: String) -> Names {
        if let names = known.names.withLock({ $0[file] }) { return names }
        let relative = relativePath(file)
        let names = Names(relative: relative, uri: relative.map(Self.encoded))
        known.names.withLock { $0[file] = names }
        return names
    }

    private func relativePath(_ file: String) -> String? {
        if file == SourcePath.standardInputName { return nil }
        let path = SourcePath.normalized(file)
        guard path.hasPrefix("/") else { return path }
        let base = SourcePath.normalized(currentDirectory)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func encoded(_ path: String) -> String {
        (path.hasPrefix("/") ? "file://" : "")
            + PercentEncoding.encoded(path) { PercentEncoding.isUnreserved($0) || $0 == UInt8(ascii: "/") }
    }

    private struct Names: Sendable {
        var relative: String?
        var uri: String?
    }

    /// Shared by copies of one `ReportPaths`, which all name files alike (the folder is fixed).
    private final class KnownNames: Sendable {
        let names = Mutex<[String: Names]>([:])
    }
}
