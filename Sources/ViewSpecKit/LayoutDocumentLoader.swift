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
        var parseBag = DiagnosticBag()
        if let root = YAMLParser.parse(source, limits: options.limits, diagnostics: &parseBag),
            LayoutDocumentReader.isLayoutDocument(root)
        {
            guard !parseBag.hasErrors else {
                return Result(document: nil, diagnostics: parseBag.sorted, sources: [source])
            }
            let document = LayoutDocumentReader.read(root, path: source.path, diagnostics: &bag)
            return Result(document: document, diagnostics: bag.sorted, sources: [source])
        }
        let result = Pipeline.validate(source, options: options)
        guard !result.hasErrors, let tree = result.tree else {
            return Result(
                document: nil, diagnostics: result.diagnostics.filter { $0.severity == .error },
                sources: result.sources)
        }
        let layouts = Pipeline.layout(result).layouts
        return Result(
            document: document(spec: source.path, tree: tree, layouts: layouts), diagnostics: [],
            sources: result.sources)
    }

    /// Our own output is trusted: only nesting is bounded (it is 6 levels deep).
    private static let generated = YAMLParser.Limits(
        maxBytes: Int.max / 2, maxDepth: 128, maxAliasExpansion: 0, maxNodes: Int.max)

    /// The document of a spec laid out: its layout JSON read back, each view placed where the
    /// spec writes it.
    public static func document(spec path: String, tree: ResolvedTree, layouts: [LayoutResult])
        -> LayoutDocument?
    {
        let text = LayoutJSON.document(spec: path, tree: tree, layouts: layouts)
        var bag = DiagnosticBag()
        guard
            let root = YAMLParser.parse(
                SourceFile(path: path, text: text), limits: generated, diagnostics: &bag),
            var document = LayoutDocumentReader.read(root, path: path, diagnostics: &bag)
        else { return nil }
        document.range = tree.views.first?.range ?? document.range
        for layout in document.layouts.indices where document.layouts[layout].views.count == tree.views.count
        {
            document.layouts[layout].range = document.range
            for index in tree.views.indices {
                document.layouts[layout].views[index].range = tree.views[index].range
            }
        }
        return document
    }
}
