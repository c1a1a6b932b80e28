import ViewSpecCore
import ViewSpecSyntax

/// The flat form: `views` declares nodes by id, `hierarchy` parents them. It is normalised into
/// the same tree as `root`; its own problems are the checker's.
extension SpecReader {
    mutating func flatHierarchy(views: SyntaxNode.Pair, hierarchy: SyntaxNode.Pair) -> FlatHierarchy {
        var declared: [(id: Located<String>, node: ViewNode)] = []
        for pair in decoder.mapping(views.value, "views") ?? [] {
            let id = Located(pair.key.text ?? "", range: pair.key.range)
            guard Self.isValidID(id.value) else {
                decoder.error(.invalidID(id.value), at: id.range)
                continue
            }
            guard var node = decodeNode(pair.value) else { continue }
            if let written = node.id, written.value != id.value {
                decoder.error(.idMismatch(written.value, key: id.value), at: written.range)
            }
            node.id = id
            declared.append((id, node))
        }
        let entries = (decoder.mapping(hierarchy.value, "hierarchy") ?? []).compactMap { pair in
            entry(id: pair.key, children: pair.value)
        }
        return FlatHierarchy(
            views: declared, hierarchy: entries, viewsRange: views.key.range,
            hierarchyRange: hierarchy.key.range)
    }

    /// `id: [items]`, where an item is an id or `id: [items]`.
    private mutating func entry(id: SyntaxNode, children: SyntaxNode?) -> FlatHierarchy.Entry? {
        guard let text = decoder.string(id, "hierarchy entry") else { return nil }
        var result = FlatHierarchy.Entry(id: Located(text, range: id.range))
        guard let children, !(children.scalar?.isPlain == true && children.text == "") else { return result }
        guard let items = decoder.sequence(children, "children of '\(text)'") else { return result }
        for item in items {
            if item.scalar != nil {
                if let child = entry(id: item, children: nil) { result.children.append(child) }
            } else if let pairs = item.mapping, pairs.count == 1 {
                if let child = entry(id: pairs[0].key, children: pairs[0].value) {
                    result.children.append(child)
                }
            } else {
                decoder.error(
                    .wrongType(
                        expected: "an id or 'id: [children]'", found: item.shapeName, for: "hierarchy entry"),
                    at: item.range)
            }
        }
        return result
    }

    /// The tree the flat form describes: the first top-level entry is the root; undeclared ids
    /// and second placements are left out (the checker reports them).
    static func normalise(_ flat: FlatHierarchy) -> ViewNode? {
        guard let top = flat.hierarchy.first else { return nil }
        // Looked up by id, never iterated: a search per entry would be quadratic in the views.
        var declared: [String: Int] = [:]
        for (index, view) in flat.views.enumerated() where declared[view.id.value] == nil {
            declared[view.id.value] = index
        }
        var placed: Set<String> = []
        func build(_ entry: FlatHierarchy.Entry) -> ViewNode? {
            guard !placed.contains(entry.id.value), let index = declared[entry.id.value] else { return nil }
            var node = flat.views[index].node
            placed.insert(entry.id.value)
            node.children += entry.children.compactMap(build)
            return node
        }
        return build(top)
    }
}
