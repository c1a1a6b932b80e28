import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The same spec gives the same layout every time.
@Suite struct LayoutDeterminismTests {
    static let spec = """
        viewspec: 1
        device: [iphone-se, ipad]
        options: { autoPriorities: true }
        root:
          view:
            id: screen
            children:
              - stack.vertical:
                  id: form
                  layout: [{ edges: { insets: 16, to: safeArea } }]
                  children:
                    - label.header: Welcome back to the application
                    - label.body: The quick brown fox jumps over the lazy dog while the five boxing wizards jump.
                    - stack.labeledView:
                        children:
                          - label.inputLabel: Email
                          - input.text: { id: email, placeholder: you@example.com }
                    - stack:
                        axis: horizontal
                        distribution: equalCentering
                        children: [switch, stepper, colorWell]
                    - button.negative: Cancel
              - view: { id: loose, layout: [{ top: 0, left: 0, width: ">= 10", height: ">= 10" }] }
              - table:
                  id: list
                  layout: [{ at: fullBottom, height: 200 }]
                  cell: { label.body: $title }
                  rows: [{ title: One }, { title: Two }]
        """

    @Test func layingOutTwiceGivesIdenticalResults() throws {
        let first = layOut(Self.spec)
        let second = layOut(Self.spec)
        #expect(first.layouts.count == 2)
        #expect(first.layouts.count == second.layouts.count)
        for (a, b) in zip(first.layouts, second.layouts) {
            #expect(a.views == b.views)
            #expect(a.passes == b.passes)
            #expect(a.diagnostics == b.diagnostics)
            #expect(a.device == b.device)
        }
        #expect(first.diagnostics == second.diagnostics)
        // The loose view makes the layout report something, the same both times.
        #expect(first.ids.contains("ambiguous-layout"))
    }

    @Test func solvingTheSameTreeTwiceGivesIdenticalResults() throws {
        let result = Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(Self.spec.utf8)))
        let tree = try #require(result.tree)
        let device = try #require(Device.named("iphone-17"))
        let a = Layout.solve(tree, on: device)
        let b = Layout.solve(tree, on: device)
        #expect(a.views == b.views)
        #expect(a.diagnostics == b.diagnostics)
        #expect(a.passes == b.passes)
    }
}
