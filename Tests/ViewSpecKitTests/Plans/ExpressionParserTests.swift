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

@Suite struct ExpressionParserTests {
    // MARK: - Forms

    @Test func anchorToAnchorWithConstantAndNumericPriority() throws {
        let expression = try parseExpression("a.top >= b.bottom + 8 @750").get()
        #expect(expression.first.target == PlanTarget(.view("a"), range: planSpan(1, 1, 2)))
        #expect(expression.first.anchor == .top)
        #expect(expression.first.range == planSpan(1, 1, 6))
        #expect(expression.relation == .greaterOrEqual)
        #expect(expression.second?.target == PlanTarget(.view("b"), range: planSpan(1, 10, 11)))
        #expect(expression.second?.anchor == .bottom)
        #expect(expression.second?.range == planSpan(1, 10, 18))
        #expect(expression.multiplier == 1)
        #expect(expression.constant == PlanConstant(.points(8), range: planSpan(1, 19, 22)))
        #expect(expression.priority == Priority(750))
    }

    /// Numbers in an expression are spelt as everywhere else in a spec (docs/spec-language.md).
    @Test func numbersWithAnExponentOrInHexadecimal() throws {
        #expect(try parseExpression("a.top >= b.bottom + 1e2").get().constant?.length == .points(100))
        #expect(try parseExpression("a.top >= b.bottom + 2.5E+1").get().constant?.length == .points(25))
        #expect(try parseExpression("width == 0x1F").get().constant?.length == .points(31))
    }

    @Test func multiplierBeforeTheAnchor() throws {
        let expression = try parseExpression("width == 0.5 * parent.width").get()
        #expect(expression.first.target.subject == .this)
        #expect(expression.first.target.isImplicit)
        #expect(expression.second?.target.subject == .parent)
        #expect(expression.second?.anchor == .width)
        #expect(expression.multiplier == 0.5)
        #expect(expression.constant == nil)
        #expect(expression.priority == nil)
    }

    @Test func multiplierAndDivisorAfterTheAnchorCombine() throws {
        let expression = try parseExpression("height == title.height * 3 / 2 - 4").get()
        #expect(expression.multiplier == 1.5)
        #expect(expression.constant?.length == .points(-4))
    }

