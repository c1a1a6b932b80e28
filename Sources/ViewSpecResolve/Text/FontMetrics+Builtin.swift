import ViewSpecCore
import ViewSpecLanguage

extension FontMetrics {
    /// The built-in Inter faces, decoded once on first use, in `FontWeight.allCases` order.
    private static let builtinFaces: [FontMetrics] = [
        BuiltinFontMetrics.ultraLight, BuiltinFontMetrics.thin, BuiltinFontMetrics.light,
        BuiltinFontMetrics.regular, BuiltinFontMetrics.medium, BuiltinFontMetrics.semibold,
        BuiltinFontMetrics.bold, BuiltinFontMetrics.heavy, BuiltinFontMetrics.black,
    ].map { $0.metrics() }

    /// The built-in metrics of Inter at `weight`: the default font, the same on every machine.
    package static func builtin(_ weight: FontWeight = .regular) -> FontMetrics {
        builtinFaces[weight.rank]
    }
}
