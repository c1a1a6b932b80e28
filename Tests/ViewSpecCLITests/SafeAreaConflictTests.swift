import Foundation
import Testing

/// The device's geometry (the screen and its safe area) is input: a required constraint that
/// would move it is an `unsatisfiable-constraint`, never a silently moved safe area.
@Suite struct SafeAreaConflictTests {
    /// The frames `layout -` writes for `spec` on its first device, by view id.
    static func frames(_ spec: String) throws -> (run: Run, frames: [String: [String: Double]]) {
        let run = try Viewspec.run(["layout", "-"], stdin: Data(spec.utf8))
        return (run, try run.laidOutViews().compactMapValues { $0["absolute"] as? [String: Double] })
    }

    static let pinnedAgainstTheSafeArea = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - view: { id: bar, layout: [{ horizontal: 0 }, { bottom: 0 }, { top: "safeArea.bottom - 52" }, { height: 52 }] }
              - view: { id: other, layout: [{ horizontal: 0 }, { height: 10 }, { bottom: { to: safeArea } }] }
        """

    @Test func aConflictThroughTheRootSafeAreaIsAnError() throws {
        let run = try Viewspec.run(["validate", "-"], stdin: Data(Self.pinnedAgainstTheSafeArea.utf8))
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix(
                "<stdin>:6:102: error: 'bar.height == 52' cannot hold together with the required constraints before it; it is left out [unsatisfiable-constraint]"
            ))
        #expect(run.stderr.contains("note: conflicts with 'bar.top == view[0].safeArea.bottom - 52'"))
    }

    @Test func theSafeAreaDoesNotMove() throws {
        // iphone-17: 874 pt tall, 34 pt bottom inset: the safe area ends at 840 whatever `bar` asks.
        let (run, frames) = try Self.frames(Self.pinnedAgainstTheSafeArea)
        #expect(run.status == 1)
        #expect(frames["other"]?["y"] == 830)
        #expect(frames["other"]?["height"] == 10)
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

    @Test func aChildWiderThanTheSafeAreaConflictsInsteadOfWideningIt() throws {
        let run = try Viewspec.run(["validate", "-"], stdin: Data(Self.tooWideForTheSafeArea.utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: 'wide.width == 500' cannot hold together"))
        #expect(run.stderr.contains("note: conflicts with 'view[0].width == 375' (a default)"))
        // Nothing is left open: the safe area is not a free variable the solver may choose.
        #expect(!run.stderr.contains("ambiguous-layout"))
        let (_, frames) = try Self.frames(Self.tooWideForTheSafeArea)
        #expect(frames["panel"]?["width"] == 375)
        #expect(frames["pinned"]?["width"] == 375)
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

    @Test func aConflictWithASubviewsSafeAreaIsFoundAfterTheFirstSolve() throws {
        let run = try Viewspec.run(["validate", "-"], stdin: Data(Self.subviewSafeArea(offset: 10).utf8))
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "error: 'title.top == card.safeArea.top' cannot hold together with the required constraints before it; it is left out [unsatisfiable-constraint]"
            ))
        #expect(
            run.stderr.contains(
                "note: the safe area of 'card' is the device's: its top inset is 20 pt where the view is placed, and no constraint can move it"
            ))
    }

    @Test func aSubviewsSafeAreaThatAgreesIsClean() throws {
        let spec = Self.subviewSafeArea(offset: 20)
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.stderr == "")
        #expect(run.status == 0)
        let (_, frames) = try Self.frames(spec)
        #expect(frames["title"]?["y"] == 20)
    }
}
