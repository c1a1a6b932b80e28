import ViewSpecCore

/// The messages of the read and parse stages. Ids are stable: tools match on them.
extension DiagnosticMessage {
    // MARK: - Reading

    package static func unreadableFile(_ path: String, reason: String) -> Self {
        .init(id: .unreadableFile, "cannot read '\(path)': \(reason)")
    }

    /// `size` is nil when the input is a stream whose size is only known to pass the limit.
    static func fileTooLarge(size: Int?, limit: Int) -> Self {
        guard let size else {
            return .init(id: .fileTooLarge, "file is larger than the limit of \(limit) bytes")
        }
        return .init(id: .fileTooLarge, "file is too large (\(size) bytes); the limit is \(limit) bytes")
    }

    static func unsupportedEncoding(_ encoding: String) -> Self {
        .init(id: .unsupportedEncoding, "file is encoded as \(encoding); a spec must be UTF-8")
    }

    static let byteOrderMark = Self(
        id: .byteOrderMark, "file starts with a UTF-8 byte order mark; it is ignored")

    static let binaryFile = Self(id: .binaryFile, "file is binary, not a YAML or JSON spec")

    static func invalidUTF8(byte: UInt8) -> Self {
        let hex = String(byte, radix: 16)
        return .init(
            id: .invalidUTF8,
            "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex); a spec must be UTF-8")
    }

    // MARK: - Syntax

    static func splitFlowValue(key: String, value: String) -> Self {
        .init(
            id: .splitFlowValue,
            "a comma ends a value inside '{ }', so the value of '\(key)' was cut into pieces at its commas; "
                + "quote it: \(key): \"\(value)\"")
    }

    static func syntaxError(_ problem: String) -> Self {
        .init(id: .syntaxError, problem)
    }

    /// `expecting` names what would have closed the open construct (`']'`, `a closing quote`).
    ///
    /// It shares `syntax-error`'s id: to a tool, a truncated file is a syntax error.
    static func unexpectedEndOfFile(expecting: String?) -> Self {
        .init(
            id: .syntaxError,
            "unexpected end of file" + (expecting.map { "; expected \($0)" } ?? ""))
    }

    static func reservedIndicator(_ character: Unicode.Scalar) -> Self {
        .init(
            id: .syntaxError,
            "'\(character)' is reserved in YAML and cannot start an unquoted value; put the value in quotes")
    }

    static let tabIndentation = Self(
        id: .tabIndentation, "tab character in indentation; indent with spaces")

    static let emptySpec = Self(id: .emptySpec, "spec is empty")

    static let multipleDocuments = Self(
        id: .multipleDocuments, "file contains more than one document; a spec is a single document")

    static let outOfMemory = Self(id: .outOfMemory, "libyaml ran out of memory")

    // MARK: - Structure

    static func duplicateKey(_ key: String) -> Self {
        .init(id: .duplicateKey, "duplicate key '\(key)'")
    }

    /// `found` is a shape name: "a sequence", "a mapping".
    static func nonScalarKey(found: String) -> Self {
        .init(id: .nonScalarKey, "mapping key must be a scalar, found \(found)")
    }

    static func unknownAlias(_ name: String) -> Self {
        .init(id: .unknownAlias, "unknown alias '\(name)'; anchors must be defined before use")
    }

    static func recursiveAlias(_ name: String) -> Self {
        .init(id: .recursiveAlias, "alias '\(name)' refers to the node that contains it")
    }

    static func invalidMerge(found: String) -> Self {
        .init(id: .invalidMerge, "merge key '<<' needs a mapping or a sequence of mappings, found \(found)")
    }

    // MARK: - Limits

    static func nestingTooDeep(limit: Int) -> Self {
        .init(id: .nestingTooDeep, "nesting is deeper than the limit of \(limit) levels")
    }

    static func tooManyNodes(limit: Int) -> Self {
        .init(id: .tooManyNodes, "spec has more than the limit of \(limit) nodes")
    }

    static func aliasExpansionLimit(limit: Int) -> Self {
        .init(id: .aliasExpansionLimit, "aliases expand to more than the limit of \(limit) nodes")
    }
}
