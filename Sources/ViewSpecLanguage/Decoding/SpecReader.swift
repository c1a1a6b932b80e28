import ViewSpecCore
import ViewSpecSyntax

/// The state of one spec decode on top of the shared `NodeDecoder`: which names are components and
/// what `$name` means where the reader is.
struct SpecReader {
    /// What a use of a component may pass: gathered before any node is decoded, so a component
    /// may be used above its declaration.
    struct Signature {
        var name: String
        var params: [ComponentDecl.Param]
        /// The kind a variant extends, nil for a component with a body.
        var base: String?

        func param(_ name: String) -> ComponentDecl.Param? {
            params.first { $0.name.value == name }
        }
    }

    var decoder: NodeDecoder
    private(set) var signatures: [Signature] = []
    /// Where each name's first signature is: every use of a component looks its name up, and a
    /// spec may declare thousands.
    private var signatureIndex: [String: Int] = [:]
    /// The names `$name` reads as parameters (a component body, a table cell); nil elsewhere,
    /// where `$name` is a token.
    var parameterScope: [String]?
    /// Inside a cell template every `$name` is a parameter: the rows' fields are not known while
    /// the cell is read.
    ///
    /// In a component body only its parameters are; other names are the document's tokens.
    var readsEveryNameAsParameter = false
    let regexes = RegexCache()
    /// The built-in kind of every node's kind name, and the property of every key of a kind.
    var kinds = NameMemo<KindCatalog.IndexedKind?>()
    var properties = NameMemo<PropertyShape?>()

    init(diagnostics: DiagnosticBag) {
        decoder = NodeDecoder(diagnostics: diagnostics)
    }

    /// Adds a component's signature; a name declared again keeps its first. (No observer on
    /// `signatures`: one would copy the whole list on every append, quadratic in the components.)
    mutating func declare(_ signature: Signature) {
        if signatureIndex[signature.name] == nil { signatureIndex[signature.name] = signatures.count }
        signatures.append(signature)
    }

    func signature(_ name: String) -> Signature? {
        signatureIndex[name].map { signatures[$0] }
    }

    /// The built-in kind a component finally stands for (following variants), for its keys.
    func builtInBase(of name: String) -> KindCatalog.IndexedKind? {
        var current = name
        for _ in 0..<32 {
            if let kind = KindCatalog.indexed(named: current) { return kind }
            guard let base = signature(current)?.base else { return nil }
            current = base
        }
        return nil
    }

    /// The component with a body that a variant finally stands for, whose parameters its uses
    /// pass; nil when the chain ends at a built-in kind (or loops, which the checker reports).
    func bodyBase(of name: String) -> Signature? {
        var current = name
        for _ in 0..<32 {
            guard let signature = signature(current) else { return nil }
            guard let base = signature.base else { return signature }
            current = base
        }
        return nil
    }

    mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = []) {
        decoder.error(message, at: range, notes: notes)
    }

    /// Whether `$name` here reads a parameter (or a row field) rather than a token.
    func readsAsParameter(_ name: String) -> Bool {
        guard let scope = parameterScope else { return false }
        return readsEveryNameAsParameter || scope.contains(name)
    }

    /// Runs `body` with every `$name` reading as a parameter: a cell's row fields.
    mutating func withFields<T>(_ body: (inout SpecReader) -> T) -> T {
        let saved = readsEveryNameAsParameter
        readsEveryNameAsParameter = true
        defer { readsEveryNameAsParameter = saved }
        return withParameters([], body)
    }

    /// Runs `body` with `$name` reading as a parameter.
    mutating func withParameters<T>(_ names: [String], _ body: (inout SpecReader) -> T) -> T {
        let saved = parameterScope
        parameterScope = (saved ?? []) + names
        defer { parameterScope = saved }
        return body(&self)
    }
}

/// Compiled `ValueShape.pattern` expressions by source text.
///
/// A class so the read-only helpers of `SpecReader` can fill it; one decode owns one cache, so it
/// is never shared across threads.
final class RegexCache {
    private var compiled: [String: Regex<AnyRegexOutput>] = [:]

    func regex(_ pattern: String) -> Regex<AnyRegexOutput>? {
        if let regex = compiled[pattern] { return regex }
        guard let regex = try? Regex(pattern) else { return nil }
        compiled[pattern] = regex
        return regex
    }
}
