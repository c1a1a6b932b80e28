import Testing

@testable import ViewSpecCore
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecResolve

/// `options.idiom`: a spec for one family of devices is laid out on the presets of that family
/// when every device, a group or a configuration is asked for, and on any device named itself.
@Suite struct IdiomTests {
    static let phone = """
        viewspec: 1
        options: { idiom: phone }
        root:
          view: { background: card }
        """

    static func devices(_ spec: ValidatedSpec) -> [String] { spec.run?.matrix.devices ?? [] }

    @Test func everyDeviceIsThePresetsOfTheSpecsIdiom() throws {
        let spec = validated(Self.phone, request: MatrixRequest(devices: DevicePreset.names))
        #expect(
            Self.devices(spec) == ["iphone-se", "iphone-8", "iphone-16e", "iphone-17", "iphone-17-pro-max"])
        let note = try #require(spec.reported("other-idiom").first, "\(spec.report)")
        #expect(note.severity == .note)
        #expect(note.range?.lower == SourcePosition(line: 2, column: 19))
        #expect(
            note.message
                == "the spec is for phone screens (options.idiom), so 'ipad', 'ipad-pro-13', 'apple-tv' and 'mac-window' are not laid out; name a device with --device to lay it out anyway"
        )
    }

    @Test func aDeviceNamedItselfIsLaidOutAsAsked() {
        let spec = validated(
            Self.phone,
            request: MatrixRequest(devices: ["iphone-se", "ipad", "ipad-pro-13"], namedDevices: ["ipad"]))
        #expect(Self.devices(spec) == ["iphone-se", "ipad"])
        #expect(spec.reported("other-idiom").first?.message.contains("'ipad-pro-13' is not laid out") == true)
    }

    @Test func theSpecsOwnDevicesAndCustomDevicesAreLaidOut() {
        let own = validated(
            Self.phone.replacingOccurrences(of: "viewspec: 1\n", with: "viewspec: 1\ndevice: ipad\n"))
        #expect(Self.devices(own) == ["ipad"])
        #expect(own.reported("other-idiom").isEmpty)
        let tablet = validated(
            Self.phone.replacingOccurrences(of: "idiom: phone", with: "idiom: tablet"),
            request: MatrixRequest(devices: ["iphone-17", "ipad"]))
        #expect(Self.devices(tablet) == ["ipad"])
    }

    @Test func aSpecWithoutAnIdiomIsLaidOutOnEveryDevice() {
        let spec = validated(
            Self.phone.replacingOccurrences(of: "options: { idiom: phone }\n", with: ""),
            request: MatrixRequest(devices: DevicePreset.names))
        #expect(Self.devices(spec) == DevicePreset.names)
        #expect(spec.reported("other-idiom").isEmpty)
    }

    @Test func anUnknownIdiomIsAnError() {
        let spec = validated(Self.phone.replacingOccurrences(of: "idiom: phone", with: "idiom: watch"))
        #expect(spec.hasErrors)
        #expect(spec.ids == ["invalid-value"], "\(spec.report)")
    }

    @Test func everyPresetHasAnIdiom() {
        #expect(DeviceIdiom.of(deviceNamed: "ipad-landscape") == .tablet)
        #expect(DeviceIdiom.of(deviceNamed: "iphone-se") == .phone)
        #expect(DeviceIdiom.of(deviceNamed: "apple-tv") == .tv)
        #expect(DeviceIdiom.of(deviceNamed: "custom") == nil)
    }
}
