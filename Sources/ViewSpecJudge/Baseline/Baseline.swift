import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The findings a repository already has, recorded so that `validate --baseline` reports only
/// new ones: a rule can be adopted before every old finding is fixed.
///
/// A finding is keyed on what survives unrelated edits: the spec's path relative to the baseline
/// file's folder (so the baseline works from any working folder), the rule, the view (or, for a
/// finding about no view, its message) and the cell. Line numbers are not part of it, so moving
/// lines or adding other views changes nothing. A real change does: each occurrence counts, so a
/// second finding with the same key is new, and a finding with a degree (`Diagnostic.Measure`: a
/// contrast ratio, a tap target's size) records it, so the same finding made worse is new. Only
/// findings of rules whose default is a warning are recorded (those a configuration may also
/// raise to errors): an error of the spec language is never accepted.
///
/// The file groups a finding's cells: one line holds its occurrences in every combination of some
/// devices, content sizes, appearances and directions (`Cells`), so a finding on the whole matrix
/// is a line, not a line per cell, and a baseline viewspec writes is one it reads back.
public struct Baseline: Sendable {
    /// A cell as a baseline names it: `device/contentSize/appearance/direction`.
    package struct Cell: Hashable, Sendable {
        package var device: String
        package var contentSize: String
        package var appearance: String
        package var direction: String

        package init(device: String, contentSize: String, appearance: String, direction: String) {
            self.device = device
            self.contentSize = contentSize
            self.appearance = appearance
            self.direction = direction
        }

        package init(_ cell: MatrixCell) {
            self.init(
                device: cell.device, contentSize: cell.contentSize.rawValue,
                appearance: cell.appearance.rawValue, direction: cell.direction.shortName)
        }

        /// A cell written as its name; nil for the empty name, a finding of no cell.
        ///
        /// The last three parts are split off, so a device's name may hold `/`.
        package init?(name: String) {
            guard !name.isEmpty else { return nil }
            var parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            while parts.count < 4 { parts.append("") }
            let tail = parts.suffix(3)
            self.init(
                device: parts.dropLast(3).joined(separator: "/"), contentSize: tail[tail.startIndex],
                appearance: tail[tail.startIndex + 1], direction: tail[tail.startIndex + 2])
        }

        package var name: String { [device, contentSize, appearance, direction].joined(separator: "/") }
    }

    /// What the occurrences of one finding share: everything but the cell and the measure.
    package struct Finding: Hashable, Sendable, Comparable {
        package var file: String
        package var rule: String
        /// The view's id; nil for a finding about no view, which has `message` instead.
        package var view: String?
        package var message: String?

        package static func < (a: Self, b: Self) -> Bool {
            (a.file, a.rule, a.view ?? "", a.message ?? "") < (b.file, b.rule, b.view ?? "", b.message ?? "")
        }
    }

    /// One occurrence a run found: a finding in one cell (or in none).
    package struct Entry: Hashable, Sendable {
        package var finding: Finding
        /// Nil for a finding of no cell (the token lint: the same on every cell).
        package var cell: Cell?
        /// The finding's degree, as written (two decimals); nil for a finding that has none.
        package var measure: Double?

        package init(
            file: String, rule: String, view: String?, message: String?, cell: Cell?, measure: Double? = nil
        ) {
            finding = Finding(file: file, rule: rule, view: view, message: message)
            self.cell = cell
            self.measure = measure.map(Diagnostic.Measure.recorded)
        }
    }

