import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The software keyboard (Draftsman's `.keyboard` and `.keyboardSafeArea`): `keyboard: true` on
/// a device or the keyboard asked for on every device, and the guides views are placed against.
@Suite struct KeyboardLayoutTests {
    /// A message field 8 pt above the keyboard guide and a panel filling the screen whose
    /// child sits on the panel's keyboard-aware safe area.
    static func spec(device: String = "iphone-17") -> String {
        """
        viewspec: 1
        device: \(device)
        root:
          view:
            children:
              - input.text:
                  id: message
                  layout: [{ horizontal: 16 }, { bottom: { to: keyboard.top, constant: 8 } }]
              - view:
                  id: panel
                  layout: [{ edges: 0 }]
                  children:
                    - view: { id: footer, layout: [{ horizontal: 0 }, { height: 20 }, { bottom: { to: keyboardSafeArea } }] }
        """
    }

    /// The spec laid out without an error.
    static func laidOut(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> LaidOutSpec {
        let spec = layOut(yaml)
        #expect(
            !spec.diagnostics.contains { $0.severity == .error }, "\(spec.summary)",
            sourceLocation: sourceLocation)
        return spec
    }

    @Test func aDeviceWithTheKeyboardUpPlacesTheFieldAboveIt() throws {
        // iphone-17 (home indicator), portrait: 336 pt with the QuickType bar and the 34-pt
        // indicator area, so its top is at 874 - 336 = 538.
        let spec = Self.laidOut(Self.spec(device: "{ preset: iphone-17, keyboard: true }"))
        let keyboard = try #require(spec.layout?.device.keyboardFrame)
        #expect(keyboard == Rect(x: 0, y: 538, width: 402, height: 336))
        #expect(shown(spec.absolute("message")?.y) == "482")  // 538 - 8 - 48
        #expect(shown(spec.absolute("footer")?.y) == "518")  // 538 - 20
    }

    @Test func withTheKeyboardHiddenTheGuidesAreTheSafeArea() {
        // UIKit's keyboard layout guide sits on the safe area's bottom while the keyboard is
        // hidden: 874 - 34 = 840.
        let spec = Self.laidOut(Self.spec())
        #expect(spec.layout?.device.keyboardFrame == nil)
        #expect(shown(spec.absolute("message")?.y) == "784")  // 840 - 8 - 48
        #expect(shown(spec.absolute("footer")?.y) == "820")  // 840 - 20
    }

    /// The keyboard belongs to the screen: naming the spec's own device, or all of them, keeps it.
    @Test(arguments: [["iphone-17"], ["iphone-se", "iphone-17", "mac-window"]])
    func theSpecsKeyboardStaysOnTheDevicesNamed(devices: [String]) throws {
        let spec = try emitted(
            Self.spec(device: "{ preset: iphone-17, keyboard: true }"),
            request: MatrixRequest(devices: devices))
        #expect(!spec.layouts.flatMap(\.diagnostics).contains { $0.severity == .error })
        let heights = spec.layouts.map { $0.device.keyboardFrame?.height }
        // A home-button phone 260, a home-indicator phone 336, a Mac none.
        #expect(heights == (devices.count == 1 ? [336] : [260, 336, nil]))
    }

    @Test func theKeyboardShownOnEveryDevice() throws {
        let spec = try emitted(
            Self.spec(),
            request: MatrixRequest(devices: ["iphone-se", "iphone-17-landscape", "ipad"], keyboard: true))
        #expect(!spec.layouts.flatMap(\.diagnostics).contains { $0.severity == .error })
        // A home-button phone 260, a home-indicator phone in landscape 209, an iPad 313.
        #expect(spec.layouts.compactMap(\.device.keyboardFrame?.height) == [260, 209, 313])
        #expect(shown(spec.absolute("footer", cell: 1)?.y) == "173")  // 402 - 209 - 20
    }

    @Test func theKeyboardSafeAreaOfAViewTheKeyboardDoesNotReachIsItsSafeArea() {
        // A 300-pt panel at the top: the keyboard (from 538) covers none of it, so its
        // keyboard-aware safe area ends at its own bottom.
        let spec = Self.laidOut(
            """
            viewspec: 1
            device: { preset: iphone-17, keyboard: true }
            root:
              view:
                children:
                  - view:
                      id: panel
                      layout: [{ top: 0 }, { horizontal: 0 }, { height: 300 }]
                      children:
                        - view: { id: footer, layout: [{ horizontal: 0 }, { height: 20 }, { bottom: { to: keyboardSafeArea } }] }
                  - view:
                      id: tall
                      layout: [{ top: 0 }, { horizontal: 0 }, { height: 700 }]
                      children:
                        - view: { id: covered, layout: [{ horizontal: 0 }, { height: 20 }, { bottom: { to: keyboardSafeArea } }] }
            """)
        #expect(shown(spec.absolute("footer")?.y) == "280")
        // The 700-pt view reaches 162 pt under the keyboard: its guide ends at 538.
        #expect(shown(spec.absolute("covered")?.y) == "518")
    }

    @Test func aCustomDeviceTakesItsClassesHeight() {
        let phone = Self.laidOut(
            Self.spec(
                device:
                    "{ name: tall-phone, width: 400, height: 860, safeArea: { top: 50, bottom: 34 }, keyboard: true }"
            ))
        #expect(phone.layout?.device.keyboardFrame?.height == 336)
        let tablet = Self.laidOut(
            Self.spec(device: "{ name: slate, width: 900, height: 700, keyboard: true }"))
        #expect(tablet.layout?.device.keyboardFrame?.height == 398)
    }

    @Test func aScreenWithoutASoftwareKeyboard() {
        let asked = validated(Self.spec(), request: MatrixRequest(devices: ["apple-tv"], keyboard: true))
        #expect(!asked.hasErrors, "\(asked.report)")
        #expect(
            asked.report.contains(
                "warning: 'apple-tv' has no docked software keyboard; it is laid out without one [no-software-keyboard]"
            ))
        let spec = validated(Self.spec(device: "{ preset: mac-window, keyboard: true }"))
        #expect(spec.hasErrors)
        #expect(spec.report.contains("<stdin>:2:41: error: 'mac-window' has no docked software keyboard"))
    }
}
