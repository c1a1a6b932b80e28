import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The differences between two layouts of a screen, cell by cell and view by view, matched
/// by id: what `viewspec diff` reports and the diff SVG draws.
public struct LayoutDiff: Sendable {
    /// One changed view on one device, for the diff SVG.
    public struct Change: Sendable, Equatable {
        /// What changed about the view.
        public enum Kind: String, Sendable, Equatable {
            case added, removed, moved, resized, content
        }
        /// What changed.
        public var kind: Kind
        /// The view's id.
        public var view: String
        /// The layout the view changed in, named as `LayoutDocument.Layout.device` names it.
        public var device: String
        /// The view's frame on screen in the old layout (nil for an added view).
        public var old: Rect?
        /// And in the new one (nil for a removed view).
        public var new: Rect?
        /// For a move that only follows the sibling before the view, that sibling's id.
        ///
        /// The diff SVG draws such a move quietly and outlines its cause (`LayoutDiff.Companion`).
        public var movedAlong: String?

        /// A change of `view` on `device`.
        public init(
            kind: Kind, view: String, device: String, old: Rect?, new: Rect?, movedAlong: String? = nil
        ) {
            self.kind = kind
            self.view = view
            self.device = device
            self.old = old
            self.new = new
            self.movedAlong = movedAlong
        }
    }

    /// Why a view that moved in its parent moved: only because the sibling before it did.
    ///
    /// A view's move in its parent's coordinates is explained by the sibling before it in
    /// document order (the view before it among its parent's children) when:
    /// - that sibling is the same view in both layouts, and on each axis the view moved either
    ///   not at all or by as much as one of that sibling's edges on that axis did (its leading
    ///   edge, x or y, or its trailing one, x + width or y + height), within the tolerance:
    ///   the gap between them is the same, and the sibling's own change is the cause;
    /// - or the sibling before it in the new layout was added (it made room for it);
    /// - or the sibling before it in the old layout was removed (it left its room).
    ///
    /// Only the sibling before counts, never the one after, so two views that moved together
    /// never explain each other away: the first of a run of views that moved is the cause.
    /// A view whose parent changed is compared on screen and never explained.
    public enum Companion: Sendable, Equatable {
        /// The sibling before it moved or grew by as much, the gap between them kept.
        case kept(String)
        /// The sibling before it is new.
        case added(String)
        /// The sibling that was before it is gone.
        case removed(String)

        /// The sibling's id.
        public var sibling: String {
            switch self {
            case .kept(let id), .added(let id), .removed(let id): id
            }
        }
    }

    /// Every difference as a diagnostic, placed at the view in the new document (a removed view
    /// at its closest ancestor that is still there), in the new document's order.
    public var diagnostics: [Diagnostic] = []
    /// The changed views with their old and new frames, for the diff SVG.
    public var changes: [Change] = []

    /// True when nothing differs (a `generated-ids-renamed` warning never comes alone).
    public var isEmpty: Bool { diagnostics.isEmpty }

    /// The default `tolerance`: half a point, less than any change a person sees on a 2x screen.
    public static let defaultTolerance = 0.5

    /// Compares `old` with `new`, layout by layout matched by cell (device, content size,
    /// appearance and direction); a cell in one document only is `device-added` or
    /// `device-removed`.
    ///
    /// Positions and sizes differing by at most `tolerance` points count as equal. A view is
    /// compared in its parent's coordinates when its parent is the same, so a moved container is
    /// one difference, not one per descendant.
    public static func compare(_ old: LayoutDocument, _ new: LayoutDocument, tolerance: Double) -> LayoutDiff
    {
        var diff = LayoutDiff()
        let name = Self.cellNames(old, new)
        // Layouts matched by cell through a table, not by searching: 40,000 devices. A document
        // has one layout per cell (`LayoutDocumentReader`); one built in memory with more is
        // compared by its first.
        var oldByCell: [LayoutDocument.Cell: Int] = [:]
        for (index, layout) in old.layouts.enumerated() where oldByCell[layout.cell] == nil {
            oldByCell[layout.cell] = index
        }
        let newCells = Set(new.layouts.map(\.cell))
        for layout in new.layouts {
            guard let before = oldByCell[layout.cell].map({ old.layouts[$0] }) else {
                let device = name(layout.cell)
                diff.report(.deviceAdded(device), at: layout.range, view: nil, device: device)
                continue
            }
            diff.compare(before, layout, device: name(layout.cell), tolerance: tolerance)
        }
        for layout in old.layouts where !newCells.contains(layout.cell) {
            let device = name(layout.cell)
            diff.report(.deviceRemoved(device), at: new.range, view: nil, device: device)
        }
        diff.warnAboutGeneratedIDs(at: new.range)
        return diff
    }