    /// Every combination of some devices, content sizes, appearances and directions.
    package struct Cells: Hashable, Sendable {
        package var devices: Set<String>
        package var contentSizes: Set<String>
        package var appearances: Set<String>
        package var directions: Set<String>

        package init(_ cell: Cell) {
            devices = [cell.device]
            contentSizes = [cell.contentSize]
            appearances = [cell.appearance]
            directions = [cell.direction]
        }

        package init(
            devices: Set<String>, contentSizes: Set<String>, appearances: Set<String>, directions: Set<String>
        ) {
            self.devices = devices
            self.contentSizes = contentSizes
            self.appearances = appearances
            self.directions = directions
        }

        package func contains(_ cell: Cell) -> Bool {
            devices.contains(cell.device) && contentSizes.contains(cell.contentSize)
                && appearances.contains(cell.appearance) && directions.contains(cell.direction)
        }

        /// How many cells: the product of the dimensions' sizes (at most `Int.max`).
        package var count: Int {
            [devices.count, contentSizes.count, appearances.count, directions.count].reduce(1) {
                product, size in
                let (result, overflow) = product.multipliedReportingOverflow(by: size)
                return overflow ? .max : result
            }
        }

        /// The only cell, when there is one.
        var single: Cell? {
            guard count == 1, let device = devices.first, let size = contentSizes.first,
                let appearance = appearances.first, let direction = directions.first
            else { return nil }
            return Cell(device: device, contentSize: size, appearance: appearance, direction: direction)
        }

        /// Each dimension's values in the matrix's order (devices by name, content sizes from
        /// small to large, light before dark, ltr before rtl; a value this viewspec does not know
        /// after the others, by name).
        var ordered: [[String]] {
            [
                devices.sorted(),
                Self.ordered(contentSizes, ContentSizeCategory.allCases.map(\.rawValue)),
                Self.ordered(appearances, ColorAppearance.allCases.map(\.rawValue)),
                Self.ordered(directions, ["ltr", "rtl"]),
            ]
        }

        private static func ordered(_ values: Set<String>, _ order: [String]) -> [String] {
            order.filter(values.contains) + values.subtracting(order).sorted()
        }

        /// `cells` as the products one pass per dimension finds.
        ///
        /// The passes gather the directions of each device, size and appearance, then the
        /// appearances sharing those directions, the sizes sharing both, the devices sharing all
        /// three. A finding on a whole matrix (or on its light cells only) is one product.
        static func products(of cells: Set<Cell>) -> [Cells] {
            struct Partial: Hashable {
                var device = "", contentSize = ""
                var contentSizes: [String] = [], appearances: [String] = [], directions: [String] = []
            }
            var directions: [Cell: Set<String>] = [:]
            for cell in cells {
                var key = cell
                key.direction = ""
                directions[key, default: []].insert(cell.direction)
            }
            var appearances: [Partial: Set<String>] = [:]
            for (cell, values) in directions {
                let key = Partial(
                    device: cell.device, contentSize: cell.contentSize, directions: values.sorted())
                appearances[key, default: []].insert(cell.appearance)
            }
            var sizes: [Partial: Set<String>] = [:]
            for (partial, values) in appearances {
                var key = partial
                key.contentSize = ""
                key.appearances = values.sorted()
                sizes[key, default: []].insert(partial.contentSize)
            }
            var devices: [Partial: Set<String>] = [:]
            for (partial, values) in sizes {
                var key = partial
                key.device = ""
                key.contentSizes = values.sorted()
                devices[key, default: []].insert(partial.device)
            }
            return devices.map { partial, values in
                Cells(
                    devices: values, contentSizes: Set(partial.contentSizes),
                    appearances: Set(partial.appearances), directions: Set(partial.directions))
            }
        }
    }

    /// One line of the file: a finding's occurrences in every cell of `cells` (one each), or one
    /// occurrence in no cell.
    package struct Line: Sendable {
        package var finding: Finding
        package var cells: Cells?
        package var measure: Double?

        func contains(_ cell: Cell?) -> Bool {
            guard let cells else { return cell == nil }
            return cell.map(cells.contains) ?? false
        }

        /// What orders the lines of a finding: its cells as written, then the measure.
        fileprivate var sortKey: (String, Double) {
            (
                (cells?.ordered.map { $0.joined(separator: "\u{1}") } ?? []).joined(separator: "\u{2}"),
                measure ?? -.infinity
            )
        }
    }

    /// The version `rendered` writes.
    ///
    /// Version 1 named files relative to the folder viewspec ran in and kept one entry per key;
    /// version 2 a line per cell. Both are still read, version 1's paths taken as before.
    package static let version = 3

