@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// A plan string placed at line 1, column 1 of `test.yaml`, so a scalar's offset `n` is
/// column `n + 1` in expectations.
func planSource(_ text: String) -> PlanSource {
    let count = text.unicodeScalars.count
    return PlanSource(
        text: text,
        whole: SourceRange(file: "test.yaml", lower: pos(1, 1), upper: pos(1, 1 + count)),
        origin: pos(1, 1))
}

/// Columns `lower..<upper` of `line` in `test.yaml`.
func planSpan(_ line: Int, _ lower: Int, _ upper: Int) -> SourceRange {
    SourceRange(file: "test.yaml", lower: pos(line, lower), upper: pos(line, upper))
}

func parseExpression(_ text: String, context: ExpressionParser.Context = .layout)
    -> Result<ConstraintExpression, PlanSyntaxError>
{
    Result { () throws(PlanSyntaxError) in
        try ExpressionParser.parseExpression(planSource(text), context: context)
    }
}

func parseVisualFormat(_ text: String) -> Result<VisualFormatLine, PlanSyntaxError> {
    Result { () throws(PlanSyntaxError) in try VisualFormatParser.parse(planSource(text)) }
}

extension Result where Failure == PlanSyntaxError {
    var syntaxError: PlanSyntaxError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// What decoding a document's first key as plans gave: its items and every diagnostic
/// (the YAML parser's and the decoder's).
struct DecodedPlans {
    let items: [PlanItem]
    let diagnostics: [Diagnostic]

    var forms: [PlanItem.Form] { items.map(\.form) }
    var ids: [String] { diagnostics.map(\.id) }
}

/// Parses `yaml` and decodes the value of its first key as a `layout:` list, or as the
/// top-level `constraints:` list.
func decodePlans(_ yaml: String, topLevel: Bool = false) -> DecodedPlans {
    let parsed = parseYAML(yaml)
    guard let value = parsed.root?.mapping?.first?.value else {
        return DecodedPlans(items: [], diagnostics: parsed.diagnostics)
    }
    var decoder = NodeDecoder()
    let items = topLevel ? decoder.decodeTopLevelConstraints(value) : decoder.decodePlanList(value)
    return DecodedPlans(items: items, diagnostics: parsed.diagnostics + decoder.diagnostics.diagnostics)
}

extension PlanItem {
    var anchorPlan: AnchorPlan? {
        if case .anchor(let plan) = form { return plan }
        return nil
    }

    var shortcutPlan: ShortcutPlan? {
        if case .shortcut(let plan) = form { return plan }
        return nil
    }

    var arrangementPlan: ArrangementPlan? {
        if case .arrangement(let plan) = form { return plan }
        return nil
    }
}
