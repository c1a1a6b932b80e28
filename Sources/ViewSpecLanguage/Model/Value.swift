import ViewSpecCore
import ViewSpecSyntax

/// The kinds of value a property can hold.
///
/// Each case is what one `ValueShape` decodes to.
package indirect enum Value: Sendable, Equatable {
    case string(String)
    /// A string with `${name}` parts.
    case interpolated([StringSegment])
    case number(Double)
    case boolean(Bool)
    case color(ColorValue)
    case length(Length)
    case insets(Insets)
    /// One of the shape's fixed words.
    case enumeration(String)
    case list([PropertyValue])
    /// A mapping, its pairs in document order.
    case object([Property])
    /// `$name` inside a component body (a parameter) or a table cell (a row field).
    case parameter(String)
    /// `$name` anywhere else where the shape has no token form of its own: a token.
    case token(String)
    case node(ViewNode)
    case nodes([ViewNode])
    /// `null` or an empty value where the shape allows anything.
    case null
}
