/// One check of one laid-out screen (one device, one cell of the matrix). It reads only the
/// resolved tree's typed facts and the frames; it reports findings as warnings about views.
protocol ScreenAudit: Sendable {
    func findings(on screen: AuditedScreen) -> [Diagnostic]
}

/// The audits of a laid-out screen, run where the layout reports its own per-screen warnings,
/// so every screen laid out (each device, each cell) is judged the same way.
public enum Audits {
    /// In the order their findings are listed for one place.
    static let screen: [any ScreenAudit] = [
        ContrastAudit(), TapTargetAudit(), OverlappingTapTargetsAudit(), OverlappingViewsAudit(),
        AccessibilityLabelAudit(), ShrunkTextAudit(),
    ]

    /// Every audit's findings on `layout`, a layout of `tree`.
    public static func run(_ tree: ResolvedTree, on layout: LayoutResult) -> [Diagnostic] {
        guard tree.audits.isEnabled, !tree.views.isEmpty, layout.views.count == tree.views.count else {
            return []
        }
        let screen = AuditedScreen(tree: tree, layout: layout)
        return grouped(Self.screen.flatMap { $0.findings(on: screen) })
    }

    /// One finding for the views made from one node: a table's rows (and a collection's cells)
    /// are views of one written node, and a finding they share (the same rule, place and
    /// message but for the view's id) is reported once, at the first, with how many more.
    static func grouped(_ findings: [Diagnostic]) -> [Diagnostic] {
        struct Place: Hashable {
            var id: String
            var range: SourceRange
        }
        struct Key: Hashable {
            var place: Place
            var message: String
        }
        // Only findings that share a rule and a place can be copies of each other: the message
        // (rewritten without the view's name, the costly part) is compared only for those.
        var findingsAt: [Place: Int] = [:]
        for finding in findings {
            guard let range = finding.range, finding.view != nil else { continue }
            findingsAt[Place(id: finding.id, range: range), default: 0] += 1
        }
        var kept: [Diagnostic] = []
        var copies: [Int] = []
        var positionOf: [Key: Int] = [:]
        for finding in findings {
            guard let range = finding.range, let view = finding.view,
                findingsAt[Place(id: finding.id, range: range), default: 0] > 1
            else {
                kept.append(finding)
                copies.append(0)
                continue
            }
            let key = Key(
                place: Place(id: finding.id, range: range),
                message: finding.message.replacingEvery("'\(view)'", with: "''"))
            if let position = positionOf[key] {
                copies[position] += 1
            } else {
                positionOf[key] = kept.count
                kept.append(finding)
                copies.append(0)
            }
        }
        for (position, count) in copies.enumerated() where count > 0 {
            let views = count == 1 ? "view" : "views"
            kept[position].notes.append(
                .note(
                    "and \(count) more \(views) made from the same node (table or collection rows) have the same finding",
                    at: nil))
        }
        return kept
    }
}

/// What every audit asks of a laid-out screen, worked out once.
struct AuditedScreen {
    let tree: ResolvedTree
    let layout: LayoutResult
    var options: AuditOptions { tree.audits }
    /// Hidden, or inside a hidden view.
    let hidden: [Bool]
    /// The children of each freely arranged view with several, in the order they are painted:
    /// by `zIndex`, then as written. Empty for the others, where only the one on the way to a
    /// judged view is painted.
    let paintedChildren: [[Int]]

    init(tree: ResolvedTree, layout: LayoutResult) {
        self.tree = tree
        self.layout = layout
        hidden = tree.hiddenInTree()
        paintedChildren = tree.views.map { view in
            guard view.arrangement == .free, view.children.count > 1 else { return [] }
            return view.children.enumerated()
                .sorted { lhs, rhs in
                    let a = tree.views[lhs.element].appearance.zIndex
                    let b = tree.views[rhs.element].appearance.zIndex
                    return a != b ? a < b : lhs.offset < rhs.offset
                }
                .map(\.element)
        }
    }

    func frame(_ index: Int) -> Rect { layout.views[index].absolute }

    /// Drawn and touchable: not hidden, not fully transparent (UIKit neither draws nor hit-tests
    /// a view under 0.01 alpha), and with some area.
    func isShown(_ index: Int) -> Bool {
        let frame = frame(index)
        return !hidden[index] && tree.views[index].appearance.alpha >= 0.01 && frame.width > 0
            && frame.height > 0
    }

    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current = tree.views[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = tree.views[parent].parent
        }
        return false
    }

    /// Where a finding about the view points: where the view was written.
    func range(_ index: Int) -> SourceRange { tree.views[index].range }

    /// The part two frames share, when it is more than `slack` deep on both axes.
    static func overlap(_ a: Rect, _ b: Rect, slack: Double = 0.5) -> Rect? {
        let left = max(a.x, b.x)
        let right = min(a.x + a.width, b.x + b.width)
        let top = max(a.y, b.y)
        let bottom = min(a.y + a.height, b.y + b.height)
        guard right - left > slack, bottom - top > slack else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `inner` lies within `outer`, give or take half a point.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        let slack = 0.5
        return inner.x >= outer.x - slack && inner.y >= outer.y - slack
            && inner.x + inner.width <= outer.x + outer.width + slack
            && inner.y + inner.height <= outer.y + outer.height + slack
    }
}
