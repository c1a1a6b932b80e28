import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Wrapping, line limits, truncation and shrink-to-fit.
///
/// Most cases use a made-up monospaced font so the expected splits can be checked by hand: at size
/// 10 every printable ASCII character and "…" is 1 pt wide, a space 0.5 pt, and a line 10 pt high.
@Suite struct TextLayoutTests {
    static let mono: Font = {
        var pairs: [(codepoint: UInt32, advance: UInt16)] = [(0x20, 50)]
        pairs += (0x21...0x7E).map { (UInt32($0), 100) }
        pairs.append((0x2026, 100))
        let metrics = FontMetrics(
            name: "mono", unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, averageAdvance: 100,
            advances: AdvanceTable(ascending: pairs))
        return Font(metrics: metrics, size: 10)
    }()

    private func layout(
        _ text: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .wordWrap, shrink: Double? = nil
    ) -> TextLayoutResult {
        TextLayout.layout(
            text, font: Self.mono, maxWidth: width, lines: lines, lineBreak: mode, shrinkToFit: shrink)
    }

    @Test func wrapsAtSpaces() {
        let result = layout("hello world", width: 8)
        #expect(result.lines == ["hello", "world"])
        #expect(result.lineWidths == [5, 5])
        #expect(result.size == (5, 20))
        #expect(!result.isTruncated)
        #expect(result.scale == 1)
    }

    @Test func aLineMayFillTheWidthExactly() {
        #expect(layout("hello world", width: 10.5).lines == ["hello world"])
        #expect(layout("hello world", width: 10.499).lines == ["hello", "world"])
    }

    @Test func trailingSpacesTakeNoWidth() {
        #expect(layout("hello     world", width: 6).lines == ["hello", "world"])
        #expect(layout("abc   ", width: nil).lineWidths == [3])
        // "hello" + spaces fits in 5 although "hello " is 5.5 wide.
        #expect(layout("hello  world", width: 5).lines == ["hello", "world"])
        #expect(layout("  indented", width: nil).lines == ["  indented"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        #expect(layout("abcdefghij", width: 4).lines == ["abcd", "efgh", "ij"])
        #expect(layout("ab abcdefghij cd", width: 4).lines == ["ab", "abcd", "efgh", "ij", "cd"])
        // Narrower than one character: still one character per line, so wrapping ends.
        #expect(layout("abc", width: 0.5).lines == ["a", "b", "c"])
    }

    @Test func newlinesEndParagraphs() {
        #expect(layout("a\n\nb", width: 10).lines == ["a", "", "b"])
        #expect(layout("a\r\nb", width: nil).lines == ["a", "b"])
        #expect(layout("a\n", width: nil).lines == ["a"])
        #expect(layout("one two\nthree", width: 5).lines == ["one", "two", "three"])
        #expect(layout("a\n\nb", width: 10).height == 30)
    }

    @Test func emptyTextHasNoLines() {
        let result = layout("", width: 10)
        #expect(result.lines.isEmpty)
        #expect(result.size == (0, 0))
        #expect(layout("\n", width: 10).lines == [""])
    }

    @Test func characterWrapping() {
        #expect(layout("hello world", width: 4, mode: .charWrap).lines == ["hell", "o wo", "rld"])
        #expect(layout("abcdef", width: 3, lines: 1, mode: .charWrap).lines == ["abc"])
    }

    @Test func graphemeClustersAreTheUnit() {
        let text = "e\u{301}e\u{301}e\u{301}"  // "éé é" as three decomposed clusters, 1 pt each
        let result = layout(text, width: 2, mode: .charWrap)
        #expect(result.lines == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(result.lines[1].unicodeScalars.count == 2)
    }

    @Test func lineLimitWithoutTruncationModeDropsLines() {
        let result = layout("one two three four", width: 8, lines: 2)
        #expect(result.lines == ["one two", "three"])
        #expect(result.isTruncated)
        #expect(result.height == 20)
        #expect(!layout("one two", width: 8, lines: 2).isTruncated)
    }

