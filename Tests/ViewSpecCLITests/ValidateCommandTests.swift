import Foundation
import TestSupport
import Testing

@Suite struct ValidateCommandTests {
    static let gallery = PackageFiles.gallery
    static let invalid = PackageFiles.files(in: "specs/invalid", extensions: ["yaml", "yml", "json"])

    @Test func galleryIsNotEmpty() {
        #expect(Self.gallery.count >= 10)
        #expect(Self.invalid.count >= 10)
    }

    @Test func wholeGalleryValidatesInOneRun() throws {
        let run = try Viewspec.run(["validate"] + Self.gallery)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    static func goldenPath(for spec: String) -> String {
        "Tests/ViewSpecCLITests/Expected/\(PackageFiles.baseName(spec)).stderr"
    }

    /// Each invalid spec gives exactly its recorded diagnostics (Expected/<name>.stderr) and exit
    /// 1, or exit 0 when they are only warnings (unknown-font-family.yaml).
    ///
    /// Specs in subfolders (the embedded helpers) are cases too, named by their file name alone.
    /// scripts/update-goldens.sh (or VIEWSPEC_RECORD=1; see `Golden`) re-records them.
    @Test(arguments: invalid)
    func invalidSpecGivesItsExpectedDiagnostics(spec: String) throws {
        let run = try Viewspec.run(["validate", spec])
        Golden.check(run.stderr, against: Self.goldenPath(for: spec), spec)
        #expect(run.stdout == "")
        #expect(run.status == (run.stderr.contains(": error: ") ? 1 : 0))
    }

    /// Goldens are named by file name alone, so two invalid specs must not share one.
    @Test func invalidSpecNamesAreUnique() {
        let names = Self.invalid.map {
            ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension
        }
        #expect(Set(names).count == names.count)
    }

    @Test func readsStandardInput() throws {
        let spec = try PackageFiles.read(Self.gallery[0])
        let clean = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(clean.status == 0)
        #expect(clean.stderr == "")

        let broken = try Viewspec.run(
            ["validate", "-"], stdin: Data("viewspec: 1\nroot:\n  buton: OK\n".utf8))
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("<stdin>:3:3: error: unknown kind 'buton'; did you mean 'button'?"))
    }

    @Test func reportsEveryProblemOfEveryFile() throws {
        let run = try Viewspec.run(["validate"] + Self.invalid)
        #expect(run.status == 1)
        for spec in Self.invalid {
            #expect(run.stderr.contains(spec), "no diagnostic for \(spec)")
        }
    }

    @Test func missingFileIsAnErrorWithoutPosition() throws {
        let run = try Viewspec.run(["validate", "specs/no-such-file.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("specs/no-such-file.yaml"))
        #expect(run.stderr.contains("error:"))
    }

    @Test func jsonDiagnosticsAreAJSONArray() throws {
        let spec = try #require(Self.invalid.first)
        let run = try Viewspec.run(["validate", "--diagnostics-format", "json", spec])
        #expect(run.status == 1)
        let value = try JSONSerialization.jsonObject(with: Data(run.stderr.utf8))
        let list = try #require(value as? [[String: Any]])
        let first = try #require(list.first)
        #expect(first["file"] as? String == spec)
        #expect(first["line"] is Int)
        #expect(first["column"] is Int)
    }

    @Test func warningsAsErrorsFailsOnWarnings() throws {
        let spec =
            "viewspec: 1\nviews:\n  screen: { view: {} }\n  unused: { view: {} }\nhierarchy:\n  screen: []\n"
        let plain = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("warning:"))
        let strict = try Viewspec.run(["validate", "--warnings-as-errors", "-"], stdin: Data(spec.utf8))
        #expect(strict.status == 1)
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        let arguments = ["validate"] + Self.invalid
        let first = try Viewspec.run(arguments)
        for _ in 0..<2 {
            let again = try Viewspec.run(arguments)
            #expect(again.stderr == first.stderr)
            #expect(again.status == first.status)
        }
    }

    @Test func noColourWhenNotATerminalOrWithNO_COLOR() throws {
        let spec = try #require(Self.invalid.first)
        let piped = try Viewspec.run(["validate", spec], environment: ["NO_COLOR": ""])
        #expect(!piped.stderr.contains("\u{1B}["))
    }

    /// `script` gives the command a pseudo-terminal, as an interactive shell would.
    static let scriptInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    @Test(
        .enabled(
            if: scriptInstalled,
            "/usr/bin/script is missing: apt-get install bsdutils (as .ci/run does) to test colour on a terminal"
        ))
    func colourOnATerminalUnlessNO_COLOR() throws {
        let binary = Viewspec.productsDirectory.appendingPathComponent("viewspec").path
        let spec = try #require(Self.invalid.first)
        func runInTerminal(noColor: String?) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "\(binary) validate \(spec)", "/dev/null"]
            process.currentDirectoryURL = PackageFiles.root
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = noColor
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try runInTerminal(noColor: nil).contains("\u{1B}["))
        #expect(!(try runInTerminal(noColor: "1").contains("\u{1B}[")))
    }
}

/// `validate --fix`: the certain fixes written into the spec files, what changed said on standard
/// error, then the fixed files validated; JSON and SARIF report the fixes without applying them.
@Suite struct ValidateFixTests {
    static let misspelt = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            background: white
            children:
              - labl: { id: hello, text: Hello, color: black, layout: [{ top: 100 }, { leading: 16 }] }   # keep me

        """

    @Test func fixWritesTheFixesSaysWhatChangedAndValidatesTheResult() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("screen.yaml")
        try Self.misspelt.write(toFile: path, atomically: true, encoding: .utf8)
        let before = try Viewspec.run(["validate", path])
        #expect(before.status == 1 && before.stderr.contains("[unknown-kind]"))
        let run = try Viewspec.run(["validate", "--fix", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "\(path):7:9: fixed: 'labl' is now 'label'\n")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == Self.misspelt.replacingOccurrences(of: "- labl:", with: "- label:"))
        let again = try Viewspec.run(["validate", "--fix", path])
        #expect(again.status == 0 && again.stderr.isEmpty, "nothing left to fix")
    }

    @Test func jsonAndSARIFReportTheFixWithoutApplyingIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("screen.yaml")
        try Self.misspelt.write(toFile: path, atomically: true, encoding: .utf8)
        let json = try Viewspec.run(["validate", path, "--diagnostics-format", "json"])
        #expect(
            json.stderr.contains(
                #""fix": {"line": 7, "column": 9, "endLine": 7, "endColumn": 13, "replacement": "label"}"#))
        let sarif = try Viewspec.run(["validate", path, "--diagnostics-format", "sarif"])
        #expect(sarif.stderr.contains(#""insertedContent": {"text": "label"}"#))
        #expect(
            sarif.stderr.contains(
                #""deletedRegion": {"startLine": 7, "startColumn": 9, "endLine": 7, "endColumn": 13}"#))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.misspelt)
    }

    @Test func fixRefusesStandardInput() throws {
        let run = try Viewspec.run(["validate", "--fix", "-"], stdin: Data(Self.misspelt.utf8))
        #expect(run.status == 64)
        #expect(run.stderr.contains("--fix writes the spec files"))
    }
}
