import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The registry of output formats: one emitter per format, each writing what its own entry
/// point writes.
@Suite struct LayoutEmitterTests {
    /// The formats `viewspec layout --format` offers (ViewSpecCLITests/OutputFormatTests checks
    /// the binary against the same list).
    static let offered = ["json", "ascii", "svg", "resolved"]

    @Test func everyFormatHasExactlyOneEmitter() {
        #expect(OutputFormat.allCases.map(\.rawValue) == Self.offered)
        let registered = LayoutEmitters.all.map { $0.format }
        #expect(registered == OutputFormat.allCases)
        for format in OutputFormat.allCases {
            let emitted = format.emitter.format
            #expect(emitted == format)
        }
    }

    /// A label laid out on two devices, ready to emit.
    static func twoDevices() throws -> (spec: LaidOutSpec, tree: ResolvedTree, input: EmitInput) {
        let spec = layOut(
            layoutDocument(
                "- label.body: { id: title, text: Hello, layout: [{ top: 10, left: 10 }] }",
                device: "device: [iphone-se, iphone-17]"))
        let tree = try #require(spec.tree)
        return (spec, tree, EmitInput(spec: "t.yaml", tree: tree, layouts: spec.layouts, diagnostics: []))
    }

    @Test func eachEmitterWritesWhatItsEntryPointWrites() throws {
        let (spec, tree, input) = try Self.twoDevices()
        let options = EmitOptions()
        let json = try LayoutJSON.emit(input, options: options)
        let jsonText = LayoutJSON.document(spec: "t.yaml", tree: tree, layouts: spec.layouts)
        #expect(json == [EmittedDocument(device: nil, text: jsonText)])
        let ascii = try ASCIIEmitter.emit(input, options: options)
        let asciiText = ASCIIEmitter.render(tree: tree, layouts: spec.layouts)
        #expect(ascii == [EmittedDocument(device: nil, text: asciiText)])
        let svg = try SVGEmitter.emit(input, options: options)
        #expect(svg.map(\.device) == ["iphone-se", "iphone-17"])
        let resolved = try ResolvedDump.emit(input, options: options)
        #expect(resolved == [EmittedDocument(device: nil, text: tree.dump())])
        let perDevice = LayoutEmitters.all.filter { $0.documentPerDevice }.map { $0.format }
        #expect(perDevice == [.svg])
        let withoutLayout = LayoutEmitters.all.filter { !$0.needsLayout }.map { $0.format }
        #expect(withoutLayout == [.resolved])
    }

    @Test func aScaleTooFineForTheDeviceIsAnError() throws {
        let spec = layOut(
            layoutDocument("- view: { id: a, layout: [{ edges: 0 }] }", device: "device: iphone-se"))
        let tree = try #require(spec.tree)
        let input = EmitInput(spec: "t.yaml", tree: tree, layouts: spec.layouts, diagnostics: [])
        var thrown: EmitError?
        do {
            _ = try ASCIIEmitter.emit(input, options: EmitOptions(ascii: .init(pointsPerColumn: 0.1)))
        } catch {
            thrown = error
        }
        #expect(thrown == .pictureTooWide(device: "iphone-se", columns: 3751))
    }
}