    @Test func truncateTailCutsTheLastLine() {
        let result = layout("one two three four", width: 8, lines: 2, mode: .truncateTail)
        #expect(result.lines == ["one two", "three f…"])
        #expect(result.lineWidths == [6.5, 7.5])
        #expect(result.isTruncated)
        #expect(layout("one two three four", width: 8, lines: 1, mode: .truncateTail).lines == ["one two…"])
    }

    @Test func truncateHeadKeepsTheEnd() {
        let result = layout("one two three four", width: 8, lines: 1, mode: .truncateHead)
        #expect(result.lines == ["…ee four"])
        #expect(result.lineWidths == [7.5])
    }

    @Test func truncateMiddleKeepsBothEnds() {
        let result = layout("one two three four", width: 8, lines: 1, mode: .truncateMiddle)
        #expect(result.lines == ["one…four"])
        #expect(result.lineWidths == [8])
    }

    @Test func clipKeepsWholeCharactersThatFit() {
        let result = layout("one two three four", width: 8, lines: 1, mode: .clip)
        #expect(result.lines == ["one two t"])
        #expect(result.isTruncated)
    }

    @Test func truncationWithoutAWidthMarksHiddenParagraphs() {
        #expect(layout("first\nsecond", width: nil, lines: 1, mode: .truncateTail).lines == ["first…"])
        #expect(layout("first\nsecond", width: 100, lines: 1, mode: .truncateTail).lines == ["first…"])
        #expect(layout("first\nsecond", width: 100, lines: 1, mode: .truncateHead).lines == ["first"])
        #expect(layout("first\nsecond", width: 100, lines: 1).isTruncated)
        #expect(
            layout("first\nsecond", width: 100, lines: 2, mode: .truncateTail).lines == ["first", "second"])
    }

    @Test func nothingFitsNotEvenTheEllipsis() {
        let result = layout("abc", width: 0.5, lines: 1, mode: .truncateTail)
        #expect(result.lines == [""])
        #expect(result.isTruncated)
    }

    @Test func shrinkToFitFindsTheLargestScaleThatFits() {
        // 10.5 pt wide at size 10: fits 8 pt at scale 0.761 (7.990 pt), not at 0.762 (8.001 pt).
        let result = layout("hello world", width: 8, lines: 1, shrink: 0.5)
        #expect(result.lines == ["hello world"])
        #expect(result.scale == 0.761)
        #expect(result.fontSize == 7.61)
        #expect(result.width <= 8)
        #expect(!result.isTruncated)
        #expect(result.height == 7.61)
    }

    @Test func shrinkToFitStopsAtTheFloorAndThenTruncates() {
        let result = layout("hello world", width: 4, lines: 1, mode: .truncateTail, shrink: 0.5)
        #expect(result.scale == 0.5)
        #expect(result.fontSize == 5)
        #expect(result.lines == ["hello w…"])
        #expect(result.isTruncated)
    }

    @Test func shrinkToFitLeavesFittingTextAlone() {
        let result = layout("hello", width: 8, lines: 1, shrink: 0.5)
        #expect(result.scale == 1)
        #expect(result.fontSize == 10)
        // No line limit: text wraps instead of shrinking, as in UIKit.
        #expect(layout("hello world", width: 8, lines: 0, shrink: 0.5).scale == 1)
    }

    @Test func shrinkToFitClampsItsFloor() {
        // A floor of 0 still searches in 1/1000 steps: 10.5 pt × 0.381 rounds to exactly 4 pt.
        #expect(layout("hello world", width: 4, lines: 1, shrink: 0).scale == 0.381)
        #expect(layout("hello world", width: 4, lines: 1, shrink: .nan).scale == 1)
        #expect(layout("hello world", width: 4, lines: 1, shrink: 2).scale == 1)
    }

    @Test func shrinkToFitAlsoFitsMoreThanOneLine() {
        // Two lines of 8 pt hold "one two" and "three four" (9.5 pt) once scaled to 0.842.
        let result = layout("one two three four", width: 8, lines: 2, shrink: 0.5)
        #expect(result.lines == ["one two", "three four"])
        #expect(result.scale == 0.842)
    }

    @Test func intrinsicSizeIsTheUnwrappedText() {
        let size = TextLayout.intrinsicSize(of: "hello world\nhi", font: Self.mono)
        #expect(size == (10.5, 20))
        #expect(TextLayout.intrinsicSize(of: "hello world\nhi", font: Self.mono, lines: 1) == (10.5, 10))
    }

    @Test func interWidthsAndWrapping() {
        let body = TextStyle.body.font()
        // fontTools: sum of hmtx advances × 17 / 2816, rounded to 1/1000 pt.
        #expect(body.width(of: "Hello, World!") == 102.145)
        #expect(body.width(of: "Forgot your password?") == 185.672)
        #expect(body.lineHeight == 20.574)
        let wrapped = TextLayout.layout("Forgot your password?", font: body, maxWidth: 120)
        #expect(wrapped.lines == ["Forgot your", "password?"])
        #expect(wrapped.lineWidths == [93.717, 87.173])
        #expect(wrapped.height == 41.148)
        let cut = TextLayout.layout(
            "Forgot your password?", font: body, maxWidth: 160, lines: 1, lineBreak: .truncateTail)
        #expect(cut.lines == ["Forgot your pass…"])
        #expect(cut.width == 150.175)
    }

    @Test func hugeInputStaysLinear() {
        let text = String(repeating: "word ", count: 20_000) + String(repeating: "x", count: 50_000)
        let result = TextLayout.layout(text, font: Self.mono, maxWidth: 100)
        // 22 words (98.5 pt) a line: 909 full lines, one of 2 words, then 500 lines of 100 "x".
        #expect(result.lines.count == 909 + 1 + 500)
        let limited = TextLayout.layout(text, font: Self.mono, maxWidth: 100, lines: 3, shrinkToFit: 0.5)
        #expect(limited.lines.count == 3)
    }

    /// A long run of spaces (which never count at a line's end) must not make any mode quadratic.
    @Test func longRunsOfSpacesStayLinear() {
        let text = "a" + String(repeating: " ", count: 20_000) + "b"
        for mode in LineBreakMode.allCases {
            let result = TextLayout.layout(text, font: Self.mono, maxWidth: 5, lines: 1, lineBreak: mode)
            #expect(result.lines.count == 1)
            #expect(result.isTruncated)
        }
        #expect(TextLayout.layout(text, font: Self.mono, maxWidth: 5).lines == ["a", "b"])
        #expect(
            TextLayout.layout(text, font: Self.mono, maxWidth: 5, lineBreak: .charWrap).lines == ["a", "b"])
    }
}

