import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The device's geometry (the screen and its safe area) is input: a required constraint that
/// would move it is an `unsatisfiable-constraint`, never a silently moved safe area.
@Suite struct SafeAreaConflictTests {
    static let pinnedAgainstTheSafeArea = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - view: { id: bar, layout: [{ horizontal: 0 }, { bottom: 0 }, { top: "safeArea.bottom - 52" }, { height: 52 }] }
              - view: { id: other, layout: [{ horizontal: 0 }, { height: 10 }, { bottom: { to: safeArea } }] }
        """

    @Test func aConflictThroughTheRootSafeAreaIsAnError() {
        let spec = validated(Self.pinnedAgainstTheSafeArea)
        #expect(spec.hasErrors)
        #expect(
            spec.report.hasPrefix(
                "<stdin>:6:102: error: 'bar.height == 52' cannot hold together with the required constraints before it; it is left out [unsatisfiable-constraint]"
            ))
        #expect(spec.report.contains("note: conflicts with 'bar.top == view[0].safeArea.bottom - 52'"))
    }

    @Test func theSafeAreaDoesNotMove() {
        // iphone-17: 874 pt tall, 34 pt bottom inset: the safe area ends at 840 whatever `bar` asks.
        let spec = layOut(Self.pinnedAgainstTheSafeArea)
        #expect(spec.ids.contains("unsatisfiable-constraint"))
        #expect(shown(spec.absolute("other")?.y) == "830")
        #expect(shown(spec.absolute("other")?.height) == "10")
    }

    static let tooWideForTheSafeArea = """
        viewspec: 1
        device: iphone-se
        root:
          view:
            children:
              - view:
                  id: panel
                  layout: [{ edges: { to: safeArea } }]
                  children:
                    - view: { id: wide, layout: [{ horizontal: 0 }, { top: 0 }, { height: 40 }, { width: 500 }] }
              - view: { id: pinned, layout: [{ horizontal: { to: safeArea } }, { top: 100 }, { height: 10 }] }
        """

    @Test func aChildWiderThanTheSafeAreaConflictsInsteadOfWideningIt() {
        let spec = validated(Self.tooWideForTheSafeArea)
        #expect(spec.hasErrors)
        #expect(spec.report.contains("error: 'wide.width == 500' cannot hold together"))
        #expect(spec.report.contains("note: conflicts with 'view[0].width == 375' (a default)"))
        // Nothing is left open: the safe area is not a free variable the solver may choose.
        #expect(!spec.ids.contains("ambiguous-layout"))
        let frames = layOut(Self.tooWideForTheSafeArea)
        #expect(shown(frames.absolute("panel")?.width) == "375")
        #expect(shown(frames.absolute("pinned")?.width) == "375")
    }

    /// A sub-view's safe area is its frame inset by the part of the screen's insets it
    /// overlaps, known only after a solve: a constraint that disagrees with it is found then.
    static func subviewSafeArea(offset: Int) -> String {
        """
        viewspec: 1
        device: iphone-se
        root:
          view:
            children:
              - view:
                  id: card
                  layout: [{ horizontal: 0 }, { top: 0 }, { height: 200 }]
                  children:
                    - view: { id: title, layout: [{ horizontal: 0 }, { height: 20 }, "top == card.top + \(offset)", { top: { to: safeArea } }] }
        """
    }

    @Test func aConflictWithASubviewsSafeAreaIsFoundAfterTheFirstSolve() {
        let spec = validated(Self.subviewSafeArea(offset: 10))
        #expect(spec.hasErrors)
        #expect(
            spec.report.contains(
                "error: 'title.top == card.safeArea.top' cannot hold together with the required constraints before it; it is left out [unsatisfiable-constraint]"
            ))
        #expect(
            spec.report.contains(
                "note: the safe area of 'card' is the device's: its top inset is 20 pt where the view is placed, and no constraint can move it"
            ))
    }

    @Test func aSubviewsSafeAreaThatAgreesIsClean() {
        let spec = Self.subviewSafeArea(offset: 20)
        let found = validated(spec)
        #expect(found.diagnostics.isEmpty, "\(found.report)")
        #expect(shown(layOut(spec).absolute("title")?.y) == "20")
    }
}
