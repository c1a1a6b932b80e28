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

/// What `$name` reads inside component bodies and cell templates: a style passed in as a
/// parameter or a row field, and the document's tokens in a body.
@Suite struct ParameterBindingTests {
    /// The colour of each text of `tree`, by its string.
    static func textColours(_ tree: ResolvedTree) -> [String: String] {
        var colours: [String: String] = [:]
        for view in tree.views {
            if let text = view.text { colours[text.string] = text.color.description }
        }
        return colours
    }

    @Test func aStyleCanBePassedAsAParameterOrARowField() throws {
        let tree = try resolvedTree(
            """
            viewspec: 1
            styles:
              .alert: { color: "#FF0000" }
              .calm: { color: "#00FF00" }
            components:
              badge:
                params: { text: string, tone: { type: string, default: alert } }
                body:
                  label.body: { id: label, text: $text, style: $tone, layout: [{ center: parent }] }
            root:
              view:
                children:
                  - badge: { id: first, text: A }
                  - badge: { id: second, text: B, tone: calm }
                  - table:
                      layout: [{ edges: { to: safeArea } }]
                      cell:
                        label.body: { text: $title, style: $weight }
                      rows:
                        - { title: Inbox, weight: calm }
                        - { title: Archive, weight: [alert] }
            """)
        let colours = Self.textColours(tree)
        #expect(colours["A"] == "#FF0000")
        #expect(colours["B"] == "#00FF00")
        #expect(colours["Inbox"] == "#00FF00")
        #expect(colours["Archive"] == "#FF0000")
    }

    @Test func aComponentBodyReadsTheDocumentsTokens() throws {
        let spec = layOut(
            """
            viewspec: 1
            tokens:
              color: { brand: "#FF6A00" }
              padding: { gutter: 20 }
            components:
              badge:
                params: { count: string, gap: { type: number, default: 4 } }
                body:
                  label.body:
                    text: "${count} new, ${gutter} pt"
                    color: $brand
                    layout: [{ top: $gap, left: $gutter }]
            root:
              view:
                children:
                  - badge: 3
            """)
        expectClean(spec)
        let tree = try #require(spec.tree)
        #expect(Self.textColours(tree)["3 new, 20 pt"] == "#FF6A00")
        let label = try #require(tree.views.first { $0.text?.string == "3 new, 20 pt" }?.id)
        #expect(shown(spec.frame(label)?.x) == "20")
        #expect(shown(spec.frame(label)?.y) == "4")
    }
}