/// ASCII text is measured from its bytes; the result must be the one the grapheme path gives.
@Suite struct ASCIIMeasuringTests {
    /// Every ASCII byte but "\r" (which may pair with "\n" into one character), in texts
    /// from a fixed generator, against the `Character` path.
    @Test func bytesMeasureAsCharactersDo() {
        var generator = SplitMix64(seed: 7)
        let alphabet: [UInt8] = Array(0x00...0x7F).filter { $0 != 0x0D }
        let metrics = FontMetrics.builtin(.regular)
        for length in [0, 1, 2, 5, 17, 80] {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in
                    // Mostly letters and spaces, now and then any other byte (controls, newlines).
                    generator.next() % 4 == 0
                        ? alphabet[Int(generator.next() % UInt64(alphabet.count))]
                        : Array("ab W.\n ".utf8)[Int(generator.next() % 7)]
                }
                let text = String(decoding: bytes, as: UTF8.self)
                let fast = TextLayout.measuredParagraphs(of: text, metrics: metrics)
                let slow = TextLayout.paragraphs(of: text).map { MeasuredText($0, metrics: metrics) }
                #expect(fast.count == slow.count, "\(bytes)")
                for (a, b) in zip(fast, slow) {
                    #expect(a.count == b.count)
                    #expect(a.string(0..<a.count) == b.string(0..<b.count))
                    #expect(a.width(0..<a.count) == b.width(0..<b.count))
                    #expect((0..<a.count).map(a.isSpace) == (0..<b.count).map(b.isSpace))
                    #expect(a.trimmingTrailingSpaces(0..<a.count) == b.trimmingTrailingSpaces(0..<b.count))
                }
            }
        }
    }

    /// The one-pass size of ASCII text is the size `layout` finds unwrapped, on every string of up
    /// to five characters from letters, spaces, tabs and the newlines, at every line limit up to
    /// three, in the made-up font and the built-in one; text it does not take (non-ASCII, "\r")
    /// goes the long way and comes out the same too.
    ///
    /// Every string of `alphabet`'s bytes of `length` bytes or fewer, the empty one first.
    static func everyString(of alphabet: [UInt8], upTo length: Int) -> [String] {
        var texts: [[UInt8]] = [[]]
        var level: [[UInt8]] = [[]]
        for _ in 0..<length {
            level = level.flatMap { text in alphabet.map { text + [$0] } }
            texts += level
        }
        return texts.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func unwrappedSizeInOnePassIsTheLaidOutSize() {
        var strings = Self.everyString(of: Array("aW \t\n".utf8) + [0x0B, 0x0C], upTo: 5)
        strings += ["a\r\nb", "caf\u{E9}  \nx", "\u{1F600} a", "\r", "  \n\n  ", "Full name\n"]
        for font in [TextLayoutTests.mono, Font(size: 17)] {
            for text in strings {
                for lines in 0...3 {
                    let size = TextLayout.intrinsicSize(of: text, font: font, lines: lines)
                    let laidOut = TextLayout.layout(text, font: font, lines: lines, lineBreak: .wordWrap).size
                    #expect(
                        size.width.bitPattern == laidOut.width.bitPattern
                            && size.height.bitPattern == laidOut.height.bitPattern,
                        "\(Array(text.utf8)) in \(lines) lines: \(size), laid out \(laidOut)")
                }
            }
        }
    }

    /// Text whose every paragraph fits on one line takes a one-pass way through `layout`; on
    /// every string of up to four characters from a letter, spaces, a tab and the newlines, at
    /// widths from none to roomy (the no-room cut-off and exact fits included), at every line
    /// limit up to three, wrapping, cutting and shrinking, in the made-up font and the built-in
    /// one, it gives what measuring every character gives.
    @Test func textThatFitsInOnePassIsLaidOutAsMeasured() {
        var strings = Self.everyString(of: Array("a \t\n".utf8) + [0x0B], upTo: 4)
        strings += [
            "a\r\nb", "caf\u{E9}", "Full name", "We use this address only to send the receipts", "W W",
        ]
        let widths: [Double?] = [nil, 0, 0.0004, 0.0005, 0.5, 1, 2, 4, 1000]
        // Breaking at words or characters, cutting the last line, and shrinking before cutting.
        let settings: [(LineBreakMode, Double?)] = [
            (.wordWrap, nil), (.charWrap, nil), (.truncateTail, nil), (.truncateTail, 0.5),
        ]
        // Collected and expected once: an expectation per case costs more than the case.
        var differing: [String] = []
        for font in [TextLayoutTests.mono, Font(size: 17)] {
            for text in strings {
                for width in widths {
                    for lines in 0...3 {
                        for (mode, shrink) in settings {
                            let laidOut = TextLayout.layout(
                                text, font: font, maxWidth: width, lines: lines, lineBreak: mode,
                                shrinkToFit: shrink)
                            let measured = TextLayout.measuredLayout(
                                text, font: font, maxWidth: width, limit: lines, lineBreak: mode,
                                minimumScale: shrink)
                            if laidOut != measured {
                                let width: String = width.map { "\($0)" } ?? "none"
                                differing.append("\(Array(text.utf8)) at \(width), \(lines) lines, \(mode)")
                            }
                        }
                    }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, the first: \(differing.prefix(10))")
    }
}
