import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// Reads a `.viewspec.yml` through the spec's own YAML reader and typed readers, so a mistake in
/// it reads like one in a spec: `file:line:col: error: … [id]` with a did-you-mean.
package enum ConfigurationReader {
    package static let topKeys = ["rules", "matrix", "include", "exclude"]
    package static let matrixKeys = ["device", "contentSize", "appearance", "direction"]

    /// The configuration at `path` (as diagnostics name it), its globs relative to `folder`
    /// (absolute).
    ///
    /// Nil, with the problems reported, when it has errors: a run must not go on with half of what
    /// the file says.
    package static func read(path: String, folder: String, diagnostics: inout DiagnosticBag) -> (
        configuration: Configuration?, source: SourceFile?
    ) {
        var bag = DiagnosticBag()
        guard let source = SourceLoader.load(path: path, regularFileOnly: true, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return (nil, nil)
        }
        let configuration = Suggestion.withSpecLimit {
            read(source, folder: folder, diagnostics: &bag)
        }
        diagnostics.append(contentsOf: bag)
        return (bag.hasErrors ? nil : configuration, source)
    }

    /// The same for a file already in memory.
    package static func read(_ source: SourceFile, folder: String, diagnostics: inout DiagnosticBag)
        -> Configuration
    {
        var configuration = Configuration(file: source.path, folder: folder)
        // A file of comments only is a configuration that changes nothing.
        let hasContent = (1...max(1, source.lineStarts.count)).contains { line in
            let text = source.lineText(line)?.drop { $0 == " " || $0 == "\t" } ?? ""
            return !text.isEmpty && !text.hasPrefix("#")
        }
        guard hasContent else { return configuration }
        guard let root = YAMLParser.parse(source, diagnostics: &diagnostics) else { return configuration }
        var decoder = NodeDecoder(diagnostics: diagnostics)
        defer { diagnostics = decoder.diagnostics }
        guard let pairs = decoder.mapping(root, "the configuration") else { return configuration }
        for pair in decoder.checkKeys(pairs, allowed: topKeys, in: "the configuration") {
            switch pair.key.text ?? "" {
            case "rules": rules(pair.value, into: &configuration, decoder: &decoder)
            case "matrix": matrix(pair.value, into: &configuration, decoder: &decoder)
            case "include":
                configuration.include = globs(
                    pair.value, "include", before: configuration.exclude.count, decoder: &decoder)
            case "exclude":
                configuration.exclude = globs(
                    pair.value, "exclude", before: configuration.include.count, decoder: &decoder)
            default: break
            }
        }
        return configuration
    }

    private static func rules(
        _ node: SyntaxNode, into configuration: inout Configuration, decoder: inout NodeDecoder
    ) {
        guard let pairs = decoder.mapping(node, "'rules'") else { return }
        let allIDs = DiagnosticRules.all.map(\.id)
        for pair in pairs {
            let id = pair.key.text ?? ""
            guard let rule = DiagnosticRules.rule(id) else {
                decoder.error(
                    .unknownConfiguredRule(id, suggestion: Suggestion.closest(to: id, in: allIDs)),
                    at: pair.key.range)
                continue
            }
            var severityNode: SyntaxNode?
            if let settings = pair.value.mapping {
                let allowed = ["severity"] + Configuration.thresholds.filter { $0.rule == id }.map(\.key)
                for setting in decoder.checkKeys(settings, allowed: allowed, in: "'rules.\(id)'") {
                    let key = setting.key.text ?? ""
                    switch key {
                    case "severity": severityNode = setting.value
                    case "level":
                        if let level = decoder.enumeration(
                            setting.value, "contrast level",
                            cases: AuditOptions.ContrastLevel.allCases.map(\.rawValue)
                        ) {
                            configuration.audits.contrast = AuditOptions.ContrastLevel(rawValue: level) ?? .AA
                        }
                    case "minimum":
                        guard let value = decoder.number(setting.value, "minimum", in: 1...1000)
                        else { continue }
                        if id == "small-tap-target" {
                            configuration.audits.minimumTapTarget = value
                        } else {
                            configuration.audits.minimumTextSize = value
                        }
                    default: break
                    }
                }
            } else {
                severityNode = pair.value
            }
            guard let severityNode,
                let text = severityNode.scalar.flatMap(Configuration.Severity.yaml11Off)
                    ?? decoder.enumeration(
                        severityNode, "severity", cases: Configuration.Severity.allCases.map(\.rawValue)),
                let severity = Configuration.Severity(rawValue: text)
            else { continue }
            if rule.defaultSeverity == .error && severity != .error {
                decoder.error(.ruleNotConfigurable(id, severity: text), at: severityNode.range)
                continue
            }
            configuration.severities[id] = severity
        }
    }

    private static func matrix(
        _ node: SyntaxNode, into configuration: inout Configuration, decoder: inout NodeDecoder
    ) {
        guard let pairs = decoder.mapping(node, "'matrix'") else { return }
        for pair in decoder.checkKeys(pairs, allowed: matrixKeys, in: "'matrix'") {
            let key = pair.key.text ?? ""
            switch key {
            case "device":
                for item in decoder.oneOrMany(pair.value) {
                    guard let name = decoder.string(item, "device") else { continue }
                    let names = name == "all" ? DevicePreset.names : DevicePreset.group(name) ?? [name]
                    for name in names {
                        guard Device.named(name) != nil else {
                            let suggestion = Suggestion.closest(
                                to: name, in: DevicePreset.deviceAndGroupNames)
                            decoder.error(.unknownDevice(name, suggestion: suggestion), at: item.range)
                            continue
                        }
                        if !configuration.matrix.devices.contains(name) {
                            configuration.matrix.devices.append(name)
                        }
                    }
                }
            case "contentSize":
                configuration.matrix.contentSizes = values(
                    pair.value, key, cases: ContentSizeCategory.allCases.map(\.rawValue), decoder: &decoder
                ).compactMap(ContentSizeCategory.init(rawValue:))
            case "appearance":
                configuration.matrix.appearances = values(
                    pair.value, key, cases: ColorAppearance.allCases.map(\.rawValue), decoder: &decoder
                ).compactMap(ColorAppearance.init(rawValue:))
            case "direction":
                configuration.matrix.directions = values(
                    pair.value, key, cases: SpecMatrix.directionNames, decoder: &decoder
                ).compactMap(LayoutDirection.init(commandLine:))
            default: break
            }
        }
    }

    /// One of `cases`, a list of them, or `all`; in the order written, each once.
    private static func values(
        _ node: SyntaxNode, _ what: String, cases: [String], decoder: inout NodeDecoder
    )
        -> [String]
    {
        var values: [String] = []
        for item in decoder.oneOrMany(node) {
            guard let value = decoder.enumeration(item, what, cases: cases + ["all"]) else { continue }
            for value in value == "all" ? cases : [value] where !values.contains(value) {
                values.append(value)
            }
        }
        return values
    }

    /// The globs of `include` or `exclude`, compiled; `before` is how many the other list holds.
    ///
    /// Each file of a folder walk is matched against every glob, so their length and number are
    /// bounded (`Glob.maximumLength`, `Glob.maximumCount`): past either the configuration is an
    /// error, reported once at the glob that crosses it.
    private static func globs(_ node: SyntaxNode, _ what: String, before: Int, decoder: inout NodeDecoder)
        -> [Glob]
    {
        var globs: [Glob] = []
        for item in decoder.oneOrMany(node) {
            guard let text = decoder.string(item, "'\(what)' entry") else { continue }
            if text.utf8.count > Glob.maximumLength {
                decoder.error(.globTooLong(what, bytes: text.utf8.count), at: item.range)
                continue
            }
            if before + globs.count == Glob.maximumCount {
                decoder.error(.tooManyGlobs(), at: item.range)
                break
            }
            globs.append(Glob(text))
        }
        return globs
    }
}

extension DiagnosticMessage {
    static func globTooLong(_ list: String, bytes: Int) -> Self {
        Self(
            id: .globLimit,
            "this '\(list)' glob is \(bytes) bytes long; a glob may be at most \(Glob.maximumLength)")
    }

    static func tooManyGlobs() -> Self {
        Self(
            id: .globLimit,
            "more than \(Glob.maximumCount) globs in 'include' and 'exclude'; name folders (`drafts/**`) instead of files"
        )
    }

    static func unknownConfiguredRule(_ id: String, suggestion: String?) -> Self {
        Self(
            id: .unknownConfiguredRule,
            "no rule '\(VisibleText.escaped(id))' (viewspec rules lists them)" + didYouMean(suggestion))
    }

    static func ruleNotConfigurable(_ id: String, severity: String) -> Self {
        Self(
            id: .ruleNotConfigurable,
            "'\(id)' is an error of the spec language and cannot be set to '\(severity)'; only warnings can be turned off or changed"
        )
    }
}
