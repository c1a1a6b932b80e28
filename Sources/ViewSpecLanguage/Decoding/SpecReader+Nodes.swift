import ViewSpecCore
import ViewSpecSyntax

/// Nodes: a one-key mapping `kind: value`, the value being properties, a scalar for the kind's
/// main property, or empty for all defaults.
extension SpecReader {
    static let nodeKeys = ["id", "style", "layout", "children"]
    static let childKeys = ["children", "child", "cell", "left", "right"]

    /// The names that may be used as a kind, for the did-you-mean.
    var kindNames: [String] { KindCatalog.names + signatures.map(\.name) }

    mutating func decodeNode(_ node: SyntaxNode) -> ViewNode? {
        switch node.kind {
        case .scalar(let scalar):
            // `- slot` or `- view`: a bare kind takes all defaults.
            guard scalar.isPlain, !scalar.text.isEmpty, scalar.text != "null", scalar.text != "~" else {
                decoder.error(.invalidNode(found: node.shapeName), at: node.range)
                return nil
            }
            return decodeNode(kind: Located(scalar.text, range: node.range), value: nil, range: node.range)
        case .sequence:
            decoder.error(.invalidNode(found: "a sequence"), at: node.range)
            return nil
        case .mapping(let pairs):
            guard pairs.count == 1, let kind = pairs[0].key.text else {
                let found = pairs.isEmpty ? "an empty mapping" : "a mapping with \(pairs.count) keys"
                decoder.error(
                    .invalidNode(found: found, hint: misplacedPropertiesHint(pairs)), at: node.range)
                return nil
            }
            return decodeNode(
                kind: Located(kind, range: pairs[0].key.range), value: pairs[0].value,
                range: pairs[0].key.range.through(pairs[0].value.range))
        }
    }

    /// `- label.body: Hi` with `id: x` under it at the same indentation is the likeliest way to
    /// write a two-key node: the properties belong under the kind.
    private func misplacedPropertiesHint(_ pairs: [SyntaxNode.Pair]) -> String? {
        let keys = pairs.compactMap(\.key.text)
        let kinds = keys.filter { KindCatalog.kind(named: $0) != nil || signature($0) != nil }
        guard kinds.count == 1, let kind = kinds.first else { return nil }
        let others = keys.filter { $0 != kind }.map { "'\($0)'" }.joined(separator: ", ")
        return "indent \(others) under '\(kind)'"
    }

    /// What a node's keys are checked against: a built-in kind's properties, a variant's base
    /// kind's properties, or a component's parameters.
    private enum Target {
        case kind(KindCatalog.IndexedKind)
        case component(Signature, base: KindCatalog.IndexedKind?)
        /// A kind the decoder does not know (reported): its keys are read as a plain view's and
        /// its child nodes as usual, so the errors below it show up in the same run.
        case unknown
    }

    /// What an unknown kind's keys are read as.
    private static let genericView = {
        guard let view = KindCatalog.indexed(named: BuiltinKind.view.name) else {
            preconditionFailure("the catalogue is made from `BuiltinKind.allCases`, `view` among them")
        }
        return view
    }()

    /// Every property name of every kind, in catalog order: the keys an unknown kind may
    /// have without it being a typo, whatever kind was meant.
    private static let anyKindKeys: [String] = KindCatalog.union(of: KindCatalog.all).map(\.name)

