import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Components: parameters, ids and scopes, slots, variants, and a use's styles.
@Suite struct ComponentResolutionTests {
    static let field = """
        components:
          field:
            params:
              label: string
              placeholder: { type: string, default: none }
            body:
              stack.labeledView:
                children:
                  - label.inputLabel: { id: caption, text: $label }
                  - input.text: { placeholder: $placeholder }
        """

    // MARK: Parameters

    @Test func parametersAndDefaults() throws {
        let tree = try resolvedTree(
            screen(
                """
                - field: { id: email, label: Email }
                - field: { id: name, label: Name, placeholder: Jane }
                """, preamble: Self.field))
        #expect(try tree.view(id: "email/caption").text?.string == "Email")
        #expect(try tree.view(id: "email/input.text[1]").text?.string == "none")
        #expect(try tree.view(id: "name/caption").text?.string == "Name")
        #expect(try tree.view(id: "name/input.text[1]").text?.string == "Jane")
    }

    @Test func aScalarUseSetsTheFirstParameter() throws {
        let tree = try resolvedTree(screen("- field: Email", preamble: Self.field))
        #expect(try tree.first("label.inputLabel").text?.string == "Email")
    }

    @Test func aMissingRequiredParameterIsAnError() {
        let result = resolveSpec(screen("- field: { placeholder: x }", preamble: Self.field))
        #expect(result.diagnostics.map(\.id) == ["missing-parameter"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.tree == nil)
    }

    @Test func numberLengthAndColourParameters() throws {
        let tree = try resolvedTree(
            screen(
                "- badge: { id: b, count: 3 }\n- badge: { id: c, count: 12, size: 30, tint: labelHint }",
                preamble: """
                    components:
                      badge:
                        params:
                          count: number
                          tint: { type: color, default: onButtonNegative }
                          size: { type: length, default: 20 }
                        body:
                          label.inputLabel:
                            text: "${count} new"
                            background: $tint
                            width: $size
                            height: $size
                    """))
        let b = try tree.view(id: "b")
        #expect(b.text?.string == "3 new")
        #expect(b.backgroundColor == navy("#FA4A71"))
        #expect(b.widthRules == ["== 20 @1000"])
        #expect(b.heightRules == ["== 20 @1000"])
        let c = try tree.view(id: "c")
        #expect(c.text?.string == "12 new")
        #expect(c.backgroundColor == navy("#6A75A3"))
        #expect(c.widthRules == ["== 30 @1000"])
        // Number arguments are the scope's lengths.
        let inner = try #require(tree.scopes.firstIndex { $0.prefix == "c/" })
        #expect(tree.points("size", in: inner) == 30)
        #expect(tree.points("count", in: inner) == 12)
    }

    // MARK: Ids

    @Test func aUsesIdBecomesTheBodyRootsId() throws {
        let tree = try resolvedTree(screen("- field: { id: email, label: Email }", preamble: Self.field))
        let root = try tree.view(id: "email")
        #expect(root.kind.name == "stack.labeledView")
        #expect(root.component == "field")
        #expect(root.name == "email")
        #expect(tree.children(of: root).map(\.id) == ["email/caption", "email/input.text[1]"])
    }

    @Test func idsInsideBodies() throws {
        let tree = try resolvedTree(screen("- field: { id: email, label: Email }", preamble: Self.field))
        let caption = try tree.view(id: "email/caption")
        // The id as written stays the view's name, for plans in the body's scope.
        #expect(caption.name == "caption")
        let unnamed = try tree.view(id: "email/input.text[1]")
        #expect(unnamed.name == nil)
    }

