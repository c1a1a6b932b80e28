import Foundation
import TestSupport
import Testing

@Suite struct CommandLineTests {
    @Test func helpListsTheCommandsAndExitCodes() throws {
        let run = try Viewspec.run(["--help"])
        #expect(run.status == 0)
        for word in ["layout", "validate", "schema", "Exit status", "64"] {
            #expect(run.stdout.contains(word), "help lacks \(word)")
        }
    }

    /// The help pages' own text (before USAGE) is written as paragraphs the argument parser wraps
    /// once, at the terminal's width (80 columns here): no line is a short scrap of a sentence
    /// broken off by wrapping already wrapped text, and every example fits on its line.
    @Test(arguments: [
        ["--help"], ["help", "layout"], ["help", "validate"], ["help", "schema"], ["help", "kinds"],
        ["help", "devices"], ["help", "diff"], ["help", "snapshot"], ["help", "snapshot", "record"],
        ["help", "snapshot", "verify"], ["help", "rules"],
    ])
    func helpTextIsWrappedOnce(arguments: [String]) throws {
        let run = try Viewspec.run(arguments, environment: ["COLUMNS": "80"])
        #expect(run.status == 0)
        let text = run.stdout.components(separatedBy: "USAGE:")[0]
        let lines = text.components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty {
            // An indented line is an example, a command on its own line; what wrapping breaks off
            // one is not indented.
            let isExample = line.hasPrefix("  ")
            let ends = line.hasSuffix(":") || line.hasSuffix(".")
            #expect(
                line.count >= 40 || isExample || ends, "a scrap of a wrapped line: '\(line)' then '\(next)'")
        }
    }

    @Test func versionIsPrinted() throws {
        let run = try Viewspec.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "0.1.0\n")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try Viewspec.run(["validate", "--frobnicate", "x.yaml"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--frobnicate"))
    }

    @Test func missingFileArgumentIsAUsageError() throws {
        let run = try Viewspec.run(["validate"])
        #expect(run.status == 64)
    }

    @Test func badOptionValueIsAUsageError() throws {
        let run = try Viewspec.run(["validate", "--diagnostics-format", "xml", "x.yaml"])
        #expect(run.status == 64)
    }

    @Test func unknownCommandIsAUsageError() throws {
        let run = try Viewspec.run(["lay0ut", "x.yaml"])
        #expect(run.status == 64)
    }

    @Test func layoutReportsSpecErrorsWithExit1() throws {
        let run = try Viewspec.run(["layout", "-"], stdin: Data("viewspec: 1\nroot: { lable: x }\n".utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("unknown kind 'lable'; did you mean 'label'?"))
        #expect(run.stdout == "")
    }

    @Test func layoutOfAValidSpecWritesFramesAsJSON() throws {
        let run = try Viewspec.run(["layout", "specs/gallery/sign-in.yaml"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let value = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        let document = try #require(value as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        let form = try #require(views.first { $0["id"] as? String == "form" })
        let frame = try #require(form["absolute"] as? [String: Double])
        // `edges: { insets: 24, to: safeArea }`-style pinning on iphone-17 (safe area top 62).
        #expect(frame["y"] == 86)
    }

    @Test func anUnwritableOutputSaysWhy() throws {
        let run = try Viewspec.run(
            ["layout", "specs/gallery/sign-in.yaml", "--output", "/nonexistent-folder/out.json"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "viewspec: error: cannot write '/nonexistent-folder/out.json': No such file or directory [unwritable-output]\n"
        )
    }
}

@Suite struct CompletionAndManualTests {
    @Test(arguments: ["bash", "zsh", "fish"]) func completionScriptsAreGenerated(shell: String) throws {
        let run = try Viewspec.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        #expect(run.stdout.contains("layout"))
        #expect(run.stdout.contains("validate"))
    }

    @Test func theManualIsCheckedIn() throws {
        let manual = try PackageFiles.read("man/viewspec.1")
        #expect(manual.contains(".Dt VIEWSPEC 1"))
        #expect(manual.contains("--format"))
    }
}
