import Foundation
import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit

#if canImport(Glibc)
    import Glibc
#endif

/// What a folder holds that cannot be read as a spec is an error, never a skip.
///
/// A name that is not UTF-8, a FIFO, a dangling link, a link out of the folder. A FIFO is never opened, and no
/// file outside the folder is read or quoted.
@Suite struct FolderEntryTests {
    static let broken = "viewspec: 1\nroot:\n  buton: OK\n"

    /// Creates a file whose name is `bytes` in `folder`, holding `text`.
    static func create(in folder: String, name bytes: [UInt8], _ text: String) throws {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name -> Int32 in
                guard let base = name.baseAddress else { return -1 }
                return open(base, O_WRONLY | O_CREAT, 0o644)
            }
        }
        try #require(descriptor >= 0)
        _ = text.utf8CString.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    static func messages(_ report: ValidationReport) -> [String] {
        report.diagnostics.filter { $0.id == "unreadable-file" }.map(\.message)
    }

    @Test func aNameThatIsNotUTF8IsAnError() throws {
        let folder = try ScratchFolder()
        try Self.create(
            in: folder.url.path, name: Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), Self.broken)
        // Not a spec by its extension: none of the run's business.
        try Self.create(in: folder.url.path, name: Array("notes".utf8) + [0xFF] + Array(".txt".utf8), "x")
        let report = validation([folder.url.path])
        #expect(report.failed(warningsAsErrors: false))
        #expect(
            Self.messages(report) == [
                "cannot read '\(folder.url.path)/bad\\xFF.yaml': its name is not UTF-8, so it cannot be opened"
            ])
    }

    @Test func aFIFOIsAnErrorAndNeverOpened() throws {
        let folder = try ScratchFolder()
        try #require(mkfifo(folder.path("x.yaml"), 0o644) == 0)
        let report = validation([folder.url.path])
        #expect(
            Self.messages(report) == [
                "cannot read '\(folder.path("x.yaml"))': it is not a regular file (a FIFO, socket or device)"
            ])
    }

    @Test func linksAreFollowedOnlyWithinTheFolder() throws {
        let folder = try ScratchFolder()
        let outside = try ScratchFolder()
        let secret = try outside.write("secret.yaml", "viewspec: 1\nroot:\n  secret-first-line: {}\n")
        try folder.write("real.yaml", Self.broken)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("inside.yaml"), withDestinationPath: "real.yaml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("out.yaml"), withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("dangling.yaml"), withDestinationPath: "nowhere")
        let report = validation([folder.url.path])
        #expect(
            Self.messages(report) == [
                "cannot read '\(folder.path("dangling.yaml"))': it is a link to nothing readable: no such file or directory",
                "cannot read '\(folder.path("out.yaml"))': it is a link to a file outside '\(folder.url.path)'",
            ])
        #expect(!report.sources.contains { $0.path.hasSuffix("out.yaml") })
        #expect(!report.text.contains("secret-first-line"))
        #expect(report.files.contains(folder.path("inside.yaml")))
    }

    /// The snapshot and diff folders are walked by the same rules.
    @Test func aSpecFolderHasTheSameProblems() throws {
        let folder = try ScratchFolder()
        try #require(mkfifo(folder.path("x.json"), 0o644) == 0)
        try Self.create(in: folder.url.path, name: [0xFE] + Array(".json".utf8), "{}")
        let specs = SpecFolder(folder.url.path, extensions: ["json"])
        #expect(specs.keys.isEmpty)
        #expect(specs.problems.map(\.id) == ["unreadable-file", "unreadable-file"])
    }

    /// A `.viewspec.yml` that exists but cannot be read is an error, not no configuration; a
    /// `--config` that is a FIFO is refused without waiting for a writer.
    @Test func aConfigurationThatCannotBeReadIsAnError() throws {
        let folder = try ScratchFolder()
        try folder.write("a.yaml", "viewspec: 1\nroot:\n  view: {}\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path(".viewspec.yml"), withDestinationPath: ".viewspec.yml")
        let loop = validation([folder.url.path])
        #expect(loop.failed(warningsAsErrors: false))
        #expect(Self.messages(loop).first?.hasPrefix("cannot read '\(folder.path(".viewspec.yml"))'") == true)

        try #require(mkfifo(folder.path("fifo.yml"), 0o644) == 0)
        let fifo = validation([folder.path("a.yaml")]) { $0.configuration = folder.path("fifo.yml") }
        #expect(Self.messages(fifo) == ["cannot read '\(folder.path("fifo.yml"))': it is not a regular file"])
    }
}

