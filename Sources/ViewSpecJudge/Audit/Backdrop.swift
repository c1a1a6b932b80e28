import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// What the screen shows at one view: every layer painted below and at it, composed as Core
/// Animation composes them (backgrounds, gradients, group opacity), on UIKit's window (white in
/// light appearance, black in dark).
extension AuditedScreen {
    /// A layer the audit paints at the judged view.
    enum Layer {
        case fill(Fill)
        case color(RGBA)
    }

    /// The window behind every view, as the SVG mockup draws it.
    var window: Pixel { Pixel(tree.appearance.windowBackground) }

    /// Enough to hold every combination of the stops of a few nested gradients.
    static let maximumCandidates = 64

    /// The screen at `target`'s frame, painted up to and including `target`: `both` layers in both
    /// places (the view's own background under its text), `judgedOnly` only where the judged thing
    /// is.
    ///
    /// One pair per combination of gradient stops behind it, so the worst stop of a gradient is
    /// among them. Views drawn after the target, and the target's children, are not painted: the
    /// audit judges what is under the target, not what covers it.
    func pixels(at target: Int, both: [Layer], judgedOnly: [Layer]) -> [PixelPair] {
        let region = frame(target)
        var path: [Int] = []
        var current: Int? = target
        while let index = current {
            path.append(index)
            current = tree.views[index].parent
        }
        path.reverse()
        let painter = Painter(
            screen: self, target: target, region: region, path: path, both: both, judgedOnly: judgedOnly)
        return painter.paint(0, onto: [PixelPair(judged: window, beside: window)]).pairs
    }

    private struct Painter {
        let screen: AuditedScreen
        let target: Int
        let region: Rect
        /// The root, the target's ancestors and the target, in that order.
        let path: [Int]
        let both: [Layer]
        let judgedOnly: [Layer]

        /// `index` and what it contains painted onto `below`, and whether the target was reached;
        /// `depth` is the index's place in `path` when it is on the path, else nil.
        func paint(_ index: Int, depth: Int? = 0, onto below: [PixelPair]) -> (
            pairs: [PixelPair], reachedTarget: Bool
        ) {
            // Read in place, so the whole view is not copied at every level.
            let views = screen.tree.views
            guard !screen.hidden[index] else { return (below, false) }
            // A group: what it draws is composed on its own, then faded by its alpha onto below.
            var content = [PixelPair.clear]
            var reached = false
            if index == target {
                for layer in both { content = Self.paint(layer, on: content, judged: true, beside: true) }
                for layer in judgedOnly {
                    content = Self.paint(layer, on: content, judged: true, beside: false)
                }
                reached = true
            } else {
                if let fill = views[index].appearance.background,
                    AuditedScreen.contains(screen.frame(index), region)
                {
                    content = Self.paint(.fill(fill), on: content, judged: true, beside: true)
                }
                // Children laid out side by side (stacks, tables, wrappers) do not lie under one
                // another; only freely placed siblings can be behind the target.
                let next = depth.map { $0 + 1 }.flatMap { path.indices.contains($0) ? $0 : nil }
                if views[index].arrangement != .free || views[index].children.count == 1 {
                    if let next { (content, reached) = paint(path[next], depth: next, onto: content) }
                } else {
                    for child in screen.paintedChildren[index] {
                        if let next, child == path[next] {
                            (content, reached) = paint(child, depth: next, onto: content)
                            break
                        } else if AuditedScreen.contains(screen.frame(child), region) {
                            content = paint(child, depth: nil, onto: content).pairs
                        }
                    }
                }
            }
            let opacity = views[index].appearance.alpha
            var result: [PixelPair] = []
            for lower in below {
                for upper in content {
                    let pair = PixelPair(
                        judged: upper.judged.faded(opacity).over(lower.judged),
                        beside: upper.beside.faded(opacity).over(lower.beside))
                    if !result.contains(pair) { result.append(pair) }
                }
            }
            return (Self.capped(result), reached)
        }

        static func paint(_ layer: Layer, on pairs: [PixelPair], judged: Bool, beside: Bool) -> [PixelPair] {
            let colors: [RGBA]
            switch layer {
            case .color(let color): colors = [color]
            case .fill(.color(let color)): colors = [color]
            case .fill(.gradient(let gradient)): colors = gradient.colors
            }
            var result: [PixelPair] = []
            for pair in pairs {
                for color in colors {
                    let pixel = Pixel(color)
                    let painted = PixelPair(
                        judged: judged ? pixel.over(pair.judged) : pair.judged,
                        beside: beside ? pixel.over(pair.beside) : pair.beside)
                    if !result.contains(painted) { result.append(painted) }
                }
            }
            return capped(result)
        }

        /// At most `maximumCandidates` pairs; a pair of arrays is copied only when it has more.
        static func capped(_ pairs: [PixelPair]) -> [PixelPair] {
            pairs.count > AuditedScreen.maximumCandidates
                ? Array(pairs.prefix(AuditedScreen.maximumCandidates)) : pairs
        }
    }
}