    @Test func anUnnamedUseGetsAGeneratedId() throws {
        let tree = try resolvedTree(screen("- view: {}\n- field: { label: Email }", preamble: Self.field))
        let root = try tree.view(id: "view[0]/field[1]")
        #expect(root.kind.name == "stack.labeledView")
        #expect(
            tree.children(of: root).map(\.id) == [
                "view[0]/field[1]/caption", "view[0]/field[1]/input.text[1]",
            ])
    }

    @Test func twoUsesOfOneComponentHaveDistinctIds() throws {
        let tree = try resolvedTree(
            screen("- field: { id: a, label: A }\n- field: { id: b, label: B }", preamble: Self.field))
        let ids = tree.views.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("a/caption"))
        #expect(ids.contains("b/caption"))
    }

    // MARK: Slots

    static let section = """
        components:
          section:
            params: { title: string }
            body:
              card:
                children:
                  - label.header: $title
                  - slot
                  - label.hint: end
        """

    @Test func theSlotTakesTheUsesChildren() throws {
        let tree = try resolvedTree(
            screen(
                """
                - section:
                    id: account
                    title: Account
                    children:
                      - label.body: { id: one, text: One }
                      - label.body: Two
                """, preamble: Self.section))
        let card = try tree.view(id: "account")
        #expect(card.kind.name == "card")
        let children = tree.children(of: card)
        #expect(children.map { $0.text?.string } == ["Account", "One", "Two", "end"])
        #expect(children.map(\.kind.name) == ["label.header", "label.body", "label.body", "label.hint"])
        // Slot children were written in the document: their names belong to its scope.
        #expect(children[1].id == "one")
        #expect(tree.view(named: "one", in: 0) == tree.index(of: "one"))
    }

    @Test func anEmptySlotLeavesNothing() throws {
        let tree = try resolvedTree(screen("- section: { id: s, title: T }", preamble: Self.section))
        #expect(tree.children(of: try tree.view(id: "s")).map(\.kind.name) == ["label.header", "label.hint"])
    }

    @Test func nestedComponentsPassAParameterThrough() throws {
        let tree = try resolvedTree(
            screen(
                "- outer: { id: o, title: Hello }",
                preamble: Self.field + "\n" + """
                      outer:
                        params: { title: string }
                        body:
                          card:
                            children:
                              - field: { id: inner, label: $title, placeholder: "${title}!" }
                    """))
        #expect(try tree.view(id: "o").kind.name == "card")
        #expect(try tree.view(id: "o/inner").kind.name == "stack.labeledView")
        #expect(try tree.view(id: "o/inner/caption").text?.string == "Hello")
        #expect(try tree.view(id: "o/inner/input.text[1]").text?.string == "Hello!")
    }

    @Test func aStringParameterPassedThroughIsNoNumberMismatch() throws {
        // Minimal form of the two tests above: a string argument that is itself a `$param`.
        let tree = try resolvedTree(
            """
            viewspec: 1
            components:
              inner:
                params: { label: string }
                body: { label.body: $label }
              outer:
                params: { title: string }
                body: { inner: { label: $title } }
            root:
              outer: { title: Hello }
            """)
        #expect(tree.root.text?.string == "Hello")
        #expect(tree.root.component == "outer")
    }

    @Test func aNumberParameterPassedThroughIsAScopeLength() throws {
        let tree = try resolvedTree(
            """
            viewspec: 1
            components:
              inner:
                params: { side: number }
                body: { view: { id: box, width: $side } }
              outer:
                params: { size: number }
                body: { inner: { id: in, side: $size } }
            root:
              outer: { id: out, size: 30 }
            """)
        // The body root of a body whose root is another use: the view `box`.
        let box = tree.root
        #expect(box.kind.name == "view")
        #expect(box.widthRules == ["== 30 @1000"])
        let inner = try #require(tree.scopes.lastIndex { $0.lengths["side"] != nil })
        #expect(tree.points("side", in: inner) == 30)
        #expect(tree.points("size", in: inner) == 30)
    }

    @Test func nestedComponentsPassSlotContentThrough() throws {
        let tree = try resolvedTree(
            screen(
                """
                - page:
                    id: p
                    title: Outer
                    children:
                      - label.body: { id: deep, text: Deep }
                """,
                preamble: Self.section + "\n" + """
                      page:
                        params: { title: string }
                        body:
                          section:
                            title: $title
                            children:
                              - slot
                    """))
        let card = try tree.view(id: "p")
        #expect(card.kind.name == "card")
        #expect(tree.children(of: card).map { $0.text?.string } == ["Outer", "Deep", "end"])
    }

    // MARK: Variants

    static let variants = """
        components:
          button.primary:
            extends: button.negative
            properties: { background: "#0A84FF", titleColor: white, border: { width: 0 } }
          button.danger:
            extends: button.primary
            properties: { background: "#D0021B" }
        """

    @Test func aVariantPresetsProperties() throws {
        let tree = try resolvedTree(screen("- button.primary: { id: b, title: Go }", preamble: Self.variants))
        let button = try tree.view(id: "b")
        #expect(button.kind.name == "button.negative")
        #expect(button.component == "button.primary")
        #expect(button.backgroundColor == navy("#0A84FF"))
        #expect(button.text?.color == RGBA(red: 1, green: 1, blue: 1))
        #expect(button.appearance.border == nil)
        // The factory's other defaults stay.
        #expect(button.heightRules == ["== 40 @1000"])
        #expect(button.appearance.cornerRadius == .points(8))
    }

    @Test func variantsOfVariants() throws {
        let tree = try resolvedTree(screen("- button.danger: { id: b, title: Go }", preamble: Self.variants))
        let button = try tree.view(id: "b")
        #expect(button.kind.name == "button.negative")
        #expect(button.component == "button.danger")
        // The derived variant wins over its base, which still applies.
        #expect(button.backgroundColor == navy("#D0021B"))
        #expect(button.text?.color == RGBA(red: 1, green: 1, blue: 1))
        #expect(button.appearance.border == nil)
        #expect(button.text?.string == "Go")
    }

    @Test func aUseOverridesItsVariant() throws {
        let tree = try resolvedTree(
            screen("- button.danger: { id: b, title: Go, background: black }", preamble: Self.variants))
        #expect(try tree.view(id: "b").backgroundColor == RGBA(red: 0, green: 0, blue: 0))
    }

    @Test func aVariantOfAComponentWithABodyPresetsParameters() throws {
        let tree = try resolvedTree(
            screen(
                "- field.email: { id: e }",
                preamble: Self.field + "\n" + """
                      field.email:
                        extends: field
                        properties: { label: Email, placeholder: you@example.com }
                    """))
        #expect(try tree.view(id: "e/caption").text?.string == "Email")
        #expect(try tree.view(id: "e/input.text[1]").text?.string == "you@example.com")
    }

    // MARK: Styles on uses

    @Test func aUsesNamedStylesApplyToTheBodyRoot() throws {
        let tree = try resolvedTree(
            screen(
                "- field: { id: e, label: Email, style: wide }",
                preamble: Self.field + "\nstyles:\n  .wide: { background: red, spacing: 9 }"))
        let root = try tree.view(id: "e")
        #expect(root.backgroundColor == RGBA(red: 1, green: 0, blue: 0))
        #expect(root.stackRules?.spacing == 9)
        // Not to the body's other views.
        #expect(try tree.view(id: "e/caption").backgroundColor == nil)
    }

    @Test func aUsesStylesComeAfterTheBodyRootsOwn() throws {
        let tree = try resolvedTree(
            screen(
                "- boxed: { id: b, style: hot }",
                preamble: """
                    styles:
                      .calm: { background: blue, alpha: 0.5 }
                      .hot: { background: red }
                    components:
                      boxed:
                        body:
                          view: { style: calm }
                    """))
        let view = try tree.view(id: "b")
        #expect(view.backgroundColor == RGBA(red: 1, green: 0, blue: 0))
        #expect(view.appearance.alpha == 0.5)
    }

    // MARK: Scopes

    @Test func scopeLookupFindsBodyLocalNamesFirst() throws {
        let tree = try resolvedTree(
            screen(
                """
                - label.body: { id: caption, text: Document }
                - field: { id: email, label: Email }
                """, preamble: Self.field))
        let documentCaption = try #require(tree.index(of: "caption"))
        let bodyCaption = try #require(tree.index(of: "email/caption"))
        #expect(documentCaption != bodyCaption)
        let bodyScope = tree.views[bodyCaption].scope
        #expect(bodyScope != 0)
        #expect(tree.view(named: "caption", in: 0) == documentCaption)
        #expect(tree.view(named: "caption", in: bodyScope) == bodyCaption)
        // Names the body lacks are looked up outwards; the use's own name is the document's.
        #expect(tree.view(named: "email", in: bodyScope) == tree.index(of: "email"))
        #expect(tree.view(named: "email", in: 0) == tree.index(of: "email"))
        #expect(tree.view(named: "nowhere", in: bodyScope) == nil)
        #expect(tree.scopes[bodyScope].prefix == "email/")
        #expect(tree.scopes[bodyScope].parent == 0)
    }

    @Test func theBodyRootLivesInTheUsesScope() throws {
        let tree = try resolvedTree(screen("- field: { id: email, label: Email }", preamble: Self.field))
        #expect(try tree.view(id: "email").scope == 0)
    }
}
