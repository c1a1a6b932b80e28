import Foundation
import Testing

/// Text as it shows in its frame (truncation, hidden views, squashed frames) and controls as
/// they read in either direction, checked on the built binary in every output format.
@Suite struct TextAndControlsTests {
    /// Lays out a spec given as text and returns the views of its first layout by id.
    private func views(_ spec: String, _ extra: [String] = []) throws -> [String: [String: Any]] {
        let run = try Viewspec.run(["layout", "-"] + extra, stdin: Data(spec.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        return try run.laidOutViews()
    }

    private func text(_ view: [String: Any]?) throws -> [String: Any] {
        try #require(view?["text"] as? [String: Any])
    }

    private func render(_ spec: String, _ arguments: [String]) throws -> Run {
        let run = try Viewspec.run(["layout", "-"] + arguments, stdin: Data(spec.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        return run
    }

    // MARK: The width text is set at

    /// A label whose solved width is just under the width its frame reports (83.3576 is shown
    /// as 83.358, exactly "Wrap here"'s width): the text passes set its text at the reported
    /// width, as the final frame draws it, so its one line is not given the height of two.
    @Test func wrappedTextIsMeasuredAtTheWidthItsFrameReports() throws {
        func probe(width: String) throws -> (frame: [String: Any], lines: [String]) {
            let spec = """
                viewspec: 1
                device: iphone-17
                root:
                  view:
                    background: black
                    children:
                      - label.body:
                          id: probe
                          text: Wrap here
                          color: white
                          layout: [{ top: 100 }, { left: 20 }, { width: \(width) }]
                """
            let view = try views(spec)["probe"]
            let frame = try #require(view?["frame"] as? [String: Any])
            return (frame, try #require(try text(view)["lines"] as? [String]))
        }
        let edge = try probe(width: "83.3576")
        let roomy = try probe(width: "90")
        #expect(edge.frame["width"] as? Double == 83.358)
        #expect(edge.lines == ["Wrap here"])
        #expect(roomy.lines == ["Wrap here"])
        #expect(edge.frame["height"] as? Double == roomy.frame["height"] as? Double)
    }

    // MARK: The default line break

    static let twoLines = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - label.body:
                  id: multi
                  text: The quick brown fox jumps over the lazy dog and keeps running far away
                  lines: 2
                  layout: [{ at: { edges: [top, leading], insets: 16, to: safeArea } }, { width: 150 }]
        """

    /// UILabel's default line break is byTruncatingTail: text cut by `lines` ends in "…".
    @Test func textCutByItsLineLimitEndsInAnEllipsisByDefault() throws {
        let text = try text(try views(Self.twoLines)["multi"])
        let lines = try #require(text["lines"] as? [String])
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("…") == true)
        #expect(text["lineBreak"] as? String == "truncateTail")
        #expect(text["truncated"] as? Bool == true)

        let svg = try render(Self.twoLines, ["--format", "svg"]).stdout
        #expect(svg.contains("…</text>"))
        let ascii = try render(Self.twoLines, ["--format", "ascii", "--columns", "60"]).stdout
        #expect(ascii.contains("…"))
    }

    /// A text view is not a label: NSTextContainer wraps by words and drops what it cannot show.
    @Test func textViewsStillWrapByWords() throws {
        let run = try Viewspec.run(["kinds"])
        let textView = try #require(run.stdout.components(separatedBy: "\ntextView ").last)
        #expect(
            textView.components(separatedBy: "\nbutton ").first?.contains("  lineBreak: wordWrap\n") == true)
    }

    // MARK: Hidden and zero-width views

    static let hidden = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - stack.vertical:
                  layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
                  children:
                    - label.body: Shown
                    - label.body: { id: hiddenLabel, text: Hidden, hidden: true }
                    - button: { id: hiddenButton, title: Hidden, hidden: true }
                    - textView: { id: hiddenTextView, text: Hidden text, hidden: true }
                    - view:
                        hidden: true
                        children:
                          - label.body: { id: insideHidden, text: Inside a hidden view, layout: [{ edges: 0 }] }
              - label.body:
                  id: zeroWidth
                  text: No room
                  width: 0
                  layout: [{ at: { edges: [bottom, leading], insets: 16, to: safeArea } }]
        """

    @Test func hiddenViewsHaveNoTextLines() throws {
        let views = try views(Self.hidden)
        for id in ["hiddenLabel", "hiddenButton", "hiddenTextView", "insideHidden"] {
            let text = try text(views[id])
            #expect((text["lines"] as? [String]) == [], "\(id)")
            #expect(text["truncated"] as? Bool == false, "\(id)")
        }
    }

    /// Breaking "at least one character a line" at width 0 stacked text a character a line.
    @Test func zeroWidthTextHasNoLinesAndIsReported() throws {
        let text = try text(try views(Self.hidden)["zeroWidth"])
        #expect((text["lines"] as? [String]) == [])
        #expect(text["truncated"] as? Bool == true)
        let run = try Viewspec.run(["validate", "-"], stdin: Data(Self.hidden.utf8))
        #expect(run.stderr.contains("the text of 'zeroWidth' does not fit in 0 pt"))
        #expect(!run.stderr.contains("hiddenLabel"))
    }

    // MARK: Text taller than its frame

    static let squashed = """
        viewspec: 1
        device: iphone-17
        root:
          view:
            children:
              - label.body:
                  id: squashed
                  text: Two lines of text that do not fit in one point of height at all
                  height: 1
                  layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
        """

    @Test func textTallerThanItsFrameIsCutAndReported() throws {
        let text = try text(try views(Self.squashed)["squashed"])
        let lines = try #require(text["lines"] as? [String])
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("…") == true)
        #expect(text["truncated"] as? Bool == true)

        let run = try Viewspec.run(
            ["validate", "--warnings-as-errors", "-"], stdin: Data(Self.squashed.utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("the text of 'squashed' is taller than its 370 × 1 pt frame"))
        #expect(run.stderr.contains("[truncated-text]"))
    }

    /// Two labels pinned top to bottom in a box shorter than both: the header gives way.
    @Test func textSquashedByATwoViewAlignmentIsReported() throws {
        let spec = """
            viewspec: 1
            device: iphone-17
            root:
              view:
                children:
                  - view:
                      layout:
                        - at: { edges: fullTop, insets: 16, to: safeArea }
                        - height: 40
                        - alignVertically: { views: [heading, detail] }
                      children:
                        - label.header: { id: heading, text: Analytical Engine }
                        - label.hint: { id: detail, text: Notes, compressionResistance: 760 }
            """
        let run = try Viewspec.run(["validate", "--warnings-as-errors", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 1)
        #expect(run.stderr.contains("the text of 'heading' is taller than its"))
        #expect(try text(try views(spec)["heading"])["truncated"] as? Bool == true)
    }

    /// Padding counts: an input's 7 pt insets leave a 30 pt input too little for a 17 pt line.
    @Test func paddingCountsAgainstTheHeight() throws {
        let spec = """
            viewspec: 1
            device: iphone-17
            root:
              view:
                children:
                  - input.text:
                      id: short
                      text: Hello
                      height: 30
                      shrinkToFit: false
                      layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
            """
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.stderr.contains("the text of 'short' is taller than its 370 × 30 pt frame"))
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
        let ascii = try render(Self.rightToLeft, ["--format", "ascii", "--columns", "60"]).stdout
        let rows = ascii.components(separatedBy: "\n")
        func row(containing text: String) -> String? { rows.first { $0.contains(text) } }
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
        let svg = try render(Self.rightToLeft, ["--format", "svg"]).stdout
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

    @Test func asciiNavigationBarKeepsTheTitleClearOfItsButtons() throws {
        let ascii = try render(Self.mailboxes, ["--format", "ascii", "--columns", "40"]).stdout
        let bar = try #require(ascii.components(separatedBy: "\n").first { $0.contains("Inbox") })
        #expect(bar.contains("‹ All mailboxes"))
        #expect(bar.contains("Inbox"))
        #expect(bar.hasSuffix("Edit│"))
        let long = Self.mailboxes.replacingOccurrences(
            of: "title: Inbox", with: "title: A rather long inbox title")
        let cut = try render(long, ["--format", "ascii", "--columns", "40"]).stdout
        let cutBar = try #require(cut.components(separatedBy: "\n").first { $0.contains("‹ All mailboxes") })
        #expect(cutBar.contains("…"))
        #expect(cutBar.hasSuffix("Edit│"))
    }

    /// One item is the leading (back) button in both pictures.
    @Test func oneItemIsTheLeadingButtonInASCIIAndSVG() throws {
        let spec = Self.mailboxes.replacingOccurrences(of: "[All mailboxes, Edit]", with: "[Back]")
        let ascii = try render(spec, ["--format", "ascii", "--columns", "40"]).stdout
        let bar = try #require(ascii.components(separatedBy: "\n").first { $0.contains("Inbox") })
        #expect(bar.hasPrefix("│‹ Back"))
        let svg = try render(spec, ["--format", "svg"]).stdout
        #expect(svg.contains("<text x=\"30\""))
        #expect(svg.contains("xml:space=\"preserve\">Back</text>"))
    }

    /// The title truncates in the room the buttons leave, in the JSON as in the pictures.
    @Test func aLongTitleGivesWayToTheButtons() throws {
        let spec = Self.mailboxes.replacingOccurrences(
            of: "title: Inbox", with: "title: A rather long inbox title for a bar")
        let text = try text(try views(spec)["view[0]/navigationBar[0]"])
        #expect((text["lines"] as? [String])?.first?.hasSuffix("…") == true)
    }

    // MARK: Kinds' keys

    /// Every default `viewspec kinds` lists is a key the kind takes, on a node and in a style.
    @Test func everyListedDefaultIsAnAcceptedKey() throws {
        let listing = try Viewspec.run(["kinds"]).stdout
        var kinds: [(name: String, defaults: [String])] = []
        for line in listing.components(separatedBy: "\n") where !line.isEmpty {
            if !line.hasPrefix(" ") {
                kinds.append((String(line.split(separator: " ")[0]), []))
                continue
            }
            // `  key: value`; the summary and `also:` lines are not defaults.
            let entry = line.dropFirst(2)
            guard let colon = entry.firstIndex(of: ":") else { continue }
            let key = entry[..<colon]
            if !key.isEmpty, key.allSatisfy(\.isLetter), key != "also" {
                kinds[kinds.count - 1].defaults.append(String(entry))
            }
        }
        #expect(kinds.count > 30)
        for kind in kinds where !kind.defaults.isEmpty && kind.name != "embed" {
            let entries = kind.defaults.map { "      " + $0 }.joined(separator: "\n")
            let spec = """
                viewspec: 1
                styles:
                  \(kind.name):
                \(kind.defaults.map { "    " + $0 }.joined(separator: "\n"))
                root:
                  view:
                    children:
                    - \(kind.name):
                \(entries)
                """
            let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
            #expect(!run.stderr.contains("[unknown-key]"), "\(kind.name): \(run.stderr)")
        }
    }

    /// An unknown key with no likely typo says what the kind takes.
    @Test func anUnknownKeyOfAKindListsItsKeys() throws {
        let spec = """
            viewspec: 1
            styles:
              navigationBar: { bogus: 1 }
            root:
              view:
                children:
                  - navigationBar: { title: Inbox, frobnicate: 2 }
            """
        let run = try Viewspec.run(["validate", "-"], stdin: Data(spec.utf8))
        #expect(run.status == 1)
        let listed = "it takes 'title', 'titleColor', 'items', 'font', 'textStyle'"
        #expect(run.stderr.contains("unknown key 'frobnicate' in 'navigationBar'; \(listed)"))
        #expect(run.stderr.contains("unknown key 'bogus' in style 'navigationBar'; \(listed)"))
    }
}
