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

    /// The `with:` inputs of the workflow's step that uses the action, as written.
    static func workflowInputs() throws -> [String: String] {
        let workflow = try #require(try blocks("yaml").first { $0.hasPrefix("name: viewspec") })
        let lines = workflow.split(separator: "\n").map(String.init)
        let uses = try #require(lines.firstIndex { $0.hasSuffix("- uses: OWNER/viewspec@1.0.0") })
        #expect(lines[uses + 1].hasSuffix(" with:"))
        var inputs: [String: String] = [:]
        for line in lines[(uses + 2)...] {
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count == 10, let colon = trimmed.firstIndex(of: ":") else { break }
            inputs[String(trimmed[..<colon])] = trimmed[colon...].dropFirst().trimmingCharacters(
                in: .whitespaces)
        }
        return inputs
    }

    /// action.yml's inputs with their defaults, and the script of its `validate` step.
    static func actionValidateStep() throws -> (defaults: [String: String], script: String) {
        let lines = try PackageFiles.read("action.yml").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        var defaults: [String: String] = [:]
        var input: String?
        for line in lines.prefix { $0 != "outputs:" } {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                input = String(line.dropFirst(2).dropLast())
            } else if let input, line.hasPrefix("    default: ") {
                defaults[input] = String(line.dropFirst("    default: ".count)).replacingOccurrences(
                    of: "'", with: "")
            }
        }
        let step = try #require(lines.firstIndex(of: "      id: validate"))
        let run = try #require(lines[step...].firstIndex(of: "      run: |"))
        let script = lines[(run + 1)...].prefix { $0.isEmpty || $0.hasPrefix("        ") }.map {
            $0.dropFirst(8)
        }
        return (defaults, script.joined(separator: "\n"))
    }

    /// action.yml's validate step run as a runner runs it, with the built binary for the one the
    /// action builds, from the package root; `inputs` over the action's defaults.
    static func runActionStep(_ inputs: [String: String], in folder: TemporaryFolder) throws -> (
        status: Int32, stderr: String, outputs: String, summary: String
    ) {
        let (defaults, script) = try actionValidateStep()
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["VIEWSPEC"] = Viewspec.productsDirectory.appendingPathComponent("viewspec").path
        for (name, value) in defaults.merging(inputs, uniquingKeysWith: { $1 }) {
            environment["VIEWSPEC_" + name.uppercased().replacingOccurrences(of: "-", with: "_")] = value
        }
        for file in ["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"] {
            environment[file] = folder.path(file)
            try "".write(toFile: folder.path(file), atomically: true, encoding: .utf8)
        }
        try script.write(toFile: folder.path("step.sh"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", folder.path("step.sh")]
        process.currentDirectoryURL = PackageFiles.root
        process.environment = environment
        let (status, stderr) = try Self.runCollectingStandardError(process)
        return (
            status, stderr,
            try String(contentsOfFile: folder.path("GITHUB_OUTPUT"), encoding: .utf8),
            try String(contentsOfFile: folder.path("GITHUB_STEP_SUMMARY"), encoding: .utf8)
        )
    }

    /// The workflow's inputs for one shard, its reports in `folder`.
    static func shardInputs(_ shard: Int, in folder: TemporaryFolder) throws -> [String: String] {
        try workflowInputs().mapValues { value in
            value.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
                .replacingOccurrences(of: "viewspec-\(shard).", with: folder.path("viewspec-\(shard)."))
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
        return try runCollectingStandardError(process)
    }

    /// Runs `process` to its end with standard output discarded: its status and standard error.
    static func runCollectingStandardError(_ process: Process) throws -> (status: Int32, stderr: String) {
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theWorkflowsStepPassesOnEveryShard() throws {
        #expect(
            try Self.workflowInputs() == [
                "paths": "specs/ci", "baseline": "specs/ci/.viewspec-baseline.json",
                "shard": "${{ matrix.shard }}/3", "sarif": "viewspec-${{ matrix.shard }}.sarif",
                "junit": "viewspec-${{ matrix.shard }}.xml", "markdown": "viewspec-${{ matrix.shard }}.md",
                "html": "viewspec-${{ matrix.shard }}.html",
            ])
        let folder = try TemporaryFolder()
        var annotated: [String] = []
        for shard in 1...3 {
            let run = try Self.runActionStep(Self.shardInputs(shard, in: folder), in: folder)
            // Clean against the committed baseline: the workflow's job passes.
            #expect(run.status == 0, "\(run.stderr)")
            annotated += run.stderr.split(separator: "\n").map(String.init)
            let summary = try String(contentsOfFile: folder.path("viewspec-\(shard).md"), encoding: .utf8)
            #expect(summary.hasPrefix("## viewspec: passed\n"))
            #expect(run.summary == summary)
            #expect(
                run.outputs
                    == "exit-code=0\nsarif=\(folder.path("viewspec-\(shard).sarif"))\n"
                    + "junit=\(folder.path("viewspec-\(shard).xml"))\nmarkdown=\(folder.path("viewspec-\(shard).md"))\n"
                    + "html=\(folder.path("viewspec-\(shard).html"))\n"
            )
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
        let folder = try TemporaryFolder()
        let empty = folder.path("baseline.json")
        try #"{"version": 1, "findings": []}"#.write(toFile: empty, atomically: true, encoding: .utf8)
        var annotations: [String] = []
        for shard in 1...3 {
            var inputs = try Self.shardInputs(shard, in: folder)
            inputs["baseline"] = empty
            let run = try Self.runActionStep(inputs, in: folder)
            annotations += run.stderr.split(separator: "\n").map(String.init)
            let failed = run.stderr.contains("::error")
            #expect(run.status == (failed ? 1 : 0))
            #expect(run.outputs.hasPrefix("exit-code=\(failed ? 1 : 0)\n"))
            #expect(run.summary.hasPrefix(failed ? "## viewspec: failed\n" : "## viewspec: passed\n"))
        }
        #expect(annotations.count == 4)
        #expect(annotations.filter { $0.hasPrefix("::error ") }.count == 3)
    }

    /// A usage error writes no report: the step names none, adds nothing to the summary, and
    /// fails with viewspec's status; a path with a space or a `$(…)` stays one path.
    @Test func theActionsStepPassesInputsAsWords() throws {
        let folder = try TemporaryFolder()
        let usage = try Self.runActionStep(
            [
                "paths": "specs/ci", "sarif": folder.path("x.sarif"), "junit": folder.path("x.xml"),
                "markdown": folder.path("x.md"), "args": "--jobs 0",
            ], in: folder)
        #expect(usage.status == 64)
        #expect(usage.outputs == "exit-code=64\n")
        #expect(usage.summary.isEmpty)
        let odd = try Self.runActionStep(
            [
                "paths": "specs/gallery/sign-in.yaml", "baseline": "$(touch \(folder.path("ran")))",
                "sarif": "", "junit": "", "markdown": "",
            ], in: folder)
        #expect(odd.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("ran")))
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
