import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Mistakes in a spec reported where they are written, as validating the spec reports them.
@Suite struct SpecMistakeTests {
    /// An unknown key with no likely typo says what the kind takes.
    @Test func anUnknownKeyOfAKindListsItsKeys() {
        let spec = validated(
            """
            viewspec: 1
            styles:
              navigationBar: { bogus: 1 }
            root:
              view:
                children:
                  - navigationBar: { title: Inbox, frobnicate: 2 }
            """)
        #expect(spec.hasErrors)
        let listed =
            "it takes 'title', 'titleColor', 'items', 'backButton', 'largeTitle', 'font', 'textStyle'"
        #expect(spec.report.contains("unknown key 'frobnicate' in 'navigationBar'; \(listed)"))
        #expect(spec.report.contains("unknown key 'bogus' in style 'navigationBar'; \(listed)"))
    }

    /// The keyboard's guides are targets of their own: not view ids, nor targets of the
    /// top-level constraints.
    @Test func theKeyboardGuidesAreNotViewIdsOrTopLevelTargets() {
        let reserved = validated(
            """
            viewspec: 1
            root:
              view:
                children:
                  - view: { id: keyboard }
            """)
        #expect(reserved.hasErrors)
        let topLevel = validated(
            """
            viewspec: 1
            root:
              view:
                children:
                  - view: { id: bar }
            constraints:
              - "bar.bottom == keyboard.top"
            """)
        #expect(topLevel.hasErrors)
        #expect(topLevel.report.contains("keyboard"))
    }

    @Test func anUnknownPriorityInASizeIsAnError() {
        let spec = validated(SizeStringTests.spec(width: ">= 44 @foo"))
        #expect(spec.hasErrors)
        #expect(
            spec.report.hasPrefix(
                "<stdin>:5:31: error: '>= 44 @foo' is not a valid width; expected a length, a string like '50%' or a string like '>= 44' [invalid-value]"
            ))
    }

    /// `$name` is a parameter, and the screen has none: a style is named as itself there.
    @Test func aStyleReferenceOnTheScreenIsAnError() {
        let spec = validated(
            "viewspec: 1\nstyles: { .bold: { color: red } }\nroot:\n  label.body: { text: x, style: $bold }\n"
        )
        #expect(spec.hasErrors)
        #expect(
            spec.report.hasPrefix(
                "<stdin>:4:33: error: '$bold' names a parameter, and only a component body or a table's or "
                    + "collection's cell has parameters; name the style itself here (style: name) [undefined-style]"
            ))
    }

    @Test func aDynamicRoleNeedsBothVariantsAndNoOtherKeys() {
        let spec = validated(
            """
            viewspec: 1
            palettes:
              mine:
                card: { light: "#FFFFFF" }
                labelBody: { light: "#000000", dark: "#FFFFFF", dim: "#777777" }
            palette: mine
            root:
              label.body: Hello
            """)
        #expect(spec.hasErrors)
        #expect(
            spec.report.contains("<stdin>:4:11: error: the dynamic role 'card' needs 'dark' [missing-key]"))
        #expect(spec.report.contains("unknown key 'dim'"), "\(spec.report)")
    }

    @Test func aWrongOptionsAppearanceIsReported() {
        let spec = validated(
            """
            viewspec: 1
            options: { appearance: dim }
            root:
              label.body: Hello
            """)
        #expect(spec.hasErrors)
        #expect(spec.report.contains("'dim'"), "\(spec.report)")
    }

    @Test func badGradientsAreErrorsWithTheirPlace() {
        let spec = validated(
            """
            viewspec: 1
            root:
              view:
                children:
                  - view: { background: { colors: [red, blue], locations: [0, 0.5, 1] } }
                  - view: { background: { colors: [red, bleu], start: topLeftt } }
            """)
        #expect(spec.hasErrors)
        #expect(
            spec.report.contains(
                "<stdin>:5:63: error: 'locations' has 3 values but 'colors' has 2; give one location per colour [invalid-gradient]"
            ), "\(spec.report)")
        #expect(
            spec.report.contains(
                "<stdin>:6:45: error: unknown colour 'bleu'; did you mean 'blue'? [unknown-color]"))
        #expect(spec.report.contains("did you mean 'topLeft'? [invalid-value]"))
    }

    /// A gradient's colour text quoted in a report is escaped: no raw escape reaches a terminal.
    @Test func gradientTextIsEscapedInReports() {
        let spec = validated(
            "viewspec: 1\nroot:\n  view: { background: { colors: [red, \"#12\\u001B\"] } }\n")
        #expect(spec.hasErrors)
        #expect(spec.diagnostics.contains { $0.message.contains("\u{1B}") }, "the message quotes the text")
        #expect(!spec.report.contains("\u{1B}"))
    }

    @Test func aBadMatrixValueIsADiagnostic() {
        let spec = validated(
            """
            viewspec: 1
            matrix: { contentSize: [large, huge], appearance: [] }
            root:
              label.body: Hello
            """)
        #expect(spec.hasErrors)
        #expect(spec.report.contains("<stdin>:2:32: error:"), "\(spec.report)")
        #expect(spec.report.contains("'huge'"))
        #expect(spec.report.contains("an empty list"))
    }

    @Test func aLandscapeNameCannotBePortrait() {
        let spec = validated(
            "viewspec: 1\ndevice: { preset: ipad-landscape, orientation: portrait }\nroot:\n  view: {}\n")
        #expect(spec.hasErrors)
        #expect(
            spec.report.contains(
                "'ipad-landscape' is landscape only; it has no portrait orientation [invalid-orientation]"))
    }

    // MARK: Numbers

    /// A root view holding `children` (YAML list items at six spaces).
    static func screen(_ children: String) -> String {
        "viewspec: 1\nroot:\n  view:\n    children:\n\(children)"
    }

    @Test func aHugePositionIsReportedWhereItIsWritten() {
        let spec = validated(
            Self.screen("      - view: { id: a, layout: [{ top: 1e308, left: 0, size: [10, 10] }] }\n"))
        #expect(spec.hasErrors)
        #expect(
            spec.report.hasPrefix(
                "<stdin>:5:40: error: 'top' 1e308 is out of range; expected -1000000...1000000 [value-out-of-range]"
            ))
    }

    @Test func aWholeNumberTooLargeIsOutOfRangeNotAFraction() {
        let spec = validated(Self.screen("      - label: { text: hi, lines: 99999999999999999999 }\n"))
        #expect(spec.hasErrors)
        #expect(spec.report.contains("lines 99999999999999999999 is out of range"))
        #expect(!spec.report.contains("whole number"))
    }
}
