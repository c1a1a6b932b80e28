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

/// Writes a run's diagnostics to standard error, and the reports asked for to their files.
///
/// The only place that decides about colour: on a
/// terminal, unless `NO_COLOR` is set to anything non-empty (no-color.org).
///
/// Text and GitHub annotations are lines, written as they come, so diagnostics never wait
/// behind a long layout. The other formats are one document per run: the printer keeps what it is
/// given and writes the documents at `finish`, which a command calls on every way out (`defer`),
/// so a failure found after the first diagnostics (an output it cannot write) joins them.
final class DiagnosticPrinter {
    let format: DiagnosticsFormat
    let reports: [ReportRequest]
    /// Whether warnings fail the run, which JUnit and Markdown reports say of each finding.
    let warningsFail: Bool
    /// What the documents hold; with `silenced`, also what suppressions and the baseline silenced
    /// (SARIF lists those).
    private var pending: [Diagnostic] = []
    private var pendingWithSilenced: [Diagnostic] = []
    private var checked: [String] = []
    private var opened = false
    /// For the HTML report: the cells each checked spec was laid out on, and how to draw the
    /// specs that have findings (`validate` sets both; other commands' HTML reports list the
    /// findings without pictures).
    var cellCounts: [String: Int] = [:]
    var pictures: (([String]) -> [String: Gallery])?

    init(format: DiagnosticsFormat, reports: [ReportRequest] = [], warningsFail: Bool = false) {
        self.format = format
        self.reports = reports
        self.warningsFail = warningsFail
    }

    convenience init(_ options: DiagnosticFormatOption, warningsFail: Bool = false) {
        self.init(format: options.diagnosticsFormat, reports: options.reports, warningsFail: warningsFail)
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

    /// The files the run checked, in order, for the reports that list every file (JUnit,
    /// Checkstyle, Markdown's count); without it, the files of the diagnostics.
    func checked(_ files: [String]) {
        checked += files
    }

    /// Prints `diagnostics`; `withSilenced` is the same list with the findings suppressions and
    /// the baseline silenced, marked, which SARIF writes instead.
    ///
    /// Each fix is placed in its source first (`Diagnostic.resolvingFix(in:)`), so JSON and SARIF
    /// report only fixes that are certain.
    func print(_ diagnostics: [Diagnostic], sources: [SourceFile], withSilenced: [Diagnostic]? = nil) {
        let diagnostics = diagnostics.map { $0.resolvingFix(in: sources) }
        let withSilenced = withSilenced?.map { $0.resolvingFix(in: sources) }
        if format.isDocument || !reports.isEmpty {
            pending += diagnostics
            pendingWithSilenced += withSilenced ?? diagnostics
            opened = true
        }
        switch format {
        case .text:
            guard !diagnostics.isEmpty else { return }
            let renderer = DiagnosticRenderer(colors: Self.stderrWantsColor, files: sources)
            StandardError.write(renderer.render(diagnostics))
        case .github:
            StandardError.write(DiagnosticRenderer.github(diagnostics, paths: Self.reportPaths))
        case .json, .sarif, .junit, .markdown, .codeclimate, .checkstyle, .html:
            break
        }
    }

    /// Writes the report files, then the standard error document of everything printed.
    ///
    /// Once, and only if anything was printed (an empty list is a document too); no standard
    /// error document for the line formats. A report that cannot be written is an error on
    /// standard error, and the process then ends with status 1 (`finish` runs on the way out of a
    /// command, where nothing can be thrown).
    func finish() {
        guard opened else { return }
        opened = false
        var failed = false
        for report in reports {
            do throws(FileSystem.WriteFailure) {
                try FileSystem.write(document(report.format), to: report.path, makingFolders: true)
            } catch {
                failed = true
                let failure = Diagnostic.error(.unwritableOutput(report.path, reason: error.reason), at: nil)
                pending.append(failure)
                pendingWithSilenced.append(failure)
                if !format.isDocument { print([failure], sources: []) }
            }
        }
        if format.isDocument { StandardError.write(document(format)) }
        pending = []
        pendingWithSilenced = []
        if failed { endProcess(failed: true) }
    }

    /// The document of everything printed in `format`, ending in a newline.
    private func document(_ format: DiagnosticsFormat) -> String {
        let paths = Self.reportPaths
        let files = checked.isEmpty ? pending.compactMap { $0.range?.file }.uniqued : checked
        return switch format {
        case .json: DiagnosticRenderer.json(pending) + "\n"
        case .sarif: DiagnosticRenderer.sarif(pendingWithSilenced, paths: paths) + "\n"
        case .junit:
            DiagnosticRenderer.junit(pending, checked: files, paths: paths, warningsFail: warningsFail)
        case .markdown:
            DiagnosticRenderer.markdown(pending, checked: files, paths: paths, warningsFail: warningsFail)
        case .codeclimate: DiagnosticRenderer.codeClimate(pending, paths: paths) + "\n"
        case .checkstyle: DiagnosticRenderer.checkstyle(pending, checked: files, paths: paths)
        case .html:
            HTMLReport.render(
                HTMLReport.Input(
                    diagnostics: pending, withSilenced: pendingWithSilenced, checked: files,
                    cells: cellCounts,
                    galleries: pictures?(files.filter { file in pending.contains { $0.range?.file == file } })
                        ?? [:],
                    paths: paths, warningsFail: warningsFail))
        case .text, .github: ""
        }
    }
}

extension Array where Element == String {
    /// The strings in order, each once.
    fileprivate var uniqued: [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
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
