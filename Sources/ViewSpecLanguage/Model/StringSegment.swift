import ViewSpecCore
import ViewSpecSyntax

/// A piece of an interpolated string.
package enum StringSegment: Sendable, Equatable {
    case literal(String)
    /// `${name}`: a parameter inside a component body, otherwise a token.
    case reference(String)
}
