/// A distance in points as written in a spec: a number, or a padding token resolved later
/// (tokens may be defined below their first use, and components pass `$parameters`).
public enum Length: Sendable, Equatable {
    case points(Double)
    /// `$name`: a padding token or, inside a component, a parameter.
    case reference(String, SourceRange)
}

/// Insets around a view. Nil sides are left unconstrained (`{ top: 8 }` pins only the top).
public struct Insets: Sendable, Equatable {
    public var top: Length?
    public var left: Length?
    public var bottom: Length?
    public var right: Length?
    /// True when the sides were written `leading`/`trailing`: they follow the layout direction.
    public var isDirectional: Bool

    public init(
        top: Length? = nil, left: Length? = nil, bottom: Length? = nil, right: Length? = nil,
        isDirectional: Bool = false
    ) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    public static func all(_ length: Length) -> Self {
        Self(top: length, left: length, bottom: length, right: length, isDirectional: true)
    }
}
