import ViewSpecCore
import ViewSpecSyntax

/// A colour as written: a literal, a palette role, a colour token or a named colour.
///
/// Roles and tokens stay names here because the palette and the tokens are chosen per document
/// (and per palette) only when the resolver runs.
package enum ColorValue: Sendable, Equatable {
    case rgba(RGBA)
    /// A palette role (`labelHeader`); unknown role names are reported by the checker.
    case role(String)
    /// `$brand`: a colour token.
    case token(String)
    /// One of `RGBA.named`.
    case named(String)
    /// `{ light: …, dark: … }`: one colour per appearance, as UIColor's dynamic provider gives;
    /// each side is one of the other cases.
    indirect case dynamic(light: ColorValue, dark: ColorValue)

    /// The colour written for `appearance`: a dynamic colour's side, else the colour itself.
    package func variant(for appearance: ColorAppearance) -> ColorValue {
        guard case .dynamic(let light, let dark) = self else { return self }
        return appearance == .dark ? dark : light
    }
}
