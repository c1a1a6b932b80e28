import Foundation
import Testing

/// Inputs that are large as data rather than as one spec.
///
/// Many globs, many specs, large baselines: each ends in time and memory bounded by what is printed, or in a diagnostic.
@Suite struct HostileDataTests {
    /// `count` small specs named `prefix<i>.yaml` in a new folder, with `configuration` as its
    /// `.viewspec.yml` when given.
    static func folder(
        specs count: Int, prefix: String = "s", spec: String = "viewspec: 1\nroot:\n  view: {}\n",
        configuration: String? = nil
    ) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for index in 0..<count {
            try spec.write(toFile: folder.path("\(prefix)\(index).yaml"), atomically: false, encoding: .utf8)
        }
        if let configuration {
            try configuration.write(toFile: folder.path(".viewspec.yml"), atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// Each glob is compiled once, not split again for every file, and a star is matched without
    /// backtracking: 1,000 globs of 1,000 bytes (the limits) over 200 long file names take about
    /// a second of CPU in a debug build, most of it reading the configuration (the dynamic
    /// programming over every pair took minutes).
    @Test func globsAtTheirLimitsAreQuick() throws {
        let name = String(repeating: "a", count: 200)
        let glob = "\"**/" + String(repeating: "*a", count: 497) + "*b\""
        var configuration = "exclude:\n"
        for _ in 0..<999 { configuration += "  - \(glob)\n" }
        configuration += "  - \"**\"\n"
        let folder = try Self.folder(specs: 200, prefix: name, configuration: configuration)
        let run = try Viewspec.run(
            ["validate", "--diagnostics-format", "json", folder.url.path], timeout: 30)
        #expect(run.status == 1, "\(run.stderr.prefix(400))")
        #expect(run.stderr.contains("\"id\": \"nothing-to-validate\""), "\(run.stderr.prefix(400))")
        #expect(run.cpuSeconds < 5, "took \(run.cpuSeconds) s")
    }

    /// A glob longer than 1,024 bytes, and a 1,001st glob, are errors at their place in the
    /// configuration; nothing is validated.
    @Test func globsPastTheLimitsAreErrors() throws {
        let long = "- \"" + String(repeating: "*a", count: 513) + "\"\n"
        let tooLong = try Self.folder(specs: 2, configuration: "include:\n" + long)
        let run = try Viewspec.run(["validate", tooLong.url.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                ".viewspec.yml:2:3: error: this 'include' glob is 1026 bytes long; a glob may be at most 1024 [glob-limit]"
            ), "\(run.stderr.prefix(400))")

        var many = "include: [\"*.yaml\"]\nexclude:\n"
        for index in 0..<1000 { many += "  - d\(index)/**\n" }
        let tooMany = try Self.folder(specs: 2, configuration: many)
        let manyRun = try Viewspec.run(["validate", tooMany.url.path])
        #expect(manyRun.status == 1)
        #expect(
            manyRun.stderr.contains(
                ".viewspec.yml:1002:5: error: more than 1000 globs in 'include' and 'exclude'"),
            "\(manyRun.stderr.prefix(400))")
        #expect(manyRun.stderr.components(separatedBy: "[glob-limit]").count == 2)
    }
}

extension HostileDataTests {
    /// A spec of `labels` labels in a grey that is too light on every appearance.
    static func greyLabels(_ labels: Int) -> String {
        var text = "viewspec: 1\nroot:\n  stack.vertical:\n    children:\n"
        for index in 0..<labels {
            text += "      - label: { id: l\(index), text: \"Label \(index)\", color: \"#BBBBBB\" }\n"
        }
        return text
    }

    /// A finding on every cell of the whole matrix (432 cells) is one line of the baseline, not a
    /// line per cell (which made 15 such specs a baseline too large to read back), and the
    /// baseline written is read back: the same run against it reports nothing.
    @Test func aBaselineOfTheWholeMatrixIsDenseAndReadBack() throws {
        let folder = try TemporaryFolder()
        let spec = folder.path("grey.yaml")
        try Self.greyLabels(20).write(toFile: spec, atomically: false, encoding: .utf8)
        let matrix = [
            "--device", "all", "--content-size", "all", "--appearance", "all", "--direction", "all",
        ]
        let one = try Viewspec.run(["validate", spec, "--write-baseline", folder.path("one.json")])
        #expect(one.status == 0, "\(one.stderr.prefix(400))")
        let all = try Viewspec.run(
            ["validate", spec, "--write-baseline", folder.path("all.json")] + matrix, timeout: 60)
        #expect(all.status == 0, "\(all.stderr.prefix(400))")
        let oneSize =
            try FileManager.default.attributesOfItem(atPath: folder.path("one.json"))[.size] as? Int ?? 0
        let allSize =
            try FileManager.default.attributesOfItem(atPath: folder.path("all.json"))[.size] as? Int ?? 0
        // A line per cell is hundreds of times one cell's (216 light cells, 432 in all); a line
        // per finding a few times, for its lists, more where lower labels leave some cells.
        #expect(
            oneSize > 0 && allSize < 30 * oneSize, "one cell: \(oneSize) bytes, 432 cells: \(allSize) bytes")
        let known = try Viewspec.run(
            ["validate", spec, "--baseline", folder.path("all.json")] + matrix, timeout: 60)
        #expect(known.status == 0 && known.stderr.isEmpty, "\(known.stderr.prefix(400))")
    }

