import ViewSpecCore
import ViewSpecSyntax

/// The `matrix:` section: the content sizes, appearances and directions the spec is laid out in
/// (its devices are `device:`).
///
/// Nil fields take the one value `options` names. The command line's `--content-size`,
/// `--appearance` and `--direction` replace a dimension.
public struct SpecMatrix: Sendable, Equatable {
    public var contentSizes: [ContentSizeCategory]?
    public var appearances: [ColorAppearance]?
    public var directions: [LayoutDirection]?
    public var range: SourceRange

    public init(
        contentSizes: [ContentSizeCategory]? = nil, appearances: [ColorAppearance]? = nil,
        directions: [LayoutDirection]? = nil, range: SourceRange
    ) {
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.directions = directions
        self.range = range
    }

    /// What each dimension accepts besides its values: every value.
    public static let all = "all"
    /// The spellings of a direction in the matrix: the spec's and the command line's.
    public static let directionNames =
        LayoutDirection.allCases.map(\.rawValue) + LayoutDirection.allCases.map(\.shortName)
}
