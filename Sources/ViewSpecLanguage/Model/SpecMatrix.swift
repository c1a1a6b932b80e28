import ViewSpecCore
import ViewSpecSyntax

/// The `matrix:` section: the content sizes, appearances and directions the spec is laid out in
/// (its devices are `device:`).
///
/// Nil fields take the one value `options` names. The command line's `--content-size`,
/// `--appearance` and `--direction` replace a dimension.
package struct SpecMatrix: Sendable, Equatable {
    package var contentSizes: [ContentSizeCategory]?
    package var appearances: [ColorAppearance]?
    package var directions: [LayoutDirection]?
    package var range: SourceRange

    package init(
        contentSizes: [ContentSizeCategory]? = nil, appearances: [ColorAppearance]? = nil,
        directions: [LayoutDirection]? = nil, range: SourceRange
    ) {
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.directions = directions
        self.range = range
    }

    /// What each dimension accepts besides its values: every value.
    package static let all = "all"
    /// The spellings of a direction in the matrix: the spec's and the command line's.
    package static let directionNames =
        LayoutDirection.allCases.map(\.rawValue) + LayoutDirection.allCases.map(\.shortName)
}
