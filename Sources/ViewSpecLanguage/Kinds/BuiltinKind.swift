import ViewSpecCore
import ViewSpecSyntax

/// Every built-in kind, in documentation order: the one list the catalogue, the factory lookup,
/// `viewspec kinds`, the JSON Schema and the docs tables derive from.
///
/// What the spec language says of a kind is its `signature` (here); what the resolver makes of it
/// is its `definition` (the resolve stage). Both are switches without a default, so a kind cannot
/// be added without either.
package enum BuiltinKind: String, CaseIterable, Sendable {
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

    package var name: String { rawValue }

    /// `label` for `label.body`, the whole name when there is no dot.
    package var family: String {
        rawValue.split(separator: ".", maxSplits: 1).first.map(String.init) ?? rawValue
    }

    /// The kind's descriptor, named by the kind: what the decoder, the did-you-mean and the
    /// JSON Schema read.
    package var descriptor: KindDescriptor {
        guard let indexed = KindCatalog.indexed(named: rawValue) else {
            preconditionFailure("the catalogue is made from `allCases`, so every kind is in it")
        }
        return indexed.descriptor
    }

    package init?(name: String) {
        self.init(rawValue: name)
    }
}
