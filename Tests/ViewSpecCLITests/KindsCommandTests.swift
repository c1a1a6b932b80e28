import Foundation
import TestSupport
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

    /// docs/resolver.md shows `viewspec kinds --markdown` between markers; regenerate it with
    /// that command when a factory changes.
    @Test func resolverDocShowsTheCurrentDefaults() throws {
        let run = try Viewspec.run(["kinds", "--markdown"])
        #expect(run.status == 0)
        let doc = try PackageFiles.read("docs/resolver.md")
        let begin = try #require(doc.range(of: "<!-- kinds:begin -->\n"))
        let end = try #require(doc.range(of: "<!-- kinds:end -->"))
        #expect(String(doc[begin.upperBound..<end.lowerBound]) == run.stdout)
    }
}
