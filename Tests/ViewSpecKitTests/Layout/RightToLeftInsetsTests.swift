import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Insets mean the same wherever they are written: `leading`/`trailing` and `[vertical,
/// horizontal]` follow the layout direction, `left`/`right` and `[top, left, bottom, right]`
/// stay on their physical sides, for a wrapper's insets, a card's, a stack's margins and the
/// `edges` shortcut alike.
@Suite struct RightToLeftInsetsTests {
    /// The container `w` at the full 400 pt width with child `c`, written by `container` with
    /// `insets` in place of `INSETS`.
    static func spec(_ container: String, insets: String, direction: String) -> String {
        """
        viewspec: 1
        device: { name: test, width: 400, height: 800 }
        options: { direction: \(direction) }
        root:
          view:
            children:
        \(container.replacingOccurrences(of: "INSETS", with: insets))
        """
    }

    static let containers: [(name: String, yaml: String)] = [
        (
            "spacer",
            """
                  - spacer:
                      id: w
                      insets: INSETS
                      layout: [{ top: 100 }, { horizontal: 0 }]
                      child:
                        view: { id: c, layout: [{ height: 20 }] }
            """
        ),
        (
            "card",
            """
                  - card:
                      id: w
                      insets: INSETS
                      layout: [{ top: 100 }, { horizontal: 0 }]
                      children:
                        - view: { id: c, layout: [{ height: 20 }] }
            """
        ),
        (
            "stack margins",
            """
                  - stack.vertical:
                      id: w
                      margins: INSETS
                      marginsRelative: true
                      layout: [{ top: 100 }, { horizontal: 0 }]
                      children:
                        - view: { id: c, layout: [{ height: 20 }] }
            """
        ),
        (
            "edges",
            """
                  - view:
                      id: w
                      layout: [{ top: 100 }, { horizontal: 0 }, { height: 40 }]
                      children:
                        - view: { id: c, layout: [{ edges: { insets: INSETS } }] }
            """
        ),
    ]

    /// Each form of insets with the left side of `c` it gives in each direction: 10 on the
    /// leading side, 30 on the trailing side.
    static let forms: [(insets: String, leftToRight: Double, rightToLeft: Double)] = [
        ("{ top: 0, bottom: 0, leading: 10, trailing: 30 }", 10, 30),
        ("{ top: 0, bottom: 0, left: 10, right: 30 }", 10, 10),
        ("[0, 10, 0, 30]", 10, 10),
    ]

    /// `id`'s frame on the screen, in a spec that lays out without an error.
    static func frame(of id: String, in yaml: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> Rect
    {
        let spec = layOut(yaml)
        #expect(
            !spec.diagnostics.contains { $0.severity == .error }, "\(spec.summary)",
            sourceLocation: sourceLocation)
        return try #require(spec.absolute(id), sourceLocation: sourceLocation)
    }

    @Test(arguments: containers.map(\.name))
    func insetsLandOnTheirSides(container: String) throws {
        let yaml = try #require(Self.containers.first { $0.name == container }?.yaml)
        for form in Self.forms {
            for (direction, left) in [("leftToRight", form.leftToRight), ("rightToLeft", form.rightToLeft)] {
                let frame = try Self.frame(
                    of: "c", in: Self.spec(yaml, insets: form.insets, direction: direction))
                #expect(shown(frame.x) == shown(left), "\(container), \(form.insets), \(direction)")
                #expect(shown(frame.width) == "360", "\(container), \(form.insets), \(direction)")
            }
        }
    }

    /// `[vertical, horizontal]` is the same on both sides, so only a one-sided mapping shows
    /// the direction; a collection's insets put its first column on the leading side.
    @Test func aCollectionStartsOnTheLeadingInset() throws {
        let container = """
                  - collection:
                      id: w
                      columns: 1
                      insets: INSETS
                      layout: [{ top: 100 }, { horizontal: 0 }, { height: 200 }]
                      cell:
                        view: { layout: [{ height: 20 }] }
                      rows: [{}]
            """
        for (insets, direction, left) in [
            ("{ leading: 10, trailing: 30 }", "rightToLeft", 30.0),
            ("{ left: 10, right: 30 }", "rightToLeft", 10),
            ("{ leading: 10, trailing: 30 }", "leftToRight", 10),
        ] {
            let frame = try Self.frame(
                of: "w/cell[0]", in: Self.spec(container, insets: insets, direction: direction))
            #expect(shown(frame.x) == shown(left), "\(insets), \(direction)")
            #expect(shown(frame.width) == "360", "\(insets), \(direction)")
        }
    }
}
