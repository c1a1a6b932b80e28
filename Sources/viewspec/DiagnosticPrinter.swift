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

/// Writes a run's diagnostics to standard error.
///
/// The only place that decides about colour: on a
/// terminal, unless `NO_COLOR` is set to anything non-empty (no-color.org).
///
/// Text and GitHub annotations are lines, written as they come, so diagnostics never wait
/// behind a long layout. JSON and SARIF are one document per run: the printer keeps what it is
/// given and writes the document at `finish`, which a command calls on every way out (`defer`),
/// so a failure found after the first diagnostics (an output it cannot write) joins them.
final class DiagnosticPrinter {
    let format: DiagnosticsFormat
    private var pending: [Diagnostic] = []
    private var opened = false

    init(format: DiagnosticsFormat) {
        self.format = format
    }

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
        case .json, .sarif:
            pending += diagnostics
            opened = true
        case .github:
            StandardError.write(DiagnosticRenderer.github(diagnostics, paths: Self.reportPaths))
        }
    }

    /// Writes the JSON or SARIF document of everything printed, once, if anything was (an
    /// empty list is a document too); nothing for the line formats.
    func finish() {
        guard opened else { return }
        opened = false
        switch format {
        case .json: StandardError.write(DiagnosticRenderer.json(pending) + "\n")
        case .sarif: StandardError.write(DiagnosticRenderer.sarif(pending, paths: Self.reportPaths) + "\n")
        case .text, .github: break
        }
        pending = []
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
