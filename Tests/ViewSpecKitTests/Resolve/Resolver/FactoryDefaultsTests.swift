import Cassowary
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Every factory's defaults against ViewFactory's and UIContainer's own values (written out in
/// each case), each kind resolved from a node that sets nothing but its content.
@Suite struct FactoryDefaultsTests {
    /// A default a kind does not accept as a key could be listed by `viewspec kinds` but never
    /// overridden; so could the text and colour keys a factory reads.
    @Test func everyKeyAFactoryReadsIsOneItsKindAccepts() throws {
        for kind in BuiltinKind.allCases {
            let factory = kind.factory
            let descriptor = kind.descriptor
            let accepted = Set(descriptor.properties.map(\.name))
            var read = factory.defaults.map(\.name)
            if let text = factory.text {
                read += [text.property, text.colorProperty]
                read += PropertyGroup.textAppearance.map(\.name)
                if let placeholder = text.placeholder {
                    read += [placeholder.property, placeholder.colorProperty]
                }
            }
            for key in read {
                #expect(accepted.contains(key), "'\(kind.name)' reads '\(key)' but does not accept it")
            }
        }
    }

    // MARK: Labels (A1 Labels)

    @Test(arguments: [
        ("label.header", TextStyle.title1, 28.0, "#FFFFFF", 1, 0.5 as Double?),
        ("label.body", .body, 17, "#F0F1F4", 0, nil),
        ("label.inputLabel", .caption1, 12, "#6A75A3", 1, 0.5),
        ("label.hint", .caption1, 12, "#6A75A3", 0, nil),
    ])
    func labelDefaults(kind: String, style: TextStyle, size: Double, hex: String, lines: Int, shrink: Double?)
        throws
    {
        let tree = try resolvedTree(screen("- \(kind): Hello"))
        let label = try tree.first(kind)
        let text = try #require(label.text)
        #expect(text.string == "Hello")
        #expect(text.role == .text)
        #expect(text.textStyle == style)
        #expect(text.font.size == size)
        #expect(text.font.weight == .regular)
        #expect(text.color == navy(hex))
        #expect(text.lines == lines)
        #expect(text.alignment == .left)
        #expect(text.minimumScale == shrink)
        // Every ViewFactory label has a transparent background.
        #expect(label.appearance.background == nil)
    }

