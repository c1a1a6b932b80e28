import ViewSpecCore
import ViewSpecLanguage

/// A font weight, named as the spec language and UIKit's `UIFont.Weight` name them, lightest first.
public enum FontWeight: String, CaseIterable, Sendable, Comparable {
    /// The names a spec writes, made once: factories read them for every view.
    public static let names: [String] = allCases.map(\.rawValue)

    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position among `allCases`: UIKit's ultraLight is lighter than its thin.
    var rank: Int { FontWeight.allCases.firstIndex(of: self)! }

    /// The CSS / OpenType `usWeightClass` of the built-in Inter face used for this weight.
    public var weightClass: Int { (rank + 1) * 100 }
}
