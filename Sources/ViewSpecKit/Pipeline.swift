/// Runs the stages of the pipeline that exist so far, in order, on one spec, and collects what
/// they report. It returns data and never prints: the executable decides how to show it.
public enum Pipeline {
    /// What one spec produced: the sources read (for excerpts under diagnostics), the typed spec
    /// when decoding got that far, and every diagnostic in reading order.
    public struct Result: Sendable {
        public var sources: [SourceFile]
        public var spec: Spec?
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Reads, parses, decodes and checks the spec at `path` (`-` for standard input).
    ///
    /// Each stage reports every problem it can and the next stage runs only on what the previous
    /// one could make sense of, so a file with a syntax error still gets its other syntax errors
    /// reported, and a spec with an unknown key still gets its undefined ids reported.
    public static func validate(path: String, limits: YAMLParser.Limits = .default) -> Result {
        var diagnostics = DiagnosticBag()
        guard let source = SourceLoader.load(path: path, limits: limits, diagnostics: &diagnostics) else {
            return Result(sources: [], spec: nil, diagnostics: diagnostics.sorted)
        }
        return validate(source, limits: limits, diagnostics: diagnostics)
    }

    /// Parses, decodes and checks a spec already in memory.
    public static func validate(
        _ source: SourceFile, limits: YAMLParser.Limits = .default,
        diagnostics: DiagnosticBag = DiagnosticBag()
    ) -> Result {
        var diagnostics = diagnostics
        var spec: Spec?
        if let root = YAMLParser.parse(source, limits: limits, diagnostics: &diagnostics) {
            spec = SpecDecoder.decode(root, diagnostics: &diagnostics)
            if let spec {
                SpecChecker.check(spec, diagnostics: &diagnostics)
            }
        }
        return Result(sources: [source], spec: spec, diagnostics: diagnostics.sorted)
    }
}
