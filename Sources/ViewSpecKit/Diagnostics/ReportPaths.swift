/// How reports for tools name a spec: relative to the folder viewspec runs in, which in CI is
/// the repository's root, so GitHub can place the annotation on the file. A path given
/// relative stays as given, with `./` and `a/../` steps folded; an absolute path under the
/// folder is made relative to it; anything else (outside the folder) is kept absolute.
public struct ReportPaths: Sendable {
    /// The folder paths are made relative to, absolute.
    public var currentDirectory: String

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The path of `file` as the report writes it; nil for standard input, which is no file.
    public func relative(_ file: String) -> String? {
        if file == SourceLoader.standardInputName { return nil }
        let path = EmbeddedFiles.normalized(file)
        guard path.hasPrefix("/") else { return path }
        let base = EmbeddedFiles.normalized(currentDirectory)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `relative(file)` as a URI reference: every byte outside RFC 3986's unreserved
    /// characters and `/` percent-encoded; an absolute path becomes a `file://` URI.
    public func uri(_ file: String) -> String? {
        guard let path = relative(file) else { return nil }
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar))
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
