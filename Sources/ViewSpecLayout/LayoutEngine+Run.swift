import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// Building, solving, the text passes, and reading the frames back.
extension LayoutEngine {
    /// At most this many solves by default: text re-measured at the solved widths and safe areas
    /// recomputed from the solved frames, until neither changes.
    static let defaultMaximumPasses = 8

    /// Lays the tree out in at most `maximumPasses` solves; a layout still changing after the last
    /// is reported (`unsettled-layout`) with the last pass's frames.
    func run(maximumPasses: Int = defaultMaximumPasses) -> LayoutResult {
        build()

        let ambiguity = findAmbiguity()

        var passes = 1
        while passes < maximumPasses, updateMeasurements() {
            passes += 1
        }
        if passes == maximumPasses, updateMeasurements(suggesting: false) {
            diagnostics.warning(.unsettledLayout(passes: passes), at: tree.views[0].range)
        }

        var views: [LaidOutView] = []
        views.reserveCapacity(tree.views.count)
        for index in tree.views.indices {
            views.append(laidOut(index, in: views))
        }
        // The frames hold the texts they show: the rest would stay until the exit.
        setTexts = [:]
        reportAmbiguity(ambiguity, views)
        reportPlacement(views)
        return LayoutResult(device: device, views: views, diagnostics: diagnostics.sorted, passes: passes)
    }

    /// Makes the whole constraint system and hands it to the solver, which has solved it once
    /// when this returns.
    func build() {
        if feedsSolverConcurrently {
            feed = SolverFeed { [unowned self] work in perform(work) }
        }
        addScreen()
        for index in tree.views.indices {
            subject = index
            addOwnRules(index)
        }
        for index in tree.views.indices {
            subject = index
            addArrangement(index)
        }
        for index in tree.views.indices {
            subject = index
            addPlans(of: index)
        }
        subject = nil
        for plan in tree.constraints { addTopLevel(plan) }
        finishBuild()
    }

    func value(_ variable: Variable) -> Double { solver.value(of: variable) }

    func absoluteFrame(_ index: Int) -> Rect {
        let box = boxes[index]
        return Rect(
            x: Font.rounded(value(box.x)), y: Font.rounded(value(box.y)),
            width: reportedWidth(index),
            height: Font.rounded(value(box.height)))
    }

    func reportedWidth(_ index: Int) -> Double { Font.rounded(value(boxes[index].width)) }

    /// The width a view's text is set at: the frame's width as reported, less the padding its
    /// factory keeps around the text.
    ///
    /// The text passes and the final frames both read it here: the lines a pass suggested the
    /// height of are the lines drawn (the solver's unrounded width could break a line the frame
    /// does not), and the final frame reuses the last pass's measurement.
    func textWidth(_ index: Int, of text: TextContent) -> Double {
        max(0, reportedWidth(index) - text.padding.horizontal)
    }

    /// `text` set at `width`, each text once per width: the passes set a wrapped text again
    /// at every solve and the final frames set every text, and a screen repeats its texts (a
    /// form's "Full name" and "Continue" in every step) in the same setting, which the views
    /// of a kind share (one box, whose identity stands for the font, lines and line break).
    func set(_ text: TextContent, width: Double) -> TextLayoutResult {
        let key = SetText(setting: text.setting.identity, string: text.string, width: width)
        // Through the defaulting subscript: one hash of the text finds the entry or makes it.
        return Self.set(text, width: width, into: &setTexts[key, default: nil])
    }

    private static func set(_ text: TextContent, width: Double, into entry: inout TextLayoutResult?)
        -> TextLayoutResult
    {
        if let entry { return entry }
        let result = text.layout(width: width)
        entry = result
        return result
    }

