import Testing

@testable import ViewSpecCore
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// Cause before consequence: a conflict leaves out the written constraint of the innermost view
/// in it, so the views around it keep their layout and the conflict is the one finding.
@Suite struct ConflictBlameTests {
    /// A 20 pt button in a filled form stack, after the form's own edges were written.
    static let form = """
        viewspec: 1
        device: iphone-17
        palette: system
        root:
          view:
            children:
              - stack.vertical:
                  id: form
                  spacing: 16
                  alignment: fill
                  layout: [{ top: 16 }, { horizontal: 16 }]
                  children:
                    - label.header: Create your account
                    - input.text: { id: name, placeholder: Your name, height: 44 }
                    - button: { id: tiny, title: Go, width: 20, height: 20 }
        """

    @Test func theInnermostViewsConstraintIsLeftOutAndBlamed() throws {
        let spec = validated(Self.form)
        let conflicts = spec.reported("unsatisfiable-constraint")
        #expect(conflicts.count == 1, "\(spec.report)")
        let conflict = try #require(conflicts.first)
        #expect(conflict.view == "tiny")
        #expect(conflict.range?.lower.line == 15)
        #expect(
            conflict.message
                == "'tiny.width == 20' cannot hold together with the required constraints of the views around it; it is left out, as the innermost view's"
        )
        // The form's plan is named among the conflicting set.
        #expect(conflict.notes.contains { $0.message.contains("space from form.trailing") }, "\(spec.report)")
    }

    @Test func theContainerKeepsItsLayoutAndTheFalloutIsNotReported() throws {
        let spec = validated(Self.form)
        let run = try #require(spec.run)
        let cell = try #require(run.cells.first)
        let form = try #require(cell.tree.views.firstIndex { $0.id == "form" })
        #expect(cell.layout.views[form].absolute.width == 402 - 32)
        // Only the conflict and what is true of the button as laid out (20 pt high), beside the
        // colours, which no constraint changes (the system blue title on the white window).
        #expect(
            spec.ids.filter { $0 != "low-contrast" } == ["small-tap-target", "unsatisfiable-constraint"],
            "\(spec.report)")
    }

    /// A constraint of a view no deeper than the later one's is still the later one's conflict.
    @Test func aConflictBetweenOneViewsConstraintsLeavesOutTheLaterOne() {
        let spec = validated(
            """
            viewspec: 1
            device: iphone-17
            root:
              view:
                children:
                  - view: { id: box, width: 100, layout: [{ width: 200 }, { top: 10 }, { leading: 10 }, { height: 10 }] }
            """)
        #expect(
            spec.reported("unsatisfiable-constraint").map(\.message) == [
                "'box.width == 200' cannot hold together with the required constraints before it; it is left out"
            ], "\(spec.report)")
    }

    /// A large screen hands its constraints to the solver on another thread; the choice is the
    /// same there.
    @Test func theSolverFeedChoosesTheSameConstraint() throws {
        let result = Pipeline.validate(
            SourceFile(path: "t.yaml", bytes: Array(Self.form.utf8)))
        let tree = try #require(result.tree)
        let device = try #require(tree.devices.first)
        let oneThread = LayoutEngine(tree: tree, device: device, feedsSolverConcurrently: false).run()
        let twoThreads = LayoutEngine(tree: tree, device: device, feedsSolverConcurrently: true).run()
        #expect(oneThread.diagnostics == twoThreads.diagnostics)
        #expect(oneThread.diagnostics.first { $0.id == "unsatisfiable-constraint" }?.view == "tiny")
    }
}
