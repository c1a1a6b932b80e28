import ViewSpecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a spec from a path or from standard input (`-`) into a `SourceFile`.
///
/// It reads with POSIX calls and never more than `maxBytes + 1` bytes, so a 50 GB file or an
/// endless pipe is refused after one `fstat` or one buffer, not after filling memory.
package enum SourceLoader {
    /// The name standard input gets in diagnostics.
    package static let standardInputName = SourcePath.standardInputName

    /// Reads `path` (or standard input for `-`); reports why not and returns nil when it can't.
    ///
    /// With `regularFileOnly` (a configuration, an embedded spec: files found, not named on the
    /// command line) anything but a regular file is refused: it is opened without waiting, so a
    /// FIFO cannot block the run, and refused before a byte is read.
    package static func load(
        path: String, limits: YAMLParser.Limits = .default, regularFileOnly: Bool = false,
        diagnostics: inout DiagnosticBag
    ) -> SourceFile? {
        let isStandardInput = path == "-"
        let name = isStandardInput ? standardInputName : path
        let descriptor: Int32
        if isStandardInput {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
            guard descriptor >= 0 else {
                diagnostics.error(.unreadableFile(path, reason: reason(errno)), at: nil)
                return nil
            }
        }
        defer { if !isStandardInput { close(descriptor) } }
        if regularFileOnly && !isStandardInput {
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                let what = info.st_mode & S_IFMT == S_IFDIR ? "it is a directory" : "it is not a regular file"
                diagnostics.error(.unreadableFile(path, reason: what), at: nil)
                return nil
            }
        }
        return readAll(descriptor, name: name, limits: limits, diagnostics: &diagnostics)
    }

    /// Reads an open descriptor to its end, or to one byte past `limits.maxBytes`.
    static func readAll(
        _ descriptor: Int32, name: String, limits: YAMLParser.Limits, diagnostics: inout DiagnosticBag
    ) -> SourceFile? {
        var info = stat()
        var expected = 0
        if fstat(descriptor, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                diagnostics.error(.unreadableFile(name, reason: "it is a directory"), at: nil)
                return nil
            }
            // Only a regular file's size can be trusted; pipes and devices report 0.
            if type == S_IFREG {
                expected = Int(info.st_size)
                if expected > limits.maxBytes {
                    diagnostics.error(
                        .fileTooLarge(size: expected, limit: limits.maxBytes), at: start(of: name))
                    return nil
                }
            }
        }

        let cap = limits.maxBytes + 1
        var bytes: [UInt8] = []
        // A regular file's size is known: a buffer of that size (and a byte to see the end), not
        // the read chunk's, which a folder of small specs would keep for each spec it reports.
        bytes.reserveCapacity(min(expected > 0 ? expected + 1 : 64 * 1024, cap))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < cap {
            let wanted = min(chunk.count, cap - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                diagnostics.error(.unreadableFile(name, reason: reason(errno)), at: nil)
                return nil
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        if bytes.count > limits.maxBytes {
            diagnostics.error(.fileTooLarge(size: nil, limit: limits.maxBytes), at: start(of: name))
            return nil
        }
        // A pipe's bytes were read into a chunk-sized buffer: kept, they take only what they need.
        if bytes.capacity > 2 * bytes.count + 4096 { bytes = Array(bytes[...]) }
        return SourceFile(path: name, bytes: bytes)
    }

    private static func start(of name: String) -> SourceRange {
        SourceRange(file: name, at: SourcePosition(line: 1, column: 1))
    }

    /// `strerror` text in the lowercase style of the other messages: "no such file or directory".
    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code).map({ String(cString: $0) }), let first = text.first else {
            return "error \(code)"
        }
        return first.lowercased() + text.dropFirst()
    }
}
