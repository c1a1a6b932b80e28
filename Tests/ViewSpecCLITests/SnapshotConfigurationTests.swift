import Foundation
import TestSupport
import Testing

/// `snapshot record` and `verify` judge each spec by its `.viewspec.yml` (or `--config`) as
/// `validate` does, and take `--jobs` and `--shard` as it does.
@Suite struct SnapshotConfigurationTests {
    static let spec =
        "viewspec: 1\npalette: system\nroot:\n  view: { children: [{ label.body: { id: t, text: Hi } }] }\n"

    /// `specs/` with `a.yaml`, `b.yaml`, `c.yaml`, `d.yaml` and `drafts/e.yaml`, and this
    /// configuration.
    static func folder(configuration: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let specs = folder.path("specs")
        try FileManager.default.createDirectory(
            atPath: specs + "/drafts", withIntermediateDirectories: true)
        for name in ["a", "b", "c", "d", "drafts/e"] {
            try spec.write(toFile: specs + "/\(name).yaml", atomically: true, encoding: .utf8)
        }
        try configuration.write(toFile: specs + "/.viewspec.yml", atomically: true, encoding: .utf8)
        return (folder, specs)
    }

    static func devices(in snapshot: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: snapshot))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        return layouts.compactMap { ($0["device"] as? [String: Any])?["name"] as? String }
    }

    @Test func theConfigurationsMatrixAndExcludesApply() throws {
        let (folder, specs) = try Self.folder(
            configuration: "matrix: { device: [iphone-se, ipad], appearance: dark }\nexclude: [drafts/**]\n")
        let snaps = folder.path("snaps")
        let record = try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--svg"])
        #expect(record.status == 0)
        #expect(record.stderr == "")
        #expect(try Self.devices(in: snaps + "/a.json") == ["iphone-se", "ipad"])
        let snapshot = try String(contentsOfFile: snaps + "/a.json", encoding: .utf8)
        #expect(snapshot.contains("\"appearance\": \"dark\""))
        #expect(FileManager.default.fileExists(atPath: snaps + "/a.ipad.svg"))
        #expect(!FileManager.default.fileExists(atPath: snaps + "/drafts/e.json"))
        // The drafts are excluded from verify too: no file-added.
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(verify.status == 0)
        #expect(verify.stderr == "")
        // The command line's one value wins over the configuration's: the layouts are of other
        // cells than the recorded ones.
        let light = try Viewspec.run([
            "snapshot", "verify", specs, "--against", snaps, "--appearance", "light",
        ])
        #expect(light.status == 1)
        #expect(
            light.stderr.contains("a.yaml:4:3: error: the layout on 'ipad/light' is new"), "\(light.stderr)")
        #expect(light.stderr.contains("a.yaml:4:3: error: the layout on 'ipad/dark' is gone"))
        // A matrix that drops a device is a difference.
        try "matrix: { device: iphone-se, appearance: dark }\nexclude: [drafts/**]\n".write(
            toFile: specs + "/.viewspec.yml", atomically: true, encoding: .utf8)
        let fewer = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(fewer.status == 1)
        #expect(fewer.stderr.contains("the layout on 'ipad' is gone"))
        // --config instead of the nearest file; its globs are relative to its own folder.
        try "matrix: { device: [iphone-se, ipad], appearance: dark }\nexclude: [specs/drafts/**]\n".write(
            toFile: folder.path("other.yml"), atomically: true, encoding: .utf8)
        let other = try Viewspec.run([
            "snapshot", "verify", specs, "--against", snaps, "--config", folder.path("other.yml"),
        ])
        #expect(other.status == 0, "\(other.stderr)")
    }

    static func files(in folder: String, startingWith prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Every cell of the configuration's matrix is recorded, each mockup named by the device
    /// and what varies; the recording is the same bytes for any --jobs, verify compares it cell
    /// by cell, and --artifacts has a diff SVG per changed cell.
    @Test func everyCellOfTheMatrixIsRecordedAndVerified() throws {
        let (folder, specs) = try Self.folder(
            configuration: "matrix: { device: iphone-se, contentSize: [large, AX3], direction: [ltr, rtl] }\n"
                + "include: [a.yaml]\n")
        let snaps = folder.path("snaps")
        let record = try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--svg", "--jobs", "1"])
        #expect(record.status == 0)
        #expect(record.stderr == "")
        let cells = ["iphone-se.AX3.ltr", "iphone-se.AX3.rtl", "iphone-se.large.ltr", "iphone-se.large.rtl"]
        #expect(
            try Self.files(in: snaps, startingWith: "a.") == cells.map { "a.\($0).svg" } + ["a.json"]
        )
        let other = folder.path("other")
        #expect(
            try Viewspec.run(["snapshot", "record", specs, "--into", other, "--svg", "--jobs", "2"]).status
                == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: snaps) {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: snaps + "/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: other + "/" + name)), "\(name)")
        }
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(verify.status == 0)
        #expect(verify.stderr == "")

        try Self.spec.replacingOccurrences(of: "Hi", with: "Hello").write(
            toFile: specs + "/a.yaml", atomically: true, encoding: .utf8)
        let artifacts = folder.path("out")
        let changed = try Viewspec.run([
            "snapshot", "verify", specs, "--against", snaps, "--artifacts", artifacts,
        ])
        #expect(changed.status == 1)
        for cell in ["large/ltr", "large/rtl", "AX3/ltr", "AX3/rtl"] {
            #expect(
                changed.stderr.contains("the text of 't' changed: \"Hi\" → \"Hello\" (on iphone-se/\(cell))"),
                "\(changed.stderr)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted()
                == (cells.map { "a.\($0).svg" } + cells.map { "a.diff.\($0).svg" } + ["a.json"]).sorted())
    }

    /// A recording of fewer cells than the configuration's matrix now has: each new cell is
    /// device-added (exit 1), while the cell it has is compared; recording again with --svg
    /// replaces the recording's mockups.
    @Test func aRecordingOfFewerCellsLacksTheNewOnes() throws {
        let (folder, specs) = try Self.folder(
            configuration: "matrix: { device: iphone-se }\ninclude: [a.yaml]\n")
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--svg"]).status == 0)
        #expect(try Self.files(in: snaps, startingWith: "a.") == ["a.json", "a.svg"])
        try "matrix: { device: iphone-se, appearance: [light, dark] }\ninclude: [a.yaml]\n".write(
            toFile: specs + "/.viewspec.yml", atomically: true, encoding: .utf8)
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(verify.status == 1)
        #expect(
            verify.stderr.contains(
                "a.yaml:4:3: error: the layout on 'iphone-se/dark' is new (on iphone-se/dark) [device-added]"),
            "\(verify.stderr)")
        #expect(verify.stderr.components(separatedBy: "[device-added]").count == 2)
        // Its mockups are named by the recording's cells: none is missing.
        #expect(!verify.stderr.contains("[missing-mockup]"))
        // Recorded again with --svg, the recording's mockups are replaced, the old `a.svg` too,
        // which would otherwise stay marked with the old snapshot (stale-mockup).
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--svg"]).status == 0)
        #expect(
            try Self.files(in: snaps, startingWith: "a.") == [
                "a.iphone-se.dark.svg", "a.iphone-se.light.svg", "a.json",
            ])
        let again = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps])
        #expect(again.status == 0)
        #expect(again.stderr == "")
    }

    /// A cell's mockup deleted from a recording made with --svg is missing-mockup (exit 1);
    /// --artifacts has the snapshot and its mockups to copy back.
    @Test func aMissingMockupIsReported() throws {
        let (folder, specs) = try Self.folder(
            configuration: "matrix: { device: iphone-se, direction: [ltr, rtl] }\ninclude: [a.yaml]\n")
        let snaps = folder.path("snaps")
        #expect(try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--svg"]).status == 0)
        try FileManager.default.removeItem(atPath: snaps + "/a.iphone-se.rtl.svg")
        let artifacts = folder.path("out")
        let verify = try Viewspec.run([
            "snapshot", "verify", specs, "--against", snaps, "--artifacts", artifacts,
        ])
        #expect(verify.status == 1)
        #expect(
            verify.stderr.hasPrefix(
                "\(snaps)/a.json:1:1: error: '\(snaps)/a.iphone-se.rtl.svg', a mockup of '\(snaps)/a.json', is "
                    + "missing; record again with --svg, or copy the mockups from --artifacts with the snapshot "
                    + "[missing-mockup]\n"), "\(verify.stderr)")
        #expect(verify.stderr.components(separatedBy: "error:").count == 2)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: artifacts).sorted() == [
                "a.iphone-se.ltr.svg", "a.iphone-se.rtl.svg", "a.json",
            ])
    }

    /// The help of the one-value cell options says where a snapshot's value comes from when the
    /// command line gives none: the configuration, then the spec.
    @Test func theCellOptionsHelpNamesTheConfiguration() throws {
        for command in [["snapshot", "record"], ["snapshot", "verify"]] {
            let help = try Viewspec.run(command + ["--help"]).stdout.split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            for option in [
                "options.contentSize, else large", "options.appearance, else light",
                "options.direction, else ltr",
            ] {
                #expect(
                    help.contains(
                        "for snapshot, each that the configuration's matrix names; else the spec's "
                            + option),
                    "\(command)")
            }
        }
    }

    /// A configuration with errors is reported at its line; its specs are not compared
    /// (exit 2 for verify, 1 for record).
    @Test func aBrokenConfigurationIsReported() throws {
        let (folder, specs) = try Self.folder(configuration: "matrix: { devise: ipad }\n")
        let record = try Viewspec.run(["snapshot", "record", specs, "--into", folder.path("snaps")])
        #expect(record.status == 1)
        #expect(record.stderr.contains("\(specs)/.viewspec.yml:1:11: error: "), "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("snaps/a.json")))
        try FileManager.default.createDirectory(
            atPath: folder.path("snaps"), withIntermediateDirectories: true)
        let verify = try Viewspec.run(["snapshot", "verify", specs, "--against", folder.path("snaps")])
        #expect(verify.status == 2)
        #expect(verify.stderr.contains("\(specs)/.viewspec.yml:1:11: error: "))
        #expect(!verify.stderr.contains("[file-added]"))
    }

    /// The shards of a folder are disjoint and together are all of it; the output is the same
    /// for every --jobs.
    @Test func jobsAndShards() throws {
        let (folder, specs) = try Self.folder(configuration: "exclude: [drafts/**]\n")
        let snaps = folder.path("snaps")
        let first = try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--shard", "1/2"])
        #expect(first.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: snaps).sorted() == ["a.json", "c.json"])
        #expect(
            try Viewspec.run(["snapshot", "record", specs, "--into", snaps, "--shard", "2/2", "--jobs", "2"])
                .status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: snaps).sorted() == [
                "a.json", "b.json", "c.json", "d.json",
            ])
        for name in ["a", "b", "c", "d"] {
            try Self.spec.replacingOccurrences(of: "Hi", with: "Hello \(name)").write(
                toFile: specs + "/\(name).yaml", atomically: true, encoding: .utf8)
        }
        let all = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps, "--jobs", "1"])
        #expect(all.status == 1)
        #expect(all.stderr.components(separatedBy: "[text-changed]").count == 5)
        let parallel = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps, "--jobs", "4"])
        #expect(parallel.stderr == all.stderr)
        let one = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps, "--shard", "1/2"])
        let two = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps, "--shard", "2/2"])
        #expect(one.status == 1)
        #expect(one.stderr.contains("\"Hello a\"") && one.stderr.contains("\"Hello c\""))
        #expect(!one.stderr.contains("\"Hello b\"") && !one.stderr.contains("\"Hello d\""))
        #expect(two.stderr.contains("\"Hello b\"") && two.stderr.contains("\"Hello d\""))
        for bad in [["--shard", "3/2"], ["--jobs", "0"], ["--shard", "1/2", "--shard", "2/2"]] {
            let run = try Viewspec.run(["snapshot", "verify", specs, "--against", snaps] + bad)
            #expect(run.status == 64, "\(bad)")
        }
    }
}
