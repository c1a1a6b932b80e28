/// The built-in kinds, in documentation order: the one list that the decoder, the did-you-mean,
/// the JSON Schema and the factory layer read, so a kind is added in exactly one place.
public enum KindCatalog {
    public static let all: [KindDescriptor] = {
        typealias G = PropertyGroup
        func kind(
            _ name: String, _ summary: String, main: String? = nil, content: KindDescriptor.Content = .none,
            exactChildren: Int? = nil, _ groups: [PropertyShape]...
        ) -> KindDescriptor {
            var own: [PropertyShape] = []
            switch content {
            case .children: own = [G.children]
            case .child: own = [G.child]
            case .none, .columns, .cell: own = []
            }
            let properties = G.compose([G.nodeKeys, G.common] + groups + [own])
            return KindDescriptor(
                name, summary, main: main, content: content, exactChildren: exactChildren,
                properties: properties)
        }
        return [
            kind("view", "a plain view", content: .children),
            kind("label", "a text label", main: "text", G.label),
            kind(
                "label.header", "ViewFactory header: title1 28, labelHeader, 1 line, shrinks to fit",
                main: "text", G.label),
            kind(
                "label.body", "ViewFactory body: body 17, labelBody, unlimited lines", main: "text", G.label),
            kind(
                "label.inputLabel", "ViewFactory input label: caption1 12, labelInput, 1 line", main: "text",
                G.label),
            kind(
                "label.hint", "ViewFactory hint: caption1 12, labelHint, unlimited lines", main: "text",
                G.label),
            kind(
                "input.text", "ViewFactory text input: height 48, input / onInput", main: "placeholder",
                G.input),
            kind(
                "input.number", "ViewFactory number input: as input.text, number pad", main: "placeholder",
                G.input),
            kind(
                "textField", "ViewKit text field with a bottom border line", main: "placeholder", G.textField),
            kind("textView", "multi-line text", main: "text", G.textView),
            kind("button", "a system button with a systemBlue title", main: "title", G.button),
            kind(
                "button.negative", "ViewFactory negative button: height 40, radius 8, 1 pt border",
                main: "title", G.button),
            kind(
                "button.mainFab", "ViewFactory floating action button: 40 × 40, radial gradient",
                main: "image", G.button),
            kind(
                "button.miniFab", "ViewFactory small floating action button: 32 × 32", main: "image", G.button
            ),
            kind("image", "an image (a placeholder in mockups)", main: "image", G.image),
            kind("switch", "a switch", G.switch),
            kind("slider", "a slider", G.rangeControl),
            kind("stepper", "a stepper", G.rangeControl),
            kind("progress", "a progress bar", G.rangeControl),
            kind("segmented", "a segmented control", main: "items", G.segmented),
            kind("pageControl", "a page control", G.pageControl),
            kind("activityIndicator", "an activity indicator", G.activityIndicator),
            kind("datePicker", "a date picker", G.datePicker),
            kind("picker", "a picker wheel", main: "items", G.picker),
            kind("colorWell", "a colour well", G.colorWell),
            kind("stack", "a stack view: vertical, fill, fill, spacing 0", content: .children, G.stack),
            kind(
                "stack.vertical",
                "ViewFactory vertical stack: fill, leading, spacing 16, children fill the width",
                content: .children, G.stack),
            kind(
                "stack.horizontal", "ViewFactory horizontal stack: fillEqually, spacing 16",
                content: .children, G.stack),
            kind(
                "stack.twoColumns", "ViewFactory two columns: `left` and `right` lists", content: .columns,
                G.stack, G.twoColumns),
            kind(
                "stack.labeledView", "ViewFactory label over a view: spacing 4, exactly two children",
                content: .children,
                exactChildren: 2, G.stack),
            kind("scroll", "a scroll view", content: .children, G.scroll),
            kind(
                "scroll.vertical", "ViewFactory vertical scroll page: content grows with its children",
                content: .children,
                G.scroll),
            kind("table", "a table: a cell template laid out per row", content: .cell, G.table),
            kind("collection", "a grid of cells", content: .cell, G.collection),
            kind(
                "card", "ViewFactory card around a stack: radius 8, shadow, insets 24/16", content: .children,
                G.card),
            kind(
                "navigationBar", "mockup navigation bar in the palette's bar roles", main: "title",
                G.navigationBar),
            kind("tabBar", "mockup tab bar in the palette's bar roles", main: "items", G.tabBar),
            kind("spacer", "UIContainer Spacer: insets around one child", content: .child, G.spacer),
            kind("rounder", "UIContainer Rounder: rounds one child", content: .child, G.rounder),
            kind("dashed", "UIContainer Dashed: a dashed border around one child", content: .child, G.dashed),
            kind(
                "content", "UIContainer Content: one child at one of 9 positions or filling", content: .child,
                G.content),
            kind("blur", "UIContainer Blur: a blur behind one child", content: .child, G.blur),
            kind("embed", "another spec's root, as a child", main: "file", G.embed),
            KindDescriptor(
                "slot", "where a component use's children go, inside a component body", properties: []),
        ]
    }()

