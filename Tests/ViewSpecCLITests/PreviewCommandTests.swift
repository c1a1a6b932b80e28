import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `viewspec preview` as a user runs it: the binary started on a free port, its printed URL read,
/// pages fetched over HTTP, a spec edited on disk, and Ctrl-C (SIGINT) to stop it.
@Suite(.serialized) struct PreviewCommandTests {
    /// A running `viewspec preview`, stopped (SIGTERM) when dropped if a test did not stop it.
    final class Server {
        let process = Process()
        let output = Pipe()
        let error = Pipe()
        private(set) var url = ""
        private(set) var port: UInt16 = 0

        init(_ arguments: [String]) throws {
            process.executableURL = Viewspec.productsDirectory.appendingPathComponent("viewspec")
            process.arguments = ["preview"] + arguments
            process.currentDirectoryURL = PackageFiles.root
            process.standardOutput = output
            process.standardError = error
            try process.run()
        }

        /// Reads the first line of standard output: the URL, or nothing when the command failed.
        func started() throws -> Bool {
            var line = Data()
            let handle = output.fileHandleForReading
            while true {
                let byte = handle.readData(ofLength: 1)
                if byte.isEmpty || byte == Data("\n".utf8) { break }
                line += byte
            }
            let text = String(decoding: line, as: UTF8.self)
            guard let start = text.range(of: "http://127.0.0.1:") else { return false }
            url = String(text[start.lowerBound...].prefix { $0 != " " })
            port = UInt16(url.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) ?? 0
            return true
        }

        /// Sends `signal` and waits for the exit: the status and standard error.
        func stop(_ signal: Int32 = SIGINT) -> (status: Int32, stderr: String) {
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return (
                process.terminationStatus,
                String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            )
        }

        deinit {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
    }

