import ViewSpecCore
import ViewSpecLanguage

/// The document's tokens, built-in Padding and Elevation cases included.
package struct TokenTable: Sendable {
    /// Looked up by name only, never iterated.
    private var padding: [String: Double] = [:]
    private var lengths: [String: Double] = [:]
    private var elevation: [String: Double] = [:]
    private var colors: [String: ColorValue] = [:]
    private var gradients: [String: [Property]] = [:]

    init(_ spec: Spec?) {
        for (name, points) in TokenDecl.builtInPadding { padding[name] = points }
        for (name, dp) in TokenDecl.builtInElevation { elevation[name] = dp }
        for token in spec?.tokens ?? [] {
            let name = token.name.value
            switch (token.group, token.value.value) {
            case (.padding, .points(let points)) where padding[name] == nil: padding[name] = points
            case (.length, .points(let points)) where lengths[name] == nil: lengths[name] = points
            case (.elevation, .points(let dp)) where elevation[name] == nil: elevation[name] = dp
            case (.color, .color(let color)) where colors[name] == nil: colors[name] = color
            case (.gradient, .gradient(let gradient)) where gradients[name] == nil: gradients[name] = gradient
            default: break
            }
        }
    }

    /// A padding or length token in points.
    package func points(_ name: String) -> Double? { padding[name] ?? lengths[name] }
    /// An elevation token in dp.
    package func elevation(_ name: String) -> Double? { elevation[name] }
    /// A colour token as written.
    package func color(_ name: String) -> ColorValue? { colors[name] }
    /// A gradient token's keys as written.
    package func gradient(_ name: String) -> [Property]? { gradients[name] }
}
