import LibFuzzerDriver
import ViewSpecCore
import ViewSpecEmit
import ViewSpecKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One input of libFuzzer, read as every kind of file viewspec reads.
///
/// The bytes as a spec, through every stage and every emitter, the way `viewspec layout` and
/// `viewspec validate` run them; then as a layout document, a configuration and a baseline.
/// Nothing is printed; a crash, a hang or the address sanitizer's report is the finding.
func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    // Named as a file in the working folder, so `embed` reads the gallery's parts when the
    // fuzzer runs there (scripts/fuzz.sh does).
    let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
    let result = Pipeline.validate(source)
    var diagnostics = result.diagnostics
    if let tree = result.tree, !result.hasErrors {
        let layout = Pipeline.layout(result)
        diagnostics += layout.diagnostics
        let input = EmitInput(
            spec: source.path, tree: tree, layouts: layout.layouts, diagnostics: result.diagnostics)
        let variants = [
            EmitOptions(),
            EmitOptions(
                ascii: ASCIIEmitter.Options(columns: 40, pointsPerColumn: nil, unicode: false),
                svg: SVGEmitter.Options(deviceFrame: true, safeAreaOverlay: true, layoutOverlay: true)),
        ]
        for options in variants {
            for emitter in LayoutEmitters.all {
                _ = try? emitter.emit(input, options: options)
            }
        }
    }
    _ = DiagnosticRenderer(files: result.sources).render(diagnostics)
    _ = DiagnosticRenderer.json(diagnostics)
    readAsOtherFiles(source)
    return 0
}

/// The same bytes as the other files viewspec reads: a layout document (a snapshot, a side of
/// `diff`), compared with itself and with the spec's own layout; a configuration; a baseline.
func readAsOtherFiles(_ source: SourceFile) {
    if let read = LayoutDocumentLoader.document(source), let document = read.document {
        let diff = LayoutDiff.compare(document, document, tolerance: 0.5)
        _ = DiagnosticRenderer(files: read.sources).render(read.diagnostics + diff.diagnostics)
    }
    _ = DiagnosticRenderer(files: [source]).render(Validation.checkConfiguration(source, folder: "/repo"))
    _ = DiagnosticRenderer(files: [source]).render(Validation.checkBaseline(source))
}

// SwiftPM gives an executable its own `main`, so libFuzzer's is not linked: run its driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOneInput($0, $1) })
