import ViewSpecCore
import ViewSpecSyntax

/// The state of one check run: the spec, the names it defines (gathered once, in document
/// order so every did-you-mean is deterministic) and the diagnostics found.
package struct SpecCheck {
    let spec: Spec
    var diagnostics = DiagnosticBag()
    /// Every id of the document tree with the place it is defined, first definition first.
    private(set) var ids: [Located<String>] = []
    /// The component whose body holds the values being checked, where `$name` is first one of
    /// its parameters and then a token; nil on the screen.
    var bodyComponent: ComponentDecl?
    /// `inapplicableProperties(of:for:)`'s answers, by kind and style name.
    var inapplicableCache: [String: [(Property, String)]] = [:]
    /// The position in `spec.flat.views` of each id, the first of a repeated one.
    var flatPositions: [String: Int] = [:]

    /// One node the checks visit.
    ///
    /// A class, because the checks make many passes over every node: copying each `ViewNode` (a few
    /// hundred bytes, and a retain per field) per pass would be most of the checker's time on large
    /// specs.
    package final class Entry {
        package let node: ViewNode
        /// The index in `spec.components` of the component whose body holds the node; nil for
        /// a node of the screen.
        let component: Int?
        /// Whether the node is in a table's or collection's `cell` template.
        let inCell: Bool
        /// The node's built-in kind, nil for a component use: looked up once, as the structure
        /// and the value checks both need it and each lookup hashes the kind's name.
        private(set) lazy var kind: KindCatalog.IndexedKind? = KindCatalog.indexed(named: node.kind.value)

        init(_ node: ViewNode, component: Int?, inCell: Bool) {
            self.node = node
            self.component = component
            self.inCell = inCell
        }

        /// Whether `$name` reads a parameter or a row field here: in a body or a cell.
        var readsParameters: Bool { component != nil || inCell }
    }

    /// Every node of the screen (the tree, and flat-form views never placed in it), depth
    /// first, in document order; not the nodes of component bodies.
    let screenNodes: [Entry]
    /// The screen's nodes, then every node of every component body.
    let allNodes: [Entry]
    /// Looked up by name, never iterated; see `tokenGroups(of:)`.
    let tokenGroups: [String: TokenDecl.Group]

    init(spec: Spec) {
        self.spec = spec
        // `forEachDescendant`'s order, noting which nodes are in a cell (looking that up per
        // node among all the cells' ranges would be quadratic).
        func collect(_ node: ViewNode, component: Int?, inCell: Bool = false, into entries: inout [Entry]) {
            entries.append(Entry(node, component: component, inCell: inCell))
            for property in node.properties {
                for child in property.value.nodes {
                    collect(
                        child, component: component, inCell: inCell || property.name.value == "cell",
                        into: &entries)
                }
            }
            for index in node.children.indices {
                collect(node.children[index], component: component, inCell: inCell, into: &entries)
            }
        }
        var screen: [Entry] = []
        if let root = spec.root {
            collect(root, component: nil, into: &screen)
        }
        // Flat-form views that were never placed are still checked as nodes.
        if let flat = spec.flat {
            let placed = Set(screen.compactMap(\.node.id?.value))
            for view in flat.views where !placed.contains(view.id.value) {
                collect(view.node, component: nil, into: &screen)
            }
        }
        var all = screen
        for (index, component) in spec.components.enumerated() {
            guard case .body(let body) = component.definition else { continue }
            collect(body, component: index, into: &all)
        }
        tokenGroups = Self.tokenGroups(of: spec)
        screenNodes = screen
        allNodes = all
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
        checkArrangedViews()
        checkFlatForm()
    }

    mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.error(message, at: range, notes: notes)
    }

    // MARK: Ids

    /// The words a plan reads as targets rather than ids (`to: parent`), so a view with one of them
    /// as its id could never be named by a constraint.
    ///
    /// Anchor names stay usable as ids: every plan form but a one-word anchor value
    /// (`width: "height"`) reads them as views.
    static let reservedIDs = ["parent", "self", "previous", "safeArea", "keyboard", "keyboardSafeArea"]

    private mutating func checkIDs() {
        for entry in allNodes {
            if let id = entry.node.id, Self.reservedIDs.contains(id.value) {
                error(.reservedID(id.value), at: id.range)
            }
        }
        // Looked up by name for speed; never iterated, so the order stays the document's.
        var firstByName: [String: Located<String>] = [:]
        firstByName.reserveCapacity(screenNodes.count)
        ids.reserveCapacity(screenNodes.count)
        for entry in screenNodes {
            guard let id = entry.node.id else { continue }
            if let first = firstByName[id.value] {
                error(
                    .duplicateID(id.value), at: id.range,
                    notes: [.note("first defined here", at: first.range)])
            } else {
                firstByName[id.value] = id
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

    /// The names a reference may use: an array (document order, for did-you-mean) and a set
    /// (for lookups; never iterated).
    struct Names {
        var ordered: [String]
        var known: Set<String>

        init(_ ordered: [String]) {
            self.ordered = ordered
            self.known = Set(ordered)
        }
    }

    /// Ids named by plans and top-level constraints must be defined; inside a component body,
    /// the body's own ids count too.
    private mutating func checkReferences() {
        let names = Names(ids.map(\.value))
        for entry in screenNodes {
            checkReferences(entry.node.layout, against: names, targets: Self.reservedIDs)
            checkSpacingAfter(entry.node.properties, against: names)
        }
        checkReferences(spec.constraints, against: names)
        for component in spec.components {
            guard case .body(let body) = component.definition else { continue }
            var nodes = [body]
            body.forEachDescendant { nodes.append($0) }
            let scope = Names(nodes.compactMap(\.id?.value) + names.ordered)
            for node in nodes {
                checkReferences(node.layout, against: scope, targets: Self.reservedIDs)
            }
        }
    }

    /// `spacingAfter` is keyed by the ids of the stack's children.
    private mutating func checkSpacingAfter(_ properties: [Property], against names: Names) {
        guard
            case .object(let pairs) = properties.first(where: { $0.name.value == "spacingAfter" })?.value
                .value
        else { return }
        for pair in pairs where !names.known.contains(pair.name.value) {
            let suggestion = Suggestion.closest(to: pair.name.value, in: names.ordered)
            error(.undefinedID(pair.name.value, suggestion: suggestion), at: pair.name.range)
        }
    }

    /// `targets` are the words the items read as targets, suggested before ids: `safearea`
    /// is far likelier to mean `safeArea` than a view.
    private mutating func checkReferences(_ items: [PlanItem], against names: Names, targets: [String] = []) {
        for item in items {
            for reference in item.viewReferences where !names.known.contains(reference.id) {
                let suggestion = Suggestion.closest(to: reference.id, in: targets + names.ordered)
                error(.undefinedID(reference.id, suggestion: suggestion), at: reference.range)
            }
        }
    }
}
