import ViewSpecCore
import ViewSpecSyntax

/// The spec's token lint: values written beside the design's scales and palette, and
/// declarations nothing uses.
///
/// A check of the spec stage over the nodes the spec checker walked
/// (`SpecChecker.checkedWithTokenLint`), reporting warnings once per spec. Two things it needs are
/// the resolved screen's: the colours of the palette, to name a literal that equals one, and the
/// roles its built-in kinds read, which a palette override may be set for. They come in as a
/// `Screen`, so the lint runs once the spec has resolved.
package struct TokenLint {
    /// The properties that space views: the Padding scale applies to their lengths.
    static let spacingProperties: Set<String> = ["spacing", "spacings", "padding", "insets", "margins"]

    let spec: Spec
    /// The spec's nodes as the checks collected them: the screen's, then the components' bodies'.
    let entries: [SpecCheck.Entry]

    /// What the lint reads of the resolved screen.
    package struct Screen {
        /// The palette's roles with their colours, in the palette's order: a literal equal to
        /// several is named for the first of the same job.
        package var roles: [(role: String, color: RGBA)]
        /// The colour a colour token's value is on this palette; nil when it is none.
        package var tokenColor: (ColorValue) -> RGBA?
        /// The roles the built-in kinds of the screen's views read, in their factories' defaults
        /// or code: a palette may set them although the spec never names them.
        package var rolesReadByKinds: Set<String>
        /// The palette's roles in the other appearance (dark for a light screen), in the same
        /// order: a literal is the same in both, so only a role that is names it.
        package var otherAppearanceRoles: [(role: String, color: RGBA)]
        /// `tokenColor` in the other appearance.
        package var otherAppearanceTokenColor: (ColorValue) -> RGBA?

        /// A screen whose palette and tokens are the same in both appearances unless
        /// `otherAppearanceRoles` and `otherAppearanceTokenColor` say otherwise.
        package init(
            roles: [(role: String, color: RGBA)], tokenColor: @escaping (ColorValue) -> RGBA?,
            rolesReadByKinds: Set<String>, otherAppearanceRoles: [(role: String, color: RGBA)]? = nil,
            otherAppearanceTokenColor: ((ColorValue) -> RGBA?)? = nil
        ) {
            self.roles = roles
            self.tokenColor = tokenColor
            self.rolesReadByKinds = rolesReadByKinds
            self.otherAppearanceRoles = otherAppearanceRoles ?? roles
            self.otherAppearanceTokenColor = otherAppearanceTokenColor ?? tokenColor
        }
    }

    /// What a colour is for, so a literal is named only by a role of the same job: a fill's by
    /// a fill role, text's by a role drawn on a fill.
    enum Job {
        /// A `background`, its gradient's stops included.
        case fill
        /// Text, a title, a placeholder, a tint.
        case foreground
        /// Anything else (a border, a shadow, a colour well's colour): no role names it, only a
        /// colour token.
        case other

        init(property: String, kind: String?) {
            switch property {
            case "background": self = .fill
            case "titleColor", "placeholderColor", "tint": self = .foreground
            case "color":
                // `dashed`'s line and `colorWell`'s selection are plain colours, not text.
                let family = kind.map { String($0.prefix { $0 != "." }) }
                self = family == "dashed" || family == "colorWell" ? .other : .foreground
            default: self = .other
            }
        }

        /// Whether the palette role `role` does this job.
        func accepts(_ role: String) -> Bool {
            switch self {
            case .fill: PaletteRole.fillRoles.contains(role)
            case .foreground: !PaletteRole.fillRoles.contains(role)
            case .other: false
            }
        }
    }

    /// The lint's warnings on `screen`, in the order the spec is walked: the nodes', then the
    /// constraints', styles', components' and tokens' findings, then what is never used.
    package func findings(on screen: Screen) -> [Diagnostic] {
        var lint = Walk(spec: spec, screen: screen, entries: entries)
        lint.run()
        return lint.found
    }

    private struct Walk {
        let spec: Spec
        let screen: Screen
        let entries: [SpecCheck.Entry]
        var found: [Diagnostic] = []
        /// Names read anywhere: roles, tokens, named styles, kinds (components).
        var roles: Set<String> = []
        var tokens: Set<String> = []
        var styles: Set<String> = []
        var kinds: Set<String> = []
        /// A node names its style through a parameter or row field: which styles it uses cannot
        /// be told from the spec.
        var stylesByParameter = false

        init(spec: Spec, screen: Screen, entries: [SpecCheck.Entry]) {
            self.spec = spec
            self.screen = screen
            self.entries = entries
        }

        var paddingScale: [Double] {
            TokenDecl.builtInPadding.map(\.points)
                + spec.tokens.compactMap { token in
                    guard token.group == .padding, case .points(let points) = token.value.value else {
                        return nil
                    }
                    return points
                }
        }

        static let elevationScale = TokenDecl.builtInElevation.map(\.dp)

        mutating func run() {
            for entry in entries {
                kinds.insert(entry.node.kind.value)
                for style in entry.node.styles {
                    if style.value.hasPrefix("$") {
                        stylesByParameter = true
                    } else {
                        styles.insert(style.value)
                    }
                }
                for property in entry.node.properties { visit(property, kind: entry.node.kind.value) }
                for item in entry.node.layout {
                    for reference in item.tokenReferences { tokens.insert(reference.name) }
                }
            }
            for item in spec.constraints {
                for reference in item.tokenReferences { tokens.insert(reference.name) }
            }
            for style in spec.styles {
                if let base = style.extends { styles.insert(base.value) }
                let kind: String? =
                    switch style.selector {
                    case .named: nil
                    default: style.key.value
                    }
                for property in style.properties { visit(property, kind: kind) }
            }
            for component in spec.components {
                if case .variant(let base, let properties) = component.definition {
                    kinds.insert(base.value)
                    for property in properties { visit(property, kind: base.value) }
                }
                for param in component.params {
                    if let value = param.defaultValue { visit(Property(name: param.name, value: value)) }
                }
            }
            for length in [spec.options.standardSpacing?.value, spec.options.superviewSpacing?.value] {
                if case .reference(let name, _) = length { tokens.insert(name) }
            }
            for token in spec.tokens { visitValue(of: token) }
            for token in spec.tokens where token.group == .elevation {
                if case .points(let dp) = token.value.value, !Self.elevationScale.contains(dp) {
                    found.append(.warning(.offScaleElevation(dp), at: token.value.range))
                }
            }
            roles.formUnion(screen.rolesReadByKinds)
            reportUnused()
        }

        mutating func visit(_ property: Property, kind: String? = nil) {
            let name = property.name.value
            let job = Job(property: name, kind: kind)
            SpecCheck.forEachValue(property.value) { value in
                switch value.value {
                case .color(let color): visit(color, job: job, at: value.range)
                case .token(let token): tokens.insert(token)
                case .interpolated(let segments):
                    for case .reference(let token) in segments { tokens.insert(token) }
                case .length(let length): visit(length, property: name, at: value.range)
                case .number(let number) where Self.isSpacing(name):
                    visit(Length.points(number), property: name, at: value.range)
                case .number(let dp) where name == "elevation":
                    if !Self.elevationScale.contains(dp) {
                        found.append(.warning(.offScaleElevation(dp), at: value.range))
                    }
                case .insets(let insets):
                    // `[8, 12]` sets two sides to 12: one finding per value written, not per side.
                    var written: [Length] = []
                    for case let side? in [insets.top, insets.left, insets.bottom, insets.right]
                    where !written.contains(side) {
                        written.append(side)
                        visit(side, property: name, at: value.range)
                    }
                default: break
                }
            }
        }

        static func isSpacing(_ property: String) -> Bool { spacingProperties.contains(property) }

        /// Records the names a token's own value reads as uses.
        ///
        /// A gradient token's stops, a colour token that names a role or another token. A token is
        /// a name already: its literals are not judged, so this finds nothing.
        mutating func visitValue(of token: TokenDecl) {
            switch token.value.value {
            case .points: break
            case .color(let color): recordNames(in: color)
            case .gradient(let properties):
                for property in properties {
                    SpecCheck.forEachValue(property.value) { value in
                        switch value.value {
                        case .color(let color): recordNames(in: color)
                        case .token(let name): tokens.insert(name)
                        default: break
                        }
                    }
                }
            }
        }

        /// Records the role and token names `color` reads, on either side of a light/dark pair.
        mutating func recordNames(in color: ColorValue) {
            switch color {
            case .role(let role): roles.insert(role)
            case .token(let token): tokens.insert(token)
            case .dynamic(let light, let dark):
                recordNames(in: light)
                recordNames(in: dark)
            case .rgba, .named: break
            }
        }

        mutating func visit(_ length: Length, property: String, at range: SourceRange) {
            switch length {
            case .reference(let token, _): tokens.insert(token)
            case .points(let points) where Self.isSpacing(property):
                if !paddingScale.contains(abs(points)) {
                    found.append(
                        .warning(.offScaleSpacing(points, property: property, scale: paddingScale), at: range)
                    )
                }
            default: break
            }
        }

        mutating func visit(_ color: ColorValue, job: Job, at range: SourceRange) {
            switch color {
            case .role(let role): roles.insert(role)
            case .token(let token): tokens.insert(token)
            case .rgba(let literal):
                // A name that does the same job and stays this colour in both appearances, as
                // the literal does; a role of another job or one that turns dark is no better.
                let role = zip(screen.roles, screen.otherAppearanceRoles).first { this, other in
                    job.accepts(this.role) && Self.same(this.color, literal)
                        && Self.same(other.color, literal)
                }
                if let role {
                    found.append(.warning(.literalColour(literal, name: role.0.role), at: range))
                } else if let token = spec.tokens.first(where: { token in
                    guard case .color(let value) = token.value.value else { return false }
                    return [screen.tokenColor(value), screen.otherAppearanceTokenColor(value)].allSatisfy {
                        $0.map { Self.same($0, literal) } ?? false
                    }
                }) {
                    found.append(.warning(.literalColour(literal, name: "$" + token.name.value), at: range))
                }
            case .named: break
            case .dynamic(let light, let dark):
                // A pair of literals is a deliberate light/dark pair, not a role written out: only
                // the names it reads count.
                for side in [light, dark] {
                    switch side {
                    case .role(let role): roles.insert(role)
                    case .token(let token): tokens.insert(token)
                    default: break
                    }
                }
            }
        }

        /// The same colour to the byte, as a hex literal writes it.
        static func same(_ a: RGBA, _ b: RGBA) -> Bool { a.description == b.description }

        mutating func reportUnused() {
            for token in spec.tokens where !tokens.contains(token.name.value) {
                found.append(.warning(.unusedToken(token.name.value), at: token.name.range))
            }
            for palette in spec.palettes {
                for override in palette.overrides where !roles.contains(override.role.value) {
                    found.append(
                        .warning(
                            .unusedPaletteRole(override.role.value, palette: palette.name.value),
                            at: override.role.range))
                }
            }
            if !stylesByParameter {
                for style in spec.styles {
                    guard case .named(let name) = style.selector, !styles.contains(name) else { continue }
                    found.append(.warning(.unusedStyle(style.key.value), at: style.key.range))
                }
            }
            for component in spec.components where !kinds.contains(component.name.value) {
                found.append(.warning(.unusedComponent(component.name.value), at: component.name.range))
            }
        }
    }
}

