import Foundation
import TestSupport
import Testing

/// Runs the built `viewspec` binary the way a user does, from the package root, and captures
/// what it printed and how it exited.
struct Run: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The CPU time (user + system) the command took, measured by the shell that ran it; a
    /// limit on it holds on a busy machine, where wall time does not.
    var cpuSeconds: Double = 0

    /// The views of the first layout in `layout`'s JSON output, by id.
    func laidOutViews() throws -> [String: [String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        var byID: [String: [String: Any]] = [:]
        for view in views {
            if let id = view["id"] as? String { byID[id] = view }
        }
        return byID
    }
}

enum Viewspec {
    /// Set once per test process: SIGPIPE ignored, so writing to a child that has exited is an
    /// error return rather than the end of every test in the process.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// The folder `swift build` put the executables in (next to the test bundle).
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            return Bundle.main.bundleURL
        #else
            return Bundle.main.bundleURL
        #endif
    }

    /// Runs `viewspec arguments…` with `stdin` as standard input, no colour unless asked, and a
    /// time limit so a hang fails the test instead of the run.
    ///
    /// With `memoryLimit` (in MiB) the process may map no more than that (`ulimit -v`): past it an
    /// allocation fails and the process dies, which the exit status shows. Every run's `cpuSeconds`
    /// is the CPU time the process took. With `fileSizeLimit` (in KiB) no file may grow past that
    /// (`ulimit -f`, with SIGXFSZ ignored): a write past it fails with EFBIG, as on a full disk.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
        executable: String = "viewspec", timeout: TimeInterval = 20, memoryLimit: Int? = nil,
        fileSizeLimit: Int? = nil
    ) throws -> Run {
        let process = Process()
        let binary = productsDirectory.appendingPathComponent(executable)
        // The command runs under a shell whose `times` reports its child's CPU time, written to a
        // file of its own so that standard error stays the command's.
        let times = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-times-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: times) }
        // A timeout's TERM reaches only the shell: a CPU limit makes sure the command ends too.
        let limit =
            (memoryLimit.map { "ulimit -v \($0 * 1024) || exit 125; " } ?? "")
            + (fileSizeLimit.map { "trap '' XFSZ; ulimit -f \($0) || exit 125; " } ?? "")
            + "ulimit -t \(Int(timeout.rounded(.up)) + 5) || exit 125; "
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments =
            [
                "-c", limit + "\"$0\" \"$@\"; status=$?; times > \"$VIEWSPEC_TEST_TIMES\"; exit $status",
                binary.path,
            ] + arguments
        // From the package root, so spec paths in tests read as a user types them.
        process.currentDirectoryURL = PackageFiles.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "100"
        for (key, value) in extra { environment[key] = value }
        environment["VIEWSPEC_TEST_TIMES"] = times.path
        process.environment = environment

        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error

        let outData = LockedData()
        let errData = LockedData()
        // Each pipe is read to its end on a thread of its own, joined below: a readability
        // handler can still be appending a chunk after the run is returned, and so lose a short
        // output whole on a busy machine.
        let reading = DispatchGroup()
        for (pipe, data) in [(output, outData), (error, errData)] {
            reading.enter()
            DispatchQueue.global().async {
                data.append(pipe.fileHandleForReading.readDataToEndOfFile())
                reading.leave()
            }
        }

        try process.run()
        if let stdin {
            // A command that stops before reading all of its input (a usage error, a file too
            // large) closes the pipe: the write then fails with EPIPE, which is not the test's
            // failure, instead of killing the whole test process with SIGPIPE.
            _ = ignoreBrokenPipes
            try? input.fileHandleForWriting.write(contentsOf: stdin)
        }
        try? input.fileHandleForWriting.close()

        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                Issue.record("viewspec \(arguments.joined(separator: " ")) did not finish in \(timeout) s")
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        // After a timeout the command may outlive its shell until its CPU limit ends it.
        if reading.wait(timeout: .now() + timeout + 10) == .timedOut {
            Issue.record("viewspec \(arguments.joined(separator: " ")) kept its output open")
        }
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: outData.value, as: UTF8.self),
            stderr: String(decoding: errData.value, as: UTF8.self),
            cpuSeconds: childCPUSeconds(in: times))
    }

    /// bash's `times` writes two lines, the shell's user and system time and then its
    /// children's, each as `0m1.234s 0m0.056s`; the command is the shell's only child.
    static func childCPUSeconds(in file: URL) -> Double {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return 0 }
        let lines = text.split(separator: "\n")
        guard lines.count >= 2 else { return 0 }
        return lines[1].split(separator: " ").reduce(0) { total, field in
            guard let m = field.firstIndex(of: "m"), field.hasSuffix("s"),
                let minutes = Double(field[..<m]),
                let seconds = Double(field[field.index(after: m)..<field.index(before: field.endIndex)])
            else { return total }
            return total + minutes * 60 + seconds
        }
    }
}

/// Bytes appended from pipe callbacks on another thread.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data
    }
}
