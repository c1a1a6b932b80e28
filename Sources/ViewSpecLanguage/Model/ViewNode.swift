import ViewSpecCore
import ViewSpecSyntax

/// One node of the view tree: a kind and its properties, children and constraint plans.
///
/// Properties stay in document order with their places, so styles can be layered and every
/// value can be reported where it was written. `child`, `cell`, `left` and `right` are
/// properties whose values are nodes; `children` has its own field because every container
/// walks it.
package struct ViewNode: Sendable, Equatable {
    /// The kind as written: a built-in kind or a component name.
    package var kind: Located<String>
    package var id: Located<String>?
    /// Named styles (`style: [danger, big]`), in precedence order, lowest first.
    package var styles: [Located<String>]
    package var properties: [Property]
    package var children: [ViewNode]
    /// Where `children:` was written, for "needs exactly two children"; nil when absent.
    package var childrenRange: SourceRange?
    /// The `children` key itself, for problems with having children at all; nil when absent.
    package var childrenKeyRange: SourceRange?
    package var layout: [PlanItem]
    /// Properties that were written but whose values did not decode (the decoder reported
    /// them), so the checker does not also call them missing.
    package var rejectedProperties: [String] = []
    /// The whole node, from its kind key to the end of its value.
    package var range: SourceRange

    package init(
        kind: Located<String>, id: Located<String>? = nil, styles: [Located<String>] = [],
        properties: [Property] = [], children: [ViewNode] = [], childrenRange: SourceRange? = nil,
        layout: [PlanItem] = [], range: SourceRange
    ) {
        self.kind = kind
        self.id = id
        self.styles = styles
        self.properties = properties
        self.children = children
        self.childrenRange = childrenRange
        self.layout = layout
        self.range = range
    }

    package func property(_ name: String) -> Property? {
        properties.first { $0.name.value == name }
    }

    /// The nodes held in properties (`child`, `cell`, `left`, `right`), in document order.
    package var propertyNodes: [ViewNode] {
        properties.flatMap { $0.value.nodes }
    }

    /// Every node below this one (children and property nodes), depth first, in document order.
    package func forEachDescendant(_ body: (ViewNode) -> Void) {
        // The same order as `propertyNodes + children`, without building that array per node;
        // children are read in place, as copying each one out of the array would be most of
        // the cost of walking a large tree.
        for property in properties {
            for child in property.value.nodes {
                body(child)
                child.forEachDescendant(body)
            }
        }
        for index in children.indices {
            body(children[index])
            children[index].forEachDescendant(body)
        }
    }
}

extension ViewNode {
    /// The value of property `name` without its place, or nil when the node does not set it.
    package func value(named name: String) -> Value? {
        property(name)?.value.value
    }
}
