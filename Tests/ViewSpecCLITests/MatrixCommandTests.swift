import Foundation
import Testing

/// The validate matrix (`--device`, `--content-size`, `--appearance`, `--direction`, the spec's
/// `matrix:`): one report per finding with the cells it occurs in, and `layout` on several cells.
@Suite struct MatrixCommandTests {
    static let signIn = "specs/gallery/sign-in.yaml"
    static let physical = "specs/matrix/physical-direction.yaml"
    /// 48 cells on two devices: enough to show every kind of note, few enough for a debug build.
    static let sizesAndAppearances = ["--content-size", "all", "--appearance", "all", "--direction", "ltr"]

    @Test func aFindingIsReportedOnceWithTheSizesItOccursFrom() throws {
        let run = try Viewspec.run(
            ["validate", Self.signIn, "--device", "iphone-se,ipad"] + Self.sizesAndAppearances, timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "specs/gallery/sign-in.yaml:24:58: note: in 6 of 48 cells: iphone-se at AX3 and above\n"),
            "\(run.stderr)")
        #expect(run.stderr.contains("note: in 16 of 48 cells: every device at AX2 and above\n"))
        // Once: one warning per rule, place and view.
        #expect(run.stderr.components(separatedBy: "[truncated-text]").count - 1 == 2)
        #expect(!run.stderr.contains("(on "))
    }

    @Test func jsonDiagnosticsListTheCells() throws {
        let run = try Viewspec.run(
            [
                "validate", Self.signIn, "--diagnostics-format", "json", "--device", "iphone-se",
                "--content-size", "AX2,AX5",
            ])
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [[String: Any]])
        let password = try #require(list.first { $0["view"] as? String == "password" })
        let cells = try #require(password["cells"] as? [[String: String]])
        #expect(
            cells == [
                [
                    "device": "iphone-se", "contentSize": "AX2", "appearance": "light",
                    "direction": "leftToRight",
                ],
                [
                    "device": "iphone-se", "contentSize": "AX5", "appearance": "light",
                    "direction": "leftToRight",
                ],
            ])
        #expect(password["device"] == nil)
    }

    @Test func oneCellKeepsTheDiagnosticsAsTheyWere() throws {
        let run = try Viewspec.run(
            [
                "validate", Self.signIn, "--diagnostics-format", "json", "--device", "iphone-se",
                "--content-size", "AX5",
            ])
        #expect(!run.stderr.contains("\"cells\""))
        #expect(!run.stderr.isEmpty)
    }

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

    // MARK: physical-direction

    @Test func aViewPinnedWithLeftDoesNotMirror() throws {
        let run = try Viewspec.run(["validate", Self.physical])
        #expect(run.status == 0)
        #expect(
            run.stderr.hasPrefix(
                "specs/matrix/physical-direction.yaml:21:15: warning: 'badge' does not mirror in right-to-left: x = 16 in ltr, 16 in rtl, where mirroring puts it at 335"
            ), "\(run.stderr)")
        #expect(run.stderr.contains("[physical-direction]"))
        // The title uses leading and trailing: it mirrors.
        #expect(!run.stderr.contains("'title'"))
        let strict = try Viewspec.run(["validate", "--warnings-as-errors", Self.physical])
        #expect(strict.status == 1)
    }

    /// A view whose width changes with the direction (its expression sizes it from a physical
    /// edge) says both frames.
    @Test func aWidthThatChangesIsSaid() throws {
        let run = try Viewspec.run(["validate", "specs/gallery/expressions.yaml", "--direction", "all"])
        #expect(
            run.stderr.contains(
                "'more' does not mirror in right-to-left: x = 261.9, width 120 in ltr; x = 20.1, width 361.8 in rtl, where mirroring puts it at x = 20.1, width 120;"
            ), "\(run.stderr)")
    }

    @Test func oneDirectionComparesNothing() throws {
        let run = try Viewspec.run(["validate", Self.physical, "--direction", "ltr"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    // MARK: The spec's own matrix

    @Test func theSpecsMatrixIsLaidOutAndTheCommandLineReplacesADimension() throws {
        let own = try Viewspec.run(["layout", Self.physical])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(own.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["direction"] as? String } == ["leftToRight", "rightToLeft"])
        let one = try Viewspec.run(["layout", Self.physical, "--direction", "rtl"])
        let single = try #require(
            try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect((single["layouts"] as? [[String: Any]])?.count == 1)
        #expect(single["direction"] as? String == "rightToLeft")
    }

    @Test func aBadMatrixValueIsADiagnostic() throws {
        let spec = """
            viewspec: 1
            matrix: { contentSize: [large, huge], appearance: [] }
            root:
              label.body: Hello
            """
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("<stdin>:2:32: error:"), "\(run.stderr)")
        #expect(run.stderr.contains("'huge'"))
        #expect(run.stderr.contains("an empty list"))
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

    @Test func layoutWithoutCellsKeepsItsShape() throws {
        let run = try Viewspec.run(["layout", Self.signIn, "--device", "iphone-se,ipad"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.count == 2)
        #expect(layouts.allSatisfy { $0["contentSize"] == nil && $0["appearance"] == nil })
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

    @Test func asciiNamesTheCellInEachHeader() throws {
        let run = try Viewspec.run(
            ["layout", Self.signIn, "--format", "ascii", "--columns", "40", "--direction", "ltr,rtl"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("iphone-17 · 402×874 pt · portrait · ltr"))
        #expect(run.stdout.contains("iphone-17 · 402×874 pt · portrait · rtl"))
    }

    @Test func resolvedListsOneTree() throws {
        let run = try Viewspec.run(["layout", Self.signIn, "--format", "resolved", "--appearance", "all"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
    }
}
