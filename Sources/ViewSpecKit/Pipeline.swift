import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Runs the stages of the pipeline that exist so far, in order, on one spec, and collects what
/// they report.
///
/// It returns data and never prints: the executable decides how to show it.
public enum Pipeline {
    /// What one spec produced: the sources read (for excerpts under diagnostics), the typed spec
    /// when decoding got that far, the resolved tree when resolving did, and every diagnostic
    /// in reading order.
    public struct Result: Sendable {
        /// Every file read: the spec and the specs it embeds, for excerpts under diagnostics.
        public var sources: [SourceFile]
        /// The decoded spec; nil when it did not parse or decode.
        ///
        /// Opaque outside the package: it is kept so a matrix run can resolve the spec again for
        /// another content size, appearance or direction.
        public var spec: Spec?
        /// The resolved view tree, what the layout stage and the emitters take; nil when the spec has
        /// errors.
        public var tree: ResolvedTree?
        /// What the stages before layout reported, in reading order, without the findings the spec's
        /// `# viewspec: ignore` comments silenced.
        public var diagnostics: [Diagnostic]
        /// What the spec was resolved with, to resolve it again for other cells of a matrix.
        var options = Options()
        var font: FontMetrics?
        /// The `# viewspec: ignore` comments of the sources, with what they suppressed so far.
        package var suppressions = Suppressions()
        /// The warnings the suppressions silenced in the stages before layout, marked as such.
        public var suppressed: [Diagnostic] = []
        /// The thresholds the audits judge every laid-out screen by: the spec's own over the
        /// configuration's; nil when the options turn the audits off.
        package var audits: AuditOptions?

        /// Whether any diagnostic is an error: then there is nothing to lay out.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Choices that change what the stages produce.
    public struct Options: Sendable {
        /// The bounds on the input (file size, nesting, aliases, nodes) every file is read with.
        public var limits: YAMLParser.Limits
        /// The Dynamic Type size; nil takes the spec's own.
        public var contentSize: ContentSizeCategory?
        /// Light or dark; nil takes the spec's own.
        public var appearance: ColorAppearance?
        /// The layout direction; nil takes the spec's own.
        public var direction: LayoutDirection?
        /// A font file to measure text in instead of the built-in Inter.
        public var fontFile: String?
        /// False runs neither the token lint nor the screen audits (docs/audits.md).
        public var audits: Bool
        /// The thresholds a configuration file sets; the spec's own `options.audits` win.
        package var auditDefaults = AuditOptions()
        /// The folder embedded specs must be in when the spec is in no repository.
        ///
        /// The repository is the nearest folder at or above the spec holding a `.git` or a
        /// `.viewspec.yml`; without one, this folder (the folder argument the spec was found in),
        /// else the spec's own (`EmbeddedFiles.root(of:outsideRepository:)`).
        package var embedRoot: String?

        /// Options that leave every choice to the spec, with the default limits and the audits on.
        public init(
            limits: YAMLParser.Limits = .default, contentSize: ContentSizeCategory? = nil,
            appearance: ColorAppearance? = nil, direction: LayoutDirection? = nil, fontFile: String? = nil,
            audits: Bool = true
        ) {
            self.limits = limits
            self.contentSize = contentSize
            self.appearance = appearance
            self.direction = direction
            self.fontFile = fontFile
            self.audits = audits
        }
    }

    /// Reads, parses, decodes, checks and resolves the spec at `path` (`-` for standard input).
    ///
    /// Each stage reports every problem it can and the next stage runs only on what the previous
    /// one could make sense of, so a file with a syntax error still gets its other syntax errors
    /// reported, and a spec with an unknown key still gets its undefined ids reported. The
    /// resolver runs only on a spec without errors.
    public static func validate(path: String, options: Options = Options()) -> Result {
        var diagnostics = DiagnosticBag()
        guard let source = SourceLoader.load(path: path, limits: options.limits, diagnostics: &diagnostics)
        else {
            return Result(sources: [], spec: nil, tree: nil, diagnostics: diagnostics.sorted)
        }
        return validate(source, options: options, diagnostics: diagnostics)
    }

    /// The same for a spec already in memory.
    public static func validate(
        _ source: SourceFile, options: Options = Options(), diagnostics: DiagnosticBag = DiagnosticBag()
    ) -> Result {
        Suggestion.withSpecLimit { checkAndResolve(source, options: options, diagnostics: diagnostics) }
    }

