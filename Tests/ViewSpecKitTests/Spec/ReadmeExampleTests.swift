import TestSupport
import Testing

@testable import ViewSpecKit

/// README.md's example specs are what a new user copies first: each validates with no finding.
@Suite struct ReadmeExampleTests {
    /// The `yaml` code blocks of a Markdown text, in order.
    static func yamlBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```yaml" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theReadmesExamplesValidateClean() throws {
        let blocks = Self.yamlBlocks(of: try PackageFiles.read("README.md"))
        #expect(!blocks.isEmpty)
        for block in blocks {
            let spec = validated(block)
            #expect(spec.diagnostics.isEmpty, "\(block)\n\(spec.report)")
        }
    }

    /// The first example holds a header, an input and a button, as the README says.
    @Test func theFirstExampleIsAScreen() throws {
        let first = try #require(Self.yamlBlocks(of: try PackageFiles.read("README.md")).first)
        for kind in ["label.header", "input.text", "button.negative"] {
            #expect(first.contains("- \(kind):"), "\(kind)")
        }
    }
}
