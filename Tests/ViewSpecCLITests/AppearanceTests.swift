import Foundation
import Testing

/// Light and dark: `options.appearance`, `--appearance`, palettes with `{ light, dark }` roles and
/// the built-in `system` palette, on the built binary.
@Suite struct AppearanceTests {
    static let spec = "specs/gallery/dark-appearance.yaml"

    static func document(_ run: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func theSpecsAppearanceIsReportedAndPicksTheDarkVariants() throws {
        let run = try Viewspec.run(["layout", Self.spec])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.document(run)["appearance"] as? String == "dark")
        let views = try run.laidOutViews()
        #expect(views["view[0]"]?["background"] as? String == "#1C1C1E")
        // The palette's own dynamic role.
        #expect(views["signIn"]?["background"] as? String == "#1F2A44")
    }

    @Test func theCommandLineAppearanceWins() throws {
        let run = try Viewspec.run(["layout", Self.spec, "--appearance", "light"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.document(run)["appearance"] as? String == "light")
        let views = try run.laidOutViews()
        #expect(views["view[0]"]?["background"] as? String == "#FFFFFF")
        #expect(views["signIn"]?["background"] as? String == "#E8F0FE")
        #expect((views["title"]?["text"] as? [String: Any])?["color"] as? String == "#000000")
    }

    @Test func aSpecWithoutOneIsLightAndNavyLooksTheSameInBoth() throws {
        let light = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml"])
        #expect(try Self.document(light)["appearance"] as? String == "light")
        let dark = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--appearance", "dark"])
        #expect(try Self.document(dark)["appearance"] as? String == "dark")
        #expect(
            light.stdout.replacingOccurrences(
                of: "\"appearance\": \"light\"", with: "\"appearance\": \"dark\"")
                == dark.stdout)
    }

    @Test func svgDrawsTheScreenInTheAppearancesWindowColour() throws {
        let dark = try Viewspec.run(["layout", Self.spec, "--format", "svg"])
        let light = try Viewspec.run(["layout", Self.spec, "--format", "svg", "--appearance", "light"])
        #expect(dark.status == 0 && light.status == 0)
        let screen = "<g id=\"screen\">\n<rect x=\"0\" y=\"0\" width=\"402\" height=\"874\" fill=\""
        #expect(dark.stdout.contains(screen + "#000000\""), "\(dark.stdout.prefix(800))")
        #expect(light.stdout.contains(screen + "#FFFFFF\""), "\(light.stdout.prefix(800))")
        #expect(dark.stdout.contains("fill=\"#1C1C1E\""))
        #expect(!light.stdout.contains("#1C1C1E"))
    }

    @Test func theResolvedTreeSaysTheAppearanceOfADynamicPalette() throws {
        let run = try Viewspec.run(["layout", Self.spec, "--format", "resolved"])
        #expect(run.stdout.hasPrefix("palette brand (dark), content size large,"))
        let navy = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--format", "resolved"])
        #expect(navy.stdout.hasPrefix("palette navy, content size large,"))
    }

    @Test func theSystemPaletteIsBuiltIn() throws {
        let spec = """
            viewspec: 1
            palette: system
            root:
              label.body: Hello
            """
        let dark = try Viewspec.run(["layout", "-", "--appearance", "dark"], stdin: Data(spec.utf8))
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(
            (try dark.laidOutViews()["label.body[0]"]?["text"] as? [String: Any])?["color"] as? String
                == "#FFFFFF")
        let light = try Viewspec.run(["layout", "-"], stdin: Data(spec.utf8))
        #expect(
            (try light.laidOutViews()["label.body[0]"]?["text"] as? [String: Any])?["color"] as? String
                == "#000000")
    }

    @Test func aDynamicRoleNeedsBothVariantsAndNoOtherKeys() throws {
        let spec = """
            viewspec: 1
            palettes:
              mine:
                card: { light: "#FFFFFF" }
                labelBody: { light: "#000000", dark: "#FFFFFF", dim: "#777777" }
            palette: mine
            root:
              label.body: Hello
            """
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("<stdin>:4:11: error: the dynamic role 'card' needs 'dark' [missing-key]"))
        #expect(run.stderr.contains("unknown key 'dim'"), "\(run.stderr)")
    }

    @Test(arguments: ["layout", "validate"])
    func anUnknownAppearanceIsAUsageError(command: String) throws {
        let run = try Viewspec.run([command, Self.spec, "--appearance", "dim"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown value 'dim' for --appearance"))
        #expect(run.stderr.contains("light, dark, or all"))
    }

    @Test func aWrongOptionsAppearanceIsReported() throws {
        let spec = """
            viewspec: 1
            options: { appearance: dim }
            root:
              label.body: Hello
            """
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("'dim'"), "\(run.stderr)")
    }
}
