import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `ambiguous-layout` is reported only where the constraints really leave a view open, once per
/// cause, saying where the view ended up and what leaves it open.
///
/// These cases judge the layout,
/// so the screen audits do not run: every report is the layout's.
@Suite struct AmbiguityReportTests {
    static func validate(_ children: String, device: String = "iphone-17") -> ValidatedSpec {
        validated(
            """
            viewspec: 1
            device: \(device)
            root:
              view:
                children:
            \(children)
            """, options: Pipeline.Options(audits: false))
    }

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
    func determinedLayoutsAreClean(children: String) {
        let spec = Self.validate(children)
        #expect(spec.diagnostics.isEmpty, "\(spec.report)")
    }

    @Test func aWarningSaysWhereTheViewWasPut() {
        // Leading, height and a place below the title, but no width: it ends up 0 wide at x 16.
        let spec = Self.validate(
            """
                  - label.header: { id: title, text: Hello, layout: [{ top: { to: safeArea } }, { horizontal: 16 }] }
                  - view: { id: banner, layout: [{ leading: 16 }, { height: 40 }, { below: title }] }
            """)
        #expect(
            spec.reportLines == [
                "<stdin>:7:9: warning: the horizontal position or width of 'banner' is ambiguous: the constraints allow more than one; it was laid out at x 16, width 0 [ambiguous-layout]"
            ])
        #expect(spec.report.contains("note: constrained by 'banner.leading == view[0].leading + 16'"))
    }

    @Test func aHuggingTieIsNamed() {
        // Two labels share the room between two pinned edges at the same hugging priority.
        let spec = Self.validate(
            """
                  - label.body: { id: first, text: One, layout: [{ top: { to: safeArea } }, { horizontal: 16 }] }
                  - label.body: { id: second, text: Two, layout: [{ below: first }, { horizontal: 16 }, { bottom: { to: safeArea } }] }
            """)
        #expect(spec.reportLines.count == 1, "\(spec.report)")
        #expect(
            spec.reportLines.first?.contains("the vertical position or height of 'first' is ambiguous")
                == true)
        #expect(spec.report.contains("note: 'second' is left open with it"))
        #expect(
            spec.report.contains(
                "note: 'first', 'second' hug their content at the same priority (250) vertically: the space may go to either; give one a higher `hugging`"
            ))
        #expect(spec.report.contains("note: constrained by 'first.height <= "))
    }

    @Test func viewsOpenOnlyBecauseTheirParentIsAreOneFinding() {
        // `box` has no width or height; its children follow it. One finding per axis, at the
        // box, and nothing about the children's sizes or places that follows from it.
        let spec = Self.validate(
            """
                  - view:
                      id: box
                      layout: [{ top: 0 }]
                      children:
                        - view: { id: a, layout: [{ edges: 8 }] }
                        - view: { id: b, layout: [{ top: 0 }, { height: 5 }, { horizontal: 0 }] }
            """)
        #expect(
            spec.reportLines == [
                "<stdin>:6:9: warning: the horizontal position or width of 'box' is ambiguous: the constraints allow more than one; it was laid out at x 0, width 0 [ambiguous-layout]",
                "<stdin>:6:9: warning: the vertical position or height of 'box' is ambiguous: the constraints allow more than one; it was laid out at y 0, height 0 [ambiguous-layout]",
            ])
        #expect(spec.report.contains("note: 'a' is left open with it"))
    }

    /// A table whose cells place nothing leaves every cell's views open; each row's copy of a
    /// cell view is left open the same way, so the whole table is a few findings, not four per
    /// row.
    @Test func openTableIsAFewFindingsNotOnePerCell() {
        var yaml = "viewspec: 1\nroot:\n  table:\n    cell:\n"
        yaml += "      view: { children: [{ label.body: $t }, { view: {} }] }\n    rows:\n"
        for index in 0..<200 { yaml += "      - { t: r\(index) }\n" }
        let spec = validated(yaml)
        #expect(!spec.hasErrors, "\(spec.report.prefix(400))")
        let findings = spec.reported("ambiguous-layout").count
        #expect(findings >= 1 && findings <= 5, "\(findings) findings")
        #expect(spec.report.contains("and 199 more views made from the same node"))
    }
}
