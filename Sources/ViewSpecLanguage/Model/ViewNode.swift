import ViewSpecCore
import ViewSpecSyntax

/// One node of the view tree: a kind and its properties, children and constraint plans.
///
/// Properties stay in document order with their places, so styles can be layered and every
/// value can be reported where it was written. `child`, `cell`, `left` and `right` are
/// properties whose values are nodes; `children` has its own field because every container
/// walks it.
public struct ViewNode: Sendable, Equatable {
    /// The kind as written: a built-in kind or a component name.
    public var kind: Located<String>
    public var id: Located<String>?
    /// Named styles (`style: [danger, big]`), in precedence order, lowest first.
    public var styles: [Located<String>]
    public var properties: [Property]
    public var children: [ViewNode]
    /// Where `children:` was written, for "needs exactly two children"; nil when absent.
    public var childrenRange: SourceRange?
    /// The `children` key itself, for problems with having children at all; nil when absent.
    public var childrenKeyRange: SourceRange?
    public var layout: [PlanItem]
    /// Properties that were written but whose values did not decode (the decoder reported
    /// them), so the checker does not also call them missing.
    public var rejectedProperties: [String] = []
    /// The whole node, from its kind key to the end of its value.
    public var range: SourceRange

    public init(
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

    public func property(_ name: String) -> Property? {
        properties.first { $0.name.value == name }
    }

    /// The nodes held in properties (`child`, `cell`, `left`, `right`), in document order.
    public var propertyNodes: [ViewNode] {
        properties.flatMap { $0.value.nodes }
    }

    /// Every node below this one (children and property nodes), depth first, in document order.
    public func forEachDescendant(_ body: (ViewNode) -> Void) {
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
    public func value(named name: String) -> Value? {
        property(name)?.value.value
    }
}
