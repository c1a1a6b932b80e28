import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The checks that compare cells of the matrix with each other, run once every cell is laid out.
///
/// Each finding carries the cells it compared.
package enum MatrixChecks {
    package static func run(_ cells: [CellLayout], matrix: Matrix) -> [Diagnostic] {
        physicalDirection(cells, matrix: matrix)
    }

    /// `physical-direction`: a view whose place does not mirror between left-to-right and
    /// right-to-left, for each pair of cells that differ only in direction.
    static func physicalDirection(_ cells: [CellLayout], matrix: Matrix) -> [Diagnostic] {
        guard matrix.directions.count == 2 else { return [] }
        var rightToLeft: [MatrixCell: Int] = [:]
        for (index, cell) in cells.enumerated() where cell.cell.direction == .rightToLeft {
            var key = cell.cell
            key.direction = .leftToRight
            rightToLeft[key] = index
        }
        var diagnostics: [Diagnostic] = []
        for ltr in cells where ltr.cell.direction == .leftToRight {
            guard let index = rightToLeft[ltr.cell] else { continue }
            diagnostics += unmirrored(ltr, cells[index])
        }
        return diagnostics
    }

    /// Frames are compared relative to the parent (its content, in a scroll view): a view that
    /// mirrors within a parent that does not is not reported again.
    private static func unmirrored(_ ltr: CellLayout, _ rtl: CellLayout) -> [Diagnostic] {
        let tree = ltr.tree
        let views = ltr.layout.views
        let mirrored = rtl.layout.views
        guard views.count == tree.views.count, mirrored.count == views.count,
            rtl.tree.views.count == views.count
        else { return [] }
        let hidden = tree.hiddenInTree()
        let parentWidths = views.indices.map { index in
            tree.views[index].parent.map { parent in
                (
                    views[parent].contentSize?.width ?? views[parent].frame.width,
                    mirrored[parent].contentSize?.width ?? mirrored[parent].frame.width
                )
            }
        }
        // Half a point: what the output's rounding and text measurement can move a frame.
        let unmirrored = views.indices.map { index -> Bool in
            guard let (parentWidth, rtlParentWidth) = parentWidths[index], !hidden[index] else {
                return false
            }
            let left = views[index].frame
            let right = mirrored[index].frame
            let expected = rtlParentWidth - right.x - right.width
            return (abs(expected - left.x) > 0.5 || abs(left.width - right.width) > 0.5)
                && abs(parentWidth - rtlParentWidth) <= 0.5
        }
        var diagnostics: [Diagnostic] = []
        for index in views.indices {
            guard let (_, rtlParentWidth) = parentWidths[index], !hidden[index] else { continue }
            let left = views[index].frame
            let right = mirrored[index].frame
            let view = tree.views[index]
            guard unmirrored[index] else {
                if let text = physicallyAlignedText(view, views[index]) {
                    var finding = Diagnostic.warning(
                        .physicallyAlignedText(view.id, alignment: text), at: view.text?.range ?? view.range,
                        view: view.id)
                    finding.cells = [ltr.cell, rtl.cell]
                    diagnostics.append(finding)
                }
                continue
            }
            let cause = PhysicalCause(of: view, in: tree, unmirrored: unmirrored)
            var finding = Diagnostic.warning(
                .physicalDirection(
                    view.id, ltr: left, rtl: right, mirroredX: rtlParentWidth - left.x - left.width,
                    cause: cause?.advice),
                at: cause?.range ?? view.range, view: view.id)
            finding.cells = [ltr.cell, rtl.cell]
            diagnostics.append(finding)
        }
        return diagnostics
    }

    /// The alignment of a view's text when it is left or right and the text has room to move in
    /// its frame: such text stays on that side in right-to-left, where `natural` would follow the
    /// direction (UILabel's default; the seed's labels set `.left`).
    static func physicallyAlignedText(_ view: ResolvedView, _ laidOut: LaidOutView) -> String? {
        guard let alignment = view.text?.alignment, alignment == .left || alignment == .right,
            let text = laidOut.text, !text.lines.isEmpty,
            laidOut.frame.width - (view.text?.padding.horizontal ?? 0) - text.width > 0.5
        else { return nil }
        return alignment.rawValue
    }

    /// What the spec writes that keeps a view from mirroring, as the advice names it: the first
    /// of the view's own plans that uses a physical side, else an absolute frame, else a view it
    /// is placed from that does not mirror itself.
    struct PhysicalCause {
        /// The plan, or nil to point at the view.
        var range: SourceRange?
        /// The end of the finding's message, which names the construct written.
        var advice: String

        init?(of view: ResolvedView, in tree: ResolvedTree, unmirrored: [Bool]) {
            func side(_ anchor: LayoutAnchor?) -> String? {
                anchor == .left || anchor == .right ? anchor?.rawValue : nil
            }
            func follow(_ side: String) -> String { side == "left" ? "leading" : "trailing" }
            func name(_ target: BoundTarget) -> String {
                target.view.map { tree.views[$0].name ?? tree.views[$0].id } ?? "?"
            }
            for plan in view.layout {
                let written: String?
                switch plan.form {
                case .anchor(let anchor):
                    written = side(anchor.anchor) ?? side(anchor.second?.anchor)
                case .expression(let expression):
                    written = side(expression.first.anchor) ?? side(expression.second?.anchor)
                case .shortcut(let shortcut):
                    switch shortcut.kind {
                    case .pin(let edges, _):
                        if let edge = edges.lazy.compactMap({ side($0.edge) }).first {
                            self.init(
                                range: plan.range,
                                advice:
                                    "this plan pins the \(edge) edge, which stays put: name `\(follow(edge))` among its edges to follow the direction"
                            )
                            return
                        }
                    case .relative(let position, let target, _, _)
                    where position == .leftOf || position == .rightOf:
                        let (own, other) =
                            position == .rightOf ? ("leading", "trailing") : ("trailing", "leading")
                        self.init(
                            range: plan.range,
                            advice:
                                "`\(position.rawValue)` places it by the physical sides of '\(name(target))' in either direction: pin its \(own) to the \(other) of '\(name(target))' to follow the direction"
                        )
                        return
                    default: break
                    }
                    written = nil
                case .zStack(let stack):
                    let edges = (stack.firstEdges + stack.secondEdges).lazy.compactMap { side($0.edge) }
                    if let edge = edges.first {
                        self.init(
                            range: plan.range,
                            advice:
                                "this plan pins the \(edge) edge, which stays put: name `\(follow(edge))` to follow the direction"
                        )
                        return
                    }
                    written = nil
                default: written = nil
                }
                if let written {
                    self.init(
                        range: plan.range,
                        advice:
                            "this plan uses `\(written)`, which stays put: `\(follow(written))` follows the direction"
                    )
                    return
                }
            }
            if view.size.frame != nil {
                self.init(
                    range: nil,
                    advice:
                        "its `frame` is absolute, and UIKit does not mirror a frame: place it with leading and trailing constraints to follow the direction"
                )
                return
            }
            for plan in view.layout {
                for target in Self.targets(of: plan.form) {
                    guard let other = target.view, other != view.parent, unmirrored[other] else { continue }
                    self.init(
                        range: plan.range,
                        advice: "it is placed from '\(name(target))', which does not mirror")
                    return
                }
            }
            return nil
        }

        /// The targets a plan places its view from, in the order written.
        static func targets(of form: BoundPlan.Form) -> [BoundTarget] {
            switch form {
            case .anchor(let anchor): return anchor.second.map { [$0.target] } ?? []
            case .expression(let expression):
                return [expression.first.target] + (expression.second.map { [$0.target] } ?? [])
            case .shortcut(let shortcut):
                switch shortcut.kind {
                case .pin(_, let to), .center(_, _, let to), .relativeSize(let to, _, _),
                    .relative(_, let to, _, _):
                    return [to]
                case .inBetween(let first, let second, _, _): return [first, second]
                case .size: return []
                }
            case .setStack(let stack): return stack.views
            case .align(let align): return [align.first, align.second]
            case .zStack(let stack): return [stack.first, stack.second]
            case .visualFormat(let line): return line.views.map(\.target)
            }
        }

        private init(range: SourceRange?, advice: String) {
            self.range = range
            self.advice = advice
        }
    }
}

extension DiagnosticMessage {
    static func physicallyAlignedText(_ id: String, alignment: String) -> Self {
        Self(
            id: .physicalDirection,
            "the text of '\(id)' is aligned \(alignment), which stays \(alignment) in right-to-left: write `alignment: natural` for the leading side in either direction"
        )
    }

    /// Says the width too when it is what differs (a stack that shares its space differently),
    /// and `cause`, what the spec writes that keeps the view in place, when it is known.
    static func physicalDirection(_ id: String, ltr: Rect, rtl: Rect, mirroredX: Double, cause: String?)
        -> Self
    {
        let n = LayoutFormat.number
        let frames =
            abs(ltr.width - rtl.width) > 0.5
            ? "x = \(n(ltr.x)), width \(n(ltr.width)) in ltr; x = \(n(rtl.x)), width \(n(rtl.width)) in rtl, where mirroring puts it at x = \(n(mirroredX)), width \(n(ltr.width))"
            : "x = \(n(ltr.x)) in ltr, \(n(rtl.x)) in rtl, where mirroring puts it at \(n(mirroredX))"
        return Self(
            id: .physicalDirection,
            "'\(id)' does not mirror in right-to-left: \(frames)" + (cause.map { "; " + $0 } ?? ""))
    }
}
