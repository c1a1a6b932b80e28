import Foundation
import Testing

/// The software keyboard (Draftsman's `.keyboard` and `.keyboardSafeArea`): `keyboard: true` on
/// a device, `--keyboard` on layout and validate, drawn in the SVG and the ASCII picture.
@Suite struct KeyboardTests {
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

    static func device(_ run: Run) throws -> [String: Any] {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        return try #require(layouts.first?["device"] as? [String: Any])
    }

    @Test func aDeviceWithTheKeyboardUpPlacesTheFieldAboveIt() throws {
        // iphone-17 (home indicator), portrait: 336 pt with the QuickType bar and the 34-pt
        // indicator area, so its top is at 874 - 336 = 538.
        let run = try Piped.layout(Self.spec(device: "{ preset: iphone-17, keyboard: true }"))
        #expect(run.status == 0, "\(run.stderr)")
        let keyboard = try #require(try Self.device(run)["keyboard"] as? [String: Double])
        #expect(keyboard == ["x": 0, "y": 538, "width": 402, "height": 336])
        let frames = try Piped.frames(run)
        #expect(frames["message"]?["y"] == 482)  // 538 - 8 - 48
        #expect(frames["footer"]?["y"] == 518)  // 538 - 20
    }

    @Test func withTheKeyboardHiddenTheGuidesAreTheSafeArea() throws {
        // UIKit's keyboard layout guide sits on the safe area's bottom while the keyboard is
        // hidden: 874 - 34 = 840.
        let run = try Piped.layout(Self.spec())
        #expect(try Self.device(run)["keyboard"] == nil)
        let frames = try Piped.frames(run)
        #expect(frames["message"]?["y"] == 784)  // 840 - 8 - 48
        #expect(frames["footer"]?["y"] == 820)  // 840 - 20
    }

    @Test func theKeyboardFlagShowsItOnEveryDevice() throws {
        let run = try Piped.layout(
            Self.spec(),
            ["--keyboard", "--device", "iphone-se", "--device", "iphone-17-landscape", "--device", "ipad"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        let heights = layouts.compactMap {
            (($0["device"] as? [String: Any])?["keyboard"] as? [String: Double])?["height"]
        }
        // A home-button phone 260, a home-indicator phone in landscape 209, an iPad 313.
        #expect(heights == [260, 209, 313])
        let landscapeViews = try #require(layouts[1]["views"] as? [[String: Any]])
        let footer = try #require(landscapeViews.first { $0["id"] as? String == "footer" })
        #expect((footer["absolute"] as? [String: Double])?["y"] == 173)  // 402 - 209 - 20
    }

    @Test func theKeyboardSafeAreaOfAViewTheKeyboardDoesNotReachIsItsSafeArea() throws {
        // A 300-pt panel at the top: the keyboard (from 538) covers none of it, so its
        // keyboard-aware safe area ends at its own bottom.
        let spec = """
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
            """
        let run = try Piped.layout(spec)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = try Piped.frames(run)
        #expect(frames["footer"]?["y"] == 280)
        // The 700-pt view reaches 162 pt under the keyboard: its guide ends at 538.
        #expect(frames["covered"]?["y"] == 518)
    }

    @Test func aCustomDeviceTakesItsClassesHeight() throws {
        let phone = try Piped.layout(
            Self.spec(
                device:
                    "{ name: tall-phone, width: 400, height: 860, safeArea: { top: 50, bottom: 34 }, keyboard: true }"
            ))
        #expect((try Self.device(phone)["keyboard"] as? [String: Double])?["height"] == 336)
        let tablet = try Piped.layout(
            Self.spec(device: "{ name: slate, width: 900, height: 700, keyboard: true }"))
        #expect((try Self.device(tablet)["keyboard"] as? [String: Double])?["height"] == 398)
    }

    @Test func validateTakesTheFlagToo() throws {
        let run = try Viewspec.run(["validate", "-", "--keyboard"], stdin: Data(Self.spec().utf8))
        #expect(run.status == 0)
        // The layout is clean; only the audits judge the navy palette's placeholder.
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains(" warning: ") }
        #expect(!warnings.isEmpty && warnings.allSatisfy { $0.hasSuffix("[low-contrast]") }, "\(run.stderr)")
    }

    @Test func aScreenWithoutASoftwareKeyboard() throws {
        let flag = try Viewspec.run(
            ["validate", "-", "--keyboard", "--device", "apple-tv"], stdin: Data(Self.spec().utf8))
        #expect(flag.status == 0)
        #expect(
            flag.stderr.contains(
                "warning: 'apple-tv' has no docked software keyboard; it is laid out without one [no-software-keyboard]"
            ))
        let spec = try Viewspec.run(
            ["validate", "-"], stdin: Data(Self.spec(device: "{ preset: mac-window, keyboard: true }").utf8))
        #expect(spec.status == 1)
        #expect(spec.stderr.contains("<stdin>:2:41: error: 'mac-window' has no docked software keyboard"))
    }

    @Test func theGuidesAreNotViewIdsOrTopLevelTargets() throws {
        let reserved = """
            viewspec: 1
            root:
              view:
                children:
                  - view: { id: keyboard }
            """
        let run = try Viewspec.run(["validate", "-"], stdin: Data(reserved.utf8))
        #expect(run.status == 1)
        let topLevel = """
            viewspec: 1
            root:
              view:
                children:
                  - view: { id: bar }
            constraints:
              - "bar.bottom == keyboard.top"
            """
        let second = try Viewspec.run(["validate", "-"], stdin: Data(topLevel.utf8))
        #expect(second.status == 1)
        #expect(second.stderr.contains("keyboard"))
    }

    @Test func theSVGDrawsTheKeyboardOverTheViews() throws {
        let shown = try Piped.layout(Self.spec(), ["--keyboard", "--format", "svg"]).stdout
        let keyboard = try #require(shown.range(of: "<g id=\"keyboard\" vs:kind=\"keyboard\">"))
        let message = try #require(shown.range(of: "vs:id=\"message\""))
        #expect(message.lowerBound < keyboard.lowerBound)
        #expect(shown.contains("<rect x=\"0\" y=\"538\" width=\"402\" height=\"336\""))
        #expect(shown.contains(">space</text>"))
        let hidden = try Piped.layout(Self.spec(), ["--format", "svg"]).stdout
        #expect(!hidden.contains("id=\"keyboard\""))
    }

    @Test func theASCIIPictureShowsTheKeyboard() throws {
        let picture = try Piped.layout(Self.spec(), ["--keyboard", "--format", "ascii", "--columns", "60"])
            .stdout
        #expect(picture.contains("⌨ keyboard"))
        #expect(picture.contains("Q W E R T Y U I O P"))
        let plain = try Piped.layout(Self.spec(), ["--format", "ascii", "--columns", "60"]).stdout
        #expect(!plain.contains("keyboard"))
    }
}