    private static func checkAndResolve(
        _ source: SourceFile, options: Options, diagnostics: DiagnosticBag
    ) -> Result {
        var diagnostics = diagnostics
        var sources = [source]
        guard
            let (spec, tokenLint) = checkWithTokenLint(
                source, limits: options.limits, diagnostics: &diagnostics)
        else {
            return Result(sources: sources, spec: nil, tree: nil, diagnostics: diagnostics.sorted)
        }
        var tree: ResolvedTree?
        var font: FontMetrics?
        // The spec says what its own screens are held to; the configuration only sets the
        // thresholds a spec leaves unset.
        let audits = options.audits ? spec.options.audits(over: options.auditDefaults) : nil
        if !diagnostics.hasErrors {
            if let path = options.fontFile {
                do {
                    font = try FontMetrics(contentsOf: path)
                } catch {
                    diagnostics.error(.fontFileUnusable(path, reason: error.description), at: nil)
                }
            }
            if !diagnostics.hasErrors {
                let resolved = resolve(spec, options: options, font: font, diagnostics: &diagnostics)
                tree = resolved.tree
                sources += resolved.sources
                if let tree, options.audits, !diagnostics.hasErrors {
                    for finding in tokenLint.findings(on: tree.tokenLintScreen(of: spec)) {
                        diagnostics.report(finding)
                    }
                }
            }
        }
        var result = Result(
            sources: sources, spec: spec, tree: tree, diagnostics: [], options: options, font: font,
            audits: audits)
        let scanned = Suppressions.scan(sources)
        result.suppressions = scanned.suppressions
        for diagnostic in scanned.diagnostics { diagnostics.report(diagnostic) }
        (result.diagnostics, result.suppressed) = result.suppressions.partition(
            diagnostics.sorted, viewRanges: [:])
        return result
    }

    /// Resolves a checked spec with `options`' content size, appearance and direction; returns
    /// the embedded specs' sources too.
    static func resolve(
        _ spec: Spec, options: Options, font: FontMetrics?, diagnostics: inout DiagnosticBag
    ) -> (tree: ResolvedTree?, sources: [SourceFile]) {
        let files = EmbeddedFiles(
            limits: options.limits,
            root: EmbeddedFiles.root(of: spec.range.file, outsideRepository: options.embedRoot),
            spec: spec.range.file)
        let resolverOptions = ResolverOptions(
            contentSize: options.contentSize, appearance: options.appearance,
            direction: options.direction, font: font,
            loadEmbedded: { path, range, bag in files.spec(path, from: range, diagnostics: &bag) },
            loadFont: { path, range in
                let resolved = EmbeddedFiles.path(path, relativeTo: range.file)
                do throws(FontError) {
                    return .success(try FontMetrics(contentsOf: resolved))
                } catch {
                    return .failure(error)
                }
            })
        let tree = Resolver.resolve(spec, options: resolverOptions, diagnostics: &diagnostics)
        return (tree, files.sources)
    }

    /// Parses, decodes and checks one source.
    static func check(_ source: SourceFile, limits: YAMLParser.Limits, diagnostics: inout DiagnosticBag)
        -> Spec?
    {
        checkWithTokenLint(source, limits: limits, diagnostics: &diagnostics)?.spec
    }

    /// `check`, with the token lint over the nodes the checks walked; nil when the spec did not
    /// decode.
    private static func checkWithTokenLint(
        _ source: SourceFile, limits: YAMLParser.Limits, diagnostics: inout DiagnosticBag
    ) -> (spec: Spec, tokenLint: TokenLint)? {
        guard let root = YAMLParser.parse(source, limits: limits, diagnostics: &diagnostics),
            let spec = SpecDecoder.decode(root, diagnostics: &diagnostics)
        else { return nil }
        return (spec, SpecChecker.checkedWithTokenLint(spec, diagnostics: &diagnostics))
    }
}

/// Reads the specs `embed` names, relative to the spec that names them, and keeps their
/// sources for excerpts under diagnostics.
final class EmbeddedFiles {
    let limits: YAMLParser.Limits
    private(set) var sources: [SourceFile] = []
    /// Each file read once, by resolved path, with whether it had errors: a spec may embed one
    /// file many times (files that each embed the next twice embed the last thousands of
    /// times), and its own diagnostics are reported once.
    private var checked: [String: (spec: Spec?, hasErrors: Bool)] = [:]

    /// The folder embeds must resolve into, links resolved; nil when it cannot be resolved.
    let root: String?
    /// The folder as the user wrote it, for messages.
    let rootShown: String

    /// The name each file was first read by, keyed by its real path (links and `..` resolved):
    /// `e0.yaml` embedded again as `../case/e0.yaml` is the spec being resolved, so the resolver
    /// sees the cycle at once instead of expanding every file again under a second name.
    private var names: [String: String] = [:]
    /// The name each path an embed wrote stands for (itself, or the first name of its file), so
    /// a file is resolved once per name, not once per embed.
    private var aliases: [String: String] = [:]
    /// Each path an embed wrote, joined to the folder of the file that wrote it: the same embed
    /// of a file embedded many times is joined once, not once per use.
    private var joined: [Embed: String] = [:]

