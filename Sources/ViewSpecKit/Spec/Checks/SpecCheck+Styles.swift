/// The style sheet: keys that name kinds, families or named styles, `extends` chains, and the
/// named styles nodes opt into.
extension SpecCheck {
    var namedStyles: [StyleDecl] {
        spec.styles.filter { if case .named = $0.selector { true } else { false } }
    }

    var namedStyleNames: [String] {
        namedStyles.compactMap { if case .named(let name) = $0.selector { name } else { nil } }
    }

    mutating func checkStyles() {
        let names = namedStyleNames
        for style in spec.styles {
            if case .unknown(let key) = style.selector {
                let candidates = KindCatalog.families + KindCatalog.names + names.map { "." + $0 }
                error(
                    .unknownStyleTarget(key, suggestion: Suggestion.closest(to: key, in: candidates)),
                    at: style.key.range)
            }
            if let base = style.extends, !names.contains(base.value) {
                error(
                    .undefinedStyle(base.value, suggestion: Suggestion.closest(to: base.value, in: names)),
                    at: base.range)
            }
        }
        var reported: [String] = []
        for style in namedStyles {
            guard case .named(let name) = style.selector, !reported.contains(name) else { continue }
            var chain = [name]
            var current = style
            while let base = current.extends?.value,
                let next = namedStyles.first(where: { $0.selector == .named(base) })
            {
                chain.append(base)
                if base == name {
                    reported.append(contentsOf: chain)
                    error(.styleCycle(name, chain: chain.map { "." + $0 }), at: style.key.range)
                    break
                }
                if chain.dropLast().contains(base) { break }
                current = next
            }
        }
        let scopes = parameterScopes
        for entry in allNodes {
            for style in entry.node.styles {
                // `style: $name` names a parameter or a row field, checked with the others; the
                // style it passes is known once the argument is.
                if style.value.hasPrefix("$") {
                    if !scopes.contains(where: { $0.contains(entry.node.range) }) {
                        error(.styleReferenceOutsideScope(style.value), at: style.range)
                    }
                    continue
                }
                guard names.contains(style.value) else {
                    // `blur: { style: dark }` means the effect; the hint replaces a did-you-mean.
                    if Self.isBlurEffect(style.value, onKind: builtInKind(of: entry.node.kind.value)) {
                        error(
                            .undefinedStyle(
                                style.value, suggestion: nil, hint: "the blur effect is 'effect'"),
                            at: style.range)
                    } else {
                        error(
                            .undefinedStyle(
                                style.value, suggestion: Suggestion.closest(to: style.value, in: names)),
                            at: style.range)
                    }
                    continue
                }
                checkApplicability(of: style, toKind: entry.node.kind.value)
            }
        }
    }

    /// Whether `name` is a value of `effect` on a `blur` (or a variant of one).
    static func isBlurEffect(_ name: String, onKind kind: KindCatalog.IndexedKind?) -> Bool {
        guard let kind, kind.descriptor.name == BuiltinKind.blur.name, let effect = kind.property("effect"),
            case .enumeration(let values) = effect.shape
        else { return false }
        return values.contains(name)
    }

    /// The built-in kind a node of `kind` is: itself, or the base of a variant chain; nil for a
    /// component with a body, whose use is not one node.
    func builtInKind(of kind: String) -> KindCatalog.IndexedKind? {
        var current = kind
        for _ in 0..<32 {
            if let indexed = KindCatalog.indexed(named: current) { return indexed }
            guard let component = spec.component(named: current),
                case .variant(let base, _) = component.definition
            else { return nil }
            current = base.value
        }
        return nil
    }

    /// A named style may set any kind's properties; the node using it must have each one (its
    /// own or one it extends), as family and kind styles are checked when decoded.
    private mutating func checkApplicability(of use: Located<String>, toKind kind: String) {
        guard let indexed = builtInKind(of: kind) else { return }
        var visited: [String] = []
        var name: String? = use.value
        while let current = name, !visited.contains(current),
            let style = namedStyles.first(where: { $0.selector == .named(current) })
        {
            visited.append(current)
            for property in style.properties where indexed.property(property.name.value) == nil {
                error(
                    .styleProperty(
                        property.name.value, notApplicableTo: indexed.descriptor.name, style: current),
                    at: use.range,
                    notes: [.note("'\(property.name.value)' is set here", at: property.name.range)])
            }
            name = style.extends?.value
        }
    }
}
