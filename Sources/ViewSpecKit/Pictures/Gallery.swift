import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve

/// What the preview and the HTML report show of one spec: each cell's mockup with the frames of
/// its views, and the spec's findings with the cells they occur in.
package struct Gallery: Sendable {
    /// One cell's picture.
    package struct Cell: Sendable {
        package var cell: MatrixCell
        /// The SVG mockup (no overlays: outlines are drawn over it from `views`).
        package var svg: String
        package var width: Double
        package var height: Double
        package var views: [View]
        /// Indices into `Gallery.findings` of the findings that occur in this cell.
        package var findings: [Int]

        /// `iphone-se · large · light · ltr`.
        package var label: String {
            [cell.device, cell.contentSize.rawValue, cell.appearance.rawValue, cell.direction.shortName]
                .joined(separator: " · ")
        }
    }

    /// A view of a cell: where it is on the screen and what placed it there.
    package struct View: Sendable {
        package var id: String
        package var kind: String
        package var frame: Rect
        /// The frame in its parent's coordinates.
        package var local: Rect
        /// The spec line the view is written at (0 for none).
        package var line: Int
        /// What placed the view: its container's arrangement, then each plan that names it, as
        /// `line N: source text`.
        package var placement: [String]
    }

    /// A finding, with the cells (indices into `cells`) it occurs in; none for a finding about
    /// the spec rather than a cell (the token lint).
    package struct Finding: Sendable {
        package var diagnostic: Diagnostic
        package var cells: [Int]
    }

    package var file: String
    package var cells: [Cell] = []
    package var findings: [Finding] = []
    /// The spec's errors, each rendered as the command line prints it (source line and caret).
    package var errors: [(diagnostic: Diagnostic, text: String)] = []
    /// The files the spec is made of: the spec, the files it embeds, its configuration.
    package var files: [String] = []

    package var hasErrors: Bool { !errors.isEmpty }

    /// Lays `file` out (`Validation.pictures`) and draws every cell.
    package static func make(
        _ file: String, configuration: String? = nil, matrix: MatrixRequest,
        defaults: MatrixRequest = .init(),
        options: Pipeline.Options, embedRoot: String? = nil
    ) -> Gallery {
        let pictures = Validation.pictures(
            of: file, configuration: configuration, matrix: matrix, defaults: defaults, options: options,
            embedRoot: embedRoot)
        var gallery = Gallery(file: file)
        gallery.files = pictures.result.sources.map(\.path) + (pictures.configurationFile.map { [$0] } ?? [])
        let sources = pictures.result.sources + pictures.configurationSources
        let renderer = DiagnosticRenderer(colors: false, files: sources)
        let errors = (pictures.configurationDiagnostics + pictures.findings).filter { $0.severity == .error }
        if pictures.run == nil || pictures.configurationDiagnostics.contains(where: { $0.severity == .error })
        {
            gallery.errors = errors.map { ($0, renderer.render($0)) }
            if !gallery.errors.isEmpty { return gallery }
        }
        guard let run = pictures.run else { return gallery }
        gallery.findings = pictures.findings.map { Finding(diagnostic: $0, cells: []) }
        var cells: [Cell] = []
        for (index, laidOut) in run.cells.enumerated() {
            var matched: [Int] = []
            for (position, finding) in gallery.findings.enumerated()
            where laidOut.diagnostics.contains(where: { Self.same($0, finding.diagnostic) })
                || finding.diagnostic.cells.contains(laidOut.cell)
            {
                matched.append(position)
                gallery.findings[position].cells.append(index)
            }
            cells.append(Self.draw(laidOut, findings: matched, sources: pictures.result.sources))
        }
        gallery.cells = cells
        return gallery
    }

    /// Whether a cell's diagnostic is the merged `finding`: the same rule, view and place.
    private static func same(_ cellDiagnostic: Diagnostic, _ finding: Diagnostic) -> Bool {
        cellDiagnostic.id == finding.id && cellDiagnostic.view == finding.view
            && cellDiagnostic.range?.lower == finding.range?.lower
    }

    private static func draw(_ laidOut: CellLayout, findings: [Int], sources: [SourceFile]) -> Cell {
        let tree = laidOut.tree
        let layout = laidOut.layout
        let svg = SVGEmitter.document(tree: tree, layout: layout)
        var views: [View] = []
        for (index, view) in tree.views.enumerated() where index < layout.views.count {
            views.append(
                View(
                    id: view.id, kind: view.kind.name, frame: layout.views[index].absolute,
                    local: layout.views[index].frame, line: view.range.lower.line,
                    placement: placement(of: index, in: tree, sources: sources)))
        }
        return Cell(
            cell: laidOut.cell, svg: svg, width: layout.device.width, height: layout.device.height,
            views: views, findings: findings)
    }

    /// The container that arranged view `index` and the plans written on it, as spec text.
    private static func placement(of index: Int, in tree: ResolvedTree, sources: [SourceFile]) -> [String] {
        let view = tree.views[index]
        var lines: [String] = []
        if let parent = view.parent {
            let container = tree.views[parent]
            let position = (container.children.firstIndex(of: index) ?? 0) + 1
            var text =
                "in \(container.kind.name) '\(container.id)', item \(position) of \(container.children.count)"
            if case .stack(let rules) = container.arrangement {
                text +=
                    " (\(rules.axis == .horizontal ? "horizontal" : "vertical"), spacing "
                    + NumberText.plain(rules.spacing)
                    + ", \(rules.distribution), alignment \(rules.alignment))"
            }
            lines.append(text)
        } else {
            lines.append("the root: fills the screen")
        }
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for plan in view.layout {
            if let quoted = quote(plan.range, byPath) { lines.append(quoted) }
        }
        return lines
    }

    private static func quote(_ range: SourceRange, _ sources: [String: SourceFile]) -> String? {
        guard let source = sources[range.file], let text = source.lineText(range.lower.line) else {
            return nil
        }
        return "line \(range.lower.line): " + text.trimmingSpaces
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }) ?? first
        return String(scalars[first...last])
    }
}
