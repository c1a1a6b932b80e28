/// A value with the place it was written, so later stages can point at it.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
