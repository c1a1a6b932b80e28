import ViewSpecCore
import ViewSpecSyntax

/// `components:`: user-defined kinds. Signatures (names and parameters) are read before any
/// body, so bodies and the root may use components declared anywhere in the file.
extension SpecReader {
    mutating func components(_ node: SyntaxNode) -> [ComponentDecl] {
        guard let pairs = decoder.mapping(node, "components") else { return [] }
        var declared: [(pair: SyntaxNode.Pair, entries: [SyntaxNode.Pair])] = []
        for pair in pairs {
            let name = pair.key.text ?? ""
            if KindCatalog.kind(named: name) != nil {
                decoder.error(.componentShadowsKind(name), at: pair.key.range)
                continue
            }
            guard let entries = decoder.mapping(pair.value, "component '\(name)'") else { continue }
            let known = decoder.checkKeys(
                entries, allowed: SpecShapes.component.keys, in: "component '\(name)'")
            let params = known.value(for: "params").map { parameters($0, component: name) } ?? []
            let base = known.value(for: "extends")?.text
            declare(Signature(name: name, params: params, base: base))
            declared.append((pair, known))
        }
        var result: [ComponentDecl] = []
        for (pair, entries) in declared {
            let name = Located(pair.key.text ?? "", range: pair.key.range)
            guard let signature = signature(name.value) else { continue }
            let range = pair.key.range.through(pair.value.range)
            var declaration = ComponentDecl(
                name: name, params: signature.params, definition: nil, range: range)
            let body = entries.first { $0.key.text == "body" }
            let extends = entries.first { $0.key.text == "extends" }
            let properties = entries.first { $0.key.text == "properties" }
            if body != nil, let extends {
                decoder.error(
                    .conflictingKeys("body", "extends", in: "component '\(name.value)'"),
                    at: extends.key.range)
            } else if let body {
                if let properties {
                    decoder.error(
                        .conflictingKeys("body", "properties", in: "component '\(name.value)'"),
                        at: properties.key.range)
                }
                let names = signature.params.map(\.name.value)
                if let node = withParameters(names, { $0.decodeNode(body.value) }) {
                    declaration.definition = .body(node)
                }
            } else if let extends {
                declaration.definition = variant(name.value, extends: extends, properties: properties)
            } else {
                decoder.error(.missingKey("body", in: "component '\(name.value)'"), at: pair.key.range)
            }
            result.append(declaration)
        }
        return result
    }

    /// `extends: kind` with default `properties`, typed by the base kind's shapes.
    private mutating func variant(
        _ name: String, extends: SyntaxNode.Pair, properties: SyntaxNode.Pair?
    ) -> ComponentDecl.Definition? {
        guard let baseName = decoder.string(extends.value, "extends") else { return nil }
        let base = Located(baseName, range: extends.value.range)
        guard KindCatalog.kind(named: baseName) != nil || signature(baseName) != nil else {
            let suggestion = Suggestion.closest(to: baseName, in: kindNames)
            decoder.error(.unknownKind(baseName, suggestion: suggestion), at: extends.value.range)
            return nil
        }
        var decoded: [Property] = []
        if let properties, let pairs = decoder.mapping(properties.value, "properties") {
            if let kind = builtInBase(of: baseName) {
                let shape = ObjectShape(SpecShapes.styleProperties(for: [kind.descriptor]))
                decoded = self.properties(
                    pairs, of: properties.value, shape: shape, context: "'\(name)'",
                    ownKeys: KindCatalog.ownKeys(of: [kind.descriptor]))
            } else if let body = bodyBase(of: baseName) {
                // A variant of a component with a body presets some of its parameters.
                let shape = ObjectShape(
                    body.params.map { PropertyShape($0.name.value, Self.shape(of: $0.type?.value), "") })
                decoded = self.properties(pairs, of: properties.value, shape: shape, context: "'\(name)'")
            }
        }
        return .variant(extends: base, properties: decoded)
    }

    /// `name: type` (required) or `name: { type, default }` (optional).
    private mutating func parameters(_ node: SyntaxNode, component: String) -> [ComponentDecl.Param] {
        guard let pairs = decoder.mapping(node, "params") else { return [] }
        let types = ComponentDecl.ParamType.allCases.map(\.rawValue)
        var result: [ComponentDecl.Param] = []
        // A parameter whose declaration has a problem is kept (with a nil type, or a null
        // default) so that its uses and its body are not reported a second time.
        for pair in pairs {
            let name = Located(pair.key.text ?? "", range: pair.key.range)
            let range = pair.key.range.through(pair.value.range)
            func type(_ node: SyntaxNode) -> Located<ComponentDecl.ParamType>? {
                decoder.enumeration(node, "parameter type", cases: types)
                    .flatMap(ComponentDecl.ParamType.init(rawValue:)).map { Located($0, range: node.range) }
            }
            if pair.value.scalar != nil {
                result.append(.init(name: name, type: type(pair.value), defaultValue: nil, range: range))
                continue
            }
            guard let entries = decoder.mapping(pair.value, "parameter '\(name.value)'") else {
                result.append(.init(name: name, type: nil, defaultValue: nil, range: range))
                continue
            }
            let known = decoder.checkKeys(
                entries, allowed: SpecShapes.componentParam.keys, in: "parameter '\(name.value)'")
            let typeNode = decoder.require("type", in: known, of: pair.value, "parameter '\(name.value)'")
            let declared = typeNode.flatMap(type)
            var defaultValue: PropertyValue?
            if let node = known.value(for: "default") {
                defaultValue =
                    decodeValue(node, shape: Self.shape(of: declared?.value), what: "default")
                    ?? PropertyValue(.null, range: node.range)
            }
            result.append(.init(name: name, type: declared, defaultValue: defaultValue, range: range))
        }
        return result
    }
}