    /// Files that each embed the next twice, the last embedding the first again through a link to
    /// its folder: the file is known by its real path, so the cycle is found at its first embed
    /// (under the second name every file was read and expanded again, to the embed depth limit:
    /// 20-29 s and 812 MB for 16 files).
    @Test func anEmbedCycleThroughASecondPathIsFoundAtOnce() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            atPath: folder.path(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: folder.path("case"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "case")
        try Self.writeEmbedChain(12, in: folder.path("case"), closingWith: "../case/e0.yaml")
        let run = try Viewspec.run(
            ["validate", "--diagnostics-format", "json", folder.path("link/e0.yaml")], timeout: 60)
        #expect(run.status == 1, "\(run.stderr.prefix(400))")
        #expect(run.stderr.contains("\"id\": \"embed-cycle\""), "\(run.stderr.prefix(600))")
        for id in ["embed-too-deep", "too-many-views"] {
            #expect(!run.stderr.contains("\"id\": \"\(id)\""), "\(run.stderr.prefix(600))")
        }
        #expect(run.cpuSeconds < 2, "took \(run.cpuSeconds) s")
    }

    /// Writes `e0.yaml` … `e<count-1>.yaml` into `folder`, each embedding the next twice, and
    /// `e<count>.yaml`, which embeds `last` once (the first file again, to close a cycle).
    static func writeEmbedChain(_ count: Int, in folder: String, closingWith last: String) throws {
        let head = "viewspec: 1\nroot:\n  view:\n    children:\n"
        for index in 0..<count {
            let embed = "      - embed: { file: e\(index + 1).yaml }\n"
            try (head + embed + embed).write(
                toFile: folder + "/e\(index).yaml", atomically: false, encoding: .utf8)
        }
        try (head + "      - embed: { file: \(last) }\n").write(
            toFile: folder + "/e\(count).yaml", atomically: false, encoding: .utf8)
    }

    /// Sixteen files that each embed the next twice, the last embedding the first, walk their
    /// cycle once.
    ///
    /// Once the cycle is reported, every other path to it is refused quietly (each of the 32,768
    /// paths through the files reached it and built its message: 8.4 s and 289 MB).
    @Test func filesEmbeddingEachOtherTwiceWalkTheirCycleOnce() throws {
        let folder = try TemporaryFolder()
        try Self.writeEmbedChain(15, in: folder.url.path, closingWith: "e0.yaml")
        let run = try Viewspec.run(
            ["validate", "--diagnostics-format", "json", folder.path("e0.yaml")], timeout: 60)
        #expect(run.status == 1, "\(run.stderr.prefix(400))")
        let cycles = run.stderr.components(separatedBy: "\"id\": \"embed-cycle\"").count - 1
        #expect(cycles == 1, "\(run.stderr.prefix(600))")
        for id in ["embed-too-deep", "too-many-views"] {
            #expect(!run.stderr.contains("\"id\": \"\(id)\""), "\(run.stderr.prefix(600))")
        }
        #expect(run.cpuSeconds < 2, "took \(run.cpuSeconds) s")
    }

    /// `snapshot verify` of a folder keeps the text of what differs only, each in a buffer of its
    /// size: 1,000 specs and their snapshots verify within 80 MiB of address space (every spec
    /// and snapshot kept in a 64 KB buffer took 140 MB, and 1.27 GB for 10,000).
    @Test func snapshotVerifyOfManySpecsStaysSmall() throws {
        let folder = try Self.folder(specs: 1000)
        let snapshots = try TemporaryFolder()
        let record = try Viewspec.run(
            ["snapshot", "record", folder.url.path, "--into", snapshots.url.path], timeout: 60)
        #expect(record.status == 0, "\(record.stderr.prefix(400))")
        // On two threads, which under the limit share one malloc arena: with an arena each,
        // every allocation of a worker retried reserving one, 17 s of CPU here against 2.7 s.
        let verify = try Viewspec.run(
            ["snapshot", "verify", folder.url.path, "--against", snapshots.url.path, "--jobs", "2"],
            timeout: 60, memoryLimit: 80)
        #expect(verify.status == 0, "\(verify.stderr.prefix(400))")
        #expect(verify.cpuSeconds < 8, "took \(verify.cpuSeconds) s of CPU")
    }
}
