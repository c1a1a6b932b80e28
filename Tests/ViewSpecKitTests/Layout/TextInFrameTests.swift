import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Text as it shows in its frame: the width it is set at, truncation, hidden views and frames
/// too small for it, and the warnings that say so.
@Suite struct TextInFrameTests {
    /// The text `id` was set in, in the first layout of `spec`.
    static func text(_ spec: LaidOutSpec, _ id: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> TextLayoutResult
    {
        try #require(
            spec.view(id)?.text, "no text for '\(id)':\n\(spec.summary)", sourceLocation: sourceLocation)
    }

    // MARK: The width text is set at

    /// A label whose solved width is just under the width its frame reports (83.3576 is shown
    /// as 83.358, exactly "Wrap here"'s width): the text passes set its text at the reported
    /// width, as the final frame draws it, so its one line is not given the height of two.
    @Test func wrappedTextIsMeasuredAtTheWidthItsFrameReports() throws {
        func probe(width: String) throws -> (frame: Rect, lines: [String]) {
            let spec = layOut(
                """
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
                """)
            expectClean(spec)
            return (try #require(spec.frame("probe")), try Self.text(spec, "probe").lines)
        }
        let edge = try probe(width: "83.3576")
        let roomy = try probe(width: "90")
        #expect(shown(edge.frame.width) == "83.358")
        #expect(edge.lines == ["Wrap here"])
        #expect(roomy.lines == ["Wrap here"])
        #expect(shown(edge.frame.height) == shown(roomy.frame.height))
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
        let spec = layOut(Self.twoLines)
        let text = try Self.text(spec, "multi")
        #expect(text.lines.count == 2)
        #expect(text.lines.last?.hasSuffix("…") == true)
        #expect(text.isTruncated)
        #expect(try spec.tree?.view(id: "multi").text?.lineBreak == .truncateTail)
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
        let spec = layOut(Self.hidden)
        for id in ["hiddenLabel", "hiddenButton", "hiddenTextView", "insideHidden"] {
            let text = try Self.text(spec, id)
            #expect(text.lines == [], "\(id)")
            #expect(!text.isTruncated, "\(id)")
        }
    }

    /// Breaking "at least one character a line" at width 0 stacked text a character a line.
    @Test func zeroWidthTextHasNoLinesAndIsReported() throws {
        let text = try Self.text(layOut(Self.hidden), "zeroWidth")
        #expect(text.lines == [])
        #expect(text.isTruncated)
        let spec = validated(Self.hidden)
        #expect(spec.report.contains("the text of 'zeroWidth' does not fit in 0 pt"))
        #expect(!spec.report.contains("hiddenLabel"))
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
        let text = try Self.text(layOut(Self.squashed), "squashed")
        #expect(text.lines.count == 1)
        #expect(text.lines.first?.hasSuffix("…") == true)
        #expect(text.isTruncated)

        let found = validated(Self.squashed).reported("truncated-text")
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(
            found.first?.message.hasPrefix("the text of 'squashed' is taller than its 370 × 1 pt frame")
                == true)
    }

    /// Two labels pinned top to bottom in a box shorter than both: the header gives way.
    @Test func textSquashedByATwoViewAlignmentIsReported() throws {
        let yaml = """
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
        #expect(validated(yaml).report.contains("the text of 'heading' is taller than its"))
        #expect(try Self.text(layOut(yaml), "heading").isTruncated)
    }

    /// One line draws whole, centred, while the frame holds it, though the padding (an input's
    /// 7 pt insets) leaves less room: only a frame shorter than the line cuts it.
    @Test func oneLineInThePaddingIsWholeAndOneTallerThanTheFrameIsCut() throws {
        let yaml = """
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
        #expect(validated(yaml).reported("truncated-text").isEmpty)
        #expect(try !Self.text(layOut(yaml), "short").isTruncated)
        let squashed = validated(yaml.replacingOccurrences(of: "height: 30", with: "height: 12"))
        #expect(
            squashed.reported("truncated-text").map(\.message) == [
                "the text of 'short' is taller than its 370 × 12 pt frame, which cuts its one line: \"Hello\""
            ])
    }

    /// A button's 12 pt of vertical content padding do not cut a title its 20 pt frame holds:
    /// only the tap target is too small (the system blue title on white is another matter).
    @Test func aButtonsPaddingDoesNotCutItsTitle() {
        let spec = validated(
            """
            viewspec: 1
            root:
              view:
                background: white
                children:
                  - button: { id: fees, title: Fees and limits, height: 20, layout: [{ center: parent }] }
            """)
        let sizes = spec.diagnostics.filter { $0.id != "low-contrast" }
        #expect(sizes.map(\.id) == ["small-tap-target"], "\(spec.report)")
    }

    /// Lines the height leaves out are counted in the report.
    @Test func theReportCountsTheLinesShown() {
        #expect(
            validated(Self.squashed).reported("truncated-text").first?.message.contains(
                "which shows 1 of its 2 lines: \"") == true)
    }

    // MARK: Navigation bars

    /// The title truncates in the room the buttons leave.
    @Test func aLongTitleGivesWayToTheButtons() throws {
        let spec = layOut(
            """
            viewspec: 1
            device: iphone-17
            root:
              view:
                children:
                  - navigationBar: { title: A rather long inbox title for a bar, items: [All mailboxes, Edit] }
            """)
        #expect(try Self.text(spec, "view[0]/navigationBar[0]").lines.first?.hasSuffix("…") == true)
    }
}
