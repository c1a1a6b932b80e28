/// UIContainer's wrappers (reference/seed-facts.md, A4) and `embed`, whose view is the
/// embedded spec's root.
extension KindFactory {
    static let wrapperFactories: [KindFactory] = [
        KindFactory(
            "spacer", defaults: [("insets", .points(0))],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: input.insets("insets", base: .zero))
            }),
        // Rounder: clips, and rounds by `radius` (below 1, a fraction of the height);
        // `Rounder.full` is 0.5, a capsule.
        KindFactory(
            "rounder", defaults: [("radius", .points(0.5)), ("clipsToBounds", .boolean(true))],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: .zero)
                if let radius = input.number("radius") { view.appearance.cornerRadius = CornerRadius(radius) }
            }),
        // Dashed: a 1 pt line in the stroke colour, which UIContainer leaves clear until set.
        KindFactory(
            "dashed",
            defaults: [
                (
                    "dash",
                    .list([
                        PropertyValue(.number(4), range: .builtIn),
                        PropertyValue(.number(4), range: .builtIn),
                    ])
                ),
                ("width", .points(1)), ("color", .color(.named("clear"))),
            ],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: .zero)
                view.appearance.border = Border(
                    width: input.number("width") ?? 1,
                    color: input.color("color") ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0),
                    dash: input.lengths("dash") ?? [])
            }),
        KindFactory(
            "content", defaults: [("position", .enumeration("center")), ("insets", .points(0))],
            build: { view, input in
                view.arrangement = .wrapper(
                    position: input.string("position").flatMap(ContentPosition.init) ?? .center,
                    insets: input.insets("insets", base: .zero))
            }),
        KindFactory(
            "blur", defaults: [("effect", .enumeration("regular")), ("vibrancy", .enumeration("fill"))],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: .zero)
                view.control.blurEffect = input.string("effect")
                view.control.vibrancy = input.string("vibrancy")
            }),
        KindFactory("embed"),
        KindFactory("slot"),
    ]
}
