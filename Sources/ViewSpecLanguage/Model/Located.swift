import ViewSpecCore
import ViewSpecSyntax

/// A value with the place it was written, so later stages can point at it.
public struct Located<Content: Sendable & Equatable>: Sendable, Equatable {
    public var value: Content
    public var range: SourceRange

    public init(_ value: Content, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
