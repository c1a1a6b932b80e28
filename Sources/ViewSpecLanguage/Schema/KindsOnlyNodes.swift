import ViewSpecCore

/// The schema's definitions as they read in a spec that declares no components: every
/// definition that reaches a node (the node itself, the kinds with children, the shapes that
/// hold nodes) has a copy under `kindsOnly.` whose nodes are built-in kinds only.
///
/// The copies are applied beside the originals (the document's `else` branch), so they only
/// narrow what the originals accept.
struct KindsOnlyNodes {
    static let prefix = "kindsOnly."

    /// The copies, in the order of the originals.
    let definitions: [(key: String, value: JSONValue)]
    private let copied: Set<String>

    init(definitions original: [(key: String, value: JSONValue)]) {
        // Which definitions reach a node, directly or through others: grown until it holds.
        var reaching: Set<String> = [SpecShapes.nodeName]
        var grew = true
        while grew {
            grew = false
            for (name, value) in original where !reaching.contains(name) {
                if Self.referencedNames(in: value).contains(where: reaching.contains) {
                    reaching.insert(name)
                    grew = true
                }
            }
        }
        copied = reaching
        var copies: [(key: String, value: JSONValue)] = []
        for (name, value) in original where reaching.contains(name) {
            let copy =
                name == SpecShapes.nodeName
                ? SpecSchema.node(allowingComponents: false) : value
            copies.append((Self.prefix + name, Self.rewritten(copy, copied: reaching)))
        }
        definitions = copies
    }

    /// `schema` with each reference to a copied definition pointing at its copy.
    func restricted(_ schema: JSONValue) -> JSONValue {
        Self.rewritten(schema, copied: copied)
    }

    private static let definitionsPointer = "#/$defs/"

    /// The definition a `$ref` names: the part of its pointer before any `/` inside it.
    private static func definitionName(_ reference: String) -> String? {
        guard reference.hasPrefix(definitionsPointer) else { return nil }
        let rest = reference.dropFirst(definitionsPointer.count)
        return String(rest.prefix { $0 != "/" })
    }

    private static func referencedNames(in value: JSONValue) -> [String] {
        switch value {
        case .object(let pairs):
            return pairs.flatMap { pair -> [String] in
                if pair.key == "$ref", case .string(let reference) = pair.value {
                    return definitionName(reference).map { [$0] } ?? []
                }
                return referencedNames(in: pair.value)
            }
        case .array(let items): return items.flatMap(referencedNames)
        default: return []
        }
    }

    private static func rewritten(_ value: JSONValue, copied: Set<String>) -> JSONValue {
        switch value {
        case .object(let pairs):
            return .object(
                pairs.map { pair in
                    if pair.key == "$ref", case .string(let reference) = pair.value,
                        let name = definitionName(reference), copied.contains(name)
                    {
                        let rest = reference.dropFirst(definitionsPointer.count)
                        return (pair.key, .string(definitionsPointer + prefix + rest))
                    }
                    return (pair.key, rewritten(pair.value, copied: copied))
                })
        case .array(let items): return .array(items.map { rewritten($0, copied: copied) })
        default: return value
        }
    }
}
