import ViewSpecCore
import ViewSpecLanguage

/// UIContainer's wrappers (its spacer, rounder, dashed, blur and content views), `embed`, whose view is the embedded
/// spec's root, and `slot`, which the resolver replaces by a component use's children.
extension KindDefinition {
    static let spacer = KindDefinition(
        factory: KindFactory(
            defaults: [("insets", .points(0))],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: input.insets("insets", base: .zero))
            }))

    // Rounder: clips, and rounds by `radius` (below 1, a fraction of the height);
    // `Rounder.full` is 0.5, a capsule.
    static let rounder = KindDefinition(
        traits: KindTraits(clipsChildren: true),
        factory: KindFactory(
            defaults: [("radius", .points(0.5)), ("clipsToBounds", .boolean(true))],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: .zero)
                if let radius = input.number("radius") { view.appearance.cornerRadius = CornerRadius(radius) }
            }))

    // Dashed: a 1 pt line in the stroke colour, which UIContainer leaves clear until set.
    static let dashed = KindDefinition(
        traits: KindTraits(border: .alongFrame),
        factory: KindFactory(
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
            }))

    static let content = KindDefinition(
        factory: KindFactory(
            defaults: [("position", .enumeration("center")), ("insets", .points(0))],
            build: { view, input in
                view.arrangement = .wrapper(
                    position: input.string("position").flatMap(ContentPosition.init) ?? .center,
                    insets: input.insets("insets", base: .zero))
            }))

    static let blur = KindDefinition(
        traits: KindTraits(surface: .opaque),
        factory: KindFactory(
            defaults: [("effect", .enumeration("regular")), ("vibrancy", .enumeration("fill"))],
            build: { view, input in
                view.arrangement = .wrapper(position: .fill, insets: .zero)
                view.control = .blur(effect: input.string("effect"), vibrancy: input.string("vibrancy"))
            }))

    static let embed = KindDefinition(notes: "the embedded spec's root in its place", factory: KindFactory())

    static let slot = KindDefinition(factory: KindFactory())
}
