import ViewSpecCore
import ViewSpecSyntax

/// Rules about what a node holds: setStack's spacing count, wrappers' one child, kinds that
/// need an exact number of children, and the flat form's placements.
extension SpecCheck {
    mutating func checkStructure() {
        for entry in allNodes {
            checkStructure(of: entry)
        }
    }

    /// Reads the node's fields through `entry`: binding or passing the whole node copies it,
    /// which would be most of the checker's time on large specs.
    private mutating func checkStructure(of entry: Entry) {
        for item in entry.node.layout {
            if case .arrangement(.setStack(let plan)) = item.form {
                checkSpacings(
                    views: plan.views?.count ?? entry.node.children.count, spacings: plan.vertical.count,
                    at: item.range, spacingsRange: plan.verticalRange, inScroll: false)
            }
        }
        guard let indexed = entry.kind else { return }
        let kind = indexed.descriptor
        func property(_ name: String) -> Property? {
            entry.node.properties.first { $0.name.value == name }
        }
        if kind.name == "scroll.vertical", let spacings = property("spacings"),
            case .list(let values) = spacings.value.value
        {
            checkSpacings(
                views: entry.node.children.count, spacings: values.count, at: spacings.name.range,
                spacingsRange: spacings.value.range, inScroll: true)
        }
        // Children given to a wrapper were reported by the decoder already.
        if kind.content == .child, property("child") == nil, entry.node.childrenRange == nil {
            error(.missingChild(kind.name), at: entry.node.kind.range)
        }
        // Decoding can't tell: the two columns are optional properties like any other.
        if kind.content == .columns {
            for key in ["left", "right"] where property(key) == nil {
                error(.missingKey(key, in: "'\(kind.name)'"), at: entry.node.kind.range)
            }
        }
        if let expected = kind.exactChildren, entry.node.children.count != expected {
            error(
                .wrongChildCount(kind.name, expected: expected, found: entry.node.children.count),
                at: entry.node.childrenRange ?? entry.node.kind.range)
        }
    }

    /// ConstraintHelper's three errors, in its order: no views, too few spacings, too many.
    ///
    /// `scroll.vertical`'s `spacings` (`inScroll`) has the same ids, in its own words.
    private mutating func checkSpacings(
        views: Int, spacings: Int, at range: SourceRange, spacingsRange: SourceRange, inScroll: Bool
    ) {
        if views == 0 {
            error(inScroll ? .scrollSpacingsMissingSubviews : .setStackMissingSubviews, at: range)
        } else if spacings < views + 1 {
            error(
                inScroll
                    ? .scrollMissingSpacings(children: views, spacings: spacings)
                    : .setStackMissingVerticalSpacings(views: views, spacings: spacings),
                at: spacingsRange)
        } else if spacings > views + 1 {
            error(
                inScroll
                    ? .scrollTooManySpacings(children: views, spacings: spacings)
                    : .setStackTooManyVerticalSpacings(views: views, spacings: spacings),
                at: spacingsRange)
        }
    }

    // MARK: Flat form

    /// Children placed under `id` in `hierarchy` need a kind that takes them, as `children:` in
    /// the tree form does (where the decoder reports it).
    private mutating func checkFlatChildren(of id: Located<String>) {
        guard let flat = spec.flat, let position = flatPositions[id.value] else { return }
        let node = flat.views[position].node
        let kind = node.kind.value
        if let indexed = builtInKind(of: kind) {
            let content = indexed.descriptor.content
            guard content != .children else { return }
            error(
                .childrenNotAllowed(kind, key: "children", expected: SpecReader.contentDescription(content)),
                at: id.range)
        } else if let component = spec.component(named: kind), case .body = component.definition,
            !Self.hasSlot(component)
        {
            error(
                .noSlot(component: component.name.value), at: id.range,
                notes: [.note("'\(component.name.value)' is declared here", at: component.name.range)])
        }
    }

    mutating func checkFlatForm() {
        guard let flat = spec.flat else { return }
        if flat.hierarchy.count > 1 {
            error(.multipleRoots(flat.hierarchy.count), at: flat.hierarchy[1].id.range)
        }
        let declared = flat.views.map(\.id.value)
        // Looked up by id, never iterated: a search per entry would be quadratic in the views.
        for (position, view) in flat.views.enumerated() where flatPositions[view.id.value] == nil {
            flatPositions[view.id.value] = position
        }
        var placed: [String: Located<String>] = [:]
        func visit(_ entry: FlatHierarchy.Entry, into check: inout SpecCheck) {
            let id = entry.id
            if check.flatPositions[id.value] == nil {
                let suggestion = Suggestion.closest(to: id.value, in: declared)
                check.error(.undeclaredView(id.value, suggestion: suggestion), at: id.range)
            } else if let first = placed[id.value] {
                check.error(
                    .viewPlacedTwice(id.value), at: id.range,
                    notes: [.note("first placed here", at: first.range)])
            } else {
                placed[id.value] = id
                if !entry.children.isEmpty { check.checkFlatChildren(of: id) }
            }
            for child in entry.children { visit(child, into: &check) }
        }
        for entry in flat.hierarchy { visit(entry, into: &self) }
        for view in flat.views where placed[view.id.value] == nil {
            diagnostics.warning(.unplacedView(view.id.value), at: view.id.range)
        }
    }
}
