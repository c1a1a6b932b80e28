import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ViewSpecCore
import ViewSpecJudge
import ViewSpecKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    private var listeners: [Int: AsyncStream<String>.Continuation] = [:]
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

    func listen() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.forget(id) } }
        return stream
    }

    private func forget(_ id: Int) { listeners[id] = nil }

    private func broadcast(_ text: String) {
        for id in listeners.keys.sorted() { listeners[id]?.yield(text) }
    }
}

/// `viewspec preview`'s server: the page, each spec's state, the updates, and the served
/// folder's files, on 127.0.0.1 only.
///
/// SwiftNIO's HTTP/1.1 and WebSocket handlers carry it: no Foundation networking (so the
/// binary still links statically), and the page needs four GET routes and one socket that
/// only sends, which a router or framework on top would not shorten.
package enum PreviewServer {
    /// A failure to start: the message says what and why.
    package struct Failure: Error, Sendable {
        package var message: String
    }

    /// What a connection became: an update socket, or plain requests.
    enum Connection: Sendable {
        case updates(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case requests(NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>)
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
        let listener: NIOAsyncChannel<EventLoopFuture<Connection>, Never>
        do {
            listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: "127.0.0.1", port: Int(settings.port)) { channel in
                    channel.eventLoop.makeCompletedFuture { try Self.configure(channel) }
                }
        } catch {
            throw Failure(message: "cannot listen on 127.0.0.1:\(settings.port): \(Self.reason(error))")
        }
        let port = listener.channel.localAddress?.port ?? Int(settings.port)
        Task {
            await withDiscardingTaskGroup { group in
                try? await listener.executeThenClose { connections in
                    for try await connection in connections {
                        group.addTask { await Self.serve(connection, state: state) }
                    }
                }
            }
        }
        watcher.start()
        return "http://127.0.0.1:\(port)/"
    }

    /// A new connection's pipeline: HTTP/1.1, upgraded to a WebSocket on `GET /live`.
    private static func configure(_ channel: Channel) throws -> EventLoopFuture<Connection> {
        let upgrader = NIOTypedWebSocketServerUpgrader<Connection>(
            shouldUpgrade: { channel, head in
                let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init)
                return channel.eventLoop.makeSucceededFuture(path == "/live" ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    .updates(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                }
            })
        let upgrades = NIOTypedHTTPServerUpgradeConfiguration(
            upgraders: [upgrader],
            notUpgradingCompletionHandler: { channel in
                channel.eventLoop.makeCompletedFuture {
                    .requests(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                }
            })
        return try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
            configuration: .init(upgradeConfiguration: upgrades))
    }

    private static func serve(_ connection: EventLoopFuture<Connection>, state: PreviewState) async {
        do {
            switch try await connection.get() {
            case .updates(let socket): try await sendUpdates(socket, state: state)
            case .requests(let requests): try await answer(requests, state: state)
            }
        } catch {
            // A connection that fails (the page closed, a malformed request) ends alone.
        }
    }

    /// Sends each update to the page as a text frame until the page closes; what the page
    /// sends is ignored, but a close is answered and a ping is ponged.
    private static func sendUpdates(
        _ socket: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>, state: PreviewState
    ) async throws {
        let updates = await state.listen()
        try await socket.executeThenClose { inbound, outbound in
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await frame in inbound {
                        switch frame.opcode {
                        case .connectionClose:
                            var data = frame.unmaskedData
                            let code = data.readSlice(length: 2) ?? ByteBuffer()
                            try await outbound.write(
                                WebSocketFrame(fin: true, opcode: .connectionClose, data: code))
                            return
                        case .ping:
                            try await outbound.write(
                                WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData))
                        default:
                            continue
                        }
                    }
                }
                group.addTask {
                    for await text in updates {
                        try await outbound.write(
                            WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text)))
                    }
                }
                try await group.next()
                group.cancelAll()
            }
        }
    }

    /// Answers each request of a connection in turn: GETs of the routes, 405 for any other
    /// method.
    private static func answer(
        _ requests: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, state: PreviewState
    ) async throws {
        try await requests.executeThenClose { inbound, outbound in
            var head: HTTPRequestHead?
            for try await part in inbound {
                switch part {
                case .head(let received): head = received
                case .body: continue
                case .end:
                    guard let request = head else { continue }
                    head = nil
                    let response = await respond(to: request, state: state)
                    var headers = HTTPHeaders()
                    headers.add(name: "Content-Type", value: response.type)
                    headers.add(name: "Content-Length", value: String(response.body.readableBytes))
                    headers.add(name: "Cache-Control", value: "no-store")
                    headers.add(name: "X-Content-Type-Options", value: "nosniff")
                    try await outbound.write(
                        contentsOf: [
                            .head(
                                HTTPResponseHead(version: .http1_1, status: response.status, headers: headers)
                            ),
                            .body(.byteBuffer(response.body)), .end(nil),
                        ])
                    // Leaving the loop closes the connection, as `Connection: close` (or HTTP/1.0
                    // without keep-alive) asks.
                    if !request.isKeepAlive { return }
                }
            }
        }
    }

    struct Response: Sendable {
        var status: HTTPResponseStatus
        var type: String
        var body: ByteBuffer

        init(_ status: HTTPResponseStatus, _ type: String, _ text: String) {
            self.status = status
            self.type = type
            body = ByteBuffer(string: text)
        }

        static let notFound = Response(.notFound, "text/plain; charset=utf-8", "not found\n")
    }

    static func respond(to request: HTTPRequestHead, state: PreviewState) async -> Response {
        guard request.method == .GET else {
            return Response(.methodNotAllowed, "text/plain; charset=utf-8", "only GET\n")
        }
        let parts = request.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts.first ?? "")
        let query = parts.count > 1 ? String(parts[1]) : ""
        switch path {
        case "/":
            return Response(.ok, "text/html; charset=utf-8", PreviewPage.html)
        case "/api/specs":
            return Response(.ok, "application/json", PreviewPaths.specsMessage(await state.specNames()))
        case "/api/state":
            guard let json = await state.state(named: PreviewPaths.queryValue("spec", in: query)) else {
                return .notFound
            }
            return Response(.ok, "application/json", json)
        default:
            guard path.hasPrefix("/files/") else { return .notFound }
            return file(String(path.dropFirst("/files/".count)), root: state.root)
        }
    }

    /// A file of the served folder, as text; 404 for anything else: a path with a `..` or `.`
    /// segment (after percent-decoding, so `%2e%2e` too), a hidden name, or a path whose real
    /// location (links followed) is outside the folder.
    static func file(_ encoded: String, root: String) -> Response {
        guard let relative = PreviewPaths.servable(encoded) else { return .notFound }
        let real = PreviewPaths.real(root + "/" + relative)
        guard real.hasPrefix(root + "/"), let data = FileManager.default.contents(atPath: real) else {
            return .notFound
        }
        var response = Response(.ok, "text/plain; charset=utf-8", "")
        response.body = ByteBuffer(bytes: data)
        return response
    }

    private static func reason(_ error: any Error) -> String {
        if let io = error as? IOError { return io.description }
        return "\(error)"
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
        guard let decoded = PercentEncoding.decoded(encoded), !decoded.isEmpty else { return nil }
        // Decoding twice catches a doubly encoded `%252e%252e`.
        if decoded.contains("%"), let again = PercentEncoding.decoded(decoded), again != decoded {
            return nil
        }
        if decoded.contains("\0") || decoded.contains("\\") { return nil }
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: false)
        where segment.isEmpty || segment.hasPrefix(".") {
            return nil
        }
        return decoded
    }

    /// The value of `name` in a URL query (`a=1&spec=x%20y`), decoded (`+` is a space); nil
    /// when absent or malformed.
    static func queryValue(_ name: String, in query: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == name else { continue }
            return PercentEncoding.decoded(String(parts[1]).replacingEvery("+", with: " "))
        }
        return nil
    }

    static func specsMessage(_ names: [String]) -> String {
        var writer = JSONWriter()
        writer.openObject(oneLine: true)
        writer.field("specs", strings: names)
        writer.close()
        return writer.text
    }
}
