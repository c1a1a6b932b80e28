import ViewSpecCore
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The differences between two layouts of a screen, device by device and view by view, matched
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

        /// A change of `view` on `device`.
        public init(kind: Kind, view: String, device: String, old: Rect?, new: Rect?) {
            self.kind = kind
            self.view = view
            self.device = device
            self.old = old
            self.new = new
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

    /// Compares `old` with `new`.
    ///
    /// Positions and sizes differing by at most `tolerance` points count as equal. A view is
    /// compared in its parent's coordinates when its parent is the same, so a moved container is
    /// one difference, not one per descendant.
    public static func compare(_ old: LayoutDocument, _ new: LayoutDocument, tolerance: Double) -> LayoutDiff
    {
        var diff = LayoutDiff()
        // Layouts matched by name through a table, not by searching: 40,000 devices.
        var oldByDevice: [String: Int] = [:]
        for (index, layout) in old.layouts.enumerated() where oldByDevice[layout.device] == nil {
            oldByDevice[layout.device] = index
        }
        let newDevices = Set(new.layouts.map(\.device))
        for layout in new.layouts {
            guard let before = oldByDevice[layout.device].map({ old.layouts[$0] }) else {
                diff.report(.deviceAdded(layout.device), at: layout.range, view: nil, device: layout.device)
                continue
            }
            diff.compare(before, layout, tolerance: tolerance)
        }
        for layout in old.layouts where !newDevices.contains(layout.device) {
            diff.report(.deviceRemoved(layout.device), at: new.range, view: nil, device: layout.device)
        }
        diff.warnAboutGeneratedIDs(at: new.range)
        return diff
    }

    private mutating func report(
        _ message: DiagnosticMessage, at range: SourceRange, view: String?, device: String
    ) {
        var diagnostic = Diagnostic.error(message, at: range, view: view)
        diagnostic.device = device
        diagnostics.append(diagnostic)
    }

    private mutating func compare(
        _ old: LayoutDocument.Layout, _ new: LayoutDocument.Layout, tolerance: Double
    ) {
        let device = new.device
        var oldIndex: [String: Int] = [:]
        for (index, view) in old.views.enumerated() { oldIndex[view.id] = index }
        var newIndex: [String: Int] = [:]
        for (index, view) in new.views.enumerated() { newIndex[view.id] = index }

        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > tolerance }

        for view in new.views {
            guard let index = oldIndex[view.id] else {
                report(
                    .viewAdded(view.id, kind: view.kind, at: view.absolute), at: view.range, view: view.id,
                    device: device)
                changes.append(
                    Change(kind: .added, view: view.id, device: device, old: nil, new: view.absolute))
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
                report(
                    .viewMoved(view.id, from: a, to: b, relativeTo: sameParent ? view.parent : nil),
                    at: view.range,
                    view: view.id, device: device)
                changes.append(
                    Change(
                        kind: .moved, view: view.id, device: device, old: before.absolute, new: view.absolute)
                )
            }
            if differs(a.width, b.width) || differs(a.height, b.height) {
                report(.viewResized(view.id, from: a, to: b), at: view.range, view: view.id, device: device)
                changes.append(
                    Change(
                        kind: .resized, view: view.id, device: device, old: before.absolute,
                        new: view.absolute))
            }
            let count = diagnostics.count
            compareContent(before, view, device: device)
            if diagnostics.count > count {
                changes.append(
                    Change(
                        kind: .content, view: view.id, device: device, old: before.absolute,
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
                Change(kind: .removed, view: view.id, device: device, old: view.absolute, new: nil))
        }
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
