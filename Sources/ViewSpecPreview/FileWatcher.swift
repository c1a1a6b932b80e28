import ViewSpecCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reports changes to the files of watched folders: inotify on Linux, kqueue on macOS, a scan
/// every 200 ms elsewhere.
///
/// Folders rather than files are watched because editors save by writing a new file and
/// renaming it over the old one, which ends a watch on the old file. The events of a save come
/// in bursts (create, write, rename); the watcher waits 5 ms after the first for the rest and
/// reports the burst once, as the paths it touched (folder + "/" + name), sorted.
package final class FileWatcher: @unchecked Sendable {
    private let onChange: @Sendable ([String]) -> Void
    private let lock = NSLockLite()
    private var folders: Set<String> = []
    #if canImport(Glibc)
        private let descriptor: Int32
        private var folderOfWatch: [Int32: String] = [:]
    #elseif canImport(Darwin)
        private let queue: Int32
        private var folderOfDescriptor: [Int32: String] = [:]
    #else
        private var stamps: [String: [String: Int]] = [:]
    #endif

    /// A watcher that calls `onChange` on its own thread with each burst's paths.
    package init(onChange: @escaping @Sendable ([String]) -> Void) {
        self.onChange = onChange
        #if canImport(Glibc)
            descriptor = inotify_init1(Int32(IN_CLOEXEC))
        #elseif canImport(Darwin)
            queue = kqueue()
        #endif
    }

    /// Starts watching `folder` too (once; a folder already watched is left as it is).
    package func watch(folder: String) {
        lock.locked {
            guard !folders.contains(folder) else { return }
            folders.insert(folder)
            #if canImport(Glibc)
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
                let watch = inotify_add_watch(descriptor, folder, mask)
                if watch >= 0 { folderOfWatch[watch] = folder }
            #elseif canImport(Darwin)
                let opened = open(folder, O_EVTONLY)
                guard opened >= 0 else { return }
                folderOfDescriptor[opened] = folder
                var change = kevent(
                    ident: UInt(opened), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                    fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB), data: 0, udata: nil)
                _ = kevent(queue, &change, 1, nil, 0, nil)
            #else
                stamps[folder] = Self.scan(folder)
            #endif
        }
    }

    /// Runs the watch on a thread of its own until the process ends.
    package func start() {
        // The thread is never joined: it blocks on events until the process ends.
        _ = WorkerThread.startIfPossible(stackSize: 512 * 1024) { [self] in self.loop() }
    }

    private func loop() {
        while true {
            var changed = Set<String>()
            waitForEvents(into: &changed, timeout: -1)
            // The rest of the burst: events that follow within 5 ms.
            waitForEvents(into: &changed, timeout: 5)
            if !changed.isEmpty { onChange(changed.sorted()) }
        }
    }

    #if canImport(Glibc)
        private func waitForEvents(into changed: inout Set<String>, timeout: Int32) {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, timeout) > 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameStart = offset + header
                let nameBytes = buffer[nameStart..<min(nameStart + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let folder = lock.locked({ folderOfWatch[watch] }) {
                    changed.insert(name.isEmpty ? folder : folder + "/" + name)
                }
                offset = nameStart + length
            }
        }
    #elseif canImport(Darwin)
        private func waitForEvents(into changed: inout Set<String>, timeout: Int32) {
            var events = [kevent](repeating: kevent(), count: 16)
            var wait = timespec(tv_sec: 0, tv_nsec: Int(timeout) * 1_000_000)
            let count =
                timeout < 0
                ? kevent(queue, nil, 0, &events, Int32(events.count), nil)
                : kevent(queue, nil, 0, &events, Int32(events.count), &wait)
            guard count > 0 else { return }
            for event in events.prefix(Int(count)) {
                // kqueue says which folder changed, not which file: every file in it counts.
                if let folder = lock.locked({ folderOfDescriptor[Int32(event.ident)] }) {
                    for name in Self.names(in: folder) { changed.insert(folder + "/" + name) }
                }
            }
        }
    #else
        private func waitForEvents(into changed: inout Set<String>, timeout: Int32) {
            usleep(UInt32(timeout < 0 ? 200_000 : Int(timeout) * 1000))
            lock.locked {
                for folder in folders {
                    let now = Self.scan(folder)
                    let before = stamps[folder] ?? [:]
                    for (name, stamp) in now where before[name] != stamp {
                        changed.insert(folder + "/" + name)
                    }
                    for name in before.keys where now[name] == nil { changed.insert(folder + "/" + name) }
                    stamps[folder] = now
                }
            }
        }

        private static func scan(_ folder: String) -> [String: Int] {
            var stamps: [String: Int] = [:]
            for name in names(in: folder) {
                var info = stat()
                if stat(folder + "/" + name, &info) == 0 {
                    stamps[name] = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
                }
            }
            return stamps
        }
    #endif

    /// The names of `folder`'s entries.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// A mutex around a small critical section.
final class NSLockLite: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }

    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
