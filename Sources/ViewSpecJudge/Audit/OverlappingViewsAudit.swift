import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// `overlapping-views`: siblings whose frames intersect where nothing says they may.
///
/// A zStack that holds both, different `zIndex` values (layers on purpose, as ViewFactory's FABs
/// and cards have) or `overlap: allowed` on either say they may. A view that draws nothing itself
/// (a plain container, a wrapper) is not counted: its children are judged among their own siblings.
struct OverlappingViewsAudit: ScreenAudit {
    var rule: String { "overlapping-views" }

    func audit(_ screen: AuditedScreen, into findings: inout AuditFindings) {
        let stacked = zStackedPairs(screen.tree)
        for (parent, view) in screen.tree.views.enumerated()
        where view.children.count > 1 && !screen.hidden[parent] {
            let candidates = view.children.filter {
                screen.isShown($0) && draws(screen.tree.views[$0])
                    && !screen.tree.views[$0].appearance.overlapAllowed
            }
            for (first, second) in OverlappingTapTargetsAudit.intersecting(candidates, frame: screen.frame) {
                let (a, b) = (screen.tree.views[first], screen.tree.views[second])
                guard a.appearance.zIndex == b.appearance.zIndex,
                    !stacked.contains(Pair(first, second))
                else { continue }
                // Two controls are the tap-target audit's finding already.
                if a.traits.interactive && b.traits.interactive { continue }
                let (other, place) = (a.id, a.range)
                findings.warn(about: second, at: b.range, notes: { [.note("'\(other)' is here", at: place)] })
                {
                    id in .overlappingViews(id, other: other)
                }
            }
        }
    }

    private struct Pair: Hashable {
        var low: Int
        var high: Int
        init(_ a: Int, _ b: Int) {
            (low, high) = (min(a, b), max(a, b))
        }
    }

    private func zStackedPairs(_ tree: ResolvedTree) -> Set<Pair> {
        var pairs = Set<Pair>()
        for plan in tree.views.flatMap(\.layout) + tree.constraints {
            if case .zStack(let stack) = plan.form, let first = stack.first.view,
                let second = stack.second.view
            {
                pairs.insert(Pair(first, second))
            }
        }
        return pairs
    }

    private func draws(_ view: ResolvedView) -> Bool {
        if view.text != nil || view.control != .none { return true }
        if view.traits.surface != .none { return true }
        let appearance = view.appearance
        switch appearance.background {
        case .color(let color) where color.alpha > 0: return true
        case .gradient: return true
        default: break
        }
        return appearance.border.map { $0.width > 0 && $0.color.alpha > 0 } ?? false
    }
}

extension DiagnosticMessage {
    static func overlappingViews(_ id: String, other: String) -> Self {
        Self(
            id: .overlappingViews,
            "'\(id)' overlaps its sibling '\(other)'; if that is meant, put them in a zStack, give them different zIndex values or write overlap: allowed"
        )
    }
}
