import ViewSpecCore
import ViewSpecSyntax

/// A property's value, typed by its `ValueShape`, with the place it was written.
package struct PropertyValue: Sendable, Equatable {
    package var value: Value
    package var range: SourceRange

    package init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The nodes this value holds (a `child`, a `cell`, the `left` column...), else empty.
    package var nodes: [ViewNode] {
        switch value {
        case .node(let node): [node]
        case .nodes(let nodes): nodes
        default: []
        }
    }
}
