import ViewSpecCore
import ViewSpecSyntax

/// A user-defined kind: either a `body` node with `$parameters`, or a variant that `extends` a
/// kind with different default properties.
package struct ComponentDecl: Sendable, Equatable {
    package enum ParamType: String, Sendable, Equatable, CaseIterable {
        case string, number, boolean, color, length
    }

    package struct Param: Sendable, Equatable {
        package var name: Located<String>
        /// Nil when the declared type was not one of `ParamType` (reported); the parameter
        /// still exists, so uses and the body are not reported a second time.
        package var type: Located<ParamType>?
        /// Nil for a required parameter.
        package var defaultValue: PropertyValue?
        package var range: SourceRange

        package var isRequired: Bool { defaultValue == nil }

        package init(
            name: Located<String>, type: Located<ParamType>?, defaultValue: PropertyValue?, range: SourceRange
        ) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.range = range
        }
    }

    package enum Definition: Sendable, Equatable {
        case body(ViewNode)
        /// `extends` names a built-in kind or another component.
        case variant(extends: Located<String>, properties: [Property])
    }

    package var name: Located<String>
    package var params: [Param]
    /// Nil when the declaration was too broken to keep a body or a base.
    package var definition: Definition?
    package var range: SourceRange

    package init(name: Located<String>, params: [Param], definition: Definition?, range: SourceRange) {
        self.name = name
        self.params = params
        self.definition = definition
        self.range = range
    }

    package func param(_ name: String) -> Param? {
        params.first { $0.name.value == name }
    }
}