    /// Re-measures wrapped text at the solved widths and recomputes safe areas from the solved
    /// frames; suggests what changed.
    ///
    /// True when something did.
    ///
    /// `suggesting: false` only tells whether something would change.
    private func updateMeasurements(suggesting: Bool = true) -> Bool {
        var changed = false
        for index in tree.views.indices {
            guard let variable = textHeights[index], let text = tree.views[index].text else { continue }
            let measured = set(text, width: textWidth(index, of: text))
            let height = Font.rounded(measured.height + text.padding.vertical)
            if abs(height - value(variable)) > 0.0005 {
                guard suggesting else { return true }
                try? solver.suggestValue(height, for: variable)
                changed = true
            }
        }
        for index in tree.views.indices where index != 0 {
            guard let pins = safeInsets[index] else { continue }
            let insets = safeInsets(of: absoluteFrame(index))
            for (pin, inset) in zip(pins, insets) {
                guard let pin, !pin.failed, abs(value(pin.variable) - inset) > 0.0005 else { continue }
                guard suggesting else { return true }
                if pin.followsByEdits, pin.constraint == nil, solver.hasEditVariable(pin.variable),
                    pin.suggested.map({ abs(value(pin.variable) - $0) <= 0.0005 }) ?? true
                {
                    try? solver.suggestValue(inset, for: pin.variable)
                    pin.suggested = inset
                } else {
                    // A required constraint moved an inset that followed by edits: the device's
                    // geometry is input, so it is held by a required pin from now on, and what
                    // moved it is reported as the conflict it is.
                    pinSafeInset(pin, of: index, to: inset)
                }
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
                let width = textWidth(index, of: text)
                let measured = set(text, width: width)
                if view.scrolls {
                    // A text view scrolls what its frame does not show: nothing is cut.
                    result.text = measured
                } else {
                    let fitted = text.layout(
                        width: width, height: max(0, absolute.height), measured: measured)
                    result.text = fitted.text
                    if let lines = fitted.cutByHeight { cutByHeight[index] = lines }
                }
            }
        }
        return result
    }

    // MARK: Reports

    /// One under-determined quantity of the layout: the first view and axis it leaves open (in
    /// the tree's order, so an ancestor before the views that follow it), the other views it
    /// leaves open with it, and the constraints that touch them.
    struct Ambiguity {
        var view: Int
        var horizontal: Bool
        var followers: [Int]
        var constraints: [Constraint]
        /// Other views made from the same node of the spec (a table's or collection's rows, a
        /// component's uses) and left open the same way: one finding, not one per copy.
        var copies: Int = 0
    }

