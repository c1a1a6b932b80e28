import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// One set of device names: every name `viewspec devices --landscape` lists
/// (`DevicePreset.deviceNames`) is accepted as a spec's `device:` and as a `preset:`, and lays
/// out on the device listed under it.
@Suite struct DeviceNamesTests {
    @Test func everyListedDeviceIsAcceptedInTheSpec() throws {
        #expect(DevicePreset.deviceNames.count > 10)
        for name in DevicePreset.deviceNames {
            let listed = try #require(Device.named(name), "\(name)")
            for value in [name, "{ preset: \(name) }"] {
                let spec = layOut("viewspec: 1\ndevice: \(value)\nroot:\n  view: {}\n")
                #expect(!spec.diagnostics.contains { $0.severity == .error }, "\(value): \(spec.summary)")
                let device = try #require(spec.layout?.device, "\(value)")
                #expect(device.name == name, "\(value)")
                #expect(device.width == listed.width && device.height == listed.height, "\(value)")
            }
        }
    }

    @Test func aNamedDeviceReplacesTheSpecsAndSizesTheRoot() throws {
        let spec = try emitted(
            path: "specs/gallery/sign-in.yaml", request: MatrixRequest(devices: ["iphone-se"]))
        #expect(spec.layouts.count == 1)
        let device = try #require(spec.layouts.first?.device)
        #expect(device.name == "iphone-se")
        #expect(device.width == 375 && device.height == 667)
        #expect(spec.layouts.first?.views.first?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
