import Foundation
import Testing

/// The commands' own errors (what they were asked to write) are diagnostics like every other:
/// an id, the form `--diagnostics-format` asks for, and a documented exit code.
@Suite struct CommandErrorTests {
    /// Each error's command line, its id, and its exit code (64 for a usage error).
    static let cases: [(arguments: [String], id: String, status: Int32)] = [
        (
            ["layout", "specs/gallery/sign-in.yaml", "--output", "/nonexistent-folder/out.json"],
            "unwritable-output", 1
        ),
        (
            ["layout", "specs/gallery/sign-in.yaml", "--format", "resolved", "--appearance", "all"],
            "needs-one-resolution", 64
        ),
        (
            [
                "layout", "specs/gallery/sign-in.yaml", "--format", "svg", "--diff",
                "specs/gallery/sign-in.yaml",
                "--appearance", "all",
            ],
            "needs-one-resolution", 64
        ),
        (
            ["layout", "specs/gallery/sign-in.yaml", "--format", "svg", "--device", "all"],
            "needs-output-file", 1
        ),
        (
            ["layout", "specs/gallery/sign-in.yaml", "--format", "ascii", "--scale", "0.01"],
            "picture-too-wide", 64
        ),
        (
            ["validate", "specs/gallery/sign-in.yaml", "--write-baseline", "/dev/null/baseline.json"],
            "unwritable-output", 1
        ),
        (["snapshot", "record", "specs/gallery", "--into", "/dev/null/snapshots"], "unwritable-output", 1),
    ]

    @Test(arguments: cases.indices)
    func anErrorOfTheCommandIsADiagnosticInTheAskedFormat(_ index: Int) throws {
        let (arguments, id, status) = Self.cases[index]
        let text = try Viewspec.run(arguments)
        #expect(text.status == status, "\(arguments)")
        #expect(text.stderr.hasPrefix("viewspec: error: "), "\(arguments): \(text.stderr)")
        #expect(text.stderr.hasSuffix(" [\(id)]\n"), "\(arguments): \(text.stderr)")
        #expect(text.stdout.isEmpty)

        let json = try Viewspec.run(arguments + ["--diagnostics-format", "json"])
        #expect(json.status == status, "\(arguments)")
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [[String: Any]],
            "\(arguments): \(json.stderr)")
        #expect(list.map { $0["id"] as? String } == [id], "\(arguments)")
        #expect(list.first?["severity"] as? String == "error")
    }
}
