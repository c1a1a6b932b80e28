extension PlanItem {
    /// Every `$token` length the item uses (`horizontal: $gutter`, `"- $sixteen"`), in the
    /// order written, each place once (a shortcut may keep one length for several sides).
    /// Found by reflection so this stays correct as the plan forms grow new
    /// fields: anything that holds a `Length` is seen.
    var tokenReferences: [(name: String, range: SourceRange)] {
        var found: [(name: String, range: SourceRange)] = []
        func visit(_ value: Any, depth: Int) {
            guard depth < 24 else { return }
            if let length = value as? Length {
                if case .reference(let name, let range) = length,
                    !found.contains(where: { $0.range == range })
                {
                    found.append((name, range))
                }
                return
            }
            for child in Mirror(reflecting: value).children {
                visit(child.value, depth: depth + 1)
            }
        }
        visit(self, depth: 0)
        return found
    }
}
