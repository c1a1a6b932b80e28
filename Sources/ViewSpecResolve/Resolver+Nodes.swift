import ViewSpecCore
import ViewSpecLanguage

/// Turning nodes into views: built-in kinds through their factories, component uses by
/// expanding their bodies, table rows by instantiating the cell template once per row, and
/// `embed` by resolving another spec's root in its place.
extension ResolverState {
    /// What a component use (or an `embed`) hands to the view that stands for it: the root of
    /// the body takes the use's id, styles, layout and place.
    struct Use {
        var name: String?
        var nameScope: Int
        var outputID: String
        var styles: [(style: Located<String>, document: Int)]
        var layout: [ScopedPlan]
        /// Layers between the kind style and the named styles: a variant's properties.
        var variantLayers: [(properties: [Property], frame: Int, origin: String)]
        /// Properties of an `embed` node, over the embedded root's own.
        var overrides: [(properties: [Property], frame: Int)]
        var range: SourceRange
        var component: String?
    }

    /// Resolves `node` as child number `siblingIndex` of `parent` and returns its view's index.
    @discardableResult
    mutating func resolveNode(
        _ node: ViewNode, in context: Context, parent: Int?, siblingIndex: Int, use: Use? = nil
    ) -> Int? {
        guard nodeDepth < Self.maximumNodeDepth else {
            // Once: every branch of the expansion reaches the limit at about the same place.
            if !reportedTooDeep { error(.expansionTooDeep(Self.maximumNodeDepth), at: node.kind.range) }
            reportedTooDeep = true
            return nil
        }
        guard views.count < Self.maximumViews else {
            reportTooManyViews(at: node.kind.range)
            return nil
        }
        nodeDepth += 1
        defer { nodeDepth -= 1 }
        let kind = node.kind.value
        if let builtin = BuiltinKind(name: kind) {
            if builtin == .embed {
                return embed(node, in: context, parent: parent, siblingIndex: siblingIndex, use: use)
            }
            return makeView(
                kind: builtin, node: node, in: context, parent: parent, siblingIndex: siblingIndex, use: use)
        }
        guard let declaration = documents[context.document].spec.component(named: kind) else { return nil }
        var use =
            use
            ?? Use(
                name: node.id?.value, nameScope: context.scope,
                outputID: outputID(
                    name: node.id?.value, scope: context.scope, kind: kind, parent: parent,
                    siblingIndex: siblingIndex),
                styles: [], layout: [], variantLayers: [], overrides: [], range: node.range, component: kind)
        if use.component == nil { use.component = kind }
        // The use's own styles and plans come after the body root's.
        let ownStyles = styleNames(node.styles, frame: context.frame, document: context.document)
        let ownLayout = node.layout.map { ScopedPlan($0, scope: context.scope) }
        use.styles = ownStyles + use.styles
        use.layout = ownLayout + use.layout

        // Walk the variants down to a built-in kind or a component with a body.
        var presets: [(properties: [Property], frame: Int)] = []
        var current = declaration
        var seen: Set<String> = []
        let documentFrame = documents[context.document].frame
        while seen.insert(current.name.value).inserted {
            switch current.definition {
            case .variant(let base, let properties):
                // Gathered from the use down and read base first.
                presets.append((properties, documentFrame))
                if let builtin = BuiltinKind(name: base.value) {
                    use.variantLayers.insert(
                        contentsOf: presets.reversed().map { ($0.properties, $0.frame, "variant \(kind)") },
                        at: 0)
                    var builtIn = node
                    builtIn.kind = Located(base.value, range: node.kind.range)
                    builtIn.styles = []
                    builtIn.layout = []
                    builtIn.id = nil
                    return makeView(
                        kind: builtin, node: builtIn, in: context, parent: parent,
                        siblingIndex: siblingIndex,
                        use: use)
                }
                guard let next = documents[context.document].spec.component(named: base.value) else {
                    return nil
                }
                current = next
            case .body(let body):
                return expand(
                    current, body: body, presets: presets.reversed(), node: node, in: context, parent: parent,
                    use: use)
            case nil:
                return nil
            }
        }
        return nil
    }