    mutating func decodeNode(kind: Located<String>, value: SyntaxNode?, range: SourceRange) -> ViewNode? {
        let target: Target
        if let indexed = kinds.value(for: kind.value, lookUp: KindCatalog.indexed(named:)) {
            target = .kind(indexed)
        } else if let signature = signature(kind.value) {
            if let kind = builtInBase(of: kind.value) {
                target = .component(signature, base: kind)
            } else {
                // A component with a body, or a variant of one: uses pass the body's parameters.
                target = .component(bodyBase(of: kind.value) ?? signature, base: nil)
            }
        } else {
            let suggestion = Suggestion.closest(to: kind.value, in: kindNames)
            decoder.error(.unknownKind(kind.value, suggestion: suggestion), at: kind.range)
            target = .unknown
        }
        var result = ViewNode(kind: kind, range: range)
        guard let value else { return result }
        switch value.kind {
        case .scalar(let scalar):
            if scalar.isPlain, scalar.text.isEmpty || scalar.text == "null" || scalar.text == "~" {
                return result
            }
            // Which property a scalar is depends on the kind that was meant.
            if case .unknown = target { return result }
            mainProperty(value, of: kind, target: target, into: &result)
        case .sequence:
            // `tabBar: [Home, Search]`: a list is the main property when the kind's is a list.
            if case .unknown = target {
                return result
            } else if let main = mainShape(of: target), case .list = main.shape {
                mainProperty(value, of: kind, target: target, into: &result)
            } else {
                decoder.error(
                    .wrongType(
                        expected: "a mapping of properties, a scalar or empty", found: "a sequence",
                        for: "'\(kind.value)'"),
                    at: value.range)
            }
        case .mapping(let pairs):
            // At most one property per key: one allocation instead of one per doubling.
            result.properties.reserveCapacity(pairs.count)
            for index in pairs.indices {
                property(pairs[index], of: kind, target: target, into: &result)
            }
        }
        return result
    }

    /// A kind's main property; a component with a body takes its first parameter.
    private func mainShape(of target: Target) -> PropertyShape? {
        switch target {
        case .kind(let kind), .component(_, base: let kind?):
            kind.descriptor.mainProperty.flatMap { kind.property($0) }
        case .component(let signature, base: nil):
            signature.params.first.map { PropertyShape($0.name.value, Self.shape(of: $0.type?.value), "") }
        case .unknown:
            nil
        }
    }

    private mutating func mainProperty(
        _ value: SyntaxNode, of kind: Located<String>, target: Target, into result: inout ViewNode
    ) {
        guard let main = mainShape(of: target) else {
            decoder.error(.noMainProperty(kind.value), at: value.range)
            return
        }
        if let decoded = decodeValue(value, shape: main.shape, what: main.name) {
            result.properties.append(Property(name: Located(main.name, range: value.range), value: decoded))
        } else {
            result.rejectedProperties.append(main.name)
        }
    }

    private mutating func property(
        _ pair: SyntaxNode.Pair, of kind: Located<String>, target: Target, into result: inout ViewNode
    ) {
        let key = pair.key.text ?? ""
        let keyRange = pair.key.range
        let value = pair.value
        var shape: PropertyShape?
        var content = KindDescriptor.Content.children
        switch target {
        case .kind(let kind), .component(_, base: let kind?):
            shape = properties.value(
                for: key, context: UInt(bitPattern: ObjectIdentifier(kind)), lookUp: kind.property)
            content = kind.descriptor.content
        case .component(let signature, base: nil):
            if let param = signature.param(key) {
                shape = PropertyShape(key, Self.shape(of: param.type?.value), "")
            } else if !Self.nodeKeys.contains(key) {
                // Kept untyped: the checker reports it with a note at the component's parameters.
                result.properties.append(
                    Property(name: Located(key, range: keyRange), value: anything(value)))
                return
            }
        case .unknown:
            shape = Self.genericView.property(key)
            if shape == nil, Self.childKeys.contains(key) {
                // Child nodes are decoded as usual, whichever kind takes them.
                shape = KindCatalog.all.lazy.compactMap { $0.property(key) }.first
            } else if shape == nil, Self.anyKindKeys.contains(key) {
                // Another kind's property: its value can only be judged once the kind is known.
                return
            }
        }
        // Node keys fill the node's own fields, where the kind has them (`slot` has none). A
        // component with a body takes them all, besides its parameters.
        let isNodeKey: Bool
        switch target {
        case .kind, .component(_, base: _?), .unknown:
            // A pattern, not `shape != nil`, which compiles to `PropertyShape`'s `==`: both
            // optionals copied into a tuple and destroyed through its metadata, for every key.
            if case .some = shape { isNodeKey = true } else { isNodeKey = false }
        case .component(_, base: nil): isNodeKey = true
        }
        switch key {
        case "id" where isNodeKey:
            guard let text = decoder.string(value, "id") else { return }
            guard Self.isValidID(text) else {
                decoder.error(.invalidID(text), at: value.range)
                return
            }
            result.id = Located(text, range: value.range)
            return
        case "style" where isNodeKey:
            for item in decoder.oneOrMany(value) {
                if let name = decoder.string(item, "style") {
                    result.styles.append(
                        Located(name.hasPrefix(".") ? String(name.dropFirst()) : name, range: item.range))
                }
            }
            return
        case "layout" where isNodeKey:
            result.layout = layout(value)
            return
        case "children" where content == .children:
            guard let items = decoder.sequence(value, "children") else { return }
            result.childrenRange = value.range
            result.childrenKeyRange = keyRange
            result.children = decodeNodes(items)
            return
        default:
            break
        }
        guard let shape else {
            if Self.childKeys.contains(key) {
                if key == "children" { result.childrenRange = value.range }
                decoder.error(
                    .childrenNotAllowed(kind.value, key: key, expected: Self.contentDescription(content)),
                    at: keyRange)
            } else {
                let suggestion = Suggestion.closest(to: key, in: Self.allowedKeys(of: target))
                var ownKeys: [String]?
                if case .kind(let indexed) = target {
                    ownKeys = KindCatalog.ownKeys(of: [indexed.descriptor])
                }
                if case .component(_, base: let indexed?) = target {
                    ownKeys = KindCatalog.ownKeys(of: [indexed.descriptor])
                }
                decoder.error(
                    .unknownKey(key, in: "'\(kind.value)'", suggestion: suggestion, ownKeys: ownKeys),
                    at: keyRange)
            }
            return
        }
        // A cell is a template: `$field` reads the row it is laid out for.
        let decoded =
            key == "cell"
            ? withFields { $0.decodeValue(value, shape: shape.shape, what: key) }
            : decodeValue(value, shape: shape.shape, what: key)
        if let decoded {
            result.properties.append(Property(name: Located(key, range: keyRange), value: decoded))
        } else {
            result.rejectedProperties.append(key)
        }
    }

