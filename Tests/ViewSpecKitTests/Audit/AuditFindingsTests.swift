import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// The audits' findings as validating a spec reports them: each marker spec in specs/audits/
/// gives its findings at their places and about their views, and its passing cases give none.
@Suite struct AuditFindingsTests {
    struct Finding: Equatable, CustomStringConvertible {
        var id: String
        var view: String?
        var line: Int
        var message: String

        var description: String { "\(line) \(id) \(view ?? "-"): \(message)" }
    }

    static func findings(_ spec: ValidatedSpec) -> [Finding] {
        spec.diagnostics.map {
            Finding(id: $0.id, view: $0.view, line: $0.range?.lower.line ?? 0, message: $0.message)
        }
    }

    /// The findings of a spec of specs/audits, which has no error.
    static func findings(of path: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Finding] {
        let spec = validated(path: path)
        #expect(!spec.hasErrors, "\(spec.report)", sourceLocation: sourceLocation)
        return findings(spec)
    }

    static func findings(yaml: String, options: Pipeline.Options = Pipeline.Options()) -> [Finding] {
        findings(validated(yaml, options: options))
    }

    /// Apple's tap target, as the messages write it.
    static let apple = NumberText.plain(AuditOptions.appleTapTarget)
    /// The text contrast AA asks for, as the messages write it.
    static let normalAA = NumberText.plain(AuditOptions.ContrastLevel.AA.textMinimum.normal)

    /// The audits' findings are warnings (a spec with only those has no error), each at the node
    /// of the view it judges.
    @Test func theAuditsFindWarnings() {
        let spec = validated(path: "specs/audits/navy-palette.yaml")
        #expect(!spec.diagnostics.isEmpty)
        #expect(spec.diagnostics.allSatisfy { $0.severity == .warning }, "\(spec.report)")
        #expect(spec.diagnostics.first?.range?.lower == SourcePosition(line: 13, column: 45))
    }

    // MARK: low-contrast

