import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecResolve

/// The SVG mockup draws UIKit's chrome as a screenshot shows it: bars reaching the screen edges
/// they are attached to, scroll indicators where content overflows, the keyboard's symbol keys,
/// symbols named where they are not drawn, and emoji in a font that has them.
@Suite struct MockupChromeTests {
    static func svg(_ yaml: String, options: Pipeline.Options = Pipeline.Options()) throws -> String {
        try emitted(yaml, options: options).text(.svg)
    }

    /// The markup of the group `id` opens, up to its first nested group's end.
    static func group(_ id: String, in svg: String) throws -> String {
        let start = try #require(svg.range(of: "id=\"\(id)\""))
        let end = try #require(svg[start.upperBound...].range(of: "</g>"))
        return String(svg[start.upperBound..<end.lowerBound])
    }

    /// The `<rect>` elements of `markup` as (x, y, width, height).
    static func rects(_ markup: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
        markup.components(separatedBy: "<rect ").dropFirst().compactMap { element in
            func value(_ name: String) -> Double? {
                guard let start = element.range(of: " \(name)=\"") ?? element.range(of: "\(name)=\""),
                    let end = element[start.upperBound...].firstIndex(of: "\"")
                else { return nil }
                return Double(element[start.upperBound..<end])
            }
            guard let width = value("width"), let height = value("height") else { return nil }
            return (value("x") ?? 0, value("y") ?? 0, width, height)
        }
    }

