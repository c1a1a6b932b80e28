import ViewSpecCore
import ViewSpecSyntax

/// A key and its typed value, both with their places.
package struct Property: Sendable, Equatable {
    package var name: Located<String>
    package var value: PropertyValue

    package init(name: Located<String>, value: PropertyValue) {
        self.name = name
        self.value = value
    }
}
