import Testing

@testable import ViewSpecCore
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// A spec's `device:` takes a device group (`iphones`, `ipads`, `phones-and-tablets`): its
/// presets, upright, in the group's order.
@Suite struct DeviceGroupTests {
    @Test func aSpecsDeviceGroupIsItsPresets() throws {
        let laidOut = layOut(
            """
            viewspec: 1
            device: [ipads, iphone-se]
            root: { view: { background: card } }
            """)
        expectClean(laidOut)
        #expect(try #require(laidOut.tree).devices.map(\.name) == ["ipad", "ipad-pro-13", "iphone-se"])
    }

    @Test func anUnknownGroupSuggestsOne() {
        let spec = validated("viewspec: 1\ndevice: iphonez\nroot: { view: {} }\n")
        #expect(spec.report.contains("did you mean 'iphones'?"), "\(spec.report)")
    }
}
