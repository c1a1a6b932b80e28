import ViewSpecCore
import ViewSpecSyntax

/// The flat form as written (`views:` + `hierarchy:`), kept beside the normalised tree for the
/// checks that are about the form itself (unplaced views, views placed twice...).
public struct FlatHierarchy: Sendable, Equatable {
    /// One placement in `hierarchy`: an id and the ids placed under it.
    public struct Entry: Sendable, Equatable {
        public var id: Located<String>
        public var children: [Entry]

        public init(id: Located<String>, children: [Entry] = []) {
            self.id = id
            self.children = children
        }
    }

    /// The declared views by id, in document order.
    public var views: [(id: Located<String>, node: ViewNode)]
    /// The top-level entries of `hierarchy` (exactly one is valid).
    public var hierarchy: [Entry]
    public var viewsRange: SourceRange?
    public var hierarchyRange: SourceRange?

    public init(
        views: [(id: Located<String>, node: ViewNode)], hierarchy: [Entry], viewsRange: SourceRange?,
        hierarchyRange: SourceRange?
    ) {
        self.views = views
        self.hierarchy = hierarchy
        self.viewsRange = viewsRange
        self.hierarchyRange = hierarchyRange
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.hierarchy == b.hierarchy && a.views.map(\.id) == b.views.map(\.id)
            && a.views.map(\.node) == b.views.map(\.node)
    }
}
