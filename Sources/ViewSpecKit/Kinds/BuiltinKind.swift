/// Every built-in kind, in documentation order: the one list the catalogue, the factory
/// lookup, `viewspec kinds`, the JSON Schema and the docs tables derive from. A kind's whole
/// definition (descriptor, defaults, factory, traits, notes) is the value `definition`
/// returns for it, and that switch has no default, so a kind cannot be added without one.
public enum BuiltinKind: String, CaseIterable, Sendable {
    case view
    case label
    case labelHeader = "label.header"
    case labelBody = "label.body"
    case labelInputLabel = "label.inputLabel"
    case labelHint = "label.hint"
    case inputText = "input.text"
    case inputNumber = "input.number"
    case textField
    case textView
    case button
    case buttonNegative = "button.negative"
    case buttonMainFab = "button.mainFab"
    case buttonMiniFab = "button.miniFab"
    case image
    case `switch`
    case slider
    case stepper
    case progress
    case segmented
    case pageControl
    case activityIndicator
    case datePicker
    case picker
    case colorWell
    case stack
    case stackVertical = "stack.vertical"
    case stackHorizontal = "stack.horizontal"
    case stackTwoColumns = "stack.twoColumns"
    case stackLabeledView = "stack.labeledView"
    case scroll
    case scrollVertical = "scroll.vertical"
    case table
    case collection
    case card
    case navigationBar
    case tabBar
    case spacer
    case rounder
    case dashed
    case content
    case blur
    case embed
    case slot

    /// The definitions live by family: KindDefinition+Text, +Controls, +Containers, +Wrappers.
    private func makeDefinition() -> KindDefinition {
        switch self {
        case .view: .plainView
        case .label: .label
        case .labelHeader: .headerLabel
        case .labelBody: .bodyLabel
        case .labelInputLabel: .inputLabel
        case .labelHint: .hintLabel
        case .inputText: .textInput
        case .inputNumber: .numberInput
        case .textField: .textField
        case .textView: .textView
        case .button: .button
        case .buttonNegative: .negativeButton
        case .buttonMainFab: .mainFab
        case .buttonMiniFab: .miniFab
        case .image: .image
        case .switch: .switchControl
        case .slider: .slider
        case .stepper: .stepper
        case .progress: .progress
        case .segmented: .segmented
        case .pageControl: .pageControl
        case .activityIndicator: .activityIndicator
        case .datePicker: .datePicker
        case .picker: .picker
        case .colorWell: .colorWell
        case .stack: .stack
        case .stackVertical: .verticalStack
        case .stackHorizontal: .horizontalStack
        case .stackTwoColumns: .twoColumns
        case .stackLabeledView: .labeledView
        case .scroll: .scroll
        case .scrollVertical: .verticalScroll
        case .table: .table
        case .collection: .collection
        case .card: .card
        case .navigationBar: .navigationBar
        case .tabBar: .tabBar
        case .spacer: .spacer
        case .rounder: .rounder
        case .dashed: .dashed
        case .content: .content
        case .blur: .blur
        case .embed: .embed
        case .slot: .slot
        }
    }

    /// Made once: a definition composes property lists and closures.
    private static let definitions: [BuiltinKind: KindDefinition] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, $0.makeDefinition()) })

    var definition: KindDefinition {
        // Every case has an entry: `definitions` maps `allCases`.
        Self.definitions[self]!
    }

    public var name: String { rawValue }

    /// `label` for `label.body`, the whole name when there is no dot.
    public var family: String {
        rawValue.split(separator: ".", maxSplits: 1).first.map(String.init) ?? rawValue
    }

    public var traits: KindTraits { definition.traits }

    /// The kind's descriptor, named by the kind: what the decoder, the did-you-mean and the
    /// JSON Schema read.
    public var descriptor: KindDescriptor {
        // The catalogue is made from `allCases`, so every kind is in it.
        KindCatalog.indexed(named: rawValue)!.descriptor
    }

    var factory: KindFactory { definition.factory }

    public init?(name: String) {
        self.init(rawValue: name)
    }
}

/// The kind a resolved view was made by: a built-in kind, or a cell the factory layer adds
/// around each row of a table or collection, which no spec writes.
public enum ViewKind: Sendable, Equatable, Hashable {
    case builtin(BuiltinKind)
    case cell

    /// The name in the output (`label.body`, `cell`).
    public var name: String {
        switch self {
        case .builtin(let kind): kind.rawValue
        case .cell: "cell"
        }
    }

    public var family: String {
        switch self {
        case .builtin(let kind): kind.family
        case .cell: "cell"
        }
    }

    public var traits: KindTraits {
        switch self {
        case .builtin(let kind): kind.traits
        // A table's row draws its own cell.
        case .cell: KindTraits(surface: .outline)
        }
    }
}
