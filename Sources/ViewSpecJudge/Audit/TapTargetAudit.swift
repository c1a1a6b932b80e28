import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `small-tap-target`: an interactive view smaller than the minimum on either side (Apple's
/// Human Interface Guidelines: 44 × 44 pt; Material: 48 × 48 dp; `options.audits.minimumTapTarget`).
struct TapTargetAudit: ScreenAudit {
    var rule: String { "small-tap-target" }

    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings) {
        let minimum = screen.options.minimumTapTarget
        for (index, view) in screen.tree.views.enumerated()
        where view.traits.interactive && !screen.hidden[index] && view.appearance.alpha >= 0.01 {
            let frame = screen.frame(index)
            // Frames are rounded to 1/1000 pt; a hair under the minimum is not worth a report.
            guard frame.width < minimum - 0.0005 || frame.height < minimum - 0.0005 else { continue }
            findings.warn(about: index, at: view.range) { id in
                .smallTapTarget(id, frame: frame, minimum: minimum)
            }
        }
    }
}

/// `overlapping-tap-targets`: two interactive views whose frames intersect, so a tap there may
/// reach either.
///
/// A control inside another (a button in a tappable cell) is not counted.
struct OverlappingTapTargetsAudit: ScreenAudit {
    var rule: String { "overlapping-tap-targets" }

    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings) {
        let targets = screen.tree.views.indices.filter {
            screen.tree.views[$0].traits.interactive && screen.isShown($0)
        }
        for (first, second) in Self.intersecting(targets, frame: screen.frame)
        where !screen.isAncestor(first, of: second) && !screen.isAncestor(second, of: first) {
            let (other, place) = (screen.tree.views[first].id, screen.tree.views[first].range)
            findings.warn(
                about: second, at: screen.tree.views[second].range,
                notes: { [.note("'\(other)' is here", at: place)] }
            ) { id in .overlappingTapTargets(id, other: other) }
        }
    }

    /// The pairs of `views` whose frames intersect, each once as (earlier, later) in tree order,
    /// found by a sweep rather than by comparing every pair: along the axis the frames spread
    /// along, so a long column (or row) of views is swept in linear time.
    static func intersecting(_ views: [Int], frame: (Int) -> Rect) -> [(Int, Int)] {
        guard views.count > 1 else { return [] }
        let rects = views.map(frame)
        func spread(_ start: (Rect) -> Double, _ size: (Rect) -> Double) -> Double {
            let low = rects.map(start).min() ?? 0
            let high = rects.map { start($0) + size($0) }.max() ?? 0
            return (high - low) / max(0.001, rects.map(size).reduce(0, +))
        }
        let vertical = spread(\.y, \.height) > spread(\.x, \.width)
        let start: (Rect) -> Double = vertical ? { $0.y } : { $0.x }
        let end: (Rect) -> Double = vertical ? { $0.y + $0.height } : { $0.x + $0.width }
        let order = rects.indices.sorted { (start(rects[$0]), views[$0]) < (start(rects[$1]), views[$1]) }
        var active: [Int] = []
        var pairs: [(Int, Int)] = []
        for position in order {
            let rect = rects[position]
            active.removeAll { end(rects[$0]) <= start(rect) + 0.5 }
            for other in active where AuditedScreen.overlap(rects[other], rect) != nil {
                pairs.append((min(views[other], views[position]), max(views[other], views[position])))
            }
            active.append(position)
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
            id: .smallTapTarget,
            "'\(id)' is \(LayoutFormat.number(frame.width)) × \(LayoutFormat.number(frame.height)) pt, smaller than the \(LayoutFormat.number(minimum)) × \(LayoutFormat.number(minimum)) pt a tap target needs\(source)",
            measure: Diagnostic.Measure(min(frame.width, frame.height), lowerIsWorse: true)
        )
    }

    static func overlappingTapTargets(_ id: String, other: String) -> Self {
        Self(
            id: .overlappingTapTargets,
            "the tap target '\(id)' overlaps the tap target '\(other)': a tap there may reach either")
    }
}
