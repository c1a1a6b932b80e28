import FlyingFox
import FlyingSocks
import Foundation
import ViewSpecCore
import ViewSpecJudge
import ViewSpecKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `viewspec preview` serves: one spec, or every spec of a folder, on a matrix.
package struct PreviewSettings: Sendable {
    /// The spec file or folder, as given.
    package var target: String
    /// The port on 127.0.0.1; 0 takes a free one.
    package var port: UInt16
    /// The command line's matrix; the preview's defaults fill what it and the configuration leave.
    package var matrix: MatrixRequest
    package var configuration: String?
    package var options: Pipeline.Options

    package init(
        target: String, port: UInt16, matrix: MatrixRequest, configuration: String?, options: Pipeline.Options
    ) {
        self.target = target
        self.port = port
        self.matrix = matrix
        self.configuration = configuration
        self.options = options
    }

    /// The cells a preview shows when nothing chooses them: the smallest and the largest
    /// iPhone, the default text size and AX3, light and dark, left to right and right to left.
    package static let defaultMatrix = MatrixRequest(
        devices: ["iphone-se", "iphone-17-pro-max"], contentSizes: [.large, .ax3],
        appearances: [.light, .dark],
        directions: [.leftToRight, .rightToLeft])
}

/// The preview's state: each spec's latest gallery, the last one that laid out, and the pages
/// listening for updates.
package actor PreviewState {
    struct Entry {
        var current: Gallery
        var good: Gallery?
        var version: Int
        var json: String
    }

    let settings: PreviewSettings
    /// The folder served: the folder argument, or the spec's folder.
    let root: String
    let isFolder: Bool
    private(set) var specs: [String] = []
    private var entries: [String: Entry] = [:]
    private var listeners: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextListener = 0
    let watcher: FileWatcher

    init(settings: PreviewSettings, watcher: FileWatcher) {
        self.settings = settings
        self.watcher = watcher
        isFolder = SpecFolder.isFolder(settings.target)
        root = PreviewPaths.real(isFolder ? settings.target : PreviewPaths.parent(settings.target))
        specs = Self.list(settings.target, isFolder: isFolder)
    }

    private static func list(_ target: String, isFolder: Bool) -> [String] {
        isFolder ? Validation.specFiles(in: target) : [target]
    }

    /// The name the page shows for `spec`: its path relative to the folder served.
    func name(of spec: String) -> String {
        let real = PreviewPaths.real(spec)
        return real.hasPrefix(root + "/") ? String(real.dropFirst(root.count + 1)) : spec
    }

    func specNames() -> [String] { specs.map(name(of:)) }

    /// The state of the spec the page calls `name`, laid out on first use.
    func state(named name: String?) -> String? {
        let named = name.map { wanted in specs.first { self.name(of: $0) == wanted } }
        guard let spec = named ?? specs.first else { return nil }
        if let entry = entries[spec] { return entry.json }
        return update(spec).json
    }

    @discardableResult
    private func update(_ spec: String) -> Entry {
        let gallery = Gallery.make(
            spec, configuration: settings.configuration, matrix: settings.matrix,
            defaults: PreviewSettings.defaultMatrix, options: settings.options,
            embedRoot: isFolder ? settings.target : nil)
        let previous = entries[spec]
        let good = gallery.hasErrors ? previous?.good : gallery
        let version = (previous?.version ?? 0) + 1
        let entry = Entry(
            current: gallery, good: good, version: version,
            json: Gallery.json(gallery, shown: good, name: name(of: spec), version: version))
        entries[spec] = entry
        watcher.watch(folder: root)
        for file in gallery.files { watcher.watch(folder: PreviewPaths.parent(PreviewPaths.real(file))) }
        return entry
    }

    /// Lays out again the specs that `paths` (absolute) touch, and sends their states to every page.
    func changed(_ paths: [String]) {
        let configurationChanged = paths.contains { $0.hasSuffix("/" + Configuration.fileName) }
        if isFolder {
            let now = Self.list(settings.target, isFolder: true)
            if now != specs {
                specs = now
                broadcast(PreviewPaths.specsMessage(specNames()))
            }
        }
        for spec in specs {
            guard let entry = entries[spec] else { continue }
            let files = Set(entry.current.files.map(PreviewPaths.real))
            if configurationChanged || paths.contains(where: { files.contains($0) }) {
                broadcast(update(spec).json)
            }
        }
    }

    func listen() -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.forget(id) } }
        return stream
    }

    private func forget(_ id: Int) { listeners[id] = nil }

    private func broadcast(_ text: String) {
        for id in listeners.keys.sorted() { listeners[id]?.yield(.text(text)) }
    }
}

/// Sends each update to a page over its WebSocket; what the page sends is ignored.
struct LiveHandler: WSMessageHandler {
    let state: PreviewState

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let updates = await state.listen()
        Task {
            for await _ in client {}
        }
        return updates
    }
}

