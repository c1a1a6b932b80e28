import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecResolve

/// UIKit's own kinds take their default colours from UIKit's dynamic system colours: in a dark
/// cell they are the dark values, never light ones on a dark screen.
@Suite struct DynamicDefaultsTests {
    static let kinds = """
        - label: { id: label, text: Hello }
        - textView: { id: notes, text: Notes }
        - textField: { id: field, placeholder: Name }
        - switch: { id: toggle, on: true }
        """

    static func tree(_ appearance: ColorAppearance) throws -> ResolvedTree {
        try resolvedTree(
            screen(Self.kinds, preamble: "palette: system"), options: Pipeline.Options(appearance: appearance)
        )
    }

    @Test(arguments: ColorAppearance.allCases)
    func uikitsKindsTakeTheAppearancesSystemColours(appearance: ColorAppearance) throws {
        let tree = try Self.tree(appearance)
        func named(_ name: String) -> RGBA? { RGBA.named(name, in: appearance) }
        #expect(try tree.view(id: "label").text?.color == named("label"))
        #expect(try tree.view(id: "notes").text?.color == named("label"))
        #expect(
            try tree.view(id: "notes").appearance.background
                == .color(try #require(named("systemBackground"))))
        #expect(try tree.view(id: "field").text?.color == named("placeholderText"))
        #expect(try tree.view(id: "toggle").appearance.tint == named("systemGreen"))
        guard case .textField(_, _, let line) = try tree.view(id: "field").control else {
            Issue.record("a text field's control")
            return
        }
        #expect(line == named("separator"))
    }

    @Test func darkValuesAreUIKits() {
        #expect(RGBA.named("label", in: .dark) == RGBA(255, 255, 255))
        #expect(RGBA.named("systemBackground", in: .dark) == RGBA(0, 0, 0))
        #expect(RGBA.named("label", in: .light) == RGBA(0, 0, 0))
        #expect(RGBA.named("white", in: .dark) == RGBA(255, 255, 255))
    }
}

/// A colour token, a colour written on a node and a gradient's stop take `{ light, dark }`, as
/// UIColor's dynamic provider does; each cell resolves the side of its appearance.
@Suite struct DynamicColourTests {
    static let spec = """
        viewspec: 1
        device: { name: test, width: 400, height: 600 }
        palette: system
        tokens:
          color:
            brand: { light: "#0055CC", dark: "#66AAFF" }
        root:
          view:
            id: screen
            background: { light: white, dark: "#101010" }
            children:
              - label: { id: token, text: Brand, color: $brand }
              - label: { id: role, text: Role, color: { light: labelBody, dark: "#EEEEEE" } }
        """

    @Test(arguments: [
        (ColorAppearance.light, "#0055CC", "#000000", "#FFFFFF"),
        (.dark, "#66AAFF", "#EEEEEE", "#101010"),
    ])
    func eachAppearanceTakesItsSide(appearance: ColorAppearance, token: String, role: String, screen: String)
        throws
    {
        let tree = try resolvedTree(Self.spec, options: Pipeline.Options(appearance: appearance))
        #expect(try tree.view(id: "token").text?.color.description == token)
        #expect(try tree.view(id: "role").text?.color.description == role)
        guard case .color(let background)? = try tree.view(id: "screen").appearance.background else {
            Issue.record("the screen's background is a colour")
            return
        }
        #expect(background.description == screen)
    }

    @Test(arguments: [
        ("{ light: white }", "missing-key"),
        ("{ light: white, dark: { light: red, dark: blue } }", "wrong-type"),
        ("{ light: whyte, dark: black }", "unknown-color"),
        ("{ light: white, dark: black, tinted: red }", "unknown-key"),
    ])
    func aDynamicColourNeedsBothSidesOfOneAppearanceEach(written: String, id: String) {
        let result = resolveSpec("viewspec: 1\nroot:\n  view:\n    background: \(written)\n")
        #expect(result.diagnostics.map(\.id).contains(id), "\(result.diagnostics.map(\.message))")
    }
}
