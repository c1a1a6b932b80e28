import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What a report quotes of a rule a container makes is the constraint the solver took: the
/// quoted numbers are the ones the frames show.
@Suite struct LayoutRuleTextTests {
    /// A stack 200 wide (or tall) at the top left, centring `a` across between margins that
    /// differ on its two sides, while `a` is written to be centred on the screen.
    static func centredBetweenUnevenMargins(axis: LayoutAxis) -> String {
        let (margins, size, center) =
            axis == .vertical
            ? ("{ leading: 4, trailing: 12 }", "width: 200", "centerX")
            : ("{ top: 4, bottom: 12 }", "height: 200", "centerY")
        return layoutDocument(
            """
            - stack:
                id: s
                axis: \(axis)
                alignment: center
                margins: \(margins)
                marginsRelative: true
                layout: [{ top: 0, left: 0, \(size) }]
                children:
                  - view: { id: a, layout: [{ width: 50, height: 50 }, { \(center): "== screen.\(center) + 20" }] }
            """)
    }

    @Test(arguments: [LayoutAxis.vertical, .horizontal])
    func aStackCentringBetweenUnevenMarginsIsQuotedWithTheCentreItUses(axis: LayoutAxis) throws {
        let spec = layOut(Self.centredBetweenUnevenMargins(axis: axis))
        let center: LayoutAnchor = axis == .vertical ? .centerX : .centerY
        #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
        let error = try #require(spec.diagnostics.first)
        #expect(
            error.message
                == "'a.\(center) == screen.\(center) + 20' cannot hold together with the required constraints before it; it is left out"
        )
        // Halfway between 4 and 200 - 12 is 96: 4 before the stack's centre, as quoted.
        #expect(
            error.notes.map(\.message).contains("conflicts with 'a.\(center) == s.\(center) - 4' (a default)")
        )
        if axis == .vertical {
            expectFrame(spec, "a", 71, 0, 50, 50)
        } else {
            expectFrame(spec, "a", 0, 71, 50, 50)
        }
    }

    /// A wrapper holding a child too wide for it at its leading edge, in `direction`.
    static func tooWideForItsWrapper(_ direction: LayoutDirection) -> String {
        layoutDocument(
            """
            - content:
                id: w
                position: left
                layout: [{ top: 0, left: 0, width: 100, height: 100 }]
                child:
                  view: { id: c, layout: [{ width: 150, height: 10 }] }
            """, preamble: "options: { direction: \(direction) }")
    }

    /// In a right-to-left layout the trailing edge is the left one, and the wrapper keeps its
    /// child's left edge at or right of its own: quoted as the rule reads from leading to
    /// trailing, which is the left-to-right layout's text.
    @Test func aWrappersSidesReadTheSameInEitherDirection() throws {
        var notes: [LayoutDirection: [String]] = [:]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let spec = layOut(Self.tooWideForItsWrapper(direction))
            #expect(spec.ids == ["unsatisfiable-constraint"], "\(spec.summary)")
            let error = try #require(spec.diagnostics.first)
            #expect(error.message.hasPrefix("'c.width == 150' cannot hold together"))
            notes[direction] = error.notes.map(\.message)
        }
        #expect(
            notes[.leftToRight]?.contains("conflicts with 'c.trailing <= w.trailing' (a default)") == true)
        #expect(notes[.rightToLeft] == notes[.leftToRight])
    }

    /// A view's safe-area inset is held where its frame puts it once the layout has solved: a
    /// rule that moves it conflicts with that pin, which is quoted with the device's inset.
    @Test func aSafeAreaPinIsQuotedWithTheDevicesInset() throws {
        let spec = layOut(
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
                        - view:
                            id: title
                            layout:
                              - { horizontal: 0, top: { to: safeArea }, bottom: { to: safeArea } }
                              - height: 190
            """)
        let error = try #require(reported(spec, "unsatisfiable-constraint").first)
        #expect(error.message.hasPrefix("'title.height == 190' cannot hold together"))
        #expect(
            error.notes.map(\.message).contains(
                "conflicts with 'card.safeArea.top inset == 20 (the device's safe area on iphone-se)' (a default)"
            ),
            "\(error.notes.map(\.message))")
    }
}
