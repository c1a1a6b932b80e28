import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `low-contrast`: text against the colour actually behind it (WCAG 2.2 SC 1.4.3, or 1.4.6 at
/// AAA), and a control's boundary, its fill or its border, against its surroundings (SC 1.4.11).
struct ContrastAudit: ScreenAudit {
    var rule: String { "low-contrast" }
    /// The views judged, every view when nil: a large screen's audits share them out between
    /// two threads (`Audits.parts`).
    var views: Range<Int>? = nil

    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings) {
        for index in views ?? screen.tree.views.indices where screen.isSeen(index) {
            let view = screen.tree.views[index]
            if let text = view.text, let set = screen.layout.views[index].text, !set.lines.isEmpty,
                set.lines.contains(where: { !$0.isEmpty })
            {
                let size = set.font.size
                let large = size >= 18 || (size >= 14 && set.font.weight >= .bold)
                let what = text.role == .placeholder ? "placeholder" : text.role == .title ? "title" : "text"
                judgeText(
                    on: screen, index, color: text.color, large: large, what: what,
                    at: text.range == .builtIn ? view.range : text.range, into: &findings)
            }
            judgeBarItems(on: screen, index, into: &findings)
            if view.traits.interactive { judgeBoundary(on: screen, index, into: &findings) }
        }
    }

    private func judgeText(
        on screen: AuditedScreen, _ index: Int, color: RGBA, large: Bool, what: String, at range: SourceRange,
        into findings: inout AuditFindings
    ) {
        // Read in place, so the whole view is not copied for one field.
        let background =
            screen.tree.views[index].appearance.background.map { [AuditedScreen.Layer.fill($0)] } ?? []
        let pairs = screen.pixels(at: index, both: background, judgedOnly: [.color(color)])
        guard let worst = Self.worst(pairs) else { return }
        let level = screen.options.contrast
        let minimum = large ? level.textMinimum.large : level.textMinimum.normal
        guard worst.ratio < minimum else { return }
        findings.warn(about: index, at: range) { id in
            .lowTextContrast(
                id, what: what, foreground: worst.pair.judged.color, background: worst.pair.beside.color,
                ratio: worst.ratio, minimum: minimum, large: large, level: level)
        }
    }

    /// A tab bar's titles (the selected one in the tint, the others in the secondary colour) and a
    /// navigation bar's buttons (in the tint): text the control draws itself.
    private func judgeBarItems(on screen: AuditedScreen, _ index: Int, into findings: inout AuditFindings) {
        let view = screen.tree.views[index]
        let tint = view.appearance.tint
        var colors: [(color: RGBA, what: String)] = []
        switch view.control {
        case .tabBar(let items, let selected, let unselected) where !items.isEmpty:
            let selected = selected ?? 0
            if items.indices.contains(selected) {
                colors.append((tint ?? Self.named(.systemBlue, screen), "selected tab text"))
            }
            if items.count > 1 {
                colors.append((unselected ?? Self.named(.systemGray, screen), "unselected tab text"))
            }
        case .navigationBar(let items, _, _) where !items.isEmpty:
            colors.append((tint ?? Self.named(.systemBlue, screen), "bar button text"))
        default:
            return
        }
        // Tab titles are 10 pt medium and bar buttons 17 pt regular: normal text.
        for (color, what) in colors {
            judgeText(
                on: screen, index, color: color, large: false, what: what, at: view.range, into: &findings)
        }
    }

    /// A control is told apart from its surroundings by its fill or by its border: the better of
    /// the two must reach 3:1.
    ///
    /// A control that draws neither (a plain button's title) has no boundary to judge.
    private func judgeBoundary(on screen: AuditedScreen, _ index: Int, into findings: inout AuditFindings) {
        let appearance = screen.tree.views[index].appearance
        var candidates: [(worst: (pair: PixelPair, ratio: Double), part: String)] = []
        var fill: [AuditedScreen.Layer] = []
        switch appearance.background {
        case .color(let color) where color.alpha > 0: fill = [.fill(.color(color))]
        case .gradient(let gradient) where !gradient.colors.isEmpty: fill = [.fill(.gradient(gradient))]
        default: break
        }
        if !fill.isEmpty, let worst = Self.worst(screen.pixels(at: index, both: [], judgedOnly: fill)) {
            candidates.append((worst, "fill"))
        }
        if let border = appearance.border, border.width > 0, border.color.alpha > 0,
            let worst = Self.worst(
                screen.pixels(at: index, both: [], judgedOnly: fill + [.color(border.color)]))
        {
            candidates.append((worst, "border"))
        }
        guard let best = candidates.max(by: { $0.worst.ratio < $1.worst.ratio }),
            best.worst.ratio < AuditOptions.nonTextMinimum
        else { return }
        let (pair, ratio) = best.worst
        findings.warn(about: index, at: screen.range(index)) { id in
            .lowBoundaryContrast(
                id, part: best.part, color: pair.judged.color, surroundings: pair.beside.color,
                ratio: ratio)
        }
    }

    /// The pair of least contrast (the first of equals), with its ratio: each pair's ratio,
    /// two luminances of three powers each, is worked out once.
    static func worst(_ pairs: [PixelPair]) -> (pair: PixelPair, ratio: Double)? {
        var worst: (pair: PixelPair, ratio: Double)?
        for pair in pairs {
            let ratio = pair.ratio
            if let least = worst?.ratio, !(ratio < least) { continue }
            worst = (pair, ratio)
        }
        return worst
    }

    /// The named colour `name` in the screen's appearance.
    static func named(_ color: RGBA.Named, _ screen: AuditedScreen) -> RGBA {
        color.color(in: screen.tree.appearance)
    }
}

extension DiagnosticMessage {
    static func lowTextContrast(
        _ id: String, what: String, foreground: RGBA, background: RGBA, ratio: Double, minimum: Double,
        large: Bool, level: AuditOptions.ContrastLevel
    ) -> Self {
        let criterion = level == .AAA ? "SC 1.4.6" : "SC 1.4.3"
        return Self(
            id: .lowContrast,
            "the \(what) of '\(id)' (\(foreground) on \(background)) has a contrast of \(Contrast.text(ratio, below: minimum)), below the \(Contrast.text(minimum, below: .infinity)) WCAG 2.2 \(level.rawValue) asks for \(large ? "large" : "normal") text (\(criterion))",
            measure: Diagnostic.Measure(ratio, lowerIsWorse: true)
        )
    }

    static func lowBoundaryContrast(
        _ id: String, part: String, color: RGBA, surroundings: RGBA, ratio: Double
    )
        -> Self
    {
        Self(
            id: .lowContrast,
            "the \(part) of '\(id)' (\(color) against \(surroundings)) has a contrast of \(Contrast.text(ratio, below: AuditOptions.nonTextMinimum)), below the 3:1 WCAG 2.2 asks for a control's boundary (SC 1.4.11)",
            measure: Diagnostic.Measure(ratio, lowerIsWorse: true)
        )
    }
}
