import Cassowary
import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

@Suite struct PlanDecoderTests {
    // MARK: - Anchors

    @Test func anchorFormsDecodeToAnchorPlans() throws {
        let decoded = decodePlans(
            """
            layout:
              - top: 16
              - bottom: ">= 8"
              - width: "== parent.width * 0.5 @750"
              - height: { relation: "<=", to: title.height, multiplier: 2, constant: 0, priority: 750 }
              - leading: $gutter
            """)
        #expect(decoded.diagnostics.isEmpty)
        let plans = decoded.items.compactMap(\.anchorPlan)
        try #require(plans.count == 5)

        #expect(
            plans[0]
                == AnchorPlan(
                    anchor: .top, anchorRange: planSpan(2, 5, 8),
                    second: AnchorReference(
                        target: PlanTarget(.parent, implicit: true, range: planSpan(2, 10, 12)), anchor: .top,
                        range: planSpan(2, 10, 12)),
                    constant: PlanConstant(.points(16), range: planSpan(2, 10, 12))))

        #expect(plans[1].relation == .greaterOrEqual)
        #expect(plans[1].constant == PlanConstant(.points(8), range: planSpan(3, 17, 18)))
        #expect(plans[1].second?.target.subject == .parent)
        #expect(plans[1].second?.target.isImplicit == true)
        #expect(plans[1].second?.anchor == .bottom)

        #expect(plans[2].second?.target == PlanTarget(.parent, range: planSpan(4, 16, 22)))
        #expect(plans[2].second?.anchor == .width)
        #expect(plans[2].multiplier == 0.5)
        #expect(plans[2].priority == Priority(750))

        #expect(plans[3].relation == .lessOrEqual)
        #expect(plans[3].second?.target.viewID == "title")
        #expect(plans[3].second?.anchor == .height)
        #expect(plans[3].multiplier == 2)
        #expect(plans[3].constant?.length == .points(0))
        #expect(plans[3].priority == Priority(750))

