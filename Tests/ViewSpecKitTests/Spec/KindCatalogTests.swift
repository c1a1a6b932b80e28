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

@Suite struct KindCatalogTests {
    /// The kinds of docs/spec-language.md's Kinds table, in its order.
    static func documentedKinds() throws -> [String] {
        let text = try PackageFiles.read("docs/spec-language.md")
        let section = try #require(text.components(separatedBy: "## Kinds\n").dropFirst().first)
        var kinds: [String] = []
        for line in section.components(separatedBy: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let firstColumn = line.components(separatedBy: "|")[1]
            let names = firstColumn.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }
            kinds += names.map(\.element)
        }
        return kinds
    }

    /// docs/spec-language.md says which kinds take `children`, `child`, `left`/`right` and `cell`:
    /// each list is the catalogue's.
    @Test func theDocumentedContentIsTheCatalogues() throws {
        let text = try PackageFiles.read("docs/spec-language.md")
        let lists: [(prefix: String, content: KindDescriptor.Content)] = [
            ("- `children` ", .children), ("- `child` ", .child), ("- `left` and `right` ", .columns),
            ("- `cell` ", .cell),
        ]
        for (prefix, content) in lists {
            let line = try #require(
                text.components(separatedBy: "\n").first { $0.hasPrefix(prefix) }, "\(prefix)")
            let named = line.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
                .components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                .filter { KindCatalog.kind(named: $0) != nil }
            let expected = KindCatalog.all.filter { $0.content == content }.map(\.name)
            #expect(named == expected, "\(prefix)")
        }
    }

    @Test func catalogueListsTheDocumentedKindsInOrder() throws {
        #expect(KindCatalog.names == (try Self.documentedKinds()))
    }

    @Test func everyMainPropertyIsAPropertyOfItsKind() {
        for kind in KindCatalog.all {
            if let main = kind.mainProperty {
                #expect(kind.property(main) != nil, "\(kind.name).\(main)")
            }
            #expect(!kind.summary.isEmpty, "\(kind.name)")
        }
    }

    @Test func contentDecidesWhichChildKeysAKindTakes() {
        for kind in KindCatalog.all {
            let keys = kind.properties.map(\.name)
            #expect(keys.contains("children") == (kind.content == .children), "\(kind.name)")
            #expect(keys.contains("child") == (kind.content == .child), "\(kind.name)")
            #expect(keys.contains("cell") == (kind.content == .cell), "\(kind.name)")
            #expect(keys.contains("left") == (kind.content == .columns), "\(kind.name)")
        }
    }

    @Test func everyKindButSlotHasTheNodeKeysAndCommonProperties() {
        for kind in KindCatalog.all where kind.name != "slot" {
            let keys = kind.properties.map(\.name)
            for key in ["id", "layout", "background", "alpha", "width", "height"] {
                #expect(keys.contains(key), "\(kind.name) lacks \(key)")
            }
        }
    }

    @Test func wrappersGiveSharedKeysTheirOwnMeaning() throws {
        let dashed = try #require(KindCatalog.kind(named: "dashed"))
        #expect(dashed.property("width")?.shape == .length)
        let blur = try #require(KindCatalog.kind(named: "blur"))
        guard case .enumeration(let effects) = blur.property("effect")?.shape else {
            Issue.record("blur's effect is not an enumeration")
            return
        }
        #expect(effects.contains("dark"))
    }

    /// `style` names styles on every kind; `blur`'s effect has its own key so it never collides.
    @Test func styleIsTheNodeKeyEverywhere() {
        let nodeStyle = PropertyGroup.nodeKeys.first { $0.name == "style" }?.shape
        for kind in KindCatalog.all where kind.name != "slot" {
            #expect(kind.property("style")?.shape == nodeStyle, "\(kind.name)'s style is not the node key")
        }
    }

    @Test func familiesAreTheKindsPrefixes() {
        #expect(KindCatalog.families.prefix(5) == ["view", "label", "input", "textField", "textView"])
        #expect(
            KindCatalog.kinds(inFamily: "button").map(\.name) == [
                "button", "button.negative", "button.mainFab", "button.miniFab",
            ])
    }
}
