import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

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

    @Test func theOtherOrderIsAWarningAtTheZStack() {
        let spec = validated(Self.spec(children: Self.badge + "\n" + Self.photo))
        #expect(!spec.hasErrors)
        #expect(
            spec.report.contains(
                "<stdin>:10:15: warning: 'zStack' puts 'badge' on top of 'photo', but 'badge' comes first among the children, so it is drawn below"
            ))
        #expect(spec.ids.contains("zstack-order"))
        #expect(spec.report.contains("<stdin>:12:17: note: 'badge' is listed here, before 'photo'"))
    }

    @Test func theZStacksOrderIsQuiet() {
        let spec = validated(Self.spec(children: Self.photo + "\n" + Self.badge))
        #expect(!spec.hasErrors)
        #expect(!spec.ids.contains("zstack-order"))
    }

    @Test func aZIndexDecidesAndIsNotWarnedAbout() {
        let spec = validated(Self.spec(children: Self.badge + "\n" + Self.photo, badgeZIndex: ", zIndex: 1"))
        #expect(!spec.ids.contains("zstack-order"))
    }
}