    @Test func tokenConstantAndNamedPriority() throws {
        let expression = try parseExpression("leading >= title.trailing + $eight @high").get()
        #expect(
            expression.constant
                == PlanConstant(.reference("eight", planSpan(1, 29, 35)), range: planSpan(1, 27, 35)))
        #expect(expression.priority == .defaultHigh)
    }

    @Test func subtractedTokenKeepsItsSign() throws {
        let expression = try parseExpression("card.height <= screen.height - $gap @low").get()
        #expect(expression.constant?.isNegated == true)
        #expect(expression.constant?.length == .reference("gap", planSpan(1, 32, 36)))
        #expect(expression.first.target.viewID == "card")
        #expect(expression.second?.target.viewID == "screen")
    }

    @Test func bareAnchorIsOwnOnTheLeftAndParentsOnTheRight() throws {
        let expression = try parseExpression("centerY == centerY").get()
        #expect(expression.first.target == PlanTarget(.this, implicit: true, range: planSpan(1, 1, 8)))
        #expect(expression.second?.target == PlanTarget(.parent, implicit: true, range: planSpan(1, 12, 19)))
    }

    @Test func dimensionMayEqualAConstant() throws {
        let expression = try parseExpression("width >= 44").get()
        #expect(expression.second == nil)
        #expect(expression.constant?.length == .points(44))
        #expect(expression.relation == .greaterOrEqual)
    }

    @Test func singleEqualsAndUnicodeRelationsRead() throws {
        #expect(try parseExpression("width = 10").get().relation == .equal)
        #expect(try parseExpression("width ≤ 10").get().relation == .lessOrEqual)
    }

    @Test func safeAreaTargets() throws {
        let parentGuide = try parseExpression("top == safeArea.top + 12").get().second?.target
        #expect(parentGuide?.subject == .parent)
        #expect(parentGuide?.isSafeArea == true)
        #expect(parentGuide?.text == "safeArea")
        let previousGuide = try parseExpression("top == previous.safeArea.bottom").get().second?.target
        #expect(previousGuide?.subject == .previous)
        #expect(previousGuide?.isSafeArea == true)
        let viewGuide = try parseExpression("self.bottom <= card.safeArea.bottom").get()
        #expect(viewGuide.first.target.subject == .this)
        #expect(
            viewGuide.second?.target == PlanTarget(.view("card"), safeArea: true, range: planSpan(1, 16, 29)))
    }

    @Test func hyphenatedIdsAndUnspacedSubtraction() throws {
        let expression = try parseExpression("row-1.top == row-2.bottom-8").get()
        #expect(expression.first.target.viewID == "row-1")
        #expect(expression.second?.target.viewID == "row-2")
        #expect(expression.second?.anchor == .bottom)
        #expect(expression.constant?.length == .points(-8))
    }

    @Test func topLevelExpressionNamesViewsOnBothSides() throws {
        let expression = try parseExpression("avatar.centerY == name.centerY", context: .topLevel).get()
        #expect(expression.first.target.viewID == "avatar")
        #expect(expression.second?.target.viewID == "name")
    }

    // MARK: - Errors

    private func expectError(
        _ text: String, context: ExpressionParser.Context = .layout, id: String, _ message: String,
        at range: SourceRange, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = parseExpression(text, context: context).syntaxError
        #expect(error?.message.id.rawValue == id, sourceLocation: sourceLocation)
        #expect(error?.message.text == message, sourceLocation: sourceLocation)
        #expect(error?.range == range, sourceLocation: sourceLocation)
    }

    @Test func missingRelationPointsAtTheTokenFound() {
        expectError(
            "top parent.top", id: "expression-syntax",
            "expected a relation ('==', '<=' or '>=') after 'top', not 'parent.top'", at: planSpan(1, 5, 15))
    }

    @Test func lessThanAloneSuggestsLessThanOrEqual() {
        expectError(
            "top < parent.top", id: "expression-syntax",
            "expected a relation ('==', '<=' or '>=') after 'top', not '<'; did you mean '<='?",
            at: planSpan(1, 5, 6))
    }

    @Test func misspelledAnchorSuggestsTheClosest() {
        expectError(
            "a.botom == b.top", id: "unknown-anchor", "unknown anchor 'botom'; did you mean 'bottom'?",
            at: planSpan(1, 3, 8))
    }

    @Test func viewWithoutAnchorAsksForOne() {
        expectError(
            "width == title", id: "expression-syntax", "expected an anchor after 'title', as in 'title.top'",
            at: planSpan(1, 10, 15))
    }

    @Test func mixingAxesIsRejected() {
        expectError(
            "top == parent.leading", id: "mixed-axes",
            "cannot relate 'top' (vertical) to 'parent.leading' (horizontal)", at: planSpan(1, 8, 22))
    }

    @Test func relatingSizeToPositionIsRejected() {
        expectError(
            "width == parent.top", id: "mixed-anchor-kinds",
            "cannot relate the size 'width' to the position 'parent.top'", at: planSpan(1, 10, 20))
    }

    @Test func relatingLeftToLeadingIsRejected() {
        expectError(
            "left == title.leading", id: "mixed-directions",
            "cannot relate 'left' to 'title.leading'; relate left and right to each other, "
                + "and leading and trailing to each other", at: planSpan(1, 9, 22))
    }

    @Test func positionEqualToAConstantIsRejected() {
        expectError(
            "top == 20", id: "position-without-anchor",
            "the position 'top' needs an anchor to compare with, as in 'top == parent.top + 20'",
            at: planSpan(1, 8, 10))
    }

    @Test func priorityOutOfRangeIsRejected() {
        expectError(
            "top == parent.top @2000", id: "invalid-priority",
            "priority must be 1...1000 or required/high/medium/low/fittingSize, not '2000'",
            at: planSpan(1, 20, 24))
    }

    @Test func misspelledPriorityNameSuggestsTheClosest() {
        expectError(
            "top == parent.top @hihg", id: "invalid-priority",
            "priority must be 1...1000 or required/high/medium/low/fittingSize, not 'hihg'; did you mean 'high'?",
            at: planSpan(1, 20, 24))
    }

    @Test func missingPriorityAfterAtPointsAtTheAt() {
        expectError(
            "top == parent.top @", id: "invalid-priority",
            "priority must be 1...1000 or required/high/medium/low/fittingSize, not the end",
            at: planSpan(1, 19, 20))
    }

    @Test func zeroMultiplierAndDivisionByZeroAreRejected() {
        expectError(
            "width == 0 * parent.width", id: "invalid-multiplier",
            "a multiplier of 0 cancels the anchor; compare with a constant instead", at: planSpan(1, 10, 11))
        expectError(
            "width == parent.width / 0", id: "invalid-multiplier", "cannot divide by 0",
            at: planSpan(1, 25, 26))
    }

    @Test func danglingOperatorPointsAtTheEnd() {
        expectError(
            "top == parent.top +", id: "expression-syntax",
            "expected a number or a '$token' after '+', not the end",
            at: planSpan(1, 20, 20))
    }

    @Test func trailingTokenIsReportedWithWhatCameBefore() {
        expectError(
            "top == parent.top 8", id: "expression-syntax", "unexpected '8' after 'top == parent.top'",
            at: planSpan(1, 19, 20))
    }

    @Test func tokenMultiplierIsRejected() {
        expectError(
            "width == $half * parent.width", id: "expression-syntax",
            "a multiplier must be a number, not '$half'",
            at: planSpan(1, 10, 15))
    }

    @Test func emptyExpressionIsReported() {
        expectError(
            "  ", id: "expression-syntax",
            "the constraint is empty; expected something like 'top == parent.top + 8'", at: planSpan(1, 3, 3))
    }

    @Test func nestedTargetIsRejected() {
        expectError(
            "a.b.top == c.top", id: "invalid-target",
            "'a.b' is not a target; expected a view id, 'parent', 'safeArea', 'self' or 'previous', "
                + "optionally followed by '.safeArea'", at: planSpan(1, 1, 4))
    }

    @Test func bareAnchorOnTheTopLevelNeedsAView() {
        expectError(
            "top == title.top", context: .topLevel, id: "missing-view",
            "'top' needs a view in the top-level 'constraints' list, as in 'title.top'", at: planSpan(1, 1, 4)
        )
        expectError(
            "title.top == bottom", context: .topLevel, id: "missing-view",
            "'bottom' needs a view in the top-level 'constraints' list, as in 'title.bottom'",
            at: planSpan(1, 14, 20))
    }

    @Test func relativeTargetsOnTheTopLevelAreRejected() {
        expectError(
            "a.top == parent.top", context: .topLevel, id: "invalid-target",
            "'parent' has no meaning in the top-level 'constraints' list; name views by their ids",
            at: planSpan(1, 10, 16))
    }
}
