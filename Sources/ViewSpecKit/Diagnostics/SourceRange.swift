/// A half-open range `lower..<upper` of positions in one file, as libyaml's start and end marks give it.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The path the user gave (or `<stdin>`), printed as is in diagnostics.
    public var file: String
    public var lower: SourcePosition
    public var upper: SourcePosition

    public init(file: String, lower: SourcePosition, upper: SourcePosition) {
        self.file = file
        self.lower = lower
        self.upper = upper
    }

    /// A range that covers a single position, for problems that have no extent (end of file).
    public init(file: String, at position: SourcePosition) {
        self.init(file: file, lower: position, upper: position)
    }

    public var description: String { "\(file):\(lower)" }
}

extension SourceRange: Comparable {
    /// Orders by file, then position, so diagnostics print in reading order.
    public static func < (a: Self, b: Self) -> Bool {
        (a.file, a.lower.line, a.lower.column, a.upper.line, a.upper.column)
            < (b.file, b.lower.line, b.lower.column, b.upper.line, b.upper.column)
    }
}
