import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The findings a repository already has, recorded so that `validate --baseline` reports only
/// new ones: a rule can be adopted before every old finding is fixed.
///
/// A finding is recorded once per cell it occurs in, keyed on what survives unrelated edits:
/// the spec's path as reports write it, the rule, the view (or, for a finding about no view,
/// its message) and the cell. Line numbers are not part of it, so moving lines or adding other
/// views changes nothing. Only findings of rules whose default is a warning are recorded (those
/// a configuration may also raise to errors): an error of the spec language is never accepted.
public struct Baseline: Sendable {
    package struct Entry: Hashable, Sendable, Comparable {
        package var file: String
        package var rule: String
        /// The view's id; nil for a finding about no view, which has `message` instead.
        package var view: String?
        package var message: String?
        /// `device/contentSize/appearance/direction`; empty for a finding of no cell.
        package var cell: String

        package init(file: String, rule: String, view: String?, message: String?, cell: String) {
            self.file = file
            self.rule = rule
            self.view = view
            self.message = message
            self.cell = cell
        }

        package static func < (a: Self, b: Self) -> Bool {
            (a.file, a.rule, a.view ?? "", a.message ?? "", a.cell) < (
                b.file, b.rule, b.view ?? "", b.message ?? "", b.cell
            )
        }
    }

    package static let version = 1

    package private(set) var entries: Set<Entry>

    package init(_ entries: some Sequence<Entry> = []) {
        self.entries = Set(entries)
    }

    /// How a cell is written in a baseline.
    package static func name(of cell: MatrixCell) -> String {
        [cell.device, cell.contentSize.rawValue, cell.appearance.rawValue, cell.direction.shortName]
            .joined(separator: "/")
    }

    /// Whether a baseline can hold `diagnostic`: a finding of a rule that is a warning unless
    /// configured otherwise.
    package static func records(_ diagnostic: Diagnostic) -> Bool {
        DiagnosticRules.rule(diagnostic.id)?.defaultSeverity == .warning
    }

    /// The entries of one finding: one per cell of `cells` (the finding's own, or the one cell
    /// of a run that names none), or one without a cell.
    package static func entries(of diagnostic: Diagnostic, cells: [MatrixCell], paths: ReportPaths) -> [Entry]
    {
        let file = paths.recordedFile(of: diagnostic.range)
        let names = cells.isEmpty ? [""] : cells.map(name(of:))
        return names.map { cell in
            Entry(
                file: file, rule: diagnostic.id, view: diagnostic.view,
                message: diagnostic.view == nil ? diagnostic.message : nil, cell: cell)
        }
    }

    /// Whether every cell of a finding is recorded.
    package func contains(_ entries: [Entry]) -> Bool {
        !entries.isEmpty && entries.allSatisfy(self.entries.contains)
    }

    /// The file `--write-baseline` writes: the entries sorted, one a line, with no date and no
    /// absolute path of this machine, so it diffs well under version control.
    public func rendered() -> String {
        var json = JSONWriter()
        json.openObject()
        json.field("version", Self.version)
        json.key("findings")
        json.openArray()
        for entry in entries.sorted() {
            json.openObject(oneLine: true)
            json.field("file", entry.file)
            json.field("rule", entry.rule)
            if let view = entry.view { json.field("view", view) }
            if let message = entry.message { json.field("message", message) }
            json.field("cell", entry.cell)
            json.close()
        }
        json.close()
        json.close()
        return json.finishLine()
    }

    /// Reads a baseline file (JSON, through the spec's YAML reader, so a damaged one is reported
    /// at its line and column); nil, with the problems reported, when it cannot be used.
    package static func read(path: String, diagnostics: inout DiagnosticBag) -> (
        baseline: Baseline?, source: SourceFile?
    ) {
        var bag = DiagnosticBag()
        guard let source = SourceLoader.load(path: path, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return (nil, nil)
        }
        guard let root = YAMLParser.parse(source, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return (nil, source)
        }
        var decoder = NodeDecoder(diagnostics: bag)
        let baseline = Suggestion.withSpecLimit { decode(root, decoder: &decoder) }
        diagnostics.append(contentsOf: decoder.diagnostics)
        return (decoder.diagnostics.hasErrors ? nil : baseline, source)
    }

    private static func decode(_ root: SyntaxNode, decoder: inout NodeDecoder) -> Baseline? {
        guard let pairs = decoder.mapping(root, "a baseline") else { return nil }
        let known = decoder.checkKeys(pairs, allowed: ["version", "findings"], in: "a baseline")
        guard let versionNode = decoder.require("version", in: known, of: root, "a baseline"),
            let findings = decoder.require("findings", in: known, of: root, "a baseline")
        else { return nil }
        if let version = decoder.integer(versionNode, "version"), version != Self.version {
            decoder.error(.unsupportedBaselineVersion(versionNode.text ?? ""), at: versionNode.range)
            return nil
        }
        var entries: [Entry] = []
        for item in decoder.sequence(findings, "findings") ?? [] {
            guard let fields = decoder.mapping(item, "a finding") else { continue }
            let keys = ["file", "rule", "view", "message", "cell"]
            let known = decoder.checkKeys(fields, allowed: keys, in: "a finding")
            var values: [String: String] = [:]
            for field in known {
                if let text = decoder.string(field.value, "'\(field.key.text ?? "")'") {
                    values[field.key.text ?? ""] = text
                }
            }
            for key in ["file", "rule", "cell"] where known.value(for: key) == nil {
                decoder.error(.missingKey(key, in: "a finding"), at: item.range)
            }
            if known.value(for: "view") == nil && known.value(for: "message") == nil {
                decoder.error(.missingKey("view' or 'message", in: "a finding"), at: item.range)
            }
            guard let file = values["file"], let rule = values["rule"], let cell = values["cell"] else {
                continue
            }
            entries.append(
                Entry(file: file, rule: rule, view: values["view"], message: values["message"], cell: cell))
        }
        return Baseline(entries)
    }
}

extension DiagnosticMessage {
    static func unsupportedBaselineVersion(_ version: String) -> Self {
        Self(
            id: .invalidBaseline,
            "unsupported baseline version '\(VisibleText.escaped(version))'; this viewspec reads version 1 (write it again with --write-baseline)"
        )
    }
}