        #expect(plans[4].constant?.length == .reference("gutter", planSpan(6, 14, 21)))
    }

    @Test func dimensionWithANumberIsAConstantSize() throws {
        let plan = try #require(decodePlans("layout: [{ width: 120 }]").items.first?.anchorPlan)
        #expect(plan.second == nil)
        #expect(plan.constant?.length == .points(120))
    }

    @Test func targetWithoutAnchorMeansTheSameAnchor() throws {
        let decoded = decodePlans("layout: [{ width: \"== parent * 0.5\" }, { bottom: { to: footer } }]")
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.items[0].anchorPlan?.second?.anchor == .width)
        #expect(decoded.items[0].anchorPlan?.second?.target.subject == .parent)
        #expect(decoded.items[1].anchorPlan?.second?.anchor == .bottom)
        #expect(decoded.items[1].anchorPlan?.second?.target.viewID == "footer")
    }

    @Test func severalKeysInOneItemBecomeSeveralItemsInOrder() {
        let decoded = decodePlans(
            """
            layout:
              - { top: 8, bottom: 8 }
            """)
        #expect(decoded.items.map { $0.anchorPlan?.anchor } == [.top, .bottom])
        #expect(decoded.items.map(\.range) == [planSpan(2, 7, 13), planSpan(2, 15, 24)])
    }

    @Test func singleItemWithoutAListAndEmptyLayout() {
        #expect(decodePlans("layout: { top: 8 }").items.count == 1)
        #expect(decodePlans("layout: \"H:[a][b]\"").items.count == 1)
        let empty = decodePlans("layout:\n")
        #expect(empty.items.isEmpty)
        #expect(empty.diagnostics.isEmpty)
    }

    @Test func jsonLayoutDecodesWithPreciseColumns() {
        let decoded = decodePlans(
            """
            {"layout": [{"top": 16}, "H:|-[icon]-|", "top == parent.botom"]}
            """)
        #expect(decoded.items.count == 2)
        #expect(decoded.ids == ["unknown-anchor"])
        #expect(decoded.diagnostics.first?.range == planSpan(1, 57, 62))
    }

    // MARK: - Strings

    @Test func stringsAreVisualFormatByTheirStartAndExpressionsOtherwise() {
        let decoded = decodePlans(
            """
            layout:
              - "H:|-[icon]-|"
              - top == safeArea.top + 12
              - "[a]-[b]"
            """)
        #expect(decoded.diagnostics.isEmpty)
        let kinds = decoded.forms.map { form -> String in
            switch form {
            case .visualFormat: "vfl"
            case .expression: "expression"
            default: "other"
            }
        }
        #expect(kinds == ["vfl", "expression", "vfl"])
        #expect(decoded.items[1].range == planSpan(3, 5, 29))
    }

    @Test func expressionErrorPointsInsideAPlainScalar() {
        let decoded = decodePlans(
            """
            layout:
              - top == parent.botom + 8
            """)
        #expect(decoded.ids == ["unknown-anchor"])
        #expect(decoded.diagnostics.first?.message == "unknown anchor 'botom'; did you mean 'bottom'?")
        #expect(decoded.diagnostics.first?.range == planSpan(2, 19, 24))
    }

    @Test func expressionErrorPointsInsideAQuotedScalar() {
        let single = decodePlans("layout:\n  - 'top == parent.botom'\n")
        #expect(single.diagnostics.first?.range == planSpan(2, 20, 25))
        let double = decodePlans("layout:\n  - \"top == parent.botom\"\n")
        #expect(double.diagnostics.first?.range == planSpan(2, 20, 25))
    }

    @Test func escapedOrFoldedScalarsReportTheWholeScalar() {
        let escaped = decodePlans("layout:\n  - \"top == parent.botom\\u0020\"\n")
        #expect(escaped.ids == ["unknown-anchor"])
        #expect(escaped.diagnostics.first?.range == planSpan(2, 5, 32))
        let folded = decodePlans("layout:\n  - top == parent.botom\n    + 8\n")
        #expect(folded.ids == ["unknown-anchor"])
        #expect(folded.diagnostics.first?.range?.lower == pos(2, 5))
        #expect(folded.diagnostics.first?.range?.upper == pos(3, 8))
    }

    @Test func vflErrorPointsInsideTheScalar() {
        let decoded = decodePlans("layout:\n  - \"H:|-[icon(32)-8-\"\n")
        #expect(decoded.ids == ["vfl-syntax"])
        #expect(decoded.diagnostics.first?.message == "expected ']' to close view 'icon'")
        #expect(decoded.diagnostics.first?.range == planSpan(2, 19, 20))
    }

    @Test func anchorValueErrorPointsInsideTheScalar() {
        let decoded = decodePlans("layout:\n  - width: \"== parent.top\"\n")
        #expect(decoded.ids == ["mixed-anchor-kinds"])
        #expect(
            decoded.diagnostics.first?.message
                == "cannot relate the size 'width' to the position 'parent.top'")
        #expect(decoded.diagnostics.first?.range == planSpan(2, 16, 26))
    }

    @Test func anchorValueWithARelationAloneAsksForMore() {
        let decoded = decodePlans("layout:\n  - top: \">=\"\n")
        #expect(
            decoded.diagnostics.first?.message == "expected an anchor or a constant after '>=', not the end")
        #expect(decoded.diagnostics.first?.range == planSpan(2, 13, 13))
    }

    // MARK: - Shortcuts

    @Test func insetShortcuts() throws {
        let decoded = decodePlans(
            """
            layout:
              - edges: 16
              - edges: { insets: [8, 16], to: safeArea, relation: ">=", priority: high }
              - horizontal: [8, 16]
              - vertical: { insets: 8, to: previous.safeArea }
            """)
        #expect(decoded.diagnostics.isEmpty)
        let plans = decoded.items.compactMap(\.shortcutPlan)
        try #require(plans.count == 4)
        #expect(
            plans[0]
                == ShortcutPlan(
                    .edges(
                        .all(.points(16)), to: PlanTarget(.parent, implicit: true, range: planSpan(2, 12, 14))
                    ),
                    nameRange: planSpan(2, 5, 10)))
        #expect(
            plans[1].kind
                == .edges(
                    Insets(
                        top: .points(8), left: .points(16), bottom: .points(8), right: .points(16),
                        isDirectional: true),
                    to: PlanTarget(.parent, safeArea: true, range: planSpan(3, 35, 43))))
        #expect(plans[1].relation == .greaterOrEqual)
        #expect(plans[1].priority == .defaultHigh)
        guard case .horizontal(let horizontal, _) = plans[2].kind,
            case .vertical(let vertical, let to) = plans[3].kind
        else {
            Issue.record("expected horizontal and vertical shortcuts")
            return
        }
        #expect(horizontal == Insets(left: .points(8), right: .points(16), isDirectional: true))
        #expect(vertical == Insets(top: .points(8), bottom: .points(8)))
        #expect(to.subject == .previous)
        #expect(to.isSafeArea)
    }

    @Test func centerAndSizeShortcuts() throws {
        let decoded = decodePlans(
            """
            layout:
              - center: parent
              - center: { to: logo, offset: [0, -20] }
              - size: [120, 44]
              - size: { to: avatar, multiplier: 2 }
              - size: { width: $gutter }
            """)
        #expect(decoded.diagnostics.isEmpty)
        let kinds = decoded.items.compactMap(\.shortcutPlan?.kind)
        try #require(kinds.count == 5)
        #expect(
            kinds[0] == .center(offset: CenterOffset(), to: PlanTarget(.parent, range: planSpan(2, 13, 19))))
        #expect(
            kinds[1]
                == .center(
                    offset: CenterOffset(x: .points(0), y: .points(-20)),
                    to: PlanTarget(.view("logo"), range: planSpan(3, 19, 23))))
        #expect(kinds[2] == .size(.constant(width: .points(120), height: .points(44))))
        #expect(
            kinds[3]
                == .size(
                    .relative(
                        to: PlanTarget(.view("avatar"), range: planSpan(5, 17, 23)), multiplier: 2,
                        constant: nil)
                ))
        #expect(kinds[4] == .size(.constant(width: .reference("gutter", planSpan(6, 20, 27)), height: nil)))
    }

    @Test func atAndRelativeShortcuts() throws {
        let decoded = decodePlans(
            """
            layout:
              - at: { edges: topLeft, insets: 8, to: safeArea }
              - at: [top, leading]
              - at: fullBottom
              - below: title
              - rightOf: { view: icon, spacing: 8, parallel: true, priority: 750 }
              - inBetween: { views: [header, footer], axis: horizontal, insets: 8 }
            """)
        #expect(decoded.diagnostics.isEmpty)
        let plans = decoded.items.compactMap(\.shortcutPlan)
        try #require(plans.count == 6)
        #expect(
            plans[0].kind
                == .at(
                    edges: [.top, .left], insets: .all(.points(8)),
                    to: PlanTarget(.parent, safeArea: true, range: planSpan(2, 42, 50))))
        guard case .at(let listed, _, let implicit) = plans[1].kind,
            case .at(let preset, _, _) = plans[2].kind
        else {
            Issue.record("expected at shortcuts")
            return
        }
        #expect(listed == [.top, .leading])
        #expect(implicit.isImplicit)
        #expect(preset == [.bottom, .left, .right])
        #expect(
            plans[3].kind
                == .relative(
                    RelativePlan(.below, view: PlanTarget(.view("title"), range: planSpan(5, 12, 17)))))
        #expect(
            plans[4].kind
                == .relative(
                    RelativePlan(
                        .rightOf, view: PlanTarget(.view("icon"), range: planSpan(6, 22, 26)),
                        spacing: .points(8),
                        parallel: true)))
        #expect(plans[4].priority == Priority(750))
        guard case .inBetween(let between) = plans[5].kind else {
            Issue.record("expected inBetween")
            return
        }
        #expect([between.first.viewID, between.second.viewID] == ["header", "footer"])
        #expect(between.axis == .horizontal)
        #expect(between.insets == .points(8))
    }

    @Test func insetShortcutsTakeInsetsMappingsDirectly() throws {
        let decoded = decodePlans("layout: [{ edges: { top: 8, leading: 16 } }, { vertical: { top: 4 } }]")
        #expect(decoded.diagnostics.isEmpty)
        let kinds = decoded.items.compactMap(\.shortcutPlan?.kind)
        try #require(kinds.count == 2)
        guard case .edges(let edges, let to) = kinds[0], case .vertical(let vertical, _) = kinds[1] else {
            Issue.record("expected edges and vertical")
            return
        }
        #expect(edges == Insets(top: .points(8), left: .points(16), isDirectional: true))
        #expect(to.isImplicit)
        #expect(vertical == Insets(top: .points(4)))
        let wrongAxis = decodePlans("layout:\n  - horizontal: { left: 8, top: 4 }\n")
        #expect(wrongAxis.ids == ["unknown-key"])
        #expect(wrongAxis.diagnostics.first?.message == "unknown key 'top' in 'horizontal'")
        #expect(wrongAxis.diagnostics.first?.range == planSpan(2, 28, 31))
    }

    // MARK: - Arrangements

    @Test func arrangementsDecodeWithUIBuilderMargins() throws {
        let decoded = decodePlans(
            """
            layout:
              - setStack: { views: [title, body, button], horizontal: 16, vertical: [24, 8, 8, 24] }
              - setStack: { vertical: [$sixteen, 0] }
              - alignHorizontally: { views: [icon, name], left: 16, spacing: 8, right: 16 }
              - alignHorizontally: { views: [icon, name], firstTop: 4 }
              - alignVertically: { views: [a, b], top: 0, spacing: 4, bottom: 0, left: 12 }
              - zStack: { views: [photo, badge], first: 0, second: { top: 8, right: 8 } }
            """)
        #expect(decoded.diagnostics.isEmpty)
        let plans = decoded.items.compactMap(\.arrangementPlan)
        try #require(plans.count == 6)
        guard case .setStack(let stack) = plans[0], case .setStack(let allChildren) = plans[1] else {
            Issue.record("expected setStack")
            return
        }
        #expect(stack.views?.compactMap(\.viewID) == ["title", "body", "button"])
        #expect(stack.horizontal == .points(16))
        #expect(stack.vertical == [24, 8, 8, 24].map { Length.points($0) })
        #expect(stack.verticalRange == planSpan(2, 73, 87))
        #expect(allChildren.views == nil)
        #expect(allChildren.horizontal == .points(0))

        guard case .align(let row) = plans[2], case .align(let firstOnly) = plans[3],
            case .align(let column) = plans[4]
        else {
            Issue.record("expected align plans")
            return
        }
        #expect(row.axis == .horizontal)
        #expect([row.start, row.spacing, row.end] == [.points(16), .points(8), .points(16)])
        #expect(row.firstCross == .stretched(start: .points(0), end: .points(0)))
        #expect(row.secondCross == .stretched(start: .points(0), end: .points(0)))
        #expect(firstOnly.firstCross == .stretched(start: .points(4), end: .points(0)))
        #expect(firstOnly.secondCross == .centered)
        #expect(column.axis == .vertical)
        #expect(column.spacing == .points(4))
        #expect(column.firstCross == .stretched(start: .points(12), end: .points(0)))
        #expect(column.secondCross == column.firstCross)

        guard case .zStack(let layers) = plans[5] else {
            Issue.record("expected zStack")
            return
        }
        #expect(layers.firstInsets == .all(.points(0)))
        #expect(layers.secondInsets == Insets(top: .points(8), right: .points(8)))
    }

    // MARK: - Errors

    private func expectError(
        _ yaml: String, id: String, _ message: String, at range: SourceRange, topLevel: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let decoded = decodePlans(yaml, topLevel: topLevel)
        #expect(decoded.ids == [id], sourceLocation: sourceLocation)
        #expect(decoded.diagnostics.first?.message == message, sourceLocation: sourceLocation)
        #expect(decoded.diagnostics.first?.range == range, sourceLocation: sourceLocation)
    }

    @Test func unknownItemKeySuggestsAcrossAllPlanNames() {
        expectError(
            "layout:\n  - botom: 8\n", id: "unknown-key",
            "unknown key 'botom' in a layout item; did you mean 'bottom'?", at: planSpan(2, 5, 10))
        expectError(
            "layout:\n  - setStak: { vertical: [0] }\n", id: "unknown-key",
            "unknown key 'setStak' in a layout item; did you mean 'setStack'?", at: planSpan(2, 5, 12))
    }

    @Test func unknownShortcutKeySuggestsFromItsShape() {
        expectError(
            "layout:\n  - edges: { inset: 8 }\n", id: "unknown-key",
            "unknown key 'inset' in 'edges'; did you mean 'insets'?", at: planSpan(2, 14, 19))
    }

    @Test func twoViewArrangementsCheckTheirViewCount() {
        expectError(
            "layout:\n  - alignHorizontally: { views: [a, b, c] }\n", id: "wrong-view-count",
            "'alignHorizontally' needs exactly 2 views, not 3", at: planSpan(2, 33, 42))
        expectError(
            "layout:\n  - inBetween: { views: [a] }\n", id: "wrong-view-count",
            "'inBetween' needs exactly 2 views, not 1", at: planSpan(2, 25, 28))
    }

    @Test func arrangementsNameChildrenByID() {
        expectError(
            "layout:\n  - zStack: { views: [parent, b] }\n", id: "invalid-target",
            "'zStack' arranges child views by id; 'parent' is not one", at: planSpan(2, 23, 29))
    }

    @Test func sharedAndPerViewMarginsConflict() {
        expectError(
            "layout:\n  - alignVertically: { views: [a, b], left: 4, firstLeft: 2 }\n",
            id: "conflicting-keys",
            "'alignVertically' cannot have both 'left' and 'firstLeft'", at: planSpan(2, 48, 57))
    }

    @Test func setStackNeedsVertical() {
        expectError(
            "layout:\n  - setStack: { views: [a] }\n", id: "missing-key", "'setStack' needs 'vertical'",
            at: planSpan(2, 15, 29))
    }

    @Test func invalidRelationInAMappingSuggestsOne() {
        expectError(
            "layout:\n  - height: { relation: \"<\", to: title.height }\n", id: "invalid-value",
            "'<' is not a valid relation; expected '==', '<=' or '>='; did you mean '<='?",
            at: planSpan(2, 25, 28))
    }

    @Test func invalidPriorityInAMapping() {
        expectError(
            "layout:\n  - bottom: { priority: 2000 }\n", id: "invalid-priority",
            "priority must be 1...1000 or required/high/medium/low/fittingSize, not '2000'",
            at: planSpan(2, 25, 29))
    }

    @Test func dimensionMultiplierNeedsATarget() {
        expectError(
            "layout:\n  - width: { multiplier: 2 }\n", id: "missing-key",
            "'multiplier' in 'width' needs 'to'",
            at: planSpan(2, 26, 27))
    }

    @Test func anchorMappingChecksAxes() {
        expectError(
            "layout:\n  - top: { to: title.leading }\n", id: "mixed-axes",
            "cannot relate 'top' (vertical) to 'title.leading' (horizontal)", at: planSpan(2, 16, 29))
    }

    @Test func sizeMappingNeedsASide() {
        expectError(
            "layout:\n  - size: {}\n", id: "missing-key", "'size' needs 'width', 'height' or 'to'",
            at: planSpan(2, 11, 13))
    }

    @Test func shortcutTargetMustNotBeAnAnchor() {
        expectError(
            "layout:\n  - center: { to: title.centerX }\n", id: "invalid-target",
            "expected a view, not the anchor 'title.centerX'", at: planSpan(2, 19, 32))
    }

    @Test func insetsListMustHaveTwoOrFourValues() {
        expectError(
            "layout:\n  - edges: [1, 2, 3]\n", id: "wrong-type",
            "'edges' must be a length, [vertical, horizontal] or [top, left, bottom, right], not a list of 3",
            at: planSpan(2, 12, 21))
    }

    @Test func listAsALayoutItemIsRejected() {
        expectError(
            "layout:\n  - [top, 8]\n", id: "wrong-type",
            "a layout item must be a constraint string or a mapping such as '{ top: 16 }', not a sequence",
            at: planSpan(2, 5, 13))
    }

    @Test func unknownEdgePresetSuggestsTheClosest() {
        let decoded = decodePlans("layout:\n  - at: { edges: topLft }\n")
        #expect(decoded.ids == ["invalid-value"])
        #expect(decoded.diagnostics.first?.message.hasSuffix("; did you mean 'topLeft'?") == true)
        #expect(decoded.diagnostics.first?.range == planSpan(2, 18, 24))
    }

    @Test func everyProblemInAListIsReported() {
        let decoded = decodePlans(
            """
            layout:
              - top: 16
              - botom: 8
              - "H:[a"
              - width == parent.top
              - bottom: 8
            """)
        #expect(decoded.ids == ["unknown-key", "vfl-syntax", "mixed-anchor-kinds"])
        #expect(decoded.items.compactMap(\.anchorPlan?.anchor) == [.top, .bottom])
    }

    // MARK: - Top level

    @Test func topLevelTakesExpressionsAndVisualFormatOnly() {
        let decoded = decodePlans(
            """
            constraints:
              - avatar.centerY == name.centerY
              - "H:[avatar]-8-[name]"
              - { top: 8 }
              - top == name.top
            """, topLevel: true)
        #expect(decoded.items.count == 2)
        #expect(decoded.ids == ["wrong-type", "missing-view"])
        #expect(
            decoded.diagnostics.first?.message
                == "a top-level constraint must be an expression or a VFL string, not a mapping")
        #expect(decoded.diagnostics.first?.range == planSpan(4, 5, 15))
        #expect(decoded.diagnostics.last?.range == planSpan(5, 5, 8))
    }

    @Test func topLevelMustBeAList() {
        let decoded = decodePlans("constraints: a.top == b.top\n", topLevel: true)
        #expect(decoded.ids == ["wrong-type"])
    }

    // MARK: - References

    @Test func viewReferencesListEveryIdInOrder() throws {
        let decoded = decodePlans(
            """
            layout:
              - below: { view: title, spacing: 8 }
              - "H:|-[icon(==title)]-[name]-|"
              - top == safeArea.top
              - inBetween: [header, footer]
              - height: "== card.safeArea.height"
            """)
        #expect(decoded.diagnostics.isEmpty)
        let references = decoded.items.flatMap(\.viewReferences)
        #expect(references.map(\.id) == ["title", "icon", "title", "name", "header", "footer", "card"])
        #expect(references[0].range == planSpan(2, 20, 25))
        #expect(references[2].range == planSpan(3, 18, 23))
    }

    // MARK: - Schema

    @Test func layoutItemKeysAreEveryAnchorShortcutAndArrangement() {
        #expect(PlanSchema.itemObject.keys == LayoutAnchor.names + ShortcutPlan.names + ArrangementPlan.names)
    }

    @Test func requiredKeysAreTheShapesRequiredKeys() {
        let shapes: [(name: String, shape: ObjectShape)] = [
            ("at", PlanSchema.atObject), ("below", PlanSchema.relativeObject),
            ("inBetween", PlanSchema.inBetweenObject),
            ("setStack", PlanSchema.setStackObject),
            ("alignHorizontally", PlanSchema.alignHorizontallyObject),
            ("alignVertically", PlanSchema.alignVerticallyObject), ("zStack", PlanSchema.zStackObject),
        ]
        for (name, shape) in shapes {
            let decoded = decodePlans("layout: [{ \(name): {} }]")
            let missing = decoded.diagnostics.filter { $0.id == "missing-key" }.map(\.message)
            #expect(missing == shape.required.map { "'\(name)' needs '\($0)'" }, "\(name)")
        }
    }

    @Test func everySchemaReferenceResolves() {
        let known = Set(PlanSchema.definitions.map(\.name) + SpecShapes.definitions.map(\.name))
        var missing: [String] = []
        func visit(_ shape: ValueShape) {
            switch shape {
            case .reference(let name): if !known.contains(name) { missing.append(name) }
            case .list(let inner), .dictionary(let inner): visit(inner)
            case .oneOf(let shapes): shapes.forEach(visit)
            case .object(let object): object.properties.forEach { visit($0.shape) }
            default: break
            }
        }
        visit(PlanSchema.layoutItem)
        visit(PlanSchema.topLevelConstraint)
        PlanSchema.definitions.forEach { visit($0.shape) }
        #expect(missing.isEmpty)
        #expect(Set(PlanSchema.definitions.map(\.name)).count == PlanSchema.definitions.count)
    }

    @Test func schemaPatternsAcceptTheDocumentedExamples() throws {
        let expression = try Regex(PlanSchema.expressionPattern)
        let visualFormat = try Regex(PlanSchema.visualFormatPattern)
        let anchorValue = try Regex(PlanSchema.anchorValuePattern)
        for text in [
            "top == safeArea.top + 12", "width == 0.5 * parent.width",
            "card.height <= screen.height - 40 @high",
        ] {
            #expect(text.wholeMatch(of: expression) != nil, "\(text)")
        }
        for text in ["H:|-[icon(32)]-8-[title]-|", "[a][b]", "|-[a]"] {
            #expect(text.prefixMatch(of: visualFormat) != nil, "\(text)")
        }
        for text in [">= 8", "title.bottom + 8", "== parent.width * 0.5 @750", "<= 300"] {
            #expect(text.wholeMatch(of: anchorValue) != nil, "\(text)")
        }
    }
}
