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

/// Light and dark: `options.appearance`, the appearance the pipeline is asked for, palettes with
/// `{ light, dark }` roles and the built-in `system` palette.
@Suite struct AppearanceResolutionTests {
    static let darkSpec = "specs/gallery/dark-appearance.yaml"

    /// The resolved tree of the spec file at `path` (relative to the package root), which has
    /// no error.
    static func tree(
        path: String, options: Pipeline.Options = Pipeline.Options(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ResolvedTree {
        let result = Pipeline.validate(path: PackageFiles.path(path), options: options)
        #expect(!result.hasErrors, "\(result.diagnostics)", sourceLocation: sourceLocation)
        return try #require(result.tree, sourceLocation: sourceLocation)
    }

    @Test func theSpecsAppearancePicksTheDarkVariants() throws {
        let tree = try Self.tree(path: Self.darkSpec)
        #expect(tree.appearance == .dark)
        #expect(try tree.view(id: "view[0]").backgroundColor?.description == "#1C1C1E")
        // The palette's own dynamic role.
        #expect(try tree.view(id: "signIn").backgroundColor?.description == "#1F2A44")
    }

    @Test func theAppearanceAskedForWins() throws {
        let tree = try Self.tree(path: Self.darkSpec, options: Pipeline.Options(appearance: .light))
        #expect(tree.appearance == .light)
        #expect(try tree.view(id: "view[0]").backgroundColor?.description == "#FFFFFF")
        #expect(try tree.view(id: "signIn").backgroundColor?.description == "#E8F0FE")
        #expect(try tree.view(id: "title").text?.color.description == "#000000")
    }

    /// A spec without an appearance is light, and the navy palette, which is not dynamic, lays
    /// out the same in dark but for UIKit's own colours.
    ///
    /// The layout's JSON differs only in the appearance it names and in what UIKit draws in its
    /// dynamic system colours (a text field's line, a plain button's title).
    @Test func aSpecWithoutOneIsLightAndNavyLooksTheSameInBoth() throws {
        let light = try emitted(path: "specs/gallery/sign-in.yaml")
        #expect(light.tree.appearance == .light)
        let dark = try emitted(
            path: "specs/gallery/sign-in.yaml", request: MatrixRequest(appearances: [.dark]))
        #expect(dark.tree.appearance == .dark)
        var expected = try light.text(.json).replacingOccurrences(
            of: "\"appearance\": \"light\"", with: "\"appearance\": \"dark\"")
        for name in ["separator", "systemBlue"] {
            let (lightValue, darkValue) = (RGBA.named(name, in: .light), RGBA.named(name, in: .dark))
            expected = expected.replacingOccurrences(
                of: "\"\(lightValue?.description ?? "")\"", with: "\"\(darkValue?.description ?? "")\"")
        }
        #expect(expected == (try dark.text(.json)))
    }

    @Test func theResolvedTreeSaysTheAppearanceOfADynamicPalette() throws {
        #expect(
            try Self.tree(path: Self.darkSpec).dump().hasPrefix("palette brand (dark), content size large,"))
        #expect(
            try Self.tree(path: "specs/gallery/sign-in.yaml").dump().hasPrefix(
                "palette navy, content size large,"))
    }

    @Test func theSystemPaletteIsBuiltIn() throws {
        let spec = """
            viewspec: 1
            palette: system
            root:
              label.body: Hello
            """
        let dark = try resolvedTree(spec, options: Pipeline.Options(appearance: .dark))
        #expect(try dark.view(id: "label.body[0]").text?.color.description == "#FFFFFF")
        let light = try resolvedTree(spec)
        #expect(try light.view(id: "label.body[0]").text?.color.description == "#000000")
    }
}
