import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// The keyboard a screen shows follows its first input's `keyboard`.
///
/// A phone's number pad and phone pad have no QuickType bar, so they take 44 pt less in portrait
/// (32 in landscape); email and URL keyboards are QWERTY with their own keys. The height and the
/// drawing come from one place (`SoftwareKeyboard`, `Device.keyboardType`).
@Suite struct KeyboardTypeTests {
    static func spec(keyboard: String, device: String = "{ preset: iphone-17, keyboard: true }") -> String {
        """
        viewspec: 1
        device: \(device)
        palette: system
        root:
          view:
            children:
              - textField:
                  id: amount
                  placeholder: Amount
                  keyboard: \(keyboard)
                  layout: [{ horizontal: 16 }, { bottom: { to: keyboard.top, constant: 8 } }]
              - textField: { id: note, placeholder: Note, layout: [{ top: 100 }, { horizontal: 16 }] }
        """
    }

    @Test(arguments: [
        // A home-indicator phone: 336 with the QuickType bar, the pads 292 (216 of keys and the
        // indicator area).
        ("number", "{ preset: iphone-17, keyboard: true }", 292.0),
        ("phone", "{ preset: iphone-17, keyboard: true }", 292),
        ("email", "{ preset: iphone-17, keyboard: true }", 336),
        ("url", "{ preset: iphone-17, keyboard: true }", 336),
        ("default", "{ preset: iphone-17, keyboard: true }", 336),
        // A home-button phone: the number pad is its 216 pt of keys.
        ("number", "{ preset: iphone-se, keyboard: true }", 216),
        ("email", "{ preset: iphone-se, keyboard: true }", 260),
        // Landscape: the 32-pt bar goes.
        ("number", "{ preset: iphone-17, orientation: landscape, keyboard: true }", 177),
        // An iPad shows its full keyboard for every type.
        ("number", "{ preset: ipad, keyboard: true }", 313),
    ])
    func theKeyboardsHeightFollowsTheFirstInputsType(keyboard: String, device: String, height: Double) throws
    {
        let spec = layOut(Self.spec(keyboard: keyboard, device: device))
        #expect(!spec.diagnostics.contains { $0.severity == .error }, "\(spec.summary)")
        let layout = try #require(spec.layout)
        let frame = try #require(layout.device.keyboardFrame)
        #expect(frame.height == height)
        #expect(layout.device.keyboardType.rawValue == keyboard)
        // The keyboard guide is the keyboard's frame: the field stays 8 pt above it.
        let field = try #require(spec.absolute("amount"))
        #expect(nearlyEqual(field.y + field.height, layout.device.height - height - 8))
    }

    /// `--device` and `--keyboard` show the screen's keyboard too, not a QWERTY one.
    @Test func aNamedDeviceShowsTheScreensKeyboardType() throws {
        let spec = layOut(Self.spec(keyboard: "number"), devices: ["iphone-se"])
        #expect(spec.layout?.device.keyboardFrame?.height == 216)
        let flagged = try #require(layOut(Self.spec(keyboard: "phone", device: "iphone-17")).tree)
        let device = try #require(Pipeline.device("iphone-17", of: flagged, named: true, keyboard: true))
        #expect(device.keyboardHeight == 292)
        #expect(device.keyboardType == .phone)
    }

    static func keyboardGroup(_ keyboard: String) throws -> String {
        let svg = try emitted(Self.spec(keyboard: keyboard)).text(.svg)
        let start = try #require(svg.range(of: "<g id=\"keyboard\""))
        let end = try #require(svg[start.upperBound...].range(of: "</g>"))
        return String(svg[start.upperBound..<end.lowerBound])
    }

    static func keys(_ group: String) -> [String] {
        group.components(separatedBy: "</text>").compactMap { part in
            part.range(of: ">", options: .backwards).map { String(part[$0.upperBound...]) }
        }.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    @Test func theNumberPadIsDrawnWithItsDigitsAndNoQuickTypeBar() throws {
        let group = try Self.keyboardGroup("number")
        #expect(Self.keys(group) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        #expect(group.components(separatedBy: "<path ").count == 2, "delete is drawn as its symbol")
        #expect(Self.keys(try Self.keyboardGroup("phone")).contains("+*#"))
    }

    @Test func emailAndURLKeyboardsShowTheirOwnKeys() throws {
        let email = Self.keys(try Self.keyboardGroup("email"))
        #expect(email.contains("@") && email.contains(".") && email.contains("space"))
        #expect(email.contains("The"))
        let url = Self.keys(try Self.keyboardGroup("url"))
        #expect(url.contains(".com") && url.contains("/") && !url.contains("space"))
        let standard = Self.keys(try Self.keyboardGroup("default"))
        #expect(!standard.contains("@") && standard.contains("space") && standard.contains("Q"))
    }
}
