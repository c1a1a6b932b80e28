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