    /// Finds the views whose frame the constraints leave open, grouped by what leaves them open
    /// (the solver's free directions): a view that is open only because its parent is, or two views
    /// that share one tie, make one finding.
    ///
    /// Each open view and axis is then pulled to its parent's origin and to zero size at priority
    /// 1, so the output is still one deterministic answer; the findings are reported once the
    /// frames are known.
    func findAmbiguity() -> [Ambiguity] {
        let openGroups = solver.ambiguousVariableGroups()
        // Which view and axis each frame variable is: needed only to place open variables, and
        // most screens have none.
        var owner: [Int: (view: Int, horizontal: Bool)] = [:]
        if !openGroups.isEmpty {
            for (index, box) in boxes.enumerated() {
                owner[box.x.id] = (index, true)
                owner[box.width.id] = (index, true)
                owner[box.y.id] = (index, false)
                owner[box.height.id] = (index, false)
            }
        }
        // A view and axis, as one number: 2 × view, plus 1 when vertical.
        func key(_ view: Int, _ horizontal: Bool) -> Int { view * 2 + (horizontal ? 0 : 1) }
        // Open quantities that leave the same view and axis open are one finding (a view's free
        // position and its free width are two directions but one thing to fix).
        var findingOf: [Int: Int] = [:]
        var merged: [Int] = []
        func root(_ finding: Int) -> Int {
            var current = finding
            while merged[current] != current { current = merged[current] }
            return current
        }
        func join(_ members: [Int]) {
            let finding = merged.count
            merged.append(finding)
            for member in members {
                if let other = findingOf[member] {
                    let (a, b) = (root(other), root(finding))
                    if a != b { merged[max(a, b)] = min(a, b) }
                } else {
                    findingOf[member] = finding
                }
            }
        }
        for variables in openGroups {
            var horizontal: [Int] = []
            var vertical: [Int] = []
            for variable in variables {
                guard let member = owner[variable.id] else { continue }
                if member.horizontal {
                    horizontal.append(key(member.view, true))
                } else {
                    vertical.append(key(member.view, false))
                }
            }
            if !horizontal.isEmpty { join(horizontal) }
            if !vertical.isEmpty { join(vertical) }
        }
        // Variables no constraint mentions are not in the solver at all: open too.
        for (index, box) in boxes.enumerated() {
            if !solver.mentions(box.x) || !solver.mentions(box.width) { join([key(index, true)]) }
            if !solver.mentions(box.y) || !solver.mentions(box.height) { join([key(index, false)]) }
        }
        guard !findingOf.isEmpty else { return [] }
        var membersOf: [Int: [Int]] = [:]
        for (member, finding) in findingOf {
            membersOf[root(finding), default: []].append(member)
        }
        // Each finding's members in the tree's order (an ancestor first); findings by their first.
        let groups = membersOf.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
            .map { members in members.map { (view: $0 / 2, horizontal: $0 % 2 == 0) } }

        // Which constraints mention each variable, built once: scanning every constraint per
        // ambiguous view would make a spec with many of them quadratic.
        let constraints = solver.constraints
        var mentions: [Int: [Int]] = [:]
        for (position, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms {
                mentions[term.variable.id, default: []].append(position)
            }
        }
        var found: [Ambiguity] = []
        // By the written node (and the kind made from it: a table's rows are views of the
        // table's node too) and axis of a finding's first view; looked up, never iterated.
        struct Node: Hashable {
            var range: SourceRange
            var kind: ViewKind
        }
        var findingOfNode: [Node: [Int]] = [:]
        // Every position before any size. A size pull is a row between two positions (a table
        // row's height is the next row's top minus its own), so pulled first it makes the next
        // top basic through its error before that top is pulled; each top's pull would then be a
        // row over the errors of every row above, and each would re-base all the earlier ones
        // (cubic in an open table's rows). A top still free when its pull comes is defined by
        // the pull alone, and the size pulls after it are short rows between neighbours. The
        // same constraints in another order: the same optimum (where several layouts tie for
        // it, the order may pick another of them).
        let members = Array(groups.joined())
        for member in members {
            pullToOrigin(member.view, horizontal: member.horizontal)
            isOpen[member.view] = true
        }
        for member in members { pullToZeroSize(member.view, horizontal: member.horizontal) }
        for group in groups {
            let first = tree.views[group[0].view]
            let node = Node(range: first.range, kind: first.kind)
            if first.range != .builtIn,
                let earlier = findingOfNode[node]?.first(where: {
                    found[$0].horizontal == group[0].horizontal
                })
            {
                found[earlier].copies += 1
                continue
            }
            findingOfNode[node, default: []].append(found.count)
            var touching = Set<Int>()
            for member in group {
                let box = boxes[member.view]
                let variables = member.horizontal ? [box.x, box.width] : [box.y, box.height]
                for variable in variables { touching.formUnion(mentions[variable.id] ?? []) }
            }
            found.append(
                Ambiguity(
                    view: group[0].view, horizontal: group[0].horizontal,
                    followers: group.dropFirst().map(\.view),
                    constraints: touching.sorted().map { constraints[$0] }))
        }
        return found
    }

    private func pullToOrigin(_ index: Int, horizontal: Bool) {
        let box = boxes[index]
        let parentStart: LinearExpression =
            tree.views[index].parent.map { containerExpression($0, horizontal ? .left : .top) }
            ?? LinearExpression(constant: 0)
        let position = horizontal ? box.x : box.y
        try? solver.add(Constraint(position - parentStart, .equal, priority: Priority(1)))
    }

    private func pullToZeroSize(_ index: Int, horizontal: Bool) {
        let size = horizontal ? boxes[index].width : boxes[index].height
        try? solver.add(Constraint(LinearExpression(size), .equal, priority: Priority(1)))
    }

