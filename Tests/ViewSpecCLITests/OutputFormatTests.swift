import Foundation
import Testing

/// `layout --format` offers exactly the library's registry of output formats (checked against
/// the same list in ViewSpecKitTests/Emit/LayoutEmitterTests), and each of them writes.
@Suite struct OutputFormatTests {
    static let registry = ["json", "ascii", "svg", "resolved"]

    @Test func theCommandLineOffersTheRegistrysFormats() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml", "--format", "nonsense"])
        #expect(run.status == 64)
        let offered = try #require(
            run.stderr.firstMatch(of: #/Please provide one of (.*)\./#)?.output.1)
        let names = offered.matches(of: #/'([a-z]+)'/#).map { String($0.output.1) }
        #expect(names == Self.registry)

        let help = try Viewspec.run(["layout", "--help"])
        // Help wraps to the terminal: compare with the line breaks folded to spaces.
        let flowing = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flowing.contains("(values: \(Self.registry.joined(separator: ", "));"))
    }

    @Test(arguments: registry)
    func everyFormatWrites(format: String) throws {
        let run = try Viewspec.run([
            "layout", "specs/gallery/sign-in.yaml", "--format", format, "--device", "iphone-se",
        ])
        #expect(run.status == 0)
        #expect(!run.stdout.isEmpty)
    }
}
