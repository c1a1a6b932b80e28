import ViewSpecCore
import ViewSpecSyntax

/// A key and its typed value, both with their places.
public struct Property: Sendable, Equatable {
    public var name: Located<String>
    public var value: PropertyValue

    public init(name: Located<String>, value: PropertyValue) {
        self.name = name
        self.value = value
    }
}
