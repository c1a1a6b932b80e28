import ViewSpecCore
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecResolve

/// One spec laid out as `validate` lays it out, with its layouts kept: what the preview and the
/// HTML report draw.
package struct SpecPictures: Sendable {
    /// The spec's check, with its sources; nil tree when it has errors.
    package var result: Pipeline.Result
    /// Every cell laid out; nil when the spec has errors.
    package var run: MatrixLayout?
    /// Every finding of the spec, merged across cells (each with the cells it occurs in), with the
    /// configuration's severities applied; what `validate` reports of the spec before a baseline.
    package var findings: [Diagnostic]
    /// The configuration file that governs the spec, if any (the preview watches it).
    package var configurationFile: String?
    /// What reading the configuration reported.
    package var configurationDiagnostics: [Diagnostic]
    /// The configuration's source, which its diagnostics quote.
    package var configurationSources: [SourceFile]
}

extension Validation {
    /// Lays `file` out on its matrix: the command line's dimensions (`matrix`), else the
    /// governing configuration's, else `defaults`' where it gives some, else the spec's own.
    ///
    /// `embedRoot` is the folder argument the spec was found in (`Pipeline.Options.embedRoot`).
    package static func pictures(
        of file: String, configuration explicit: String? = nil, matrix: MatrixRequest,
        defaults: MatrixRequest = MatrixRequest(), options: Pipeline.Options, embedRoot: String? = nil
    ) -> SpecPictures {
        var matrixRequest = matrix
        var options = options
        if let embedRoot { options.embedRoot = embedRoot }
        let configurations = Configurations(explicit: explicit)
        var configuration: Configuration?
        if case .configuration(let found) = configurations.configuration(for: file) {
            configuration = found
            found.govern(&matrixRequest, &options)
        }
        if matrixRequest.devices.isEmpty { matrixRequest.devices = defaults.devices }
        if matrixRequest.contentSizes.isEmpty { matrixRequest.contentSizes = defaults.contentSizes }
        if matrixRequest.appearances.isEmpty { matrixRequest.appearances = defaults.appearances }
        if matrixRequest.directions.isEmpty { matrixRequest.directions = defaults.directions }
        options.contentSize = matrixRequest.contentSizes.first ?? options.contentSize
        options.appearance = matrixRequest.appearances.first ?? options.appearance
        options.direction = matrixRequest.directions.first ?? options.direction
        let result = Pipeline.validate(path: file, options: options)
        var findings = result.diagnostics
        var run: MatrixLayout?
        if !result.hasErrors, let (matrix, unknown) = Pipeline.matrix(of: result, request: matrixRequest) {
            let laidOut = Pipeline.layout(result, matrix: matrix, request: matrixRequest)
            findings += unknown + Findings.merged(laidOut)
            run = laidOut
        }
        if let configuration {
            findings = findings.compactMap(configuration.apply)
            if var laidOut = run {
                for index in laidOut.cells.indices {
                    laidOut.cells[index].diagnostics = laidOut.cells[index].diagnostics.compactMap(
                        configuration.apply)
                }
                run = laidOut
            }
        }
        return SpecPictures(
            result: result, run: run, findings: findings, configurationFile: configuration?.file,
            configurationDiagnostics: configurations.diagnostics, configurationSources: configurations.sources
        )
    }
}

extension Validation {
    /// The spec files `validate` takes from `folder`: sorted by path, its configuration's
    /// include and exclude applied.
    package static func specFiles(in folder: String) -> [String] {
        SpecInputs.expand([folder], configurations: Configurations(explicit: nil)).files
    }
}
