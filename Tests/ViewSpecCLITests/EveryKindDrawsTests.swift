import Foundation
import TestSupport
import Testing
import ViewSpecCore
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecResolve

/// Every kind of the catalogue, alone in a minimal spec, through the built binary's three emitters:
/// the JSON has its view, the SVG its `vs:kind` group and the ASCII picture is drawn.
///
/// A kind added to `KindCatalog` without a factory or without drawing fails here by name.
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

    static let cases: [Case] = KindCatalog.all.map { kind in
        let header = "viewspec: 1\n"
        let root = "root:\n  view:\n    children:\n"
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

    /// Writes the case's spec (and the file an embed reads) to a fresh folder, runs `body` with
    /// the spec's path, and removes the folder.
    static func withSpec<T>(_ testCase: Case, _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-kind-\(ProcessInfo.processInfo.processIdentifier)-\(testCase.kind)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(embedded.utf8).write(to: folder.appendingPathComponent("embedded.yaml"))
        let spec = folder.appendingPathComponent("spec.yaml")
        try Data(testCase.spec.utf8).write(to: spec)
        return try body(spec.path)
    }

    @Test func everyKindHasACase() {
        #expect(Self.cases.map(\.kind) == KindCatalog.names)
        #expect(KindCatalog.names.count > 40)
    }

    @Test(arguments: cases)
    func kindDrawsInEveryFormat(_ testCase: Case) throws {
        try Self.withSpec(testCase) { path in
            let json = try Viewspec.run(["layout", path, "--format", "json"])
            #expect(json.status == 0, "\(json.stderr)\n\(testCase.spec)")
            #expect(!json.stderr.contains(": error: "), "\(json.stderr)")
            let document = try JSON(parsing: json.stdout)
            guard case .array(let layouts)? = document["layouts"],
                case .array(let views)? = layouts.first?["views"]
            else {
                Issue.record("no layouts[0].views in the JSON output")
                return
            }
            #expect(
                views.contains {
                    $0["id"] == .string(testCase.id) && $0["kind"] == .string(testCase.drawnKind)
                },
                "no view \(testCase.id) of kind \(testCase.drawnKind) in \(views.map { $0["kind"] ?? .null })"
            )

            let svg = try Viewspec.run(["layout", path, "--format", "svg"])
            #expect(svg.status == 0, "\(svg.stderr)")
            #expect(
                svg.stdout.contains("vs:id=\"\(testCase.id)\" vs:kind=\"\(testCase.drawnKind)\""),
                "no vs:kind=\"\(testCase.drawnKind)\" group for \(testCase.id) in the SVG")

            let ascii = try Viewspec.run(["layout", path, "--format", "ascii"])
            #expect(ascii.status == 0, "\(ascii.stderr)")
            #expect(!ascii.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        }
    }
}
