import ViewSpecCore
import ViewSpecLanguage

/// Stacks, scroll views, tables, collections and cards: ViewFactory's stack, scroll, table and
/// card factories (their spacings, insets and corner radii as ViewFactory ships them) and UIKit's
/// plain containers.
extension KindDefinition {
    // UIStackView's own defaults.
    static let stack = stack(
        axis: "vertical", distribution: "fill", alignment: "fill", spacing: 0, pins: false)
    static let verticalStack = stack(
        axis: "vertical", distribution: "fill", alignment: "leading", spacing: 16, pins: true,
        notes: "children pinned leading and trailing")
    static let horizontalStack = stack(
        axis: "horizontal", distribution: "fillEqually", alignment: "leading", spacing: 16, pins: true,
        notes: "children pinned top and bottom")
    // The outer row; the resolver makes the two column stacks (`column`).
    static let twoColumns = stack(
        axis: "horizontal", distribution: "fillEqually", alignment: "center", spacing: 24, pins: true,
        notes: "two synthesized column stacks: vertical, equalCentering, center, spacing as the row's")
    static let labeledView = stack(
        axis: "vertical", distribution: "fill", alignment: "leading", spacing: 4, pins: true,
        notes: "children pinned leading and trailing")

    static let scroll = KindDefinition(
        traits: KindTraits(scrolling: .free), notes: "scrolls", factory: KindFactory())

    // ViewFactory's VerticalScrollView: pinned to its parent's safe area, its page stacks
    // the children as ConstraintHelper's setStack does.
    static let verticalScroll = KindDefinition(
        traits: KindTraits(scrolling: .vertical),
        notes:
            "scrolls; pinned to the parent's safe area unless it has a layout; children placed as setStack",
        factory: KindFactory(
            defaults: [("padding", .points(0))],
            defaultLayout: [.safeArea(.top), .safeArea(.bottom), .safeArea(.leading), .safeArea(.trailing)],
            build: { view, input in
                let spacings = input.lengths("spacings")
                // Without `spacings`, all n + 1 are 0; the checker made sure a list has n + 1.
                view.arrangement = .page(
                    horizontal: input.number("padding") ?? 0,
                    vertical: spacings ?? [])
            }))

    // UITableView with BaseCell rows: each cell insets its content 16 on the sides, 0
    // above and 16 below; its separators start 16 in; a self-sizing row is at least UIKit's
    // standard 44 pt.
    static let table = KindDefinition(
        traits: KindTraits(surface: .outline, scrolling: .vertical, rowSeparatorInset: 16),
        notes:
            "scrolls; one synthesized cell per row at least 44 pt tall, its content inset by `insets` and the `accessory`",
        factory: KindFactory(
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
                view.arrangement = .rows(
                    rowHeight: input.number("rowHeight"),
                    cellInsets: input.insets(
                        "insets", base: EdgeInsets(top: 0, left: 16, bottom: 16, right: 16)),
                    accessory: input.word("accessory", CellAccessory.allCases.map(\.rawValue)).flatMap(
                        CellAccessory.init) ?? .none)
            }))

    static let collection = KindDefinition(
        traits: KindTraits(surface: .outline, scrolling: .vertical), notes: "scrolls; cells in a grid",
        factory: KindFactory(
            defaults: [("columns", .number(2)), ("spacing", .points(8)), ("insets", .points(0))],
            build: { view, input in
                view.arrangement = .grid(
                    columns: max(1, input.integer("columns") ?? 2), spacing: input.number("spacing") ?? 0,
                    insets: input.insets("insets", base: .zero))
            }))

    // ViewFactory's card: the card colour, radius 8, a black shadow offset (4, 4) at 0.2
    // opacity with radius 4, zPosition 4, and its stack pinned 24 above and below and 16
    // on the sides.
    static let card = KindDefinition(
        traits: KindTraits(surface: .outline),
        notes: "its children in a vertical stack: fill, fill, `spacing`, inset by `insets`",
        factory: KindFactory(
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
            }))

    /// A column of `stack.twoColumns`: ViewFactory's vertical, equalCentering, centred stack.
    static func column(spacing: Double) -> StackRules {
        var rules = StackRules(
            axis: .vertical, distribution: .equalCentering, alignment: .center, spacing: spacing)
        rules.pinsChildrenAcross = true
        return rules
    }

    static func stack(
        axis: String, distribution: String, alignment: String, spacing: Double, pins: Bool,
        notes: String? = nil
    ) -> KindDefinition {
        KindDefinition(
            notes: notes,
            factory: KindFactory(
                defaults: [
                    ("axis", .enumeration(axis)), ("distribution", .enumeration(distribution)),
                    ("alignment", .enumeration(alignment)), ("spacing", .points(spacing)),
                ],
                build: { view, input in
                    let axis =
                        input.word("axis", LayoutAxis.names).flatMap(LayoutAxis.init)
                        ?? .vertical
                    var rules = StackRules(
                        axis: axis,
                        distribution: input.word(
                            "distribution", StackRules.Distribution.names
                        )
                        .flatMap(StackRules.Distribution.init) ?? .fill,
                        alignment: input.string("alignment").flatMap(StackRules.Alignment.init(spelling:))
                            ?? .fill,
                        spacing: input.number("spacing") ?? 0)
                    rules.margins = input.insets("margins", base: .zero)
                    rules.isBaselineRelative = input.boolean("baselineRelative") ?? false
                    rules.isMarginsRelative = input.boolean("marginsRelative") ?? false
                    rules.pinsChildrenAcross = pins
                    view.arrangement = .stack(rules)
                }))
    }
}
