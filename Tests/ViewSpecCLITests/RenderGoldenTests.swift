import Foundation
import Testing

/// `viewspec layout --format svg` and `--format ascii` on every gallery spec, on the built
/// binary. The SVGs are docs/gallery/<spec>.svg (or <spec>.<device>.svg for a device matrix),
/// which README.md shows, so the pictures there are always what this build draws; the ASCII
/// pictures are Tests/ViewSpecCLITests/Expected/ascii/<spec>.txt, at 80 columns.
///
/// To re-record after an intended change, run
///
///     VIEWSPEC_RECORD=1 swift test --filter RenderGoldenTests
///
/// (or scripts/update-gallery.sh), review the diff, and run the tests again.
@Suite struct RenderGoldenTests {
    static let gallery = Viewspec.files(in: "specs/gallery", extensions: ["yaml", "yml", "json"])
    static var recording: Bool { ProcessInfo.processInfo.environment["VIEWSPEC_RECORD"] == "1" }

    static func name(_ spec: String) -> String {
        ((spec as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    @Test(arguments: gallery) func svgMatchesTheGallery(spec: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "viewspec-svg-\(ProcessInfo.processInfo.processIdentifier)-\(Self.name(spec))")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(Self.name(spec) + ".svg").path
        let run = try Viewspec.run(["layout", spec, "--format", "svg", "--output", output])
        #expect(run.status == 0, "\(spec)")
        #expect(run.stderr == "", "\(spec)")
        #expect(run.stdout == "", "\(spec): --output writes nothing to standard output")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!written.isEmpty)
        for file in written {
            let text = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
            #expect(text.hasPrefix("<?xml"), "\(file)")
            let golden = "docs/gallery/" + file
            if Self.recording {
                let url = Viewspec.packageRoot.appendingPathComponent(golden)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded \(golden); run again without VIEWSPEC_RECORD")
                continue
            }
            #expect(text == (try? Viewspec.read(golden)), "\(file) differs from \(golden)")
        }
    }

    @Test(arguments: gallery) func asciiMatchesItsGolden(spec: String) throws {
        let run = try Viewspec.run(["layout", spec, "--format", "ascii", "--columns", "80"])
        #expect(run.status == 0, "\(spec)")
        #expect(run.stderr == "", "\(spec)")
        let golden = "Tests/ViewSpecCLITests/Expected/ascii/\(Self.name(spec)).txt"
        if Self.recording {
            let url = Viewspec.packageRoot.appendingPathComponent(golden)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try run.stdout.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden); run again without VIEWSPEC_RECORD")
            return
        }
        #expect(run.stdout == (try? Viewspec.read(golden)), "\(spec) differs from \(golden)")
        for line in run.stdout.split(separator: "\n") {
            #expect(line.count <= 80, "\(spec): a line wider than 80 columns")
            #expect(line.last != " ", "\(spec): trailing space")
        }
    }

    @Test func pureASCIIWritesOnlyASCIIBytes() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/dashboard.yaml", "--format", "ascii", "--ascii"])
        #expect(run.status == 0)
        #expect(Array(run.stdout.utf8).allSatisfy { $0 < 0x80 })
        #expect(run.stdout.contains("+--"))
    }

    @Test func userTextStaysTextInSVG() throws {
        let spec = """
            viewspec: 1
            root:
              view:
                children:
                  - label.body:
                      id: evil
                      text: "</text><script>alert(1)</script> & \\"quotes\\" 'too'"
                      layout: [{ edges: { insets: 16, to: safeArea } }]
            """
        let run = try Viewspec.run(["layout", "-", "--format", "svg"], stdin: Data(spec.utf8))
        #expect(run.status == 0)
        #expect(!run.stdout.contains("<script>"))
        #expect(run.stdout.contains("&lt;/text&gt;&lt;script&gt;"))
        #expect(run.stdout.contains("&amp;"))
    }

    @Test func aFailedRunLeavesAnEarlierOutputUntouched() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewspec-atomic-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.json").path
        try "earlier".write(toFile: output, atomically: true, encoding: .utf8)
        let bad = try Viewspec.run(
            ["layout", "specs/invalid/unknown-kind.yaml", "--output", output])
        #expect(bad.status == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "earlier")
        let good = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--output", output])
        #expect(good.status == 0)
        #expect(good.stdout == "")
        #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{"))
        // Nothing but the output is left in the folder: no temporary files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.json"])
    }

    @Test func anUnwritableOutputIsAnErrorAndNoFile() throws {
        let run = try Viewspec.run(
            ["layout", "specs/gallery/sign-in.yaml", "--output", "/nonexistent-folder/out.json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot write '/nonexistent-folder/out.json'"))
    }

    @Test func severalDevicesWriteOneSVGPerDevice() throws {
        let multi = try Viewspec.run([
            "layout", "specs/gallery/sign-in.yaml", "--format", "svg", "--device", "iphone-se", "--device",
            "ipad",
        ])
        #expect(multi.status == 1)
        #expect(multi.stderr.contains("give --output FILE"))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewspec-multi-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Viewspec.run([
            "layout", "specs/gallery/sign-in.yaml", "--format", "svg", "--device", "iphone-se", "--device",
            "ipad",
            "--output", folder.appendingPathComponent("s.svg").path,
        ])
        #expect(run.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "s.ipad.svg", "s.iphone-se.svg",
            ])
    }

    @Test func emitterOptionsNeedTheirFormat() throws {
        #expect(try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--ascii"]).status == 64)
        #expect(try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--overlay"]).status == 64)
        #expect(
            try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--format", "ascii", "--columns", "3"])
                .status == 64)
    }
}
