import ArgumentParser
import ViewSpecCore
import ViewSpecKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line's own errors: what it was asked that it cannot do. Ids are stable, as every
/// stage's are (docs/diagnostics.md, "The command line").
extension DiagnosticMessage {
    static func unwritableOutput(_ path: String, reason: String) -> Self {
        .init(id: .unwritableOutput, "cannot write '\(path)': \(reason)")
    }

    static func resolvedNeedsOneResolution(format: String) -> Self {
        .init(
            id: .needsOneResolution,
            "--format \(format) lists one resolved tree; give one --content-size, --appearance and --direction"
        )
    }

    static let diffNeedsOneResolution = Self(
        id: .needsOneResolution,
        "--diff compares one layout per device; give one --content-size, --appearance and --direction")

    static func documentsNeedOutput(count: Int, cells: Bool, format: String) -> Self {
        let (what, each) = cells ? ("cells", "cell") : ("devices", "device")
        return .init(
            id: .needsOutputFile,
            "\(count) \(what) make \(count) \(format) documents; give --output FILE (one file per \(each)) or one --device"
        )
    }

    static func pictureTooWide(scale: String, device: String, columns: String, largest: Int) -> Self {
        .init(
            id: .pictureTooWide,
            "--scale \(scale) makes the \(device) picture \(columns) columns wide; at most \(largest)")
    }
}

extension DiagnosticPrinter {
    /// Reports `message` as an error without a place, in the run's diagnostics format, and
    /// returns the exit to throw: 1, or `EX_USAGE` (64) for a usage error.
    func failure(_ message: DiagnosticMessage, usage: Bool = false) -> ExitCode {
        print([.error(message, at: nil)], sources: [])
        return usage ? ExitCode(64) : .failure
    }
}

/// Writes `text` to `path` atomically, making the folders it needs; a failure is reported in
/// `printer`'s format.
///
/// With `within` (the folder the user named, which `path` is under), nothing is written through
/// a link below it (`FileSystem.write(_:to:makingFolders:within:)`).
func writeFile(_ text: String, to path: String, within root: String? = nil, printer: DiagnosticPrinter)
    throws
{
    if let problem = writeFile(text, to: path, within: root) {
        printer.print([problem], sources: [])
        throw ExitCode.failure
    }
}

/// `writeFile(_:to:within:printer:)` for a run that goes on after a failed write: the failure
/// as the error `unwritable-output`, or nil once written.
func writeFile(_ text: String, to path: String, within root: String?) -> Diagnostic? {
    do throws(FileSystem.WriteFailure) {
        try FileSystem.write(text, to: path, makingFolders: true, within: root)
        return nil
    } catch {
        return .error(.unwritableOutput(path, reason: error.reason), at: nil)
    }
}

extension DiagnosticMessage {
    static func cannotServe(_ reason: String) -> Self {
        .init(id: .cannotServe, reason)
    }
}