/// `viewspec preview`'s server: the page, each spec's state, the updates, and the served
/// folder's files, on 127.0.0.1 only.
package enum PreviewServer {
    /// A failure to start: the message says what and why.
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// Starts serving and returns the URL once the server listens; the server and the watcher
    /// run until the process ends.
    package static func start(_ settings: PreviewSettings) async throws(Failure) -> String {
        guard FileManagerLite.exists(settings.target) else {
            throw Failure(message: "cannot read '\(settings.target)': no such file or folder")
        }
        let box = StateBox()
        let watcher = FileWatcher { paths in
            Task { await box.state?.changed(paths) }
        }
        let state = PreviewState(settings: settings, watcher: watcher)
        box.state = state
        let address: sockaddr_in
        do {
            address = try sockaddr_in.inet(ip4: "127.0.0.1", port: settings.port)
        } catch {
            throw Failure(message: "cannot listen on 127.0.0.1:\(settings.port)")
        }
        let server = HTTPServer(address: address, timeout: 3600, logger: .disabled)
        await server.appendRoute(
            "GET /",
            handler: { _ in
                HTTPResponse(
                    statusCode: .ok, headers: Self.headers("text/html; charset=utf-8"),
                    body: Data(PreviewPage.html.utf8))
            })
        await server.appendRoute(
            "GET /api/specs",
            handler: { _ in
                let names = await state.specNames()
                return HTTPResponse(
                    statusCode: .ok, headers: Self.headers("application/json"),
                    body: Data(PreviewPaths.specsMessage(names).utf8))
            })
        await server.appendRoute(
            "GET /api/state",
            handler: { request in
                let name = request.query.first { $0.name == "spec" }?.value
                guard let json = await state.state(named: name) else {
                    return HTTPResponse(
                        statusCode: .notFound, headers: Self.headers("text/plain"), body: Data())
                }
                return HTTPResponse(
                    statusCode: .ok, headers: Self.headers("application/json"), body: Data(json.utf8))
            })
        await server.appendRoute(
            "GET /live",
            to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveHandler(state: state))))
        await server.appendRoute(
            "GET /files/*",
            handler: { request in
                Self.file(request, root: state.root)
            })
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            task.cancel()
            let reason = (try? await task.value).map { _ in "" } ?? ""
            throw Failure(message: "cannot listen on 127.0.0.1:\(settings.port)\(reason)")
        }
        if case .ip4(_, let port) = await server.listeningAddress {
            watcher.start()
            return "http://127.0.0.1:\(port)/"
        }
        throw Failure(message: "cannot listen on 127.0.0.1:\(settings.port)")
    }

    static func headers(_ type: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        headers[.init("Cache-Control")] = "no-store"
        headers[.init("X-Content-Type-Options")] = "nosniff"
        return headers
    }

    /// A file of the served folder, as text; 404 for anything else: a path with a `..` or `.`
    /// segment (after percent-decoding, so `%2e%2e` too), a hidden name, or a path whose real
    /// location (links followed) is outside the folder.
    static func file(_ request: HTTPRequest, root: String) -> HTTPResponse {
        let notFound = HTTPResponse(
            statusCode: .notFound, headers: headers("text/plain"), body: Data("not found\n".utf8))
        let raw = request.target.path(percentEncoded: true)
        guard raw.hasPrefix("/files/"), let relative = PreviewPaths.servable(String(raw.dropFirst(7))) else {
            return notFound
        }
        let real = PreviewPaths.real(root + "/" + relative)
        guard real.hasPrefix(root + "/"), let data = FileManager.default.contents(atPath: real) else {
            return notFound
        }
        return HTTPResponse(statusCode: .ok, headers: headers("text/plain; charset=utf-8"), body: data)
    }
}

/// Holds the state for the watcher's callback, which is made before the state.
final class StateBox: @unchecked Sendable {
    var state: PreviewState?
}

enum FileManagerLite {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}

/// Paths as the preview compares them.
package enum PreviewPaths {
    /// `path` with links resolved and made absolute; as given (made absolute) when it does not
    /// exist.
    static func real(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A request's path below `/files/`, percent-decoded, if it names a file inside the folder:
    /// no empty, `.`, `..` or hidden segment, no NUL, no backslash.
    package static func servable(_ encoded: String) -> String? {
        guard let decoded = encoded.removingPercentEncoding, !decoded.isEmpty else { return nil }
        // Decoding twice catches a doubly encoded `%252e%252e`.
        if decoded.contains("%"), let again = decoded.removingPercentEncoding, again != decoded {
            return nil
        }
        if decoded.contains("\0") || decoded.contains("\\") { return nil }
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: false)
        where segment.isEmpty || segment.hasPrefix(".") {
            return nil
        }
        return decoded
    }

    static func specsMessage(_ names: [String]) -> String {
        var writer = JSONWriter()
        writer.openObject(oneLine: true)
        writer.field("specs", strings: names)
        writer.close()
        return writer.text
    }
}
