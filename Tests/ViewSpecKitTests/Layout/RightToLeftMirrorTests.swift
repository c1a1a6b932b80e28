import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// A screen written only with leading, trailing and the forms that follow them lays out right to
/// left as the mirror image of its left-to-right layout, whatever form or relation says it:
/// stacks and their alignments, anchors, inequalities, free-form expressions, cells against the
/// side insets of a landscape screen.
@Suite struct RightToLeftMirrorTests {
    /// `children` (YAML list items at the root's children's indentation) on `device`, in
    /// `direction`.
    static func spec(_ children: String, device: String, direction: LayoutDirection) -> String {
        """
        viewspec: 1
        device: \(device)
        options: { direction: \(direction.rawValue) }
        root:
          view:
            children:
        \(children)
        """
    }

    /// Lays `children` out in both directions and checks every view's frame on the screen against
    /// the mirror of its left-to-right frame, and that right to left reports nothing left to
    /// right does not.
    static func expectMirrored(
        _ children: String, device: String = "{ name: test, width: 400, height: 800 }",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ltr = layOut(spec(children, device: device, direction: .leftToRight))
        let rtl = layOut(spec(children, device: device, direction: .rightToLeft))
        #expect(rtl.ids == ltr.ids, "\(rtl.summary)", sourceLocation: sourceLocation)
        guard let left = ltr.layout, let right = rtl.layout, let tree = ltr.tree else {
            Issue.record("no layout: \(ltr.summary)", sourceLocation: sourceLocation)
            return
        }
        let width = left.device.width
        for (index, view) in tree.views.enumerated() {
            let a = left.views[index].absolute
            let b = right.views[index].absolute
            let mirrored = Rect(x: width - a.x - a.width, y: a.y, width: a.width, height: a.height)
            #expect(
                shown(b) == shown(mirrored),
                "\(view.id): right to left \(shown(b)), the mirror of left to right is \(shown(mirrored))",
                sourceLocation: sourceLocation)
        }
    }

    static func shown(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { LayoutFormat.number($0) }.joined(separator: " ")
    }

    @Test(arguments: ["center", "leading", "trailing", "fill"])
    func aVerticalStacksAlignmentFollowsTheDirection(alignment: String) {
        Self.expectMirrored(
            """
                  - stack:
                      id: s
                      alignment: \(alignment)
                      spacing: 8
                      layout: [{ top: 100 }, { horizontal: 16 }]
                      children:
                        - label: { id: short, text: "248" }
                        - label: { id: long, text: "A longer line of text" }
            """)
    }

    @Test func aHorizontalStackRunsFromTheLeadingEdge() {
        Self.expectMirrored(
            """
                  - stack:
                      axis: horizontal
                      distribution: equalSpacing
                      alignment: center
                      margins: { leading: 4, trailing: 12 }
                      marginsRelative: true
                      layout: [{ top: 100 }, { horizontal: 16 }]
                      children:
                        - view: { id: a, layout: [{ size: [40, 40] }] }
                        - view: { id: b, layout: [{ size: [60, 20] }] }
            """)
    }

    @Test(arguments: [
        #"{ leading: ">= name.trailing + 8" }"#,
        #"{ leading: "name.trailing + 8" }"#,
        #""time.leading >= name.trailing + 8""#,
        #""time.leading == name.trailing + 8""#,
        #""name.trailing <= time.leading - 8""#,
    ])
    func aRelationBetweenLeadingAndTrailingMeansTheSameInBothDirections(form: String) {
        // The name is too long for `time` to keep 12 points from the trailing edge (a wish at
        // 750): the relation holds it 8 points past the name's trailing edge instead.
        Self.expectMirrored(
            """
                  - view:
                      id: row
                      layout: [{ top: 100 }, { horizontal: 16 }, { height: 44 }]
                      children:
                        - view: { id: name, layout: [{ leading: 12 }, { centerY: 0 }, { size: [280, 20] }] }
                        - view:
                            id: time
                            layout:
                              - \(form)
                              - { trailing: "12 @750" }
                              - { centerY: 0 }
                              - { size: [40, 20] }
            """)
    }

    @Test(arguments: [
        #""leading == avatar.trailing + 12""#,
        #""name.leading == avatar.trailing + 12""#,
        #"{ leading: "avatar.trailing + 12" }"#,
    ])
    func everyFormThatNamesLeadingMirrors(form: String) {
        Self.expectMirrored(
            """
                  - view:
                      id: row
                      layout: [{ top: 100 }, { horizontal: 16 }, { height: 64 }]
                      children:
                        - view: { id: avatar, layout: [{ leading: 12 }, { centerY: 0 }, { size: [40, 40] }] }
                        - view:
                            id: name
                            layout:
                              - \(form)
                              - { centerY: 0 }
                              - { size: [100, 20] }
            """)
    }

    @Test(arguments: ["table", "collection"])
    func cellsClearTheSideInsetsOfALandscapeScreen(container: String) {
        Self.expectMirrored(
            """
                  - \(container):
                      id: list
                      layout: [{ edges: 0 }]
                      cell:
                        label.body: { id: name, text: $name }
                      rows: [{ name: One }, { name: Two }, { name: Three }]
            """, device: "iphone-17-landscape")
    }

    /// A report quotes a plan as the spec wrote it, in either direction: `+ 16` is not shown as
    /// the `- 16` a right-to-left layout solves for.
    @Test(arguments: [#"{ leading: "icon.trailing + 16" }"#, #""name.leading == icon.trailing + 16""#])
    func aReportQuotesWhatWasWritten(form: String) throws {
        var quoted: [LayoutDirection: [String]] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let spec = layOut(
                layoutDocument(
                    """
                    - view: { id: icon, layout: [{ leading: 12 }, { top: 20 }, { size: [24, 24] }] }
                    - view:
                        id: name
                        layout:
                          - \(form)
                          - "name.leading == icon.trailing + 30"
                          - { top: 20 }
                          - { size: [100, 20] }
                    """, preamble: "options: { direction: \(direction) }"))
            #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
            let error = try #require(spec.diagnostics.first)
            quoted[direction] = [error.message] + error.notes.map(\.message)
        }
        #expect(quoted[.leftToRight]?.contains("conflicts with 'name.leading == icon.trailing + 16'") == true)
        #expect(quoted[.rightToLeft] == quoted[.leftToRight])
    }
}
