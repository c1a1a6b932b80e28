import ViewSpecCore
import ViewSpecLanguage

extension BuiltinKind {
    /// What the resolver makes of the kind.
    ///
    /// A switch over `static let`s, each made once (a definition composes property lists and
    /// closures); they live by family: KindDefinition+Text, +Controls, +Containers, +Wrappers.
    package var definition: KindDefinition {
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

    package var traits: KindTraits { definition.traits }

    package var factory: KindFactory { definition.factory }
}

/// The kind a resolved view was made by: a built-in kind, or a cell the factory layer adds
/// around each row of a table or collection, which no spec writes.
package enum ViewKind: Sendable, Equatable, Hashable {
    case builtin(BuiltinKind)
    case cell

    /// The name in the output (`label.body`, `cell`).
    package var name: String {
        switch self {
        case .builtin(let kind): kind.rawValue
        case .cell: "cell"
        }
    }

    package var family: String {
        switch self {
        case .builtin(let kind): kind.family
        case .cell: "cell"
        }
    }

    package var traits: KindTraits {
        switch self {
        case .builtin(let kind): kind.traits
        // A table's row draws its own cell.
        case .cell: KindTraits(surface: .outline)
        }
    }
}
