import ViewSpecCore
import ViewSpecLanguage

/// The palette a document uses, every one of the 18 roles resolved to a colour.
package struct ResolvedPalette: Sendable, Equatable {
    package var name: String
    /// The appearance the dynamic roles were resolved for.
    package var appearance: ColorAppearance = .light
    /// True when some role has a different colour in dark than in light (the `system` palette,
    /// or a palette with a `{ light, dark }` role).
    package var isDynamic = false
    /// The roles in ViewFactoryColorProtocol's order, with their colours.
    package var roles: [(role: String, color: RGBA)]

    package static func == (lhs: ResolvedPalette, rhs: ResolvedPalette) -> Bool {
        lhs.name == rhs.name && lhs.appearance == rhs.appearance && lhs.isDynamic == rhs.isDynamic
            && lhs.roles.map(\.role) == rhs.roles.map(\.role)
            && lhs.roles.map(\.color) == rhs.roles.map(\.color)
    }

    package subscript(role: String) -> RGBA? {
        roles.first { $0.role == role }?.color
    }

    /// ViewFactory's default: the WordTracker navy colours of the seed's asset catalogue.
    package static let navy = ResolvedPalette(
        name: PaletteRole.builtInPalette,
        roles: PaletteRole.navy.map { ($0.role, RGBA(hex: $0.hex)) })

    /// UIKit's system colours in one appearance (`PaletteRole.system`).
    package static func system(_ appearance: ColorAppearance) -> ResolvedPalette {
        ResolvedPalette(
            name: PaletteRole.systemPalette, appearance: appearance, isDynamic: true,
            roles: PaletteRole.system.map { ($0.role, RGBA(hex: appearance == .dark ? $0.dark : $0.light)) })
    }

    /// The built-in palette `name` in `appearance`, or nil for a name that is not built in.
    static func builtIn(_ name: String, appearance: ColorAppearance) -> ResolvedPalette? {
        switch name {
        case PaletteRole.builtInPalette:
            var palette = navy
            palette.appearance = appearance
            return palette
        case PaletteRole.systemPalette: return system(appearance)
        default: return nil
        }
    }

    /// The palette `name` of `spec` in `appearance`: a built-in palette, then each palette it
    /// extends from the base down, each overriding roles (a dynamic role with the variant of
    /// `appearance`).
    ///
    /// An override may name another role (of the palette being built, as it stands when the
    /// override is read) or a colour token.
    static func named(
        _ name: String, in spec: Spec, tokens: TokenTable, appearance: ColorAppearance = .light
    ) -> ResolvedPalette {
        var chain: [PaletteDecl] = []
        var seen: Set<String> = []
        var next: String? = name
        var base = PaletteRole.builtInPalette
        while let current = next {
            if PaletteRole.builtInPalettes.contains(current) {
                base = current
                break
            }
            guard let declaration = spec.palette(named: current), seen.insert(current).inserted else { break }
            chain.append(declaration)
            next = declaration.extends?.value ?? PaletteRole.builtInPalette
        }
        chain.reverse()
        var palette = builtIn(base, appearance: appearance) ?? navy
        palette.name = name
        for declaration in chain {
            for override in declaration.overrides {
                if override.dark != nil { palette.isDynamic = true }
                guard let index = palette.roles.firstIndex(where: { $0.role == override.role.value }),
                    let color = palette.color(override.color(in: appearance).value, tokens: tokens)
                else { continue }
                palette.roles[index].color = color
            }
        }
        return palette
    }

    /// A colour as written, resolved against this palette; nil for an undefined name (which
    /// the checker has reported).
    package func color(_ value: ColorValue, tokens: TokenTable) -> RGBA? {
        switch value {
        case .rgba(let rgba): rgba
        case .role(let role): self[role]
        case .named(let name): RGBA.named(name, in: appearance)
        case .token(let name): tokens.color(name).flatMap { color($0, tokens: tokens, depth: 1) }
        case .dynamic: color(value.variant(for: appearance), tokens: tokens)
        }
    }

    private func color(_ value: ColorValue, tokens: TokenTable, depth: Int) -> RGBA? {
        // A colour token naming a colour token: follow a few, never a cycle.
        if case .token(let name) = value {
            guard depth < 8 else { return nil }
            return tokens.color(name).flatMap { color($0, tokens: tokens, depth: depth + 1) }
        }
        return color(value, tokens: tokens)
    }
}

extension RGBA {
    /// `#RRGGBB`; only used for the built-in tables, which are well-formed.
    init(hex: String) {
        let digits = Array(hex.utf8.dropFirst())
        func byte(_ offset: Int) -> Int {
            func nibble(_ c: UInt8) -> Int {
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
                case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
                case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
                default: 0
                }
            }
            return offset + 1 < digits.count ? nibble(digits[offset]) * 16 + nibble(digits[offset + 1]) : 0
        }
        self.init(byte(0), byte(2), byte(4))
    }
}
