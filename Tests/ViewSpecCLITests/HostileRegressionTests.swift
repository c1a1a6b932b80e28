import Foundation
import TestSupport
import Testing

/// specs/hostile/regressions: every input that once crashed viewspec, hung it or took too much
/// memory, found by hand or by the fuzzer (scripts/fuzz.sh). A file named `ID--what.yaml` must
/// end with the diagnostic `ID` and exit 1; `valid--what.yaml` must exit 0. Each runs within a
/// time and a memory bound far below what it took when it was found. Folders hold the files
/// that the specs embed and are not run themselves.
@Suite struct HostileRegressionTests {
    static let folder = "specs/hostile/regressions"
    /// A debug build on a busy two-core machine (the slowest, 131,071 embedded views, takes 18 s
    /// there and 1.1 s in a release build); the memory is what the process may map.
    static let seconds = 30.0
    static let mebibytes = 1536

    static var files: [String] {
        let url = PackageFiles.root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
    }

    @Test func theFolderHasRegressions() {
        #expect(Self.files.count >= 3)
    }

    @Test(arguments: files)
    func regressionEndsCleanly(_ name: String) throws {
        let expected = try #require(name.components(separatedBy: "--").first)
        let run = try Viewspec.run(
            ["validate", "--diagnostics-format", "json", "\(Self.folder)/\(name)"], timeout: 90,
            memoryLimit: Self.mebibytes)
        let seconds = run.cpuSeconds
        if expected == "valid" {
            #expect(run.status == 0, "\(run.stderr.prefix(400))")
        } else {
            #expect(run.status == 1, "\(run.stderr.prefix(400))")
            #expect(run.stderr.contains("\"id\": \"\(expected)\""), "\(run.stderr.prefix(400))")
            // One finding, not one per branch of the expansion.
            #expect(run.stderr.components(separatedBy: "\"id\": \"\(expected)\"").count == 2)
        }
        #expect(seconds < Self.seconds, "took \(seconds) s")
    }
}
