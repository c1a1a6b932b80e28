import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes diagnostics to standard error.
///
/// The only place that decides about colour: on a terminal, unless `NO_COLOR` is set to anything
/// non-empty (no-color.org).
struct DiagnosticPrinter {
    var format: DiagnosticsFormat

    static var stderrWantsColor: Bool {
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        return isatty(STDERR_FILENO) == 1
    }

    /// Tools' reports name files relative to the folder viewspec runs in (in CI, the
    /// repository's root).
    static var reportPaths: ReportPaths {
        ReportPaths(currentDirectory: FileManager.default.currentDirectoryPath)
    }

    func print(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
        switch format {
        case .text:
            guard !diagnostics.isEmpty else { return }
            let renderer = DiagnosticRenderer(colors: Self.stderrWantsColor, files: sources)
            StandardError.write(renderer.render(diagnostics))
        case .json:
            StandardError.write(DiagnosticRenderer.json(diagnostics))
            StandardError.write("\n")
        case .sarif:
            StandardError.write(DiagnosticRenderer.sarif(diagnostics, paths: Self.reportPaths))
            StandardError.write("\n")
        case .github:
            StandardError.write(DiagnosticRenderer.github(diagnostics, paths: Self.reportPaths))
        }
    }
}

/// Unbuffered writes to the standard streams, so diagnostics and output never interleave
/// out of order in a pipe.
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in writeAll(buffer, to: STDERR_FILENO) }
    }
}

enum StandardOutput {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in writeAll(buffer, to: STDOUT_FILENO) }
    }

    static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        writeAll(bytes, to: STDOUT_FILENO)
    }
}

private func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
    guard var pointer = buffer.baseAddress else { return }
    var remaining = buffer.count
    while remaining > 0 {
        let written = write(descriptor, pointer, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        pointer += written
        remaining -= written
    }
}
