import ViewSpecCore
import ViewSpecSyntax

/// Palettes, colours and tokens: every name a colour or a length reads must be defined.
extension SpecCheck {
    var paletteNames: [String] { PaletteRole.builtInPalettes + spec.palettes.map(\.name.value) }

    func isPalette(_ name: String) -> Bool {
        PaletteRole.builtInPalettes.contains(name) || spec.palettePosition(named: name) != nil
    }

    mutating func checkPalettes() {
        let names = paletteNames
        for palette in spec.palettes {
            if let base = palette.extends, !isPalette(base.value) {
                let suggestion = Suggestion.closest(to: base.value, in: names)
                error(.undefinedPalette(base.value, suggestion: suggestion), at: base.range)
            }
            for override in palette.overrides where !PaletteRole.names.contains(override.role.value) {
                let suggestion = Suggestion.closest(to: override.role.value, in: PaletteRole.names)
                error(
                    .unknownPaletteRole(override.role.value, suggestion: suggestion), at: override.role.range)
            }
        }
        let palettes = spec.palettes
        let extended = palettes.map { palette in
            palette.extends.flatMap { spec.palettePosition(named: $0.value) }
        }
        for path in Cycles.paths(successors: extended.map { $0.map { [$0] } ?? [] }) {
            let start = palettes[path[0]]
            error(
                .paletteCycle(start.name.value, chain: path.map { palettes[$0].name.value }),
                at: start.name.range)
        }
        if let selected = spec.selectedPalette, !isPalette(selected.value) {
            let suggestion = Suggestion.closest(to: selected.value, in: names)
            error(.undefinedPalette(selected.value, suggestion: suggestion), at: selected.range)
        }
    }

    // MARK: Tokens

    /// The tokens of one group, built-in first.
    func tokenNames(_ group: TokenDecl.Group) -> [String] {
        Self.tokenNames(group, in: spec)
    }

    static func tokenNames(_ group: TokenDecl.Group, in spec: Spec) -> [String] {
        let builtIn: [String]
        switch group {
        case .padding: builtIn = TokenDecl.builtInPadding.map(\.name)
        case .elevation: builtIn = TokenDecl.builtInElevation.map(\.name)
        case .length, .color, .gradient: builtIn = []
        }
        return builtIn + spec.tokens.filter { $0.group == group }.map(\.name.value)
    }

    func group(ofToken name: String) -> TokenDecl.Group? {
        tokenGroups[name]
    }

    /// The group of every token name, the first group in `TokenDecl.Group.allCases` order
    /// when a name is in several; built once, as every `$token` of the spec is looked up.
    static func tokenGroups(of spec: Spec) -> [String: TokenDecl.Group] {
        var groups: [String: TokenDecl.Group] = [:]
        for group in TokenDecl.Group.allCases {
            for name in tokenNames(group, in: spec) where groups[name] == nil { groups[name] = group }
        }
        return groups
    }

    mutating func checkTokens() {
        // The first definition of each name, looked up, never iterated: a search of the ones
        // before would make a long token map quadratic.
        var firstDefined: [String: SourceRange] = [:]
        for token in spec.tokens {
            let name = token.name.value
            if TokenDecl.builtInPadding.contains(where: { $0.name == name }) {
                error(.builtInToken(name, group: "padding"), at: token.name.range)
            } else if TokenDecl.builtInElevation.contains(where: { $0.name == name }) {
                error(.builtInToken(name, group: "elevation"), at: token.name.range)
            } else if let first = firstDefined[name] {
                error(
                    .duplicateToken(name), at: token.name.range,
                    notes: [.note("first defined here", at: first)])
            } else {
                firstDefined[name] = token.name.range
            }
            switch token.value.value {
            case .color(let color): checkColor(color, at: token.value.range)
            case .gradient(let properties):
                for property in properties { checkValue(property.value, property: property.name.value) }
            case .points: break
            }
        }
        for palette in spec.palettes {
            for override in palette.overrides {
                checkColor(override.color.value, at: override.color.range)
                if let dark = override.dark { checkColor(dark.value, at: dark.range) }
            }
        }
        for entry in allNodes {
            bodyComponent = entry.component.map { spec.components[$0] }
            checkPlanTokens(entry.node.layout)
        }
        bodyComponent = nil
        checkPlanTokens(spec.constraints)
        if let spacing = spec.options.standardSpacing { checkLength(spacing.value) }
        if let spacing = spec.options.superviewSpacing { checkLength(spacing.value) }
    }

