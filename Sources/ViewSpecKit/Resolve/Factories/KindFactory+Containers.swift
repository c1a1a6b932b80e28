/// Stacks, scroll views, tables, collections and cards: ViewFactory's stack, scroll, table and
/// card factories (reference/seed-facts.md, A1) and UIKit's plain containers.
extension KindFactory {
    static let containerFactories: [KindFactory] = [
        // UIStackView's own defaults.
        stack("stack", axis: "vertical", distribution: "fill", alignment: "fill", spacing: 0, pins: false),
        stack(
            "stack.vertical", axis: "vertical", distribution: "fill", alignment: "leading", spacing: 16,
            pins: true),
        stack(
            "stack.horizontal", axis: "horizontal", distribution: "fillEqually", alignment: "leading",
            spacing: 16,
            pins: true),
        // The outer row; the resolver makes the two column stacks (`column` below).
        stack(
            "stack.twoColumns", axis: "horizontal", distribution: "fillEqually", alignment: "center",
            spacing: 24,
            pins: true),
        stack(
            "stack.labeledView", axis: "vertical", distribution: "fill", alignment: "leading", spacing: 4,
            pins: true),
        KindFactory("scroll", build: { view, _ in view.scrolls = true }),
        // ViewFactory's VerticalScrollView: pinned to its parent's safe area, its page stacks
        // the children as ConstraintHelper's setStack does.
        KindFactory(
            "scroll.vertical", defaults: [("padding", .points(0))],
            defaultLayout: [.safeArea(.top), .safeArea(.bottom), .safeArea(.leading), .safeArea(.trailing)],
            build: { view, input in
                view.scrolls = true
                let spacings = input.lengths("spacings")
                // Without `spacings`, all n + 1 are 0; the checker made sure a list has n + 1.
                view.arrangement = .page(
                    horizontal: input.number("padding") ?? 0,
                    vertical: spacings ?? [])
            }),
        // UITableView with BaseCell rows: each cell insets its content 16 on the sides, 0
        // above and 16 below.
        KindFactory(
            "table",
            defaults: [
                (
                    "insets",
                    .insets(
                        Insets(
                            top: .points(0), left: .points(16), bottom: .points(16), right: .points(16),
                            isDirectional: true))
                )
            ],
            build: { view, input in
                view.scrolls = true
                view.arrangement = .rows(
                    rowHeight: input.number("rowHeight"),
                    cellInsets: input.insets(
                        "insets", base: EdgeInsets(top: 0, left: 16, bottom: 16, right: 16)))
            }),
        KindFactory(
            "collection",
            defaults: [("columns", .number(2)), ("spacing", .points(8)), ("insets", .points(0))],
            build: { view, input in
                view.scrolls = true
                view.arrangement = .grid(
                    columns: max(1, input.integer("columns") ?? 2), spacing: input.number("spacing") ?? 0,
                    insets: input.insets("insets", base: .zero))
            }),
        // ViewFactory's card: the card colour, radius 8, a black shadow offset (4, 4) at 0.2
        // opacity with radius 4, zPosition 4, and its stack pinned 24 above and below and 16
        // on the sides.
        KindFactory(
            "card",
            defaults: [
                ("background", .role("card")), ("cornerRadius", .points(8)),
                (
                    "shadow",
                    .fields([
                        ("color", .color(.named("black"))), ("opacity", .number(0.2)), ("radius", .number(4)),
                        (
                            "offset",
                            .list([
                                PropertyValue(.number(4), range: .builtIn),
                                PropertyValue(.number(4), range: .builtIn),
                            ])
                        ),
                    ])
                ),
                ("zIndex", .number(4)),
                (
                    "insets",
                    .insets(
                        Insets(
                            top: .points(24), left: .points(16), bottom: .points(24), right: .points(16),
                            isDirectional: true))
                ),
                ("spacing", .points(16)),
            ],
            build: { view, input in
                var stack = StackRules(
                    axis: .vertical, distribution: .fill, alignment: .fill,
                    spacing: input.number("spacing") ?? 16)
                stack.margins = input.insets("insets", base: EdgeInsets(vertical: 24, horizontal: 16))
                stack.isMarginsRelative = true
                stack.pinsChildrenAcross = true
                view.arrangement = .stack(stack)
            }),
    ]

    /// A column of `stack.twoColumns`: ViewFactory's vertical, equalCentering, centred stack.
    static func column(spacing: Double) -> StackRules {
        var rules = StackRules(
            axis: .vertical, distribution: .equalCentering, alignment: .center, spacing: spacing)
        rules.pinsChildrenAcross = true
        return rules
    }

    private static func stack(
        _ kind: String, axis: String, distribution: String, alignment: String, spacing: Double, pins: Bool
    ) -> KindFactory {
        KindFactory(
            kind,
            defaults: [
                ("axis", .enumeration(axis)), ("distribution", .enumeration(distribution)),
                ("alignment", .enumeration(alignment)), ("spacing", .points(spacing)),
            ],
            build: { view, input in
                let axis =
                    input.word("axis", LayoutAxis.allCases.map(\.rawValue)).flatMap(LayoutAxis.init)
                    ?? .vertical
                var rules = StackRules(
                    axis: axis,
                    distribution: input.word("distribution", StackRules.Distribution.allCases.map(\.rawValue))
                        .flatMap(StackRules.Distribution.init) ?? .fill,
                    alignment: input.string("alignment").flatMap(StackRules.Alignment.init(spelling:))
                        ?? .fill,
                    spacing: input.number("spacing") ?? 0)
                rules.margins = input.insets("margins", base: .zero)
                rules.isBaselineRelative = input.boolean("baselineRelative") ?? false
                rules.isMarginsRelative = input.boolean("marginsRelative") ?? false
                rules.pinsChildrenAcross = pins
                view.arrangement = .stack(rules)
            })
    }
}
