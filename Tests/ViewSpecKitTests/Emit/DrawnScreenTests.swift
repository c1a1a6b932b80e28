import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// What the SVG and the ASCII picture draw of the screen around the views: the software
/// keyboard over them, cells' text inside the safe area, and no more rows than a picture has.
@Suite struct DrawnScreenTests {
    @Test func theSVGDrawsTheKeyboardOverTheViews() throws {
        let spec = KeyboardLayoutTests.spec()
        let shown = try emitted(spec, request: MatrixRequest(keyboard: true)).text(.svg)
        let keyboard = try #require(shown.range(of: "<g id=\"keyboard\" vs:kind=\"keyboard\">"))
        let message = try #require(shown.range(of: "vs:id=\"message\""))
        #expect(message.lowerBound < keyboard.lowerBound)
        #expect(shown.contains("<rect x=\"0\" y=\"538\" width=\"402\" height=\"336\""))
        #expect(shown.contains(">space</text>"))
        let hidden = try emitted(spec).text(.svg)
        #expect(!hidden.contains("id=\"keyboard\""))
    }

    @Test func theASCIIPictureShowsTheKeyboard() throws {
        let spec = KeyboardLayoutTests.spec()
        let picture = try emitted(spec, request: MatrixRequest(keyboard: true)).text(
            .ascii, options: .ascii(columns: 60))
        #expect(picture.contains("⌨ keyboard"))
        #expect(picture.contains("Q W E R T Y U I O P"))
        let plain = try emitted(spec).text(.ascii, options: .ascii(columns: 60))
        #expect(!plain.contains("keyboard"))
    }

    @Test func theSVGDrawsCellTextInsideTheSafeArea() throws {
        let svg = try emitted(
            CellSafeAreaTests.spec("table"), request: MatrixRequest(devices: ["iphone-17-landscape"])
        ).text(.svg)
        #expect(svg.contains("<text x=\"78\""))
    }

    /// A custom device 1 × 100000 pt fitted to 100 columns would be 2.5 million rows: the
    /// picture stops at `ASCIIEmitter.tallestPicture` and says so after its footer.
    @Test func aVeryTallScreenIsCutAndSaysSo() throws {
        let spec = "viewspec: 1\ndevice: { name: tall, width: 1, height: 100000 }\nroot:\n  view: {}\n"
        let picture = try emitted(spec).text(.ascii)
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let tallest = ASCIIEmitter.tallestPicture
        #expect(lines.count == tallest + 4)
        #expect(lines[lines.count - 3] == "1 column = 0.02 pt, 1 row = 0.04 pt")
        #expect(lines[lines.count - 2] == "(picture cut at \(tallest) of 2500001 rows)")
    }
}
