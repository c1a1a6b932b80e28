import Foundation
import TestSupport
import Testing

/// README.md's sample outputs are what the commands beside them print today.
@Suite struct ReadmeSampleTests {
    /// The README's `text` blocks, each with the command that prints it: a diagnostic of a spec
    /// in specs/invalid is what `validate` of that spec prints; one of specs/diff/after what
    /// `diff specs/diff/before specs/diff/after` prints.
    @Test func everySampleOutputIsWhatItsCommandPrints() throws {
        let readme = try PackageFiles.read("README.md")
        var blocks: [String] = []
        var current: [Substring]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if current != nil {
                if line == "```" {
                    blocks.append((current ?? []).joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current?.append(line)
                }
            } else if line == "```text" {
                current = []
            }
        }
        #expect(blocks.count >= 2)
        for block in blocks {
            let file = String(block.prefix { $0 != ":" })
            let arguments: [String]
            if file.hasPrefix("specs/invalid/") {
                arguments = ["validate", file]
            } else if file.hasPrefix("specs/diff/after/") {
                arguments = ["diff", "specs/diff/before", "specs/diff/after"]
            } else {
                Issue.record("README has a sample output this test does not know the command of: \(block)")
                continue
            }
            let run = try Viewspec.run(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(
                run.stderr.contains(block), "README's sample:\n\(block)\n\(arguments) prints:\n\(run.stderr)")
        }
    }
}
