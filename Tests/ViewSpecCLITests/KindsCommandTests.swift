import Foundation
import Testing

@Suite struct KindsCommandTests {
    @Test func listsEveryKindWithItsDefaults() throws {
        let run = try Viewspec.run(["kinds"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.contains("label.header (main property: text)\n"))
        #expect(run.stdout.contains("  textStyle: title1\n  color: labelHeader\n  lines: 1\n"))
        #expect(run.stdout.contains("input.text (main property: placeholder)\n"))
        #expect(run.stdout.contains("  height: 48\n"))
    }

    /// `--markdown` writes the reference's table (docs/resolver.md shows it; KindReferenceTests
    /// compares the two).
    @Test func markdownWritesTheTable() throws {
        let run = try Viewspec.run(["kinds", "--markdown"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "| kind | main property | defaults | hugging / compression resistance | also |\n|---|---|---|---|---|\n"
            ))
    }
}
