import Foundation
import TestSupport
import Testing

/// `viewspec layout FILE`: the JSON frames of every gallery spec, end to end on the built
/// binary, against Tests/ViewSpecCLITests/Expected/layout/<spec name>.json.
///
/// To re-record after an intended change to the layout or its output, run
/// scripts/update-goldens.sh (or `VIEWSPEC_RECORD=1 swift test --filter LayoutGoldenTests`;
/// see `Golden`) and review `git diff Tests/ViewSpecCLITests/Expected/layout`.
@Suite struct LayoutGoldenTests {
    static let gallery = PackageFiles.gallery

    static func goldenPath(for spec: String) -> String {
        "Tests/ViewSpecCLITests/Expected/layout/\(PackageFiles.baseName(spec)).json"
    }

    @Test(arguments: gallery) func gallerySpecLaysOutAsRecorded(spec: String) throws {
        let run = try Viewspec.run(["layout", spec])
        #expect(run.status == 0, "\(spec)")
        #expect(run.stderr == "", "\(spec)")
        Golden.check(run.stdout, against: Self.goldenPath(for: spec), spec)
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
        let spec = try PackageFiles.read("specs/gallery/sign-in.yaml")
        let run = try Viewspec.run(["layout", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"spec\": \"-\""))
    }
}
