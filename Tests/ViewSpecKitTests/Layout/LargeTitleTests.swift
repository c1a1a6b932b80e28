import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLayout
@testable import ViewSpecResolve

/// A navigation bar's large title (`largeTitle: true`, UIKit's `prefersLargeTitles`): the
/// largeTitle text style in bold, scaled by Dynamic Type, leading under the 44-pt inline bar; the
/// bar is 96 pt at the default text size and grows with the title's line height.
@Suite struct LargeTitleTests {
    static func spec(_ bar: String = "largeTitle: true") -> String {
        layoutDocument(
            """
            - navigationBar: { id: nav, title: Mailboxes, items: [Back, Edit], \(bar) }
            - label: { id: below, text: Inbox, layout: [{ below: { view: nav, spacing: 8 } }, { leading: 16 }] }
            """, device: "device: iphone-17", preamble: "palette: system")
    }

    static func laidOut(
        _ size: ContentSizeCategory, _ direction: LayoutDirection, bar: String = "largeTitle: true",
        audits: Bool = false
    ) -> LaidOutSpec {
        layOut(
            Self.spec(bar), options: Pipeline.Options(contentSize: size, direction: direction), audits: audits
        )
    }

    /// The large title's font at `size`: UIKit's largeTitle style, bold.
    static func font(_ size: ContentSizeCategory) -> Font {
        Font(size: TextStyle.largeTitle.size(at: size), weight: .bold)
    }

    @Test(arguments: [ContentSizeCategory.large, .ax3], LayoutDirection.allCases)
    func theBarHoldsTheInlineBarAndTheLargeTitle(size: ContentSizeCategory, direction: LayoutDirection) throws
    {
        let spec = Self.laidOut(size, direction)
        let growth = Self.font(size).lineHeight - Self.font(.large).lineHeight
        let height = Font.rounded(44 + 52 + growth)
        // Under the safe area's top (62 on iPhone 17), the screen's width.
        expectFrame(spec, "nav", 0, 62, 402, height)
        // The label below starts under the whole bar, at the leading margin.
        let below = try #require(spec.frame("below"))
        let leading = direction == .leftToRight ? 16 : 402 - 16 - below.width
        expectFrame(spec, "below", leading, 62 + height + 8, below.width, below.height)
        if size == .large { #expect(height == 96) }
        let text = try #require(spec.view("nav")?.text)
        #expect(text.font.size == TextStyle.largeTitle.size(at: size))
        #expect(text.font.weight == .bold)
        #expect(!text.isTruncated)
        let index = try #require(spec.index("nav"))
        let content = try #require(spec.tree?.views[index].text)
        #expect(content.alignment == .natural)
        #expect(content.padding == AxisPair(horizontal: 32, vertical: 44))
    }

    /// The title is drawn once, at the leading margin under the inline bar (the right edge in
    /// right to left), and the bar's items stay in the inline bar.
    @Test(arguments: LayoutDirection.allCases)
    func theSVGDrawsTheTitleLeadingUnderTheInlineBar(direction: LayoutDirection) throws {
        let svg = try emitted(Self.spec(), options: Pipeline.Options(direction: direction)).text(.svg)
        let titles = svg.components(separatedBy: "\n").filter { $0.contains(">Mailboxes</text>") }
        #expect(titles.count == 1)
        let title = try #require(titles.first)
        #expect(title.contains("font-size=\"34\" font-weight=\"700\""))
        #expect(title.contains(direction == .leftToRight ? "<text x=\"16\"" : "<text x=\"386\""))
        #expect(title.contains("text-anchor=\"end\"") == (direction == .rightToLeft))
        // Its baseline lies below the inline bar (62 + 44), the items' inside it.
        #expect(Self.baseline(title).map { $0 > 106 && $0 < 158 } == true)
        let edit = svg.components(separatedBy: "\n").first { $0.contains(">Edit</text>") }
        #expect(edit.flatMap(Self.baseline).map { $0 > 62 && $0 < 106 } == true)
    }

    /// The `y` of a `<text>` element.
    static func baseline(_ element: String) -> Double? {
        element.split(separator: " ").first { $0.hasPrefix("y=") }.flatMap {
            Double($0.dropFirst(3).dropLast())
        }
    }

    /// An inline title stays a fixed 17 pt in a 44-pt bar; the large title scales and is not cut.
    @Test func aLargeTitleIsNotReportedCutAtAX3() {
        for direction in LayoutDirection.allCases {
            let spec = Self.laidOut(.ax3, direction, audits: true)
            #expect(reported(spec, "truncated-text").isEmpty, "\(spec.summary)")
            #expect(spec.view("nav")?.text?.font.size == 52)
        }
        let inline = Self.laidOut(.ax3, .leftToRight, bar: "largeTitle: false")
        expectFrame(inline, "nav", 0, 62, 402, 44)
        #expect(inline.view("nav")?.text?.font.size == 17)
    }

    /// What a spec writes itself still wins over the large title's defaults.
    @Test func aWrittenWeightWins() {
        let spec = Self.laidOut(.large, .leftToRight, bar: "largeTitle: true, font: { weight: heavy }")
        #expect(spec.view("nav")?.text?.font.weight == .heavy)
        #expect(spec.view("nav")?.text?.font.size == 34)
    }
}
