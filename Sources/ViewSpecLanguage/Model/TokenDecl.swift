import ViewSpecCore
import ViewSpecSyntax

/// A token declared under `tokens:`.
///
/// Token names are unique across the groups.
package struct TokenDecl: Sendable, Equatable {
    /// What a token is: a length, an elevation, a colour or a gradient.
    ///
    /// `padding` lengths are the spacing scale the token lint judges spacings against; `length`
    /// ones are lengths of other jobs (a bar's height, a column's width), off that scale. Both go
    /// wherever a length goes.
    package enum Group: String, Sendable, Equatable, CaseIterable {
        case padding, length, elevation, color, gradient
    }

    package enum Value: Sendable, Equatable {
        case points(Double)
        case color(ColorValue)
        /// The gradient's keys as written, read like a gradient written in place.
        case gradient([Property])
    }

    package var group: Group
    package var name: Located<String>
    package var value: Located<Value>

    package init(group: Group, name: Located<String>, value: Located<Value>) {
        self.group = group
        self.name = name
        self.value = value
    }

    /// ViewFactory's `Padding` cases, in points.
    package static let builtInPadding: [(name: String, points: Double)] = [
        ("zero", 0), ("four", 4), ("eight", 8), ("sixteen", 16), ("twentyFour", 24),
    ]

    /// ViewFactory's `Elevation` cases, in dp.
    package static let builtInElevation: [(name: String, dp: Double)] = [
        ("zeroDp", 0), ("oneDp", 1), ("twoDp", 2), ("threeDp", 3), ("fourDp", 4), ("sixDp", 6),
        ("eightDp", 8),
        ("twelveDp", 12), ("sixteenDp", 16), ("twentyFourDp", 24),
    ]
}