    public static let names: [String] = all.map(\.name)

    /// Families in order of first appearance (`label`, `input`, `button`, `stack`, `scroll`...).
    public static let families: [String] = {
        var result: [String] = []
        for kind in all where !result.contains(kind.family) { result.append(kind.family) }
        return result
    }()

    public static func kind(named name: String) -> KindDescriptor? {
        indexed(named: name)?.descriptor
    }

    /// A kind with its properties by name. The decoder looks up a kind for every node and a
    /// property for every key, so the lookups are built once instead of scanning lists; a
    /// class, so handing one around is one retain rather than a copy of the descriptor.
    final class IndexedKind: Sendable {
        let descriptor: KindDescriptor
        /// The property names in the descriptor's order, for unknown-key did-you-means.
        let propertyNames: [String]
        /// Only looked up, never iterated: the order is `propertyNames`'.
        private let propertiesByName: [String: PropertyShape]

        init(_ descriptor: KindDescriptor) {
            self.descriptor = descriptor
            propertyNames = descriptor.properties.map(\.name)
            // The first declaration wins, as in `KindDescriptor.property(_:)`.
            propertiesByName = Dictionary(
                descriptor.properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        func property(_ name: String) -> PropertyShape? {
            propertiesByName[name]
        }
    }

    /// Only looked up, never iterated: the order of kinds is `all`'s.
    private static let index: [String: IndexedKind] = Dictionary(
        all.map { ($0.name, IndexedKind($0)) }, uniquingKeysWith: { first, _ in first })

    static func indexed(named name: String) -> IndexedKind? {
        index[name]
    }

    /// Every kind of `family`, `button` included for the `button` family.
    public static func kinds(inFamily family: String) -> [KindDescriptor] {
        all.filter { $0.family == family }
    }

    /// The keys `kinds` take besides every view's (node keys, the common properties and
    /// children), first declaration first: what an unknown-key error lists. Nil when they take
    /// no keys at all (`slot`), where "besides every view's" would mislead.
    static func ownKeys(of kinds: [KindDescriptor]) -> [String]? {
        guard kinds.contains(where: { !$0.properties.isEmpty }) else { return nil }
        let shared = Set(
            (PropertyGroup.nodeKeys + PropertyGroup.common + [PropertyGroup.children, PropertyGroup.child])
                .map(
                    \.name))
        var result: [String] = []
        for property in kinds.flatMap(\.properties)
        where !shared.contains(property.name) && !result.contains(property.name) {
            result.append(property.name)
        }
        return result
    }

    /// The properties any kind of `kinds` accepts, first declaration wins, for style entries
    /// that apply to several kinds at once.
    static func union(of kinds: [KindDescriptor]) -> [PropertyShape] {
        var result: [PropertyShape] = []
        for property in kinds.flatMap(\.properties)
        where !result.contains(where: { $0.name == property.name }) {
            result.append(property)
        }
        return result
    }
}