    /// Every line, sorted.
    package private(set) var lines: [Line]
    /// The folder the baseline's paths are relative to: its file's, or for version 1 the folder
    /// viewspec runs in; nil for paths as reports write them.
    package var folder: String?

    /// The baseline of a run's occurrences: those of one finding with one measure grouped into
    /// products of cells, a cell that occurs twice in a second set of lines.
    package init(_ entries: some Sequence<Entry> = [], folder: String? = nil) {
        var counts: [Group: [Cell?: Int]] = [:]
        for entry in entries {
            counts[Group(finding: entry.finding, measure: entry.measure), default: [:]][
                entry.cell, default: 0] += 1
        }
        var lines: [Line] = []
        for (group, cells) in counts {
            var layer = cells
            while !layer.isEmpty {
                if layer[nil] != nil {
                    lines.append(Line(finding: group.finding, cells: nil, measure: group.measure))
                }
                let found = Set(layer.keys.compactMap { $0 })
                for product in Cells.products(of: found) {
                    lines.append(Line(finding: group.finding, cells: product, measure: group.measure))
                }
                layer = layer.compactMapValues { $0 > 1 ? $0 - 1 : nil }
            }
        }
        self.init(lines: lines, folder: folder)
    }

    /// The occurrences that one line set can hold: one finding with one measure.
    private struct Group: Hashable {
        var finding: Finding
        var measure: Double?
    }

    package init(lines: [Line], folder: String?) {
        self.lines = lines.sorted { a, b in
            a.finding != b.finding ? a.finding < b.finding : a.sortKey < b.sortKey
        }
        self.folder = folder
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
        let named: [Cell?] = cells.isEmpty ? [nil] : cells.map(Cell.init)
        return named.map { cell in
            Entry(
                file: file, rule: diagnostic.id, view: diagnostic.view,
                message: diagnostic.view == nil ? diagnostic.message : nil, cell: cell,
                measure: diagnostic.measure?.value)
        }
    }

    /// The file `--write-baseline` writes: the lines sorted, one a line, with no date and no
    /// absolute path of this machine, so it diffs well under version control.
    public func rendered() -> String {
        render().text
    }

    /// The text, and how many YAML nodes reading it back makes (keys and values, mappings and
    /// sequences), for `readBack`.
    private func render() -> (text: String, nodes: Int) {
        var json = JSONWriter()
        var nodes = 5
        json.openObject()
        json.field("version", Self.version)
        json.key("findings")
        json.openArray()
        for line in lines {
            json.openObject(oneLine: true)
            json.field("file", line.finding.file)
            json.field("rule", line.finding.rule)
            if let view = line.finding.view { json.field("view", view) }
            if let message = line.finding.message { json.field("message", message) }
            nodes += 7
            if let cells = line.cells, cells.single == nil {
                json.key("cells")
                json.openObject(oneLine: true)
                for (key, values) in zip(["device", "contentSize", "appearance", "direction"], cells.ordered)
                {
                    json.key(key)
                    json.openArray(oneLine: true)
                    for value in values { json.string(value) }
                    json.close()
                    nodes += 2 + values.count
                }
                json.close()
            } else {
                json.field("cell", line.cells?.single?.name ?? "")
            }
            if let measure = line.measure {
                json.field("measure", measure)
                nodes += 2
            }
            json.close()
        }
        json.close()
        json.close()
        return (json.finishLine(), nodes)
    }

    /// Why the file `rendered` writes could not be read back (past the reader's size or node
    /// limit), or nil when it can: a baseline that `--baseline` would refuse is not written.
    package func unreadable(limits: YAMLParser.Limits = .default) -> DiagnosticMessage? {
        let (text, nodes) = render()
        guard text.utf8.count <= limits.maxBytes, nodes <= limits.maxNodes else {
            return .baselineTooLarge(bytes: text.utf8.count, nodes: nodes, limits: limits)
        }
        return nil
    }