    @Test func labelColoursAreTheNavyRoles() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.header: A
                - label.body: B
                - label.inputLabel: C
                - label.hint: D
                """))
        #expect(try tree.first("label.header").text?.color == tree.palette["labelHeader"])
        #expect(try tree.first("label.body").text?.color == tree.palette["labelBody"])
        #expect(try tree.first("label.inputLabel").text?.color == tree.palette["labelInput"])
        #expect(try tree.first("label.hint").text?.color == tree.palette["labelHint"])
    }

    // MARK: Inputs (A1 Input)

    @Test(arguments: [("input.text", "default"), ("input.number", "number")])
    func inputDefaults(kind: String, keyboard: String) throws {
        let tree = try resolvedTree(screen("- \(kind): {}"))
        let input = try tree.first(kind)
        #expect(input.heightRules == ["== 48 @1000"])
        #expect(input.backgroundColor == navy("#222950"))
        #expect(input.control == .textInput(keyboard: keyboard))
        let text = try #require(input.text)
        // No text: the literal placeholder "placeholder" shows, in inputPlaceholder.
        #expect(text.string == "placeholder")
        #expect(text.role == .placeholder)
        #expect(text.color == navy("#6A75A3"))
        #expect(text.textStyle == .body)
        #expect(text.font.size == 17)
        #expect(text.lines == 1)
    }

    @Test(arguments: ["input.text", "input.number"])
    func inputTextIsOnInput(kind: String) throws {
        let tree = try resolvedTree(screen("- \(kind): { text: \"42\" }"))
        let text = try #require(try tree.first(kind).text)
        #expect(text.string == "42")
        #expect(text.role == .text)
        #expect(text.color == navy("#F0F1F4"))
        #expect(text.textStyle == .body)
        #expect(text.font.size == 17)
    }

    @Test func aWrittenPlaceholderReplacesTheLiteral() throws {
        let tree = try resolvedTree(screen("- input.text: you@example.com"))
        let text = try #require(try tree.first("input.text").text)
        #expect(text.string == "you@example.com")
        #expect(text.role == .placeholder)
        #expect(text.color == navy("#6A75A3"))
    }

    // MARK: Buttons (A1 Buttons)

    @Test func negativeButton() throws {
        let tree = try resolvedTree(screen("- button.negative: Cancel"))
        let button = try tree.first("button.negative")
        #expect(button.heightRules == ["== 40 @1000"])
        #expect(button.widthRules.isEmpty)
        #expect(button.appearance.cornerRadius == .points(8))
        #expect(button.appearance.border == Border(width: 1, color: navy("#FA4A71")))
        #expect(button.backgroundColor == navy("#222950"))
        #expect(button.appearance.zIndex == 6)
        let text = try #require(button.text)
        #expect(text.string == "Cancel")
        #expect(text.role == .title)
        #expect(text.color == navy("#FA4A71"))
    }

    @Test(arguments: [("button.mainFab", 40.0), ("button.miniFab", 32)])
    func floatingActionButtons(kind: String, size: Double) throws {
        let tree = try resolvedTree(screen("- \(kind): plus"))
        let fab = try tree.first(kind)
        let side = "== \(NumberText.plain(size)) @1000"
        #expect(fab.widthRules == [side])
        #expect(fab.heightRules == [side])
        #expect(fab.size.intrinsic == AxisPair(horizontal: size, vertical: size))
        #expect(fab.control == .fab(image: "plus"))
        #expect(
            fab.gradient
                == Gradient(
                    kind: .radial, start: .topLeft, end: .bottomRight,
                    colors: [navy("#7B62FB"), navy("#5E57B3")]))
        #expect(fab.gradient?.start == UnitPoint(x: 0, y: 0))
        #expect(fab.gradient?.end == UnitPoint(x: 1, y: 1))
        #expect(fab.appearance.cornerRadius == .fractionOfHeight(0.5))
        #expect(fab.appearance.cornerRadius?.points(height: size) == size / 2)
        #expect(fab.appearance.tint == navy("#FFFFFF"))
        #expect(fab.appearance.zIndex == 6)
    }

    @Test func fabGradientFollowsThePalette() throws {
        let tree = try resolvedTree(
            screen(
                "- button.mainFab: plus",
                preamble: """
                    palettes:
                      brand: { buttonFabGradientFirst: "#112233", buttonFabGradientLast: "#445566" }
                    palette: brand
                    """))
        #expect(try tree.first("button.mainFab").gradient?.colors == [navy("#112233"), navy("#445566")])
    }

    @Test func aWrittenBackgroundReplacesTheFabGradient() throws {
        let tree = try resolvedTree(screen("- button.miniFab: { image: plus, background: red }"))
        #expect(try tree.first("button.miniFab").backgroundColor == RGBA(red: 1, green: 0, blue: 0))
    }

    // MARK: Stacks (A1 Stacks)

    @Test func verticalStack() throws {
        let tree = try resolvedTree(screen("- stack.vertical: { children: [label.body: A, label.body: B] }"))
        let rules = try #require(try tree.first("stack.vertical").stackRules)
        #expect(rules.axis == .vertical)
        #expect(rules.distribution == .fill)
        #expect(rules.alignment == .leading)
        #expect(rules.spacing == 16)
        #expect(rules.pinsChildrenAcross)
        #expect(rules.margins == .zero)
    }

    @Test func horizontalStack() throws {
        let tree = try resolvedTree(
            screen("- stack.horizontal: { children: [label.body: A, label.body: B] }"))
        let rules = try #require(try tree.first("stack.horizontal").stackRules)
        #expect(rules.axis == .horizontal)
        #expect(rules.distribution == .fillEqually)
        #expect(rules.alignment == .leading)
        #expect(rules.spacing == 16)
        #expect(rules.pinsChildrenAcross)
    }

    @Test func plainStackIsUIStackViewsDefaults() throws {
        let tree = try resolvedTree(screen("- stack: { children: [label.body: A] }"))
        let rules = try #require(try tree.first("stack").stackRules)
        #expect(rules.axis == .vertical)
        #expect(rules.distribution == .fill)
        #expect(rules.alignment == .fill)
        #expect(rules.spacing == 0)
        #expect(!rules.pinsChildrenAcross)
    }

    @Test func twoColumns() throws {
        let tree = try resolvedTree(
            screen(
                """
                - stack.twoColumns:
                    id: cols
                    left: [label.body: A, label.body: B]
                    right: [label.hint: C]
                """))
        let row = try tree.view(id: "cols")
        let outer = try #require(row.stackRules)
        #expect(outer.axis == .horizontal)
        #expect(outer.distribution == .fillEqually)
        #expect(outer.alignment == .center)
        #expect(outer.spacing == 24)
        #expect(outer.pinsChildrenAcross)

        let columns = tree.children(of: row)
        #expect(columns.map(\.id) == ["cols/column[0]", "cols/column[1]"])
        for column in columns {
            #expect(column.isSynthesized)
            #expect(column.kind.name == "stack")
            let rules = try #require(column.stackRules)
            #expect(rules.axis == .vertical)
            #expect(rules.distribution == .equalCentering)
            #expect(rules.alignment == .center)
            #expect(rules.spacing == 24)
            #expect(rules.pinsChildrenAcross)
        }
        #expect(tree.children(of: columns[0]).map { $0.text?.string } == ["A", "B"])
        #expect(tree.children(of: columns[1]).map { $0.text?.string } == ["C"])
    }

    @Test func labeledView() throws {
        let tree = try resolvedTree(
            screen("- stack.labeledView: { children: [label.inputLabel: Email, input.text: {}] }"))
        let rules = try #require(try tree.first("stack.labeledView").stackRules)
        #expect(rules.axis == .vertical)
        #expect(rules.distribution == .fill)
        #expect(rules.alignment == .leading)
        #expect(rules.spacing == 4)
        #expect(rules.pinsChildrenAcross)
    }

    // MARK: Scroll (A1 Scroll)

    @Test func verticalScrollPinsToTheSafeAreaWithoutALayout() throws {
        let tree = try resolvedTree(screen("- scroll.vertical: { children: [label.body: A, label.body: B] }"))
        let scroll = try tree.first("scroll.vertical")
        #expect(scroll.scrolls)
        #expect(scroll.arrangement == .page(horizontal: 0, vertical: []))
        #expect(
            Set(scroll.expressionPlans) == [
                "top == safeArea.top", "bottom == safeArea.bottom", "leading == safeArea.leading",
                "trailing == safeArea.trailing",
            ])
        #expect(scroll.layout.count == 4)
    }

    @Test func verticalScrollWithALayoutKeepsOnlyItsOwn() throws {
        let tree = try resolvedTree(
            screen("- scroll.vertical: { layout: [{ top: 8 }], children: [label.body: A] }"))
        let scroll = try tree.first("scroll.vertical")
        #expect(scroll.layout.count == 1)
        #expect(scroll.expressionPlans.isEmpty)
    }

    @Test func verticalScrollPaddingAndSpacings() throws {
        let tree = try resolvedTree(
            screen(
                "- scroll.vertical: { padding: 16, spacings: [24, 8, 24], children: [label.body: A, label.body: B] }"
            ))
        #expect(
            try tree.first("scroll.vertical").arrangement == .page(horizontal: 16, vertical: [24, 8, 24]))
    }

    // MARK: Table (A1 Table, BaseCell)

    @Test func tableRowsAreBaseCells() throws {
        let tree = try resolvedTree(
            screen(
                """
                - table:
                    id: list
                    cell: { label.body: $title }
                    rows: [{ title: A }, { title: B }, { title: C }]
                """))
        let table = try tree.view(id: "list")
        let baseCell = EdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        #expect(table.arrangement == .rows(rowHeight: nil, cellInsets: baseCell, accessory: .none))
        #expect(table.scrolls)
        let cells = tree.children(of: table)
        #expect(cells.map(\.id) == ["list/cell[0]", "list/cell[1]", "list/cell[2]"])
        for cell in cells {
            #expect(cell.kind.name == "cell")
            #expect(cell.isSynthesized)
            #expect(cell.arrangement == .wrapper(position: .fill, insets: baseCell))
            #expect(cell.children.count == 1)
        }
        #expect(cells.flatMap { tree.children(of: $0) }.map { $0.text?.string } == ["A", "B", "C"])
    }

    @Test func tableInsetsAndRowHeight() throws {
        let tree = try resolvedTree(
            screen(
                """
                - table:
                    id: list
                    rowHeight: 44
                    insets: 8
                    cell: { label.body: $title }
                    rows: [{ title: A }]
                """))
        let eight = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        #expect(
            try tree.view(id: "list").arrangement == .rows(rowHeight: 44, cellInsets: eight, accessory: .none)
        )
        #expect(try tree.view(id: "list/cell[0]").arrangement == .wrapper(position: .fill, insets: eight))
    }

    // MARK: Card (A1 Card)

    @Test func card() throws {
        let tree = try resolvedTree(screen("- card: { children: [label.header: Title, label.body: Body] }"))
        let card = try tree.first("card")
        #expect(card.backgroundColor == navy("#2A3464"))
        #expect(card.appearance.cornerRadius == .points(8))
        #expect(
            card.appearance.shadow
                == Shadow(
                    color: RGBA(red: 0, green: 0, blue: 0), opacity: 0.2, radius: 4, offsetX: 4, offsetY: 4))
        #expect(card.appearance.zIndex == 4)
        #expect(!card.appearance.clipsToBounds)
        let rules = try #require(card.stackRules)
        #expect(rules.axis == .vertical)
        #expect(rules.margins == EdgeInsets(top: 24, left: 16, bottom: 24, right: 16))
        #expect(rules.spacing == 16)
        #expect(tree.children(of: card).map(\.kind.name) == ["label.header", "label.body"])
    }

    @Test func cardInsetsAndSpacingOverride() throws {
        let tree = try resolvedTree(
            screen("- card: { insets: [8, 4], spacing: 2, children: [label.body: A] }"))
        let rules = try #require(try tree.first("card").stackRules)
        #expect(rules.margins == EdgeInsets(top: 8, left: 4, bottom: 8, right: 4))
        #expect(rules.spacing == 2)
    }

    // MARK: Wrappers (A4)

    @Test func spacer() throws {
        let tree = try resolvedTree(screen("- spacer: { insets: [8, 16], child: { label.body: A } }"))
        let spacer = try tree.first("spacer")
        #expect(
            spacer.arrangement == .wrapper(position: .fill, insets: EdgeInsets(vertical: 8, horizontal: 16)))
        #expect(tree.children(of: spacer).map(\.kind.name) == ["label.body"])
    }

    @Test func spacerDefaultsToNoInsets() throws {
        let tree = try resolvedTree(screen("- spacer: { child: { view: {} } }"))
        #expect(try tree.first("spacer").arrangement == .wrapper(position: .fill, insets: .zero))
    }

    @Test func rounderClipsAndRoundsByAFractionOfTheHeight() throws {
        let tree = try resolvedTree(screen("- rounder: { child: { image: avatar } }"))
        let rounder = try tree.first("rounder")
        #expect(rounder.appearance.clipsToBounds)
        #expect(rounder.appearance.cornerRadius == .fractionOfHeight(0.5))
        #expect(rounder.appearance.cornerRadius?.points(height: 60) == 30)
        #expect(rounder.arrangement == .wrapper(position: .fill, insets: .zero))
        #expect(tree.children(of: rounder).map(\.kind.name) == ["image"])
    }

    @Test(arguments: [
        (0.25, CornerRadius.fractionOfHeight(0.25)), (1, .points(1)), (12, .points(12)),
    ])
    func rounderRadiusBelowOneIsAFraction(radius: Double, expected: CornerRadius) throws {
        let tree = try resolvedTree(screen("- rounder: { radius: \(radius), child: { view: {} } }"))
        #expect(try tree.first("rounder").appearance.cornerRadius == expected)
    }

    @Test func dashed() throws {
        let tree = try resolvedTree(
            screen("- dashed: { dash: [4, 2], width: 2, color: labelHint, child: { view: {} } }"))
        let dashed = try tree.first("dashed")
        #expect(dashed.appearance.border == Border(width: 2, color: navy("#6A75A3"), dash: [4, 2]))
        #expect(dashed.arrangement == .wrapper(position: .fill, insets: .zero))
        // On `dashed`, `width` is the line's: no width rule.
        #expect(dashed.widthRules.isEmpty)
    }

    @Test func dashedDefaultsToAClearOnePointLine() throws {
        let tree = try resolvedTree(screen("- dashed: { child: { view: {} } }"))
        let border = try #require(try tree.first("dashed").appearance.border)
        #expect(border.width == 1)
        #expect(border.color.alpha == 0)
        #expect(!border.dash.isEmpty)
    }

    @Test(arguments: ContentPosition.allCases)
    func contentPositions(position: ContentPosition) throws {
        let tree = try resolvedTree(
            screen("- content: { position: \(position.rawValue), child: { button.miniFab: plus } }"))
        #expect(try tree.first("content").arrangement == .wrapper(position: position, insets: .zero))
    }

    @Test func contentDefaultsToCentreAndTakesInsets() throws {
        let tree = try resolvedTree(
            screen(
                """
                - content: { child: { view: {} } }
                - content: { position: bottomRight, insets: 8, child: { view: {} } }
                """))
        let contents = tree.all("content")
        #expect(contents[0].arrangement == .wrapper(position: .center, insets: .zero))
        #expect(
            contents[1].arrangement
                == .wrapper(position: .bottomRight, insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)))
    }

    @Test func blur() throws {
        let tree = try resolvedTree(
            screen(
                """
                - blur: { effect: dark, child: { label.body: Frosted } }
                - blur: { effect: light, vibrancy: label, child: { view: {} } }
                """))
        let blurs = tree.all("blur")
        #expect(blurs[0].control == .blur(effect: "dark", vibrancy: "fill"))
        #expect(blurs[0].arrangement == .wrapper(position: .fill, insets: .zero))
        #expect(blurs[1].control == .blur(effect: "light", vibrancy: "label"))
    }

    // MARK: Hugging and compression resistance

    @Test func uiKitPrioritiesByDefault() throws {
        let tree = try resolvedTree(screen("- label.body: A\n- view: {}\n- button.negative: B"))
        for view in tree.views {
            #expect(view.size.hugging == AxisPair(Priority(250)), "\(view.id)")
            #expect(view.size.compressionResistance == AxisPair(Priority(750)), "\(view.id)")
        }
    }

    @Test func priorityOverrides() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.body: { id: a, text: A, hugging: 251 }
                - label.body: { id: b, text: B, compressionResistance: { vertical: 1000 } }
                - label.body: { id: c, text: C, hugging: { horizontal: 1 }, compressionResistance: high }
                """))
        let a = try tree.view(id: "a")
        #expect(a.size.hugging == AxisPair(Priority(251)))
        #expect(a.size.compressionResistance == AxisPair(Priority(750)))
        let b = try tree.view(id: "b")
        #expect(b.size.hugging == AxisPair(Priority(250)))
        #expect(b.size.compressionResistance == AxisPair(horizontal: Priority(750), vertical: Priority(1000)))
        let c = try tree.view(id: "c")
        #expect(c.size.hugging == AxisPair(horizontal: Priority(1), vertical: Priority(250)))
        #expect(c.size.compressionResistance == AxisPair(Priority(750)))
    }
}
