import ViewSpecCore
import ViewSpecSyntax

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
            if let base = style.extends, spec.namedStyle(base.value) == nil {
                error(
                    .undefinedStyle(base.value, suggestion: Suggestion.closest(to: base.value, in: names)),
                    at: base.range)
            }
        }
        let styles = spec.styles
        let extended = styles.map { style in style.extends.flatMap { spec.namedStylePosition($0.value) } }
        for path in Cycles.paths(successors: extended.map { $0.map { [$0] } ?? [] }) {
            let names = path.map { position in
                if case .named(let name) = styles[position].selector { "." + name } else { "" }
            }
            error(.styleCycle(String(names[0].dropFirst()), chain: names), at: styles[path[0]].key.range)
        }
        for entry in allNodes {
            for style in entry.node.styles {
                // `style: $name` names a parameter or a row field, checked with the others; the
                // style it passes is known once the argument is.
                if style.value.hasPrefix("$") {
                    if !entry.readsParameters {
                        error(.styleReferenceOutsideScope(style.value), at: style.range)
                    }
                    continue
                }
                guard spec.namedStyle(style.value) != nil else {
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
        let found = inapplicableProperties(of: use.value, for: indexed) ?? walkChain(use.value, for: indexed)
        for (property, style) in found {
            error(
                .styleProperty(property.name.value, notApplicableTo: indexed.descriptor.name, style: style),
                at: use.range,
                notes: [.note("'\(property.name.value)' is set here", at: property.name.range)])
        }
    }

    /// What a named style and those it extends set that `kind` lacks, with the style setting each,
    /// the style's own first.
    ///
    /// Made once per style and kind, each from the one it extends: a walk of the whole chain per
    /// use would be quadratic for many uses of a long chain. Nil for a chain that loops (a
    /// style-cycle error already), which `walkChain` reads.
    private mutating func inapplicableProperties(of name: String, for kind: KindCatalog.IndexedKind)
        -> [(Property, String)]?
    {
        func key(_ style: String) -> String { kind.descriptor.name + " " + style }
        var path: [(name: String, style: StyleDecl)] = []
        var seen: Set<String> = []
        var found: [(Property, String)] = []
        var current: String? = name
        while let next = current {
            if let known = inapplicableCache[key(next)] {
                found = known
                break
            }
            guard let style = spec.namedStyle(next) else { break }
            guard seen.insert(next).inserted else { return nil }
            path.append((next, style))
            current = style.extends?.value
        }
        for (name, style) in path.reversed() {
            let own = style.properties.filter { kind.property($0.name.value) == nil }.map { ($0, name) }
            if !own.isEmpty { found = own + found }
            inapplicableCache[key(name)] = found
        }
        return found
    }

    private func walkChain(_ name: String, for kind: KindCatalog.IndexedKind) -> [(Property, String)] {
        var found: [(Property, String)] = []
        var visited: Set<String> = []
        var next: String? = name
        while let current = next, !visited.contains(current), let style = spec.namedStyle(current) {
            visited.insert(current)
            for property in style.properties where kind.property(property.name.value) == nil {
                found.append((property, current))
            }
            next = style.extends?.value
        }
        return found
    }
}
