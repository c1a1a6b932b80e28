import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The resolver works a kind's appearance, size rules and text setting out once per document and
/// hands them to every node of the kind whose own layers leave them alone.
///
/// A node's own properties, named styles and variants must still win, whichever node of the kind
/// came first, and the memo must hold only within the document and run it was made for.
@Suite struct KindMemoTests {
    private static let red = RGBA(red: 1, green: 0, blue: 0)
    private static let plain = "- label.body: { id: plain, text: Plain }"
    private static let other = "- label.body: { id: other, text: Other }"
    private static let changed =
        "- label.body: { id: changed, text: Changed, color: red, background: red, lines: 3, height: 30 }"

    @Test(arguments: [[plain, changed, other], [changed, plain, other]])
    func aNodesOwnPropertiesStillWinWhicheverNodeCameFirst(nodes: [String]) throws {
        let tree = try resolvedTree(screen(nodes.joined(separator: "\n")))
        for id in ["plain", "other"] {
            let view = try tree.view(id: id)
            #expect(view.text?.color == navy("#F0F1F4"))
            #expect(view.text?.lines == 0)
            #expect(view.appearance.background == nil)
            #expect(view.size.height.isEmpty)
        }
        let changed = try tree.view(id: "changed")
        #expect(changed.text?.color == Self.red)
        #expect(changed.text?.lines == 3)
        #expect(changed.appearance.background == .color(Self.red))
        #expect(changed.heightRules == ["== 30 @1000"])
    }

    @Test func viewsOfAKindThatLookAlikeShareOneAppearanceAndOneTextSetting() throws {
        let tree = try resolvedTree(screen([Self.plain, Self.changed, Self.other].joined(separator: "\n")))
        let plain = try tree.view(id: "plain")
        let other = try tree.view(id: "other")
        let changed = try tree.view(id: "changed")
        #expect(plain.sharedAppearance.isShared(with: other.sharedAppearance))
        #expect(!plain.sharedAppearance.isShared(with: changed.sharedAppearance))
        let setting = try #require(plain.text?.setting)
        #expect(try #require(other.text?.setting).isShared(with: setting))
        #expect(try !#require(changed.text?.setting).isShared(with: setting))
    }

    @Test(arguments: [true, false])
    func namedStylesAndVariantsAreAboveTheKindsBase(styledFirst: Bool) throws {
        let preamble = """
            styles:
              .warn: { color: red, alpha: 0.5 }
            components:
              label.loud:
                extends: label.body
                properties: { lines: 2, zIndex: 3 }
            """
        let nodes = [
            "- label.body: { id: styled, text: S, style: warn }", "- label.loud: { id: loud, text: L }",
            Self.plain,
        ]
        let tree = try resolvedTree(
            screen((styledFirst ? nodes : nodes.reversed()).joined(separator: "\n"), preamble: preamble))
        let styled = try tree.view(id: "styled")
        #expect(styled.text?.color == Self.red && styled.appearance.alpha == 0.5)
        let loud = try tree.view(id: "loud")
        #expect(loud.text?.lines == 2 && loud.appearance.zIndex == 3)
        let plain = try tree.view(id: "plain")
        #expect(plain.text?.color == navy("#F0F1F4") && plain.text?.lines == 0)
        #expect(plain.appearance.alpha == 1 && plain.appearance.zIndex == 0)
    }

    @Test(arguments: [true, false])
    func aPlaceholderIsSetApartFromEnteredText(placeholderFirst: Bool) throws {
        let nodes = [
            "- input.text: { id: empty, placeholder: Name }", "- input.text: { id: filled, text: Jane }",
        ]
        let tree = try resolvedTree(
            screen((placeholderFirst ? nodes : nodes.reversed()).joined(separator: "\n")))
        let palette = ResolvedPalette.navy
        let empty = try #require(tree.view(id: "empty").text)
        #expect(empty.role == .placeholder && empty.color == palette["inputPlaceholder"])
        let filled = try #require(tree.view(id: "filled").text)
        #expect(filled.role == .text && filled.color == palette["onInput"])
    }

    @Test func aFactorysSizeDefaultIsPlacedAtEachView() throws {
        let spec = screen("- input.text: { id: a, placeholder: A }\n- input.text: { id: b, placeholder: B }")
        let tree = try resolvedTree(spec)
        for id in ["a", "b"] {
            let view = try tree.view(id: id)
            let height = try #require(view.size.height.first)
            #expect(height.isFactoryDefault)
            #expect(height.range == view.range)
        }
        #expect(try tree.view(id: "a").range != tree.view(id: "b").range)
    }

    /// A memo replays no reports, so what reports something is read again for every node.
    @Test func whatIsReportedIsReportedForEveryNode() {
        let spec = screen(
            [Self.plain, Self.other, "- label.body: { id: third, text: Third }"].joined(separator: "\n"),
            preamble: "styles:\n  label.body: { font: { family: Helvetica } }")
        let reports = resolveSpec(spec).diagnostics.filter { $0.id == "unknown-font-family" }
        #expect(reports.count == 3)
    }

    @Test func eachRunMakesItsOwnMemo() throws {
        let spec = screen(Self.plain + "\n" + Self.other, preamble: "palette: system")
        let large = try resolvedTree(spec, options: Pipeline.Options(contentSize: .large))
        let huge = try resolvedTree(spec, options: Pipeline.Options(contentSize: .ax5))
        #expect(try large.view(id: "other").text?.font.size != huge.view(id: "other").text?.font.size)
        let light = try resolvedTree(spec, options: Pipeline.Options(appearance: .light))
        let dark = try resolvedTree(spec, options: Pipeline.Options(appearance: .dark))
        #expect(try light.view(id: "other").text?.color != dark.view(id: "other").text?.color)
    }

    /// An embedded spec is a document of its own: its kinds' memos are its own, made with its
    /// palette.
    @Test func anEmbeddedSpecHasMemosOfItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewspec-kind-memo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = screen(Self.plain + "\n- embed: { id: part, file: part.yaml }\n" + Self.other)
        let part = """
            viewspec: 1
            palettes:
              brand: { extends: navy, labelBody: "#FF0000" }
            palette: brand
            root:
              label.body: { id: inner, text: Inner }
            """
        try host.write(to: folder.appendingPathComponent("host.yaml"), atomically: true, encoding: .utf8)
        try part.write(to: folder.appendingPathComponent("part.yaml"), atomically: true, encoding: .utf8)
        var options = Pipeline.Options()
        options.audits = false
        let result = Pipeline.validate(
            path: folder.appendingPathComponent("host.yaml").path, options: options)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let tree = try #require(result.tree)
        #expect(try tree.view(id: "plain").text?.color == navy("#F0F1F4"))
        #expect(try tree.view(id: "part").text?.color == Self.red)
        #expect(try tree.view(id: "other").text?.color == navy("#F0F1F4"))
    }
}
