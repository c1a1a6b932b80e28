import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// One check of one laid-out screen (one device, one cell of the matrix).
///
/// It reads only the resolved tree's typed facts and the frames; it reports findings as warnings
/// about views.
protocol ScreenAudit: Sendable {
    /// The rule every finding of the audit is reported under (docs/diagnostics.md).
    var rule: String { get }
    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings)
}

/// The findings of a screen's audits, each kept as the rule, view and place it is about until
/// it is known to be reported: one the spec's suppressions silence, in a run whose output
/// leaves those out, is never formatted (a large screen under a file-wide suppression has
/// thousands).
///
/// Sendable by hand: a large screen's audits run on two threads (`Audits.run`), and a
/// finding's closures capture copies of what they quote (names, colours, numbers), never a
/// view or the screen.
struct AuditFindings: @unchecked Sendable {
    struct Finding {
        var rule: String
        var view: Int
        var range: SourceRange
        /// Given the view's id.
        var message: (String) -> DiagnosticMessage
        var notes: (() -> [Diagnostic])?
    }

    private(set) var all: [Finding] = []
    /// The rule of the audit running.
    private var rule = ""

    mutating func run(_ audit: any ScreenAudit, on screen: AuditedScreen) {
        rule = audit.rule
        audit.audit(screen, into: &self)
    }

    /// A warning about the view at `view`, at `range`; `message` (given the view's id) and `notes`
    /// are called only if it is reported.
    ///
    /// They capture what they quote, not the view.
    mutating func warn(
        about view: Int, at range: SourceRange, notes: (() -> [Diagnostic])? = nil,
        _ message: @escaping (_ id: String) -> DiagnosticMessage
    ) {
        all.append(Finding(rule: rule, view: view, range: range, message: message, notes: notes))
    }
}

/// The audits of a laid-out screen.
///
/// The pipeline runs them after each layout, so every screen laid out (each device, each cell) is
/// judged the same way; the layout stage knows nothing of them.
package enum Audits {
    /// In the order their findings are listed for one place.
    static let screen: [any ScreenAudit] = [
        ContrastAudit(), TapTargetAudit(), OverlappingTapTargetsAudit(), OverlappingViewsAudit(),
        AccessibilityLabelAudit(), ShrunkTextAudit(),
    ]

    /// Every audit's findings on `layout`, a layout of `tree`, judged by `options`' thresholds, but
    /// those `silenced` leaves out (nil builds every finding).
    ///
    /// `sharingWork`: nil lets the screen's size and the machine decide whether two threads share
    /// the audits (`SecondCore`); tests force either way.
    package static func run(
        _ tree: ResolvedTree, on layout: LayoutResult, options: AuditOptions,
        silenced: SilencedFindings? = nil,
        sharingWork: Bool? = nil
    ) -> [Diagnostic] {
        guard !tree.views.isEmpty, layout.views.count == tree.views.count else { return [] }
        let screen = AuditedScreen(tree: tree, layout: layout, options: options)
        let parts =
            sharingWork ?? SecondCore.pays(forViews: tree.views.count)
            ? Self.parts(viewCount: tree.views.count) : [Self.screen]
        let found = Parallel.map(parts.count) { part in
            var findings = AuditFindings()
            for audit in parts[part] { findings.run(audit, on: screen) }
            return findings
        }
        return reported(found.flatMap(\.all), tree: tree, silenced: silenced)
    }

    /// The audits in two parts of about equal work, whose findings, the first part's and then
    /// the second's, come in the order one thread running `screen` finds them: the contrast
    /// audit, about half of all the audits' work (it paints what lies behind every text),
    /// judges the first half of the views in one part, and the second half, then every other
    /// audit, in the other.
    static func parts(viewCount: Int) -> [[any ScreenAudit]] {
        precondition(Self.screen.first is ContrastAudit, "the contrast audit runs first")
        let half = viewCount / 2
        return [
            [ContrastAudit(views: 0..<half)],
            [ContrastAudit(views: half..<viewCount)] + Self.screen.dropFirst(),
        ]
    }

    /// The findings built, one for the views made from one node.
    ///
    /// A table's rows (and a collection's cells) are views of one written node, and a finding they share (the same rule, place and
    /// message but for the view's id) is reported once, at the first, with how many more
    /// (`Diagnostic.share`). This is the cheap part of the grouping: the pipeline then groups
    /// every finding of the screen by node (`SameNodeFindings`), whatever the messages say.
    ///
    /// A place `silenced` silences is not built at all.
    static func reported(
        _ findings: [AuditFindings.Finding], tree: ResolvedTree, silenced: SilencedFindings? = nil
    ) -> [Diagnostic] {
        struct Place: Hashable {
            var rule: String
            var range: SourceRange

            // The range alone tells places apart but for one view's findings of several rules;
            // hashing the rule's text too would cost more than the rest of the key.
            func hash(into hasher: inout Hasher) { hasher.combine(range) }
        }
        // Only findings that share a rule and a place can be copies of each other: the message
        // (rewritten without the view's name, the costly part) is compared only for those.
        var placeNumbers: [Place: Int] = [:]
        var place: [Int] = []
        var findingsAt: [Int] = []
        place.reserveCapacity(findings.count)
        for finding in findings {
            let key = Place(rule: finding.rule, range: finding.range)
            if let number = placeNumbers[key] {
                place.append(number)
                findingsAt[number] += 1
            } else {
                placeNumbers[key] = findingsAt.count
                place.append(findingsAt.count)
                findingsAt.append(1)
            }
        }
        let silencedPlaces =
            silenced?.silencedPlaces(
                of: findings, place: place, placeCount: findingsAt.count, tree: tree)
            ?? [Bool](repeating: false, count: findingsAt.count)

        struct Key: Hashable {
            var place: Int
            var message: String
        }
        var kept: [Diagnostic] = []
        var copies: [[String]] = []
        var positionOf: [Key: Int] = [:]
        for (index, finding) in findings.enumerated() where !silencedPlaces[place[index]] {
            let view = tree.views[finding.view].id
            let diagnostic = Diagnostic.warning(
                finding.message(view), at: finding.range, notes: finding.notes?() ?? [], view: view)
            assert(diagnostic.id == finding.rule, "\(diagnostic.id) reported as \(finding.rule)")
            guard findingsAt[place[index]] > 1 else {
                kept.append(diagnostic)
                copies.append([])
                continue
            }
            let key = Key(
                place: place[index], message: diagnostic.message.replacingEvery("'\(view)'", with: "''"))
            if let position = positionOf[key] {
                copies[position].append(view)
            } else {
                positionOf[key] = kept.count
                kept.append(diagnostic)
                copies.append([])
            }
        }
        for (position, views) in copies.enumerated() where !views.isEmpty { kept[position].share(views) }
        return kept
    }
}

