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

@Suite struct VisualFormatParserTests {
    // MARK: - Forms

    @Test func superviewsStandardSpacingsAndAFixedGap() throws {
        let line = try parseVisualFormat("H:|-[icon(32)]-8-[title]-|").get()
        let expected = VisualFormatLine(
            axis: .horizontal,
            leadingSuperview: VFLConnection(.standard, range: planSpan(1, 4, 5)),
            views: [
                VFLView(
                    name: "icon", nameRange: planSpan(1, 6, 10),
                    predicates: [
                        VFLPredicate(
                            object: .constant(PlanConstant(.points(32), range: planSpan(1, 11, 13))),
                            range: planSpan(1, 11, 13))
                    ],
                    range: planSpan(1, 5, 15)),
                VFLView(name: "title", nameRange: planSpan(1, 19, 24), range: planSpan(1, 18, 25)),
            ],
            connections: [
                VFLConnection(
                    .predicates([
                        VFLPredicate(
                            object: .constant(PlanConstant(.points(8), range: planSpan(1, 16, 17))),
                            range: planSpan(1, 16, 17))
                    ]),
                    range: planSpan(1, 15, 18))
            ],
            trailingSuperview: VFLConnection(.standard, range: planSpan(1, 25, 26)),
            range: planSpan(1, 1, 27))
        #expect(line == expected)
    }

