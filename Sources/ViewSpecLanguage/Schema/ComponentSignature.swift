import ViewSpecCore
import ViewSpecSyntax

/// What the schema needs to know of a component a spec declares: its name, its parameters, and
/// the kind or component a variant extends.
///
/// Read from the spec's syntax tree, not from the decoded spec, so a spec with semantic errors
/// still lends its components to the schema; a declaration too broken to read a name from is
/// left out (`validate` reports it).
package struct ComponentSignature: Sendable, Equatable {
    /// One parameter of a component with a `body`.
    package struct Parameter: Sendable, Equatable {
        package var name: String
        /// Nil when the declared type is not one of `ComponentDecl.ParamType`: any value then.
        package var type: ComponentDecl.ParamType?
        /// Whether a use must pass it (it has no `default`).
        package var isRequired: Bool
    }

    package var name: String
    package var parameters: [Parameter]
    /// The kind or component a variant extends; nil for a component with a `body`.
    package var extends: String?

    /// The components `root`, a spec's top-level mapping, declares under `components`, in the
    /// spec's order.
    package static func declared(in root: SyntaxNode) -> [ComponentSignature] {
        guard let components = root.mapping?.first(where: { $0.key.text == "components" })?.value.mapping
        else { return [] }
        return components.compactMap { pair in
            guard let name = pair.key.text, let fields = pair.value.mapping else { return nil }
            let extends = fields.first { $0.key.text == "extends" }?.value.text
            let parameters =
                fields.first { $0.key.text == "params" }?.value.mapping?.compactMap {
                    parameter -> Parameter? in
                    guard let name = parameter.key.text else { return nil }
                    if let type = parameter.value.text {
                        return Parameter(
                            name: name, type: ComponentDecl.ParamType(rawValue: type), isRequired: true)
                    }
                    let fields = parameter.value.mapping ?? []
                    return Parameter(
                        name: name,
                        type: fields.first { $0.key.text == "type" }?.value.text.flatMap(
                            ComponentDecl.ParamType.init),
                        isRequired: !fields.contains { $0.key.text == "default" })
                } ?? []
            return ComponentSignature(name: name, parameters: parameters, extends: extends)
        }
    }
}
