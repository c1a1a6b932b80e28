import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// `ASCIIEmitter`: exact pictures of small specs, scale, z-order, clipping, the ASCII-only mode
/// and every gallery spec.
@Suite struct ASCIIEmitterTests {
    static var gallery: [String] {
        PackageFiles.files(in: "specs/gallery", extensions: ["yaml", "json"]).map(PackageFiles.path)
    }

    /// The picture of `yaml` on its first device.
    func picture(_ yaml: String, _ options: ASCIIEmitter.Options = ASCIIEmitter.Options()) -> String {
        let spec = layOut(yaml)
        guard let tree = spec.tree, let layout = spec.layout else {
            Issue.record("no layout: \(spec.summary)")
            return ""
        }
        return ASCIIEmitter.render(tree: tree, layout: layout, options: options)
    }

    /// A 200 × 100 screen: at 10 pt a column it is 21 columns by 6 rows.
    static let tiny = "device: { name: tiny, width: 200, height: 100 }"
    static let tenPoints = ASCIIEmitter.Options(pointsPerColumn: 10)
    static let tenPointsASCII = ASCIIEmitter.Options(pointsPerColumn: 10, unicode: false)

    static let panel = layoutDocument(
        """
        - view:
            id: panel
            border: { width: 1, color: "#000000" }
            layout: [{ top: 10, left: 10, width: 180, height: 80 }]
            children:
              - label: { text: Hello, layout: [{ top: 10, left: 20 }] }
              - button.negative: { title: OK, layout: [{ top: 30, left: 100, width: 60 }] }
        """, device: tiny)

    /// Two views side by side and one below across both, all bordered, in a bordered parent.
    static let junctions = layoutDocument(
        """
        - view:
            border: { width: 1, color: "#000000" }
            layout: [{ top: 0, left: 0, width: 200, height: 100 }]
            children:
              - view: { border: { width: 1, color: "#000000" }, layout: [{ top: 0, left: 0, width: 100, height: 60 }] }
              - view: { border: { width: 1, color: "#000000" }, layout: [{ top: 0, left: 100, width: 100, height: 60 }] }
              - view: { border: { width: 1, color: "#000000" }, layout: [{ top: 60, left: 50, width: 100, height: 40 }] }
        """, device: tiny)

    /// Two filled views overlapping; `zIndex` on the first when given.
    static func overlap(zIndex: Int = 0) -> String {
        layoutDocument(
            """
            - view:
                zIndex: \(zIndex)
                background: "#FF0000"
                layout: [{ top: 0, left: 0, width: 120, height: 60 }]
                children: [{ label: { text: AAAA, layout: [{ top: 20, left: 10 }] } }]
            - view:
                background: "#00FF00"
                layout: [{ top: 40, left: 60, width: 120, height: 60 }]
                children: [{ label: { text: BBBB, layout: [{ top: 20, left: 60 }] } }]
            """, device: tiny)
    }

    // MARK: Exact pictures

