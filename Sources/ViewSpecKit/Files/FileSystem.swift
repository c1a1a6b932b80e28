#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system operations the command line needs, on the C library: paths as text,
/// whether a path is a folder, a folder's files, and writing a file atomically.
///
/// Not Foundation's FileManager and NSString: viewspec uses at most FoundationEssentials (see
/// `ASCIIFolding`), and these would be all it links Foundation and its ICU data for, which every
/// run would load before it reads a byte (docs/benchmarks.md, "Start-up").
/// FoundationEssentials, which the argument parser uses, has no folder enumerator nor NSString
/// path arithmetic; swift-system's FilePath has the arithmetic but not the walking, so a
/// dependency for four string operations does not earn its place.
package enum FileSystem {
    // MARK: Paths as text (NSString's rules for the cases viewspec meets)

    /// `a/b.yaml` → `b.yaml`; trailing slashes are ignored.
    static func lastComponent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `a/b.yaml` → `yaml`; `a/b` and `a/.hidden` → empty.
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `a/b/c` → `a/b`, `/a` → `/`, `a` → empty, `/` → `/`.
    static func parent(_ path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return trimmingTrailingSlashes(String(trimmed[..<slash]))
    }

    /// `a` + `b` → `a/b`, `a/` + `b` → `a/b`, empty + `b` → `b`.
    static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    // MARK: Folders

    /// True for a folder, or a link to one.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The paths under `folder`, relative to it, depth first, in no particular order: files and
    /// links (a link to a folder is listed, not entered, as Foundation's enumerator does), never
    /// the folders themselves.
    ///
    /// `skip` is asked about every entry (its relative path and name);
    /// a skipped folder is not entered. Nil when `folder` cannot be read.
    static func walk(_ folder: String, skip: (_ relative: String, _ name: String) -> Bool) -> [String]? {
        var found: [String] = []
        guard let names = entries(of: folder) else { return nil }
        var pending = names.map { (relative: $0, name: $0) }
        while let (relative, name) = pending.popLast() {
            if skip(relative, name) { continue }
            let path = appending(relative, to: folder)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                for child in entries(of: path) ?? [] {
                    pending.append((relative + "/" + child, child))
                }
            } else {
                found.append(relative)
            }
        }
        return found
    }

    /// A folder's entry names without `.` and `..`; nil when it cannot be opened.
    private static func entries(of folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: Writing

    /// A write that failed, with the system's reason (`Permission denied`).
    package struct WriteFailure: Error {
        package var reason: String
    }

    /// Writes `text` to a new file in `path`'s folder and renames it over `path` (an
    /// `AtomicFile`).
    ///
    /// With `makingFolders`, the missing folders of the path are made first.
    package static func write(_ text: String, to path: String, makingFolders: Bool = false)
        throws(WriteFailure)
    {
        let file = try AtomicFile(path, makingFolders: makingFolders)
        var text = text
        text.withUTF8 { file.write($0) }
        try file.commit()
    }

    /// A file written under a temporary name in its folder and renamed over `path` once
    /// complete: a reader sees the old file or the new one, never half of one, and a failed
    /// write leaves the old one and no temporary file.
    ///
    /// A failed write is kept and reported by `commit`, so the bytes can come from a writer
    /// that cannot stop (an emitter writing into a sink); everything after it is ignored.
    package final class AtomicFile {
        package let path: String
        private let temporary: String
        private var descriptor: Int32
        private var failure: WriteFailure?

        package init(_ path: String, makingFolders: Bool = false) throws(WriteFailure) {
            if makingFolders { try FileSystem.makeFolders(parent(path)) }
            self.path = path
            temporary = appending(".\(lastComponent(path)).\(getpid()).tmp", to: parent(path))
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw FileSystem.failure() }
        }

        deinit { discard() }

        package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard failure == nil, var pointer = bytes.baseAddress else { return }
            var remaining = bytes.count
            while remaining > 0 {
                let count = systemWrite(descriptor, pointer, remaining)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = FileSystem.failure()
                    discard()
                    return
                }
                pointer += count
                remaining -= count
            }
        }

        /// Closes the file and renames it into place, or throws the first failure and removes it.
        package func commit() throws(WriteFailure) {
            if let failure { throw failure }
            let closed = close(descriptor)
            descriptor = -1
            guard closed == 0 else {
                let error = FileSystem.failure()
                unlink(temporary)
                throw error
            }
            guard rename(temporary, path) == 0 else {
                let error = FileSystem.failure()
                unlink(temporary)
                throw error
            }
        }

        /// Closes and removes the temporary file, if still open; `path` is left as it was.
        func discard() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }
    }

    /// `mkdir -p`.
    fileprivate static func makeFolders(_ folder: String) throws(WriteFailure) {
        if folder.isEmpty || isFolder(folder) { return }
        try makeFolders(parent(folder))
        if mkdir(folder, 0o777) != 0 && errno != EEXIST { throw failure() }
    }

    fileprivate static func failure() -> WriteFailure {
        WriteFailure(reason: String(cString: strerror(errno)))
    }
}

/// `write(2)`, which `FileSystem.write` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
