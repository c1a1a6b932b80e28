import ViewSpecCore
import ViewSpecSyntax

/// A user-defined kind: either a `body` node with `$parameters`, or a variant that `extends` a
/// kind with different default properties.
public struct ComponentDecl: Sendable, Equatable {
    public enum ParamType: String, Sendable, Equatable, CaseIterable {
        case string, number, boolean, color, length
    }

    public struct Param: Sendable, Equatable {
        public var name: Located<String>
        /// Nil when the declared type was not one of `ParamType` (reported); the parameter
        /// still exists, so uses and the body are not reported a second time.
        public var type: Located<ParamType>?
        /// Nil for a required parameter.
        public var defaultValue: PropertyValue?
        public var range: SourceRange

        public var isRequired: Bool { defaultValue == nil }

        public init(
            name: Located<String>, type: Located<ParamType>?, defaultValue: PropertyValue?, range: SourceRange
        ) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.range = range
        }
    }

    public enum Definition: Sendable, Equatable {
        case body(ViewNode)
        /// `extends` names a built-in kind or another component.
        case variant(extends: Located<String>, properties: [Property])
    }

    public var name: Located<String>
    public var params: [Param]
    /// Nil when the declaration was too broken to keep a body or a base.
    public var definition: Definition?
    public var range: SourceRange

    public init(name: Located<String>, params: [Param], definition: Definition?, range: SourceRange) {
        self.name = name
        self.params = params
        self.definition = definition
        self.range = range
    }

    public func param(_ name: String) -> Param? {
        params.first { $0.name.value == name }
    }
}
