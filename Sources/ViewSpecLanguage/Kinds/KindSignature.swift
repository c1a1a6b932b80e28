import ViewSpecCore
import ViewSpecSyntax

/// What the spec language says about one built-in kind: its summary, the property a scalar value
/// sets, what children it takes and its own property groups.
///
/// The decoder, the did-you-mean and the JSON Schema read it through the kind's `KindDescriptor`;
/// the factory that makes the view belongs to the resolve stage (`BuiltinKind.definition`).
package struct KindSignature: Sendable {
    package var summary: String
    /// The property a scalar value sets (`label.body: Hello` sets `text`).
    package var mainProperty: String?
    package var content: KindDescriptor.Content
    package var exactChildren: Int?
    /// The kind's own property groups, besides every view's; nil for a kind that takes no
    /// properties at all (`slot`).
    package var groups: [[PropertyShape]]?

    init(
        _ summary: String, main: String? = nil, content: KindDescriptor.Content = .none,
        exactChildren: Int? = nil, _ groups: [PropertyShape]...
    ) {
        self.summary = summary
        self.mainProperty = main
        self.content = content
        self.exactChildren = exactChildren
        self.groups = groups
    }

    /// A kind that takes no properties, not even the node keys.
    static func bare(_ summary: String) -> KindSignature {
        var signature = KindSignature(summary)
        signature.groups = nil
        return signature
    }

    func descriptor(named name: String) -> KindDescriptor {
        guard let groups else { return KindDescriptor(name, summary, properties: []) }
        typealias G = PropertyGroup
        let own: [PropertyShape]
        switch content {
        case .children: own = [G.children]
        case .child: own = [G.child]
        case .none, .columns, .cell: own = []
        }
        return KindDescriptor(
            name, summary, main: mainProperty, content: content, exactChildren: exactChildren,
            properties: G.compose([G.nodeKeys, G.common] + groups + [own]))
    }
}

extension BuiltinKind {
    /// The kind's signature; the summaries are what `viewspec kinds` and the schema show.
    package var signature: KindSignature {
        typealias G = PropertyGroup
        switch self {
        case .view: return KindSignature("a plain view", content: .children)
        case .label: return KindSignature("a text label", main: "text", G.label)
        case .labelHeader:
            return KindSignature(
                "ViewFactory header: title1 28, labelHeader, 1 line, shrinks to fit", main: "text", G.label)
        case .labelBody:
            return KindSignature(
                "ViewFactory body: body 17, labelBody, unlimited lines", main: "text", G.label)
        case .labelInputLabel:
            return KindSignature(
                "ViewFactory input label: caption1 12, labelInput, 1 line", main: "text", G.label)
        case .labelHint:
            return KindSignature(
                "ViewFactory hint: caption1 12, labelHint, unlimited lines", main: "text", G.label)
        case .inputText:
            return KindSignature(
                "ViewFactory text input: height 48, input / onInput", main: "placeholder", G.input)
        case .inputNumber:
            return KindSignature(
                "ViewFactory number input: as input.text, number pad", main: "placeholder", G.input)
        case .textField:
            return KindSignature(
                "ViewKit text field with a bottom border line", main: "placeholder", G.textField)
        case .textView: return KindSignature("multi-line text", main: "text", G.textView)
        case .button: return KindSignature("a system button with a systemBlue title", main: "title", G.button)
        case .buttonNegative:
            return KindSignature(
                "ViewFactory negative button: height 40, radius 8, 1 pt border", main: "title", G.button)
        case .buttonMainFab:
            return KindSignature(
                "ViewFactory floating action button: 40 × 40, radial gradient", main: "image", G.button)
        case .buttonMiniFab:
            return KindSignature("ViewFactory small floating action button: 32 × 32", main: "image", G.button)
        case .image: return KindSignature("an image (a placeholder in mockups)", main: "image", G.image)
        case .switch: return KindSignature("a switch", G.switch)
        case .slider: return KindSignature("a slider", G.rangeControl)
        case .stepper: return KindSignature("a stepper", G.rangeControl)
        case .progress: return KindSignature("a progress bar", G.rangeControl)
        case .segmented: return KindSignature("a segmented control", main: "items", G.segmented)
        case .pageControl: return KindSignature("a page control", G.pageControl)
        case .activityIndicator: return KindSignature("an activity indicator", G.activityIndicator)
        case .datePicker: return KindSignature("a date picker", G.datePicker)
        case .picker: return KindSignature("a picker wheel", main: "items", G.picker)
        case .colorWell: return KindSignature("a colour well", G.colorWell)
        case .stack:
            return KindSignature("a stack view: vertical, fill, fill, spacing 0", content: .children, G.stack)
        case .stackVertical:
            return KindSignature(
                "ViewFactory vertical stack: fill, leading, spacing 16, children fill the width",
                content: .children, G.stack)
        case .stackHorizontal:
            return KindSignature(
                "ViewFactory horizontal stack: fillEqually, spacing 16", content: .children, G.stack)
        case .stackTwoColumns:
            return KindSignature(
                "ViewFactory two columns: `left` and `right` lists", content: .columns, G.stack, G.twoColumns)
        case .stackLabeledView:
            return KindSignature(
                "ViewFactory label over a view: spacing 4, exactly two children", content: .children,
                exactChildren: 2, G.stack)
        case .scroll: return KindSignature("a scroll view", content: .children, G.scroll)
        case .scrollVertical:
            return KindSignature(
                "ViewFactory vertical scroll page: content grows with its children", content: .children,
                G.scroll)
        case .table:
            return KindSignature("a table: a cell template laid out per row", content: .cell, G.table)
        case .collection: return KindSignature("a grid of cells", content: .cell, G.collection)
        case .card:
            return KindSignature(
                "ViewFactory card around a stack: radius 8, shadow, insets 24/16", content: .children, G.card)
        case .navigationBar:
            return KindSignature(
                "mockup navigation bar in the palette's bar roles", main: "title", G.navigationBar)
        case .tabBar:
            return KindSignature("mockup tab bar in the palette's bar roles", main: "items", G.tabBar)
        case .spacer:
            return KindSignature("UIContainer Spacer: insets around one child", content: .child, G.spacer)
        case .rounder:
            return KindSignature("UIContainer Rounder: rounds one child", content: .child, G.rounder)
        case .dashed:
            return KindSignature(
                "UIContainer Dashed: a dashed border around one child", content: .child, G.dashed)
        case .content:
            return KindSignature(
                "UIContainer Content: one child at one of 9 positions or filling", content: .child, G.content)
        case .blur: return KindSignature("UIContainer Blur: a blur behind one child", content: .child, G.blur)
        case .embed: return KindSignature("another spec's root, as a child", main: "file", G.embed)
        case .slot: return .bare("where a component use's children go, inside a component body")
        }
    }
}
