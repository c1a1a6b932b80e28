/// The resolved view tree: what the layout stage receives.
///
/// Views are stored depth first (a parent before its children, children in document order),
/// so `views[0]` is the root and indices are stable handles for the layout stage.
public struct ResolvedTree: Sendable {
    public var views: [ResolvedView]
    /// Name scopes: scope 0 is the document; each component use and each table row opens one.
    public var scopes: [NameScope]
    /// The document's top-level `constraints` (and those of embedded specs, in their scopes).
    public var constraints: [ScopedPlan]
    public var palette: ResolvedPalette
    /// The document's tokens.
    public var tokens: TokenTable
    public var contentSize: ContentSizeCategory
    public var direction: SpecOptions.Direction
    public var autoPriorities: Bool
    /// VFL's `-` between siblings and next to `|`.
    public var standardSpacing: Double
    public var superviewSpacing: Double

    public var root: ResolvedView { views[0] }

    /// The view a plan in `scope` names `name`: the innermost scope that has it wins.
    public func view(named name: String, in scope: Int) -> Int? {
        var current: Int? = scope
        while let index = current {
            if let view = scopes[index].views[name] { return view }
            current = scopes[index].parent
        }
        return nil
    }

    /// A `$name` length in `scope`: a parameter or row field that holds a number, else a
    /// padding token.
    public func points(_ name: String, in scope: Int) -> Double? {
        var current: Int? = scope
        while let index = current {
            if let value = scopes[index].lengths[name] { return value }
            current = scopes[index].parent
        }
        return scopes[scope].tokens.points(name)
    }
}

/// The names one scope defines. Looked up by name only, never iterated, so no dictionary
/// order reaches the output.
public struct NameScope: Sendable {
    public var parent: Int?
    /// View ids written in this scope, to view indices.
    public var views: [String: Int] = [:]
    /// Parameters and row fields that are numbers, for `$name` constants in plans.
    public var lengths: [String: Double] = [:]
    /// What ids written in this scope are prefixed with in the output (`email/`); empty for
    /// the document.
    public var prefix: String
    /// The tokens of the document the scope belongs to (an embedded spec has its own).
    public var tokens: TokenTable

    public init(parent: Int?, prefix: String = "", tokens: TokenTable) {
        self.parent = parent
        self.prefix = prefix
        self.tokens = tokens
    }
}

/// A plan item with the scope its view names and `$` constants are read in.
public struct ScopedPlan: Sendable, Equatable {
    public var item: PlanItem
    public var scope: Int

    public init(_ item: PlanItem, scope: Int) {
        self.item = item
        self.scope = scope
    }
}