    /// Matches a run's findings against the baseline, each recorded occurrence used once.
    package struct Matcher: Sendable {
        private struct Slot: Sendable {
            var line: Line
            /// The cells (nil: the occurrence of no cell) a finding of the run has taken.
            var used: Set<Cell?> = []
        }
        /// Per finding, its lines with what is used of them.
        private var slots: [Finding: [Slot]] = [:]
        /// Per finding, the cells of every occurrence offered, matched or not (one made worse is
        /// still found).
        private var offered: [Finding: Set<Cell?>] = [:]
        package let folder: String?

        package init(_ baseline: Baseline) {
            folder = baseline.folder
            for line in baseline.lines { slots[line.finding, default: []].append(Slot(line: line)) }
        }

        /// Whether every cell of a finding (`entries`) is recorded and no worse than recorded; if
        /// so, the occurrences it matched are used up.
        ///
        /// Of the occurrences a measured finding may match, it takes the least bad, leaving worse
        /// ones for worse findings.
        package mutating func match(_ entries: [Entry], lowerIsWorse: Bool) -> Bool {
            guard !entries.isEmpty else { return false }
            for entry in entries { offered[entry.finding, default: []].insert(entry.cell) }
            var taken: [(finding: Finding, slot: Int, cell: Cell?)] = []
            for entry in entries {
                guard let candidates = slots[entry.finding] else { return false }
                var best: Int?
                for (index, slot) in candidates.enumerated()
                where slot.line.contains(entry.cell) && !slot.used.contains(entry.cell) {
                    let then = slot.line.measure
                    if let now = entry.measure, let then, lowerIsWorse ? now < then : now > then { continue }
                    guard let chosen = best else {
                        best = index
                        continue
                    }
                    // A measured occurrence before an unmeasured one; of two, the least bad.
                    switch (then, candidates[chosen].line.measure) {
                    case (let this?, let other?):
                        if lowerIsWorse ? this > other : this < other { best = index }
                    case (_?, nil): best = index
                    default: break
                    }
                }
                guard let best else { return false }
                taken.append((entry.finding, best, entry.cell))
            }
            for item in taken { slots[item.finding]?[item.slot].used.insert(item.cell) }
            return true
        }

        /// The occurrences of findings that are gone: recorded for a spec file of `checked` (as the
        /// baseline names them; what a shard did not validate is not counted) in a cell where the
        /// run found no such finding, not even a worse one.
        package func unmatched(in checked: Set<String>) -> Int {
            var total = 0
            for (finding, lines) in slots where checked.contains(finding.file) {
                let cells = offered[finding] ?? []
                for slot in lines {
                    let found = cells.reduce(0) { $0 + (slot.line.contains($1) ? 1 : 0) }
                    let count = slot.line.cells?.count ?? 1
                    let (sum, overflow) = total.addingReportingOverflow(count - found)
                    total = overflow ? .max : sum
                }
            }
            return total
        }
    }

    /// Reads a baseline file (JSON, through the spec's YAML reader, so a damaged one is reported
    /// at its line and column); nil, with the problems reported, when it cannot be used.
    ///
    /// Paths in it are relative to its own folder (versions 2 and 3), or to `currentDirectory`
    /// (version 1).
    package static func read(path: String, currentDirectory: String, diagnostics: inout DiagnosticBag) -> (
        baseline: Baseline?, source: SourceFile?
    ) {
        var bag = DiagnosticBag()
        guard let source = SourceLoader.load(path: path, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return (nil, nil)
        }
        return (read(source, currentDirectory: currentDirectory, diagnostics: &diagnostics), source)
    }