    /// Once, at the node that crosses the limit: every later node stops there too.
    private mutating func reportTooManyViews(at range: SourceRange) {
        if !reportedTooManyViews { error(.tooManyViews(Self.maximumViews), at: range) }
        reportedTooManyViews = true
    }

    /// A use of a component with a body: the arguments are bound in a new frame, the body's ids
    /// live in a new scope, and the use's children fill the body's `slot`.
    private mutating func expand(
        _ component: ComponentDecl, body: ViewNode, presets: [(properties: [Property], frame: Int)],
        node: ViewNode, in context: Context, parent: Int?, use: Use
    ) -> Int? {
        var values: [String: Bindings.Argument] = [:]
        let documentFrame = documents[context.document].frame
        for param in component.params {
            if let value = param.defaultValue {
                values[param.name.value] = .init(value: value, frame: documentFrame)
            }
        }
        for preset in presets {
            for property in preset.properties where component.param(property.name.value) != nil {
                values[property.name.value] = .init(value: property.value, frame: preset.frame)
            }
        }
        for property in node.properties where component.param(property.name.value) != nil {
            values[property.name.value] = .init(value: property.value, frame: context.frame)
        }
        let slot = Bindings.Slot(
            nodes: node.children, frame: context.frame, scope: context.scope, document: context.document)
        let frame = bindings.open(
            parent: context.frame, document: context.document, values: values, slot: slot)
        scopes.append(
            NameScope(
                parent: context.scope, prefix: use.outputID + "/", tokens: documents[context.document].tokens)
        )
        let scope = scopes.count - 1
        for param in component.params {
            // Only number arguments serve as `$name` constants in plans; others are not errors.
            if let argument = values[param.name.value],
                let points = numberIfAny(bindings.resolve(argument.value, in: argument.frame))
            {
                scopes[scope].lengths[param.name.value] = points
            }
        }
        return resolveNode(
            body, in: Context(document: context.document, frame: frame, scope: scope), parent: parent,
            siblingIndex: 0, use: use)
    }

    /// A number or length argument's points, without reporting anything else.
    private func numberIfAny(_ written: ValueReader.Written) -> Double? {
        switch written.value.value {
        case .number(let number): return number
        case .length(.points(let points)): return points
        case .length(.reference(let name, _)): return document(of: written.frame).tokens.points(name)
        default: return nil
        }
    }

    /// Resolves `nodes` as the children of `parent`, a body's `slot` standing for the use's
    /// children.
    mutating func resolveChildren(_ nodes: [ViewNode], in context: Context, parent: Int) {
        for node in nodes {
            if node.kind.value == BuiltinKind.slot.name {
                guard let slot = bindings.slot(in: context.frame) else { continue }
                resolveChildren(
                    slot.nodes, in: Context(document: slot.document, frame: slot.frame, scope: slot.scope),
                    parent: parent)
                continue
            }
            resolveNode(node, in: context, parent: parent, siblingIndex: views[parent].children.count)
        }
    }

    // MARK: Built-in kinds

    private mutating func makeView(
        kind: BuiltinKind, node: ViewNode, in context: Context, parent: Int?, siblingIndex: Int, use: Use?
    ) -> Int? {
        let base = kindBase(kind, document: context.document)
        let factory = kindBases[base].factory
        let descriptor = kindBases[base].descriptor
        let name = use?.name ?? node.id?.value
        let nameScope = use?.nameScope ?? context.scope
        let id =
            use?.outputID
            ?? outputID(
                name: name, scope: nameScope, kind: kind.name, parent: parent, siblingIndex: siblingIndex)
        let layers = layers(for: node, base: base, kind: descriptor, in: context, use: use)
        let index = views.count
        do {
            // In a scope of its own, so that the tree holds the view's only copy once it is
            // appended: a stack's custom spacing, set below once its children exist, would
            // otherwise copy the view's parts while this one lives on.
            var view = ResolvedView(
                id: id, name: name, scope: nameScope, kind: .builtin(kind), traits: kindBases[base].traits,
                range: use?.range ?? node.range)
            view.component = use?.component
            view.parent = parent
            apply(
                layers, base: base, factory: factory, descriptor: descriptor, node: node,
                document: context.document, to: &view)
            views.append(view)
        }

        var layout = node.layout.map { ScopedPlan($0, scope: context.scope) } + (use?.layout ?? [])
        if layout.isEmpty, !factory.defaultLayout.isEmpty, parent != nil {
            layout = factory.defaultLayout.map {
                ScopedPlan($0.item(at: node.kind.range), scope: context.scope)
            }
        }
        if !layout.isEmpty { writtenPlans[index] = layout }
        if let parent { views[parent].children.append(index) }
        register(name, scope: nameScope, view: index)

        switch descriptor.content {
        case .children:
            resolveChildren(node.children, in: context, parent: index)
        case .child:
            if let child = node.property("child"), case .node(let wrapped) = child.value.value {
                resolveChildren([wrapped], in: context, parent: index)
            }
        case .columns:
            columns(of: node, in: context, parent: index)
        case .cell:
            cells(of: node, in: context, parent: index)
        case .none:
            break
        }
        if case .stack(var rules) = views[index].arrangement {
            rules.customSpacing = customSpacing(node, layers: layers, stack: index)
            views[index].arrangement = .stack(rules)
        }
        return index
    }