    @Test func nestedBoxesWithTextInUnicode() {
        #expect(
            picture(Self.panel, Self.tenPoints) == """
                tiny · 200×100 pt · landscape
                ┌───────────────────┐
                │┌─────────────────┐│
                ││ Hello   ╭─────╮ ││
                ││         │ OK  │ ││
                ││         ╰─────╯ ││
                └┴─────────────────┴┘
                1 column = 10 pt, 1 row = 20 pt

                """)
    }

    @Test func nestedBoxesWithTextInASCII() {
        #expect(
            picture(Self.panel, Self.tenPointsASCII) == """
                tiny - 200x100 pt - landscape
                +-------------------+
                |+-----------------+|
                || Hello   +-----+ ||
                ||         | OK  | ||
                ||         +-----+ ||
                ++-----------------++
                1 column = 10 pt, 1 row = 20 pt

                """)
    }

    @Test func sharedEdgesBecomeJunctions() {
        #expect(
            picture(Self.junctions, Self.tenPoints) == """
                tiny · 200×100 pt · landscape
                ┌─────────┬─────────┐
                │         │         │
                │         │         │
                ├────┬────┴────┬────┤
                │    │         │    │
                └────┴─────────┴────┘
                1 column = 10 pt, 1 row = 20 pt

                """)
        #expect(
            picture(Self.junctions, Self.tenPointsASCII) == """
                tiny - 200x100 pt - landscape
                +---------+---------+
                |         |         |
                |         |         |
                +----+----+----+----+
                |    |         |    |
                +----+---------+----+
                1 column = 10 pt, 1 row = 20 pt

                """)
    }

    @Test func laterSiblingsCoverEarlierOnes() {
        // B is drawn over A: A's lines and text stop at B's edge.
        #expect(
            picture(Self.overlap(), Self.tenPoints) == """
                tiny · 200×100 pt · landscape
                ┌───────────┬───────┐
                │           │       │
                │AAAA ┌─────┴─────┐ │
                ├─────┤           │ │
                │     │     BBBB  │ │
                └─────┴───────────┴─┘
                1 column = 10 pt, 1 row = 20 pt

                """)
    }

    @Test func zIndexDrawsAnEarlierSiblingOnTop() {
        #expect(
            picture(Self.overlap(zIndex: 1), Self.tenPoints) == """
                tiny · 200×100 pt · landscape
                ┌───────────┬───────┐
                │           │       │
                │AAAA       ├─────┐ │
                ├─────┬─────┘     │ │
                │     │     BBBB  │ │
                └─────┴───────────┴─┘
                1 column = 10 pt, 1 row = 20 pt

                """)
    }

    @Test func controlsAreDrawnAsSymbols() {
        let spec = layoutDocument(
            """
            - stack.vertical:
                layout: [{ top: 0, left: 0, width: 200 }]
                spacing: 0
                children:
                  - switch: { on: true }
                  - slider: { value: 0.25 }
                  - segmented: { items: [A, B], selected: 1 }
                  - pageControl: { pages: 3, current: 0 }
            """, device: "device: { name: tiny, width: 200, height: 160 }")
        #expect(
            picture(spec, Self.tenPoints) == """
                tiny · 200×160 pt · landscape
                ┌───────────────────┐
                │       (━●)        │
                │━━━━━●─────────────│
                │                   │
                │‹   A    │  [B]   ›│
                │       ● ○ ○       │
                │                   │
                │                   │
                └───────────────────┘
                1 column = 10 pt, 1 row = 20 pt

                """)
        #expect(
            picture(spec, Self.tenPointsASCII) == """
                tiny - 200x160 pt - landscape
                +-------------------+
                |       (=o)        |
                |=====o-------------|
                |                   |
                |<   A    |  [B]   >|
                |       * o o       |
                |                   |
                |                   |
                +-------------------+
                1 column = 10 pt, 1 row = 20 pt

                """)
    }

    @Test func moreControls() {
        let spec = layoutDocument(
            """
            - stack.vertical:
                layout: [{ top: 0, left: 0, width: 300 }]
                spacing: 0
                children:
                  - switch: { on: false }
                  - button: Plain
                  - image: { image: photo, height: 60 }
                  - tabBar: { items: [Home, Search], selected: 1, layout: [] }
            """, device: "device: { name: tiny, width: 300, height: 300 }")
        let text = picture(spec, Self.tenPoints)
        #expect(text.contains("(○ )"))
        #expect(text.contains("[ Plain ]"))
        #expect(text.contains("photo"))
        #expect(text.contains("[Search]"))
        #expect(text.contains(" Home "))
    }

    // MARK: Scale

    @Test func theDefaultScaleFitsEightyColumns() {
        let spec = layOut(layoutDocument("- label: Hi"))
        let tree = spec.tree!
        let layout = spec.layout!
        let text = ASCIIEmitter.render(tree: tree, layout: layout, options: ASCIIEmitter.Options())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines[1].count == 80)
        #expect(lines.allSatisfy { $0.count <= 80 })
        // 400 pt over 79 column steps, rounded up to 1/100.
        #expect(ASCIIEmitter.pointsPerColumn(deviceWidth: 400, options: ASCIIEmitter.Options()) == 5.07)
        #expect(lines.last == "1 column = 5.07 pt, 1 row = 10.14 pt")
    }

    @Test(arguments: [12, 20, 33, 40, 60, 100, 132])
    func aGivenWidthIsFilledAndNeverExceeded(columns: Int) {
        let spec = layOut(layoutDocument("- label: Hi"))
        let text = ASCIIEmitter.render(
            tree: spec.tree!, layout: spec.layout!, options: ASCIIEmitter.Options(columns: columns))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count <= columns })
        // The screen's box: as wide as asked, give or take the rounding of the scale.
        #expect(lines[1].count <= columns && lines[1].count >= columns - 1)
    }

    @Test func anExplicitScaleWins() {
        let spec = layOut(layoutDocument("- label: Hi"))
        let text = ASCIIEmitter.render(
            tree: spec.tree!, layout: spec.layout!,
            options: ASCIIEmitter.Options(columns: 20, pointsPerColumn: 4))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // 400 / 4 + 1 columns; 600 / 8 + 1 rows, a header and a footer.
        #expect(lines[1].count == 101)
        #expect(lines.count == 76 + 2)
        #expect(lines.last == "1 column = 4 pt, 1 row = 8 pt")
    }

    // MARK: Text

    @Test func textIsCutInsideANarrowBox() {
        let spec = layoutDocument(
            """
            - input.text: { text: A very long entry, layout: [{ top: 20, left: 20, width: 80 }] }
            """, device: Self.tiny)
        // 80 pt: columns 2 to 10, 7 inside the box; the input is 48 pt tall (its default).
        #expect(
            picture(spec, Self.tenPoints) == """
                tiny · 200×100 pt · landscape
                ┌───────────────────┐
                │ ╭───────╮         │
                │ │A very…│         │
                │ ╰───────╯         │
                │                   │
                └───────────────────┘
                1 column = 10 pt, 1 row = 20 pt

                """)
        #expect(picture(spec, Self.tenPointsASCII).contains("| |A ve...|"))
    }

    @Test func truncationByTheLayoutKeepsItsEllipsis() {
        let spec = layoutDocument(
            """
            - label: { text: "One two three four five six seven", layout: [{ top: 0, left: 0, width: 120 }] }
            """, device: Self.tiny)
        let laidOut = layOut(spec)
        let lines = laidOut.view("screen/label[0]")?.text?.lines ?? []
        #expect(lines.count == 1 && lines[0].hasSuffix("…"))
        let text = picture(spec, Self.tenPoints)
        #expect(text.contains("│" + lines[0].prefix(10)))
        // The laid-out line is 13 characters; the label has 12 columns inside the screen's
        // edge, so it is cut again, still ending with the ellipsis.
        #expect(lines[0] == "One two thre…")
        #expect(text.split(separator: "\n")[2] == "│One two thr…       │")
    }

    @Test func moreLinesThanRowsEndWithAnEllipsis() {
        let spec = layoutDocument(
            """
            - label.body: { text: "aa bb cc dd ee ff gg hh", layout: [{ top: 0, left: 0, width: 30 }] }
            """, device: Self.tiny)
        let laidOut = layOut(spec)
        #expect((laidOut.view("screen/label.body[0]")?.text?.lines.count ?? 0) > 3)
        // At 40 pt a row the label has fewer rows than lines; at 20 pt a column it has two
        // columns inside the screen's edge.
        #expect(
            picture(spec, ASCIIEmitter.Options(pointsPerColumn: 20)) == """
                tiny · 200×100 pt · landscape
                ┌─────────┐
                │aa       │
                │b…       │
                └─────────┘
                1 column = 20 pt, 1 row = 40 pt

                """)
    }

    @Test func nonASCIITextIsTransliterated() {
        let spec = layoutDocument(
            """
            - label: { text: "Café – “naïve” 東京", layout: [{ top: 0, left: 0 }] }
            """, device: "device: { name: wide, width: 400, height: 100 }")
        let text = picture(spec, ASCIIEmitter.Options(pointsPerColumn: 2, unicode: false))
        #expect(text.contains("Cafe - \"naive\" ??"))
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
        let unicode = picture(spec, ASCIIEmitter.Options(pointsPerColumn: 2))
        #expect(unicode.contains("Café – “naïve” 東京"))
    }

    // MARK: What is not drawn

    @Test func hiddenViewsAndTheirChildrenAreNotDrawn() {
        let spec = layoutDocument(
            """
            - label: { text: Shown, layout: [{ top: 0, left: 0 }] }
            - label: { text: Gone, hidden: true, layout: [{ top: 40, left: 0 }] }
            - view:
                hidden: true
                border: { width: 1, color: "#000000" }
                layout: [{ top: 0, left: 100, width: 80, height: 80 }]
                children: [{ label: { text: Inner, layout: [{ top: 10, left: 10 }] } }]
            """, device: Self.tiny)
        let text = picture(spec, Self.tenPoints)
        #expect(text.contains("Shown"))
        #expect(!text.contains("Gone"))
        #expect(!text.contains("Inner"))
        // The hidden bordered view draws no box: only the screen's corners.
        #expect(text.filter { "┌┐└┘╭╮╰╯┬┴├┤".contains($0) }.count == 4)
    }

    @Test func plainContainersAndLabelsGetNoBox() {
        let spec = layoutDocument(
            """
            - stack.vertical:
                layout: [{ top: 0, left: 0, width: 200 }]
                children: [{ label: Text }]
            """, device: Self.tiny)
        let text = picture(spec, Self.tenPoints)
        // Only the screen's four corners.
        #expect(text.filter { "┌┐└┘╭╮╰╯".contains($0) }.count == 4)
        #expect(text.contains("│Text"))
    }

    // MARK: Every gallery spec

    @Test(arguments: gallery)
    func everyGallerySpecRendersCleanly(path: String) {
        let result = Pipeline.validate(path: path)
        guard let tree = result.tree else {
            Issue.record("\(path) did not resolve")
            return
        }
        let layouts = Pipeline.layout(result).layouts
        #expect(!layouts.isEmpty)
        for columns in [80, 60, 40] {
            for unicode in [true, false] {
                let options = ASCIIEmitter.Options(columns: columns, unicode: unicode)
                let text = ASCIIEmitter.render(tree: tree, layouts: layouts, options: options)
                #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                for line in lines {
                    #expect(line.last != " ", "trailing space in \(path)")
                    #expect(ASCIIWidth.of(line) <= columns, "too wide: \(line) in \(path)")
                }
                if !unicode {
                    #expect(text.utf8.allSatisfy { $0 < 0x80 }, "non-ASCII byte in \(path)")
                }
                // The same picture every time.
                #expect(ASCIIEmitter.render(tree: tree, layouts: layouts, options: options) == text)
            }
        }
    }

    @Test func renderingIsDeterministicAcrossLayouts() {
        let path = PackageFiles.path("specs/gallery/dashboard.yaml")
        let first = Pipeline.validate(path: path)
        let second = Pipeline.validate(path: path)
        let a = ASCIIEmitter.render(tree: first.tree!, layouts: Pipeline.layout(first).layouts)
        let b = ASCIIEmitter.render(tree: second.tree!, layouts: Pipeline.layout(second).layouts)
        #expect(a == b)
        #expect(a.contains("[Today]"))
    }

    /// The canvas is bounded whatever the device: a scale `emit` would refuse, given to
    /// `render` directly, and a very tall screen, are cut at 1000 columns and rows, and the
    /// picture says so on a last line of its own.
    @Test func aPictureIsCutAtAThousandColumnsAndRows() {
        let yaml = layoutDocument("- view: {}", device: "device: { name: big, width: 20000, height: 40000 }")
        let framed = picture(yaml, ASCIIEmitter.Options(pointsPerColumn: 10)).split(separator: "\n")
        #expect(framed.count == 1000 + 3)
        #expect(framed.dropFirst().dropLast(2).allSatisfy { $0.count <= 1000 })
        #expect(framed[framed.count - 2] == "1 column = 10 pt, 1 row = 20 pt")
        #expect(framed.last == "(picture cut at 1000 of 2001 columns and 1000 of 2001 rows)")
        let bare = picture(yaml, ASCIIEmitter.Options(pointsPerColumn: 10, frame: false)).split(
            separator: "\n")
        #expect(bare.count == 1000 + 1)
        #expect(bare.last == "(picture cut at 1000 of 2001 columns and 1000 of 2001 rows)")
    }
}