    /// Reports each finding once, at its first view, saying where the view ended up, which
    /// views it leaves open with it, the ties between equal hugging or compression-resistance
    /// priorities that leave the space to either side, and the constraints that touch it
    /// (written ones first, then the defaults).
    func reportAmbiguity(_ found: [Ambiguity], _ views: [LaidOutView]) {
        for ambiguity in found {
            let view = tree.views[ambiguity.view]
            let frame = views[ambiguity.view].frame
            let placed =
                ambiguity.horizontal
                ? "x \(LayoutFormat.number(frame.x)), width \(LayoutFormat.number(frame.width))"
                : "y \(LayoutFormat.number(frame.y)), height \(LayoutFormat.number(frame.height))"
            var notes: [Diagnostic] = []
            let shownFollowers = 4
            for follower in ambiguity.followers.prefix(shownFollowers) {
                notes.append(
                    .note(
                        "'\(tree.views[follower].id)' is left open with it", at: tree.views[follower].range))
            }
            if ambiguity.followers.count > shownFollowers {
                notes.append(
                    .note(
                        "and \(ambiguity.followers.count - shownFollowers) more "
                            + (ambiguity.followers.count - shownFollowers == 1 ? "view" : "views")
                            + " left open with it",
                        at: nil))
            }
            if ambiguity.copies > 0 {
                let (views, are) = ambiguity.copies == 1 ? ("view", "is") : ("views", "are")
                notes.append(
                    .note(
                        "and \(ambiguity.copies) more \(views) made from the same node (table or collection rows, "
                            + "component uses) \(are) left open the same way",
                        at: nil))
            }
            let origins = ambiguity.constraints.compactMap { self.origins[$0.id] }
            notes += ties(among: origins, horizontal: ambiguity.horizontal)
            let shownConstraints = 8
            let written = origins.filter(\.isWritten)
            let defaults = origins.filter { !$0.isWritten }
            let quoted = (written + defaults).lazy.flatMap { origin in
                self.texts(of: origin).lazy.map { (origin, $0) }
            }
            for (origin, text) in quoted.prefix(shownConstraints) {
                notes.append(
                    .note(
                        "constrained by '\(text)'" + (origin.isWritten ? "" : " (a default)"),
                        at: origin.range))
            }
            diagnostics.warning(
                .ambiguousLayout(view.id, horizontal: ambiguity.horizontal, placed: placed), at: view.range,
                notes: notes, view: view.id)
        }
    }

    /// Hugging (or compression-resistance) rules of different views at one priority on the
    /// axis: the solver may give the extra (or missing) space to either, which is what leaves
    /// the layout open.
    private func ties(among origins: [ConstraintOrigin], horizontal: Bool) -> [Diagnostic] {
        struct Level: Hashable {
            var isHugging: Bool
            var priority: Double
        }
        var byLevel: [Level: [IntrinsicRule]] = [:]
        var order: [Level] = []
        for origin in origins {
            guard let rules = origin.intrinsic, rules.isHorizontal == horizontal else { continue }
            for rule in intrinsicRules(of: rules) {
                let key = Level(isHugging: rule.isHugging, priority: rule.priority)
                if byLevel[key] == nil { order.append(key) }
                if !(byLevel[key]?.contains { $0.view == rule.view } ?? false) {
                    byLevel[key, default: []].append(rule)
                }
            }
        }
        return order.compactMap { key in
            guard let rules = byLevel[key], rules.count > 1 else { return nil }
            let names = rules.map { "'\(tree.views[$0.view].id)'" }.joined(separator: ", ")
            let what = rules[0].isHugging ? "hug their content" : "resist compression"
            let property = rules[0].isHugging ? "hugging" : "compressionResistance"
            return .note(
                "\(names) \(what) at the same priority (\(LayoutFormat.number(rules[0].priority))) \(horizontal ? "horizontally" : "vertically"): the space may go to either; give one a higher `\(property)`",
                at: tree.views[rules[rules.count - 1].view].range)
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
            // Where the constraints leave a view open, its place (and so its children's room) is
            // an arbitrary choice already reported as ambiguous: what follows from it is not.
            if isOpen[index] || view.parent.map({ isOpen[$0] }) == true { continue }
            if let text = laidOut.text, text.isTruncated, let written = view.text, !isHidden(index) {
                let shown = text.lines.joined(separator: " ")
                let frame = laidOut.absolute
                diagnostics.warning(
                    cutByHeight[index].map {
                        .truncatedText(
                            view.id, width: frame.width, height: frame.height, shown: shown,
                            lines: (text.lines.count, of: $0))
                    } ?? .truncatedText(view.id, width: frame.width, shown: shown),
                    at: written.range, view: view.id)
            }
            guard let parent = view.parent, !isHidden(index) else { continue }
            let frame = laidOut.absolute
            if frame.width < -0.0005 || frame.height < -0.0005 {
                diagnostics.warning(.negativeSize(view.id, frame: frame), at: view.range, view: view.id)
                continue
            }
            if !tree.views[parent].scrolls, !contains(views[parent].absolute, frame) {
                diagnostics.warning(
                    .outsideParent(view.id, parent: tree.views[parent].id, frame: frame), at: view.range,
                    view: view.id)
            } else if !insideScroll[index],
                contains(views[parent].absolute, frame) || tree.views[parent].scrolls,
                !contains(screen, frame)
            {
                diagnostics.warning(.offScreen(view.id, frame: frame), at: view.range, view: view.id)
            }
        }
    }

