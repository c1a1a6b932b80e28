import ViewSpecCore
import ViewSpecSyntax

/// Components: cycles, the parameters a use passes, and the `$names` a body reads.
extension SpecCheck {
    mutating func checkComponents() {
        checkComponentCycles()
        for entry in allNodes {
            // Looked at through fields first: passing the whole node copies it.
            if spec.component(named: entry.node.kind.value) != nil {
                checkUse(entry.node)
            }
            if entry.node.kind.value == BuiltinKind.slot.name, entry.component == nil {
                error(.slotOutsideComponent, at: entry.node.kind.range)
            }
        }
        for component in spec.components {
            guard case .body(let body) = component.definition else { continue }
            var nodes = [body]
            body.forEachDescendant { nodes.append($0) }
            let params = component.params.map(\.name.value)
            for node in nodes {
                checkParameterReferences(
                    node, params: params, scope: "component '\(component.name.value)'", readsTokens: true)
            }
        }
        for entry in screenNodes where entry.node.properties.contains(where: { $0.name.value == "cell" }) {
            checkCellReferences(entry.node)
        }
    }

    /// The components a component is made of, as positions in `spec.components`: those its
    /// body uses, or the one it extends.
    private func dependencies(of component: ComponentDecl) -> [Int] {
        switch component.definition {
        case .body(let body):
            var kinds = [body.kind.value]
            body.forEachDescendant { kinds.append($0.kind.value) }
            return kinds.compactMap { spec.componentPosition(named: $0) }
        case .variant(let base, _):
            return spec.componentPosition(named: base.value).map { [$0] } ?? []
        case nil:
            return []
        }
    }

    /// Reports each cycle once, at the first of its components in document order.
    private mutating func checkComponentCycles() {
        let components = spec.components
        for path in Cycles.paths(successors: components.map(dependencies)) {
            let start = components[path[0]]
            error(
                .componentCycle(start.name.value, chain: path.map { components[$0].name.value }),
                at: start.name.range)
        }
    }

    /// A use passes only declared parameters and every required one.
    private mutating func checkUse(_ node: ViewNode) {
        // A variant of a component with a body presets some parameters; uses pass the rest.
        var preset: [String] = []
        var current = node.kind.value
        var component: ComponentDecl?
        for _ in 0..<32 {
            guard let declaration = spec.component(named: current) else { break }
            if case .variant(let base, let properties) = declaration.definition {
                preset += properties.map(\.name.value)
                current = base.value
                continue
            }
            if case .body = declaration.definition { component = declaration }
            break
        }
        guard let component else { return }
        let declared = [
            Diagnostic.note("'\(component.name.value)' is declared here", at: component.name.range)
        ]
        if let key = node.childrenKeyRange, !node.children.isEmpty, !Self.hasSlot(component) {
            error(.noSlot(component: component.name.value), at: key, notes: declared)
        }
        let names = component.params.map(\.name.value)
        for property in node.properties where component.param(property.name.value) == nil {
            let suggestion = Suggestion.closest(to: property.name.value, in: names)
            error(
                .unknownParameter(
                    property.name.value, component: component.name.value, suggestion: suggestion),
                at: property.name.range, notes: declared)
        }
        // A parameter whose value did not decode was passed: its type error is enough.
        for param in component.params
        where param.isRequired && node.property(param.name.value) == nil && !preset.contains(param.name.value)
            && !node.rejectedProperties.contains(param.name.value)
        {
            error(
                .missingParameter(param.name.value, component: component.name.value), at: node.kind.range,
                notes: [.note("'\(param.name.value)' is declared here", at: param.name.range)])
        }
    }

    /// Whether a use's children have somewhere to go: a `slot` anywhere in the body, the body
    /// itself included.
    static func hasSlot(_ component: ComponentDecl) -> Bool {
        guard case .body(let body) = component.definition else { return false }
        if body.kind.value == BuiltinKind.slot.name { return true }
        var found = false
        body.forEachDescendant { found = found || $0.kind.value == BuiltinKind.slot.name }
        return found
    }

