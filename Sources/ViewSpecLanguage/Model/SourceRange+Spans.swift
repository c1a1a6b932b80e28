import ViewSpecCore
import ViewSpecSyntax

extension SourceRange {
    /// Whether `other` lies within `self` (same file, bounds included).
    package func contains(_ other: SourceRange) -> Bool {
        isInSameFile(as: other) && lower <= other.lower && other.upper <= upper
    }

    /// From the start of `self` to the end of `other`: a key and its value as one range.
    func through(_ other: SourceRange) -> SourceRange {
        SourceRange(fileID: fileID, lower: lower, upper: Swift.max(upper, other.upper))
    }
}
