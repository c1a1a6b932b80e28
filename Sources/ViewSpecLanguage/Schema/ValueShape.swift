import ViewSpecCore
import ViewSpecSyntax

/// What a value in a spec may look like: the single description that both the decoder (which
/// keys exist, which values they take) and `viewspec schema` (the JSON Schema) are generated from,
/// so the two cannot drift.
package indirect enum ValueShape: Sendable, Equatable {
    case string
    /// A string matching a regular expression (ECMA-262, as JSON Schema uses).
    case pattern(String, example: String)
    case number(minimum: Double? = nil, maximum: Double? = nil)
    case integer(minimum: Int? = nil, maximum: Int? = nil)
    case boolean
    /// One of a fixed set of words.
    case enumeration([String])
    /// A palette role, a colour token (`$name`) or a colour literal.
    case color
    /// A number or a padding token (`$name`).
    case length
    /// A named definition (`#/$defs/name` in the JSON Schema).
    case reference(String)
    case list(ValueShape)
    case oneOf([ValueShape])
    case object(ObjectShape)
    /// A mapping from user-chosen names to values of one shape (palettes by name, tokens...).
    case dictionary(ValueShape)
    case anything
}

/// A mapping with a fixed set of keys.
package struct ObjectShape: Sendable, Equatable {
    package var properties: [PropertyShape]
    /// Keys that must be present.
    package var required: [String]

    package init(_ properties: [PropertyShape], required: [String] = []) {
        self.properties = properties
        self.required = required
    }

    /// The allowed keys in declaration order, for unknown-key checks and did-you-mean.
    package var keys: [String] { properties.map(\.name) }

    package func property(_ name: String) -> PropertyShape? {
        properties.first { $0.name == name }
    }
}

/// One key of a mapping: its name, what its value may be, and a one-line description that the
/// JSON Schema carries to editors' hover text.
package struct PropertyShape: Sendable, Equatable {
    package var name: String
    package var shape: ValueShape
    package var summary: String

    package init(_ name: String, _ shape: ValueShape, _ summary: String) {
        self.name = name
        self.shape = shape
        self.summary = summary
    }
}
