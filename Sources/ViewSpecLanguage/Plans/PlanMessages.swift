import ViewSpecCore
import ViewSpecSyntax

/// The messages of constraint plans: expressions, VFL lines, and the structured forms.
extension DiagnosticMessage {
    // MARK: Expressions and anchor values

    static let emptyConstraint = Self(
        id: .expressionSyntax, "the constraint is empty; expected something like 'top == parent.top + 8'")

    static func expectedRelation(after: String, found: String, suggestion: String?) -> Self {
        Self(
            id: .expressionSyntax,
            "expected a relation ('==', '<=' or '>=') after '\(after)', not \(found)" + didYouMean(suggestion)
        )
    }

    static func expectedAnchor(found: String) -> Self {
        Self(id: .expressionSyntax, "expected an anchor such as 'top' or 'title.bottom', not \(found)")
    }

    static func expectedOperand(after: String, found: String) -> Self {
        Self(id: .expressionSyntax, "expected an anchor or a constant after '\(after)', not \(found)")
    }

    static func expectedAnchorValue(_ anchor: String, found: String) -> Self {
        Self(
            id: .expressionSyntax,
            "expected a constant, an anchor or a relation as the value of '\(anchor)', not \(found)")
    }

    static func expectedNumber(after: String, found: String) -> Self {
        Self(id: .expressionSyntax, "expected a number after '\(after)', not \(found)")
    }

    static func expectedConstant(after: String, found: String) -> Self {
        Self(id: .expressionSyntax, "expected a number or a '$token' after '\(after)', not \(found)")
    }

    static func unexpectedToken(_ found: String, after: String) -> Self {
        Self(id: .expressionSyntax, "unexpected '\(found)' after '\(after)'")
    }

    static func multiplierNotNumber(_ written: String) -> Self {
        Self(id: .expressionSyntax, "a multiplier must be a number, not '\(written)'")
    }

    static func missingAnchorName(after target: String) -> Self {
        Self(id: .expressionSyntax, "expected an anchor after '\(target)', as in '\(target).top'")
    }

    static func expectedTarget(found: String) -> Self {
        Self(
            id: .invalidTarget,
            "expected a view id, 'parent', 'safeArea', 'self' or 'previous', not \(found)")
    }

    static func unknownAnchor(_ name: String, suggestion: String?) -> Self {
        Self(id: .unknownAnchor, "unknown anchor '\(name)'" + didYouMean(suggestion))
    }

    static func invalidTarget(_ written: String) -> Self {
        Self(
            id: .invalidTarget,
            "'\(written)' is not a target; expected a view id, 'parent', 'safeArea', 'self' or 'previous', "
                + "optionally followed by '.safeArea'")
    }

    static func anchorWhereViewExpected(_ written: String) -> Self {
        Self(id: .invalidTarget, "expected a view, not the anchor '\(written)'")
    }

    static func targetOutsideNode(_ name: String) -> Self {
        Self(
            id: .invalidTarget,
            "'\(name)' has no meaning in the top-level 'constraints' list; name views by their ids")
    }

    static func bareAnchorAtTopLevel(_ anchor: String) -> Self {
        Self(
            id: .missingView,
            "'\(anchor)' needs a view in the top-level 'constraints' list, as in 'title.\(anchor)'")
    }

    static func mixedAxes(
        _ first: String, _ firstAxis: LayoutAxis, _ second: String, _ secondAxis: LayoutAxis
    )
        -> Self
    {
        Self(
            id: .mixedAxes,
            "cannot relate '\(first)' (\(firstAxis.rawValue)) to '\(second)' (\(secondAxis.rawValue))")
    }

    static func mixedDirections(_ first: String, _ second: String) -> Self {
        Self(
            id: .mixedDirections,
            "cannot relate '\(first)' to '\(second)'; relate left and right to each other, "
                + "and leading and trailing to each other")
    }

