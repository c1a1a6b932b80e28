import Foundation
import Testing

/// The layout benchmark's generated specs validate with no diagnostic (docs/benchmarks.md,
/// "Layout"): a warning there would be printed for every repeated unit, and the benchmark would
/// time the report instead of the layout.
@Suite struct BenchmarkSpecsTests {
    /// `viewspec-bench generate views --shape shape`, written to a temporary file the caller
    /// removes.
    static func generatedSpec(views: Int, shape: String) throws -> URL {
        let generated = try Viewspec.run(
            ["generate", "\(views)", "--shape", shape], executable: "viewspec-bench")
        #expect(generated.status == 0, "\(generated.stderr)")
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-bench-\(shape)-\(UUID().uuidString).yaml")
        try Data(generated.stdout.utf8).write(to: spec)
        return spec
    }

    @Test(arguments: ["form", "grid", "nested"])
    func aGeneratedShapeValidatesClean(shape: String) throws {
        let spec = try Self.generatedSpec(views: 301, shape: shape)
        defer { try? FileManager.default.removeItem(at: spec) }

        let validated = try Viewspec.run(["validate", spec.path], timeout: 60)
        #expect(validated.status == 0)
        #expect(validated.stderr == "")
    }
}

/// `viewspec-bench system` writes the constraint system a layout solves, for kiwisolver and
/// `cassowary-solve` (docs/benchmarks.md, "The same system"): solved by `cassowary-solve`, it
/// gives every view the horizontal frame `viewspec layout` draws (the vertical one may move in
/// the text passes that follow the first solve, which the system does not include).
@Suite struct ExportedSystemTests {
    @Test(arguments: ["form", "grid", "nested"])
    func theExportedSystemSolvesToTheLayoutsFrames(shape: String) throws {
        let spec = try BenchmarkSpecsTests.generatedSpec(views: 41, shape: shape)
        defer { try? FileManager.default.removeItem(at: spec) }

        let system = try Viewspec.run(["system", spec.path], executable: "viewspec-bench")
        #expect(system.status == 0, "\(system.stderr)")
        let solved = try Viewspec.run([], stdin: Data(system.stdout.utf8), executable: "cassowary-solve")
        #expect(solved.status == 0, "\(solved.stderr)")
        let values = try #require(
            (try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])?["values"]
                as? [String: Double])
        // "title.width#12" → "title.width"; a name two variables share is left out.
        var byName: [String: Double?] = [:]
        for (name, value) in values {
            let base = String(name[..<name.lastIndex(of: "#")!])
            byName[base] = byName[base] == nil ? value : .some(nil)
        }

        let layout = try Viewspec.run(["layout", spec.path])
        #expect(layout.status == 0, "\(layout.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
        let views = try #require(
            ((document["layouts"] as? [[String: Any]])?.first)?["views"] as? [[String: Any]])
        var compared = 0
        for view in views {
            let id = try #require(view["id"] as? String)
            let absolute = try #require(view["absolute"] as? [String: Double])
            for attribute in ["x", "width"] {
                guard let solvedValue = byName["\(id).\(attribute)"] ?? nil else { continue }
                #expect(
                    abs(solvedValue - absolute[attribute]!) < 0.001,
                    "\(id).\(attribute): solved \(solvedValue), laid out \(absolute[attribute]!)")
                compared += 1
            }
        }
        #expect(compared >= views.count)
    }

    @Test func aSpecWithErrorsWritesNoSystem() throws {
        let system = try Viewspec.run(
            ["system", "specs/invalid/bad-color.yaml"], executable: "viewspec-bench")
        #expect(system.status == 1)
        #expect(system.stdout == "")
        #expect(
            system.stderr.contains("bad-color.yaml:6:17: error: invalid colour '#12345'"), "\(system.stderr)")
        #expect(system.stderr.hasSuffix("errors before the layout stage\n"))
    }
}
