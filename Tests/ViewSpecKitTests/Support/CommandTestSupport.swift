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

// What `viewspec validate` and `viewspec layout` make of a spec, made in memory by the library
// calls the commands make, for tests of what the stages decide rather than of the command line.
// A spec given as text is read as standard input is (`<stdin>`), so reports read as the
// commands print them.

/// The pipeline's options for a matrix request, as the commands make them: the first value asked
/// for in each dimension is the first resolution's.
func pipelineOptions(_ options: Pipeline.Options, for request: MatrixRequest) -> Pipeline.Options {
    var options = options
    options.contentSize = request.contentSizes.first ?? options.contentSize
    options.appearance = request.appearances.first ?? options.appearance
    options.direction = request.directions.first ?? options.direction
    return options
}

/// What validating one spec reported: checking and resolving, then every cell of its matrix laid
/// out and judged, each finding once with the cells it occurs in.
struct ValidatedSpec {
    let result: Pipeline.Result
    /// The matrix run; nil when the spec has errors before layout.
    let run: MatrixLayout?
    let diagnostics: [Diagnostic]

    var ids: [String] { diagnostics.map(\.id) }

    /// The diagnostics with id `id`.
    func reported(_ id: String) -> [Diagnostic] { diagnostics.filter { $0.id == id } }

    /// The report as the text form prints it, without excerpts: `file:line:column: severity:
    /// message [id]`, then its cells' note and its notes, a line each.
    var report: String { DiagnosticRenderer(files: []).render(diagnostics) }

    /// The report's lines that are not notes.
    var reportLines: [String] {
        report.split(separator: "\n").map(String.init).filter { !$0.contains(": note: ") }
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Validates `yaml` as standard input.
func validated(
    _ yaml: String, options: Pipeline.Options = Pipeline.Options(), request: MatrixRequest = MatrixRequest()
) -> ValidatedSpec {
    let source = SourceFile(path: SourcePath.standardInputName, bytes: Array(yaml.utf8))
    return validated(Pipeline.validate(source, options: pipelineOptions(options, for: request)), request)
}

/// Validates the spec file at `path` (relative to the package root); its reports name the file by
/// its absolute path, `PackageFiles.path(path)`.
func validated(
    path: String, options: Pipeline.Options = Pipeline.Options(), request: MatrixRequest = MatrixRequest()
) -> ValidatedSpec {
    let result = Pipeline.validate(
        path: PackageFiles.path(path), options: pipelineOptions(options, for: request))
    return validated(result, request)
}

private func validated(_ result: Pipeline.Result, _ request: MatrixRequest) -> ValidatedSpec {
    guard !result.hasErrors, let (matrix, unknown) = Pipeline.matrix(of: result, request: request) else {
        return ValidatedSpec(result: result, run: nil, diagnostics: result.diagnostics)
    }
    let run = Pipeline.layout(result, matrix: matrix, request: request)
    return ValidatedSpec(
        result: result, run: run, diagnostics: result.diagnostics + unknown + Findings.merged(run))
}

/// What laying out one spec on its matrix made: the cells, and what the emitters are given.
struct EmittedSpec {
    let result: Pipeline.Result
    let run: MatrixLayout
    let input: EmitInput

    var layouts: [LayoutResult] { input.layouts }
    var tree: ResolvedTree { input.tree }

    /// The view whose id is `id` in the cell at `cell`, with its place.
    func view(_ id: String, cell: Int = 0) -> (view: ResolvedView, laidOut: LaidOutView)? {
        let tree = input.tree(at: cell)
        guard let index = tree.views.firstIndex(where: { $0.id == id }), cell < layouts.count else {
            return nil
        }
        return (tree.views[index], layouts[cell].views[index])
    }

    /// `id`'s frame on the screen, in the cell at `cell`.
    func absolute(_ id: String, cell: Int = 0) -> Rect? { view(id, cell: cell)?.laidOut.absolute }

    /// The documents of `format`: one, or one per layout for SVG.
    func documents(_ format: OutputFormat, options: EmitOptions = .commandLine) throws -> [EmittedDocument] {
        try format.emitter.emit(input, options: options)
    }

    /// The one document of `format` (the first layout's, for SVG).
    func text(_ format: OutputFormat, options: EmitOptions = .commandLine) throws -> String {
        try #require(try documents(format, options: options).first).text
    }

    /// The JSON document, parsed.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(try text(.json).utf8)) as? [String: Any])
    }

    /// The views of the JSON document's layout at `index`, by id.
    func jsonViews(layout index: Int = 0) throws -> [String: [String: Any]] {
        let layouts = try #require(try json()["layouts"] as? [[String: Any]])
        let views = try #require(layouts.dropFirst(index).first?["views"] as? [[String: Any]])
        var byID: [String: [String: Any]] = [:]
        for view in views {
            if let id = view["id"] as? String { byID[id] = view }
        }
        return byID
    }
}

extension EmitOptions {
    /// The options `viewspec layout` passes when none is written, in a terminal 100 columns wide
    /// (the CLI suite's): the ASCII picture 100 columns wide.
    static var commandLine: EmitOptions { EmitOptions(ascii: ASCIIEmitter.Options(columns: 100)) }

