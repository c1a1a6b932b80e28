import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// An embedded spec is resolved with its own palette: every colour its nodes get from palette
/// roles, including those the factories compute rather than read from properties (a FAB's
/// gradient, a tab bar's unselected items), comes from the embedded palette, not the host's.
@Suite struct EmbeddedPaletteTests {
    static let host = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - embed:
                  id: part
                  file: part.yaml
                  layout: [{ edges: 0 }]
        """

    static let part = """
        viewspec: 1
        palettes:
          brand:
            extends: navy
            buttonFabGradientFirst: "#FF0000"
            buttonFabGradientLast: "#00FF00"
            card: "#0000FF"
            onTabBar: "#123456"
        palette: brand
        root:
          view:
            children:
              - card:
                  id: box
                  layout: [{ at: { edges: [top, leading], insets: 20 } }, { width: 100 }, { height: 100 }]
              - button.mainFab:
                  id: fab
                  image: plus
                  layout: [{ at: { edges: [bottom, trailing], insets: 20 } }]
              - tabBar:
                  id: tabs
                  items: [Home, Stats]
        """

    /// The host's tree, resolved from a folder holding both files.
    static func tree() throws -> ResolvedTree {
        let folder = try ScratchFolder()
        let host = try folder.write("host.yaml", Self.host)
        try folder.write("part.yaml", Self.part)
        let result = Pipeline.validate(path: host)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.tree)
    }

    @Test func aFabInAnEmbeddedSpecTakesItsGradientFromTheEmbeddedPalette() throws {
        let tree = try Self.tree()
        #expect(try tree.view(id: "part/box").backgroundColor?.description == "#0000FF")
        let gradient = try #require(try tree.view(id: "part/fab").gradient)
        #expect(gradient.colors.map(\.description) == ["#FF0000", "#00FF00"])
    }

    @Test func aTabBarInAnEmbeddedSpecTakesItsUnselectedColourFromTheEmbeddedPalette() throws {
        let tabs = try Self.tree().view(id: "part/tabs")
        let secondary = try #require(tabs.control.fields.first { $0.key == "secondaryColor" }?.value)
        guard case .color(let color) = secondary else {
            Issue.record("secondaryColor is \(secondary), not a colour")
            return
        }
        #expect(color.description == "#123456")
    }
}
