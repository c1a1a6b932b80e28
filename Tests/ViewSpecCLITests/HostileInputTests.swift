import Foundation
import Testing

/// Hostile input ends with a diagnostic and exit 1, quickly, whatever the bytes.
@Suite struct HostileInputTests {
    static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-hostile-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Runs `validate` on the file and checks exit 1, one error naming `id`, within a second.
    func expectRejected(_ path: String, id: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let run = try Viewspec.run(["validate", "--diagnostics-format", "json", path])
        let elapsed = run.cpuSeconds
        #expect(run.status == 1, sourceLocation: sourceLocation)
        #expect(
            run.stderr.contains("\"id\": \"\(id)\"") || run.stderr.contains("\"id\":\"\(id)\""),
            "\(run.stderr.prefix(400))", sourceLocation: sourceLocation)
        #expect(elapsed < 1.0, "took \(elapsed) s", sourceLocation: sourceLocation)
    }

    @Test func billionLaughsFailsFast() throws {
        var text = "viewspec: 1\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let previous = "*a\(level - 1)"
            text +=
                "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let path = try Self.temporaryFile("laughs.yaml", Array(text.utf8))
        try expectRejected(path, id: "alias-expansion-limit")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let depth = 100_000
        let text =
            "viewspec: 1\nroot: " + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + "\n"
        let path = try Self.temporaryFile("deep.yaml", Array(text.utf8))
        try expectRejected(path, id: "nesting-too-deep")
    }

    @Test func fiftyMegabyteFileIsRejectedAtOnce() throws {
        var bytes = Array("viewspec: 1\ndescription: \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 50 * 1024 * 1024)
        bytes += Array("\"\n".utf8)
        let path = try Self.temporaryFile("big.yaml", bytes)
        try expectRejected(path, id: "file-too-large")
    }

    @Test func randomBytesAreABinaryFile() throws {
        var generator = SplitMix64(seed: 42)
        let bytes = (0..<65_536).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let path = try Self.temporaryFile("random.bin", bytes)
        try expectRejected(path, id: "binary-file")
    }

    @Test func truncatedJSONIsASyntaxError() throws {
        let text = #"{"viewspec": 1, "root": {"stack.vertical": {"children": [{"label.body": "Hi"}"#
        let path = try Self.temporaryFile("truncated.json", Array(text.utf8))
        try expectRejected(path, id: "syntax-error")
    }
}

/// A small deterministic generator, so the "random" bytes are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
