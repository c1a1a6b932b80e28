import ViewSpecCore
import ViewSpecLanguage

extension ResolvedTree {
    /// What the spec stage's token lint reads of this screen of `spec`: its palette and its
    /// colour tokens on that palette, in this appearance and the other, and the roles its views'
    /// built-in kinds read (`KindFactory.rolesRead`).
    package func tokenLintScreen(of spec: Spec) -> TokenLint.Screen {
        var kinds: Set<BuiltinKind> = []
        // By index: a loop over the views copies each whole for its kind alone.
        for index in views.indices {
            if case .builtin(let kind) = views[index].kind { kinds.insert(kind) }
        }
        let palette = palette
        let tokens = tokens
        let other = ResolvedPalette.named(
            palette.name, in: spec, tokens: tokens, appearance: appearance == .dark ? .light : .dark)
        return TokenLint.Screen(
            roles: palette.roles, tokenColor: { palette.color($0, tokens: tokens) },
            rolesReadByKinds: kinds.reduce(into: []) { $0.formUnion($1.factory.rolesRead) },
            otherAppearanceRoles: other.roles, otherAppearanceTokenColor: { other.color($0, tokens: tokens) })
    }
}
