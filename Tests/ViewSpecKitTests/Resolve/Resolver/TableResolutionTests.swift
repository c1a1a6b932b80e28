import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Table rows: the cell template once per row, `$field`s read from the row.
@Suite struct TableResolutionTests {
    static let settings = """
        - table:
            id: list
            cell:
              stack.horizontal:
                children:
                  - label.body: { id: title, text: $title, lines: $lines }
                  - label.hint: "${detail} (${lines})"
            rows:
              - { title: Wi-Fi, detail: Home, lines: 2 }
              - { title: Bluetooth, detail: "On", lines: 3 }
        """

    @Test func fieldsAreSubstitutedPerRow() throws {
        let tree = try resolvedTree(screen(Self.settings))
        #expect(try tree.view(id: "list/cell[0]/title").text?.string == "Wi-Fi")
        #expect(try tree.view(id: "list/cell[0]/title").text?.lines == 2)
        #expect(
            try tree.view(id: "list/cell[0]/stack.horizontal[0]/label.hint[1]").text?.string == "Home (2)")
        #expect(try tree.view(id: "list/cell[1]/title").text?.string == "Bluetooth")
        #expect(try tree.view(id: "list/cell[1]/title").text?.lines == 3)
        #expect(try tree.view(id: "list/cell[1]/stack.horizontal[0]/label.hint[1]").text?.string == "On (3)")
    }

    @Test func cellContentIdsAreScopedByRow() throws {
        let tree = try resolvedTree(screen(Self.settings))
        let cell = try tree.view(id: "list/cell[0]")
        #expect(tree.children(of: cell).map(\.id) == ["list/cell[0]/stack.horizontal[0]"])
        let first = try #require(tree.index(of: "list/cell[0]/title"))
        let second = try #require(tree.index(of: "list/cell[1]/title"))
        // Each row's `title` is found in that row's scope only.
        #expect(tree.view(named: "title", in: tree.views[first].scope) == first)
        #expect(tree.view(named: "title", in: tree.views[second].scope) == second)
        #expect(tree.view(named: "title", in: 0) == nil)
        #expect(tree.views[first].scope == cell.scope)
    }

    @Test func aNumberRowFieldIsAScopeLength() throws {
        let tree = try resolvedTree(screen(Self.settings))
        let first = try tree.view(id: "list/cell[0]")
        let second = try tree.view(id: "list/cell[1]")
        #expect(tree.points("lines", in: first.scope) == 2)
        #expect(tree.points("lines", in: second.scope) == 3)
        // A text field is no length; a padding token still is.
        #expect(tree.points("title", in: first.scope) == nil)
        #expect(tree.points("sixteen", in: first.scope) == 16)
        #expect(tree.points("lines", in: 0) == nil)
    }

    @Test func numberFieldsInLengths() throws {
        let tree = try resolvedTree(
            screen(
                """
                - table:
                    id: list
                    cell: { view: { height: $h, alpha: $a } }
                    rows: [{ h: 44, a: 0.5 }, { h: 60, a: 1 }]
                """))
        #expect(try tree.view(id: "list/cell[0]/view[0]").heightRules == ["== 44 @1000"])
        #expect(try tree.view(id: "list/cell[0]/view[0]").appearance.alpha == 0.5)
        #expect(try tree.view(id: "list/cell[1]/view[0]").heightRules == ["== 60 @1000"])
    }

    @Test func aTableWithoutRowsHasNoCells() throws {
        let tree = try resolvedTree(screen("- table: { id: list, cell: { label.body: $title } }"))
        #expect(try tree.view(id: "list").children.isEmpty)
    }

    @Test func aFieldThatDoesNotFitIsAnError() throws {
        let spec = screen(
            """
            - table:
                id: list
                cell: { label.header: { text: $title, lines: $lines } }
                rows:
                  - { title: A, lines: abc }
                  - { title: B, lines: 2 }
            """)
        let result = resolveSpec(spec)
        #expect(result.diagnostics.map(\.id) == ["argument-does-not-fit"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "'abc' cannot be used here; expected a number")
        // At the row's value, with a note where the template uses it.
        #expect(diagnostic.range?.lower == position(of: "abc", in: spec))
        #expect(diagnostic.notes.map(\.message) == ["used here"])
        #expect(diagnostic.notes.first?.range?.lower == position(of: "$lines", in: spec))
        #expect(result.hasErrors)
        let tree = try #require(result.tree)
        #expect(try tree.view(id: "list/cell[1]/label.header[0]").text?.lines == 2)
    }

    @Test func aFieldThatDoesNotFitKeepsTheDefault() throws {
        // The resolver's documented rule (Resolver+Values.swift): the property keeps its
        // default. label.header's default is 1 line.
        let result = resolveSpec(
            screen(
                """
                - table:
                    id: list
                    cell: { label.header: { text: $title, lines: $lines } }
                    rows: [{ title: A, lines: abc }]
                """))
        #expect(result.diagnostics.map(\.id) == ["argument-does-not-fit"])
        let tree = try #require(result.tree)
        #expect(try tree.view(id: "list/cell[0]/label.header[0]").text?.lines == 1)
    }

    @Test func aColourFieldThatDoesNotFit() throws {
        let result = resolveSpec(
            screen(
                """
                - table:
                    cell: { view: { background: $tint } }
                    rows: [{ tint: 12 }]
                """))
        #expect(result.diagnostics.map(\.id) == ["argument-does-not-fit"])
        #expect(result.diagnostics.first?.message == "12 cannot be used here; expected a colour")
    }

    @Test func colourFields() throws {
        let tree = try resolvedTree(
            screen(
                """
                - table:
                    id: t
                    cell: { view: { background: $tint } }
                    rows: [{ tint: labelHint }, { tint: "#102030" }, { tint: red }]
                """))
        #expect(try tree.view(id: "t/cell[0]/view[0]").backgroundColor == navy("#6A75A3"))
        #expect(try tree.view(id: "t/cell[1]/view[0]").backgroundColor == navy("#102030"))
        #expect(try tree.view(id: "t/cell[2]/view[0]").backgroundColor == RGBA(red: 1, green: 0, blue: 0))
    }

    @Test func aRowFieldMayBeAToken() throws {
        let tree = try resolvedTree(
            screen(
                """
                - table:
                    id: list
                    cell: { stack: { spacing: $gap, children: [label.body: $title] } }
                    rows: [{ title: A, gap: $gutter }, { title: B, gap: 4 }]
                """,
                preamble: "tokens:\n  padding: { gutter: 20 }"))
        #expect(try tree.view(id: "list/cell[0]/stack[0]").stackRules?.spacing == 20)
        #expect(try tree.view(id: "list/cell[1]/stack[0]").stackRules?.spacing == 4)
    }

    @Test func aTokenInsideTheTemplateIsAnUndefinedField() {
        // Inside a cell template every `$x` names a row field (docs/spec-language.md).
        let result = resolveSpec(
            screen(
                "- table: { cell: { stack: { spacing: $gutter } }, rows: [{ a: 1 }] }",
                preamble: "tokens:\n  padding: { gutter: 20 }"))
        #expect(result.diagnostics.map(\.id).contains("undefined-parameter"))
        #expect(result.tree == nil)
    }

    @Test func collectionCells() throws {
        let tree = try resolvedTree(
            screen(
                """
                - collection:
                    id: grid
                    columns: 3
                    cell: { label.body: $name }
                    rows: [{ name: A }, { name: B }]
                """))
        let grid = try tree.view(id: "grid")
        #expect(grid.arrangement == .grid(columns: 3, spacing: 8, insets: .zero))
        #expect(tree.children(of: grid).map(\.id) == ["grid/cell[0]", "grid/cell[1]"])
        #expect(try tree.view(id: "grid/cell[1]/label.body[0]").text?.string == "B")
    }
}