    private struct Embed: Hashable {
        var path: String
        var file: String
    }

    /// Embeds of the spec `spec` (as diagnostics name it), inside `root`.
    init(limits: YAMLParser.Limits, root: String, spec: String) {
        self.limits = limits
        self.root = FileSystem.realPath(root)
        self.rootShown = root
        if spec != SourcePath.standardInputName, let real = FileSystem.realPath(spec) { names[real] = spec }
    }

    /// The folder embeds of the spec `file` may read.
    ///
    /// Its repository, the nearest folder at or above it with a `.git` or a `.viewspec.yml`; else `outsideRepository`, else the spec's
    /// own folder. Standard input's folder is the current one.
    static func root(of file: String, outsideRepository: String?) -> String {
        let folder = file == SourcePath.standardInputName ? "." : FileSystem.parent(file)
        let own = folder.isEmpty ? "." : folder
        guard var current = FileSystem.realPath(own) else { return outsideRepository ?? own }
        while true {
            for marker in [".git", Configuration.fileName]
            where FileSystem.entryExists(FileSystem.appending(marker, to: current)) {
                return current
            }
            let parent = FileSystem.parent(current)
            if parent == current || parent.isEmpty { return outsideRepository ?? own }
            current = parent
        }
    }

    /// Why `resolved` may not be embedded, or nil when it may: an embed reads a spec file of
    /// the spec's repository, never any file a spec names (`/etc/passwd`, `../../.ssh/…`,
    /// `/proc/self/environ`), whose first line a syntax error would quote into a CI log.
    func refusal(of resolved: String) -> String? {
        guard FileSystem.hasExtension(resolved, in: SpecFolder.extensions) else {
            return "an embedded spec is a .yaml, .yml or .json file"
        }
        // A file that does not exist is reported by the read, as any missing file is.
        guard let real = FileSystem.realPath(resolved) else { return nil }
        guard let root, real.hasPrefix(root == "/" ? "/" : root + "/") else {
            return "it is outside '\(rootShown)', the folder whose specs may be embedded"
        }
        return nil
    }

    func spec(_ path: String, from range: SourceRange, diagnostics: inout DiagnosticBag) -> Spec? {
        let embed = Embed(path: path, file: range.file)
        let written = joined[embed] ?? Self.path(path, relativeTo: range.file)
        joined[embed] = written
        // Refused by the name it is written with (a link out of the repository is refused as
        // itself, not as the file it reaches), before that name is joined to its file's.
        if checked[written] == nil, aliases[written] == nil, let reason = refusal(of: written) {
            checked[written] = (nil, true)
            diagnostics.error(.unreadableFile(path, reason: reason), at: range)
            return nil
        }
        let resolved = name(of: written)
        if let known = checked[resolved] {
            // The file's own errors were reported at its first embed; this one is left out too.
            if known.hasErrors {
                diagnostics.error(.embeddedSpecHasErrors(path), at: range)
                return nil
            }
            return known.spec
        }
        var bag = DiagnosticBag()
        let spec = read(resolved, from: range, diagnostics: &bag)
        checked[resolved] = (spec, bag.hasErrors)
        diagnostics.append(contentsOf: bag)
        return spec
    }

    /// The name the file at `path` was first read by; `path` itself for a new file (or one that
    /// does not exist, which the read reports).
    private func name(of path: String) -> String {
        if let known = aliases[path] { return known }
        var first = path
        if let real = FileSystem.realPath(path) {
            if let known = names[real] { first = known } else { names[real] = path }
        }
        aliases[path] = first
        return first
    }

    private func read(_ resolved: String, from range: SourceRange, diagnostics: inout DiagnosticBag) -> Spec?
    {
        var bag = DiagnosticBag()
        guard
            let source = SourceLoader.load(
                path: resolved, limits: limits, regularFileOnly: true, diagnostics: &bag)
        else {
            // The loader reports an unreadable file without a place; point at the `file` value.
            for diagnostic in bag.diagnostics {
                diagnostics.report(Diagnostic(.error, id: diagnostic.id, diagnostic.message, at: range))
            }
            return nil
        }
        if !sources.contains(where: { $0.path == source.path }) { sources.append(source) }
        let spec = Pipeline.check(source, limits: limits, diagnostics: &bag)
        diagnostics.append(contentsOf: bag)
        return spec
    }

