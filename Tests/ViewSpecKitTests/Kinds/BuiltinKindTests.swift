import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The registry of built-in kinds: every kind has one definition, the catalogue and the
/// reference are made from it in its order, and every kind that makes a view is drawn by
/// every emitter.
@Suite struct BuiltinKindTests {
    @Test func theCatalogueIsEveryKindInTheRegistrysOrder() {
        #expect(KindCatalog.names == BuiltinKind.allCases.map(\.rawValue))
        #expect(KindReference.entries.map(\.kind) == BuiltinKind.allCases.map(\.rawValue))
        for kind in BuiltinKind.allCases {
            #expect(kind.descriptor.name == kind.rawValue)
            #expect(kind.descriptor.family == kind.family)
            #expect(KindCatalog.kind(named: kind.rawValue) == kind.descriptor)
            #expect(BuiltinKind(name: kind.rawValue) == kind)
            #expect(!kind.signature.summary.isEmpty, "\(kind.rawValue)")
        }
    }

    /// A node of `kind` holding what its content needs; nil for the kinds that make no view
    /// of their own (`slot` is replaced by a use's children, `embed` by the embedded root).
    static func node(_ kind: BuiltinKind) -> String? {
        if kind == .slot || kind == .embed { return nil }
        let name = kind.rawValue
        let descriptor = kind.descriptor
        let children = Array(repeating: "{ view: {} }", count: descriptor.exactChildren ?? 1)
            .joined(separator: ", ")
        switch descriptor.content {
        case .none: return "- \(name): { id: k }"
        case .children: return "- \(name): { id: k, children: [\(children)] }"
        case .child: return "- \(name): { id: k, child: { view: {} } }"
        case .columns: return "- \(name): { id: k, left: [{ view: {} }], right: [{ view: {} }] }"
        case .cell: return "- \(name): { id: k, rows: [{ a: 1 }], cell: { view: {} } }"
        }
    }

    @Test(arguments: BuiltinKind.allCases)
    func everyKindIsDrawnByEveryEmitter(kind: BuiltinKind) throws {
        guard let node = Self.node(kind) else { return }
        let laidOut = layOut(layoutDocument(node))
        let tree = try #require(laidOut.tree, "\(kind.rawValue): \(laidOut.summary)")
        let layout = try #require(laidOut.layout, "\(kind.rawValue): \(laidOut.summary)")
        #expect(tree.views.contains { $0.kind == .builtin(kind) && $0.id == "k" })

        let json = LayoutJSON.document(spec: "t.yaml", tree: tree, layouts: [layout])
        #expect(json.contains("\"id\": \"k\", \"kind\": \"\(kind.rawValue)\""), "\(kind.rawValue)")
        let svg = SVGEmitter.document(tree: tree, layout: layout)
        #expect(svg.contains("vs:id=\"k\" vs:kind=\"\(kind.rawValue)\""), "\(kind.rawValue)")
        let ascii = ASCIIEmitter.render(tree: tree, layout: layout)
        #expect(!ascii.isEmpty, "\(kind.rawValue)")
    }
}
