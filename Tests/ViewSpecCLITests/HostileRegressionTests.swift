import Foundation
import TestSupport
import Testing

/// specs/hostile/regressions: inputs found, by hand or by the fuzzer (scripts/fuzz.sh), to crash
/// viewspec, hang it or make it take too much memory, kept as regression tests.
///
/// A file named `ID--what.yaml` must end with the diagnostic `ID` and exit 1; `valid--what.yaml`
/// must exit 0. Each must run within a time and a memory bound. Folders hold the files that the
/// specs embed and are not run themselves.
@Suite struct HostileRegressionTests {
    static let folder = "specs/hostile/regressions"
    /// Room for a debug build on a busy two-core machine, where the slowest input (131,071
    /// embedded views) takes many times what a release build takes; the memory is what the
    /// process may map.
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
