import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What the layout stage reports, each with its exact message: conflicts, ambiguity, views
/// outside their parent or the screen, and plans that name no view.
@Suite struct LayoutDiagnosticTests {
    @Test func conflictingRequiredConstraintsLeaveTheLaterOneOut() throws {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view:
                      id: a
                      layout:
                        - { top: 0, left: 0, height: 10 }
                        - width: 100
                        - width: 200
            """)
        #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
        let error = try #require(spec.diagnostics.first)
        #expect(error.severity == .error)
        #expect(
            error.message
                == "'a.width == 200' cannot hold together with the required constraints before it; it is left out"
        )
        #expect(error.range?.lower.line == 12)
        #expect(error.notes.map(\.message) == ["conflicts with 'a.width == 100'"])
        #expect(error.notes.map { $0.range?.lower.line } == [11])
        expectFrame(spec, "a", 0, 0, 100, 10)
    }

    @Test func aConflictWithAFactoryDefaultSaysSo() throws {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - input.text:
                      id: field
                      layout:
                        - { top: 0, horizontal: 0 }
                        - height: 60
            """)
        #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
        let error = try #require(spec.diagnostics.first)
        #expect(
            error.message
                == "'field.height == 60' cannot hold together with the required constraints before it; it is left out"
        )
        #expect(error.range?.lower.line == 11)
        // The factory's height is a default, not something the spec wrote.
        #expect(error.notes.map(\.message) == ["conflicts with 'field.height == 48' (a default)"])
        expectFrame(spec, "field", 0, 0, 400, 48)
    }

    @Test func aChildWithoutConstraintsIsAmbiguous() {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view: { id: lost }
            """)
        let warnings = reported(spec, "ambiguous-layout")
        #expect(spec.ids == ["ambiguous-layout", "ambiguous-layout"], "\(spec.summary)")
        #expect(
            warnings.map(\.message) == [
                "the horizontal position or width of 'lost' is ambiguous: the constraints allow more than one; it was laid out at x 0, width 0",
                "the vertical position or height of 'lost' is ambiguous: the constraints allow more than one; it was laid out at y 0, height 0",
            ])
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.allSatisfy { $0.range?.lower.line == 7 })
        #expect(warnings.allSatisfy { $0.notes.isEmpty })
        expectFrame(spec, "lost", 0, 0, 0, 0)
    }

    @Test func anAmbiguousAxisNamesTheConstraintsThatTouchIt() {
        // Only the left edge is given horizontally: the width is open.
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view:
                      id: half
                      layout:
                        - { top: 0, height: 10 }
                        - left: 30
            """)
        let warnings = reported(spec, "ambiguous-layout")
        #expect(spec.ids == ["ambiguous-layout"], "\(spec.summary)")
        #expect(
            warnings.first?.message
                == "the horizontal position or width of 'half' is ambiguous: the constraints allow more than one; it was laid out at x 30, width 0"
        )
        #expect(warnings.first?.notes.map { $0.range?.lower.line } == [11])
        #expect(warnings.first?.notes.first?.message.hasPrefix("constrained by 'half.left") == true)
        expectFrame(spec, "half", 30, 0, 0, 10)
    }

    @Test func aWidthOnlyBoundedBelowIsAmbiguous() {
        // The width may be anything from 10: reported, then pulled to its smallest.
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view:
                      id: half
                      layout:
                        - { top: 0, height: 10 }
                        - left: 30
                        - width: ">= 10"
            """)
        #expect(spec.ids == ["ambiguous-layout"], "\(spec.summary)")
        let warning = spec.diagnostics.first
        #expect(
            warning?.message
                == "the horizontal position or width of 'half' is ambiguous: the constraints allow more than one; it was laid out at x 30, width 10"
        )
        #expect(warning?.range?.lower.line == 7)
        #expect(
            warning?.notes.map(\.message) == [
                "constrained by 'half.left == screen.left + 30'", "constrained by 'half.width >= 10'",
            ])
        #expect(warning?.notes.map { $0.range?.lower.line } == [11, 12])
        expectFrame(spec, "half", 30, 0, 10, 10)
    }

    @Test func aViewReachingOutsideItsParent() {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view: { id: wide, layout: [{ top: 0, left: 350, width: 100, height: 10 }] }
            """)
        #expect(spec.ids == ["outside-parent"], "\(spec.summary)")
        let warning = spec.diagnostics.first
        #expect(warning?.severity == .warning)
        #expect(warning?.message == "'wide' (350, 0, 100 × 10) reaches outside its parent 'screen'")
        #expect(warning?.range?.lower.line == 7)
    }

    @Test func aViewInsideItsParentButOffTheScreen() {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view:
                      id: p
                      layout: [{ top: 100, left: 350, width: 100, height: 50 }]
                      children:
                        - view: { id: c, layout: [{ top: 0, left: 60, width: 20, height: 10 }] }
            """)
        #expect(spec.ids == ["outside-parent", "off-screen"], "\(spec.summary)")
        #expect(
            spec.diagnostics.map(\.message) == [
                "'p' (350, 100, 100 × 50) reaches outside its parent 'screen'",
                "'c' (410, 100, 20 × 10) reaches outside the screen",
            ])
        #expect(spec.diagnostics.map { $0.range?.lower.line } == [7, 11])
    }

    @Test func hiddenViewsAndScrollContentAreNotReported() {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                children:
                  - view: { id: gone, hidden: true, layout: [{ top: 0, left: 350, width: 100, height: 10 }] }
                  - scroll.vertical:
                      id: page
                      children:
                        - view: { id: tall, height: 1000 }
            """)
        expectClean(spec)
        #expect(spec.view("page")?.contentSize?.height == 1000)
    }

    @Test func previousOnTheRootNamesNoView() {
        let spec = layOut(
            """
            viewspec: 1
            device: { name: test, width: 400, height: 600 }
            root:
              view:
                id: screen
                layout: [{ top: "previous.top + 10" }]
                children:
                  - view: { id: a, layout: [{ edges: 0 }] }
            """)
        #expect(spec.ids == ["unresolved-target"], "\(spec.summary)")
        let warning = spec.diagnostics.first
        #expect(warning?.severity == .warning)
        #expect(warning?.message == "'previous' names no view here; the constraint is left out")
        #expect(warning?.range?.lower.line == 6)
        expectFrame(spec, "screen", 0, 0, 400, 600)
    }

    @Test func diagnosticsOfTheLayoutComeWithTheFrames() {
        // A conflict does not stop the layout: the rest is still placed.
        let spec = layOut(
            layoutDocument(
                """
                - view: { id: a, layout: [{ top: 0, left: 0, size: 10 }, { width: 20 }] }
                - view: { id: b, layout: [{ below: a, left: 0, size: 30 }] }
                """))
        #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
        expectFrame(spec, "a", 0, 0, 10, 10)
        expectFrame(spec, "b", 0, 10, 30, 30)
    }
}
