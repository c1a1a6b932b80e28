import Foundation
import TestSupport
import Testing

/// docs/ci.md's commands, run as written on its example folder (specs/ci) with the built binary:
/// the workflow is not run here, but every viewspec command in it is.
@Suite struct CIWorkflowTests {
    static func document() throws -> String { try PackageFiles.read("docs/ci.md") }

    /// The fenced blocks of `language` in docs/ci.md, in order.
    static func blocks(_ language: String) throws -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in try document().split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line == "```" {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current?.append(line)
                }
            } else if line == "```\(language)" {
                current = []
            }
        }
        return blocks
    }

    /// The workflow's `run:` lines that call viewspec.
    static func workflowCommands() throws -> [String] {
        let workflow = try #require(try blocks("yaml").first { $0.hasPrefix("name: viewspec") })
        return workflow.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("run: .build/release/viewspec ") else { return nil }
            return String(trimmed.dropFirst("run: ".count))
        }
    }

    /// `command` through the shell, from the package root, with the built binary for
    /// `.build/release/viewspec` (or a leading `viewspec`).
    static func shell(_ command: String) throws -> (status: Int32, stderr: String) {
        let binary = Viewspec.productsDirectory.appendingPathComponent("viewspec").path
        var line = command
        if line.hasPrefix(".build/release/viewspec ") {
            line = binary + line.dropFirst(".build/release/viewspec".count)
        } else if line.hasPrefix("viewspec ") {
            line = binary + line.dropFirst("viewspec".count)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.currentDirectoryURL = PackageFiles.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theWorkflowsCommandsPassOnEveryShard() throws {
        let commands = try Self.workflowCommands()
        #expect(commands.count == 1)
        let folder = try TemporaryFolder()
        var annotated: [String] = []
        for shard in 1...3 {
            for command in commands {
                let line =
                    command
                    .replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
                    .replacingOccurrences(of: "=viewspec-", with: "=\(folder.path("viewspec-"))")
                let run = try Self.shell(line)
                // Clean against the committed baseline: the workflow's job passes.
                #expect(run.status == 0, "\(line): \(run.stderr)")
                annotated += run.stderr.split(separator: "\n").map(String.init)
            }
            let summary = try String(contentsOfFile: folder.path("viewspec-\(shard).md"), encoding: .utf8)
            #expect(summary.hasPrefix("## viewspec: passed\n"))
            let junit = try String(contentsOfFile: folder.path("viewspec-\(shard).xml"), encoding: .utf8)
            #expect(junit.contains("<testsuites name=\"viewspec\"") && junit.contains("failures=\"0\""))
            let page = try String(contentsOfFile: folder.path("viewspec-\(shard).html"), encoding: .utf8)
            #expect(page.contains("<span class=\"passed\">passed</span>"))
            let log = folder.path("viewspec-\(shard).sarif")
            let text = try String(contentsOfFile: log, encoding: .utf8)
            #expect(text.contains("\"version\": \"2.1.0\""))
            if SARIFSchema.isInstalled {
                let check = try SARIFSchema.python(["scripts/check-sarif.py", log])
                #expect(check.status == 0, "\(check.output)")
            }
        }
        // The baseline holds every finding; what is left is nothing to annotate.
        #expect(annotated.isEmpty, "\(annotated)")
    }

    @Test func theWorkflowFailsOnANewFinding() throws {
        let command = try #require(try Self.workflowCommands().first)
        let folder = try TemporaryFolder()
        let empty = folder.path("baseline.json")
        try #"{"version": 1, "findings": []}"#.write(toFile: empty, atomically: true, encoding: .utf8)
        var annotations: [String] = []
        for shard in 1...3 {
            let line = command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
                .replacingOccurrences(of: "specs/ci/.viewspec-baseline.json", with: empty)
                .replacingOccurrences(of: "=viewspec-", with: "=\(folder.path("viewspec-"))")
            let run = try Self.shell(line)
            annotations += run.stderr.split(separator: "\n").map(String.init)
            #expect(run.status == (run.stderr.contains("::error") ? 1 : 0))
        }
        #expect(annotations.count == 4)
        #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 3)
    }

    /// The committed baseline is what the page's --write-baseline command writes now.
    @Test func theCommittedBaselineIsCurrent() throws {
        let block = try #require(try Self.blocks("sh").first { $0.contains("--write-baseline") })
        let write = try #require(block.split(separator: "\n").first { $0.contains("--write-baseline") })
        let command = String(write.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
        // Beside the committed one: a baseline names specs relative to its own folder. Hidden, so
        // no folder walk of another test reads it.
        let name = "specs/ci/.viewspec-baseline-\(UUID().uuidString).json"
        let written = PackageFiles.path(name)
        defer { try? FileManager.default.removeItem(atPath: written) }
        let run = try Self.shell(
            command.replacingOccurrences(of: "specs/ci/.viewspec-baseline.json", with: name))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try String(contentsOfFile: written, encoding: .utf8)
                == PackageFiles.read("specs/ci/.viewspec-baseline.json"))
        let check = try #require(block.split(separator: "\n").first { $0.contains("--baseline ") })
        let clean = try Self.shell(String(check.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces))
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
    }

    /// The page's example configuration is one viewspec reads without a complaint.
    @Test func theExampleConfigurationIsValid() throws {
        let example = try #require(try Self.blocks("yaml").first { $0.hasPrefix("rules:") })
        let folder = try TemporaryFolder()
        try example.write(toFile: folder.path(".viewspec.yml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run(
            ["validate", "specs/gallery/sign-in.yaml", "--config", folder.path(".viewspec.yml")], timeout: 120
        )
        #expect(!run.stderr.contains(".viewspec.yml:"), "\(run.stderr)")
        #expect(run.status == 0 || run.status == 1)
    }
}
