import Cassowary
import ViewSpecCore
import ViewSpecSyntax

/// One line of Apple's Visual Format Language, `H:|-[icon(32)]-8-[title]-|`, as written.
///
/// `connections[i]` joins `views[i]` and `views[i + 1]`, so there is always one fewer
/// connection than views; the superview connections are nil when the line does not touch `|`.
package struct VisualFormatLine: Sendable, Equatable {
    package var axis: LayoutAxis
    package var leadingSuperview: VFLConnection?
    package var views: [VFLView]
    package var connections: [VFLConnection]
    package var trailingSuperview: VFLConnection?
    package var range: SourceRange

    package init(
        axis: LayoutAxis, leadingSuperview: VFLConnection? = nil, views: [VFLView],
        connections: [VFLConnection] = [], trailingSuperview: VFLConnection? = nil, range: SourceRange
    ) {
        self.axis = axis
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
        self.range = range
    }
}

/// `[name(predicates)]`: a view and the constraints on its size along the line's axis.
package struct VFLView: Sendable, Equatable {
    package var name: String
    package var nameRange: SourceRange
    package var predicates: [VFLPredicate]
    /// From `[` to `]`.
    package var range: SourceRange

    package init(name: String, nameRange: SourceRange, predicates: [VFLPredicate] = [], range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.predicates = predicates
        self.range = range
    }
}

/// The space between two items of a line.
package struct VFLConnection: Sendable, Equatable {
    package enum Spacing: Sendable, Equatable {
        /// `[a][b]`, `|[a]`: no gap.
        case flush
        /// `-`: the standard spacing (`options.standardSpacing`, or `superviewSpacing` at `|`).
        case standard
        /// `-8-`, `-(>=20@750)-`: `-8-` is one `== 8` predicate.
        case predicates([VFLPredicate])
    }

    package var spacing: Spacing
    /// The dashes and predicates; empty (lower == upper) for a flush connection.
    package var range: SourceRange

    package init(_ spacing: Spacing, range: SourceRange) {
        self.spacing = spacing
        self.range = range
    }
}

/// `>=50@750`, `==title`: one relation to a constant or (in a view's list) another view's size.
package struct VFLPredicate: Sendable, Equatable {
    package enum Object: Sendable, Equatable {
        case constant(PlanConstant)
        /// Another view's size along the same axis: `[b(==a)]`.
        case view(String, SourceRange)
    }

    package var relation: Relation
    package var object: Object
    package var priority: Priority?
    package var range: SourceRange

    package init(relation: Relation = .equal, object: Object, priority: Priority? = nil, range: SourceRange) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.range = range
    }
}
