import ViewSpecCore
import ViewSpecLanguage

/// `embed: { file: header.yaml }`: the other spec's root in place of the node, resolved with
/// that spec's own palette, tokens, styles and components; the node's id, styles, layout and
/// other properties apply to the embedded root as a component use's do to its body.
extension ResolverState {
    mutating func embed(
        _ node: ViewNode, in context: Context, parent: Int?, siblingIndex: Int, use: Use?
    ) -> Int? {
        let name = use?.name ?? node.id?.value
        let nameScope = use?.nameScope ?? context.scope
        let id =
            use?.outputID
            ?? outputID(
                name: name, scope: nameScope, kind: BuiltinKind.embed.name, parent: parent,
                siblingIndex: siblingIndex)
        let fileProperty = node.property("file")
        let path =
            fileProperty.flatMap { property in read { $0.string((property.value, context.frame)) } } ?? ""
        let range = fileProperty?.value.range ?? node.range

        if let spec = loadEmbedded(path, range: range), let root = spec.root {
            embedding.append((spec.range.file, range))
            defer { embedding.removeLast() }
            let document = openDocument(spec, parentScope: nil, prefix: id + "/")
            let scope = documents[document].scope
            var overrides = use?.overrides ?? []
            overrides.insert((node.properties.filter { $0.name.value != "file" }, context.frame), at: 0)
            let embedUse = Use(
                name: name, nameScope: nameScope, outputID: id,
                styles: styleNames(node.styles, frame: context.frame, document: context.document)
                    + (use?.styles ?? []),
                layout: node.layout.map { ScopedPlan($0, scope: context.scope) } + (use?.layout ?? []),
                variantLayers: [], overrides: overrides, range: use?.range ?? node.range,
                component: use?.component)
            let index = resolveNode(
                root, in: Context(document: document, frame: documents[document].frame, scope: scope),
                parent: parent,
                siblingIndex: siblingIndex, use: embedUse)
            if let index, let rootName = root.id?.value { register(rootName, scope: scope, view: index) }
            constraints.append(contentsOf: spec.constraints.map { ScopedPlan($0, scope: scope) })
            return index
        }
        // Unavailable (reported): an empty view holds the place so the rest still lays out.
        var view = ResolvedView(
            id: id, name: name, scope: nameScope, kind: .builtin(.embed), range: use?.range ?? node.range)
        view.parent = parent
        let index = views.count
        writtenPlans[index] = node.layout.map { ScopedPlan($0, scope: context.scope) } + (use?.layout ?? [])
        views.append(view)
        if let parent { views[parent].children.append(index) }
        register(name, scope: nameScope, view: index)
        return index
    }

    /// The embedded spec at `path`, or nil after reporting why it cannot be used.
    private mutating func loadEmbedded(_ path: String, range: SourceRange) -> Spec? {
        guard embedding.count < Self.maximumEmbedDepth else {
            // Once: files that embed the next twice reach the limit at every branch.
            if !reportedEmbedTooDeep { error(.embedTooDeep(Self.maximumEmbedDepth), at: range) }
            reportedEmbedTooDeep = true
            return nil
        }
        guard let load = options.loadEmbedded else {
            error(.embedUnavailable(path), at: range)
            return nil
        }
        var reported = DiagnosticBag()
        let spec = load(path, range, &reported)
        diagnostics.append(contentsOf: reported)
        guard let spec, !reported.hasErrors else {
            if spec != nil { error(.embeddedSpecHasErrors(path), at: range) }
            return nil
        }
        // The loader names the spec by its resolved path, so `a.yaml` and `./a.yaml` are one.
        let file = spec.range.file
        if filesInEmbedCycles.contains(file) { return nil }
        if file == documents.first?.spec.range.file || embedding.contains(where: { $0.file == file }) {
            let chain = [documents[0].spec.range.file] + embedding.map(\.file) + [file]
            filesInEmbedCycles.formUnion(chain.drop { $0 != file })
            // Reported at the outermost embed, in the spec being validated, with a note at
            // each embed on the way round.
            let outermost = embedding.first?.range ?? range
            let notes = (embedding.dropFirst().map(\.range) + [range]).map {
                Diagnostic.note("embedded from here", at: $0)
            }
            let message = DiagnosticMessage.embedCycle(Array(chain.drop { $0 != file }))
            if reportedEmbedCycles.insert("\(outermost) \(message.text)").inserted {
                error(message, at: outermost, notes: notes)
            }
            return nil
        }
        return spec
    }
}
