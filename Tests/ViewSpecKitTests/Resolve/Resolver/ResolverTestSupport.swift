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

/// Parses, checks and resolves an in-memory spec as `t.yaml`, without the token lint: these
/// suites judge resolution, and the lint has a suite of its own.
func resolveSpec(_ text: String, options: Pipeline.Options = Pipeline.Options()) -> Pipeline.Result {
    var options = options
    options.audits = false
    return Pipeline.validate(SourceFile(path: "t.yaml", bytes: Array(text.utf8)), options: options)
}

/// The resolved tree of a spec that must produce no diagnostics at all.
func resolvedTree(
    _ text: String, options: Pipeline.Options = Pipeline.Options(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ResolvedTree {
    let result = resolveSpec(text, options: options)
    #expect(
        result.diagnostics.isEmpty,
        "\(result.diagnostics.map { "\($0.range?.lower.description ?? "-") \($0.message) [\($0.id)]" })",
        sourceLocation: sourceLocation)
    return try #require(result.tree, sourceLocation: sourceLocation)
}

/// A document whose root is a plain `view` holding `children` (YAML list items written from
/// column 0), after the top-level keys in `preamble` (also from column 0).
func screen(_ children: String, preamble: String = "") -> String {
    let indented = children.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "      " + $0 }
        .joined(separator: "\n")
    let head = preamble.isEmpty ? "" : preamble + "\n"
    return "viewspec: 1\n" + head + "root:\n  view:\n    children:\n" + indented + "\n"
}

/// A navy palette role's colour, from the seed's asset catalogue (`PaletteRole.navy`).
func navy(_ hex: String) -> RGBA { RGBA(hex: hex) }

extension ResolvedTree {
    /// The view whose output id is `id`.
    func view(id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ResolvedView {
        try #require(
            views.first { $0.id == id }, "no view '\(id)' in \(views.map(\.id))",
            sourceLocation: sourceLocation)
    }

    /// The first view (depth first) of kind `kind`.
    func first(_ kind: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ResolvedView {
        try #require(
            views.first { $0.kind.name == kind }, "no view of kind '\(kind)'", sourceLocation: sourceLocation)
    }

    /// Every view of kind `kind`, depth first.
    func all(_ kind: String) -> [ResolvedView] {
        views.filter { $0.kind.name == kind }
    }

    func children(of view: ResolvedView) -> [ResolvedView] {
        view.children.map { views[$0] }
    }

    func index(of id: String) -> Int? {
        views.firstIndex { $0.id == id }
    }
}

extension ResolvedView {
    var stackRules: StackRules? {
        if case .stack(let rules) = arrangement { return rules }
        return nil
    }

    var backgroundColor: RGBA? {
        if case .color(let color) = appearance.background { return color }
        return nil
    }

    var gradient: Gradient? {
        if case .gradient(let gradient) = appearance.background { return gradient }
        return nil
    }

    /// The view's width and height rules as (relation, points, priority) triples.
    var widthRules: [String] { size.width.map(Self.describe) }
    var heightRules: [String] { size.height.map(Self.describe) }

    private static func describe(_ value: SizeValue) -> String {
        let relation =
            switch value.relation {
            case .equal: "=="
            case .lessOrEqual: "<="
            case .greaterOrEqual: ">="
            }
        let amount =
            switch value.amount {
            case .points(let points): NumberText.plain(points)
            case .fractionOfParent(let fraction): NumberText.plain(fraction * 100) + "%"
            }
        return "\(relation) \(amount) @\(NumberText.plain(value.priority.value))"
    }

    /// The view's plans that are free-form expressions, as `anchor == target.anchor` text, a
    /// bound target written as `safeArea`, `parent`, `#index`.
    var expressionPlans: [String] {
        func text(_ target: BoundTarget) -> String {
            switch target {
            case .safeArea: "safeArea"
            case .keyboard: "keyboard"
            case .keyboardSafeArea: "keyboardSafeArea"
            case .container: "parent"
            case .view(let index): "#\(index)"
            case .unresolved(let text, _): text
            }
        }
        return layout.compactMap { plan in
            guard case .expression(let expression) = plan.form else { return nil }
            let relation =
                switch expression.relation {
                case .equal: "=="
                case .lessOrEqual: "<="
                case .greaterOrEqual: ">="
                }
            let second = expression.second.map { "\(text($0.target)).\($0.anchor.rawValue)" } ?? ""
            return "\(expression.first.anchor.rawValue) \(relation) \(second)"
        }
    }
}

/// The 1-based line and column where the `occurrence`th `needle` starts in `text` (ASCII).
func position(of needle: String, in text: String, occurrence: Int = 1) -> SourcePosition? {
    var seen = 0
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var rest = Substring(line)
        var consumed = 0
        while let found = rest.range(of: needle) {
            seen += 1
            let column = consumed + rest.distance(from: rest.startIndex, to: found.lowerBound)
            if seen == occurrence { return SourcePosition(line: offset + 1, column: column + 1) }
            consumed = column + 1
            rest = rest[rest.index(after: found.lowerBound)...]
        }
    }
    return nil
}
