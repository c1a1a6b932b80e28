import ArgumentParser
import ViewSpecCore
import ViewSpecKit
import ViewSpecPreview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a spec's cells side by side, with their findings.",
        discussion: """
            Lays the spec (or each spec of a folder, one at a time in the page) out on every cell \
            of the matrix and serves a page on 127.0.0.1 that shows each cell's mockup with the \
            cell's findings beside it. Hovering or clicking a finding outlines its view in every \
            cell where it occurs; clicking a view shows its frame and what placed it. Saving the \
            spec, a file it embeds or its .viewspec.yml lays it out again and updates the page \
            without a reload; a spec with errors keeps the last picture that laid out and lists \
            the errors at their lines.

            The matrix: --device, --content-size, --appearance and --direction as for validate; \
            a dimension they leave empty takes the configuration's (.viewspec.yml), else \
            iphone-se and iphone-17-pro-max, large and AX3, light and dark, ltr and rtl.

            Prints the page's URL and serves until Ctrl-C (SIGINT) or SIGTERM, then exits 0. Only \
            the served folder's files are readable through the server.

            Examples:
              viewspec preview specs/gallery/sign-in.yaml
              viewspec preview specs/gallery --port 8040
              viewspec preview login.yaml --device ipad --appearance dark
            """
    )

    @Argument(help: ArgumentHelp("The spec file, or a folder of specs.", valueName: "spec-or-folder"))
    var target: String

    @Option(
        help: ArgumentHelp(
            "The port on 127.0.0.1, 0...65535 (default 8040; 0 takes a free one).", valueName: "n"))
    var port: Int = 8040

    @OptionGroup var configuration: ConfigurationOption

    @OptionGroup var resolveOptions: ResolveOptions
    @OptionGroup var matrixOptions: MatrixOptions

    func validate() throws {
        if !(0...65535).contains(port) { throw ValidationError("--port takes 0...65535, not \(port)") }
        try OptionChecks.rejectRepeats(of: ["--port"])
    }

    func run() throws {
        let printer = DiagnosticPrinter(format: .text)
        let settings = PreviewSettings(
            target: target, port: UInt16(port), matrix: try matrixOptions.request(),
            configuration: configuration.config,
            options: try matrixOptions.pipelineOptions(font: resolveOptions.font))
        // SIGINT and SIGTERM are taken by this thread's sigwait, not by a handler: blocked here,
        // before any other thread starts, so every thread inherits the block.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let started = StartResult()
        let semaphore = Semaphore()
        Task.detached {
            do throws(PreviewServer.Failure) {
                started.url = try await PreviewServer.start(settings)
            } catch {
                started.failure = error.message
            }
            semaphore.signal()
        }
        semaphore.wait()
        if let failure = started.failure {
            throw printer.failure(.cannotServe(failure))
        }
        StandardOutput.write("viewspec preview: \(started.url ?? "") (Ctrl-C stops it)\n")
        var received: Int32 = 0
        sigwait(&signals, &received)
        StandardError.write("viewspec preview: stopped\n")
        endProcess(failed: false)
    }
}

/// What starting the server gave, handed from its task to the command's thread.
private final class StartResult: @unchecked Sendable {
    var url: String?
    var failure: String?
}

/// A semaphore the command's thread waits on while the server starts on the task pool.
private final class Semaphore: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
    private var signalled = false

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    func signal() {
        pthread_mutex_lock(&mutex)
        signalled = true
        pthread_cond_signal(&condition)
        pthread_mutex_unlock(&mutex)
    }

    func wait() {
        pthread_mutex_lock(&mutex)
        while !signalled { pthread_cond_wait(&condition, &mutex) }
        pthread_mutex_unlock(&mutex)
    }
}