    /// A GET of `target` exactly as written (no normalisation of `..` or `%2e`), over a socket.
    static func get(_ port: UInt16, _ target: String) throws -> (status: Int, body: String) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
        let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(socket, $0, strlen($0), 0) }
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (status, body)
    }

    static func state(_ server: Server, spec: String? = nil) throws -> [String: Any] {
        let target = "/api/state" + (spec.map { "?spec=" + $0 } ?? "")
        let (status, body) = try get(server.port, target)
        #expect(status == 200)
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    @Test func servesThePageAndTheDefaultCells() throws {
        let server = try Server(["specs/gallery/sign-in.yaml", "--port", "0"])
        try #require(try server.started())
        #expect(server.url.hasSuffix("/"))
        let page = try Self.get(server.port, "/")
        #expect(page.status == 200)
        #expect(page.body.contains("<title>viewspec preview</title>"))
        let state = try Self.state(server)
        let cells = try #require(state["cells"] as? [[String: Any]])
        // Two phones × large and AX3 × light and dark × ltr and rtl.
        #expect(cells.count == 16)
        let labels = cells.compactMap { $0["label"] as? String }
        #expect(labels.first == "iphone-se · large · light · ltr")
        #expect(labels.last == "iphone-17-pro-max · AX3 · dark · rtl")
        #expect(cells.allSatisfy { ($0["svg"] as? String)?.contains("<svg") == true })
        let views = try #require(cells.first?["views"] as? [[String: Any]])
        let subtitle = try #require(views.first { $0["id"] as? String == "subtitle" })
        #expect((subtitle["placement"] as? [String])?.first?.contains("stack.vertical 'form'") == true)
        let stopped = server.stop()
        #expect(stopped.status == 0)
        #expect(stopped.stderr == "viewspec preview: stopped\n")
    }

    @Test func theMatrixOptionsChooseTheCells() throws {
        let server = try Server([
            "specs/gallery/sign-in.yaml", "--port", "0", "--device", "ipad", "--appearance", "dark",
        ])
        try #require(try server.started())
        let cells = try #require(try Self.state(server)["cells"] as? [[String: Any]])
        #expect(
            cells.compactMap { $0["label"] as? String } == [
                "ipad · large · dark · ltr", "ipad · large · dark · rtl", "ipad · AX3 · dark · ltr",
                "ipad · AX3 · dark · rtl",
            ])
    }

    @Test func eachCellListsItsFindingsWithTheCellsTheyOccurIn() throws {
        let folder = try TemporaryFolder()
        try Self.lowContrast.write(toFile: folder.path("card.yaml"), atomically: true, encoding: .utf8)
        let server = try Server([folder.path("card.yaml"), "--port", "0", "--appearance", "light"])
        try #require(try server.started())
        let state = try Self.state(server)
        let findings = try #require(state["findings"] as? [[String: Any]])
        let contrast = try #require(findings.firstIndex { $0["rule"] as? String == "low-contrast" })
        #expect(findings[contrast]["view"] as? String == "note")
        #expect(findings[contrast]["line"] as? Int == 9)
        let cells = try #require(state["cells"] as? [[String: Any]])
        #expect((findings[contrast]["cells"] as? [Int]) == Array(cells.indices))
        #expect(cells.allSatisfy { ($0["findings"] as? [Int])?.contains(contrast) == true })
    }

    static let lowContrast = """
        viewspec: 1
        root:
          view:
            background: "#FFFFFF"
            children:
              - stack.vertical:
                  layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
                  children:
                    - label.body: { id: note, text: Faint, color: "#BBBBBB" }

        """

    @Test func savingTheSpecLaysItOutAgainAndAnErrorKeepsTheLastGoodPicture() throws {
        let folder = try TemporaryFolder()
        let spec = folder.path("card.yaml")
        try Self.lowContrast.write(toFile: spec, atomically: true, encoding: .utf8)
        let server = try Server([spec, "--port", "0", "--device", "iphone-se", "--content-size", "large"])
        try #require(try server.started())
        let first = try Self.state(server)
        #expect(first["version"] as? Int == 1)
        // A save as editors make it: a new file renamed over the old one.
        try Self.lowContrast.replacingOccurrences(of: "#BBBBBB", with: "#111111")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        // One save may reach the watcher as more than one event (the new file, then the rename),
        // each laid out again: wait for the state that shows the save, not for a version number.
        let fixed = try Self.waitFor(server, after: 1) {
            ($0["findings"] as? [[String: Any]])?.contains { $0["rule"] as? String == "low-contrast" }
                == false
        }
        // An error: the page keeps the cells of the last good state and lists the error at its
        // line.
        try Self.lowContrast.replacingOccurrences(of: "label.body", with: "label.bodyy")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let broken = try Self.waitFor(server, after: fixed["version"] as? Int ?? 2) {
            !(($0["errors"] as? [[String: Any]]) ?? []).isEmpty
        }
        let errors = try #require(broken["errors"] as? [[String: Any]])
        #expect(errors.first?["rule"] as? String == "unknown-kind")
        #expect(errors.first?["line"] as? Int == 9)
        #expect(broken["stale"] as? Bool == true)
        #expect((broken["cells"] as? [[String: Any]])?.count == (fixed["cells"] as? [[String: Any]])?.count)
    }

    @Test func savingAFileTheSpecEmbedsLaysItOutAgain() throws {
        let folder = try TemporaryFolder()
        try "viewspec: 1\nroot:\n  embed: part.yaml\n".write(
            toFile: folder.path("screen.yaml"), atomically: true, encoding: .utf8)
        try "viewspec: 1\nroot:\n  label.body: One\n".write(
            toFile: folder.path("part.yaml"), atomically: true, encoding: .utf8)
        let server = try Server([folder.path("screen.yaml"), "--port", "0", "--device", "iphone-se"])
        try #require(try server.started())
        #expect(try Self.state(server)["version"] as? Int == 1)
        try "viewspec: 1\nroot:\n  label.body: Two\n".write(
            toFile: folder.path("part.yaml"), atomically: true, encoding: .utf8)
        // As for the spec's own save: wait for the state that shows it, not for a version number.
        let saved = try Self.waitFor(server, after: 1) { state in
            (state["cells"] as? [[String: Any]])?.first.flatMap { $0["svg"] as? String }?.contains(">Two<")
                == true
        }
        #expect(!saved.isEmpty)
    }

    /// The first state after version `after` that `shows` accepts.
    static func waitFor(_ server: Server, after: Int, _ shows: ([String: Any]) -> Bool) throws -> [String:
        Any]
    {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let state = try Self.state(server)
            if (state["version"] as? Int ?? 0) > after, shows(state) { return state }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record("no state after version \(after) showed the change")
        return [:]
    }

    @Test func noFileOutsideTheServedFolderIsReadable() throws {
        let outside = try TemporaryFolder()
        try "the secret".write(toFile: outside.path("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            atPath: outside.path("served"), withIntermediateDirectories: true)
        try Self.lowContrast.write(
            toFile: outside.path("served/card.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: outside.path("served/link.txt"), withDestinationPath: outside.path("secret.txt"))
        let server = try Server([outside.path("served/card.yaml"), "--port", "0", "--device", "iphone-se"])
        try #require(try server.started())
        let inside = try Self.get(server.port, "/files/card.yaml")
        #expect(inside.status == 200)
        #expect(inside.body.contains("label.body"))
        for target in [
            "/files/../secret.txt", "/files/%2e%2e/secret.txt", "/files/%2E%2E%2Fsecret.txt",
            "/files/..%2fsecret.txt", "/files/%252e%252e/secret.txt", "/files/link.txt", "/../secret.txt",
            "/files//etc/passwd", "/files/%2fetc%2fpasswd", "/files/..\\secret.txt", "/files/.%2e/secret.txt",
        ] {
            let response = try Self.get(server.port, target)
            #expect(response.status == 404, "\(target) answered \(response.status)")
            #expect(!response.body.contains("the secret"), "\(target) read a file outside the folder")
        }
    }

    @Test func aPortInUseOrAMissingSpecIsAnError() throws {
        let first = try Server(["specs/gallery/sign-in.yaml", "--port", "0"])
        try #require(try first.started())
        let taken = try Viewspec.run(["preview", "specs/gallery/sign-in.yaml", "--port", String(first.port)])
        #expect(taken.status == 1)
        #expect(taken.stderr.contains("cannot listen on 127.0.0.1:\(first.port)"))
        #expect(taken.stderr.contains("[cannot-serve]"))
        let missing = try Viewspec.run(["preview", "specs/gallery/no-such.yaml", "--port", "0"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read 'specs/gallery/no-such.yaml'"))
        let badPort = try Viewspec.run(["preview", "specs/gallery/sign-in.yaml", "--port", "70000"])
        #expect(badPort.status == 64)
    }

    @Test func aFolderServesEachSpecByName() throws {
        let server = try Server([
            "specs/gallery", "--port", "0", "--device", "iphone-se", "--content-size", "large",
        ])
        try #require(try server.started())
        let (status, body) = try Self.get(server.port, "/api/specs")
        #expect(status == 200)
        #expect(body.contains("\"sign-in.yaml\""))
        #expect(try Self.state(server, spec: "settings.json")["spec"] as? String == "settings.json")
    }
}