    /// How the differences name a cell: by its device, followed by its content size,
    /// appearance and direction, each only when the layouts of the two documents are in more
    /// than one (`iphone-se`, `iphone-se/AX3`, `ipad/dark/rtl`).
    static func cellNames(_ old: LayoutDocument, _ new: LayoutDocument) -> (LayoutDocument.Cell) -> String {
        let distinctions = LayoutDocument.Cell.Distinctions(old.layouts.map(\.cell) + new.layouts.map(\.cell))
        return { cell in ([cell.device] + distinctions.parts(of: cell)).joined(separator: "/") }
    }

    private mutating func report(
        _ message: DiagnosticMessage, at range: SourceRange, view: String?, device: String
    ) {
        var diagnostic = Diagnostic.error(message, at: range, view: view)
        diagnostic.device = device
        diagnostics.append(diagnostic)
    }

    /// Compares two layouts of one cell; `device` names the cell in the diagnostics.
    private mutating func compare(
        _ old: LayoutDocument.Layout, _ new: LayoutDocument.Layout, device: String, tolerance: Double
    ) {
        var oldIndex: [String: Int] = [:]
        for (index, view) in old.views.enumerated() { oldIndex[view.id] = index }
        var newIndex: [String: Int] = [:]
        for (index, view) in new.views.enumerated() { newIndex[view.id] = index }
        let oldPrevious = Self.previousSiblings(old.views)
        let newPrevious = Self.previousSiblings(new.views)

        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > tolerance }

        /// `LayoutDiff.Companion`'s rule for `view`, which moved by `dx`, `dy` in its parent.
        func companion(of view: LayoutDocument.View, dx: Double, dy: Double) -> Companion? {
            let before = newPrevious[view.id]
            if let before, oldIndex[before] == nil { return .added(before) }
            if let gone = oldPrevious[view.id], newIndex[gone] == nil { return .removed(gone) }
            guard let before, oldPrevious[view.id] == before, let a = oldIndex[before],
                let b = newIndex[before]
            else { return nil }
            let was = old.views[a].frame
            let now = new.views[b].frame
            func follows(_ delta: Double, _ edges: [Double]) -> Bool {
                !differs(delta, 0) || edges.contains { !differs(delta, $0) }
            }
            let xEdges = [now.x - was.x, (now.x + now.width) - (was.x + was.width)]
            let yEdges = [now.y - was.y, (now.y + now.height) - (was.y + was.height)]
            return follows(dx, xEdges) && follows(dy, yEdges) ? .kept(before) : nil
        }

