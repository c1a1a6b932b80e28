import Foundation
import TestSupport
import Testing

/// Runs the built `viewspec` binary the way a user does, from the package root, and captures
/// what it printed and how it exited.
struct Run: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// User plus system CPU time of the process, when `Viewspec.run(measuresCPU:)` asked for it:
    /// unlike the wall clock, it hardly grows when other builds share the machine.
    var cpuSeconds: Double? = nil

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
    /// time limit so a hang fails the test instead of the run. With `memoryLimit` (in MiB) the
    /// process may map no more than that (`ulimit -v`): past it an allocation fails and the
    /// process dies, which the exit status shows. With `measuresCPU` the run's `cpuSeconds` is
    /// the CPU time the process took.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
        executable: String = "viewspec", timeout: TimeInterval = 20, memoryLimit: Int? = nil,
        measuresCPU: Bool = false
    ) throws -> Run {
        let process = Process()
        let binary = productsDirectory.appendingPathComponent(executable)
        if memoryLimit != nil || measuresCPU {
            var script = memoryLimit.map { "ulimit -v \($0 * 1024) && " } ?? ""
            if measuresCPU {
                // The shell's `times` reports the CPU time of the children it waited for, so the
                // process runs in the foreground, not through exec. A timeout's TERM reaches only the
                // shell, so a CPU limit makes sure the process ends too.
                script +=
                    "ulimit -t \(Int(timeout.rounded(.up))) && \"$0\" \"$@\"; status=$?; "
                    + "printf '\\n\(cpuMarker)\\n' >&2; times >&2; exit $status"
            } else {
                script += "exec \"$0\" \"$@\""
            }
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        // From the package root, so spec paths in tests read as a user types them.
        process.currentDirectoryURL = PackageFiles.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "100"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment

        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error

        let outData = LockedData()
        let errData = LockedData()
        output.fileHandleForReading.readabilityHandler = { handle in outData.append(handle.availableData) }
        error.fileHandleForReading.readabilityHandler = { handle in errData.append(handle.availableData) }

        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()

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
        output.fileHandleForReading.readabilityHandler = nil
        error.fileHandleForReading.readabilityHandler = nil
        outData.append(output.fileHandleForReading.readDataToEndOfFile())
        errData.append(error.fileHandleForReading.readDataToEndOfFile())
        var run = Run(
            status: process.terminationStatus,
            stdout: String(decoding: outData.value, as: UTF8.self),
            stderr: String(decoding: errData.value, as: UTF8.self))
        if measuresCPU, let marker = run.stderr.range(of: "\n\(cpuMarker)\n", options: .backwards) {
            // `times` prints the shell's own user and system time, then its children's.
            let children = run.stderr[marker.upperBound...].split(separator: "\n").dropFirst().first ?? ""
            run.cpuSeconds = children.split(separator: " ").compactMap(seconds).reduce(0, +)
            run.stderr = String(run.stderr[..<marker.lowerBound])
        }
        return run
    }

    private static let cpuMarker = "viewspec-test-cpu-times"

    /// `1m2.5s` (or `2.5s`), as `times` prints a duration, in seconds.
    private static func seconds(_ text: Substring) -> Double? {
        guard text.hasSuffix("s") else { return nil }
        let parts = text.dropLast().split(separator: "m", omittingEmptySubsequences: false)
        guard let last = parts.last, let seconds = Double(last) else { return nil }
        let minutes = parts.count == 2 ? Double(parts[0]) : 0
        return minutes.map { $0 * 60 + seconds }
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
