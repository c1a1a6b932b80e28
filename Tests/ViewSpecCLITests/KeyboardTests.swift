import Foundation
import Testing

/// `--keyboard` on validate: the software keyboard shown on the spec's device.
///
/// Where the
/// keyboard puts views and how it is drawn is the library's (Layout/KeyboardLayoutTests,
/// Emit/DrawnScreenTests).
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

    @Test func validateTakesTheFlag() throws {
        let run = try Viewspec.run(["validate", "-", "--keyboard"], stdin: Data(Self.spec().utf8))
        #expect(run.status == 0)
        // The layout is clean; the audits judge the navy palette's placeholder.
        let reports = run.stderr.split(separator: "\n").filter { $0.hasPrefix("<stdin>:") }
        #expect(
            reports == [
                "<stdin>:6:9: warning: the placeholder of 'message' (#6A75A3 on #222950) has a contrast of 3.12:1, below the 4.5:1 WCAG 2.2 AA asks for normal text (SC 1.4.3) [low-contrast]"
            ], "\(run.stderr)")
    }
}