        for view in new.views {
            guard let index = oldIndex[view.id] else {
                report(
                    .viewAdded(view.id, kind: view.kind, at: view.absolute), at: view.range, view: view.id,
                    device: device)
                changes.append(
                    Change(kind: .added, view: view.id, device: new.device, old: nil, new: view.absolute))
                continue
            }
            let before = old.views[index]
            if before.kind != view.kind {
                report(
                    .kindChanged(view.id, from: before.kind, to: view.kind), at: view.range, view: view.id,
                    device: device)
            }
            let sameParent = before.parent == view.parent
            let a = sameParent ? before.frame : before.absolute
            let b = sameParent ? view.frame : view.absolute
            if differs(a.x, b.x) || differs(a.y, b.y) {
                let along = sameParent ? companion(of: view, dx: b.x - a.x, dy: b.y - a.y) : nil
                if let along, let parent = view.parent {
                    var note = Diagnostic(
                        .note, id: DiagnosticID.viewMovedAlong.rawValue,
                        DiagnosticMessage.viewMovedAlong(view.id, from: a, to: b, in: parent, along).text,
                        at: view.range, view: view.id)
                    note.device = device
                    diagnostics.append(note)
                } else {
                    report(
                        .viewMoved(view.id, from: a, to: b, relativeTo: sameParent ? view.parent : nil),
                        at: view.range,
                        view: view.id, device: device)
                }
                changes.append(
                    Change(
                        kind: .moved, view: view.id, device: new.device, old: before.absolute,
                        new: view.absolute,
                        movedAlong: along?.sibling))
            }
            if differs(a.width, b.width) || differs(a.height, b.height) {
                report(.viewResized(view.id, from: a, to: b), at: view.range, view: view.id, device: device)
                changes.append(
                    Change(
                        kind: .resized, view: view.id, device: new.device, old: before.absolute,
                        new: view.absolute))
            }
            let count = diagnostics.count
            compareContent(before, view, device: device)
            if diagnostics.count > count {
                changes.append(
                    Change(
                        kind: .content, view: view.id, device: new.device, old: before.absolute,
                        new: view.absolute))
            }
        }
        // Per old view, where a removal under it is reported: at the closest ancestor the new
        // layout still has, else at the layout. Parents come before their children, so each is
        // known from its parent's in one pass, not by walking a chain per removed view (a
        // 20,000-deep removed chain). A document built in memory may break that order, or have
        // a cycle (one read from JSON has neither, `LayoutDocumentReader`): then the walk up
        // takes at most one step per view.
        var place: [SourceRange] = []
        place.reserveCapacity(old.views.count)
        for (position, view) in old.views.enumerated() {
            var range = new.range
            var parent = view.parent
            var steps = 0
            while let id = parent, steps < old.views.count {
                steps += 1
                if let index = newIndex[id] {
                    range = new.views[index].range
                    break
                }
                guard let index = oldIndex[id] else { break }
                if index < position {
                    range = place[index]
                    break
                }
                parent = old.views[index].parent
            }
            place.append(range)
        }
        for (position, view) in old.views.enumerated() where newIndex[view.id] == nil {
            let range = place[position]
            report(
                .viewRemoved(view.id, kind: view.kind, was: view.absolute), at: range, view: view.id,
                device: device)
            changes.append(
                Change(kind: .removed, view: view.id, device: new.device, old: view.absolute, new: nil))
        }
    }

    /// For each view with a parent, the id of the sibling before it (the parent's previous child
    /// in document order); a parent's first child has none.
    private static func previousSiblings(_ views: [LayoutDocument.View]) -> [String: String] {
        var lastChild: [String: String] = [:]
        var previous: [String: String] = [:]
        for view in views {
            guard let parent = view.parent else { continue }
            if let before = lastChild[parent] { previous[view.id] = before }
            lastChild[parent] = view.id
        }
        return previous
    }

    private mutating func compareContent(
        _ old: LayoutDocument.View, _ new: LayoutDocument.View, device: String
    ) {
        let id = new.id
        func colour(_ what: String, _ a: String?, _ b: String?) {
            if a != b {
                report(.colorChanged(id, what: what, from: a, to: b), at: new.range, view: id, device: device)
            }
        }
        colour("background", old.background, new.background)
        colour("tint", old.tint, new.tint)
        colour("border colour", old.borderColor, new.borderColor)
        switch (old.text, new.text) {
        case (let a?, let b?):
            if a.string != b.string {
                report(
                    .textChanged(id, from: a.string, to: b.string), at: new.range, view: id, device: device)
            } else if a.lines != b.lines {
                report(.linesChanged(id, from: a.lines, to: b.lines), at: new.range, view: id, device: device)
            }
            colour("text colour", a.color, b.color)
            if a.font != b.font {
                report(.fontChanged(id, from: a.font, to: b.font), at: new.range, view: id, device: device)
            }
            if a.truncated != b.truncated {
                report(
                    .truncationChanged(id, truncated: b.truncated, lines: b.lines), at: new.range, view: id,
                    device: device)
            }
        case (let a?, nil):
            report(.textChanged(id, from: a.string, to: ""), at: new.range, view: id, device: device)
        case (nil, let b?):
            report(.textChanged(id, from: "", to: b.string), at: new.range, view: id, device: device)
        case (nil, nil): break
        }
    }

    /// Adding a view before its siblings renumbers their generated ids (`form/label.body[2]`
    /// becomes `[3]`), so one edit reads as many views changed, added and removed.
    ///
    /// Says so once when a view with a generated id was added or removed and views with generated
    /// ids make up at least half of the differences.
    private mutating func warnAboutGeneratedIDs(at range: SourceRange) {
        func generated(_ diagnostic: Diagnostic) -> Bool { diagnostic.view?.contains("[") ?? false }
        let renumbering = diagnostics.first {
            ($0.id == "view-added" || $0.id == "view-removed") && generated($0)
        }
        let count = diagnostics.count(where: generated)
        guard let example = renumbering?.view, count >= 2, count * 2 >= diagnostics.count else { return }
        diagnostics.append(
            .warning(.generatedIDsRenamed(count, of: diagnostics.count, example: example), at: range))
    }
}
