import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct SpecDecoderTests {
    // MARK: Document

    @Test func minimalSpecHasVersionRootAndDefaults() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                name: Login
                description: The login screen
                root:
                  view: {}
                """))
        #expect(spec.version.value == 1)
        #expect(spec.name?.value == "Login")
        #expect(spec.description?.value == "The login screen")
        #expect(spec.devices.isEmpty)
        #expect(spec.selectedPalette == nil)
        #expect(spec.root?.kind.value == "view")
        #expect(spec.root?.kind.range.lower == pos(5, 3))
    }

    @Test func missingVersionIsReportedAtTheStart() {
        assertDiagnostics(
            """
            1️⃣root:
              view: {}
            """, [.init("1️⃣", id: "missing-version", "spec needs 'viewspec: 1' as its first key")])
    }

    @Test func versionMustComeFirst() {
        assertDiagnostics(
            """
            root:
              view: {}
            1️⃣viewspec: 1
            """, [.init("1️⃣", id: "version-not-first", "'viewspec' must be the first key of the spec")])
    }

    @Test func unsupportedVersionStopsDecoding() {
        let marked = """
            viewspec: 1️⃣2
            root:
              buton: OK
            """
        assertDiagnostics(
            marked,
            [
                .init(
                    "1️⃣", id: "unsupported-version",
                    "unsupported spec version '2'; this viewspec reads version 1")
            ])
        #expect(runSpec(MarkedText(marked).text).spec == nil)
    }

    @Test func specNeedsARootOrTheFlatForm() {
        assertDiagnostics(
            """
            1️⃣viewspec: 1
            name: Nothing
            """, [.init("1️⃣", id: "missing-root", "spec needs 'root', or 'views' and 'hierarchy'")])
    }

    @Test func rootAndFlatFormConflict() {
        assertDiagnostics(
            """
            viewspec: 1
            root: { view: {} }
            1️⃣views: { a: { view: {} } }
            hierarchy: { a: [] }
            """, [.init("1️⃣", id: "conflicting-keys", "the spec cannot have both 'root' and 'views'")])
    }

    @Test func unknownTopLevelKeySuggestsTheClosest() {
        assertDiagnostics(
            """
            viewspec: 1
            1️⃣pallete: navy
            root: { view: {} }
            """, [.init("1️⃣", id: "unknown-key", "unknown key 'pallete' in the spec; did you mean 'palette'?")]
        )
    }

    // MARK: Nodes

    @Test func scalarValueSetsTheMainProperty() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  view:
                    children:
                      - label.body: Hello
                      - button.negative: Cancel
                      - input.text: you@example.com
                      - button.mainFab: plus
                      - label.header: 128
                """))
        let children = spec.children
        #expect(
            children.map(\.kind.value) == [
                "label.body", "button.negative", "input.text", "button.mainFab", "label.header",
            ])
        #expect(children[0].value("text") == .string("Hello"))
        #expect(children[1].value("title") == .string("Cancel"))
        #expect(children[2].value("placeholder") == .string("you@example.com"))
        #expect(children[3].value("image") == .string("plus"))
        #expect(children[4].value("text") == .string("128"))
        #expect(children[0].property("text")?.value.range.lower == pos(5, 21))
    }

    @Test func aListIsTheMainPropertyOfKindsWhoseMainPropertyIsAList() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  view:
                    children:
                      - tabBar: [Home, Search]
                """))
        guard case .list(let items) = spec.children.first?.value("items") else {
            Issue.record("items is not a list")
            return
        }
        #expect(items.map(\.value) == [.string("Home"), .string("Search")])
    }

    @Test func versionMustBeAPlainNumber() {
        assertDiagnostics(
            """
            viewspec: 1️⃣"1"
            root: { view: {} }
            """, [.init("1️⃣", id: "wrong-type", "viewspec must be a number, not a string")])
    }

    @Test func emptyValueAndBareKindTakeAllDefaults() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  view:
                    children:
                      - view:
                      - view: {}
                      - view
                """))
        #expect(spec.children.count == 3)
        #expect(spec.children.allSatisfy { $0.properties.isEmpty && $0.children.isEmpty })
    }

    @Test func nodeKeysFillTheirOwnFields() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                styles:
                  .danger: { background: red }
                  .big: { height: 60 }
                root:
                  view:
                    id: header
                    style: [danger, big]
                    background: card
                    alpha: 0.5
                    children:
                      - label.body: { id: title, text: Title, style: danger }
                """))
        let root = try #require(spec.root)
        #expect(root.id?.value == "header")
        #expect(root.styles.map(\.value) == ["danger", "big"])
        #expect(root.properties.map(\.name.value) == ["background", "alpha"])
        #expect(root.value("background") == .color(.role("card")))
        #expect(root.value("alpha") == .number(0.5))
        #expect(root.children.first?.styles.map(\.value) == ["danger"])
        #expect(root.childrenRange?.lower == pos(12, 7))
    }

    @Test func propertiesAreTypedByTheirShapes() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  label:
                    text: Hi
                    hidden: true
                    lines: 2
                    textStyle: caption1
                    corners: [topLeft, bottomRight]
                    font: { size: 17, weight: semibold }
                    border: { width: 1, color: "#FF0000", dash: [4, 2] }
                    width: "50%"
                    height: ">= 44"
                    hugging: { horizontal: 751, vertical: high }
                    shrinkToFit: 0.5
                """))
        let root = try #require(spec.root)
        #expect(root.value("hidden") == .boolean(true))
        #expect(root.value("lines") == .number(2))
        #expect(root.value("textStyle") == .enumeration("caption1"))
        #expect(root.value("width") == .string("50%"))
        #expect(root.value("height") == .string(">= 44"))
        #expect(root.value("shrinkToFit") == .number(0.5))
        guard case .list(let corners) = root.value("corners") else {
            Issue.record("corners is not a list")
            return
        }
        #expect(corners.map(\.value) == [.enumeration("topLeft"), .enumeration("bottomRight")])
        guard case .object(let border) = root.value("border") else {
            Issue.record("border is not an object")
            return
        }
        #expect(border.map(\.name.value) == ["width", "color", "dash"])
        #expect(border[0].value.value == .length(.points(1)))
        #expect(border[1].value.value == .color(.rgba(RGBA(red: 1, green: 0, blue: 0))))
        guard case .object(let hugging) = root.value("hugging") else {
            Issue.record("hugging is not an object")
            return
        }
        #expect(hugging.map(\.value.value) == [.number(751), .enumeration("high")])
    }

    @Test func unknownKindSuggestsBuiltInsAndComponents() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              field: { body: { view: {} } }
            root:
              view:
                children:
                  - 1️⃣buton: OK
                  - 2️⃣feild: {}
            """,
            [
                .init("1️⃣", id: "unknown-kind", "unknown kind 'buton'; did you mean 'button'?"),
                .init("2️⃣", id: "unknown-kind", "unknown kind 'feild'; did you mean 'field'?"),
            ])
    }

    @Test func unknownPropertySuggestsTheKindsKeys() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              label.body: { 1️⃣txt: Hi, 2️⃣spacing: 8 }
            """,
            [
                .init("1️⃣", id: "unknown-key", "unknown key 'txt' in 'label.body'; did you mean 'text'?"),
                .init(
                    "2️⃣", id: "unknown-key",
                    "unknown key 'spacing' in 'label.body'; it takes 'text', 'color', 'font', 'textStyle', 'alignment', 'lines', 'lineBreak', 'shrinkToFit'"
                        + " and the keys every view takes"),
            ])
    }

    @Test func kindWithoutMainPropertyRejectsAScalar() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view: 1️⃣Hello
            """,
            [
                .init(
                    "1️⃣", id: "no-main-property",
                    "'view' has no main property; write its properties as a mapping")
            ])
    }

    @Test func childrenAreRejectedWhereTheKindTakesNone() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - label.body: { text: Hi, 1️⃣children: [] }
                  - spacer: { 2️⃣children: [{ view: {} }] }
                  - table: { 3️⃣child: { view: {} } }
            """,
            [
                .init("1️⃣", id: "children-not-allowed", "'label.body' cannot have 'children'"),
                .init("2️⃣", id: "children-not-allowed", "'spacer' takes one 'child', not 'children'"),
                .init("3️⃣", id: "children-not-allowed", "'table' takes a 'cell', not 'child'"),
            ])
    }

    @Test func aNodeIsAOneKeyMapping() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - 1️⃣label.body: Hi
                    id: greeting
                  - 2️⃣[a, b]
            """,
            [
                .init(
                    "1️⃣", id: "invalid-node",
                    "a node must be a mapping with one key, its kind, not a mapping with 2 keys; indent 'id' under 'label.body'"
                ),
                .init(
                    "2️⃣", id: "invalid-node", "a node must be a mapping with one key, its kind, not a sequence"
                ),
            ])
    }

    @Test func idsAreLettersDigitsUnderscoresAndDashes() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                id: 1️⃣1header
            """,
            [
                .init(
                    "1️⃣", id: "invalid-id",
                    "'1header' is not a valid id; use letters, digits, '_' and '-', starting with a letter")
            ])
    }

    @Test func wrongTypesAndRangesAreReported() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              label:
                alpha: 1️⃣1.5
                hidden: 2️⃣yes
                alignment: 3️⃣centre
                cornerRadius: 4️⃣large
            """,
            [
                .init("1️⃣", id: "value-out-of-range", "alpha 1.5 is out of range; expected 0...1"),
                .init("2️⃣", id: "wrong-type", "hidden must be true or false, not a string"),
                .init(
                    "3️⃣", id: "invalid-value",
                    "'centre' is not a valid alignment; expected 'left', 'center', 'right', 'justified' or 'natural'; did you mean 'center'?"
                ),
                .init(
                    "4️⃣", id: "wrong-type",
                    "cornerRadius must be a number or a padding token ('$name'), not a string"),
            ])
    }

    // MARK: Colours

    @Test func coloursDecodeLiteralsRolesTokensAndNames() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                tokens:
                  color: { brand: "#FF6A00" }
                root:
                  view:
                    children:
                      - view: { background: "#F00" }
                      - view: { background: "#F008" }
                      - view: { background: "#00FF00" }
                      - view: { background: "#0000FF80" }
                      - view: { background: "rgb(255, 0, 0)" }
                      - view: { background: "rgba(0, 0, 255, 0.5)" }
                      - view: { background: labelHeader }
                      - view: { background: $brand }
                      - view: { background: systemBlue }
                """))
        let colours = spec.children.map { $0.value("background") }
        #expect(
            colours == [
                .color(.rgba(RGBA(red: 1, green: 0, blue: 0))),
                .color(.rgba(RGBA(red: 1, green: 0, blue: 0, alpha: 136.0 / 255))),
                .color(.rgba(RGBA(red: 0, green: 1, blue: 0))),
                .color(.rgba(RGBA(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))),
                .color(.rgba(RGBA(red: 1, green: 0, blue: 0))),
                .color(.rgba(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))),
                .color(.role("labelHeader")),
                .color(.token("brand")),
                .color(.named("systemBlue")),
            ])
    }

    @Test func badColourLiteralsSayWhy() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - view: { background: 1️⃣"#12345" }
                  - view: { background: 2️⃣"#GG0000" }
                  - view: { background: 3️⃣"rgb(300, 0, 0)" }
                  - view: { background: 4️⃣"rgba(0, 0, 0)" }
                  - view: { background: 5️⃣"rgba(0, 0, 0, 2)" }
                  - view: { background: 6️⃣"light blue" }
            """,
            [
                .init(
                    "1️⃣", id: "invalid-color",
                    "invalid colour '#12345': expected 3, 4, 6 or 8 hex digits after '#', not 5"),
                .init("2️⃣", id: "invalid-color", "invalid colour '#GG0000': 'G' is not a hex digit"),
                .init(
                    "3️⃣", id: "invalid-color", "invalid colour 'rgb(300, 0, 0)': 300 is out of range 0...255"),
                .init(
                    "4️⃣", id: "invalid-color", "invalid colour 'rgba(0, 0, 0)': rgba() takes 4 values, not 3"),
                .init(
                    "5️⃣", id: "invalid-color",
                    "invalid colour 'rgba(0, 0, 0, 2)': alpha 2 is out of range 0...1"),
                .init(
                    "6️⃣", id: "invalid-color",
                    "invalid colour 'light blue': expected a palette role, a colour token ('$name'), a colour name or a literal"
                ),
            ])
    }

    @Test func unquotedHashColourIsACommentAndReadsAsNull() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view: { background: 1️⃣}
            """,
            [
                .init(
                    "1️⃣", id: "wrong-type",
                    "background must be a colour (quote literals: \"#RRGGBB\"), not null")
            ])
    }

    @Test func interpolationsAreRecordedAndCheckedForTheirBraces() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                tokens:
                  padding: { gutter: 20 }
                root:
                  label.body: "Gutter: ${gutter} pt, price $5"
                """))
        #expect(
            spec.root?.value("text")
                == .interpolated([.literal("Gutter: "), .reference("gutter"), .literal(" pt, price $5")]))
        assertDiagnostics(
            """
            viewspec: 1
            root:
              label.body: 1️⃣"Hello ${name"
            """, [.init("1️⃣", id: "invalid-interpolation", "unterminated or empty '${…}' in 'Hello ${name'")])
    }

    // MARK: Lengths and insets

    @Test func insetsTakeFourForms() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  view:
                    children:
                      - spacer: { insets: 8, child: { view: {} } }
                      - spacer: { insets: [8, 16], child: { view: {} } }
                      - spacer: { insets: [1, 2, 3, 4], child: { view: {} } }
                      - spacer: { insets: { top: 4, leading: $sixteen }, child: { view: {} } }
                """))
        let insets = spec.children.map { $0.value("insets") }
        #expect(insets[0] == .insets(.all(.points(8))))
        #expect(
            insets[1]
                == .insets(
                    Insets(
                        top: .points(8), left: .points(16), bottom: .points(8), right: .points(16),
                        isDirectional: true)))
        #expect(
            insets[2]
                == .insets(Insets(top: .points(1), left: .points(2), bottom: .points(3), right: .points(4))))
        guard case .insets(let last) = insets[3], case .reference(let name, _) = last.left else {
            Issue.record("expected a leading token inset")
            return
        }
        #expect(name == "sixteen")
        #expect(last.top == .points(4))
        #expect(last.isDirectional)
        #expect(spec.children[0].value("child") != nil)
    }

    @Test func insetsListsHaveTwoOrFourValues() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              spacer: { insets: 1️⃣[1, 2, 3], child: { view: {} } }
            """,
            [
                .init(
                    "1️⃣", id: "invalid-insets",
                    "insets take 2 values [vertical, horizontal] or 4 [top, left, bottom, right], not 3")
            ])
    }

    @Test func dollarOutsideAComponentIsAToken() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                tokens:
                  padding: { gutter: 20 }
                  elevation: { sheet: 12 }
                root:
                  card:
                    elevation: $sheet
                    cornerRadius: $gutter
                    children:
                      - stack: { spacing: $eight }
                """))
        let root = try #require(spec.root)
        #expect(root.value("elevation") == .token("sheet"))
        guard case .length(.reference("gutter", _)) = root.value("cornerRadius") else {
            Issue.record("cornerRadius is not a token length")
            return
        }
        guard case .length(.reference("eight", _)) = spec.children.first?.value("spacing") else {
            Issue.record("spacing is not a token length")
            return
        }
    }

    // MARK: Sections

    @Test func devicesArePresetsTurnedPresetsCustomSizesOrAMatrix() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                device:
                  - iphone-se
                  - { preset: ipad, orientation: landscape }
                  - { name: watch-ish, width: 198, height: 242, safeArea: { top: 10, bottom: 10 } }
                root: { view: {} }
                """))
        #expect(spec.devices.count == 3)
        guard case .preset(let first) = spec.devices[0].source,
            case .preset(let second) = spec.devices[1].source,
            case .custom(let name, let width, let height) = spec.devices[2].source
        else {
            Issue.record("wrong device sources")
            return
        }
        #expect(first.value == "iphone-se")
        #expect(second.value == "ipad")
        #expect(spec.devices[1].orientation?.value == .landscape)
        #expect(name?.value == "watch-ish")
        #expect(width?.value == 198)
        #expect(height?.value == 242)
        #expect(spec.devices[2].safeArea?.value.top == .points(10))
    }

    @Test func landscapeOnlyPresetsHaveNoPortrait() {
        assertDiagnostics(
            """
            viewspec: 1
            device:
              - { preset: apple-tv, orientation: 1️⃣portrait }
              - { preset: mac-window, orientation: 2️⃣portrait }
              - { preset: apple-tv, orientation: landscape }
              - { preset: ipad, orientation: portrait }
            root: { view: {} }
            """,
            [
                .init(
                    "1️⃣", id: "invalid-orientation",
                    "'apple-tv' is landscape only; it has no portrait orientation"),
                .init(
                    "2️⃣", id: "invalid-orientation",
                    "'mac-window' is landscape only; it has no portrait orientation"
                ),
            ])
    }

    @Test func devicePresetsAndCustomSizesAreChecked() {
        assertDiagnostics(
            """
            viewspec: 1
            device: [1️⃣iphone-71, 2️⃣{ name: tiny, width: 100 }]
            root: { view: {} }
            """,
            [
                .init("1️⃣", id: "unknown-device", "unknown device 'iphone-71'; did you mean 'iphone-17'?"),
                .init("2️⃣", id: "missing-key", "a custom device needs 'height'"),
            ])
    }

    @Test func optionsDecode() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                options:
                  direction: rightToLeft
                  autoPriorities: true
                  standardSpacing: 8
                  superviewSpacing: $sixteen
                  contentSize: AX2
                root: { view: {} }
                """))
        #expect(spec.options.direction?.value == .rightToLeft)
        #expect(spec.options.autoPriorities?.value == true)
        #expect(spec.options.standardSpacing?.value == .points(8))
        #expect(spec.options.contentSize?.value == "AX2")
    }

    @Test func palettesKeepExtendsAndOverridesInOrder() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                palettes:
                  light:
                    labelHeader: "#111111"
                    card: white
                  lightHighContrast:
                    extends: light
                    labelHint: "#444444"
                palette: lightHighContrast
                root: { view: {} }
                """))
        #expect(spec.palettes.map(\.name.value) == ["light", "lightHighContrast"])
        #expect(spec.palettes[0].extends == nil)
        #expect(spec.palettes[1].extends?.value == "light")
        #expect(spec.palettes[0].overrides.map(\.role.value) == ["labelHeader", "card"])
        #expect(spec.palettes[0].overrides[1].color.value == .named("white"))
        #expect(spec.selectedPalette?.value == "lightHighContrast")
    }

    @Test func tokensDecodeByGroup() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                tokens:
                  padding: { gutter: 20 }
                  elevation: { sheet: 12 }
                  color: { brand: "#FF6A00" }
                root: { view: {} }
                """))
        #expect(spec.tokens.map(\.group) == [.padding, .elevation, .color])
        #expect(spec.tokens.map(\.name.value) == ["gutter", "sheet", "brand"])
        #expect(spec.tokens[0].value.value == .points(20))
        #expect(spec.tokens[2].value.value == .color(.rgba(RGBA(red: 1, green: 106.0 / 255, blue: 0))))
    }

    @Test func styleKeysAreKindsFamiliesOrNamedStyles() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                styles:
                  label.body: { color: labelHint }
                  button: { cornerRadius: 12 }
                  .danger: { background: "#D0021B" }
                  .dangerPill: { extends: danger, height: 44 }
                root: { view: {} }
                """))
        #expect(
            spec.styles.map(\.selector) == [
                .kind("label.body"), .family("button"), .named("danger"), .named("dangerPill"),
            ])
        #expect(spec.styles[3].extends?.value == "danger")
        #expect(spec.styles[3].properties.map(\.name.value) == ["height"])
    }

    @Test func styleEntriesTakeTheirKindsProperties() {
        assertDiagnostics(
            """
            viewspec: 1
            styles:
              label.body: { 1️⃣title: Hi }
              stack.vertical: { 2️⃣extends: x }
            root: { view: {} }
            """,
            [
                .init(
                    "1️⃣", id: "unknown-key",
                    "unknown key 'title' in style 'label.body'; it takes 'text', 'color', 'font', 'textStyle', 'alignment', 'lines', 'lineBreak', 'shrinkToFit'"
                        + " and the keys every view takes"),
                .init(
                    "2️⃣", id: "unknown-key",
                    "unknown key 'extends' in style 'stack.vertical'; it takes 'axis', 'distribution', 'alignment',"
                        + " 'spacing', 'spacingAfter', 'margins', 'baselineRelative', 'marginsRelative' and the keys"
                        + " every view takes"),
            ])
    }

    // MARK: Components

    @Test func componentBodiesReadParameters() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                components:
                  field:
                    params:
                      label: string
                      placeholder: { type: string, default: "" }
                      size: { type: length, default: 20 }
                    body:
                      stack.labeledView:
                        children:
                          - label.inputLabel: $label
                          - input.text: { placeholder: "${placeholder}!", width: $size }
                  button.primary:
                    extends: button.negative
                    properties: { background: "#0A84FF", titleColor: white }
                root:
                  view:
                    children:
                      - field: { id: email, label: Email, size: 30 }
                      - button.primary: Sign in
                """))
        let field = try #require(spec.component(named: "field"))
        #expect(field.params.map(\.name.value) == ["label", "placeholder", "size"])
        #expect(field.params.map(\.isRequired) == [true, false, false])
        #expect(field.params[2].defaultValue?.value == .length(.points(20)))
        guard case .body(let body) = field.definition else {
            Issue.record("field has no body")
            return
        }
        #expect(body.children[0].value("text") == .parameter("label"))
        #expect(
            body.children[1].value("placeholder")
                == .interpolated([.reference("placeholder"), .literal("!")]))
        #expect(body.children[1].value("width") == .parameter("size"))
        let primary = try #require(spec.component(named: "button.primary"))
        guard case .variant(let base, let properties) = primary.definition else {
            Issue.record("button.primary is not a variant")
            return
        }
        #expect(base.value == "button.negative")
        #expect(properties.map(\.name.value) == ["background", "titleColor"])
        let uses = spec.children
        #expect(uses[0].id?.value == "email")
        #expect(uses[0].value("label") == .string("Email"))
        #expect(uses[0].value("size") == .length(.points(30)))
        #expect(uses[1].value("title") == .string("Sign in"))
    }

    @Test func aBadParameterDeclarationIsReportedOnce() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              badge:
                params: { count: 1️⃣numbr, size: { type: length, default: 2️⃣big } }
                body: { label.body: "${count}" }
            root: { badge: { count: 3 } }
            """,
            [
                .init(
                    "1️⃣", id: "invalid-value",
                    "'numbr' is not a valid parameter type; expected 'string', 'number', 'boolean', 'color' or 'length'; did you mean 'number'?"
                ),
                .init(
                    "2️⃣", id: "wrong-type",
                    "default must be a number or a padding token ('$name'), not a string"),
            ])
    }

    @Test func slotTakesNoProperties() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              section: { body: { card: { children: [{ slot: { 1️⃣id: x } }] } } }
            root: { section: {} }
            """, [.init("1️⃣", id: "unknown-key", "unknown key 'id' in 'slot'")])
    }

    @Test func componentsCannotTakeABuiltInName() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              1️⃣button: { body: { view: {} } }
            root: { view: {} }
            """,
            [.init("1️⃣", id: "component-shadows-kind", "component 'button' has the name of a built-in kind")])
    }

    @Test func tableCellsReadRowFields() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  table:
                    cell:
                      stack.horizontal:
                        children:
                          - label.body: $title
                          - label.hint: $detail
                    rows:
                      - { title: Wi-Fi, detail: Home }
                      - { title: Bluetooth, detail: "On" }
                """))
        guard case .node(let cell) = spec.root?.value("cell") else {
            Issue.record("no cell")
            return
        }
        #expect(cell.children.map { $0.value("text") } == [.parameter("title"), .parameter("detail")])
    }

    // MARK: Flat form

    @Test func flatFormIsNormalisedIntoTheTree() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                views:
                  screen: { view: { background: card } }
                  header: { label.header: Settings }
                  list: { stack.vertical: {} }
                  wifi: { label.body: Wi-Fi }
                hierarchy:
                  screen:
                    - header
                    - list: [wifi]
                """))
        let root = try #require(spec.root)
        #expect(root.id?.value == "screen")
        #expect(root.children.map { $0.id?.value } == ["header", "list"])
        #expect(root.children[1].children.map { $0.id?.value } == ["wifi"])
        #expect(spec.flat?.views.map(\.id.value) == ["screen", "header", "list", "wifi"])
    }

    @Test func aFlatViewsIDIsItsKey() {
        assertDiagnostics(
            """
            viewspec: 1
            views:
              screen: { view: { id: 1️⃣main } }
            hierarchy:
              screen: []
            """, [.init("1️⃣", id: "id-mismatch", "id 'main' differs from the view's key 'screen' in 'views'")])
    }

    // MARK: Plans

    @Test func layoutAndTopLevelConstraintsAreDecodedAsPlans() throws {
        let spec = try #require(
            cleanSpec(
                """
                viewspec: 1
                root:
                  view:
                    children:
                      - label.body:
                          id: title
                          text: Hi
                          layout: [{ top: 16 }, { horizontal: 16 }, "height == 44"]
                      - view: { id: box }
                constraints:
                  - "box.top == title.bottom + 8"
                """))
        #expect(spec.children[0].layout.count == 3)
        #expect(spec.constraints.count == 1)
    }

    // MARK: Whole files

    @Test func oneRunReportsEveryProblemInTheFile() {
        let run = runSpec(
            """
            viewspec: 1
            root:
              view:
                background: "#12"
                children:
                  - lable.body: Hi
                  - label.body: { txt: Hi }
                  - view: { alpha: 2 }
            """)
        #expect(run.ids == ["invalid-color", "unknown-kind", "unknown-key", "value-out-of-range"])
    }

    @Test func decodingTwiceGivesTheSameDiagnosticsInTheSameOrder() {
        let text = """
            viewspec: 1
            styles: { lable: { color: red }, .a: { extends: b }, .b: { extends: a } }
            palettes: { x: { extends: y }, y: { extends: x, labelHeadr: red } }
            root:
              view:
                children:
                  - lable.body: Hi
                  - label.body: { txt: Hi, color: labelHeadr, style: c }
                  - view: { id: a, layout: [{ below: b }] }
                  - view: { id: a }
            """
        let first = runSpec(text)
        let second = runSpec(text)
        #expect(!first.diagnostics.isEmpty)
        #expect(first.diagnostics == second.diagnostics)
    }
}
