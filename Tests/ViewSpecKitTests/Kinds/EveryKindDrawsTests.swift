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

/// Every kind of the catalogue, alone in a minimal spec, drawn by the three emitters.
///
/// The JSON has its view, the SVG its `vs:kind` group, and the ASCII picture shows it wherever
/// it has an area. A kind added to `KindCatalog` without a factory or without drawing fails here
/// by name.
@Suite struct EveryKindDrawsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: String
        /// The spec, with `subject` as the node of `kind`.
        var spec: String
        /// The view that shows the node: `subject`, except for a `slot`, which is the use's child
        /// it stands for.
        var id: String
        /// The kind that view has in the output: `kind`, except where the node stands for
        /// another (an `embed` is the embedded root, a `slot` the use's child).
        var drawnKind: String

        var testDescription: String { kind }
    }

    /// A place only: a size would conflict with the kinds whose factories fix theirs.
    static let layout = "layout: [{ top: 100, left: 16 }]"

    /// The embedded spec `embed` cases read, next to the spec.
    static let embedded = "viewspec: 1\nroot:\n  label: Embedded\n"

    static let header = "viewspec: 1\n"
    static let root = "root:\n  view:\n    children:\n"

    static let cases: [Case] = KindCatalog.all.map { kind in
        let subject = "      - \(kind.name):\n          id: subject\n          \(layout)\n"
        switch kind.name {
        case "slot":
            // A slot only exists in a component body, where the use's children go.
            let components =
                "components:\n  holder:\n    body:\n      view:\n        children:\n          - slot\n"
            let use = "      - holder:\n          id: subject\n          \(layout)\n          children:\n"
            return Case(
                kind: kind.name, spec: header + components + root + use + "            - label: Slotted\n",
                id: "subject/label[0]", drawnKind: "label")
        case "embed":
            return Case(
                kind: kind.name, spec: header + root + subject + "          file: embedded.yaml\n",
                id: "subject",
                drawnKind: "label")
        default:
            return Case(
                kind: kind.name, spec: header + root + subject + content(of: kind), id: "subject",
                drawnKind: kind.name)
        }
    }

    /// The least content `kind` needs: its children, child, columns or cell template and rows.
    static func content(of kind: KindDescriptor) -> String {
        let indent = "          "
        switch kind.content {
        case .none:
            return ""
        case .children:
            let count = kind.exactChildren ?? 1
            return indent + "children:\n"
                + (0..<count).map { "\(indent)  - label: Child \($0)\n" }.joined()
        case .child:
            return indent + "child: { label: Child }\n"
        case .columns:
            return indent + "left: [{ label: Left }]\n" + indent + "right: [{ label: Right }]\n"
        case .cell:
            return indent + "cell: { label: $title }\n" + indent + "rows: [{ title: One }, { title: Two }]\n"
        }
    }

    /// The case's spec laid out from a folder that also holds the file an embed reads.
    static func laidOut(_ spec: String) throws -> EmittedSpec {
        let folder = try ScratchFolder()
        try folder.write("embedded.yaml", embedded)
        let path = try folder.write("spec.yaml", spec)
        let result = Pipeline.validate(path: path)
        let (matrix, _) = try #require(
            Pipeline.matrix(of: result, request: MatrixRequest()), "\(result.diagnostics)")
        let run = Pipeline.layout(result, matrix: matrix, request: MatrixRequest())
        let tree = try #require(result.tree)
        return EmittedSpec(
            result: result, run: run,
            input: EmitInput(
                spec: path, tree: tree, layouts: run.cells.map(\.layout), diagnostics: result.diagnostics))
    }

    /// The ASCII picture of the screen with nothing on it.
    static let emptyPicture: Result<String, any Error> = Result {
        try laidOut(header + "root:\n  view: {}\n").text(.ascii)
    }

    @Test func theCatalogueHasKindsToDraw() {
        #expect(KindCatalog.names.count > 40)
    }

    @Test(arguments: cases)
    func kindDrawsInEveryFormat(_ testCase: Case) throws {
        let spec = try Self.laidOut(testCase.spec)
        let errors = (spec.result.diagnostics + spec.layouts.flatMap(\.diagnostics)).filter {
            $0.severity == .error
        }
        #expect(errors.isEmpty, "\(errors.map(\.message))\n\(testCase.spec)")
        let views =
            try #require(try spec.json()["layouts"] as? [[String: Any]]).first?["views"] as? [[String: Any]]
            ?? []
        #expect(
            views.contains {
                $0["id"] as? String == testCase.id && $0["kind"] as? String == testCase.drawnKind
            },
            "no view \(testCase.id) of kind \(testCase.drawnKind) in \(views.map { $0["kind"] ?? "" })")
        #expect(
            try spec.text(.svg).contains("vs:id=\"\(testCase.id)\" vs:kind=\"\(testCase.drawnKind)\""),
            "no vs:kind=\"\(testCase.drawnKind)\" group for \(testCase.id) in the SVG")
        // A view with an area shows in the picture. Without content most kinds are 0 wide here
        // and show nothing; a segmented control is drawn as its items, and it has none here.
        let frame = try #require(spec.absolute(testCase.id))
        if frame.width >= 1 && frame.height >= 1 && testCase.kind != "segmented" {
            #expect(try spec.text(.ascii) != Self.emptyPicture.get(), "the ASCII picture shows nothing of it")
        }
    }
}
