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

/// Runs `Validation.run` on `inputs` as `viewspec validate` does from the package root.
///
/// Inputs are paths relative to the package root, or absolute; reports name the package's files
/// relative to its root. `configure` sets the rest of the request (a configuration, a baseline,
/// a shard, the jobs, the matrix); the pipeline's options follow the matrix as the command's do.
func validation(_ inputs: [String], configure: (inout ValidationRequest) -> Void = { _ in })
    -> ValidationReport
{
    let root = PackageFiles.root.path
    var request = ValidationRequest(
        inputs: inputs.map { $0.hasPrefix("/") ? $0 : PackageFiles.path($0) },
        paths: ReportPaths(currentDirectory: root))
    configure(&request)
    request.options = pipelineOptions(request.options, for: request.matrix)
    return Validation.run(request)
}

extension ValidationReport {
    /// The report as the text form prints it, without excerpts, the package's files named
    /// relative to its root.
    var text: String {
        DiagnosticRenderer(files: []).render(diagnostics)
            .replacingOccurrences(of: PackageFiles.root.path + "/", with: "")
    }

    /// The files the diagnostics are about, each once, in the report's order.
    var files: [String] {
        var files: [String] = []
        for file in diagnostics.compactMap(\.range?.file) where !files.contains(file) { files.append(file) }
        return files
    }
}
