import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Devices: the presets' sizes and safe areas, landscape variants, custom devices and device
/// lists.
@Suite struct LayoutDeviceTests {
    /// A root holding one view pinned to the safe area.
    static let guarded = layoutDocument(
        "- view: { id: guarded, layout: [{ edges: { insets: 0, to: safeArea } }] }", device: "")

    struct Preset: Sendable, CustomStringConvertible {
        var name: String
        var width: Double
        var height: Double
        /// top, left, bottom, right.
        var insets: [Double]

        var description: String { name }
    }

    static let presets: [Preset] = [
        Preset(name: "iphone-se", width: 375, height: 667, insets: [20, 0, 0, 0]),
        Preset(name: "iphone-8", width: 375, height: 667, insets: [20, 0, 0, 0]),
        Preset(name: "iphone-16e", width: 390, height: 844, insets: [47, 0, 34, 0]),
        Preset(name: "iphone-17", width: 402, height: 874, insets: [62, 0, 34, 0]),
        Preset(name: "iphone-17-pro-max", width: 440, height: 956, insets: [62, 0, 34, 0]),
        Preset(name: "ipad", width: 820, height: 1180, insets: [24, 0, 20, 0]),
        Preset(name: "ipad-pro-13", width: 1032, height: 1376, insets: [24, 0, 20, 0]),
        Preset(name: "apple-tv", width: 1920, height: 1080, insets: [60, 80, 60, 80]),
        Preset(name: "mac-window", width: 1280, height: 800, insets: [28, 0, 0, 0]),
    ]

    @Test(arguments: presets)
    func presetSizesAndSafeAreas(_ preset: Preset) {
        let spec = layOut(Self.guarded, devices: [preset.name])
        expectClean(spec)
        #expect(spec.layouts.count == 1)
        #expect(spec.layout?.device.name == preset.name)
        #expect(spec.layout?.device.width == preset.width)
        #expect(spec.layout?.device.height == preset.height)
        expectFrame(spec, "screen", 0, 0, preset.width, preset.height)
        let i = preset.insets
        expectFrame(spec, "guarded", i[1], i[0], preset.width - i[1] - i[3], preset.height - i[0] - i[2])
    }

    @Test func theSpecsDeviceAndTheDefault() {
        let named = layOut(
            layoutDocument("- view: { id: a, layout: [{ edges: 0 }] }", device: "device: ipad"))
        expectFrame(named, "a", 0, 0, 820, 1180)
        let unnamed = layOut(layoutDocument("- view: { id: a, layout: [{ edges: 0 }] }", device: ""))
        expectClean(unnamed)
        #expect(unnamed.layout?.device.name == "iphone-17")
        expectFrame(unnamed, "a", 0, 0, 402, 874)
    }

    @Test func landscapeVariantsByName() {
        let spec = layOut(
            Self.guarded, devices: ["iphone-se-landscape", "ipad-landscape", "iphone-17-landscape"])
        #expect(
            spec.layouts.map(\.device.name) == [
                "iphone-se-landscape", "ipad-landscape", "iphone-17-landscape",
            ])
        expectFrame(spec, "screen", 0, 0, 667, 375, device: 0)
        expectFrame(spec, "screen", 0, 0, 1180, 820, device: 1)
        expectFrame(spec, "screen", 0, 0, 874, 402, device: 2)
        #expect(spec.layouts.allSatisfy { $0.device.orientation == .landscape })
    }

    @Test func aPresetTurnedInTheSpec() {
        let spec = layOut(
            layoutDocument(
                "- view: { id: a, layout: [{ edges: 0 }] }",
                device: "device: { preset: ipad, orientation: landscape }"))
        expectClean(spec)
        expectFrame(spec, "a", 0, 0, 1180, 820)
    }

    @Test func aCustomDeviceWithASafeArea() {
        let spec = layOut(
            layoutDocument(
                "- view: { id: guarded, layout: [{ edges: { insets: 0, to: safeArea } }] }",
                device:
                    "device: { name: watch-ish, width: 198, height: 242, safeArea: { top: 10, bottom: 10 } }")
        )
        expectClean(spec)
        #expect(spec.layout?.device.name == "watch-ish")
        expectFrame(spec, "screen", 0, 0, 198, 242)
        expectFrame(spec, "guarded", 0, 10, 198, 222)
    }

    @Test func aDeviceListLaysOutOncePerDevice() {
        let spec = layOut(
            layoutDocument(
                "- view: { id: guarded, layout: [{ edges: { insets: 0, to: safeArea } }] }",
                device: "device: [iphone-se, iphone-17, { name: small, width: 200, height: 300 }]"))
        expectClean(spec)
        #expect(spec.layouts.map(\.device.name) == ["iphone-se", "iphone-17", "small"])
        expectFrame(spec, "guarded", 0, 20, 375, 647, device: 0)
        expectFrame(spec, "guarded", 0, 62, 402, 778, device: 1)
        expectFrame(spec, "guarded", 0, 0, 200, 300, device: 2)
    }

    @Test func withSeveralDevicesEachMessageNamesItsDevice() {
        let spec = layOut(
            layoutDocument(
                "- view: { id: wide, layout: [{ top: 0, left: 0, width: 390, height: 10 }] }",
                device: "device: [iphone-se, iphone-17]"))
        let found = reported(spec, "outside-parent")
        #expect(found.map(\.message) == ["'wide' (0, 0, 390 × 10) reaches outside its parent 'screen'"])
        #expect(found.map(\.device) == ["iphone-se"])
        #expect(found.map(\.view) == ["wide"])
        let text = DiagnosticRenderer(files: []).render(found)
        #expect(text.hasSuffix("reaches outside its parent 'screen' (on iphone-se) [outside-parent]\n"))
        // The layout's own list is under its device: it needs no device named.
        #expect(spec.layouts[0].diagnostics.allSatisfy { $0.device == nil })
    }

    @Test func devicesByNameOverrideTheSpecs() {
        let spec = layOut(Self.guarded, devices: ["iphone-se", "iphone-71"])
        #expect(spec.layouts.map(\.device.name) == ["iphone-se"])
        let unknown = reported(spec, "unknown-device")
        #expect(unknown.map(\.message) == ["unknown device 'iphone-71'; did you mean 'iphone-17'?"])
    }
}
