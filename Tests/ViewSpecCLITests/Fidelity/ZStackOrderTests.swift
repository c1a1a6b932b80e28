import Foundation
import Testing

/// UIBuilder's z-stack draws its second view on top; when the children are listed the other way
/// round, viewspec warns instead of letting the drawing order disagree silently.
@Suite struct ZStackOrderTests {
    static func spec(children: String, badgeZIndex: String = "") -> String {
        """
        viewspec: 1
        device: iphone-se
        root:
          view:
            children:
              - view:
                  id: card
                  layout:
                    - { top: 40, left: 20, width: 200, height: 200 }
                    - zStack: { views: [photo, badge], first: { top: 0, left: 0, right: 0, bottom: 0 }, second: { top: 8, right: 8 } }
                  children:
        \(children.split(separator: "\n").map { "              " + $0 }.joined(separator: "\n"))
        """
        .replacingOccurrences(of: "$Z", with: badgeZIndex)
    }

    static let badge = "- view: { id: badge, background: \"#FF0000\", width: 20, height: 20$Z }"
    static let photo = "- view: { id: photo, background: \"#0000FF\" }"

    @Test func theOtherOrderIsAWarningAtTheZStack() throws {
        let run = try Viewspec.run(
            ["validate", "-"], stdin: Data(Self.spec(children: Self.badge + "\n" + Self.photo).utf8))
        #expect(run.status == 0)
        #expect(
            run.stderr.contains(
                "<stdin>:10:15: warning: 'zStack' puts 'badge' on top of 'photo', but 'badge' comes first among the children, so it is drawn below"
            ))
        #expect(run.stderr.contains("[zstack-order]"))
        #expect(run.stderr.contains("<stdin>:12:17: note: 'badge' is listed here, before 'photo'"))
        let layout = try Piped.layout(Self.spec(children: Self.badge + "\n" + Self.photo))
        #expect(layout.stdout.contains("\"id\": \"zstack-order\""))
    }

    @Test func theZStacksOrderIsQuiet() throws {
        let run = try Viewspec.run(
            ["validate", "-"], stdin: Data(Self.spec(children: Self.photo + "\n" + Self.badge).utf8))
        #expect(run.status == 0)
        #expect(!run.stderr.contains("zstack-order"))
        // The badge is drawn after (above) the photo.
        let svg = try Piped.layout(Self.spec(children: Self.photo + "\n" + Self.badge), ["--format", "svg"])
            .stdout
        let photo = try #require(svg.range(of: "vs:id=\"photo\""))
        let badge = try #require(svg.range(of: "vs:id=\"badge\""))
        #expect(photo.lowerBound < badge.lowerBound)
    }

    @Test func aZIndexDecidesAndIsNotWarnedAbout() throws {
        let spec = Self.spec(children: Self.badge + "\n" + Self.photo, badgeZIndex: ", zIndex: 1")
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(!run.stderr.contains("zstack-order"))
        let svg = try Piped.layout(spec, ["--format", "svg"]).stdout
        let photo = try #require(svg.range(of: "vs:id=\"photo\""))
        let badge = try #require(svg.range(of: "vs:id=\"badge\""))
        #expect(photo.lowerBound < badge.lowerBound)
    }
}
