import Foundation
import Testing

/// The matrix options (`--device`, `--content-size`, `--appearance`, `--direction`) on validate
/// and layout: how their values are written, what a bad one is, and the output of several cells.
///
/// What a matrix run finds is the library's (Matrix/MatrixFindingsTests).
@Suite struct MatrixCommandTests {
    static let signIn = "specs/gallery/sign-in.yaml"
    /// 48 cells on two devices: a finding in many cells, on a run a debug build finishes.
    static let sizesAndAppearances = ["--content-size", "all", "--appearance", "all", "--direction", "ltr"]

    @Test func commaListsRepeatsAndAllMeanTheSame() throws {
        let a = try Viewspec.run([
            "validate", Self.signIn, "--device", "iphone-se,ipad", "--content-size", "AX3",
        ])
        let b = try Viewspec.run(
            ["validate", Self.signIn, "--device", "iphone-se", "--device", "ipad", "--content-size=AX3"])
        #expect(a.stderr == b.stderr && a.status == b.status)
        #expect(a.stderr.contains("cells"))
        let all = try Viewspec.run(["validate", Self.signIn, "--device", "all", "--content-size", "AX5"])
        #expect(all.stderr.contains(" of 9 cells"), "\(all.stderr)")
    }

    /// A group names its presets: `iphones` is the five iPhones, as their names are.
    @Test func aDeviceGroupIsItsPresets() throws {
        let group = try Viewspec.run([
            "validate", Self.signIn, "--device", "iphones", "--content-size", "AX5",
        ])
        let names = try Viewspec.run([
            "validate", Self.signIn, "--device", "iphone-se,iphone-8,iphone-16e,iphone-17,iphone-17-pro-max",
            "--content-size", "AX5",
        ])
        #expect(group.stderr == names.stderr && group.status == names.status)
        #expect(group.stderr.contains(" of 5 cells"), "\(group.stderr)")
    }

    /// `all` and a group leave out the devices of another idiom than the spec's, with a note; a
    /// device named itself is laid out.
    @Test func allAndGroupsKeepToTheSpecsIdiomANamedDeviceDoesNot() throws {
        let spec = "specs/matrix/phone-idiom.yaml"
        let all = try Viewspec.run(["validate", spec, "--device", "all"])
        #expect(all.status == 0)
        #expect(
            all.stderr.contains(
                "note: the spec is for phone screens (options.idiom), so 'ipad', 'ipad-pro-13', 'apple-tv' and 'mac-window' are not laid out"
            ), "\(all.stderr)")
        let group = try Viewspec.run(["validate", spec, "--device", "phones-and-tablets"])
        #expect(group.stderr.contains("so 'ipad' and 'ipad-pro-13' are not laid out"), "\(group.stderr)")
        let named = try Viewspec.run(["validate", spec, "--device", "iphones,ipad"])
        #expect(named.stderr == "", "\(named.stderr)")
        let layout = try Viewspec.run(["layout", spec, "--device", "iphone-se,ipad"])
        #expect(layout.status == 0)
        #expect(layout.stdout.contains("\"ipad\""), "\(layout.stdout.prefix(300))")
    }

    @Test(arguments: [
        ["--content-size", "huge"], ["--direction", "up"], ["--device", "iphone-se,pixel"],
        ["--appearance", "light,"],
    ])
    func anUnknownValueIsAUsageError(arguments: [String]) throws {
        let run = try Viewspec.run(["validate", Self.signIn] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown"), "\(run.stderr)")
    }

    @Test func theOutputIsTheSameOnEveryRun() throws {
        let arguments = ["validate", Self.signIn, "--device", "iphone-se,ipad"] + Self.sizesAndAppearances
        let first = try Viewspec.run(arguments, timeout: 120)
        let second = try Viewspec.run(arguments, timeout: 120)
        #expect(first.stderr == second.stderr)
    }

    // MARK: layout on several cells

    @Test func layoutJSONGivesEachLayoutItsCell() throws {
        let run = try Viewspec.run(
            [
                "layout", Self.signIn, "--device", "iphone-se", "--appearance", "all", "--content-size",
                "large,AX5",
            ])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["contentSize"] as? String } == ["large", "large", "AX5", "AX5"])
        #expect(layouts.map { $0["appearance"] as? String } == ["light", "dark", "light", "dark"])
        #expect(document["contentSize"] as? String == "large")
        // Larger text makes the fields taller.
        func height(_ layout: [String: Any], _ id: String) -> Double? {
            let views = layout["views"] as? [[String: Any]] ?? []
            let view = views.first { $0["id"] as? String == id }
            return (view?["frame"] as? [String: Any])?["height"] as? Double
        }
        #expect((height(layouts[2], "title") ?? 0) > (height(layouts[0], "title") ?? 0))
    }

    @Test func svgWritesOneFilePerCellNamedByWhatVaries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-matrix-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("login.svg").path
        let run = try Viewspec.run(
            [
                "layout", Self.signIn, "--format", "svg", "-o", output, "--appearance", "light,dark",
                "--direction", "all",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            files == [
                "login.iphone-17.dark.ltr.svg", "login.iphone-17.dark.rtl.svg",
                "login.iphone-17.light.ltr.svg",
                "login.iphone-17.light.rtl.svg",
            ])
        let dark = try String(contentsOfFile: folder.appendingPathComponent(files[0]).path, encoding: .utf8)
        #expect(dark.contains("fill=\"#000000\""))
        let withoutOutput = try Viewspec.run([
            "layout", Self.signIn, "--format", "svg", "--appearance", "all",
        ])
        #expect(withoutOutput.status == 1)
        #expect(withoutOutput.stderr.contains("2 cells make 2 SVG documents"))
    }

    @Test func resolvedListsOneTree() throws {
        let run = try Viewspec.run(["layout", Self.signIn, "--format", "resolved", "--appearance", "all"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
    }
}
