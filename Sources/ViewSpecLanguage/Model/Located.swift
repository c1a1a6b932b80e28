import ViewSpecCore
import ViewSpecSyntax

/// A value with the place it was written, so later stages can point at it.
package struct Located<Content: Sendable & Equatable>: Sendable, Equatable {
    package var value: Content
    package var range: SourceRange

    package init(_ value: Content, range: SourceRange) {
        self.value = value
        self.range = range
    }
}
