import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit
@testable import ViewSpecJudge
@testable import ViewSpecKit
@testable import ViewSpecLanguage
@testable import ViewSpecLayout
@testable import ViewSpecResolve
@testable import ViewSpecSyntax

/// Hugging and compression-resistance rules are quoted in reports as the view's intrinsic size
/// on the axis at the rule's priority; their text is made from the rule and the view when a
/// report asks, not kept per constraint.
@Suite struct IntrinsicRuleTextTests {
    /// A screen whose root view holds `children` (one line of YAML each), validated.
    static func validate(children: [String]) -> ValidatedSpec {
        validated(
            "viewspec: 1\ndevice: iphone-17\nroot:\n  view:\n    children:\n"
                + children.map { "      - \($0)\n" }.joined())
    }

    @Test(arguments: [
        (
            "compressionResistance: 1000, layout: [{ top: 100, left: 20, width: 10 }]",
            "conflicts with 'title.width >= 87.825 (intrinsic) @1000' (a default)"
        ),
        (
            "hugging: 1000, layout: [{ top: 100, left: 20, width: 300 }]",
            "conflicts with 'title.width <= 87.825 (intrinsic) @1000' (a default)"
        ),
        (
            "lines: 1, compressionResistance: 1000, layout: [{ top: 100, left: 20, height: 5 }]",
            "conflicts with 'title.height >= 20.574 (intrinsic) @1000' (a default)"
        ),
    ])
    func aRequiredIntrinsicRuleIsQuoted(label: String, note: String) {
        let spec = Self.validate(children: ["label.body: { id: title, text: Hello there, \(label) }"])
        #expect(spec.hasErrors)
        #expect(spec.ids.contains("unsatisfiable-constraint"))
        #expect(spec.report.contains("note: \(note)"), "\(spec.report)")
    }

    /// A view's optional hugging and compression resistance on an axis are one constraint in
    /// the solver; a report quotes them as the two rules the spec has, hugging first.
    @Test func bothRulesOfOneConstraintAreQuotedApart() {
        let spec = Self.validate(children: [
            "label.body: { id: first, text: One, layout: [{ top: { to: safeArea } }, { horizontal: 16 }] }",
            "label.body: { id: second, text: Two, layout: [{ below: first }, { horizontal: 16 }, { bottom: { to: safeArea } }] }",
        ])
        let quoted = spec.report.split(separator: "\n").filter { $0.contains("(intrinsic)") }
        #expect(
            quoted == [
                "<stdin>:6:9: note: constrained by 'first.height <= 20.574 (intrinsic) @250' (a default)",
                "<stdin>:6:9: note: constrained by 'first.height >= 20.574 (intrinsic) @750' (a default)",
                "<stdin>:7:9: note: constrained by 'second.height <= 20.574 (intrinsic) @250' (a default)",
                "<stdin>:7:9: note: constrained by 'second.height >= 20.574 (intrinsic) @750' (a default)",
            ], "\(spec.report)")
        #expect(
            spec.report.contains(
                "note: 'first', 'second' resist compression at the same priority (750) vertically: the space may go to either; give one a higher `compressionResistance`"
            ))
    }
}