    /// Each node of `items` that decodes.
    ///
    /// Reserved up front: a `ViewNode` is a few hundred bytes, and growing the array by doubling
    /// would copy every one of them again.
    mutating func decodeNodes(_ items: [SyntaxNode]) -> [ViewNode] {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(items.count)
        for index in items.indices {
            if let node = decodeNode(items[index]) { nodes.append(node) }
        }
        return nodes
    }

    /// The keys a node of `target` takes, in the order the did-you-mean prefers them.
    private static func allowedKeys(of target: Target) -> [String] {
        switch target {
        case .kind(let kind), .component(_, base: let kind?): kind.propertyNames
        case .component(let signature, base: nil): nodeKeys + signature.params.map(\.name.value)
        case .unknown: anyKindKeys
        }
    }

    /// The constraint plans of a node's `layout`.
    mutating func layout(_ node: SyntaxNode) -> [PlanItem] {
        decoder.decodePlanList(node)
    }

    static func contentDescription(_ content: KindDescriptor.Content) -> String? {
        switch content {
        case .none: nil
        case .children: "'children'"
        case .child: "one 'child'"
        case .columns: "'left' and 'right'"
        case .cell: "a 'cell'"
        }
    }

    static func shape(of type: ComponentDecl.ParamType?) -> ValueShape {
        switch type {
        case nil: .anything
        case .string: .string
        case .number: .number()
        case .boolean: .boolean
        case .color: .color
        case .length: .length
        }
    }

    /// ASCII letters, digits, `_` and `-`, starting with a letter.
    ///
    /// Checked on UTF-8 bytes: every id of a spec goes through here, and a Unicode property lookup
    /// per character would be a measurable part of decoding (an ASCII letter is exactly an
    /// alphabetic ASCII scalar).
    static func isValidID(_ text: String) -> Bool {
        // Over the contiguous bytes when the string has them, as stepping the iterator below
        // costs several times as much per byte.
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, isASCIILetter(first) else { return false }
            return bytes.dropFirst().allSatisfy {
                isASCIILetter($0) || isASCIIDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            }
        }
        if let contiguous { return contiguous }
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isASCIILetter(first) else { return false }
        while let byte = bytes.next() {
            guard
                isASCIILetter(byte) || isASCIIDigit(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "-")
            else { return false }
        }
        return true
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