    static func mixedAnchorKinds(_ first: String, firstIsDimension: Bool, _ second: String) -> Self {
        let (a, b) = firstIsDimension ? ("size", "position") : ("position", "size")
        return Self(id: .mixedAnchorKinds, "cannot relate the \(a) '\(first)' to the \(b) '\(second)'")
    }

    static func positionWithoutAnchor(_ anchor: String, constant: String) -> Self {
        Self(
            id: .positionWithoutAnchor,
            "the position '\(anchor)' needs an anchor to compare with, as in "
                + "'\(anchor) == parent.\(anchor.split(separator: ".").last ?? "") \(constant)'")
    }

    static let zeroMultiplier = Self(
        id: .invalidMultiplier, "a multiplier of 0 cancels the anchor; compare with a constant instead")

    static let divisionByZero = Self(id: .invalidMultiplier, "cannot divide by 0")

    static func multiplierOutOfRange(_ written: String) -> Self {
        Self(
            id: .invalidMultiplier,
            "the multiplier \(written) is out of range; its size must be \(SpecNumber.multiplierText)")
    }

    static func invalidPriority(found: String, suggestion: String?) -> Self {
        Self(
            id: .invalidPriority,
            "priority must be 1...1000 or required/high/medium/low/fittingSize, not \(found)"
                + didYouMean(suggestion))
    }

    // MARK: Visual Format Language

    static func vflExpectedView(found: String) -> Self {
        Self(id: .vflSyntax, "expected a view such as '[title]', not \(found)")
    }

    static func vflExpectedViewName(found: String) -> Self {
        Self(id: .vflSyntax, "expected a view name after '[', not \(found)")
    }

    static func vflUnclosedView(_ name: String) -> Self {
        Self(id: .vflSyntax, "expected ']' to close view '\(name)'")
    }

    static func vflExpectedSpacing(found: String) -> Self {
        Self(id: .vflSyntax, "expected a view, '|' or a spacing after '-', not \(found)")
    }

    static func vflExpectedClosingDash(after spacing: String) -> Self {
        Self(id: .vflSyntax, "expected '-' after the spacing '\(spacing)'")
    }

    static func vflUnclosedPredicates(found: String) -> Self {
        Self(id: .vflSyntax, "expected ',' or ')' in the predicate list, not \(found)")
    }

    static func vflExpectedPredicate(found: String) -> Self {
        Self(id: .vflSyntax, "expected a number, a '$metric' or a view name, not \(found)")
    }

    static func vflInvalidRelation(_ written: String, suggestion: String) -> Self {
        Self(id: .vflSyntax, "'\(written)' is not a relation" + didYouMean(suggestion))
    }

    static func vflViewInSpacing(_ name: String) -> Self {
        Self(id: .vflSyntax, "a spacing cannot name a view ('\(name)'); use a number or a '$metric'")
    }

    static let vflMisplacedSuperview = Self(id: .vflSyntax, "'|' can only start or end a line")

    static func vflAfterSuperview(found: String) -> Self {
        Self(id: .vflSyntax, "unexpected \(found) after the closing '|'")
    }

    // MARK: Structured forms

    static func wrongViewCount(_ plan: String, expected: Int, found: Int) -> Self {
        Self(id: .wrongViewCount, "'\(plan)' needs exactly \(expected) views, not \(found)")
    }

    static func arrangedTarget(_ written: String, in plan: String) -> Self {
        Self(id: .invalidTarget, "'\(plan)' arranges child views by id; '\(written)' is not one")
    }

    static func needsTarget(_ key: String, in context: String) -> Self {
        Self(id: .missingKey, "'\(key)' in \(context) needs 'to'")
    }

    static let sizeNeedsSides = Self(id: .missingKey, "'size' needs 'width', 'height' or 'to'")

    static func notAConstraint(found: String) -> Self {
        Self(
            id: .wrongType,
            "a top-level constraint must be an expression or a VFL string, not \(found)")
    }

    static func wrongListLength(_ count: Int, for what: String, expected: String) -> Self {
        Self(id: .wrongType, "\(what) must be \(expected), not a list of \(count)")
    }
}
