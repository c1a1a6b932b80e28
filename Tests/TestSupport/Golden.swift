import Foundation
import Testing

/// The one comparison every golden file goes through: the JSON frames, ASCII pictures and
/// resolved trees under Tests/ViewSpecCLITests/Expected, the diagnostics of each invalid spec
/// (Expected/<name>.stderr) and the gallery SVGs in docs/gallery.
///
/// With `VIEWSPEC_RECORD=1` in the environment the golden is rewritten instead and the test
/// fails with "recorded …", so a recording run never passes by accident. To re-record every
/// golden at once, run
///
///     scripts/update-goldens.sh
///
/// which records and then runs the tests again without the variable; review the diff
/// (`git diff Tests/ViewSpecCLITests/Expected docs/gallery`) before committing it.
package enum Golden {
    package static var recording: Bool {
        ProcessInfo.processInfo.environment["VIEWSPEC_RECORD"] == "1"
    }

    /// Expects `actual` to be the text of the golden at `relativePath` (from the package root), or
    /// records it there when recording.
    ///
    /// `what` names the output in the failure message.
    package static func check(
        _ actual: String, against relativePath: String, _ what: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let label = what.map { "\($0): " } ?? ""
        if recording {
            do {
                let url = PackageFiles.url(relativePath)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url, options: .atomic)
                Issue.record(
                    "\(label)recorded \(relativePath); run again without VIEWSPEC_RECORD",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record(
                    "\(label)cannot record \(relativePath): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? PackageFiles.read(relativePath) else {
            Issue.record(
                "\(label)no golden \(relativePath); VIEWSPEC_RECORD=1 records it",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            actual == expected, "\(label)differs from \(relativePath) (VIEWSPEC_RECORD=1 re-records it)",
            sourceLocation: sourceLocation)
    }
}
