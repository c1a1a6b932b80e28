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
        for entry in allNodes {
            for style in entry.node.styles where !names.contains(style.value) {
                error(
                    .undefinedStyle(style.value, suggestion: Suggestion.closest(to: style.value, in: names)),
                    at: style.range)
            }
        }
    }
}
