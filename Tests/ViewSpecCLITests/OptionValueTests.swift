import Foundation
import Testing

/// Bad option values and repeated single-value options are usage errors (exit 64), never a
/// silent choice or exit 1.
@Suite struct OptionValueTests {
    static let spec = "specs/gallery/sign-in.yaml"

    @Test(arguments: [
        ["layout", spec, "--content-size", "large", "--content-size", "xSmall"],
        ["validate", spec, "--content-size", "large", "--content-size=AX5"],
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

    @Test(arguments: ["layout", "validate"])
    func anUnknownDeviceIsAUsageErrorThatListsTheDevices(command: String) throws {
        let run = try Viewspec.run([command, Self.spec, "--device", "pixel-8"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("unknown device 'pixel-8' for --device"))
        #expect(run.stderr.contains("iphone-17-landscape"))
        #expect(run.stderr.contains("viewspec devices"))
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