    /// A token of `expected`'s group; nil `expected` accepts any group.
    mutating func checkToken(_ name: String, expected: TokenDecl.Group?, at range: SourceRange) {
        // A parameter's argument is checked where the resolver reads it.
        if let component = bodyComponent, component.param(name) != nil { return }
        guard let group = group(ofToken: name) else {
            let candidates =
                expected.map { Self.accepted(by: $0).flatMap(tokenNames) }
                ?? TokenDecl.Group.allCases.flatMap(tokenNames)
            if let component = bodyComponent {
                let params = component.params.map(\.name.value)
                let suggestion =
                    Suggestion.closest(to: name, in: params) ?? Suggestion.closest(to: name, in: candidates)
                error(
                    .undefinedParameter(
                        name, scope: "component '\(component.name.value)'", suggestion: suggestion,
                        orToken: true),
                    at: range)
                return
            }
            error(.undefinedToken(name, suggestion: Suggestion.closest(to: name, in: candidates)), at: range)
            return
        }
        if let expected, !Self.accepted(by: expected).contains(group) {
            let article =
                switch expected {
                case .elevation: "an elevation"
                case .padding, .length: "a padding or length"
                default: "a \(Self.displayName(expected))"
                }
            error(.wrongTokenGroup(name, group: Self.displayName(group), expected: article), at: range)
        }
    }

    /// The groups whose tokens go where `expected`'s do: a length takes padding and length tokens.
    static func accepted(by expected: TokenDecl.Group) -> [TokenDecl.Group] {
        expected == .padding || expected == .length ? [.padding, .length] : [expected]
    }

    static func displayName(_ group: TokenDecl.Group) -> String {
        switch group {
        case .padding: "padding"
        case .length: "length"
        case .elevation: "elevation"
        case .color: "colour"
        case .gradient: "gradient"
        }
    }

    /// Plans use padding (or length) tokens wherever they take a length.
    private mutating func checkPlanTokens(_ items: [PlanItem]) {
        for item in items {
            for reference in item.tokenReferences {
                checkToken(reference.name, expected: .padding, at: reference.range)
            }
        }
    }

    mutating func checkLength(_ length: Length) {
        if case .reference(let name, let range) = length {
            checkToken(name, expected: .padding, at: range)
        }
    }

    /// A role must be one of the 18; a token must be a colour token.
    mutating func checkColor(_ color: ColorValue, at range: SourceRange) {
        switch color {
        case .role(let name) where !PaletteRole.names.contains(name):
            // A token written without its `$` is a likely slip too, so tokens are matched bare.
            let suggestion =
                Suggestion.closest(to: name, in: PaletteRole.names + RGBA.names)
                ?? Suggestion.closest(to: name, in: tokenNames(.color)).map { "$" + $0 }
            error(.unknownColor(name, suggestion: suggestion), at: range)
        case .token(let name):
            checkToken(name, expected: .color, at: range)
        case .dynamic(let light, let dark):
            checkColor(light, at: range)
            checkColor(dark, at: range)
        default:
            break
        }
    }

    /// Colours, lengths and tokens in every property value of every node, style and variant.
    mutating func checkValues() {
        for entry in allNodes {
            // Inside a body or a cell, `${name}` reads a parameter: the component checks cover it.
            let interpolatesTokens = !entry.readsParameters
            bodyComponent = entry.component.map { spec.components[$0] }
            // Indexed: a property's shape by hash, where the descriptor scans its list.
            let kind = entry.kind
            for property in entry.node.properties {
                let name = property.name.value
                checkValue(
                    property.value, property: name, interpolatesTokens: interpolatesTokens,
                    paint: kind.map { $0.property(name)?.shape == PropertyGroup.paint }
                        ?? PropertyGroup.paintNames.contains(name))
            }
        }
        bodyComponent = nil
        for style in spec.styles {
            for property in style.properties {
                checkValue(
                    property.value, property: property.name.value,
                    paint: PropertyGroup.paintNames.contains(property.name.value))
            }
        }
        for component in spec.components {
            if case .variant(_, let properties) = component.definition {
                for property in properties {
                    checkValue(
                        property.value, property: property.name.value,
                        paint: PropertyGroup.paintNames.contains(property.name.value))
                }
            }
            for param in component.params {
                if let value = param.defaultValue { checkValue(value, property: param.name.value) }
            }
        }
    }

    /// `paint`: the property takes a gradient too, so a gradient token is one of its values.
    private mutating func checkValue(
        _ value: PropertyValue, property: String, interpolatesTokens: Bool = true, paint: Bool = false
    ) {
        if paint, case .color(.token(let name)) = value.value, bodyComponent?.param(name) == nil {
            switch group(ofToken: name) {
            case .gradient?: return
            case nil where bodyComponent == nil:
                let candidates = tokenNames(.color) + tokenNames(.gradient)
                error(
                    .undefinedToken(name, suggestion: Suggestion.closest(to: name, in: candidates)),
                    at: value.range)
                return
            default: break
            }
        }
        Self.forEachValue(value) { nested in
            switch nested.value {
            case .color(let color): checkColor(color, at: nested.range)
            case .length(let length): checkLength(length)
            case .insets(let insets):
                for side in [insets.top, insets.left, insets.bottom, insets.right] {
                    if let side { checkLength(side) }
                }
            case .token(let name):
                checkToken(name, expected: property == "elevation" ? .elevation : nil, at: nested.range)
            case .interpolated(let segments) where interpolatesTokens:
                for case .reference(let name) in segments {
                    checkToken(name, expected: nil, at: nested.range)
                }
            default:
                break
            }
        }
    }
}
