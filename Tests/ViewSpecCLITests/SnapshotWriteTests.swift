import Foundation
import TestSupport
import Testing

/// What `snapshot record` and `verify --artifacts` write: never through a link below the
/// folder named, never a report lost to a file that cannot be written, long names, and devices
/// whose names make one file name.
@Suite struct SnapshotWriteTests {
    static let spec = "viewspec: 1\nroot:\n  view: { children: [{ label.body: { id: t, text: Hi } }] }\n"

    /// `specs/forms/login.yaml`, and a snapshot folder whose `forms` is a link out of it.
    static func linkedSnapshotFolder(_ folder: TemporaryFolder, named name: String) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder.path("specs/forms"), withIntermediateDirectories: true)
        try spec.write(toFile: folder.path("specs/forms/login.yaml"), atomically: true, encoding: .utf8)
        try manager.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: folder.path(name + "/forms"), withDestinationPath: "../elsewhere")
        return folder.path(name)
    }

    @Test func recordWritesNothingThroughALinkBelowTheFolder() throws {
        let folder = try TemporaryFolder()
        let snaps = try Self.linkedSnapshotFolder(folder, named: "snaps")
        let run = try Viewspec.run(["snapshot", "record", folder.path("specs"), "--into", snaps])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "is a link or a file, not a folder; nothing is written through it [unwritable-output]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("elsewhere")).isEmpty)
    }

    /// An artifact that cannot be written (a link below the artifacts folder here) is reported,
    /// the differences are still reported, and the run exits 2.
    @Test func verifyReportsAnArtifactItCannotWriteAndFinishes() throws {
        let folder = try TemporaryFolder()
        let artifacts = try Self.linkedSnapshotFolder(folder, named: "artifacts")
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", folder.path("specs"), "--into", snaps]).status == 0)
        try Self.spec.replacingOccurrences(of: "Hi", with: "Hello").write(
            toFile: folder.path("specs/forms/login.yaml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run([
            "snapshot", "verify", folder.path("specs"), "--against", snaps, "--artifacts", artifacts,
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the text of 't' changed: \"Hi\" → \"Hello\""))
        #expect(run.stderr.contains("cannot write '\(artifacts)/forms/login.json'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("elsewhere")).isEmpty)
    }

    /// The temporary file of an atomic write must fit in 255 bytes too.
    @Test func aNameOf251BytesIsWritten() throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "a", count: 246)
        try FileManager.default.createDirectory(
            atPath: folder.path("specs"), withIntermediateDirectories: true)
        try Self.spec.write(toFile: folder.path("specs/\(name).yaml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run([
            "snapshot", "record", folder.path("specs"), "--into", folder.path("snaps"),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("snaps")) == [name + ".json"])
    }

    /// `a b`, `a_b` and `a/b` make one file name; each device gets a file of its own.
    @Test func devicesWhoseNamesMakeOneFileNameDoNotOverwriteEachOther() throws {
        let folder = try TemporaryFolder()
        let spec = folder.path("devices.yaml")
        try """
        viewspec: 1
        device:
          - { name: "a b", width: 100, height: 100 }
          - { name: "a_b", width: 200, height: 100 }
          - { name: "a/b", width: 300, height: 100 }
        root:
          view: {}

        """.write(toFile: spec, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
        let run = try Viewspec.run(["layout", spec, "--format", "svg", "--output", folder.path("out/x.svg")])
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        #expect(names == ["x.a_b-2.svg", "x.a_b-3.svg", "x.a_b.svg"])
        let third = try String(contentsOfFile: folder.path("out/x.a_b-3.svg"), encoding: .utf8)
        #expect(third.contains("width=\"300\""))
        let record = try Viewspec.run([
            "snapshot", "record", folder.url.path, "--into", folder.path("snaps"), "--svg",
        ])
        #expect(record.status == 0, "\(record.stderr)")
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder.path("snaps")).filter {
            $0.hasSuffix(".svg")
        }
        #expect(svgs.count == 3)
    }
}
