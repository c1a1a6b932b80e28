import Cassowary

/// Building, solving, the text passes, and reading the frames back.
extension LayoutEngine {
    /// At most this many solves: text re-measured at the solved widths and safe areas
    /// recomputed from the solved frames, until neither changes.
    static let maximumPasses = 8

    func run() -> LayoutResult {
        addScreen()
        for index in tree.views.indices { addOwnRules(index) }
        for index in tree.views.indices { addArrangement(index) }
        for index in tree.views.indices { addPlans(of: index) }
        for plan in tree.constraints { addTopLevel(plan) }

        reportAmbiguity()

        var passes = 1
        while passes < Self.maximumPasses, updateMeasurements() {
            passes += 1
        }

        var views: [LaidOutView] = []
        views.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            views.append(laidOut(index, in: views))
        }
        reportPlacement(views)
        // The descriptions capture the engine; dropping them breaks that cycle.
        origins = [:]
        return LayoutResult(device: device, views: views, diagnostics: diagnostics.sorted, passes: passes)
    }

    func value(_ variable: Variable) -> Double { solver.value(of: variable) }

    func absoluteFrame(_ index: Int) -> Rect {
        let box = boxes[index]
        return Rect(
            x: Font.rounded(value(box.x)), y: Font.rounded(value(box.y)),
            width: Font.rounded(value(box.width)),
            height: Font.rounded(value(box.height)))
    }

    /// The padding a view's factory keeps around its text.
    func textPadding(_ index: Int) -> (horizontal: Double, vertical: Double) {
        let padding = tree.views[index].text?.padding ?? AxisPair(0)
        return (padding.horizontal, padding.vertical)
    }

    /// Re-measures wrapped text at the solved widths and recomputes safe areas from the
    /// solved frames; suggests what changed. True when something did.
    private func updateMeasurements() -> Bool {
        var changed = false
        for index in tree.views.indices {
            guard let variable = textHeights[index], let text = tree.views[index].text else { continue }
            let padding = textPadding(index)
            let width = max(0, value(boxes[index].width) - padding.horizontal)
            let height = Font.rounded(text.layout(width: width).height + padding.vertical)
            if abs(height - value(variable)) > 0.0005 {
                try? solver.suggestValue(height, for: variable)
                changed = true
            }
        }
        for index in tree.views.indices where index != 0 {
            guard let variables = safeInsets[index] else { continue }
            let insets = safeInsets(of: absoluteFrame(index))
            for (variable, inset) in zip(variables, insets) where abs(value(variable) - inset) > 0.0005 {
                try? solver.suggestValue(inset, for: variable)
                changed = true
            }
        }
        return changed
    }

    private func laidOut(_ index: Int, in earlier: [LaidOutView]) -> LaidOutView {
        let view = tree.views[index]
        let absolute = absoluteFrame(index)
        var frame = absolute
        if let parent = view.parent {
            let origin = earlier[parent].absolute
            frame.x = Font.rounded(absolute.x - origin.x)
            frame.y = Font.rounded(absolute.y - origin.y)
        }
        var result = LaidOutView(frame: frame, absolute: absolute, contentSize: nil, text: nil)
        if let content = contentSizes[index] {
            result.contentSize = (Font.rounded(value(content.width)), Font.rounded(value(content.height)))
        }
        if let text = view.text {
            if isHidden(index) {
                // A hidden view draws nothing; its collapsed frame is no width to wrap at.
                result.text = TextLayoutResult(
                    lines: [], lineWidths: [], height: 0, isTruncated: false, scale: 1, font: text.font)
            } else {
                let padding = textPadding(index)
                let width = max(0, absolute.width - padding.horizontal)
                if view.scrolls {
                    // A text view scrolls what its frame does not show: nothing is cut.
                    result.text = text.layout(width: width)
                } else {
                    let fitted = text.layout(width: width, height: max(0, absolute.height - padding.vertical))
                    result.text = fitted.text
                    if fitted.cutByHeight { cutByHeight.insert(index) }
                }
            }
        }
        return result
    }

    // MARK: Reports

    /// Views whose frame the constraints leave open: a warning per view and axis, with the
    /// constraints that touch it, then a weak pull to the parent's origin (and to zero size)
    /// so the output is still one deterministic answer.
    private func reportAmbiguity() {
        // Variables no constraint mentions are not in the solver at all: open, too.
        let known = Set(solver.knownVariables.map(\.id))
        var ambiguous = solver.ambiguousVariables()
        for box in boxes {
            for variable in [box.x, box.y, box.width, box.height] where !known.contains(variable.id) {
                ambiguous.append(variable)
            }
        }
        guard !ambiguous.isEmpty else { return }
        var byView: [Int: (horizontal: Bool, vertical: Bool)] = [:]
        var order: [Int] = []
        var variableOwner: [Int: (view: Int, horizontal: Bool)] = [:]
        for (index, box) in boxes.enumerated() {
            variableOwner[box.x.id] = (index, true)
            variableOwner[box.width.id] = (index, true)
            variableOwner[box.y.id] = (index, false)
            variableOwner[box.height.id] = (index, false)
        }
        for variable in ambiguous {
            guard let owner = variableOwner[variable.id] else { continue }
            if byView[owner.view] == nil { order.append(owner.view) }
            var axes = byView[owner.view] ?? (false, false)
            if owner.horizontal { axes.horizontal = true } else { axes.vertical = true }
            byView[owner.view] = axes
        }
        // Which constraints mention each variable, built once: scanning every constraint per
        // ambiguous view made a spec with many of them quadratic.
        let constraints = solver.constraints
        var mentions: [Int: [Int]] = [:]
        for (position, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms {
                mentions[term.variable.id, default: []].append(position)
            }
        }
        for index in order.sorted() {
            guard let axes = byView[index] else { continue }
            let view = tree.views[index]
            let box = boxes[index]
            for (isOpen, horizontal) in [(axes.horizontal, true), (axes.vertical, false)] where isOpen {
                let variables = horizontal ? [box.x.id, box.width.id] : [box.y.id, box.height.id]
                let touching = Set(variables.flatMap { mentions[$0] ?? [] }).sorted().map { constraints[$0] }
                let notes = touching.compactMap { origins[$0.id] }.filter(\.isWritten).prefix(8).map {
                    Diagnostic.note("constrained by '\($0.text)'", at: $0.range)
                }
                diagnostics.warning(
                    .ambiguousLayout(view.id, horizontal: horizontal), at: view.range, notes: Array(notes))
                let parentStart: Expression =
                    view.parent.map { containerExpression($0, horizontal ? .left : .top) }
                    ?? Expression(constant: 0)
                let position = horizontal ? box.x : box.y
                let size = horizontal ? box.width : box.height
                let weakest = Priority(1)
                try? solver.add(Constraint(position - parentStart, .equal, priority: weakest))
                try? solver.add(Constraint(Expression(size), .equal, priority: weakest))
            }
        }
    }

    /// Truncated text, views outside their parent, views off the screen.
    private func reportPlacement(_ views: [LaidOutView]) {
        let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
        var insideScroll = [Bool](repeating: false, count: views.count)
        for (index, view) in tree.views.enumerated() {
            if let parent = view.parent {
                insideScroll[index] = insideScroll[parent] || tree.views[parent].scrolls
            }
        }
        for (index, laidOut) in views.enumerated() {
            let view = tree.views[index]
            if let text = laidOut.text, text.isTruncated, let written = view.text, !isHidden(index) {
                let shown = text.lines.joined(separator: " ")
                let frame = laidOut.absolute
                diagnostics.warning(
                    cutByHeight.contains(index)
                        ? .truncatedText(view.id, width: frame.width, height: frame.height, shown: shown)
                        : .truncatedText(view.id, width: frame.width, shown: shown),
                    at: written.range)
            }
            guard let parent = view.parent, !view.appearance.isHidden, !isHidden(index) else { continue }
            let frame = laidOut.absolute
            if frame.width < -0.0005 || frame.height < -0.0005 {
                diagnostics.warning(.negativeSize(view.id, frame: frame), at: view.range)
                continue
            }
            if !tree.views[parent].scrolls, !contains(views[parent].absolute, frame) {
                diagnostics.warning(
                    .outsideParent(view.id, parent: tree.views[parent].id, frame: frame), at: view.range)
            } else if !insideScroll[index],
                contains(views[parent].absolute, frame) || tree.views[parent].scrolls,
                !contains(screen, frame)
            {
                diagnostics.warning(.offScreen(view.id, frame: frame), at: view.range)
            }
        }
    }

    private func isHidden(_ index: Int) -> Bool {
        var current: Int? = index
        while let view = current {
            if tree.views[view].appearance.isHidden { return true }
            current = tree.views[view].parent
        }
        return false
    }

    /// Whether `inner` lies within `outer`, give or take half a point.
    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 0.5
        return inner.x >= outer.x - slack && inner.y >= outer.y - slack
            && inner.x + inner.width <= outer.x + outer.width + slack
            && inner.y + inner.height <= outer.y + outer.height + slack
    }
}

