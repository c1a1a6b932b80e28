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

/// The kinds' reference (`viewspec kinds`, the table in docs/resolver.md): what it lists is what
/// the factories set, in keys the spec language accepts.
@Suite struct KindReferenceTests {
    static func entry(_ kind: String) throws -> KindReference.Entry {
        try #require(KindReference.entries.first { $0.kind == kind })
    }

    /// A text view is not a label: NSTextContainer wraps by words and drops what it cannot show.
    @Test func textViewsStillWrapByWords() throws {
        #expect(try Self.entry("textView").defaults.contains("lineBreak: wordWrap"))
    }

    @Test func theFabsGradientDefaultIsListed() {
        #expect(
            KindReference.entries.flatMap(\.defaults).contains(
                "background: { type: radial, start: topLeft, end: bottomRight, colors: [buttonFabGradientFirst, buttonFabGradientLast] }"
            ))
    }

    /// Every default the reference lists is a key the kind takes, on a node and in a style.
    @Test func everyListedDefaultIsAnAcceptedKey() {
        let entries = KindReference.entries
        #expect(entries.count > 30)
        for entry in entries where !entry.defaults.isEmpty && entry.kind != "embed" {
            let spec = """
                viewspec: 1
                styles:
                  \(entry.kind):
                \(entry.defaults.map { "    " + $0 }.joined(separator: "\n"))
                root:
                  view:
                    children:
                    - \(entry.kind):
                \(entry.defaults.map { "      " + $0 }.joined(separator: "\n"))
                """
            let run = runSpec(spec)
            #expect(!run.ids.contains("unknown-key"), "\(entry.kind): \(run.messages)")
        }
    }

    /// docs/resolver.md shows `viewspec kinds --markdown` between markers; regenerate it with
    /// that command when a factory changes.
    @Test func resolverDocShowsTheCurrentDefaults() throws {
        let doc = try PackageFiles.read("docs/resolver.md")
        let begin = try #require(doc.range(of: "<!-- kinds:begin -->\n"))
        let end = try #require(doc.range(of: "<!-- kinds:end -->"))
        #expect(String(doc[begin.upperBound..<end.lowerBound]) == KindReference.markdownTable())
    }
}
