import Foundation
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

/// What the pipeline's resolve options change in the resolved tree: the content size asked for
/// (over the spec's own), and a font file to measure text in instead of the built-in Inter.
@Suite struct ResolveOptionsTests {
    /// Inter's regular weight as fonts-inter installs it; .ci/run installs that package, so CI
    /// always has this file.
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interInstalled = FileManager.default.fileExists(atPath: interRegular)

    /// The resolved tree of `spec` (relative to the package root) as text, which must have no
    /// report.
    static func dump(
        _ spec: String, options: Pipeline.Options = Pipeline.Options(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = Pipeline.validate(path: PackageFiles.path(spec), options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
        return try #require(result.tree, sourceLocation: sourceLocation).dump()
    }

    /// The line of `dump` that describes the text `text` (the line under its view's header).
    static func textLine(_ text: String, in dump: String) -> String? {
        dump.split(separator: "\n").first { $0.contains("| text \"\(text)") }.map(String.init)
    }

    @Test func contentSizeChangesFontSizes() throws {
        let body = "Body text is multiline"
        let standard = try Self.dump("specs/gallery/factories.yaml")
        let large = try Self.dump(
            "specs/gallery/factories.yaml", options: Pipeline.Options(contentSize: .ax3))
        #expect(standard.hasPrefix("palette navy, content size large,"))
        #expect(large.hasPrefix("palette navy, content size AX3,"))
        let standardLine = try #require(Self.textLine(body, in: standard))
        let largeLine = try #require(Self.textLine(body, in: large))
        #expect(standardLine.contains(", body 17 pt regular "), "\(standardLine)")
        #expect(largeLine.contains(", body 40 pt regular "), "\(largeLine)")
    }

    @Test func theContentSizeAskedForWinsOverTheSpecsOwn() throws {
        // large-text.yaml sets options.contentSize: AX5.
        let own = try Self.dump("specs/gallery/large-text.yaml")
        #expect(own.hasPrefix("palette navy, content size AX5,"))
        let asked = try Self.dump(
            "specs/gallery/large-text.yaml", options: Pipeline.Options(contentSize: .large))
        #expect(asked.hasPrefix("palette navy, content size large,"))
    }

    @Test(
        .enabled(
            if: interInstalled,
            "\(interRegular) is missing: apt-get install fonts-inter (as .ci/run does) to test a font file"))
    func aFontFileChangesTheMetricsName() throws {
        let builtin = try Self.dump("specs/gallery/factories.yaml")
        let file = try Self.dump(
            "specs/gallery/factories.yaml", options: Pipeline.Options(fontFile: Self.interRegular))
        #expect(builtin.contains("(Inter Regular)"))
        #expect(!file.contains("(Inter Regular)"))
        #expect(file.contains("(Inter-Regular.otf)"))
        // The built-in metrics are Inter Regular's, so only the name changes.
        #expect(file == builtin.replacingOccurrences(of: "(Inter Regular)", with: "(Inter-Regular.otf)"))
    }

    @Test func aMissingFontFileIsAnError() {
        let result = Pipeline.validate(
            path: PackageFiles.path("specs/gallery/factories.yaml"),
            options: Pipeline.Options(fontFile: "no-such-font.ttf"))
        #expect(result.hasErrors)
        #expect(result.tree == nil)
        let unusable = result.diagnostics.filter { $0.id == "font-file-unusable" }
        #expect(unusable.count == 1)
        #expect(unusable.first?.message.contains("no-such-font.ttf") == true)
    }
}