    /// `$name` and `${name}` inside a body or a cell must name one of its parameters (or row
    /// fields); in a body (`readsTokens`) a `${name}` may name a token too.
    ///
    /// A body's `$name` that is no parameter was decoded as a token and is checked as one.
    private mutating func checkParameterReferences(
        _ node: ViewNode, params: [String], scope: String, readsTokens: Bool = false
    ) {
        for (name, range) in Self.styleParameters(of: node) where !params.contains(name) {
            error(
                .undefinedParameter(name, scope: scope, suggestion: Suggestion.closest(to: name, in: params)),
                at: range)
        }
        for property in node.properties {
            Self.forEachValue(property.value) { value in
                for (name, range) in Self.parameterNames(in: value) where !params.contains(name) {
                    if readsTokens, group(ofToken: name) != nil { continue }
                    let tokens = readsTokens ? TokenDecl.Group.allCases.flatMap(tokenNames) : []
                    let suggestion =
                        Suggestion.closest(to: name, in: params) ?? Suggestion.closest(to: name, in: tokens)
                    error(
                        .undefinedParameter(name, scope: scope, suggestion: suggestion, orToken: readsTokens),
                        at: range)
                }
            }
        }
    }

    /// A table's or collection's cell reads `$field`s of its rows: each must be in some row
    /// (else an undefined parameter), and in every row (else that row misses it); a row field
    /// the cell never reads is likely a typo.
    private mutating func checkCellReferences(_ node: ViewNode) {
        guard let cell = node.property("cell"), case .node(let template) = cell.value.value,
            let rows = node.property("rows"), case .list(let items) = rows.value.value
        else { return }
        var fields: [String] = []
        for case .object(let pairs) in items.map(\.value) {
            for pair in pairs where !fields.contains(pair.name.value) { fields.append(pair.name.value) }
        }
        let kind = node.kind.value
        let scope = "the rows of '\(kind)'"
        var nodes = [template]
        template.forEachDescendant { nodes.append($0) }
        // What the cell reads, each name once, at its first place.
        var read: [(name: String, range: SourceRange)] = []
        for node in nodes {
            checkParameterReferences(node, params: fields, scope: scope)
            for (name, range) in Self.styleParameters(of: node)
            where !read.contains(where: { $0.name == name }) {
                read.append((name, range))
            }
            for property in node.properties {
                Self.forEachValue(property.value) { value in
                    for (name, range) in Self.parameterNames(in: value)
                    where !read.contains(where: { $0.name == name }) {
                        read.append((name, range))
                    }
                }
            }
        }
        let readNames = read.map(\.name)
        for row in items {
            guard case .object(let pairs) = row.value else { continue }
            for pair in pairs where !readNames.contains(pair.name.value) {
                let suggestion = Suggestion.closest(to: pair.name.value, in: readNames)
                diagnostics.warning(
                    .unusedRowField(pair.name.value, kind: kind, suggestion: suggestion), at: pair.name.range)
            }
            // A field no row has was reported at the reference, as an undefined parameter.
            for field in read
            where fields.contains(field.name) && !pairs.contains(where: { $0.name.value == field.name }) {
                error(
                    .missingRowField(field.name, kind: kind), at: row.range,
                    notes: [.note("'$\(field.name)' is read here", at: field.range)])
            }
        }
    }

    /// `style: $name`: the parameters (or row fields) a node's styles read, with their places.
    static func styleParameters(of node: ViewNode) -> [(String, SourceRange)] {
        node.styles.compactMap { style in
            style.value.hasPrefix("$") ? (String(style.value.dropFirst()), style.range) : nil
        }
    }

    /// The parameter names a value reads, with their places.
    static func parameterNames(in value: PropertyValue) -> [(String, SourceRange)] {
        switch value.value {
        case .parameter(let name): [(name, value.range)]
        case .interpolated(let segments):
            segments.compactMap {
                if case .reference(let name) = $0 { (name, value.range) } else { nil }
            }
        default: []
        }
    }

    /// Calls `body` on `value` and every value nested in its lists and objects (not in nodes,
    /// which the tree walk visits on their own).
    package static func forEachValue(_ value: PropertyValue, _ body: (PropertyValue) -> Void) {
        body(value)
        switch value.value {
        case .list(let items): items.forEach { forEachValue($0, body) }
        case .object(let pairs): pairs.forEach { forEachValue($0.value, body) }
        default: break
        }
    }
}
