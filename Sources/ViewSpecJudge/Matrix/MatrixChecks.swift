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
        var diagnostics: [Diagnostic] = []
        for index in views.indices {
            guard let parent = tree.views[index].parent, !hidden[index] else { continue }
            let left = views[index].frame
            let right = mirrored[index].frame
            let parentWidth = views[parent].contentSize?.width ?? views[parent].frame.width
            let rtlParentWidth = mirrored[parent].contentSize?.width ?? mirrored[parent].frame.width
            let expected = rtlParentWidth - right.x - right.width
            let view = tree.views[index]
            // Half a point: what the output's rounding and text measurement can move a frame.
            guard abs(expected - left.x) > 0.5 || abs(left.width - right.width) > 0.5,
                abs(parentWidth - rtlParentWidth) <= 0.5
            else {
                if let text = physicallyAlignedText(view, views[index]) {
                    var finding = Diagnostic.warning(
                        .physicallyAlignedText(view.id, alignment: text), at: view.text?.range ?? view.range,
                        view: view.id)
                    finding.cells = [ltr.cell, rtl.cell]
                    diagnostics.append(finding)
                }
                continue
            }
            let plan = physicalPlan(of: view)
            var finding = Diagnostic.warning(
                .physicalDirection(
                    view.id, ltr: left, rtl: right, mirroredX: rtlParentWidth - left.x - left.width,
                    blamesPlan: plan != nil),
                at: plan ?? view.range, view: view.id)
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

    /// The first of the view's own plans that names `left` or `right`.
    static func physicalPlan(of view: ResolvedView) -> SourceRange? {
        func isPhysical(_ anchor: LayoutAnchor?) -> Bool { anchor == .left || anchor == .right }
        for plan in view.layout {
            switch plan.form {
            case .anchor(let anchor) where isPhysical(anchor.anchor) || isPhysical(anchor.second?.anchor):
                return plan.range
            case .expression(let expression)
            where isPhysical(expression.first.anchor) || isPhysical(expression.second?.anchor):
                return plan.range
            default: continue
            }
        }
        return nil
    }
}

extension DiagnosticMessage {
    static func physicallyAlignedText(_ id: String, alignment: String) -> Self {
        Self(
            id: .physicalDirection,
            "the text of '\(id)' is aligned \(alignment), which stays \(alignment) in right-to-left: write `alignment: natural` for the leading side in either direction"
        )
    }

    /// Says the width too when it is what differs (a stack that shares its space differently).
    static func physicalDirection(_ id: String, ltr: Rect, rtl: Rect, mirroredX: Double, blamesPlan: Bool)
        -> Self
    {
        let n = LayoutFormat.number
        let frames =
            abs(ltr.width - rtl.width) > 0.5
            ? "x = \(n(ltr.x)), width \(n(ltr.width)) in ltr; x = \(n(rtl.x)), width \(n(rtl.width)) in rtl, where mirroring puts it at x = \(n(mirroredX)), width \(n(ltr.width))"
            : "x = \(n(ltr.x)) in ltr, \(n(rtl.x)) in rtl, where mirroring puts it at \(n(mirroredX))"
        return Self(
            id: .physicalDirection,
            "'\(id)' does not mirror in right-to-left: \(frames)"
                + (blamesPlan
                    ? "; this plan uses left or right, which stay put: leading and trailing follow the direction"
                    : "; use leading and trailing where left and right are written"))
    }
}
