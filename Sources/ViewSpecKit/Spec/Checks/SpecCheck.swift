/// The state of one check run: the spec, the names it defines (gathered once, in document
/// order so every did-you-mean is deterministic) and the diagnostics found.
struct SpecCheck {
    let spec: Spec
    var diagnostics = DiagnosticBag()
    /// Every id of the document tree with the place it is defined, first definition first.
    private(set) var ids: [Located<String>] = []

    init(spec: Spec) {
        self.spec = spec
    }

    mutating func run() {
        checkIDs()
        checkReferences()
        checkComponents()
        checkPalettes()
        checkTokens()
        checkStyles()
        checkValues()
        checkStructure()
        checkFlatForm()
    }

    mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.error(message, at: range, notes: notes)
    }

    // MARK: Walking the tree

    /// Every node of the screen (not of component bodies), depth first, in document order.
    var screenNodes: [ViewNode] {
        guard let root = spec.root else { return [] }
        var nodes = [root]
        root.forEachDescendant { nodes.append($0) }
        return nodes
    }

    /// Every node of every component body, with its component.
    var componentNodes: [(node: ViewNode, component: ComponentDecl)] {
        var result: [(node: ViewNode, component: ComponentDecl)] = []
        for component in spec.components {
            guard case .body(let body) = component.definition else { continue }
            result.append((body, component))
            body.forEachDescendant { result.append(($0, component)) }
        }
        return result
    }

    /// Flat-form views that were never placed are still checked as nodes.
    var unplacedFlatNodes: [ViewNode] {
        guard let flat = spec.flat else { return [] }
        let placed = screenNodes.compactMap(\.id?.value)
        var result: [ViewNode] = []
        for view in flat.views where !placed.contains(view.id.value) {
            result.append(view.node)
            view.node.forEachDescendant { result.append($0) }
        }
        return result
    }

    var allNodes: [(node: ViewNode, component: ComponentDecl?)] {
        (screenNodes + unplacedFlatNodes).map { ($0, nil) } + componentNodes.map { ($0.node, $0.component) }
    }

    // MARK: Ids

    private mutating func checkIDs() {
        for node in screenNodes + unplacedFlatNodes {
            guard let id = node.id else { continue }
            if let first = ids.first(where: { $0.value == id.value }) {
                error(
                    .duplicateID(id.value), at: id.range,
                    notes: [.note("first defined here", at: first.range)])
            } else {
                ids.append(id)
            }
        }
        // Ids inside one component body are checked per body: each use makes its own copies.
        for component in spec.components {
            guard case .body(let body) = component.definition else { continue }
            var seen: [Located<String>] = []
            var nodes = [body]
            body.forEachDescendant { nodes.append($0) }
            for id in nodes.compactMap(\.id) {
                if let first = seen.first(where: { $0.value == id.value }) {
                    error(
                        .duplicateID(id.value), at: id.range,
                        notes: [.note("first defined here", at: first.range)])
                } else {
                    seen.append(id)
                }
            }
        }
    }

    /// Ids named by plans and top-level constraints must be defined; inside a component body,
    /// the body's own ids count too.
    private mutating func checkReferences() {
        let names = ids.map(\.value)
        for node in screenNodes + unplacedFlatNodes {
            checkReferences(node.layout, against: names)
        }
        checkReferences(spec.constraints, against: names)
        for component in spec.components {
            guard case .body(let body) = component.definition else { continue }
            var nodes = [body]
            body.forEachDescendant { nodes.append($0) }
            let local = nodes.compactMap(\.id?.value)
            for node in nodes {
                checkReferences(node.layout, against: local + names)
            }
        }
    }

    private mutating func checkReferences(_ items: [PlanItem], against names: [String]) {
        for item in items {
            for reference in item.viewReferences where !names.contains(reference.id) {
                let suggestion = Suggestion.closest(to: reference.id, in: names)
                error(.undefinedID(reference.id, suggestion: suggestion), at: reference.range)
            }
        }
    }
}
