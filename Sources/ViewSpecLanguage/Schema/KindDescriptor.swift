import ViewSpecCore
import ViewSpecSyntax

/// Everything the spec language knows about one built-in kind: the single record the decoder,
/// the did-you-mean, the JSON Schema and (later) the factory layer all read.
package struct KindDescriptor: Sendable, Equatable {
    /// What a node of this kind holds besides its properties.
    package enum Content: String, Sendable, Equatable {
        /// No child nodes (a label, a control).
        case none
        /// `children`: any number of nodes.
        case children
        /// `child`: exactly one node (UIContainer's wrappers).
        case child
        /// `left` and `right`: two lists of nodes.
        case columns
        /// `cell`: one node used as a template per row.
        case cell
    }

    /// `label.body`: the family is `label`, or the whole name when there is no dot.
    package let name: String
    /// `label` for `label.body`; kept rather than computed, as every node asks.
    package let family: String
    package var summary: String
    /// The property a scalar value sets (`label.body: Hello` sets `text`); nil when the kind
    /// has none, and then a scalar value is an error.
    package var mainProperty: String?
    package var content: Content
    /// Every property the kind accepts, in the order editors list them.
    package var properties: [PropertyShape]
    /// How many `children` the kind needs, when it needs an exact number.
    package var exactChildren: Int?

    package init(
        _ name: String, _ summary: String, main: String? = nil, content: Content = .none,
        exactChildren: Int? = nil, properties: [PropertyShape]
    ) {
        self.name = name
        self.family = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        self.summary = summary
        self.mainProperty = main
        self.content = content
        self.exactChildren = exactChildren
        self.properties = properties
    }

    package var objectShape: ObjectShape { ObjectShape(properties) }

    package func property(_ name: String) -> PropertyShape? {
        properties.first { $0.name == name }
    }
}
