import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The findings a repository already has, recorded so that `validate --baseline` reports only
/// new ones: a rule can be adopted before every old finding is fixed.
///
/// A finding is recorded once per cell it occurs in, keyed on what survives unrelated edits:
/// the spec's path relative to the baseline file's folder (so the baseline works from any working
/// folder), the rule, the view (or, for a finding about no view, its message) and the cell. Line
/// numbers are not part of it, so moving lines or adding other views changes nothing. A real
/// change does: each occurrence is an entry of its own, so a second finding with the same key is
/// new, and a finding with a degree (`Diagnostic.Measure`: a contrast ratio, a tap target's size)
/// records it, so the same finding made worse is new. Only findings of rules whose default is a
/// warning are recorded (those a configuration may also raise to errors): an error of the spec
/// language is never accepted.
public struct Baseline: Sendable {
    package struct Entry: Hashable, Sendable, Comparable {
        package var file: String
        package var rule: String
        /// The view's id; nil for a finding about no view, which has `message` instead.
        package var view: String?
        package var message: String?
        /// `device/contentSize/appearance/direction`; empty for a finding of no cell.
        package var cell: String
        /// The finding's degree, as written (two decimals); nil for a finding that has none.
        package var measure: Double?

        package init(
            file: String, rule: String, view: String?, message: String?, cell: String, measure: Double? = nil
        ) {
            self.file = file
            self.rule = rule
            self.view = view
            self.message = message
            self.cell = cell
            self.measure = measure.map(Diagnostic.Measure.recorded)
        }

        /// What two occurrences of one finding share: everything but the measure.
        package struct Key: Hashable, Sendable {
            var file: String
            var rule: String
            var view: String?
            var message: String?
            var cell: String
        }

        package var key: Key { Key(file: file, rule: rule, view: view, message: message, cell: cell) }

        package static func < (a: Self, b: Self) -> Bool {
            (a.file, a.rule, a.view ?? "", a.message ?? "", a.cell, a.measure ?? -.infinity) < (
                b.file, b.rule, b.view ?? "", b.message ?? "", b.cell, b.measure ?? -.infinity
            )
        }
    }

    /// The version `rendered` writes.
    ///
    /// Version 1 named files relative to the folder viewspec ran in and kept one entry per key;
    /// it is still read, with its paths taken as before.
    package static let version = 2

    /// Every occurrence recorded, sorted; one key may occur more than once.
    package private(set) var entries: [Entry]
    /// The folder the baseline's paths are relative to: its file's, or for version 1 the folder
    /// viewspec runs in; nil for paths as reports write them.
    package var folder: String?

