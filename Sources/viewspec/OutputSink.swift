import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Where `viewspec layout` writes: standard output, or `--output` and, for a format with one
/// document per device, a file per device beside it (`LayoutCommand.path(_:device:)`).
///
/// Each file is an `AtomicFile`: complete or not there.
///
/// The emitters pass documents on in chunks as they write them, so a large document is never
/// held whole; the bytes are those the in-memory `DocumentCollector` gets. A file that cannot
/// be written is kept as `failure`, and no later document is started: the command reports it
/// once the emitter returns.
final class OutputSink: DocumentSink {
    /// The file that could not be written, and why.
    private(set) var failure: (path: String, reason: String)?
    private let output: String?
    private var file: FileSystem.AtomicFile?
    /// The files of the devices written so far, which a later device must not overwrite.
    private var taken: Set<String> = []

    /// Standard output when `output` is nil.
    init(output: String?) {
        self.output = output
    }

    func begin(device: String?) {
        guard failure == nil, let output else { return }
        let path = device.map { LayoutCommand.path(output, device: $0, avoiding: &taken) } ?? output
        do throws(FileSystem.WriteFailure) {
            file = try FileSystem.AtomicFile(path)
        } catch {
            failure = (path, error.reason)
        }
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil else { return }
        if output == nil {
            StandardOutput.write(bytes)
        } else {
            file?.write(bytes)
        }
    }

    func end() {
        guard let file else { return }
        self.file = nil
        do throws(FileSystem.WriteFailure) {
            try file.commit()
        } catch {
            failure = (file.path, error.reason)
        }
    }
}