extension DiagnosticMessage {
    static func offScaleSpacing(_ points: Double, property: String, scale: [Double]) -> Self {
        let values = Set(scale).sorted().map { NumberText.plain($0) }.joined(separator: ", ")
        return Self(
            id: .offScaleSpacing,
            "\(property) \(NumberText.plain(points)) is not on the Padding scale (\(values)); use a value of the scale or a padding token"
        )
    }

    static func offScaleElevation(_ dp: Double) -> Self {
        Self(
            id: .offScaleElevation,
            "elevation \(NumberText.plain(dp)) dp is not on the Material scale (0, 1, 2, 3, 4, 6, 8, 12, 16, 24)"
        )
    }

    static func literalColour(_ color: RGBA, name: String) -> Self {
        Self(
            id: .literalColour, "the literal \(color) is '\(name)'; name it, so a palette change reaches it"
        )
    }

    static func unusedToken(_ name: String) -> Self {
        Self(id: .unusedToken, "the token '\(name)' is never used")
    }

    static func unusedPaletteRole(_ role: String, palette: String) -> Self {
        Self(
            id: .unusedPaletteRole,
            "palette '\(palette)' sets '\(role)', which nothing on this screen uses")
    }

    static func unusedStyle(_ key: String) -> Self {
        Self(id: .unusedStyle, "the style '\(key)' is never used")
    }

    static func unusedComponent(_ name: String) -> Self {
        Self(id: .unusedComponent, "the component '\(name)' is never used")
    }
}