    /// The layers of properties that apply to `node`, lowest precedence first.
    private mutating func layers(
        for node: ViewNode, base: Int, kind: KindDescriptor, in context: Context, use: Use?
    ) -> PropertyLayers {
        var layers = kindBases[base].layers
        for variant in use?.variantLayers ?? [] {
            layers.add(variant.properties, frame: variant.frame, origin: variant.origin, onlyIn: kind)
        }
        let named =
            styleNames(node.styles, frame: context.frame, document: context.document) + (use?.styles ?? [])
        for (style, document) in named {
            for declaration in namedStyleChain(style.value, document: document) {
                layers.add(
                    declaration.properties, frame: documents[document].frame, origin: "style .\(style.value)",
                    onlyIn: kind)
            }
        }
        // The decoder checked the node's properties against its kind already.
        layers.add(node.properties, frame: context.frame, origin: "node")
        for override in use?.overrides ?? [] {
            layers.add(override.properties, frame: override.frame, origin: "embed", onlyIn: kind)
        }
        return layers
    }

    /// The factory's defaults and the family and kind styles: the same for every node of a kind in
    /// a document, so made once per kind, with the kind's definition at hand.
    ///
    /// Returns the index in `kindBases`.
    private mutating func kindBase(_ builtin: BuiltinKind, document: Int) -> Int {
        let key = KindBase.Key(document: document, kind: builtin)
        if let known = kindBaseIndex[key] { return known }
        let kind = builtin.descriptor
        let factory = builtin.factory
        var layers = PropertyLayers()
        let documentFrame = documents[document].frame
        layers.add(
            factory.defaults.map {
                Property(
                    name: Located($0.name, range: .builtIn), value: PropertyValue($0.value, range: .builtIn))
            }, frame: documentFrame, origin: "factory")
        let styles = documents[document].spec.styles
        for style in styles where style.selector == .family(kind.family) {
            layers.add(
                style.properties, frame: documentFrame, origin: "style \(style.key.value)", onlyIn: kind)
        }
        for style in styles where style.selector == .kind(kind.name) {
            layers.add(
                style.properties, frame: documentFrame, origin: "style \(style.key.value)", onlyIn: kind)
        }
        layers.endBase()
        kindBases.append(
            KindBase(descriptor: kind, factory: factory, traits: builtin.traits, layers: layers))
        kindBaseIndex[key] = kindBases.count - 1
        return kindBases.count - 1
    }

    /// A named style and the styles it extends, base first; made once per style and document,
    /// as every node that names the style (and every style extending it) needs the chain.
    private mutating func namedStyleChain(_ name: String, document: Int) -> [StyleDecl] {
        let key = "\(document) \(name)"
        if let known = styleChainCache[key] { return known }
        let spec = documents[document].spec
        var chain: [StyleDecl] = []
        var seen: Set<String> = []
        var next: String? = name
        while let current = next, let style = spec.namedStyle(current), seen.insert(current).inserted {
            chain.append(style)
            next = style.extends?.value
        }
        chain.reverse()
        styleChainCache[key] = chain
        return chain
    }

