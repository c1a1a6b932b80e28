import Foundation
import Testing

/// `viewspec layout` passes its documents to standard output or `--output` in chunks as it
/// writes them; the bytes are the same either way, and a file is complete or not there.
@Suite struct StreamedOutputTests {
    /// A screen of `count` labels, one under the other, on a tall custom device (two with
    /// `twoDevices`): its layout JSON is several times the 64 KB chunk.
    ///
    /// The labels are readable and apart, so the run spends its time writing, not auditing,
    /// but for one overlap that gives the run a warning to keep in order.
    static func largeScreen(_ count: Int, twoDevices: Bool = false) throws -> String {
        let height = 24 * count + 100
        var devices = "{ name: tall, width: 375, height: \(height) }"
        if twoDevices { devices += ", { name: wide, width: 820, height: \(height) }" }
        var text = "viewspec: 1\ndevice: [\(devices)]\nroot:\n  view:\n    id: screen\n"
        text += "    background: \"#000000\"\n    children:\n"
        for index in 0..<count {
            let top = 24 * max(0, index - 1)
            text +=
                "      - label.body: { id: l\(index), text: Row \(index), layout: [{ top: \(top), left: 0 }] }\n"
        }
        // Named by what is in it: the tests run at once.
        let name = "large-\(count)-\(twoDevices ? "two" : "one").yaml"
        return try HostileInputTests.temporaryFile(name, Array(text.utf8))
    }

    static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewspec-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["json", "svg", "ascii"])
    func aLargeScreenIsTheSameOnStandardOutputAndInAFile(format: String) throws {
        let spec = try Self.largeScreen(1500)
        let folder = try Self.folder("streamed-\(format)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.\(format)").path
        let piped = try Viewspec.run(["layout", spec, "--format", format], timeout: 60)
        let filed = try Viewspec.run(["layout", spec, "--format", format, "--output", output], timeout: 60)
        #expect(piped.status == filed.status)
        #expect(piped.stderr == filed.stderr)
        #expect(piped.stderr.contains("[overlapping-views]"))
        #expect(filed.stdout.isEmpty)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written == piped.stdout)
        if format == "json" {
            #expect(written.utf8.count > 4 * 65_536)
            #expect(try JSONSerialization.jsonObject(with: Data(written.utf8)) is [String: Any])
            #expect(written.components(separatedBy: "\"kind\": \"label.body\"").count == 1501)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.\(format)"])
    }

    /// A write that fails part of the way through (here the file-size limit, as a full disk
    /// would) is reported, and leaves the earlier file as it was and no temporary file.
    @Test func aWriteThatFailsPartWayLeavesTheEarlierFile() throws {
        let spec = try Self.largeScreen(1500)
        let folder = try Self.folder("streamed-failure")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.json").path
        try "earlier".write(toFile: output, atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["layout", spec, "--output", output], timeout: 60, fileSizeLimit: 128)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        // After the spec's warnings, as before.
        #expect(
            run.stderr.hasSuffix(
                "\nviewspec: error: cannot write '\(output)': File too large [unwritable-output]\n"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "earlier")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
    }

    /// One SVG per device: the first that cannot be written ends the run, and no file of any
    /// device is left half written.
    @Test func aFailedDeviceFileEndsTheRunWithNoPartialFiles() throws {
        let spec = try Self.largeScreen(1500, twoDevices: true)
        let folder = try Self.folder("streamed-devices")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.svg").path
        let run = try Viewspec.run(
            ["layout", spec, "--format", "svg", "--output", output], timeout: 60, fileSizeLimit: 128)
        #expect(run.status == 1)
        let first = folder.appendingPathComponent("out.tall.svg").path
        #expect(
            run.stderr.hasSuffix(
                "viewspec: error: cannot write '\(first)': File too large [unwritable-output]\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let written = try Viewspec.run(["layout", spec, "--format", "svg", "--output", output], timeout: 60)
        #expect(written.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "out.tall.svg", "out.wide.svg",
            ])
    }
}
