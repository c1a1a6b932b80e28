import Synchronization

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

    /// True when `path`'s extension is one of `extensions` (written in lower case), in any case.
    ///
    /// Only ASCII letters are folded: `a.YAML` and `a.Yml` are YAML files. Every folder walk and
    /// the embed check ask this, so a file a folder argument takes is one an embed may name.
    static func hasExtension(_ path: String, in extensions: [String]) -> Bool {
        let ext = String(decoding: pathExtension(path).utf8.map(asciiLowercased), as: UTF8.self)
        return extensions.contains(ext)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
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

    /// True when the folder has an entry named so, even a link to nothing or a link loop.
    static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// What a folder walk found: the spec files, and the entries it could not take.
    struct Walk {
        /// Paths relative to the folder, in no particular order.
        var files: [String] = []
        /// Each entry that looks like it may be a spec but cannot be read as one, with why.
        ///
        /// A name that is not UTF-8, a FIFO or device, a dangling link or a link out of the
        /// folder, a subfolder that cannot be opened. `path` is the entry as shown, with the
        /// folder in front.
        var problems: [(path: String, reason: String)] = []
    }

    /// The files under `folder` whose names end in one of `extensions`, depth first, in no
    /// particular order.
    ///
    /// Extensions match in any case (`hasExtension`): `Login.YAML` is a spec, as it is to an
    /// editor, and is not left out without a word.
    ///
    /// Only regular files are taken, and links to regular files inside `folder`; a link to a
    /// folder is neither entered nor listed, as Foundation's enumerator does. Nothing else with a
    /// spec's extension is skipped in silence: it is a problem. A FIFO is never opened (it would
    /// block until something writes to it), and a link is not followed out of the folder, so a
    /// spec folder cannot make viewspec read `/etc/passwd` or `/proc/self/environ`.
    /// `skip` is asked about every entry (its relative path and name); a skipped folder is not
    /// entered. Nil when `folder` cannot be read.
    static func walk(
        _ folder: String, extensions: [String], skip: (_ relative: String, _ name: String) -> Bool
    ) -> Walk? {
        var walk = Walk()
        let within = realPath(folder)
        guard let names = entries(of: folder, relative: "", extensions: extensions, into: &walk) else {
            return nil
        }
        var pending = names.map { (relative: $0, name: $0) }
        while let (relative, name) = pending.popLast() {
            if skip(relative, name) { continue }
            let path = appending(relative, to: folder)
            let isSpec = hasExtension(name, in: extensions)
            var info = stat()
            guard lstat(path, &info) == 0 else {
                walk.problems.append((path, reason(errno)))
                continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                for child in entries(of: path, relative: relative, extensions: extensions, into: &walk) ?? []
                {
                    pending.append((relative + "/" + child, child))
                }
            case S_IFREG where isSpec:
                walk.files.append(relative)
            case S_IFLNK:
                var target = stat()
                guard stat(path, &target) == 0 else {
                    if isSpec {
                        walk.problems.append((path, "it is a link to nothing readable: " + reason(errno)))
                    }
                    continue
                }
                let type = target.st_mode & S_IFMT
                guard isSpec, type != S_IFDIR else { continue }
                if type != S_IFREG {
                    walk.problems.append((path, "it is a link to something that is not a regular file"))
                } else if let within, let resolved = realPath(path), !resolved.hasPrefix(within + "/") {
                    walk.problems.append((path, "it is a link to a file outside '\(folder)'"))
                } else {
                    walk.files.append(relative)
                }
            default:
                if isSpec {
                    walk.problems.append((path, "it is not a regular file (a FIFO, socket or device)"))
                }
            }
        }
        return walk
    }

    /// `path` with every link resolved (`realpath`); nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A folder's entry names without `.` and `..`; nil, with a problem, when it cannot be
    /// opened.
    ///
    /// A name that is not UTF-8 cannot be a `String` path, so it cannot be opened: it is
    /// a problem, shown with its other bytes as `\xFF`, unless it is hidden or a regular file
    /// without one of `extensions`.
    private static func entries(
        of folder: String, relative: String, extensions: [String], into walk: inout Walk
    ) -> [String]? {
        guard let directory = opendir(folder) else {
            // The walked folder itself is the caller's to report.
            if !relative.isEmpty { walk.problems.append((folder, reason(errno))) }
            return nil
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                let isSpec = extensions.contains {
                    bytes.suffix($0.utf8.count + 1).map(asciiLowercased).elementsEqual(".\($0)".utf8)
                }
                if bytes.first != UInt8(ascii: "."), isSpec || entry.pointee.d_type != UInt8(DT_REG) {
                    walk.problems.append(
                        (appending(shown(bytes), to: folder), "its name is not UTF-8, so it cannot be opened")
                    )
                }
                continue
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// A name's bytes as text: valid UTF-8 as it is, each other byte as `\xFF`.
    private static func shown(_ bytes: [UInt8]) -> String {
        var out = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var taken = rest.count
            while taken > 0, String(validating: rest.prefix(taken), as: UTF8.self) == nil { taken -= 1 }
            if taken > 0 {
                out += String(decoding: rest.prefix(taken), as: UTF8.self)
                rest = rest.dropFirst(taken)
            } else {
                out += "\\x" + String(rest[rest.startIndex], radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// `strerror` text, lowercased as the other messages are: "permission denied".
    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return (text.first?.lowercased() ?? "") + text.dropFirst()
    }

    // MARK: Writing

    /// A write that failed, with the system's reason (`Permission denied`).
    package struct WriteFailure: Error {
        package var reason: String
    }

    /// Writes `text` to a new file in `path`'s folder and renames it over `path` (an
    /// `AtomicFile`).
    ///
    /// With `makingFolders`, the missing folders of the path are made first. With `within`, a
    /// folder the user named that `path` is under, no folder between the two may be a link (or
    /// anything but a folder): a link in a snapshot folder, which a pull request controls, must
    /// not send the file elsewhere. `within` itself may be a link.
    package static func write(
        _ text: String, to path: String, makingFolders: Bool = false, within root: String? = nil
    ) throws(WriteFailure) {
        if let root { try checkFolders(of: path, below: root) }
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
            temporary = appending(Self.temporaryName(for: lastComponent(path)), to: parent(path))
            // Never through a link someone placed at the temporary name.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
            guard descriptor >= 0 else { throw FileSystem.failure() }
        }

        deinit { discard() }

        /// The temporary file's name: `.NAME.PID.N.tmp`, within 255 bytes.
        ///
        /// NAME is cut (at a character) so the whole stays within 255 bytes, the longest name a
        /// file system takes: a file of 251 bytes must be writable too. N tells apart the files one process writes at once.
        static func temporaryName(for name: String) -> String {
            let suffix = ".\(getpid()).\(counter.add(1, ordering: .relaxed).newValue).tmp"
            var kept = Substring(name)
            while 1 + kept.utf8.count + suffix.utf8.count > 255 { kept = kept.dropLast() }
            return "." + kept + suffix
        }

        private static let counter = Atomic<Int>(0)

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

    /// Refuses `path` when a folder between `root` and it is a link or a file.
    ///
    /// Folders that do not exist yet are made by the write.
    static func checkFolders(of path: String, below root: String) throws(WriteFailure) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return }
        var folder = String(prefix.dropLast())
        for component in path.dropFirst(prefix.count).split(separator: "/").dropLast() {
            folder = appending(String(component), to: folder)
            var info = stat()
            if lstat(folder, &info) != 0 { return }
            if info.st_mode & S_IFMT != S_IFDIR {
                throw WriteFailure(
                    reason: "'\(folder)' is a link or a file, not a folder; nothing is written through it")
            }
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
