import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// A validation of several specs: folders walked, shards, parallel jobs, and the findings that
/// suppressions silence kept only when asked.
@Suite struct ValidationRunTests {
    @Test func aFolderIsItsSpecFilesInPathOrder() {
        let folder = validation(["specs/ci/screens"])
        let files = validation(["specs/ci/screens/checkout.yaml", "specs/ci/screens/settings.yaml"])
        #expect(folder.failed(warningsAsErrors: false))
        #expect(folder.diagnostics == files.diagnostics)
        #expect(validation(["specs/ci/screens/"]).diagnostics == folder.diagnostics)
    }

    /// Folders are walked with the same rules whatever the jobs: subfolders entered, hidden
    /// files and folders skipped, a link to a folder listed but not entered, only YAML and
    /// JSON read, files in byte order.
    @Test func aFolderIsWalkedByTheSameRules() throws {
        let folder = try ScratchFolder()
        let manager = FileManager.default
        for sub in ["sub", "sub/deeper", ".hidden"] {
            try manager.createDirectory(atPath: folder.path(sub), withIntermediateDirectories: true)
        }
        let broken = "viewspec: 1\nroot:\n  buton: OK\n"
        for file in [
            "b.yaml", "sub/a.yml", "sub/deeper/c.json", ".hidden/d.yaml", "sub/.e.yaml", "notes.txt",
        ] {
            try folder.write(
                file, file.hasSuffix(".json") ? "{\"viewspec\": 1, \"root\": {\"buton\": \"OK\"}}" : broken)
        }
        try manager.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.path("sub"))
        for jobs in [1, 2] {
            let report = validation([folder.url.path]) { $0.jobs = jobs }
            #expect(report.failed(warningsAsErrors: false))
            let files = report.diagnostics.filter { $0.severity == .error }.compactMap(\.range?.file)
            let expected = ["b.yaml", "sub/a.yml", "sub/deeper/c.json"].map { folder.path($0) }
            #expect(Array(Set(files)).sorted() == expected, "\(report.text)")
        }
    }

    @Test func shardsAreDisjointAndComplete() throws {
        // Eleven specs, each with one finding of its own, so the files reported are the files
        // validated.
        let folder = try ScratchFolder()
        for index in 0..<11 {
            let name = index < 6 ? "s\(index).yaml" : "sub/s\(index).yml"
            try FileManager.default.createDirectory(
                atPath: (folder.path(name) as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try folder.write(name, ConfigurationFileTests.smallButton)
        }
        let all = validation([folder.url.path]).files
        #expect(all.count == 11)
        var union: [String] = []
        var sizes: [Int] = []
        for index in 1...3 {
            let shard = validation([folder.url.path]) { $0.shard = Shard("\(index)/3") }.files
            #expect(Set(shard).isDisjoint(with: union))
            union += shard
            sizes.append(shard.count)
        }
        #expect(union.sorted() == all.sorted())
        #expect(sizes == [4, 4, 3])
        #expect(validation([folder.url.path]) { $0.shard = Shard("1/1") }.files == all)
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", "1/"] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    /// However many jobs are asked for, no more threads start than twice the cores, nor more
    /// than there is work for.
    @Test func jobsAreBoundedByTheCores() {
        let cores = Parallel.processorCount
        #expect(Parallel.workerCount(jobs: 1024, count: 10_000) == 2 * cores)
        #expect(Parallel.workerCount(jobs: 1024, count: 1) == 1)
        #expect(Parallel.workerCount(jobs: 1, count: 100) == 1)
        #expect(Parallel.workerCount(jobs: 2 * cores, count: 100) == 2 * cores)
    }

    /// Laying out specs in parallel changes nothing in the report, nor in what SARIF keeps.
    @Test func jobsDoNotChangeTheReport() {
        let folders = ["specs/invalid", "specs/audits", "specs/ci", "specs/gallery"]
        let one = validation(folders) {
            $0.jobs = 1
            $0.keepingSilenced = true
        }
        let two = validation(folders) {
            $0.jobs = 2
            $0.keepingSilenced = true
        }
        #expect(one.failed(warningsAsErrors: false))
        #expect(one.diagnostics == two.diagnostics)
        #expect(one.withSuppressed == two.withSuppressed)
        #expect(one.sources.map(\.path) == two.sources.map(\.path))
        #expect(one.diagnostics.count > 20)
    }

    /// On a matrix (laid out in parallel, resolved per content size), the audits' silenced
    /// findings are kept, marked, once each, when asked (SARIF); without, they are not built, and
    /// the report has the same findings and the same unused suppression.
    @Test func aMatrixRunKeepsTheSilencedFindingsOnlyWhenAsked() throws {
        func run(keepingSilenced: Bool) -> ValidationReport {
            validation(["specs/audits/suppressions.yaml"]) {
                $0.matrix.devices = DevicePreset.names
                $0.matrix.contentSizes = ContentSizeCategory.allCases
                $0.keepingSilenced = keepingSilenced
            }
        }
        let kept = run(keepingSilenced: true)
        func describe(_ diagnostic: Diagnostic) -> String {
            "\(diagnostic.id) \(diagnostic.view ?? ""): \(diagnostic.suppression?.justification ?? "reported")"
        }
        let hint = "the navy hint colour on the card, kept as ViewFactory ships it"
        #expect(
            kept.withSuppressed.map(describe) == [
                "unknown-rule : reported", "invalid-suppression : reported", "unused-suppression : reported",
                "low-contrast footnote: reported", "low-contrast hint: \(hint)",
                "small-tap-target delete: ViewFactory's 40 pt negative button, kept as the seed ships it",
                "low-contrast delete: \(hint)",
            ])
        let plain = run(keepingSilenced: false)
        #expect(plain.diagnostics == kept.diagnostics)
        #expect(plain.withSuppressed == plain.diagnostics)
        #expect(plain.diagnostics.contains { $0.view == "footnote" })
        #expect(!plain.diagnostics.contains { $0.view == "hint" || $0.view == "delete" })
        let unused = plain.diagnostics.filter { $0.id == "unused-suppression" }
        #expect(unused.count == 1)
        #expect(
            unused.first?.message.contains("suppression of 'overlapping-views' suppresses nothing") == true)
    }
}
