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
}
