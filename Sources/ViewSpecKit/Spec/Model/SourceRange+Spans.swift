extension SourceRange {
    /// Whether `other` lies within `self` (same file, bounds included).
    public func contains(_ other: SourceRange) -> Bool {
        file == other.file && lower <= other.lower && other.upper <= upper
    }

    /// From the start of `self` to the end of `other`: a key and its value as one range.
    func through(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, lower: lower, upper: Swift.max(upper, other.upper))
    }
}
