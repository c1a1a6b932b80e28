import Foundation
import Testing

/// Bad option values and repeated single-value options are usage errors (exit 64), never a
/// silent choice or exit 1.
@Suite struct OptionValueTests {
    static let spec = "specs/gallery/sign-in.yaml"

    @Test(arguments: [
        ["layout", spec, "--format", "json", "--format", "svg"],
        ["layout", spec, "-o", "/tmp/viewspec-a.json", "--output", "/tmp/viewspec-b.json"],
        ["layout", spec, "--format", "ascii", "--columns", "40", "--columns", "60"],
        ["layout", spec, "--format", "ascii", "--scale", "4", "--scale", "8"],
        ["layout", spec, "--font", "a.ttf", "--font", "b.ttf"],
        ["validate", spec, "--diagnostics-format", "json", "--diagnostics-format", "text"],
    ])
    func aRepeatedSingleValueOptionIsAUsageError(arguments: [String]) throws {
        let run = try Viewspec.run(arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("is given more than once"))
    }

    @Test func repeatableDeviceStaysRepeatable() throws {
        let run = try Viewspec.run(["layout", Self.spec, "--device", "iphone-se", "--device", "ipad"])
        #expect(run.status == 0)
    }

    /// The matrix options repeat: each value is one more cell (MatrixCommandTests).
    @Test func contentSizeRepeats() throws {
        let run = try Viewspec.run(["validate", Self.spec, "--content-size", "large", "--content-size=AX5"])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(arguments: ["layout", "validate"])
    func anUnknownDeviceIsAUsageErrorThatListsTheDevices(command: String) throws {
        let run = try Viewspec.run([command, Self.spec, "--device", "pixel-8"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown device 'pixel-8' for --device"))
        #expect(run.stderr.contains("iphone-17-landscape"))
        #expect(run.stderr.contains("viewspec devices"))
    }

    /// Every numeric option outside its documented range is a usage error, before any work:
    /// `--columns 30000` and `--scale 0.01` would otherwise ask for multi-gigabyte canvases.
    @Test(arguments: [
        (["--columns", "30000"], "--columns must be 10...1000"),
        (["--columns", "9"], "--columns must be 10...1000"),
        (["--columns", "-5"], "--columns"),
        (["--scale", "0.01"], "--scale 0.01 makes the iphone-17 picture 40201 columns wide; at most 1000"),
        (["--scale", "0"], "--scale must be a positive number"),
        (["--scale=-2"], "--scale must be a positive number"),
        (["--scale", "nan"], "--scale must be a positive number"),
        (["--scale", "inf"], "--scale must be a positive number"),
    ])
    func aNumericOptionOutsideItsRangeIsAUsageError(arguments: [String], message: String) throws {
        let run = try Viewspec.run(["layout", Self.spec, "--format", "ascii"] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    /// `COLUMNS` is the terminal's, not a choice: out of range, it is brought into 10...1000.
    @Test(arguments: [("30000", 1000), ("3", 10), ("-4", 10)])
    func columnsFromTheEnvironmentAreClamped(value: String, width: Int) throws {
        let run = try Viewspec.run(
            ["layout", Self.spec, "--format", "ascii"], environment: ["COLUMNS": value])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst().dropLast()
        // Fitting the screen to the width rounds its scale up: a little narrower, never wider.
        let widest = try #require(rows.map(\.count).max())
        #expect(widest <= width && widest * 10 >= width * 9, "\(widest) columns")
    }

    @Test(arguments: [["--indent", "-5"], ["--indent", "17"], ["--indent", "x"], ["--indent"]])
    func cassowarySolveOptionsOutsideTheirRangeAreUsageErrors(arguments: [String]) throws {
        let system =
            #"{"variables": ["x"], "constraints": [{"op": "==", "terms": [[1, "x"]], "constant": -3}]}"#
        let run = try Viewspec.run(arguments, stdin: Data(system.utf8), executable: "cassowary-solve")
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("--indent"))
    }

    @Test func cassowarySolveIndentsWithinItsRange() throws {
        let system =
            #"{"variables": ["x"], "constraints": [{"op": "==", "terms": [[1, "x"]], "constant": -3}]}"#
        let run = try Viewspec.run(
            ["--indent", "16"], stdin: Data(system.utf8), executable: "cassowary-solve")
        #expect(run.status == 0)
        #expect(run.stdout.contains("\n" + String(repeating: " ", count: 16) + "\"values\""))
    }

    /// Input text quoted in cassowary-solve's messages reaches the terminal escaped.
    @Test func cassowarySolveEscapesInputInItsMessages() throws {
        let system =
            #"{"variables": ["x"], "constraints": [{"op": "==", "terms": [[1, "x\u001b]0;t\u0007"]], "constant": 0}]}"#
        let run = try Viewspec.run([], stdin: Data(system.utf8), executable: "cassowary-solve")
        #expect(run.status == 2)
        #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.stderr.contains(#"unknown variable 'x\u{1B}]0;t\u{7}'"#), "\(run.stderr)")
    }

    @Test func aPictureTooLargeToDrawIsAUsageError() throws {
        let columns = try Viewspec.run(["layout", Self.spec, "--format", "ascii", "--columns", "100000000"])
        #expect(columns.status == 64)
        #expect(columns.stderr.contains("--columns must be 10...1000"))
        let scale = try Viewspec.run(["layout", Self.spec, "--format", "ascii", "--scale", "0.0000001"])
        #expect(scale.status == 64)
        #expect(scale.stdout == "")
        #expect(scale.stderr.contains("--scale 0.0000001 makes the iphone-17 picture"))
    }
}
