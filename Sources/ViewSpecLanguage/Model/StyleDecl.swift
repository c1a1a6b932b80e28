import ViewSpecCore
import ViewSpecSyntax

/// One entry of the style sheet.
package struct StyleDecl: Sendable, Equatable {
    package enum Selector: Sendable, Equatable {
        /// A built-in kind (`label.body`); `button` is both a kind and a family and reads as a kind.
        case kind(String)
        /// Every kind `family.*` (`label`, `stack` when written without a variant and not a kind).
        case family(String)
        /// `.danger`: nodes opt in with `style: danger`.
        case named(String)
        /// A key that is none of the above, kept for the checker's did-you-mean.
        case unknown(String)
    }

    package var selector: Selector
    /// The key as written (`.danger`), for diagnostics.
    package var key: Located<String>
    /// Only named styles may extend another named style.
    package var extends: Located<String>?
    package var properties: [Property]
    package var range: SourceRange

    package init(
        selector: Selector, key: Located<String>, extends: Located<String>? = nil, properties: [Property],
        range: SourceRange
    ) {
        self.selector = selector
        self.key = key
        self.extends = extends
        self.properties = properties
        self.range = range
    }
}
