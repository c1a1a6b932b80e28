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

/// `PlanItem.tokenReferences` walks the plan types by hand; these tests hold it to what the
/// reflection walk it replaced found, over every plan form that takes a length.
@Suite struct TokenReferencesTests {
    @Test func everyFormFindsWhatReflectionFinds() throws {
        let items = try planItems(
            """
            viewspec: 1
            root:
              view:
                layout:
                  - top: $a
                  - bottom: ">= title.top + $b @high"
                  - edges: { insets: [$c, $d], to: safeArea }
                  - horizontal: [$e, 4]
                  - vertical: { insets: { top: $f, bottom: 2 } }
                  - center: { to: title, offset: [$g, $h] }
                  - size: [$i, $j]
                  - size: { width: $k }
                  - size: { to: title, multiplier: 2, constant: $l }
                  - at: { edges: topLeft, insets: $m }
                  - below: { view: title, spacing: $n }
                  - inBetween: { views: [title, body], insets: $o }
                  - setStack: { views: [title, body], horizontal: $p, vertical: [$q, 8, $r] }
                  - alignHorizontally: { views: [title, body], left: $s, spacing: $t, right: $u, firstTop: $v }
                  - alignVertically: { views: [title, body], top: 1, spacing: 2, bottom: 3 }
                  - zStack: { views: [title, body], first: { top: $w }, second: { right: $x } }
                  - "width == title.width * 0.5 - $y @750"
                  - "H:|-$z-[title(>=$aa)]-(<=$ab)-[body]-$ac-|"
                children:
                  - label.body: { id: title, text: A }
                  - label.body: { id: body, text: B }
            """)
        #expect(items.count == 18)
        var names: [String] = []
        for item in items {
            let walked = item.tokenReferences
            let reflected = Self.reflectedReferences(item)
            #expect(walked.map(\.name) == reflected.map(\.name))
            #expect(walked.map(\.range) == reflected.map(\.range))
            names += walked.map(\.name)
        }
        #expect(names.contains("y") && names.contains("ac") && names.contains("aa"))
    }

    @Test(arguments: SpecCheckerTests.gallerySpecs())
    func galleryPlansFindWhatReflectionFinds(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for item in try planItems(text) {
            #expect(item.tokenReferences.map(\.range) == Self.reflectedReferences(item).map(\.range))
        }
    }

    private func planItems(_ text: String) throws -> [PlanItem] {
        let file = SourceFile(path: "test.yaml", bytes: Array(text.utf8))
        var bag = DiagnosticBag()
        let root = try #require(YAMLParser.parse(file, diagnostics: &bag))
        let spec = try #require(SpecDecoder.decode(root, diagnostics: &bag))
        var items = spec.constraints
        if let root = spec.root {
            items += root.layout
            root.forEachDescendant { items += $0.layout }
        }
        return items
    }

    /// The implementation `tokenReferences` replaced: every `Length` reachable by reflection.
    static func reflectedReferences(_ item: PlanItem) -> [(name: String, range: SourceRange)] {
        var found: [(name: String, range: SourceRange)] = []
        func visit(_ value: Any, depth: Int) {
            guard depth < 24 else { return }
            if let length = value as? Length {
                if case .reference(let name, let range) = length,
                    !found.contains(where: { $0.range == range })
                {
                    found.append((name, range))
                }
                return
            }
            for child in Mirror(reflecting: value).children {
                visit(child.value, depth: depth + 1)
            }
        }
        visit(item, depth: 0)
        return found
    }
}