    @Test func theNavyPalettesKnownFailuresAreFoundAndItsPassingPairsAreNot() {
        let found = Self.findings(of: "specs/audits/navy-palette.yaml").filter { $0.id == "low-contrast" }
        let text = found.filter { !$0.message.contains("boundary") }
        #expect(
            text.map {
                "\($0.view ?? "") \($0.message.firstMatch(of: #/\(#\w+ on #\w+\) has a contrast of [\d.]+:1/#)?.output ?? "")"
            } == [
                "hint (#6A75A3 on #2A3464) has a contrast of 2.64:1",
                "inputLabel (#6A75A3 on #2A3464) has a contrast of 2.64:1",
                "empty (#6A75A3 on #222950) has a contrast of 3.12:1",
                "delete (#FA4A71 on #222950) has a contrast of 4.19:1",
                "mini (#FFFFFF on #7B62FB) has a contrast of 4.21:1",
                "tabs (#6A75A3 on #2A3464) has a contrast of 2.64:1",
            ], "\(found)")
        // labelHeader 11.84, labelBody 10.48, onInput 12.39 and a 24 pt FAB title (large text,
        // 4.21 ≥ 3) pass.
        for view in ["header", "body"] { #expect(!found.contains { $0.view == view }) }
        #expect(!text.contains { $0.view == "typed" || $0.view == "main" })
        #expect(text.first?.line == 13)
        #expect(
            text.first?.message
                == "the text of 'hint' (#6A75A3 on #2A3464) has a contrast of 2.64:1, below the \(Self.normalAA):1 WCAG 2.2 AA asks for normal text (SC 1.4.3)"
        )
        // The inputs' fill and the FABs' gradient against the card (SC 1.4.11).
        #expect(
            found.filter { $0.message.contains("boundary") }.map { $0.view ?? "" } == [
                "empty", "typed", "mini", "main",
            ])
        #expect(
            found.contains {
                $0.message
                    == "the fill of 'empty' (#222950 against #2A3464) has a contrast of 1.18:1, below the 3:1 WCAG 2.2 asks for a control's boundary (SC 1.4.11)"
            })
    }

    @Test func textIsJudgedAgainstWhatIsReallyBehindIt() {
        // Translucent white text on black, a half-transparent dark panel over the white window,
        // a gradient whose light stop is the worst, and a sibling card drawn under a label.
        let found = Self.findings(
            yaml: """
                viewspec: 1
                device: iphone-17
                palettes: { split: { buttonFabGradientFirst: black, buttonFabGradientLast: "#EEEEEE" } }
                palette: split
                root:
                  view:
                    children:
                      - label: { id: faint, text: Faint, color: "rgba(255, 255, 255, 0.2)", background: black, frame: { x: 0, y: 100, width: 200, height: 40 } }
                      - view:
                          id: panel
                          background: black
                          alpha: 0.3
                          frame: { x: 0, y: 200, width: 200, height: 40 }
                          children:
                            - label: { id: onPanel, text: Panel, color: white, frame: { x: 0, y: 0, width: 200, height: 40 } }
                      - button.mainFab: { id: onGradient, title: "+", titleColor: white, frame: { x: 0, y: 300, width: 44, height: 44 } }
                      - view: { id: card, background: black, frame: { x: 0, y: 400, width: 300, height: 100 } }
                      - label: { id: overCard, text: Over, color: white, frame: { x: 10, y: 410, width: 100, height: 40 } }
                      - label: { id: readable, text: Black, frame: { x: 10, y: 600, width: 100, height: 40 } }
                """)
        let contrast = found.filter { $0.id == "low-contrast" && !$0.message.contains("boundary") }
        #expect(contrast.map(\.view) == ["faint", "onPanel", "onGradient"], "\(found)")
        // 20 % white over black is #333333.
        #expect(contrast.first?.message.contains("(#333333 on #000000)") == true, "\(contrast)")
        // White over 30 % black on white: #B3B3B3.
        #expect(contrast.dropFirst().first?.message.contains("(#FFFFFF on #B3B3B3)") == true, "\(contrast)")
        // The gradient's light stop, not its dark one.
        #expect(contrast.last?.message.contains("(#FFFFFF on #EEEEEE)") == true, "\(contrast)")
    }

    /// Text nobody can see is not judged for contrast: off the screen (the layout says so, once),
    /// cut away by a clipping parent, or faded out with its parent; text in a scroll view can be
    /// scrolled to, and is.
    @Test func textNobodyCanSeeIsNotJudgedForContrast() {
        let found = Self.findings(
            yaml: """
                viewspec: 1
                device: iphone-17
                root:
                  view:
                    background: card
                    children:
                      - label.hint: { id: gone, text: Hidden, hidden: true, layout: [{ top: 100 }, { leading: 16 }] }
                      - label.hint: { id: below, text: Below the screen, layout: [{ top: 2000 }, { leading: 16 }] }
                      - label.hint: { id: aside, text: Beside it, frame: { x: 900, y: 100, width: 200, height: 20 } }
                      - view:
                          frame: { x: 16, y: 200, width: 100, height: 40 }
                          clipsToBounds: true
                          children: [{ label.hint: { id: clipped, text: Cut away, frame: { x: 0, y: 60, width: 80, height: 20 } } }]
                      - view:
                          frame: { x: 16, y: 300, width: 100, height: 40 }
                          alpha: 0
                          children: [{ label.hint: { id: faded, text: Faded, frame: { x: 0, y: 0, width: 80, height: 20 } } }]
                      - scroll.vertical:
                          frame: { x: 16, y: 400, width: 200, height: 100 }
                          children: [{ label.hint: { id: scrolled, text: Further down, frame: { x: 0, y: 300, width: 150, height: 20 } } }]
                """)
        #expect(found.filter { $0.id == "low-contrast" }.map(\.view) == ["scrolled"], "\(found)")
        #expect(
            found.filter { $0.id == "outside-parent" || $0.id == "off-screen" }.map(\.view) == [
                "below", "aside", "clipped",
            ], "\(found)")
    }

    @Test func theAAALevelAsksFor7To1() {
        let spec = """
            viewspec: 1
            options: { audits: { contrast: AAA } }
            root:
              view:
                children:
                  - label: { id: grey, text: Grey, color: "#555555", frame: { x: 0, y: 100, width: 200, height: 40 } }
            """
        // #555555 on white is 7.46:1 with the default AA too; #666666 is 5.74:1: AA passes, AAA fails.
        #expect(Self.findings(yaml: spec).filter { $0.id == "low-contrast" }.isEmpty)
        let strict = Self.findings(yaml: spec.replacingOccurrences(of: "#555555", with: "#666666"))
        #expect(
            strict.filter { $0.id == "low-contrast" }.map(\.message) == [
                "the text of 'grey' (#666666 on #FFFFFF) has a contrast of 5.74:1, below the 7:1 WCAG 2.2 AAA asks for normal text (SC 1.4.6)"
            ])
    }

    // MARK: Tap targets

    @Test func smallAndOverlappingTapTargets() {
        let found = Self.findings(of: "specs/audits/tap-targets.yaml")
        let apple = Self.apple
        #expect(
            found.filter { $0.id == "small-tap-target" }.map(\.message) == [
                "'delete' is 402 × 40 pt, smaller than the \(apple) × \(apple) pt a tap target needs (Apple HIG)",
                "'toggle' is 402 × 31 pt, smaller than the \(apple) × \(apple) pt a tap target needs (Apple HIG)",
            ], "\(found)")
        #expect(
            !found.contains {
                $0.id == "small-tap-target" && ["archive", "first", "second"].contains($0.view)
            })
        #expect(
            found.filter { $0.id == "overlapping-tap-targets" } == [
                Finding(
                    id: "overlapping-tap-targets", view: "second", line: 19,
                    message:
                        "the tap target 'second' overlaps the tap target 'first': a tap there may reach either"
                )
            ])
    }

    @Test func materialsMinimumIsAnOption() {
        let material = NumberText.plain(AuditOptions.materialTapTarget)
        let options = "options: { audits: { minimumTapTarget: \(material) } }\n"
        let spec =
            "viewspec: 1\n" + options + """
                root:
                  view:
                    background: card
                    children:
                      - button.negative: { id: ok, title: OK, height: 46, layout: [{ top: { to: safeArea } }, { horizontal: 16 }] }
                """
        #expect(
            Self.findings(yaml: spec).filter { $0.id == "small-tap-target" }.map(\.message) == [
                "'ok' is 370 × 46 pt, smaller than the \(material) × \(material) pt a tap target needs (Material)"
            ])
        let apple = Self.findings(yaml: spec.replacingOccurrences(of: options, with: ""))
        #expect(apple.filter { $0.id == "small-tap-target" }.isEmpty)
    }

    // MARK: Overlaps, labels, text

    @Test func overlappingSiblingsUnlessSomethingSaysTheyMay() {
        // zIndex, `overlap: allowed` and a frame that draws nothing do not count.
        #expect(
            Self.findings(of: "specs/audits/overlaps.yaml") == [
                Finding(
                    id: "overlapping-views", view: "second", line: 8,
                    message:
                        "'second' overlaps its sibling 'first'; if that is meant, put them in a zStack, give them different zIndex values or write overlap: allowed"
                )
            ])
    }

    @Test func aZStackSaysItsViewsMayOverlap() {
        let found = Self.findings(
            yaml: """
                viewspec: 1
                root:
                  view:
                    layout: [{ zStack: { views: [photo, caption] } }]
                    children:
                      - view: { id: photo, background: gray }
                      - view: { id: caption, background: black }
                """)
        #expect(!found.contains { $0.id == "overlapping-views" }, "\(found)")
    }

    @Test func imagesAndImageOnlyButtonsNeedALabel() {
        let found = Self.findings(of: "specs/audits/accessibility.yaml")
        #expect(
            found.filter { $0.id == "missing-accessibility-label" }.map(\.message) == [
                "the button 'add' shows only the image 'plus' and has no accessibilityLabel for VoiceOver to read",
                "the image 'cover' ('cover') has no accessibilityLabel; give it one, or accessibilityHidden: true if it is decoration",
            ], "\(found)")
    }

    @Test func textShrunkBelowTheMinimumSize() {
        let spec = """
            viewspec: 1
            root:
              view:
                background: card
                children:
                  - label.inputLabel: { id: title, text: An input label far too long for its frame, frame: { x: 16, y: 100, width: 150, height: 40 } }
                  - label.inputLabel: { id: fits, text: Short, frame: { x: 16, y: 200, width: 150, height: 40 } }
            """
        let found = Self.findings(yaml: spec)
        let shrunk = found.filter { $0.id == "shrunk-text" }
        #expect(shrunk.map(\.view) == ["title"], "\(found)")
        #expect(shrunk.first?.message.hasPrefix("the text of 'title' shrinks from 12 pt to ") == true)
        let floor = NumberText.plain(AuditOptions.smallestTextSize)
        #expect(shrunk.first?.message.hasSuffix(" to fit, below the \(floor) pt minimum") == true)
        let lenient = Self.findings(
            yaml: spec.replacingOccurrences(
                of: "root:", with: "options: { audits: { minimumTextSize: 8 } }\nroot:"))
        #expect(!lenient.contains { $0.id == "shrunk-text" }, "\(lenient)")
    }

    // MARK: Token lint

    @Test func theTokenLint() {
        let found = Self.findings(of: "specs/audits/token-lint.yaml")
        #expect(
            found.map { "\($0.line) \($0.id)" } == [
                "5 unused-token", "6 unused-token", "6 off-scale-elevation", "8 unused-palette-role",
                "12 unused-style",
                "14 unused-component", "22 off-scale-spacing", "27 off-scale-elevation", "29 literal-colour",
            ], "\(found)")
        #expect(
            found.first { $0.id == "off-scale-spacing" }?.message
                == "spacing 12 is not on the Padding scale (0, 4, 8, 10, 16, 20, 24); use a value of the scale or a padding token"
        )
        #expect(
            found.first { $0.id == "literal-colour" }?.message
                == "the literal #1F2550 is 'card'; name it, so a palette change reaches it")
    }

    // MARK: Planted mistakes

    /// Specs of specs/audits with one planted mistake beside constructs that once gave a false
    /// finding: each gives exactly its finding, at its line, and nothing else.
    @Test(arguments: [
        ("specs/audits/gradient-token.yaml", ["5 unused-token -"]),
        ("specs/audits/button-padding.yaml", ["9 small-tap-target fees"]),
        ("specs/audits/literal-colours.yaml", ["19 literal-colour -"]),
        ("specs/audits/unseen-text.yaml", ["10 outside-parent below"]),
        (
            "specs/audits/table-rows.yaml",
            [
                "18 overlapping-views inbox/cell[0]/view[0]/label.body[1]",
                "20 truncated-text inbox/cell[0]/view[0]/label.body[2]",
                "20 low-contrast inbox/cell[0]/view[0]/label.body[2]",
            ]
        ),
    ])
    func aPlantedMistakeGivesExactlyItsFinding(path: String, expected: [String]) {
        let found = Self.findings(of: path)
        #expect(found.map { "\($0.line) \($0.id) \($0.view ?? "-")" } == expected, "\(found)")
    }

    /// Each of the table's mistakes, made on its four rows, is one finding that counts the
    /// other three rows.
    @Test func aTablesPlantedMistakesAreOneFindingEach() {
        let spec = validated(path: "specs/audits/table-rows.yaml")
        #expect(spec.diagnostics.count == 3, "\(spec.report)")
        #expect(spec.diagnostics.allSatisfy { $0.sharedWith.count == 3 }, "\(spec.report)")
    }

    /// The 20 pt button in a filled form stack: the conflict at the button's width, and what
    /// is true of the button as laid out (20 pt high); nothing about the form and its fields.
    @Test func aTinyButtonInAFilledStackGivesItsConflictAndNoFallout() {
        let spec = validated(path: "specs/audits/tiny-button.yaml")
        #expect(
            spec.diagnostics.map { "\($0.range?.lower.line ?? 0) \($0.id) \($0.view ?? "-")" } == [
                "21 small-tap-target tiny", "21 unsatisfiable-constraint tiny",
            ], "\(spec.report)")
        #expect(spec.diagnostics.last?.message.hasPrefix("'tiny.width == 20' cannot hold") == true)
    }

    // MARK: Reporting

    @Test func aTablesRowsShareOneFinding() {
        let spec = validated(
            """
            viewspec: 1
            root:
              view:
                background: card
                children:
                  - table:
                      id: list
                      layout: [{ edges: { to: safeArea } }]
                      cell: { stack.horizontal: { children: [{ label.body: $title }, { label.hint: $detail }] } }
                      rows: [{ title: Wi-Fi, detail: Home }, { title: Bluetooth, detail: On }, { title: Data, detail: Off }]
            """)
        let contrast = spec.reported("low-contrast")
        #expect(contrast.count == 1, "\(spec.report)")
        #expect(
            contrast.first?.message.hasPrefix(
                "the text of 'list/cell[0]/stack.horizontal[0]/label.hint[1]' (#6A75A3 on #2A3464)") == true)
        #expect(
            contrast.first?.notes.map(\.message) == [
                "and 2 more views made from the same node (table or collection rows) have the same finding"
            ])
    }

    /// One more row says "has", not "have".
    @Test func oneMoreRowIsSingular() {
        let spec = validated(
            """
            viewspec: 1
            root:
              view:
                background: card
                children:
                  - table:
                      layout: [{ edges: { to: safeArea } }]
                      cell: { label.hint: $title }
                      rows: [{ title: Wi-Fi }, { title: Bluetooth }]
            """)
        #expect(
            spec.reported("low-contrast").first?.notes.map(\.message) == [
                "and 1 more view made from the same node (table or collection rows) has the same finding"
            ], "\(spec.report)")
    }

    // MARK: Suppressions

    @Test func suppressionsForTheFileAndForANodeAndItsSubtree() {
        let found = Self.findings(of: "specs/audits/suppressions.yaml")
        #expect(
            found.map { "\($0.line) \($0.id) \($0.view ?? "-")" } == [
                // The comments' own problems first, then the layout's findings, then what went unused.
                "17 unknown-rule -", "18 invalid-suppression -", "16 low-contrast footnote",
                "15 unused-suppression -",
            ], "\(found)")
        #expect(
            found.contains {
                $0.message == "no rule 'small-tap-targt' to suppress; did you mean 'small-tap-target'?"
            })
        // The hint inside the stack and the button's title are covered by the node's
        // suppression; the button's size by the file's.
        #expect(!found.contains { $0.view == "hint" || $0.view == "delete" })
    }

    @Test func aSuppressionDoesNotReachPastItsNode() {
        let found = Self.findings(
            yaml: """
                viewspec: 1
                root:
                  view:
                    children:
                      # viewspec: ignore low-contrast -- light on purpose
                      - label.body: { id: first, text: One, frame: { x: 0, y: 100, width: 100, height: 30 } }
                      - label.body: { id: second, text: Two, frame: { x: 0, y: 200, width: 100, height: 30 } }
                """)
        #expect(found.filter { $0.id == "low-contrast" }.map(\.view) == ["second"], "\(found)")
        #expect(!found.contains { $0.id == "unused-suppression" })
    }

    @Test func errorsCannotBeSuppressed() {
        let spec = validated(
            """
            # viewspec: ignore unknown-kind -- no
            viewspec: 1
            root:
              buton: OK
            """)
        #expect(spec.hasErrors)
        #expect(spec.ids == ["unknown-rule", "unknown-kind"], "\(spec.report)")
        #expect(
            spec.report.contains("'unknown-kind' is an error, and errors cannot be suppressed"),
            "\(spec.report)")
    }

    /// Text on a clear screen is judged against the window the mockup paints: white in light
    /// appearance, black in dark (one value, `ColorAppearance.windowBackground`, for both).
    @Test func textOnTheWindowIsJudgedAgainstTheAppearancesWindow() {
        let yaml = """
            viewspec: 1
            device: iphone-se
            root:
              view:
                children:
                  - label.body: { id: note, text: Hello, color: "#F0F0F0", layout: [{ top: 40, leading: 16 }] }
            """
        let light = Self.findings(yaml: yaml, options: Pipeline.Options(appearance: .light))
        #expect(light.map(\.id) == ["low-contrast"], "\(light)")
        let window = ColorAppearance.light.windowBackground.description
        #expect(light.first?.message.contains("#F0F0F0 on \(window)") == true, "\(light)")
        #expect(Self.findings(yaml: yaml, options: Pipeline.Options(appearance: .dark)).isEmpty)
    }
}
