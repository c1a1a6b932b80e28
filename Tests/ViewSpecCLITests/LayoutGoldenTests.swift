import Foundation
import Testing

/// `viewspec layout FILE`: the JSON frames of every gallery spec, end to end on the built
/// binary, against Tests/ViewSpecCLITests/Expected/layout/<spec name>.json.
///
/// To re-record after an intended change to the layout or its output, run
///
///     VIEWSPEC_RECORD=1 swift test --filter LayoutGoldenTests
///
/// which rewrites the goldens and fails each case it rewrote; review
/// `git diff Tests/ViewSpecCLITests/Expected/layout`, then run the tests again.
@Suite struct LayoutGoldenTests {
    static let gallery = Viewspec.files(in: "specs/gallery", extensions: ["yaml", "yml", "json"])

    static func goldenPath(for spec: String) -> String {
        let name = ((spec as NSString).lastPathComponent as NSString).deletingPathExtension
        return "Tests/ViewSpecCLITests/Expected/layout/\(name).json"
    }

    @Test(arguments: gallery) func gallerySpecLaysOutAsRecorded(spec: String) throws {
        let run = try Viewspec.run(["layout", spec])
        #expect(run.status == 0, "\(spec)")
        #expect(run.stderr == "", "\(spec)")
        let golden = Self.goldenPath(for: spec)
        if ProcessInfo.processInfo.environment["VIEWSPEC_RECORD"] == "1" {
            let url = Viewspec.packageRoot.appendingPathComponent(golden)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try run.stdout.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden); run again without VIEWSPEC_RECORD")
            return
        }
        #expect(run.stdout == (try Viewspec.read(golden)), "\(spec) differs from \(golden)")
    }

    @Test func layoutIsByteIdenticalAcrossRuns() throws {
        let first = try Viewspec.run(["layout", "specs/gallery/dashboard.yaml"]).stdout
        let second = try Viewspec.run(["layout", "specs/gallery/dashboard.yaml"]).stdout
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func aDeviceMatrixWritesOneLayoutPerDevice() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/devices-matrix.yaml"])
        #expect(run.status == 0)
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let layouts = try #require((value as? [String: Any])?["layouts"] as? [[String: Any]])
        #expect(layouts.count > 1)
    }

    @Test func standardInputLaysOut() throws {
        let spec = try Viewspec.read("specs/gallery/sign-in.yaml")
        let run = try Viewspec.run(["layout", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"spec\": \"-\""))
    }
}
