import Foundation
import TestSupport
import Testing

/// `viewspec layout --format svg` and `--format ascii` on every gallery spec, on the built binary.
///
/// The SVGs are docs/gallery/<spec>.svg (or <spec>.<device>.svg for a device matrix), which
/// README.md shows, so the pictures there are always what this build draws; the ASCII pictures are
/// Tests/ViewSpecCLITests/Expected/ascii/<spec>.txt, at 80 columns.
///
/// To re-record after an intended change, run scripts/update-goldens.sh (or
/// `VIEWSPEC_RECORD=1 swift test --filter RenderGoldenTests`; see `Golden`) and review the diff.
@Suite struct RenderGoldenTests {
    static let gallery = PackageFiles.gallery
    static func name(_ spec: String) -> String {
        PackageFiles.baseName(spec)
    }

    static func asciiGoldenPath(for spec: String) -> String {
        "Tests/ViewSpecCLITests/Expected/ascii/\(name(spec)).txt"
    }

    /// The SVGs of docs/gallery that belong to `spec`: <name>.svg and <name>.<device>.svg.
    static func gallerySVGs(of spec: String) -> [String] {
        PackageFiles.files(in: "docs/gallery", extensions: ["svg"]).map { ($0 as NSString).lastPathComponent }
            .filter { $0.hasPrefix(name(spec) + ".") }
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
            Golden.check(text, against: "docs/gallery/" + file, file)
        }
        // A device taken out of the spec leaves no picture behind for README.md to show.
        if !Golden.recording {
            #expect(
                Self.gallerySVGs(of: spec) == written,
                "\(spec): docs/gallery has SVGs this build does not write")
        }
    }

    @Test(arguments: gallery) func asciiMatchesItsGolden(spec: String) throws {
        let run = try Viewspec.run(["layout", spec, "--format", "ascii", "--columns", "80"])
        #expect(run.status == 0, "\(spec)")
        #expect(run.stderr == "", "\(spec)")
        Golden.check(run.stdout, against: Self.asciiGoldenPath(for: spec), spec)
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

    /// A custom device's name comes from the spec: it cannot steer the file out of the folder.
    @Test func aDeviceNameCannotLeaveTheOutputFolder() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewspec-device-name-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        let inner = folder.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
            viewspec: 1
            device: [iphone-se, { name: "../../escaped", width: 100, height: 100 }]
            root: { view: {} }
            """
        let run = try Viewspec.run(
            ["layout", "-", "--format", "svg", "--output", inner.appendingPathComponent("s.svg").path],
            stdin: Data(spec.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: inner.path).sorted() == [
                "s..._.._escaped.svg", "s.iphone-se.svg",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a"])
    }

    @Test func emitterOptionsNeedTheirFormat() throws {
        #expect(try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--ascii"]).status == 64)
        #expect(try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--overlay"]).status == 64)
        #expect(
            try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--format", "ascii", "--columns", "3"])
                .status == 64)
    }
}
