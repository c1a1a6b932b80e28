import ViewSpecCore
import ViewSpecLanguage

/// A font weight, named as the spec language and UIKit's `UIFont.Weight` name them, lightest first.
package enum FontWeight: String, CaseIterable, Sendable, Comparable {
    /// The names a spec writes, made once: factories read them for every view.
    package static let names: [String] = allCases.map(\.rawValue)

    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position among `allCases`: UIKit's ultraLight is lighter than its thin.
    ///
    /// A switch rather than a search of `allCases`, which could not fail but would return an
    /// optional (TextStyleTests checks the two agree).
    var rank: Int {
        switch self {
        case .ultraLight: 0
        case .thin: 1
        case .light: 2
        case .regular: 3
        case .medium: 4
        case .semibold: 5
        case .bold: 6
        case .heavy: 7
        case .black: 8
        }
    }

    /// The CSS / OpenType `usWeightClass` of the built-in Inter face used for this weight.
    package var weightClass: Int { (rank + 1) * 100 }
}