    /// `spacingAfter: { title: 24 }`: the ids are the stack's children's.
    private mutating func customSpacing(_ node: ViewNode, layers: PropertyLayers, stack: Int) -> [(
        child: Int, spacing: Double
    )] {
        guard let entry = layers.entry("spacingAfter"), case .object(let pairs) = entry.property.value.value
        else { return [] }
        var result: [(child: Int, spacing: Double)] = []
        let children = views[stack].children
        for pair in pairs {
            guard let points = read({ $0.number((pair.value, entry.frame)) }) else { continue }
            if let position = children.firstIndex(where: { views[$0].name == pair.name.value }) {
                result.append((position, points))
            } else {
                let names = children.compactMap { views[$0].name }
                let suggestion = Suggestion.closest(to: pair.name.value, in: names)
                error(
                    .spacingAfterNotAChild(pair.name.value, suggestion: suggestion), at: pair.name.range,
                    view: views[stack].id)
            }
        }
        return result
    }

    // MARK: Synthesized children

    /// `stack.twoColumns`: ViewFactory's two column stacks inside the row.
    private mutating func columns(of node: ViewNode, in context: Context, parent: Int) {
        let spacing: Double
        if case .stack(let rules) = views[parent].arrangement {
            spacing = rules.spacing
        } else {
            spacing = 24
        }
        for (position, key) in ["left", "right"].enumerated() {
            var column = ResolvedView(
                id: "\(views[parent].id)/column[\(position)]", name: nil, scope: context.scope,
                kind: .builtin(.stack),
                range: node.property(key)?.name.range ?? node.range)
            column.isSynthesized = true
            column.parent = parent
            column.arrangement = .stack(KindDefinition.column(spacing: spacing))
            let index = views.count
            views.append(column)
            views[parent].children.append(index)
            if let nodes = node.property(key)?.value.nodes {
                resolveChildren(nodes, in: context, parent: index)
            }
        }
    }

    /// A table's or a collection's cells: the template once per row, each row's fields bound
    /// for the template's `$field`s, each row's ids in a scope of their own.
    private mutating func cells(of node: ViewNode, in context: Context, parent: Int) {
        guard let template = node.property("cell"), case .node(let cell) = template.value.value else {
            return
        }
        let rows: [PropertyValue]
        if let written = node.property("rows") {
            rows = read { $0.items((written.value, context.frame)) }.map(\.value)
        } else {
            rows = []
        }
        var insets = EdgeInsets.zero
        if case .rows(_, let cellInsets, let accessory) = views[parent].arrangement {
            insets = cellInsets
            // The accessory narrows the content from the trailing side.
            if direction == .rightToLeft {
                insets.left += accessory.trailingRoom
            } else {
                insets.right += accessory.trailingRoom
            }
        }
        for (row, fields) in rows.enumerated() {
            guard views.count < Self.maximumViews else {
                reportTooManyViews(at: fields.range)
                return
            }
            var values: [String: Bindings.Argument] = [:]
            if case .object(let pairs) = fields.value {
                for pair in pairs { values[pair.name.value] = .init(value: pair.value, frame: context.frame) }
            }
            let frame = bindings.open(parent: context.frame, document: context.document, values: values)
            let cellID = "\(views[parent].id)/cell[\(row)]"
            scopes.append(
                NameScope(
                    parent: context.scope, prefix: cellID + "/", tokens: documents[context.document].tokens))
            let scope = scopes.count - 1
            if case .object(let pairs) = fields.value {
                for pair in pairs {
                    if case .number(let points) = pair.value.value {
                        scopes[scope].lengths[pair.name.value] = points
                    }
                }
            }
            var cellView = ResolvedView(
                id: cellID, name: nil, scope: scope, kind: .cell, range: fields.range)
            cellView.isSynthesized = true
            cellView.parent = parent
            cellView.arrangement = .wrapper(position: .fill, insets: insets)
            let index = views.count
            views.append(cellView)
            views[parent].children.append(index)
            resolveNode(
                cell, in: Context(document: context.document, frame: frame, scope: scope), parent: index,
                siblingIndex: 0)
        }
    }
}
