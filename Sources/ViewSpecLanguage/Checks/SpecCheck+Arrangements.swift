import ViewSpecCore
import ViewSpecSyntax

/// Plans that place several views against one parent: `setStack`, `alignHorizontally`,
/// `alignVertically` and `zStack` in a node's `layout` arrange that node's children, and a VFL
/// line's `|` is the node itself, so every view they name must be one of its children. A
/// top-level VFL line's `|` is the views' common parent, so its views must share one.
///
/// Without this, a grandchild named there is laid out against the wrong parent and nothing
/// says so.
extension SpecCheck {
    /// Where a view with an id sits: the node that holds it, when it is known.
    struct Placement {
        /// The parent, described for messages: `'form'`, or `a 'stack.vertical'` without an id.
        var parent: String
        /// The parent's place, to tell two parents without ids apart.
        var parentRange: SourceRange
    }

    /// The placements of the views under one root, collected the first time a plan names a
    /// view that is not its node's child (or a top-level line names one): most plans name only
    /// children, and collecting described every parent of every view with an id.
    struct Placements {
        private let root: ViewNode
        private var collected: [String: Placement]?

        init(of root: ViewNode) {
            self.root = root
        }

        mutating func of(_ id: String) -> Placement? {
            if collected == nil {
                var placements: [String: Placement] = [:]
                SpecCheck.collectPlacements(root, into: &placements)
                collected = placements
            }
            return collected?[id]
        }
    }

    mutating func checkArrangedViews() {
        if let root = spec.root {
            var placements = Placements(of: root)
            checkArrangedViews(in: root, placements: &placements)
            checkTopLevelLines(placements: &placements)
        }
        for component in spec.components {
            guard case .body(let body) = component.definition else { continue }
            var placements = Placements(of: body)
            checkArrangedViews(in: body, placements: &placements)
        }
    }

    /// The children a node lays out itself: its `children` and a wrapper's `child`.
    ///
    /// The views of columns and cells sit in views the node makes, which no plan can name as
    /// parents.
    private static func arrangedChildren(of node: ViewNode) -> [ViewNode] {
        var result = node.children
        if case .node(let child) = node.value(named: "child") { result.append(child) }
        return result
    }

    private static func describe(_ node: ViewNode) -> String {
        node.id.map { "'\($0.value)'" } ?? "a '\(node.kind.value)'"
    }

    /// Looked up by id only, never iterated.
    ///
    /// Ids are unique here (duplicates are reported on their own), so the first placement of an id
    /// is kept.
    fileprivate static func collectPlacements(_ node: ViewNode, into placements: inout [String: Placement]) {
        for child in arrangedChildren(of: node) {
            if let id = child.id?.value, placements[id] == nil {
                placements[id] = Placement(parent: describe(node), parentRange: node.range)
            }
        }
        for child in node.children { collectPlacements(child, into: &placements) }
        for child in node.propertyNodes { collectPlacements(child, into: &placements) }
    }

    private mutating func checkArrangedViews(in node: ViewNode, placements: inout Placements) {
        // A component use's plans go to its body's root, whose children the use does not show.
        if !node.layout.isEmpty, KindCatalog.indexed(named: node.kind.value) != nil {
            let children = Self.arrangedChildren(of: node).compactMap(\.id?.value)
            for item in node.layout {
                for (name, range, form) in Self.arrangedViews(item) where !children.contains(name) {
                    // An id no view has is an `undefined-id`; one in a slot's content is unknown here.
                    guard let placement = placements.of(name) else { continue }
                    error(
                        .notAChild(
                            name, form: form, parent: placement.parent,
                            node: node.id.map { "'\($0.value)'" } ?? "this '\(node.kind.value)'"),
                        at: range)
                }
            }
        }
        for child in node.children { checkArrangedViews(in: child, placements: &placements) }
        for child in node.propertyNodes { checkArrangedViews(in: child, placements: &placements) }
    }

    /// The views an item arranges against its node, with the form's name for messages.
    private static func arrangedViews(_ item: PlanItem) -> [(String, SourceRange, String)] {
        var targets: [(PlanTarget, String)] = []
        switch item.form {
        case .arrangement(.setStack(let plan)):
            targets = (plan.views ?? []).map { ($0, "setStack") }
        case .arrangement(.align(let plan)):
            let form = plan.axis == .horizontal ? "alignHorizontally" : "alignVertically"
            targets = [(plan.first, form), (plan.second, form)]
        case .arrangement(.zStack(let plan)):
            targets = [(plan.first, "zStack"), (plan.second, "zStack")]
        case .visualFormat(let line):
            return line.views.map { ($0.name, $0.nameRange, "a VFL line") }
        case .anchor, .shortcut, .expression:
            return []
        }
        return targets.compactMap { target, form in
            target.viewID.map { ($0, target.range, form) }
        }
    }

    /// A top-level VFL line's views must have one parent, which its `|` stands for.
    private mutating func checkTopLevelLines(placements: inout Placements) {
        for item in spec.constraints {
            guard case .visualFormat(let line) = item.form else { continue }
            var first: (name: String, placement: Placement)?
            for view in line.views {
                guard let placement = placements.of(view.name) else { continue }
                guard let reference = first else {
                    first = (view.name, placement)
                    continue
                }
                if placement.parentRange != reference.placement.parentRange {
                    error(
                        .noCommonParent(
                            view.name, parent: placement.parent, first: reference.name,
                            firstParent: reference.placement.parent),
                        at: view.nameRange)
                }
            }
        }
    }
}
