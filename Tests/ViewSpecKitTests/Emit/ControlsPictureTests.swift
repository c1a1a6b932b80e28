import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Text and controls as the ASCII picture and the SVG draw them: cut text, controls mirrored
/// right to left, and navigation bars whose title keeps clear of their buttons.
@Suite struct ControlsPictureTests {
    /// The row of `picture` that contains `text`.
    static func row(_ picture: String, containing text: String) -> String? {
        picture.components(separatedBy: "\n").first { $0.contains(text) }
    }

    /// Text cut by its line limit ends in "…" in both pictures too.
    @Test func cutTextEndsInAnEllipsisInThePictures() throws {
        let spec = try emitted(TextInFrameTests.twoLines)
        #expect(try spec.text(.svg).contains("…</text>"))
        #expect(try spec.text(.ascii, options: .ascii(columns: 60)).contains("…"))
    }

    // MARK: Right to left

    static let rightToLeft = """
        viewspec: 1
        device: iphone-17
        options: { direction: rightToLeft }
        root:
          view:
            background: white
            children:
              - navigationBar: { id: nav, title: Inbox, items: [Back, Edit] }
              - stack.vertical:
                  layout: [{ below: { view: nav, spacing: 16 } }, { horizontal: 16 }]
                  children:
                    - progress: { id: progress, value: 0.25 }
                    - slider: { id: slider, value: 0.25 }
                    - switch: { on: true }
                    - stepper: {}
                    - segmented: { items: [One, Two, Three], selected: 0 }
                    - pageControl: { pages: 4, current: 0 }
                    - input.text: { id: field, text: abc }
              - tabBar: { items: [Home, Search, Profile], selected: 0 }
        """

    @Test func controlsMirrorInTheASCIIPicture() throws {
        let ascii = try emitted(Self.rightToLeft).text(.ascii, options: .ascii(columns: 60))
        func row(containing text: String) -> String? { Self.row(ascii, containing: text) }
        // The back button at the right with a chevron pointing right, "Edit" at the left.
        let bar = try #require(row(containing: "Inbox"))
        #expect(bar.contains("Back ›"))
        #expect(try #require(bar.range(of: "Edit")).lowerBound < bar.range(of: "Inbox")!.lowerBound)
        // The progress fill and the slider's filled track start at the right.
        #expect(try #require(row(containing: "░")).contains("░█"))
        #expect(try #require(row(containing: "●━")).contains("─●━"))
        #expect(row(containing: "(●━)") != nil)
        #expect(row(containing: "[ + │ - ]") != nil)
        let segments = try #require(row(containing: "Three"))
        #expect(segments.range(of: "Three")!.lowerBound < segments.range(of: "[One]")!.lowerBound)
        #expect(row(containing: "○ ○ ○ ●") != nil)
        let tabs = try #require(row(containing: "[Home]"))
        #expect(tabs.range(of: "Profile")!.lowerBound < tabs.range(of: "[Home]")!.lowerBound)
    }

    @Test func controlsMirrorInTheSVG() throws {
        let svg = try emitted(Self.rightToLeft).text(.svg)
        func group(_ id: String) throws -> String {
            let start = try #require(svg.range(of: "vs:id=\"\(id)\""))
            let end = try #require(svg[start.upperBound...].range(of: "</g>"))
            return String(svg[start.upperBound..<end.lowerBound])
        }
        // 370 pt from x 16: a quarter filled from the right edge (386).
        #expect(try group("progress").contains("<rect x=\"293.5\" y=\"122\" width=\"92.5\""))
        #expect(try group("slider").contains("fill=\"#007AFF\""))
        #expect(!(try group("slider").contains("<rect x=\"16\" y=\"155.5\" width=\"10")))
        // The back button ends 30 pt in from the right; the other item starts 16 pt from the left.
        let nav = try group("nav")
        #expect(nav.contains("<text x=\"372\""))
        #expect(nav.contains("text-anchor=\"end\" xml:space=\"preserve\">Back</text>"))
        #expect(nav.contains("<text x=\"16\""))
        // An input's natural alignment follows the direction.
        #expect(try group("field").contains("text-anchor=\"end\""))
    }

    // MARK: Navigation bars

    static let mailboxes = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - navigationBar: { title: Inbox, items: [All mailboxes, Edit] }
        """

    /// `backButton: false` makes the first item a plain button ("Cancel"): no chevron in either
    /// picture, the title 16 pt in from the leading edge, and the JSON says so.
    @Test func aPlainLeadingItemHasNoChevron() throws {
        let plain = Self.mailboxes.replacingOccurrences(
            of: "items: [All mailboxes, Edit]", with: "items: [Cancel, Save], backButton: false")
        let spec = try emitted(plain)
        let bar = try #require(
            Self.row(try spec.text(.ascii, options: .ascii(columns: 40)), containing: "Inbox"))
        #expect(bar.contains("│Cancel"), "\(bar)")
        #expect(!bar.contains("‹"))
        // The chevron is the bar's only path.
        let svg = try spec.text(.svg)
        #expect(!svg.contains("<path"))
        #expect(svg.contains(">Cancel<"))
        #expect(try spec.text(.json).contains("\"backButton\": false"))
        let back = try emitted(Self.mailboxes)
        #expect(try back.text(.svg).contains("<path"))
        #expect(try !back.text(.json).contains("backButton"))
    }

    @Test func asciiNavigationBarKeepsTheTitleClearOfItsButtons() throws {
        let ascii = try emitted(Self.mailboxes).text(.ascii, options: .ascii(columns: 40))
        let bar = try #require(Self.row(ascii, containing: "Inbox"))
        #expect(bar.contains("‹ All mailboxes"))
        #expect(bar.contains("Inbox"))
        #expect(bar.hasSuffix("Edit│"))
        let long = Self.mailboxes.replacingOccurrences(
            of: "title: Inbox", with: "title: A rather long inbox title")
        let cut = try emitted(long).text(.ascii, options: .ascii(columns: 40))
        let cutBar = try #require(Self.row(cut, containing: "‹ All mailboxes"))
        #expect(cutBar.contains("…"))
        #expect(cutBar.hasSuffix("Edit│"))
    }

    /// One item is the leading (back) button in both pictures.
    @Test func oneItemIsTheLeadingButtonInASCIIAndSVG() throws {
        let spec = try emitted(
            Self.mailboxes.replacingOccurrences(of: "[All mailboxes, Edit]", with: "[Back]"))
        let ascii = try spec.text(.ascii, options: .ascii(columns: 40))
        let bar = try #require(Self.row(ascii, containing: "Inbox"))
        #expect(bar.hasPrefix("│‹ Back"))
        let svg = try spec.text(.svg)
        #expect(svg.contains("<text x=\"30\""))
        #expect(svg.contains("xml:space=\"preserve\">Back</text>"))
    }
}
