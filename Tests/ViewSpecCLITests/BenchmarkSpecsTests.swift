import Foundation
import Testing

/// The layout benchmark's generated specs validate with no diagnostic (docs/benchmarks.md,
/// "Layout"): a warning there would be printed for every repeated unit, and the benchmark would
/// time the report instead of the layout.
@Suite struct BenchmarkSpecsTests {
    @Test(arguments: ["form", "grid", "nested"])
    func aGeneratedShapeValidatesClean(shape: String) throws {
        let generated = try Viewspec.run(["generate", "301", "--shape", shape], executable: "viewspec-bench")
        #expect(generated.status == 0, "\(generated.stderr)")
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-bench-\(shape)-\(UUID().uuidString).yaml")
        try Data(generated.stdout.utf8).write(to: spec)
        defer { try? FileManager.default.removeItem(at: spec) }

        let validated = try Viewspec.run(["validate", spec.path], timeout: 60)
        #expect(validated.status == 0)
        #expect(validated.stderr == "")
    }
}