/// What every audit asks of a laid-out screen, worked out once.
struct AuditedScreen {
    let tree: ResolvedTree
    let layout: LayoutResult
    let options: AuditOptions
    /// Hidden, or inside a hidden view.
    let hidden: [Bool]
    /// The children of each freely arranged view with several, in the order they are painted: by
    /// `zIndex`, then as written.
    ///
    /// Empty for the others, where only the one on the way to a judged view is painted.
    let paintedChildren: [[Int]]
    /// Per view, whether some of it can be seen: not faded out by an ancestor's alpha, and
    /// inside the screen and every clipping ancestor (a view in a scroll view can be scrolled
    /// to, so counts as seen while the scroll view is).
    let onScreen: [Bool]

    init(tree: ResolvedTree, layout: LayoutResult, options: AuditOptions) {
        self.options = options
        self.tree = tree
        self.layout = layout
        hidden = tree.hiddenInTree()
        onScreen = Self.onScreen(tree, layout)
        paintedChildren = tree.views.indices.map { index in
            let view = tree.views[index]
            guard view.arrangement == .free, view.children.count > 1 else { return [] }
            return tree.drawingOrder(of: index)
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

    /// Shown and where someone can see it: what the contrast audit judges.
    ///
    /// Text off the screen is the layout's `off-screen` (or `outside-parent`) finding, not a
    /// contrast one too.
    func isSeen(_ index: Int) -> Bool { isShown(index) && onScreen[index] }

    /// `onScreen`, worked out from the root down (views come after their parents).
    private static func onScreen(_ tree: ResolvedTree, _ layout: LayoutResult) -> [Bool] {
        let count = min(tree.views.count, layout.views.count)
        let screen = Rect(x: 0, y: 0, width: layout.device.width, height: layout.device.height)
        var seen = [Bool](repeating: true, count: tree.views.count)
        var faded = [Bool](repeating: false, count: tree.views.count)
        /// Where a view's children can be seen; nil inside a scroll view, which brings them in.
        var room = [Rect?](repeating: screen, count: tree.views.count)
        for index in 0..<count {
            let view = tree.views[index]
            let frame = layout.views[index].absolute
            let parent = view.parent
            let region: Rect? = parent.map { room[$0] } ?? screen
            faded[index] = view.appearance.alpha < 0.01 || parent.map { faded[$0] } == true
            seen[index] =
                !faded[index] && (region.map { overlap($0, frame) != nil } ?? true)
                && parent.map { seen[$0] || !clips(tree.views[$0]) } != false
            if view.scrolls {
                room[index] = nil
            } else if clips(view) {
                room[index] = region.map {
                    overlap($0, frame, slack: 0) ?? Rect(x: 0, y: 0, width: 0, height: 0)
                }
            } else {
                room[index] = region
            }
        }
        return seen
    }

    /// Whether a view draws its children clipped to its bounds.
    private static func clips(_ view: ResolvedView) -> Bool {
        view.appearance.clipsToBounds || view.scrolls || view.traits.clipsChildren
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
