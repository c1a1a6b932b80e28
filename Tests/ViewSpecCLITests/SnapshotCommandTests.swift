import Foundation
import TestSupport
import Testing

/// `viewspec snapshot record` and `verify`, and the diff SVG they and `layout --diff` write.
@Suite struct SnapshotCommandTests {
    /// A copy of specs/diff/before in a temporary folder, to change.
    static func specFolder(in folder: TemporaryFolder) throws -> String {
        let specs = folder.path("specs")
        try FileManager.default.copyItem(atPath: PackageFiles.path("specs/diff/before"), toPath: specs)
        return specs
    }

    @Test func recordWritesStableSmallSnapshots() throws {
        let folder = try TemporaryFolder()
        let specs = try Self.specFolder(in: folder)
        let snaps = folder.path("snaps")
        let first = try Viewspec.run(["snapshot", "record", specs, "--into", snaps])
        #expect(first.status == 0)
        #expect(first.stderr == "")
        let names = try FileManager.default.contentsOfDirectory(atPath: snaps).sorted()
        #expect(
            names == [
                "added-removed.json", "moved.json", "renumbered.json", "resized.json", "text.json",
                "tolerance.json",
            ])
        let moved = try String(contentsOfFile: folder.path("snaps/moved.json"), encoding: .utf8)
        #expect(moved.contains("\"spec\": \"moved.yaml\""))
        #expect(!moved.contains(folder.url.path))
        #expect(!moved.contains(PackageFiles.root.path))
        // The same specs record the same bytes, wherever they are.
        let again = folder.path("again")
        #expect(try Viewspec.run(["snapshot", "record", "specs/diff/before", "--into", again]).status == 0)
        for name in names {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: snaps + "/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: again + "/" + name)), "\(name)")
        }
        // Verifying what was just recorded finds nothing.
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(verify.status == 0)
        #expect(verify.stderr == "")
    }

    /// Snapshots kept in the spec folder are not read as specs.
    @Test func aSnapshotFolderInsideTheSpecFolderIsSkipped() throws {
        let folder = try TemporaryFolder()
        let specs = try Self.specFolder(in: folder)
        for _ in 0..<2 {
            let record = try Viewspec.run(["snapshot", "record", specs, "--into", specs + "/__snapshots__"])
            #expect(record.status == 0)
            #expect(record.stderr == "")
        }
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", specs + "/__snapshots__"])
        #expect(verify.status == 0)
        #expect(verify.stderr == "")
    }

    @Test func recordWithSVGWritesTheMockups() throws {
        let folder = try TemporaryFolder()
        let run = try Viewspec.run([
            "snapshot", "record", "specs/diff/before", "--into", folder.path("s"), "--svg",
        ])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: folder.path("s/text.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(!svg.contains("overlay-diff"))
    }

    @Test func verifyFailsOnADifferenceAndWritesArtifacts() throws {
        let folder = try TemporaryFolder()
        let specs = try Self.specFolder(in: folder)
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps]).status == 0)
        // The spec changes after the recording; another is deleted and one is new.
        try FileManager.default.removeItem(atPath: specs + "/moved.yaml")
        try FileManager.default.copyItem(
            atPath: PackageFiles.path("specs/diff/after/moved.yaml"), toPath: specs + "/moved.yaml")
        try FileManager.default.removeItem(atPath: specs + "/text.yaml")
        try FileManager.default.copyItem(
            atPath: PackageFiles.path("specs/diff/after/text.yaml"), toPath: specs + "/new.yaml")
        let artifacts = folder.path("artifacts")
        let run = try Viewspec.run([
            "snapshot", "verify", specs, "--against", snaps, "--artifacts", artifacts,
        ])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("\(specs)/moved.yaml:13:15: error: 'subtitle' moved by (0, +12) in 'form'"))
        #expect(
            run.stderr.contains(
                "\(specs)/new.yaml:1:1: error: '\(specs)/new.yaml' has no counterpart in '\(snaps)' [file-added]"
            ))
        #expect(
            run.stderr.contains(
                "\(snaps)/text.json:1:1: error: '\(snaps)/text.json' has no counterpart in '\(specs)' [file-removed]"
            ))
        let written = try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted()
        #expect(written == ["moved.diff.iphone-se.svg", "moved.json"])
        // The new snapshot adopted makes verify pass for that spec.
        let svg = try String(contentsOfFile: artifacts + "/moved.diff.iphone-se.svg", encoding: .utf8)
        #expect(svg.contains("<g id=\"overlay-diff\""))
        #expect(svg.contains("stroke-dasharray=\"4 3\""))
        #expect(svg.contains("<title>subtitle moved, was (16, 77.886, 343 × 20.574)</title>"))
        #expect(svg.contains("old frame (ghost)"))
        try SVGCheck.rendersWithoutWarnings(artifacts + "/moved.diff.iphone-se.svg")
    }

    @Test func aSpecWithErrorsCannotBeRecordedOrVerified() throws {
        let folder = try TemporaryFolder()
        let specs = try Self.specFolder(in: folder)
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps]).status == 0)
        try "viewspec: 1\nroot:\n  buton: OK\n".write(
            toFile: specs + "/text.yaml", atomically: true, encoding: .utf8)
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(verify.status == 2)
        #expect(verify.stderr.contains("\(specs)/text.yaml:3:3: error: unknown kind 'buton'"))
        let record = try Viewspec.run(["snapshot", "record", specs, "--into", folder.path("again")])
        #expect(record.status == 1)
        #expect(record.stderr.contains("[unknown-kind]"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("again/text.json")))
        #expect(FileManager.default.fileExists(atPath: folder.path("again/moved.json")))
    }

    /// A spec without a snapshot is laid out all the same: its errors are reported beside
    /// `file-added`, and it cannot be compared (exit 2).
    @Test func aNewSpecWithErrorsShowsItsErrors() throws {
        let folder = try TemporaryFolder()
        let specs = try Self.specFolder(in: folder)
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps]).status == 0)
        try "viewspec: 1\nroot:\n  buton: OK\n".write(
            toFile: specs + "/new.yaml", atomically: true, encoding: .utf8)
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(verify.status == 2)
        #expect(
            verify.stderr.contains("\(specs)/new.yaml:1:1: error: '\(specs)/new.yaml' has no counterpart"))
        #expect(verify.stderr.contains("\(specs)/new.yaml:3:3: error: unknown kind 'buton'"))
        #expect(verify.stderr.contains("    3 |   buton: OK"))
        // A new spec without errors is a difference only.
        try "viewspec: 1\nroot:\n  button: OK\n".write(
            toFile: specs + "/new.yaml", atomically: true, encoding: .utf8)
        let clean = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(clean.status == 1)
        #expect(clean.stderr.contains("[file-added]"))
    }

    /// A change accepted by copying the new snapshot alone leaves its recorded mockup showing
    /// the old layout: verify reports it (`stale-mockup`, a difference), and --artifacts gives
    /// the new mockup to copy with the snapshot.
    @Test func aMockupNotRecordedWithItsSnapshotIsStale() throws {
        let folder = try TemporaryFolder()
        let specs = try Self.specFolder(in: folder)
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--svg"]).status == 0)
        // A picture of one's own, without a mark, is not a recorded mockup.
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".write(
            toFile: snaps + "/notes.svg", atomically: true, encoding: .utf8)
        #expect(try Viewspec.run(["snapshot", "verify", specs, "--against", snaps]).status == 0)
        try FileManager.default.removeItem(atPath: specs + "/moved.yaml")
        try FileManager.default.copyItem(
            atPath: PackageFiles.path("specs/diff/after/moved.yaml"), toPath: specs + "/moved.yaml")
        let artifacts = folder.path("artifacts")
        let differs = try Viewspec.run([
            "snapshot", "verify", specs, "--against", snaps, "--artifacts", artifacts,
        ])
        #expect(differs.status == 1)
        #expect(!differs.stderr.contains("[stale-mockup]"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted() == [
                "moved.diff.iphone-se.svg", "moved.json", "moved.svg",
            ])
        // The change accepted by copying the snapshot alone.
        try FileManager.default.removeItem(atPath: snaps + "/moved.json")
        try FileManager.default.copyItem(atPath: artifacts + "/moved.json", toPath: snaps + "/moved.json")
        let again = folder.path("again")
        let stale = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps, "--artifacts", again])
        #expect(stale.status == 1)
        #expect(
            stale.stderr.contains(
                "\(snaps)/moved.svg:1:1: error: '\(snaps)/moved.svg' was not recorded with '\(snaps)/moved.json' as it is now, so it may show another layout; record again with --svg, or copy the new mockup from --artifacts with its snapshot [stale-mockup]"
            ))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: again).sorted() == [
                "moved.json", "moved.svg",
            ])
        // Copied together, they agree.
        try FileManager.default.removeItem(atPath: snaps + "/moved.svg")
        try FileManager.default.copyItem(atPath: again + "/moved.svg", toPath: snaps + "/moved.svg")
        let fixed = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(fixed.status == 0)
        #expect(fixed.stderr == "")
        // A mockup whose snapshot is gone.
        try FileManager.default.removeItem(atPath: snaps + "/text.json")
        try FileManager.default.removeItem(atPath: specs + "/text.yaml")
        let gone = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(gone.status == 1)
        #expect(
            gone.stderr.contains(
                "error: '\(snaps)/text.svg' is the mockup of '\(snaps)/text.json', which is gone; record again with --svg, or delete it [stale-mockup]"
            ))
    }

    @Test func verifyNeedsFolders() throws {
        let run = try Viewspec.run([
            "snapshot", "verify", "specs/diff/before/moved.yaml", "--against", "specs",
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is not a folder"))
    }

    /// The README's picture: the sign-in screen of the gallery against a changed copy.
    @Test func layoutDiffSVGShowsGhostsAndMatchesTheDocs() throws {
        let run = try Viewspec.run([
            "layout", "specs/diff/sign-in-changed.yaml", "--format", "svg", "--diff",
            "specs/gallery/sign-in.yaml",
        ])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        for color in ["#1E8E3E", "#F29900", "#D93025", "#9334E6"] {
            #expect(run.stdout.contains("stroke=\"\(color)\""), "\(color)")
        }
        #expect(run.stdout.contains("<g id=\"diff-legend\">"))
        Golden.check(run.stdout, against: "docs/snapshots/sign-in.diff.svg", "sign-in diff")
        try SVGCheck.rendersWithoutWarnings(PackageFiles.path("docs/snapshots/sign-in.diff.svg"))
        let bad = try Viewspec.run([
            "layout", "specs/diff/sign-in-changed.yaml", "--diff", "specs/gallery/sign-in.yaml",
        ])
        #expect(bad.status == 64)
        let tolerance = try Viewspec.run([
            "layout", "specs/gallery/sign-in.yaml", "--format", "svg", "--tolerance", "1",
        ])
        #expect(tolerance.status == 64)
    }
}

/// librsvg's verdict on an SVG: it renders to PNG with nothing on standard error.
enum SVGCheck {
    static var converter: String? {
        ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func rendersWithoutWarnings(_ path: String) throws {
        guard let converter else {
            // CI installs librsvg (scripts/check-svg.sh); say so where it is missing.
            print("note: rsvg-convert is not installed; \(path) was not rendered")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".png")
        process.arguments = [path, "-o", png.path]
        let error = Pipe()
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        let warnings = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        try? FileManager.default.removeItem(at: png)
        #expect(process.terminationStatus == 0, "\(path)")
        #expect(warnings == "", "\(path)")
    }
}