    private func isHidden(_ index: Int) -> Bool { hiddenInTree[index] }

    /// Whether `inner` lies within `outer`, give or take half a point.
    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 0.5
        return inner.x >= outer.x - slack && inner.y >= outer.y - slack
            && inner.x + inner.width <= outer.x + outer.width + slack
            && inner.y + inner.height <= outer.y + outer.height + slack
    }
}

extension DiagnosticMessage {
    static func ambiguousLayout(_ id: String, horizontal: Bool, placed: String) -> Self {
        Self(
            id: .ambiguousLayout,
            "the \(horizontal ? "horizontal position or width" : "vertical position or height") of '\(id)' is ambiguous: the constraints allow more than one; it was laid out at \(placed)"
        )
    }

    static func truncatedText(_ id: String, width: Double, shown: String) -> Self {
        Self(
            id: .truncatedText,
            "the text of '\(id)' does not fit in \(LayoutFormat.number(width)) pt and is cut: \"\(shown)\"")
    }

    /// Text cut by its frame's height: `lines.shown` of its `lines.of` lines show, the last of them
    /// cut; one line of one is cut by the frame itself.
    static func truncatedText(
        _ id: String, width: Double, height: Double, shown: String, lines: (shown: Int, of: Int)
    ) -> Self {
        let frame = "\(LayoutFormat.number(width)) × \(LayoutFormat.number(height)) pt frame"
        let what =
            lines.shown < lines.of
            ? "shows \(lines.shown) of its \(lines.of) lines"
            : "cuts its one line"
        return Self(
            id: .truncatedText,
            "the text of '\(id)' is taller than its \(frame), which \(what): \"\(shown)\"")
    }

    static func unsettledLayout(passes: Int) -> Self {
        Self(
            id: .unsettledLayout,
            "the layout did not settle in \(passes) passes: wrapped text heights or safe areas still change with the frames, so these frames are the last pass's"
        )
    }

    static func outsideParent(_ id: String, parent: String, frame: Rect) -> Self {
        Self(
            id: .outsideParent,
            "'\(id)' \(LayoutFormat.describe(frame)) reaches outside its parent '\(parent)'")
    }

    static func negativeSize(_ id: String, frame: Rect) -> Self {
        Self(
            id: .negativeSize,
            "'\(id)' \(LayoutFormat.describe(frame)) has a negative size: its constraints put one edge before the other"
        )
    }

    static func offScreen(_ id: String, frame: Rect) -> Self {
        Self(id: .offScreen, "'\(id)' \(LayoutFormat.describe(frame)) reaches outside the screen")
    }
}

extension LayoutFormat {
    /// `(x, y, width × height)`.
    static func describe(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