    /// The ASCII picture `columns` wide.
    static func ascii(columns: Int) -> EmitOptions {
        EmitOptions(ascii: ASCIIEmitter.Options(columns: columns))
    }

    /// The SVG with the layout overlay.
    static var overlay: EmitOptions { EmitOptions(svg: SVGEmitter.Options(layoutOverlay: true)) }
}

/// Lays `yaml` out (read as standard input) on the cells of `request`, as `viewspec layout`
/// does, with the audits; nil, after recording an issue, when the spec has errors before layout.
func emitted(
    _ yaml: String, options: Pipeline.Options = Pipeline.Options(), request: MatrixRequest = MatrixRequest(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> EmittedSpec {
    let source = SourceFile(path: SourcePath.standardInputName, bytes: Array(yaml.utf8))
    let result = Pipeline.validate(source, options: pipelineOptions(options, for: request))
    return try emitted(result, spec: "-", request: request, sourceLocation: sourceLocation)
}

/// `emitted` for the spec file at `path`, relative to the package root.
func emitted(
    path: String, options: Pipeline.Options = Pipeline.Options(), request: MatrixRequest = MatrixRequest(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> EmittedSpec {
    let result = Pipeline.validate(
        path: PackageFiles.path(path), options: pipelineOptions(options, for: request))
    return try emitted(result, spec: path, request: request, sourceLocation: sourceLocation)
}

private func emitted(
    _ result: Pipeline.Result, spec: String, request: MatrixRequest, sourceLocation: SourceLocation
) throws -> EmittedSpec {
    #expect(
        !result.hasErrors, "\(result.diagnostics.map { "\($0.message) [\($0.id)]" })",
        sourceLocation: sourceLocation)
    let tree = try #require(result.tree, sourceLocation: sourceLocation)
    let (matrix, _) = try #require(
        Pipeline.matrix(of: result, request: request), sourceLocation: sourceLocation)
    let run = Pipeline.layout(result, matrix: matrix, request: request)
    let cells = matrix.isSingleResolution ? [] : run.cells.map { EmittedCell(cell: $0.cell, tree: $0.tree) }
    let input = EmitInput(
        spec: spec, tree: run.cells.first?.tree ?? tree, layouts: run.cells.map(\.layout),
        diagnostics: result.diagnostics + (matrix.isSingleResolution ? [] : run.diagnostics), cells: cells)
    return EmittedSpec(result: result, run: run, input: input)
}

/// A number as the layout's output writes it: rounded to 1/1000, without trailing zeros.
func shown(_ value: Double?) -> String? {
    value.map(NumberText.thousandths)
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-kit-test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = self.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