    /// The same for a file already in memory, named by its `path`.
    package static func read(_ source: SourceFile, currentDirectory: String, diagnostics: inout DiagnosticBag)
        -> Baseline?
    {
        var bag = DiagnosticBag()
        guard let root = YAMLParser.parse(source, diagnostics: &bag) else {
            diagnostics.append(contentsOf: bag)
            return nil
        }
        var decoder = NodeDecoder(diagnostics: bag)
        var baseline = Suggestion.withSpecLimit { decode(root, decoder: &decoder) }
        diagnostics.append(contentsOf: decoder.diagnostics)
        if baseline?.folder == nil {
            baseline?.folder = SourcePath.normalized(currentDirectory)
        } else {
            baseline?.folder = folder(of: source.path, currentDirectory: currentDirectory)
        }
        return decoder.diagnostics.hasErrors ? nil : baseline
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
        if let version, !(1...Self.version).contains(version) {
            decoder.error(.unsupportedBaselineVersion(versionNode.text ?? ""), at: versionNode.range)
            return nil
        }
        var lines: [Line] = []
        for item in decoder.sequence(findings, "findings") ?? [] {
            guard let fields = decoder.mapping(item, "a finding") else { continue }
            let keys =
                ["file", "rule", "view", "message", "cell"] + (version == 1 ? [] : ["measure"])
                + (version == 3 ? ["cells"] : [])
            let known = decoder.checkKeys(fields, allowed: keys, in: "a finding")
            var values: [String: String] = [:]
            var measure: Double?
            var cells: Cells?
            for field in known {
                switch field.key.text {
                case "measure": measure = decoder.number(field.value, "'measure'", in: -1e9...1e9)
                case "cells": cells = decodeCells(field.value, decoder: &decoder)
                default:
                    if let text = decoder.string(field.value, "'\(field.key.text ?? "")'") {
                        values[field.key.text ?? ""] = text
                    }
                }
            }
            for key in ["file", "rule"] where known.value(for: key) == nil {
                decoder.error(.missingKey(key, in: "a finding"), at: item.range)
            }
            if known.value(for: "cell") == nil && known.value(for: "cells") == nil {
                decoder.error(
                    .missingKey(version == 3 ? "cell' or 'cells" : "cell", in: "a finding"), at: item.range)
            }
            if known.value(for: "view") == nil && known.value(for: "message") == nil {
                decoder.error(.missingKey("view' or 'message", in: "a finding"), at: item.range)
            }
            guard let file = values["file"], let rule = values["rule"] else { continue }
            measure = measure.map(Diagnostic.Measure.recorded)
            let finding = Finding(file: file, rule: rule, view: values["view"], message: values["message"])
            if let cells {
                lines.append(Line(finding: finding, cells: cells, measure: measure))
            } else if let cell = values["cell"] {
                lines.append(
                    Line(
                        finding: finding, cells: Cell(name: cell).map(Cells.init), measure: measure))
            }
        }
        // Version 1's paths are the run's own; `read` sets the folder they are relative to.
        return Baseline(lines: lines, folder: version == 1 ? nil : "")
    }

    /// A line's `cells`: `{"device": […], "contentSize": […], "appearance": […], "direction": […]}`,
    /// each a list of names.
    private static func decodeCells(_ node: SyntaxNode, decoder: inout NodeDecoder) -> Cells? {
        guard let pairs = decoder.mapping(node, "'cells'") else { return nil }
        let dimensions = ["device", "contentSize", "appearance", "direction"]
        let known = decoder.checkKeys(pairs, allowed: dimensions, in: "'cells'")
        var sets: [Set<String>] = []
        for dimension in dimensions {
            guard let list = decoder.require(dimension, in: known, of: node, "'cells'") else { return nil }
            let items = decoder.sequence(list, "'\(dimension)'") ?? []
            sets.append(Set(items.compactMap { decoder.string($0, "'\(dimension)' entry") }))
        }
        return Cells(devices: sets[0], contentSizes: sets[1], appearances: sets[2], directions: sets[3])
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
            "unsupported baseline version '\(VisibleText.escaped(version))'; this viewspec reads versions 1 to 3 (write it again with --write-baseline)"
        )
    }

    static func baselineTooLarge(bytes: Int, nodes: Int, limits: YAMLParser.Limits) -> Self {
        Self(
            id: .baselineTooLarge,
            "the baseline would be \(bytes) bytes and \(nodes) values, more than --baseline reads (\(limits.maxBytes) bytes, \(limits.maxNodes) values); it is not written: record a baseline per folder of specs"
        )
    }
}
