import ViewSpecCore
import ViewSpecSyntax

/// The flat form as written (`views:` + `hierarchy:`), kept beside the normalised tree for the
/// checks that are about the form itself (unplaced views, views placed twice...).
package struct FlatHierarchy: Sendable, Equatable {
    /// One placement in `hierarchy`: an id and the ids placed under it.
    package struct Entry: Sendable, Equatable {
        package var id: Located<String>
        package var children: [Entry]

        package init(id: Located<String>, children: [Entry] = []) {
            self.id = id
            self.children = children
        }
    }

    /// The declared views by id, in document order.
    package var views: [(id: Located<String>, node: ViewNode)]
    /// The top-level entries of `hierarchy` (exactly one is valid).
    package var hierarchy: [Entry]
    package var viewsRange: SourceRange?
    package var hierarchyRange: SourceRange?

    package init(
        views: [(id: Located<String>, node: ViewNode)], hierarchy: [Entry], viewsRange: SourceRange?,
        hierarchyRange: SourceRange?
    ) {
        self.views = views
        self.hierarchy = hierarchy
        self.viewsRange = viewsRange
        self.hierarchyRange = hierarchyRange
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.hierarchy == b.hierarchy && a.views.map(\.id) == b.views.map(\.id)
            && a.views.map(\.node) == b.views.map(\.node)
    }
}
