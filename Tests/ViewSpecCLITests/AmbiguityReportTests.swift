import Foundation
import Testing

/// `ambiguous-layout` is reported only where the constraints really leave a view open, once per
/// cause, saying where the view ended up and what leaves it open.
@Suite struct AmbiguityReportTests {
    static func validate(_ children: String, device: String = "iphone-17") throws -> Run {
        let spec = """
            viewspec: 1
            device: \(device)
            root:
              view:
                children:
            \(children)
            """
        return try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
    }

    /// The layout's warnings: these cases judge ambiguity, so the screen audits' findings (the
    /// navy palette's light text on the white window, the FABs' size) are left out.
    static func warnings(_ run: Run) -> [String] {
        run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map(String.init)
            .filter { line in !auditIDs.contains { line.hasSuffix("[\($0)]") } }
    }

    static let auditIDs = [
        "low-contrast", "small-tap-target", "overlapping-tap-targets", "overlapping-views",
        "missing-accessibility-label", "shrunk-text",
    ]

    /// Patterns that are fully determined: a container's size from its children must not tie
    /// with the scroll page's content size or with a wrapper around it.
    @Test(arguments: [
        // A centred row in a scroll page.
        """
              - scroll.vertical:
                  children:
                    - stack: { axis: horizontal, alignment: center, spacing: 8, children: [{ label.body: One }, { label.body: Two }] }
        """,
        // A centred wrapper in a scroll page.
        """
              - scroll.vertical:
                  children:
                    - content: { position: center, child: { stack: { axis: horizontal, spacing: 8, children: [{ label.body: One }, { button.miniFab: plus }] } } }
        """,
        // FABs stacked in a corner.
        """
              - content:
                  position: bottomRight
                  insets: 16
                  layout: [{ edges: { to: safeArea } }]
                  child:
                    stack:
                      id: fabs
                      spacing: 16
                      alignment: center
                      children: [{ button.miniFab: { id: mini } }, { button.mainFab: { id: main } }]
        """,
        // A hint above a scrolling text view: a scrolling text view has no intrinsic height,
        // so the text view takes the room and the hint keeps its own.
        """
              - label.hint: { id: hint, text: Notes, layout: [{ top: { to: safeArea, constant: 16 } }, { horizontal: 16 }] }
              - textView: { id: notes, text: Write here, layout: [{ below: { view: hint, spacing: 8 } }, { horizontal: 16 }, { bottom: { to: safeArea } }] }
        """,
    ])
    func determinedLayoutsAreClean(children: String) throws {
        let run = try Self.validate(children)
        #expect(Self.warnings(run) == [])
        #expect(!run.stderr.contains("error:"))
        #expect(run.status == 0)
    }

    @Test func aWarningSaysWhereTheViewWasPut() throws {
        // Leading, height and a place below the title, but no width: it ends up 0 wide at x 16.
        let run = try Self.validate(
            """
                  - label.header: { id: title, text: Hello, layout: [{ top: { to: safeArea } }, { horizontal: 16 }] }
                  - view: { id: banner, layout: [{ leading: 16 }, { height: 40 }, { below: title }] }
            """)
        #expect(
            Self.warnings(run) == [
                "<stdin>:7:9: warning: the horizontal position or width of 'banner' is ambiguous: the constraints allow more than one; it was laid out at x 16, width 0 [ambiguous-layout]"
            ])
        #expect(run.stderr.contains("note: constrained by 'banner.leading == view[0].leading + 16'"))
    }

    @Test func aHuggingTieIsNamed() throws {
        // Two labels share the room between two pinned edges at the same hugging priority.
        let run = try Self.validate(
            """
                  - label.body: { id: first, text: One, layout: [{ top: { to: safeArea } }, { horizontal: 16 }] }
                  - label.body: { id: second, text: Two, layout: [{ below: first }, { horizontal: 16 }, { bottom: { to: safeArea } }] }
            """)
        let warnings = Self.warnings(run)
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(warnings.first?.contains("the vertical position or height of 'first' is ambiguous") == true)
        #expect(run.stderr.contains("note: 'second' is left open with it"))
        #expect(
            run.stderr.contains(
                "note: 'first', 'second' hug their content at the same priority (250) vertically: the space may go to either; give one a higher `hugging`"
            ))
        #expect(run.stderr.contains("note: constrained by 'first.height <= "))
    }

    @Test func viewsOpenOnlyBecauseTheirParentIsAreOneFinding() throws {
        // `box` has no width or height; its children follow it. One finding per axis, at the
        // box, and nothing about the children's sizes or places that follows from it.
        let run = try Self.validate(
            """
                  - view:
                      id: box
                      layout: [{ top: 0 }]
                      children:
                        - view: { id: a, layout: [{ edges: 8 }] }
                        - view: { id: b, layout: [{ top: 0 }, { height: 5 }, { horizontal: 0 }] }
            """)
        #expect(
            Self.warnings(run) == [
                "<stdin>:6:9: warning: the horizontal position or width of 'box' is ambiguous: the constraints allow more than one; it was laid out at x 0, width 0 [ambiguous-layout]",
                "<stdin>:6:9: warning: the vertical position or height of 'box' is ambiguous: the constraints allow more than one; it was laid out at y 0, height 0 [ambiguous-layout]",
            ])
        #expect(run.stderr.contains("note: 'a' is left open with it"))
        #expect(!run.stderr.contains("negative-size"))
        #expect(!run.stderr.contains("outside-parent"))
    }
}