    /// `path` relative to the folder of the spec `file`, with `.` and `..` steps folded so
    /// that one file has one name; absolute paths and specs read from standard input are
    /// relative to nothing.
    static func path(_ path: String, relativeTo file: String) -> String {
        guard !path.hasPrefix("/"), file != SourcePath.standardInputName,
            let slash = file.lastIndex(of: "/")
        else { return SourcePath.normalized(path) }
        return SourcePath.normalized(String(file[...slash]) + path)
    }
}

extension Pipeline {
    /// The devices to lay out on: `deviceNames` when given (`--device`), else the tree's own
    /// (the spec's devices, or the default), each as `device(_:of:named:keyboard:)` makes it.
    ///
    /// Unknown device names are reported and skipped, and so is a `keyboard` that cannot be shown.
    public static func devices(
        of tree: ResolvedTree, named deviceNames: [String] = [], keyboard: Bool = false
    )
        -> (devices: [Device], diagnostics: [Diagnostic])
    {
        var diagnostics = DiagnosticBag()
        var devices: [Device] = []
        for name in deviceNames.isEmpty ? tree.devices.map(\.name) : deviceNames {
            if let device = device(name, of: tree, named: !deviceNames.isEmpty, keyboard: keyboard) {
                devices.append(device)
                // `--keyboard` shows it wherever one docks; a screen without one is laid out as it is.
                if keyboard && !device.hasSoftwareKeyboard {
                    diagnostics.warning(.keyboardNotShown(device.name), at: nil)
                }
            } else {
                let suggestion = Suggestion.closest(to: name, in: DevicePreset.deviceNames)
                diagnostics.error(.unknownDevice(name, suggestion: suggestion), at: nil)
            }
        }
        return (devices, diagnostics.sorted)
    }

    /// The device `name` a screen of `tree` is laid out on: the only place a device's name becomes
    /// its geometry, so every cell of a matrix and every device list agree.
    ///
    /// The spec's own device of that name when it has one (its safe area is in the tree's
    /// direction); else, when `named` (`--device`), the preset, showing the keyboard when the
    /// spec's own device does: the keyboard belongs to the screen. `keyboard` (`--keyboard`)
    /// shows it wherever one docks. Nil for a name that is neither.
    public static func device(_ name: String, of tree: ResolvedTree, named: Bool, keyboard: Bool) -> Device? {
        var device: Device
        if let own = tree.devices.first(where: { $0.name == name }) {
            device = own
        } else if named, let preset = Device.named(name) {
            let screenShowsKeyboard = tree.devices.contains { $0.keyboardHeight != nil }
            device = screenShowsKeyboard ? preset.showingKeyboard(tree.keyboardType) : preset
        } else {
            return nil
        }
        if keyboard && device.hasSoftwareKeyboard { device = device.showingKeyboard(tree.keyboardType) }
        return device
    }

    /// How the laid-out screens are judged: the audits' thresholds, and the findings the spec's
    /// suppressions silence, which the audits then do not build (nil builds every finding).
    package struct Judging: Sendable {
        package var options: AuditOptions
        package var silenced: SilencedFindings?

        package init(options: AuditOptions, silenced: SilencedFindings? = nil) {
            self.options = options
            self.silenced = silenced
        }
    }

    /// The frames of `tree` on `device` and the layout's findings, then, when `judging` is given,
    /// the audits' findings on the laid-out screen, all in reading order, one per written node
    /// and rule (`SameNodeFindings`).
    package static func solve(_ tree: ResolvedTree, on device: Device, judging: Judging?) -> LayoutResult {
        var result = Layout.solve(tree, on: device)
        if let judging {
            let findings = Audits.run(tree, on: result, options: judging.options, silenced: judging.silenced)
            if !findings.isEmpty {
                var bag = DiagnosticBag()
                for diagnostic in result.diagnostics + findings { bag.report(diagnostic) }
                result.diagnostics = bag.sorted
            }
        }
        result.diagnostics = SameNodeFindings.grouped(
            result.diagnostics, nodes: SameNodeFindings.nodes(of: tree))
        return result
    }

    /// The layouts of a pipeline result on `deviceNames` (the tree's own devices when empty),
    /// with what they report: nothing when it has no resolved tree.
    ///
    /// A devices-only run is the
    /// matrix of the tree's one content size, appearance and direction, laid out as every matrix
    /// is (`layout(_:matrix:request:)`): the result's suppressions filter every layout's
    /// findings, and those that suppressed nothing, here or in the earlier stages, are reported
    /// at the end.
    public static func layout(_ result: Result, deviceNames: [String] = [], keyboard: Bool = false) -> (
        layouts: [LayoutResult], diagnostics: [Diagnostic]
    ) {
        guard let tree = result.tree else { return ([], []) }
        let (devices, unknown) = devices(of: tree, named: deviceNames, keyboard: keyboard)
        let matrix = Matrix(
            devices: devices.map(\.name), contentSizes: [tree.contentSize], appearances: [tree.appearance],
            directions: [tree.direction])
        let run = layout(
            result, matrix: matrix, request: MatrixRequest(devices: deviceNames, keyboard: keyboard))
        return (run.cells.map(\.layout), unknown + Findings.reported(run))
    }
}
