import ViewSpecCore
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve

/// A spec laid out as `snapshot record` writes it and `snapshot verify` compares it: one layout
/// per device.
package struct SnapshotLayout: Sendable {
    package var tree: ResolvedTree
    package var layouts: [LayoutResult]
    /// What the stages before layout reported (never an error: a spec with errors has no layout).
    package var diagnostics: [Diagnostic]

    /// The spec at `path`, or its errors.
    package struct Outcome: Sendable {
        package var layout: SnapshotLayout?
        package var errors: [Diagnostic] = []
        /// The sources read; the caller keeps those its diagnostics quote.
        package var sources: [SourceFile] = []
    }

    /// Checks, resolves and lays out the spec at `path` as `validate` would with
    /// `configuration` (its nearest `.viewspec.yml`, or `--config`), in one content size,
    /// appearance and direction.
    ///
    /// The precedence is validate's (`Configuration.govern`): the request's values (the command
    /// line's) over the configuration's matrix over the spec's own. A snapshot holds one layout
    /// per device, so of each other dimension it takes the first value that wins (in the order
    /// the request or configuration gives), else the spec's own options; a spec's `matrix:` is
    /// not laid out. A spec for one idiom is laid out only on the configuration's devices of its
    /// idiom, as in `validate`.
    package static func run(
        path: String, configuration: Configuration?, request: MatrixRequest, options: Pipeline.Options
    ) -> Outcome {
        var request = request
        var options = options
        configuration?.govern(&request, &options)
        let result = Pipeline.validate(path: path, options: options)
        guard !result.hasErrors, let tree = result.tree else {
            return Outcome(
                errors: result.diagnostics.filter { $0.severity == .error }, sources: result.sources)
        }
        request.contentSizes = [tree.contentSize]
        request.appearances = [tree.appearance]
        request.directions = [tree.direction]
        guard let (matrix, found) = Pipeline.matrix(of: result, request: request) else {
            return Outcome(sources: result.sources)
        }
        // Unknown device names are errors; an `other-idiom` note is the configuration's choice.
        let errors = found.filter { $0.severity == .error }
        guard errors.isEmpty else { return Outcome(errors: errors, sources: result.sources) }
        let run = Pipeline.layout(result, matrix: matrix, request: request)
        return Outcome(
            layout: SnapshotLayout(
                tree: tree, layouts: run.cells.map(\.layout), diagnostics: result.diagnostics),
            sources: result.sources)
    }
}
