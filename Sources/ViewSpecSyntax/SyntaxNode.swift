import ViewSpecCore

/// One node of a parsed YAML or JSON document, with the place it came from.
///
/// Aliases are already expanded (an alias node is a copy of its anchor's node whose `range` is
/// the alias's own place) and merge keys (`<<`) already applied, so later stages never see
/// either. Equality ignores ranges, so two nodes with the same content compare equal.
package struct SyntaxNode: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case scalar(Scalar)
        case sequence([SyntaxNode])
        case mapping([Pair])
    }

    /// A scalar's text as written, after YAML unescaping and folding, and how it was quoted.
    package struct Scalar: Sendable, Equatable {
        package enum Style: Sendable, Equatable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }
        package var text: String
        /// An explicit tag such as `!!str`, or nil.
        package var tag: String?
        /// Last, where its one byte needs no padding before the next field: between the two
        /// strings it would make every node of the tree 64 bytes instead of 56 (a pair 128
        /// instead of 112), memory the whole tree is built in, moved and freed.
        package var style: Style

        package init(text: String, style: Style = .plain, tag: String? = nil) {
            self.text = text
            self.style = style
            self.tag = tag
        }

        /// True when the scalar was written without quotes and without a tag, so `10`, `true`
        /// and `null` in it mean a number, a boolean and null (YAML 1.2 core schema).
        package var isPlain: Bool { style == .plain && tag == nil }
    }

    /// A key and its value.
    ///
    /// The key keeps its own range, so "unknown key" points at the key.
    package struct Pair: Sendable, Equatable {
        package var key: SyntaxNode
        package var value: SyntaxNode

        package init(key: SyntaxNode, value: SyntaxNode) {
            self.key = key
            self.value = value
        }
    }

    package var kind: Kind
    package var range: SourceRange

    package init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    package static func == (a: Self, b: Self) -> Bool { a.kind == b.kind }
}

extension SyntaxNode {
    package var scalar: Scalar? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    package var sequence: [SyntaxNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    package var mapping: [Pair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// The text of a scalar key or value; nil for collections.
    package var text: String? { scalar?.text }

    /// A short name of the node's shape for "expected a mapping, found a sequence".
    package var shapeName: String {
        switch kind {
        case .scalar(let s):
            if s.isPlain {
                if s.text.isEmpty || s.text == "null" || s.text == "~" { return "null" }
                if s.text == "true" || s.text == "false" { return "a boolean" }
                if Double(s.text) != nil { return "a number" }
            }
            return "a string"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