    @Test func verticalLineWithPrioritisedSpacingAndViewPredicate() throws {
        let line = try parseVisualFormat("V:|-(>=20@750)-[icon(==title)]").get()
        #expect(line.axis == .vertical)
        #expect(
            line.leadingSuperview
                == VFLConnection(
                    .predicates([
                        VFLPredicate(
                            relation: .greaterOrEqual,
                            object: .constant(PlanConstant(.points(20), range: planSpan(1, 8, 10))),
                            priority: Priority(750), range: planSpan(1, 6, 14))
                    ]),
                    range: planSpan(1, 4, 16)))
        #expect(
            line.views[0].predicates == [
                VFLPredicate(object: .view("title", planSpan(1, 24, 29)), range: planSpan(1, 22, 29))
            ])
        #expect(line.trailingSuperview == nil)
        #expect(line.connections.isEmpty)
    }

    @Test func predicateListsOnViewsAndConnections() throws {
        let line = try parseVisualFormat("H:[a(>=50,<=200)]-(16)-[b(==a)]").get()
        #expect(line.views.map(\.name) == ["a", "b"])
        #expect(line.views[0].predicates.map(\.relation) == [.greaterOrEqual, .lessOrEqual])
        #expect(
            line.views[0].predicates.map(\.object) == [
                .constant(PlanConstant(.points(50), range: planSpan(1, 8, 10))),
                .constant(PlanConstant(.points(200), range: planSpan(1, 13, 16))),
            ])
        guard case .predicates(let gap) = line.connections[0].spacing else {
            Issue.record("expected a predicate connection")
            return
        }
        #expect(gap.map(\.object) == [.constant(PlanConstant(.points(16), range: planSpan(1, 20, 22)))])
        #expect(line.views[1].predicates.map(\.object) == [.view("a", planSpan(1, 29, 30))])
        #expect(line.leadingSuperview == nil)
    }

    @Test func adjacentViewsAreFlushAndOrientationDefaultsToHorizontal() throws {
        let line = try parseVisualFormat("[a][b]").get()
        #expect(line.axis == .horizontal)
        #expect(line.connections == [VFLConnection(.flush, range: planSpan(1, 4, 4))])
    }

    @Test func superviewsWithoutDashesAreFlush() throws {
        let line = try parseVisualFormat("|[a]|").get()
        #expect(line.leadingSuperview == VFLConnection(.flush, range: planSpan(1, 2, 2)))
        #expect(line.trailingSuperview == VFLConnection(.flush, range: planSpan(1, 5, 5)))
    }

    @Test func metricsArePaddingTokensAndPrioritiesMayBeNames() throws {
        let line = try parseVisualFormat("H:|-$gap-[a(>=50@high)]").get()
        #expect(
            line.leadingSuperview?.spacing
                == .predicates([
                    VFLPredicate(
                        object: .constant(
                            PlanConstant(.reference("gap", planSpan(1, 5, 9)), range: planSpan(1, 5, 9))),
                        range: planSpan(1, 5, 9))
                ]))
        #expect(line.views[0].predicates.first?.priority == .defaultHigh)
    }

    @Test func hyphenatedViewNamesAndSpacesAreAccepted() throws {
        let line = try parseVisualFormat("H: | - [row-1] - [row-2] - |").get()
        #expect(line.views.map(\.name) == ["row-1", "row-2"])
        #expect(line.views[0].nameRange == planSpan(1, 9, 14))
        #expect(line.connections.map(\.spacing) == [.standard])
    }

    @Test func negativeConstantsInParenthesesAreAccepted() throws {
        let line = try parseVisualFormat("[a]-(-8)-[b]").get()
        #expect(
            line.connections[0].spacing
                == .predicates([
                    VFLPredicate(
                        object: .constant(PlanConstant(.points(-8), range: planSpan(1, 6, 8))),
                        range: planSpan(1, 6, 8))
                ]))
    }

    @Test func linesAreRecognisedByTheirStart() {
        #expect(VisualFormatParser.looksLikeVisualFormat("H:[a]"))
        #expect(VisualFormatParser.looksLikeVisualFormat("  V:|[a]"))
        #expect(VisualFormatParser.looksLikeVisualFormat("|-[a]"))
        #expect(VisualFormatParser.looksLikeVisualFormat("[a][b]"))
        #expect(!VisualFormatParser.looksLikeVisualFormat("Header.top == top"))
        #expect(!VisualFormatParser.looksLikeVisualFormat("top == parent.top"))
    }

    // MARK: - Errors

    private func expectError(
        _ text: String, _ message: String, at range: SourceRange, id: String = "vfl-syntax",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = parseVisualFormat(text).syntaxError
        #expect(error?.message.id.rawValue == id, sourceLocation: sourceLocation)
        #expect(error?.message.text == message, sourceLocation: sourceLocation)
        #expect(error?.range == range, sourceLocation: sourceLocation)
    }

    @Test func unclosedViewNamesTheView() {
        expectError("H:|-[icon(32)-8-", "expected ']' to close view 'icon'", at: planSpan(1, 14, 15))
    }

    @Test func danglingDashPointsAtTheEnd() {
        expectError(
            "H:[a]-", "expected a view, '|' or a spacing after '-', not the end", at: planSpan(1, 7, 7))
    }

    @Test func spacingNeedsItsClosingDash() {
        expectError("H:[a]-8[b]", "expected '-' after the spacing '8'", at: planSpan(1, 8, 9))
    }

    @Test func spacingCannotNameAView() {
        expectError(
            "H:[a]-(title)-[b]", "a spacing cannot name a view ('title'); use a number or a '$metric'",
            at: planSpan(1, 8, 13))
    }

    @Test func nothingMayFollowTheClosingSuperview() {
        expectError("H:[a]|[b]", "unexpected '[' after the closing '|'", at: planSpan(1, 7, 8))
    }

    @Test func superviewInTheMiddleIsRejected() {
        expectError("H:||", "'|' can only start or end a line", at: planSpan(1, 4, 5))
    }

    @Test func lessThanAloneIsNotARelation() {
        expectError("H:[a(<50)]", "'<' is not a relation; did you mean '<='?", at: planSpan(1, 6, 7))
    }

    @Test func emptyViewNeedsAName() {
        expectError("H:[]", "expected a view name after '[', not ']'", at: planSpan(1, 4, 5))
    }

    @Test func emptyPredicateIsReported() {
        expectError(
            "H:[a(50,)]", "expected a number, a '$metric' or a view name, not ')'", at: planSpan(1, 9, 10))
    }

    @Test func unclosedPredicateListPointsAtTheEnd() {
        expectError(
            "H:|-[a]-(>=8", "expected ',' or ')' in the predicate list, not the end", at: planSpan(1, 13, 13))
    }

    @Test func invalidPriorityInAPredicate() {
        expectError(
            "H:[a(>=50@2000)]",
            "priority must be 1...1000 or required/high/medium/low/fittingSize, not '2000'",
            at: planSpan(1, 11, 15), id: "invalid-priority")
    }

    @Test func orientationWithoutViewsIsReported() {
        expectError("H:", "expected a view such as '[title]', not the end", at: planSpan(1, 3, 3))
    }
}
