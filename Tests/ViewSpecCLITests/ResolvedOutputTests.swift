import Foundation
import TestSupport
import Testing

/// `viewspec layout FILE --format resolved`: the resolved view tree as text, on the built binary.
///
/// The resolve options (`--content-size`, `--font`) are checked as the commands take them; what
/// they change in the tree is ViewSpecKitTests' (Resolve/Text/ResolveOptionsTests).
///
/// The goldens are Tests/ViewSpecCLITests/Expected/resolved/<spec name>.txt, the binary's
/// standard output run from the package root with NO_COLOR=1 COLUMNS=100. To re-record them
/// after an intended change to the resolver or its dump, run scripts/update-goldens.sh (or
/// `VIEWSPEC_RECORD=1 swift test --filter ResolvedOutputTests`; see `Golden`), then review
/// `git diff Tests/ViewSpecCLITests/Expected/resolved`.
@Suite struct ResolvedOutputTests {
    static let gallery = PackageFiles.gallery

    /// The specs with a golden: the components, factories, styles and palettes, a table (in
    /// JSON), a real screen, an embed and the wrappers.
    static let goldenSpecs = [
        "specs/gallery/components.yaml",
        "specs/gallery/factories.yaml",
        "specs/gallery/styles.yaml",
        "specs/gallery/palettes.yaml",
        "specs/gallery/settings.json",
        "specs/gallery/profile-card.yaml",
        "specs/gallery/embed.yaml",
        "specs/gallery/wrappers.yaml",
    ]

    /// Inter's regular weight as fonts-inter installs it; .ci/run installs that package, so CI
    /// always has this file.
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interInstalled = FileManager.default.fileExists(atPath: interRegular)

    static func goldenPath(for spec: String) -> String {
        "Tests/ViewSpecCLITests/Expected/resolved/\(PackageFiles.baseName(spec)).txt"
    }

    /// The resolved tree of `spec` with `options`, after checking that it was written cleanly.
    static func resolved(_ spec: String, _ options: [String] = []) throws -> String {
        let run = try Viewspec.run(["layout", spec, "--format", "resolved"] + options)
        #expect(run.status == 0, "\(spec) \(options)")
        #expect(run.stderr == "", "\(spec) \(options)")
        return run.stdout
    }

    @Test func everyGoldenSpecIsInTheGallery() {
        for spec in Self.goldenSpecs {
            #expect(Self.gallery.contains(spec), "\(spec) is not in specs/gallery")
        }
    }

    @Test(arguments: goldenSpecs)
    func resolvedTreeMatchesItsGolden(spec: String) throws {
        Golden.check(try Self.resolved(spec), against: Self.goldenPath(for: spec), spec)
    }

    @Test func resolvedOutputIsByteIdenticalAcrossRuns() throws {
        for spec in Self.goldenSpecs + ["specs/gallery/large-text.yaml"] {
            let first = try Viewspec.run(["layout", spec, "--format", "resolved"])
            let again = try Viewspec.run(["layout", spec, "--format", "resolved"])
            #expect(first.status == 0, "\(spec)")
            #expect(again.status == first.status, "\(spec)")
            #expect(again.stdout == first.stdout, "\(spec)")
            #expect(again.stderr == first.stderr, "\(spec)")
        }
    }

    @Test(arguments: ["layout", "validate"])
    func unknownContentSizeIsAUsageError(command: String) throws {
        let run = try Viewspec.run([command, "specs/gallery/factories.yaml", "--content-size", "bogus"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("'bogus'"))
        #expect(run.stderr.contains("AX3"))
    }

    @Test func validateAcceptsTheResolveOptions() throws {
        var options = ["--content-size", "AX3"]
        if Self.interInstalled { options += ["--font", Self.interRegular] }
        let run = try Viewspec.run(["validate"] + options + Self.goldenSpecs)
        #expect(run.status == 0)
        #expect(run.stdout == "")
        // Larger text may make the layout stage warn (text truncated, a view outside its
        // parent); only errors would mean the options were not taken.
        #expect(!run.stderr.contains(": error: "), "\(run.stderr)")
    }

    @Test(arguments: ["layout", "validate"])
    func fontThatIsNotAFontIsAnError(command: String) throws {
        // A file that exists but is not TrueType or OpenType: a spec of the gallery.
        let run = try Viewspec.run([command, "specs/gallery/factories.yaml", "--font", "README.md"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "viewspec: error: cannot use the font 'README.md': not a TrueType or OpenType font [font-file-unusable]\n"
        )
    }

    /// `--format json` (the default) writes the frames of the layout stage, not the tree.
    @Test func jsonFormatWritesFramesNotTheTree() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/components.yaml", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(!run.stdout.hasPrefix("palette "))
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let document = try #require(value as? [String: Any])
        #expect(document["layouts"] is [[String: Any]])
    }

    @Test func resolvedFormatOfAnInvalidSpecWritesNothing() throws {
        let run = try Viewspec.run([
            "layout", "specs/invalid/spacing-after-not-a-child.yaml", "--format", "resolved",
        ])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("[spacing-after-not-a-child]"))
    }
}