    static let bars = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - navigationBar: { id: nav, title: Inbox, background: "#F9F9F9", layout: [{ at: { edges: fullTop, to: safeArea } }] }
              - tabBar: { id: tabs, items: [Home, Search], layout: [{ at: { edges: fullBottom, to: safeArea } }] }
              - tabBar: { id: middle, items: [One, Two], layout: [{ top: 300 }, { horizontal: 0 }] }
        """

    @Test func barsReachTheScreenEdgesTheyAreAttachedTo() throws {
        let svg = try Self.svg(Self.bars)
        let height = try #require(Device.named("iphone-17")).height
        let nav = try #require(Self.rects(try Self.group("v-nav", in: svg)).first)
        #expect(nav.y == 0, "the navigation bar's background reaches under the status bar")
        let tabs = try #require(Self.rects(try Self.group("v-tabs", in: svg)).first)
        #expect(tabs.y + tabs.height == height, "the tab bar's background reaches the bottom edge")
        let middle = try #require(Self.rects(try Self.group("v-middle", in: svg)).first)
        #expect(middle.y == 300 && middle.height < 100, "a bar in the middle keeps its frame")
    }

    /// iOS 15 and later draw a navigation bar transparent at its scroll edge (the default
    /// `scrollEdgeAppearance`), where a screen is at rest, and ViewFactory's bar helper clears its
    /// background images anyway: a bar without a `background` draws none, and its white title on
    /// UIKit's white window is a low-contrast finding, not hidden under an invented bar.
    @Test func aBarWithoutABackgroundIsTransparentAndItsLightTitleIsAFinding() throws {
        let yaml = """
            viewspec: 1
            device: iphone-17
            root:
              view:
                children:
                  - navigationBar: { id: nav, title: Settings }
            """
        let nav = try Self.group("v-nav", in: try Self.svg(yaml))
        #expect(Self.rects(nav).isEmpty && !nav.contains("<path "), "no background drawn")
        let findings = layOut(yaml, audits: true).diagnostics.filter { $0.id == "low-contrast" }
        #expect(findings.contains { $0.message.contains("title of 'nav' (#FFFFFF on #FFFFFF)") })
    }

    /// ViewKit's text field underline is `.separator`: on navy it takes the dark value, as a
    /// table's separators do.
    @Test func aTextFieldUnderlineShowsOnADarkBackground() throws {
        func underline(_ background: String) throws -> String {
            let svg = try Self.svg(
                """
                viewspec: 1
                root:
                  view:
                    background: "\(background)"
                    children:
                      - textField: { id: email, placeholder: Email, layout: [{ top: 100 }, { horizontal: 16 }] }
                """)
            return try Self.group("v-email", in: svg)
        }
        #expect(try underline("#2A3464").contains("fill=\"#545458\" fill-opacity=\"0.6\""))
        #expect(try underline("white").contains("fill=\"#3C3C43\" fill-opacity=\"0.29\""))
    }

    /// ViewKit draws its bottom border 1 pt tall, 1 pt below the field's bottom edge: under the
    /// text's descenders, not through them.
    @Test func aTextFieldUnderlineIsBelowTheField() throws {
        let spec = try emitted(
            """
            viewspec: 1
            root:
              view:
                children:
                  - textField: { id: email, placeholder: Email, layout: [{ top: 100 }, { horizontal: 16 }] }
            """)
        let frame = try #require(spec.absolute("email"))
        let line = try #require(Self.rects(try Self.group("v-email", in: try spec.text(.svg))).first)
        #expect(shown(line.y) == shown(frame.y + frame.height + 1) && line.height == 1)
    }

    static func scroll(rows: Int) -> String {
        let labels = (0..<rows).map { "              - label: { text: Row \($0), height: 40 }" }
            .joined(separator: "\n")
        return """
            viewspec: 1
            device: iphone-se
            root:
              view:
                children:
                  - scroll.vertical:
                      id: list
                      layout: [{ edges: { to: safeArea } }]
                      children:
            \(labels)
            """
    }

    /// The indicator is a 3 pt capsule 3 pt from the trailing edge, black at 35 % on a light
    /// screen: drawn only where the content is taller than the view, on the left right to left.
    @Test func anOverflowingScrollViewShowsItsIndicator() throws {
        let indicator = " fill=\"#000000\" fill-opacity=\"0.35\""
        let overflowing = try Self.svg(Self.scroll(rows: 60))
        #expect(overflowing.contains(indicator))
        // Drawn above the content, after the scroll view's children.
        let bar = try #require(Self.rects(overflowing).first { $0.width == 3 })
        let width = try #require(Device.named("iphone-se")).width
        #expect(bar.x == width - 6)
        #expect(bar.height >= 36 && bar.height < 300)
        let mirrored = try Self.svg(Self.scroll(rows: 60), options: Pipeline.Options(direction: .rightToLeft))
        let left = try #require(Self.rects(mirrored).first { $0.width == 3 })
        #expect(left.x == 3)
        #expect(!(try Self.svg(Self.scroll(rows: 2))).contains(indicator), "content that fits shows none")
    }

    static func keyboard(_ device: String) -> String {
        """
        viewspec: 1
        device: { preset: \(device), keyboard: true }
        root:
          view:
            children:
              - input.text: { id: name, layout: [{ top: 100 }, { horizontal: 16 }] }
        """
    }

    /// Shift and delete show their symbols, never blank caps; a phone with a home indicator shows
    /// the globe and dictation keys under the keys, one with a home button has none.
    @Test func theKeyboardDrawsItsSymbolKeys() throws {
        let keyboard = try Self.group("keyboard", in: try Self.svg(Self.keyboard("iphone-17")))
        // shift, delete, the globe's meridians and the microphone's stand.
        #expect(keyboard.components(separatedBy: "<path ").count - 1 == 4)
        #expect(keyboard.contains("<circle "), "the globe")
        let older = try Self.group("keyboard", in: try Self.svg(Self.keyboard("iphone-se")))
        #expect(older.components(separatedBy: "<path ").count - 1 == 2)
    }

    @Test func aSymbolWithoutADrawingIsNamed() throws {
        let svg = try Self.svg(
            """
            viewspec: 1
            root:
              view:
                children:
                  - button: { id: more, image: wand.and.stars, layout: [{ top: 100 }, { leading: 16 }, { size: 44 }] }
                  - button: { id: share, image: square.and.arrow.up, layout: [{ top: 200 }, { leading: 16 }, { size: 44 }] }
            """)
        let more = try Self.group("v-more", in: svg)
        #expect(more.contains("<title>wand.and.stars</title>"))
        #expect(more.contains(">W</text>"))
        #expect(!(try Self.group("v-share", in: svg)).contains("<title>"), "a drawn symbol needs no name")
    }

    @Test func emojiHaveAFontBeforeTheGenericFamily() throws {
        let svg = try Self.svg(
            """
            viewspec: 1
            root:
              view:
                children:
                  - label: { text: "Party 🎉", layout: [{ top: 100 }, { leading: 16 }] }
            """)
        #expect(svg.contains("&apos;Apple Color Emoji&apos;, &apos;Noto Color Emoji&apos;, sans-serif"))
    }
}
