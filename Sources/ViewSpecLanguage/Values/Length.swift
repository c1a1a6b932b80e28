import ViewSpecCore
import ViewSpecSyntax

/// A distance in points as written in a spec: a number, or a padding token resolved later
/// (tokens may be defined below their first use, and components pass `$parameters`).
package enum Length: Sendable, Equatable {
    case points(Double)
    /// `$name`: a padding token or, inside a component, a parameter.
    case reference(String, SourceRange)
}

/// Insets around a view.
///
/// Nil sides are left unconstrained (`{ top: 8 }` pins only the top).
package struct Insets: Sendable, Equatable {
    package var top: Length?
    package var left: Length?
    package var bottom: Length?
    package var right: Length?
    /// True when the sides were written `leading`/`trailing`: they follow the layout direction.
    package var isDirectional: Bool

    package init(
        top: Length? = nil, left: Length? = nil, bottom: Length? = nil, right: Length? = nil,
        isDirectional: Bool = false
    ) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }

    package static func all(_ length: Length) -> Self {
        Self(top: length, left: length, bottom: length, right: length, isDirectional: true)
    }
}

extension Insets {
    /// The meaning of a list of insets, the same for a property and a plan:
    /// `[vertical, horizontal]` follows the layout direction, `[top, left, bottom, right]` is
    /// physical.
    ///
    /// Nil for any other count.
    package static func list(_ lengths: [Length]) -> Self? {
        switch lengths.count {
        case 2:
            Self(
                top: lengths[0], left: lengths[1], bottom: lengths[0], right: lengths[1], isDirectional: true)
        case 4:
            Self(top: lengths[0], left: lengths[1], bottom: lengths[2], right: lengths[3])
        default: nil
        }
    }

    /// The meaning of a mapping of sides, the same for a property and a plan: `leading` and
    /// `trailing` follow the layout direction, `left` and `right` are physical (a mapping that
    /// mixes them is reported by the reader).
    package static func sides(_ sides: [(name: String, length: Length)]) -> Self {
        var insets = Self()
        for (name, length) in sides {
            switch name {
            case "top": insets.top = length
            case "bottom": insets.bottom = length
            case "left", "leading": insets.left = length
            default: insets.right = length
            }
            if name == "leading" || name == "trailing" { insets.isDirectional = true }
        }
        return insets
    }
}
