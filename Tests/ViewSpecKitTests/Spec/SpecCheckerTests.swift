import Foundation
import TestSupport
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct SpecCheckerTests {
    // MARK: Ids

    @Test func duplicateIDIsReportedAtTheSecondWithANoteAtTheFirst() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - label.body: { id: 1️⃣title, text: A }
                  - label.body: { id: 2️⃣title, text: B }
            """,
            [.init("2️⃣", id: "duplicate-id", "duplicate id 'title'", notes: [("1️⃣", "first defined here")])])
    }

    @Test func undefinedIDsInPlansAndConstraintsSuggestDefinedOnes() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - label.body: { id: title, text: A }
                  - view: { id: box, layout: [{ below: 1️⃣titel }] }
            constraints:
              - "box.top == 2️⃣footer.bottom"
            """,
            [
                .init("1️⃣", id: "undefined-id", "no view has the id 'titel'; did you mean 'title'?"),
                .init("2️⃣", id: "undefined-id", "no view has the id 'footer'"),
            ])
    }

    @Test func spacingAfterIsKeyedByIDs() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              stack:
                spacingAfter: { title: 8, 1️⃣titel: 4 }
                children: [{ label.body: { id: title, text: A } }]
            """, [.init("1️⃣", id: "undefined-id", "no view has the id 'titel'; did you mean 'title'?")])
    }

    @Test func plansMayNameKeywordTargets() {
        _ = cleanSpec(
            """
            viewspec: 1
            root:
              view:
                children:
                  - view: { layout: [{ top: "== safeArea.top" }, { below: previous }, { center: parent }] }
            """)
    }

    @Test func keywordTargetsAreReservedIDs() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - label.body: { id: 1️⃣parent, text: A }
                  - view: { id: 2️⃣safeArea }
                  - view: { id: 3️⃣self }
                  - view: { id: 4️⃣previous }
            """,
            [
                .init("1️⃣", id: "reserved-id", "'parent' is reserved for constraints; choose another id"),
                .init("2️⃣", id: "reserved-id", "'safeArea' is reserved for constraints; choose another id"),
                .init("3️⃣", id: "reserved-id", "'self' is reserved for constraints; choose another id"),
                .init("4️⃣", id: "reserved-id", "'previous' is reserved for constraints; choose another id"),
            ])
    }

    // MARK: Components

    @Test func componentCycleShowsTheChain() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              1️⃣row: { body: { stack.horizontal: { children: [{ cell: {} }] } } }
              cell: { body: { view: { children: [{ row: {} }] } } }
            root: { row: {} }
            """,
            [.init("1️⃣", id: "component-cycle", "component 'row' contains itself: row → cell → row")])
    }

    @Test func componentUsesPassDeclaredParameters() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              1️⃣field:
                params:
                  2️⃣label: string
                  placeholder: { type: string, default: "" }
                body: { label.inputLabel: $label }
            root:
              view:
                children:
                  - 3️⃣field: { placeholder: x }
                  - field: { label: Email, 4️⃣lable: x }
            """,
            [
                .init(
                    "3️⃣", id: "missing-parameter", "'field' needs the parameter 'label'",
                    notes: [("2️⃣", "'label' is declared here")]),
                .init(
                    "4️⃣", id: "unknown-parameter",
                    "unknown parameter 'lable' of component 'field'; did you mean 'label'?",
                    notes: [("1️⃣", "'field' is declared here")]),
            ])
    }

    @Test func aParameterOfTheWrongTypeIsNotAlsoMissing() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              badge:
                params: { count: number }
                body: { label.body: "${count}" }
            root:
              view:
                children:
                  - badge: { count: 1️⃣three }
                  - badge: 2️⃣four
            """,
            [
                .init("1️⃣", id: "wrong-type", "count must be a number, not a string"),
                .init("2️⃣", id: "wrong-type", "count must be a number, not a string"),
            ])
    }

    @Test func variantsOfComponentsPresetParameters() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              1️⃣field:
                params: { 2️⃣label: string, placeholder: { type: string, default: "" } }
                body: { label.inputLabel: $label }
              emailField: { extends: field, properties: { label: Email } }
              nameField: { extends: field, properties: { 3️⃣lable: Name } }
            root:
              view:
                children:
                  - emailField: { placeholder: you@example.com }
                  - emailField: { label: Work email, 4️⃣hint: x }
                  - 5️⃣nameField: {}
            """,
            [
                .init("3️⃣", id: "unknown-key", "unknown key 'lable' in 'nameField'; did you mean 'label'?"),
                .init(
                    "4️⃣", id: "unknown-parameter", "unknown parameter 'hint' of component 'field'",
                    notes: [("1️⃣", "'field' is declared here")]),
                .init(
                    "5️⃣", id: "missing-parameter", "'field' needs the parameter 'label'",
                    notes: [("2️⃣", "'label' is declared here")]),
            ])
    }

    @Test func bodiesReadOnlyTheirParameters() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              badge:
                params: { count: number }
                body:
                  label.body: { text: 1️⃣"${cuont} new", alpha: 2️⃣$opacity }
            root: { badge: { count: 3 } }
            """,
            [
                .init(
                    "1️⃣", id: "undefined-parameter",
                    "'$cuont' is neither a parameter of component 'badge' nor a token; did you mean 'count'?"),
                .init(
                    "2️⃣", id: "undefined-parameter",
                    "'$opacity' is neither a parameter of component 'badge' nor a token"),
            ])
    }

    @Test func cellsReadFieldsOfTheirRows() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              table:
                cell: { label.body: 1️⃣$titel }
                rows: [{ 2️⃣title: Wi-Fi }]
            """,
            [
                .init(
                    "1️⃣", id: "undefined-parameter",
                    "'$titel' is not a parameter of the rows of 'table'; did you mean 'title'?"),
                .init(
                    "2️⃣", id: "unused-row-field",
                    "the cell of 'table' never reads the row field 'title'; did you mean 'titel'?",
                    severity: .warning),
            ])
    }

    @Test func everyRowHasTheFieldsTheCellReadsAndNoOthers() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              table:
                cell:
                  stack.horizontal:
                    children:
                      - label.body: 1️⃣$title
                      - label.hint: "${detail}"
                rows:
                  - { title: Wi-Fi, detail: Home }
                  - 2️⃣{ 3️⃣titel: Bluetooth, detail: "On" }
                  - { title: VPN, detail: Off, 4️⃣badge: 3 }
            """,
            [
                .init(
                    "2️⃣", id: "missing-row-field",
                    "this row of 'table' has no field 'title', which the cell reads",
                    notes: [("1️⃣", "'$title' is read here")]),
                .init(
                    "3️⃣", id: "unused-row-field",
                    "the cell of 'table' never reads the row field 'titel'; did you mean 'title'?",
                    severity: .warning),
                .init(
                    "4️⃣", id: "unused-row-field", "the cell of 'table' never reads the row field 'badge'",
                    severity: .warning),
            ])
    }

    @Test func slotIsOnlyForComponentBodies() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children: [1️⃣slot]
            """, [.init("1️⃣", id: "slot-outside-component", "'slot' is only allowed inside a component body")])
    }

    @Test func childrenOfAUseNeedASlotInTheBody() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              1️⃣badge:
                params: { count: number }
                body: { label.body: "${count} new" }
              badge2: { extends: badge, properties: { count: 2 } }
              box:
                body: { card: { children: [{ label.header: Box }, slot] } }
            root:
              view:
                children:
                  - badge: { count: 3, 2️⃣children: [view] }
                  - badge2: { 3️⃣children: [view] }
                  - badge: { count: 1, children: [] }
                  - box: { children: [view] }
            """,
            [
                .init(
                    "2️⃣", id: "no-slot", "component 'badge' has no 'slot', so its uses cannot have children",
                    notes: [("1️⃣", "'badge' is declared here")]),
                .init(
                    "3️⃣", id: "no-slot", "component 'badge' has no 'slot', so its uses cannot have children",
                    notes: [("1️⃣", "'badge' is declared here")]),
            ])
    }

    // MARK: Palettes and colours

    @Test func palettesMustBeDefinedAndNotExtendThemselves() {
        assertDiagnostics(
            """
            viewspec: 1
            palettes:
              1️⃣light: { extends: paper }
              paper: { extends: light, 2️⃣labelHeadr: "#000" }
              dark: { extends: 3️⃣nigth }
            palette: 4️⃣dusk
            root: { view: {} }
            """,
            [
                .init("1️⃣", id: "palette-cycle", "palette 'light' extends itself: light → paper → light"),
                .init(
                    "2️⃣", id: "unknown-palette-role",
                    "unknown palette role 'labelHeadr'; did you mean 'labelHeader'?"),
                .init("3️⃣", id: "undefined-palette", "no palette named 'nigth'"),
                .init("4️⃣", id: "undefined-palette", "no palette named 'dusk'"),
            ])
    }

    @Test func colourNamesMustBeRolesNamesOrTokens() {
        assertDiagnostics(
            """
            viewspec: 1
            tokens:
              color: { brand: "#FF6A00" }
            root:
              view:
                children:
                  - view: { background: 1️⃣labelHeadr }
                  - view: { background: 2️⃣brnd }
                  - view: { background: 3️⃣$brnd }
            """,
            [
                .init("1️⃣", id: "unknown-color", "unknown colour 'labelHeadr'; did you mean 'labelHeader'?"),
                .init("2️⃣", id: "unknown-color", "unknown colour 'brnd'; did you mean '$brand'?"),
                .init("3️⃣", id: "undefined-token", "undefined token '$brnd'; did you mean '$brand'?"),
            ])
    }

    // MARK: Tokens

    @Test func tokensMustBeDefinedOnceAndUsedInTheirPlace() {
        assertDiagnostics(
            """
            viewspec: 1
            tokens:
              padding: { 1️⃣gutter: 20, 2️⃣sixteen: 16 }
              color: { 3️⃣gutter: red }
            root:
              view:
                children:
                  - stack: { spacing: 4️⃣$guter }
                  - view: { elevation: 5️⃣$gutter }
                  - view: { background: 6️⃣$eight }
            """,
            [
                .init("2️⃣", id: "duplicate-token", "token 'sixteen' is already a built-in padding token"),
                .init(
                    "3️⃣", id: "duplicate-token", "token 'gutter' is defined twice",
                    notes: [("1️⃣", "first defined here")]),
                .init("4️⃣", id: "undefined-token", "undefined token '$guter'; did you mean '$gutter'?"),
                .init(
                    "5️⃣", id: "wrong-token-group", "'$gutter' is a padding token; expected an elevation token"),
                .init("6️⃣", id: "wrong-token-group", "'$eight' is a padding token; expected a colour token"),
            ])
    }

    @Test func plansUsePaddingTokens() {
        assertDiagnostics(
            """
            viewspec: 1
            tokens:
              padding: { gutter: 20 }
            root:
              view:
                layout: [{ horizontal: 1️⃣$guter }, "top == parent.top + 2️⃣$sixten", { top: $gutter }]
            """,
            [
                .init("1️⃣", id: "undefined-token", "undefined token '$guter'; did you mean '$gutter'?"),
                .init("2️⃣", id: "undefined-token", "undefined token '$sixten'; did you mean '$sixteen'?"),
            ])
    }

    // MARK: Styles

    @Test func stylesMustExistAndTargetKnownKinds() {
        assertDiagnostics(
            """
            viewspec: 1
            styles:
              1️⃣lable.body: { color: red }
              2️⃣.a: { extends: b }
              .b: { extends: a }
              .c: { extends: 3️⃣dangr }
              .danger: { background: red }
            root:
              view: { style: 4️⃣primary }
            """,
            [
                .init(
                    "1️⃣", id: "unknown-style-target",
                    "'lable.body' is not a kind, a family or a named style ('.name'); did you mean 'label.body'?"
                ),
                .init("2️⃣", id: "style-cycle", "style '.a' extends itself: .a → .b → .a"),
                .init("3️⃣", id: "undefined-style", "no style named '.dangr'; did you mean 'danger'?"),
                .init("4️⃣", id: "undefined-style", "no style named '.primary'"),
            ])
    }

    @Test func aBlurEffectWrittenAsStyleIsPointedAtEffect() {
        assertDiagnostics(
            """
            viewspec: 1
            styles:
              .dank: { alpha: 0.5 }
            root:
              view:
                children:
                  - blur: { style: 1️⃣dark, child: { view: {} } }
                  - view: { style: 2️⃣dark }
            """,
            [
                .init("1️⃣", id: "undefined-style", "no style named '.dark'; the blur effect is 'effect'"),
                .init("2️⃣", id: "undefined-style", "no style named '.dark'; did you mean 'dank'?"),
            ])
    }

    @Test func namedStylesSetOnlyPropertiesTheNodesKindHas() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              button.danger: { extends: button.negative }
            styles:
              .danger: { background: red, 1️⃣titleColor: white }
              .big: { extends: danger, 2️⃣spacing: 3 }
            root:
              stack.vertical:
                children:
                  - label.body: { text: A, style: 3️⃣danger }
                  - button.danger: { title: B, style: danger }
                  - label.body: { text: C, style: 4️⃣big }
                  - stack.vertical: { style: 5️⃣big }
            """,
            [
                .init(
                    "3️⃣", id: "style-property-not-applicable",
                    "style 'danger' sets 'titleColor', which 'label.body' does not have",
                    notes: [("1️⃣", "'titleColor' is set here")]),
                .init(
                    "4️⃣", id: "style-property-not-applicable",
                    "style 'big' sets 'spacing', which 'label.body' does not have",
                    notes: [("2️⃣", "'spacing' is set here")]),
                .init(
                    "4️⃣", id: "style-property-not-applicable",
                    "style 'danger' sets 'titleColor', which 'label.body' does not have",
                    notes: [("1️⃣", "'titleColor' is set here")]),
                .init(
                    "5️⃣", id: "style-property-not-applicable",
                    "style 'danger' sets 'titleColor', which 'stack.vertical' does not have",
                    notes: [("1️⃣", "'titleColor' is set here")]),
            ])
    }

    // MARK: Structure

    @Test func setStackNeedsOneMoreSpacingThanViews() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                layout:
                  - 1️⃣setStack: { views: [], vertical: [24] }
                  - setStack: { views: [a, b], vertical: 2️⃣[24, 8] }
                  - setStack: { vertical: 3️⃣[24, 8, 8, 8] }
                children:
                  - view: { id: a }
                  - view: { id: b }
            """,
            [
                .init("1️⃣", id: "setstack-missing-subviews", "setStack needs at least one view"),
                .init(
                    "2️⃣", id: "setstack-missing-vertical-spacings",
                    "setStack has 2 views and needs 3 vertical spacings, not 2"),
                .init(
                    "3️⃣", id: "setstack-too-many-vertical-spacings",
                    "setStack has 2 views and needs 3 vertical spacings, not 4"),
            ])
    }

    @Test func scrollSpacingsFollowSetStacksRule() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - scroll.vertical:
                      spacings: 1️⃣[24, 24]
                      children: [{ view: {} }, { view: {} }]
                  - scroll.vertical:
                      spacings: 2️⃣[24, 8, 8, 24]
                      children: [{ view: {} }, { view: {} }]
                  - scroll.vertical: { 3️⃣spacings: [24] }
            """,
            [
                .init(
                    "1️⃣", id: "setstack-missing-vertical-spacings",
                    "'scroll.vertical' has 2 children and needs 3 'spacings', not 2"),
                .init(
                    "2️⃣", id: "setstack-too-many-vertical-spacings",
                    "'scroll.vertical' has 2 children and needs 3 'spacings', not 4"),
                .init(
                    "3️⃣", id: "setstack-missing-subviews",
                    "'scroll.vertical' needs at least one child for its 'spacings'"),
            ])
    }

    @Test func wrappersNeedAChildAndLabeledViewsTwoChildren() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - 1️⃣spacer: { insets: 8 }
                  - stack.labeledView:
                      children: 2️⃣[{ label.inputLabel: Email }]
            """,
            [
                .init("1️⃣", id: "missing-child", "'spacer' needs exactly one 'child'"),
                .init("2️⃣", id: "wrong-child-count", "'stack.labeledView' needs exactly 2 children, not 1"),
            ])
    }

    @Test func twoColumnsNeedsBothColumns() {
        assertDiagnostics(
            """
            viewspec: 1
            root:
              view:
                children:
                  - 1️⃣stack.twoColumns: { left: [view] }
                  - 2️⃣stack.twoColumns: {}
                  - stack.twoColumns: { left: [view], right: [view] }
            """,
            [
                .init("1️⃣", id: "missing-key", "'stack.twoColumns' needs 'right'"),
                .init("2️⃣", id: "missing-key", "'stack.twoColumns' needs 'left'"),
                .init("2️⃣", id: "missing-key", "'stack.twoColumns' needs 'right'"),
            ])
    }

    // MARK: Flat form

    @Test func flatFormPlacesEachDeclaredViewOnce() {
        assertDiagnostics(
            """
            viewspec: 1
            views:
              screen: { view: {} }
              header: { label.header: Settings }
              1️⃣unused: { view: {} }
            hierarchy:
              screen:
                - 2️⃣header
                - 3️⃣header
                - 4️⃣heder
              5️⃣other: []
            """,
            [
                .init(
                    "1️⃣", id: "unplaced-view", "view 'unused' is declared but never placed in 'hierarchy'",
                    severity: .warning),
                .init(
                    "3️⃣", id: "view-placed-twice", "view 'header' is placed twice in 'hierarchy'",
                    notes: [("2️⃣", "first placed here")]),
                .init(
                    "4️⃣", id: "undeclared-view",
                    "'heder' is placed in 'hierarchy' but not declared in 'views'; did you mean 'header'?"),
                .init(
                    "5️⃣", id: "multiple-roots",
                    "'hierarchy' has 2 top-level entries; the flat form needs exactly one root"),
                .init(
                    "5️⃣", id: "undeclared-view",
                    "'other' is placed in 'hierarchy' but not declared in 'views'"),
            ])
    }

    @Test func flatFormChildrenNeedAKindThatTakesThem() {
        assertDiagnostics(
            """
            viewspec: 1
            components:
              1️⃣badge: { body: { label.body: B } }
            views:
              screen: { view: {} }
              a: { label.body: A }
              b: { label.body: B }
              c: { badge: {} }
              d: { view: {} }
              e: { view: {} }
              box: { blur: { child: { view: {} } } }
            hierarchy:
              screen:
                - 2️⃣b: [a]
                - 3️⃣c: [d]
                - 4️⃣box: [e]
                - 5️⃣stack: []
            """,
            [
                .init(
                    "2️⃣", id: "children-not-allowed", "'label.body' cannot have 'children'"),
                .init(
                    "3️⃣", id: "no-slot", "component 'badge' has no 'slot', so its uses cannot have children",
                    notes: [("1️⃣", "'badge' is declared here")]),
                .init("4️⃣", id: "children-not-allowed", "'blur' takes one 'child', not 'children'"),
                .init(
                    "5️⃣", id: "undeclared-view", "'stack' is placed in 'hierarchy' but not declared in 'views'"
                ),
            ])
    }

    // MARK: The gallery

    /// Every gallery spec decodes and checks without a single diagnostic.
    @Test(arguments: gallerySpecs())
    func gallerySpecIsClean(path: String) throws {
        let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        var bag = DiagnosticBag()
        let root = try #require(YAMLParser.parse(file, diagnostics: &bag))
        let spec = try #require(SpecDecoder.decode(root, diagnostics: &bag))
        SpecChecker.check(spec, diagnostics: &bag)
        let problems = bag.sorted.filter { !$0.id.hasPrefix("expression") && !$0.id.hasPrefix("vfl") }
        #expect(
            problems.isEmpty, "\(problems.map { "\($0.range?.description ?? "") \($0.message) [\($0.id)]" })")
    }

    static func gallerySpecs() -> [String] {
        PackageFiles.files(in: "specs/gallery", extensions: ["yaml"]).map(PackageFiles.path)
    }
}
