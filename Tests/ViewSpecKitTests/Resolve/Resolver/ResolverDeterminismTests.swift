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

/// The same spec resolves to the same tree, every time: no dictionary order reaches the
/// output.
@Suite struct ResolverDeterminismTests {
    static let mixed = """
        viewspec: 1
        tokens:
          padding: { gutter: 20 }
          color: { brand: "#FF6A00" }
        styles:
          label: { color: labelBody }
          .pill: { cornerRadius: 0.5, background: $brand }
        components:
          field:
            params: { label: string, placeholder: { type: string, default: "" } }
            body:
              stack.labeledView:
                children:
                  - label.inputLabel: { id: caption, text: $label }
                  - input.text: { placeholder: $placeholder }
          section:
            params: { title: string }
            body:
              card:
                children:
                  - label.header: $title
                  - slot
        root:
          view:
            children:
              - scroll.vertical:
                  children:
                    - section:
                        title: Account
                        children:
                          - field: { id: email, label: Email }
                          - field: { id: name, label: Name, placeholder: Jane }
                          - button.negative: { title: Save, style: pill }
                    - stack.twoColumns:
                        left: [label.body: A, label.hint: B]
                        right: [button.mainFab: plus]
                    - table:
                        id: list
                        cell:
                          stack.horizontal:
                            spacing: $gap
                            children:
                              - label.body: { id: title, text: $title }
                              - label.hint: $detail
                        rows:
                          - { title: Wi-Fi, detail: Home, gap: 8 }
                          - { title: Bluetooth, detail: "On", gap: 12 }
                          - { title: Cellular, detail: "Off", gap: $gutter }
                    - rounder: { child: { spacer: { insets: 8, child: { label.body: Inside } } } }
        """

    @Test func resolvingTwiceGivesTheSameDump() throws {
        let first = try resolvedTree(Self.mixed)
        let second = try resolvedTree(Self.mixed)
        #expect(first.dump() == second.dump())
        #expect(first.views == second.views)
    }

    @Test func manyRunsAgree() throws {
        let reference = try resolvedTree(Self.mixed).dump()
        for _ in 0..<10 {
            #expect(try resolvedTree(Self.mixed).dump() == reference)
        }
    }

    @Test func outputIdsAreUnique() throws {
        let tree = try resolvedTree(Self.mixed)
        let ids = tree.views.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    @Test func viewsAreDepthFirst() throws {
        let tree = try resolvedTree(Self.mixed)
        #expect(tree.views[0].parent == nil)
        for (index, view) in tree.views.enumerated() {
            for child in view.children {
                #expect(child > index)
                #expect(tree.views[child].parent == index)
            }
            // Children in document order, each subtree contiguous.
            #expect(view.children == view.children.sorted())
        }
    }

    @Test(arguments: ["components.yaml", "factories.yaml", "styles.yaml", "wrappers.yaml", "palettes.yaml"])
    func galleryDumpsAreStable(name: String) throws {
        let path = PackageFiles.path("specs/gallery/" + name)
        let first = Pipeline.validate(path: path)
        let second = Pipeline.validate(path: path)
        #expect(!first.hasErrors, "\(first.diagnostics.map(\.message))")
        let a = try #require(first.tree)
        let b = try #require(second.tree)
        #expect(a.dump() == b.dump())
    }
}
