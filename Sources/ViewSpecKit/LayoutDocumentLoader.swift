import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Reads what `viewspec diff` is given: a layout JSON document (a snapshot), or a spec, which
/// it lays out.
public enum LayoutDocumentLoader {
    /// A loaded document, or why there is none.
    public struct Result {
        /// Nil when the file could not be read or the spec has errors.
        public var document: LayoutDocument?
        /// Why there is no document; empty otherwise (a spec's warnings are not a diff's business).
        public var diagnostics: [Diagnostic]
        /// The files read, for excerpts under `diagnostics`.
        public var sources: [SourceFile]
    }

    /// The document at `path`: read as a layout document when it is one (an object with
    /// `format` and `layouts`), else checked, resolved and laid out as a spec on its devices.
    public static func load(path: String, options: Pipeline.Options = Pipeline.Options()) -> Result {
        var bag = DiagnosticBag()
        guard let source = SourceLoader.load(path: path, limits: options.limits, diagnostics: &bag) else {
            return Result(document: nil, diagnostics: bag.sorted, sources: [])
        }
        return load(source, options: options)
    }

    /// The same for a file already in memory.
    public static func load(_ source: SourceFile, options: Pipeline.Options = Pipeline.Options()) -> Result {
        if let read = document(source, options: options) { return read }
        let result = Pipeline.validate(source, options: options)
        guard !result.hasErrors, let tree = result.tree else {
            return Result(
                document: nil, diagnostics: result.diagnostics.filter { $0.severity == .error },
                sources: result.sources)
        }
        let layouts = Pipeline.layout(result).layouts
        return Result(
            document: LayoutDocument(spec: source.path, tree: tree, layouts: layouts), diagnostics: [],
            sources: result.sources)
    }

    /// `source` read as a layout document (an object with `format` and `layouts`, such as a
    /// snapshot); nil when it is not one, and so would be read as a spec.
    public static func document(_ source: SourceFile, options: Pipeline.Options = Pipeline.Options())
        -> Result?
    {
        var bag = DiagnosticBag()
        var parseBag = DiagnosticBag()
        guard let root = YAMLParser.parse(source, limits: options.limits, diagnostics: &parseBag),
            LayoutDocumentReader.isLayoutDocument(root)
        else { return nil }
        guard !parseBag.hasErrors else {
            return Result(document: nil, diagnostics: parseBag.sorted, sources: [source])
        }
        let document = LayoutDocumentReader.read(root, path: source.path, diagnostics: &bag)
        return Result(document: document, diagnostics: bag.sorted, sources: [source])
    }
}
