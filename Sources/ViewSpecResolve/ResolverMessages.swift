import ViewSpecCore
import ViewSpecLanguage

/// Messages of the resolver. Ids are stable and listed in docs/diagnostics.md.
extension DiagnosticMessage {
    static func argumentDoesNotFit(_ value: String, expected: String) -> Self {
        Self(id: .argumentDoesNotFit, "\(value) cannot be used here; expected \(expected)")
    }

    static func embedUnavailable(_ path: String) -> Self {
        Self(id: .embedUnavailable, "cannot embed '\(path)': this run reads no other files")
    }

    static func embedCycle(_ chain: [String]) -> Self {
        Self(id: .embedCycle, "embedding cycle: " + chain.joined(separator: " → "))
    }

    static func embedTooDeep(_ limit: Int) -> Self {
        Self(id: .embedTooDeep, "embeds nest more than \(limit) deep")
    }

    static func expansionTooDeep(_ limit: Int) -> Self {
        Self(
            id: .expansionTooDeep,
            "components and embeds nest more than \(limit) nodes deep here; is a chain of components too long?"
        )
    }

    static func tooManyViews(_ limit: Int) -> Self {
        Self(
            id: .tooManyViews,
            "expanding components, embeds and table rows makes more than \(limit) views here; does a component use another more than once in a long chain?"
        )
    }

    package static func embeddedSpecHasErrors(_ path: String) -> Self {
        Self(id: .embeddedSpecInvalid, "the embedded spec '\(path)' has errors")
    }

    package static func fontFileUnusable(_ path: String, reason: String) -> Self {
        Self(id: .fontFileUnusable, "cannot use the font '\(path)': \(reason)")
    }

    static func missingGlyphs(
        scripts: [String], characters: [Character], count: Int, fonts: [String], packages: [String]
    ) -> Self {
        let what =
            scripts.count == 1
            ? scripts[0] : scripts.dropLast().joined(separator: ", ") + " and " + (scripts.last ?? "")
        let font =
            fonts.count == 1
            ? "the font '\(fonts[0])' has" : "the fonts '\(fonts.joined(separator: "', '"))' have"
        let quoted =
            characters.map(String.init).joined(separator: " ") + (count > characters.count ? " …" : "")
        let noun = count == 1 ? "1 character" : "\(count) characters"
        return Self(
            id: .missingGlyphs,
            "\(font) no glyphs for \(noun) of this spec's \(what) text (\(quoted)), so its widths are estimates; pass --font with a font that has them (Debian: \(packages.joined(separator: ", ")))"
        )
    }

    static func unknownFontFamily(_ family: String) -> Self {
        Self(
            id: .unknownFontFamily,
            "unknown font family '\(family)'; measuring with the built-in Inter (name a .ttf or .otf file to use its metrics)"
        )
    }

    static func zStackOrder(top: String, bottom: String) -> Self {
        Self(
            id: .zstackOrder,
            "'zStack' puts '\(top)' on top of '\(bottom)', but '\(top)' comes first among the children, so it is drawn below; list '\(top)' after '\(bottom)', swap the views in 'zStack', or give '\(top)' a higher 'zIndex'"
        )
    }

    static func spacingAfterNotAChild(_ id: String, suggestion: String?) -> Self {
        Self(id: .spacingAfterNotAChild, "'\(id)' is not a child of this stack" + didYouMean(suggestion))
    }
}