    package init(_ entries: some Sequence<Entry> = [], folder: String? = nil) {
        self.entries = entries.sorted()
        self.folder = folder
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

    /// The path a baseline in `folder` writes for a spec at `file`: relative to `folder` (with
    /// `..` steps where the spec is outside it); standard input as it is named.
    package static func recordedPath(of file: String, folder: String?, paths: ReportPaths) -> String {
        guard let folder, file != SourcePath.standardInputName else {
            return paths.relative(file) ?? file
        }
        let absolute = SourcePath.normalized(file.hasPrefix("/") ? file : paths.currentDirectory + "/" + file)
        return SourcePath.relative(absolute, from: folder)
    }

    /// The entries of one finding: one per cell of `cells` (the finding's own, or the one cell
    /// of a run that names none), or one without a cell; paths as a baseline in `folder` writes
    /// them.
    package static func entries(
        of diagnostic: Diagnostic, cells: [MatrixCell], folder: String?, paths: ReportPaths
    ) -> [Entry] {
        let file = diagnostic.range.map { recordedPath(of: $0.file, folder: folder, paths: paths) } ?? ""
        let names = cells.isEmpty ? [""] : cells.map(name(of:))
        return names.map { cell in
            Entry(
                file: file, rule: diagnostic.id, view: diagnostic.view,
                message: diagnostic.view == nil ? diagnostic.message : nil, cell: cell,
                measure: diagnostic.measure?.value)
        }
    }

    /// The file `--write-baseline` writes: the entries sorted, one a line, with no date and no
    /// absolute path of this machine, so it diffs well under version control.
    public func rendered() -> String {
        var json = JSONWriter()
        json.openObject()
        json.field("version", Self.version)
        json.key("findings")
        json.openArray()
        for entry in entries {
            json.openObject(oneLine: true)
            json.field("file", entry.file)
            json.field("rule", entry.rule)
            if let view = entry.view { json.field("view", view) }
            if let message = entry.message { json.field("message", message) }
            json.field("cell", entry.cell)
            if let measure = entry.measure { json.field("measure", measure) }
            json.close()
        }
        json.close()
        json.close()
        return json.finishLine()
    }

    /// Matches a run's findings against the baseline, each recorded occurrence used once.
    package struct Matcher: Sendable {
        /// Per key, the measures of the occurrences not yet matched (nil for none).
        private var unused: [Entry.Key: [Double?]] = [:]
        /// The keys of every finding offered, matched or not (one made worse is still found).
        private var offered: Set<Entry.Key> = []
        package let folder: String?

        package init(_ baseline: Baseline) {
            folder = baseline.folder
            for entry in baseline.entries { unused[entry.key, default: []].append(entry.measure) }
        }

        /// Whether every cell of a finding (`entries`) is recorded and no worse than recorded; if
        /// so, the occurrences it matched are used up.
        ///
        /// Of the occurrences a measured finding may match, it takes the least bad, leaving worse
        /// ones for worse findings.
        package mutating func match(_ entries: [Entry], lowerIsWorse: Bool) -> Bool {
            guard !entries.isEmpty else { return false }
            offered.formUnion(entries.map(\.key))
            var taken = unused
            for entry in entries {
                guard var measures = taken[entry.key] else { return false }
                let candidates = measures.indices.filter { index in
                    guard let now = entry.measure, let then = measures[index] else { return true }
                    return lowerIsWorse ? now >= then : now <= then
                }
                let best = candidates.min { a, b in
                    guard let first = measures[a], let second = measures[b] else { return measures[a] != nil }
                    return lowerIsWorse ? first > second : first < second
                }
                guard let best else { return false }
                measures.remove(at: best)
                taken[entry.key] = measures.isEmpty ? nil : measures
            }
            unused = taken
            return true
        }

        /// The occurrences of findings that are gone: recorded for a spec file of `checked` (as the
        /// baseline names them; what a shard did not validate is not counted) and matching no
        /// finding of the run, not even a worse one.
        package func unmatched(in checked: Set<String>) -> Int {
            unused.reduce(0) { total, item in
                total
                    + (checked.contains(item.key.file) && !offered.contains(item.key) ? item.value.count : 0)
            }
        }
    }

    /// Reads a baseline file (JSON, through the spec's YAML reader, so a damaged one is reported
    /// at its line and column); nil, with the problems reported, when it cannot be used.
    ///
    /// Paths in it are relative to its own folder (version 2), or to `currentDirectory`
    /// (version 1).
    package static func read(path: String, currentDirectory: String, diagnostics: inout DiagnosticBag) -> (
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
        var baseline = Suggestion.withSpecLimit { decode(root, decoder: &decoder) }
        diagnostics.append(contentsOf: decoder.diagnostics)
        if baseline?.folder == nil {
            baseline?.folder = SourcePath.normalized(currentDirectory)
        } else {
            baseline?.folder = folder(of: path, currentDirectory: currentDirectory)
        }
        return (decoder.diagnostics.hasErrors ? nil : baseline, source)
    }

    /// The absolute folder of the baseline file at `path`.
    package static func folder(of path: String, currentDirectory: String) -> String {
        let absolute = SourcePath.normalized(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
        guard let slash = absolute.lastIndex(of: "/") else { return currentDirectory }
        return slash == absolute.startIndex ? "/" : String(absolute[..<slash])
    }

    private static func decode(_ root: SyntaxNode, decoder: inout NodeDecoder) -> Baseline? {
        guard let pairs = decoder.mapping(root, "a baseline") else { return nil }
        let known = decoder.checkKeys(pairs, allowed: ["version", "findings"], in: "a baseline")
        guard let versionNode = decoder.require("version", in: known, of: root, "a baseline"),
            let findings = decoder.require("findings", in: known, of: root, "a baseline")
        else { return nil }
        let version = decoder.integer(versionNode, "version")
        if let version, version != 1 && version != Self.version {
            decoder.error(.unsupportedBaselineVersion(versionNode.text ?? ""), at: versionNode.range)
            return nil
        }
        var entries: [Entry] = []
        for item in decoder.sequence(findings, "findings") ?? [] {
            guard let fields = decoder.mapping(item, "a finding") else { continue }
            let keys = ["file", "rule", "view", "message", "cell"] + (version == 1 ? [] : ["measure"])
            let known = decoder.checkKeys(fields, allowed: keys, in: "a finding")
            var values: [String: String] = [:]
            var measure: Double?
            for field in known {
                if field.key.text == "measure" {
                    measure = decoder.number(field.value, "'measure'", in: -1e9...1e9)
                } else if let text = decoder.string(field.value, "'\(field.key.text ?? "")'") {
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
                Entry(
                    file: file, rule: rule, view: values["view"], message: values["message"], cell: cell,
                    measure: measure))
        }
        // Version 1's paths are the run's own; `read` sets the folder they are relative to.
        return Baseline(entries, folder: version == 1 ? nil : "")
    }
}

extension DiagnosticMessage {
    package static func staleBaseline(_ count: Int) -> Self {
        Self(
            id: .staleBaseline,
            count == 1
                ? "1 finding of the baseline is no longer found in the specs validated; write the baseline again with --write-baseline to drop it"
                : "\(count) findings of the baseline are no longer found in the specs validated; write the baseline again with --write-baseline to drop them"
        )
    }

    static func unsupportedBaselineVersion(_ version: String) -> Self {
        Self(
            id: .invalidBaseline,
            "unsupported baseline version '\(VisibleText.escaped(version))'; this viewspec reads versions 1 and 2 (write it again with --write-baseline)"
        )
    }
}