/// An embed reads a spec of the spec's repository, never any file a spec names: a file outside
/// the folder is refused before it is read, so its first line is never quoted.
@Suite struct EmbedBoundaryTests {
    static func errors(_ result: Pipeline.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test func anEmbedOutsideTheSpecsFolderIsRefusedUnread() throws {
        let repository = try ScratchFolder()
        let outside = try ScratchFolder()
        let secret = try outside.write("secret.yaml", "secret-first-line: [\n")
        try FileManager.default.createDirectory(
            atPath: repository.path("sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: repository.path("link.yaml"), withDestinationPath: secret)
        let spec = try repository.write(
            "sub/a.yaml",
            """
            viewspec: 1
            root:
              view:
                children:
                  - embed: { file: /etc/passwd }
                  - embed: { file: \(secret) }
                  - embed: { file: ../link.yaml }

            """)
        let result = Pipeline.validate(path: spec)
        #expect(
            Self.errors(result) == [
                "cannot read '/etc/passwd': an embedded spec is a .yaml, .yml or .json file",
                "cannot read '\(secret)': it is outside '\(repository.path("sub"))', the folder whose specs may be embedded",
                "cannot read '../link.yaml': it is outside '\(repository.path("sub"))', the folder whose specs may be embedded",
            ])
        #expect(result.sources.map(\.path) == [spec])
    }

    /// The repository is the nearest folder with a `.git` or a `.viewspec.yml`; outside one,
    /// the folder the run names (a folder argument).
    @Test func theRepositoryIsTheConfigurationsOrTheRunsFolder() throws {
        let repository = try ScratchFolder()
        try FileManager.default.createDirectory(
            atPath: repository.path("sub"), withIntermediateDirectories: true)
        try repository.write("header.yaml", "viewspec: 1\nroot:\n  view: {}\n")
        let spec = try repository.write(
            "sub/a.yaml",
            "viewspec: 1\nroot:\n  view:\n    children:\n      - embed: { file: ../header.yaml }\n")
        #expect(Self.errors(Pipeline.validate(path: spec)).count == 1)
        var options = Pipeline.Options()
        options.embedRoot = repository.url.path
        #expect(Self.errors(Pipeline.validate(path: spec, options: options)).isEmpty)
        let folder = validation([repository.url.path])
        #expect(!folder.failed(warningsAsErrors: false), "\(folder.text)")
        try repository.write(".viewspec.yml", "# every default\n")
        #expect(Self.errors(Pipeline.validate(path: spec)).isEmpty)
        try FileManager.default.removeItem(atPath: repository.path(".viewspec.yml"))
        try FileManager.default.createDirectory(
            atPath: repository.path(".git"), withIntermediateDirectories: true)
        #expect(Self.errors(Pipeline.validate(path: spec)).isEmpty)
    }
}

/// Files that each embed the next twice, the last embedding the first again through a second
/// path: the cycle is one finding, not one per branch.
@Suite struct EmbedCycleOnceTests {
    @Test func aCycleReachedFromEveryBranchIsReportedOnce() throws {
        let repository = try ScratchFolder()
        try FileManager.default.createDirectory(
            atPath: repository.path("case"), withIntermediateDirectories: true)
        let depth = 6
        for index in 0..<depth {
            try repository.write(
                "case/e\(index).yaml",
                "viewspec: 1\nroot:\n  view:\n    children:\n"
                    + "      - embed: { file: e\(index + 1).yaml }\n      - embed: { file: e\(index + 1).yaml }\n"
            )
        }
        try repository.write(
            "case/e\(depth).yaml",
            "viewspec: 1\nroot:\n  view:\n    children:\n      - embed: { file: ../case/e0.yaml }\n")
        let result = Pipeline.validate(path: repository.path("case/e0.yaml"))
        let cycles = result.diagnostics.filter { $0.id == "embed-cycle" }
        // Once reported, the cycle's files are not embedded again: the spec's second embed of
        // e1 adds nothing.
        #expect(cycles.count == 1, "\(cycles.map(\.message))")
    }
}