extension DiagnosticMessage {
    static func ambiguousLayout(_ id: String, horizontal: Bool) -> Self {
        Self(
            id: "ambiguous-layout",
            "the \(horizontal ? "horizontal position or width" : "vertical position or height") of '\(id)' is ambiguous: the constraints allow more than one; it is placed at its parent's \(horizontal ? "left" : "top") edge"
        )
    }

    static func truncatedText(_ id: String, width: Double, shown: String) -> Self {
        Self(
            id: "truncated-text",
            "the text of '\(id)' does not fit in \(LayoutFormat.number(width)) pt and is cut: \"\(shown)\"")
    }

    static func truncatedText(_ id: String, width: Double, height: Double, shown: String) -> Self {
        Self(
            id: "truncated-text",
            "the text of '\(id)' is taller than its \(LayoutFormat.number(width)) × \(LayoutFormat.number(height)) pt frame and is cut: \"\(shown)\""
        )
    }

    static func outsideParent(_ id: String, parent: String, frame: Rect) -> Self {
        Self(
            id: "outside-parent",
            "'\(id)' \(LayoutFormat.describe(frame)) reaches outside its parent '\(parent)'")
    }

    static func negativeSize(_ id: String, frame: Rect) -> Self {
        Self(
            id: "negative-size",
            "'\(id)' \(LayoutFormat.describe(frame)) has a negative size: its constraints put one edge before the other"
        )
    }

    static func offScreen(_ id: String, frame: Rect) -> Self {
        Self(id: "off-screen", "'\(id)' \(LayoutFormat.describe(frame)) reaches outside the screen")
    }
}

extension LayoutFormat {
    /// `(x, y, width × height)`.
    static func describe(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
