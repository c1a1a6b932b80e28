/// `small-tap-target`: an interactive view smaller than the minimum on either side (Apple's
/// Human Interface Guidelines: 44 × 44 pt; Material: 48 × 48 dp; `options.audits.minimumTapTarget`).
struct TapTargetAudit: ScreenAudit {
    func findings(on screen: AuditedScreen) -> [Diagnostic] {
        let minimum = screen.options.minimumTapTarget
        var found: [Diagnostic] = []
        for (index, view) in screen.tree.views.enumerated()
        where view.traits.interactive && !screen.hidden[index] && view.appearance.alpha >= 0.01 {
            let frame = screen.frame(index)
            // Frames are rounded to 1/1000 pt; a hair under the minimum is not worth a report.
            guard frame.width < minimum - 0.0005 || frame.height < minimum - 0.0005 else { continue }
            found.append(
                .warning(
                    .smallTapTarget(view.id, frame: frame, minimum: minimum), at: view.range, view: view.id))
        }
        return found
    }
}

/// `overlapping-tap-targets`: two interactive views whose frames intersect, so a tap there may
/// reach either. A control inside another (a button in a tappable cell) is not counted.
struct OverlappingTapTargetsAudit: ScreenAudit {
    func findings(on screen: AuditedScreen) -> [Diagnostic] {
        let targets = screen.tree.views.indices.filter {
            screen.tree.views[$0].traits.interactive && screen.isShown($0)
        }
        var found: [Diagnostic] = []
        for (first, second) in Self.intersecting(targets, frame: screen.frame)
        where !screen.isAncestor(first, of: second) && !screen.isAncestor(second, of: first) {
            let (a, b) = (screen.tree.views[first], screen.tree.views[second])
            found.append(
                .warning(
                    .overlappingTapTargets(b.id, other: a.id), at: b.range,
                    notes: [.note("'\(a.id)' is here", at: a.range)], view: b.id))
        }
        return found
    }

    /// The pairs of `views` whose frames intersect, each once as (earlier, later) in tree order,
    /// found by a sweep along x rather than by comparing every pair.
    static func intersecting(_ views: [Int], frame: (Int) -> Rect) -> [(Int, Int)] {
        let byLeft = views.sorted { (frame($0).x, $0) < (frame($1).x, $1) }
        var active: [Int] = []
        var pairs: [(Int, Int)] = []
        for view in byLeft {
            let rect = frame(view)
            active.removeAll { frame($0).x + frame($0).width <= rect.x + 0.5 }
            for other in active where AuditedScreen.overlap(frame(other), rect) != nil {
                pairs.append((min(other, view), max(other, view)))
            }
            active.append(view)
        }
        return pairs.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }
}

extension DiagnosticMessage {
    static func smallTapTarget(_ id: String, frame: Rect, minimum: Double) -> Self {
        let source =
            minimum == AuditOptions.appleTapTarget
            ? " (Apple HIG)" : minimum == AuditOptions.materialTapTarget ? " (Material)" : ""
        return Self(
            id: "small-tap-target",
            "'\(id)' is \(LayoutFormat.number(frame.width)) × \(LayoutFormat.number(frame.height)) pt, smaller than the \(LayoutFormat.number(minimum)) × \(LayoutFormat.number(minimum)) pt a tap target needs\(source)"
        )
    }

    static func overlappingTapTargets(_ id: String, other: String) -> Self {
        Self(
            id: "overlapping-tap-targets",
            "the tap target '\(id)' overlaps the tap target '\(other)': a tap there may reach either")
    }
}
