import Foundation
import Testing

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

    /// The views of the host's layout by id, laid out from a folder holding both files.
    private func views() throws -> [String: [String: Any]] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewspec-embedded-palette-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.host.write(to: folder.appendingPathComponent("host.yaml"), atomically: true, encoding: .utf8)
        try Self.part.write(to: folder.appendingPathComponent("part.yaml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["layout", folder.appendingPathComponent("host.yaml").path])
        #expect(run.status == 0, "\(run.stderr)")
        return try run.laidOutViews()
    }

    private func background(_ view: [String: Any]?) -> Any? {
        (view?["appearance"] as? [String: Any])?["background"] ?? view?["background"]
    }

    @Test func aFabInAnEmbeddedSpecTakesItsGradientFromTheEmbeddedPalette() throws {
        let views = try views()
        let card = background(views["part/box"]) as? String
        #expect(card == "#0000FF")
        let gradient = try #require(background(views["part/fab"]) as? [String: Any])
        #expect(gradient["colors"] as? [String] == ["#FF0000", "#00FF00"])
    }

    @Test func aTabBarInAnEmbeddedSpecTakesItsUnselectedColourFromTheEmbeddedPalette() throws {
        let views = try views()
        let control = try #require(views["part/tabs"]?["control"] as? [String: Any])
        #expect(control["secondaryColor"] as? String == "#123456")
    }
}
