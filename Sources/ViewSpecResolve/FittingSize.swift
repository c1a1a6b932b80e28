import ViewSpecCore
import ViewSpecLanguage

/// The size a container would take from its children alone, bottom up: what UIStackView's rule
/// gives without constraints (the sum of the children's sizes and spacings along the axis, the
/// largest across), a wrapper's child plus its insets.
///
/// For the resolved dump and reports; the layout stage computes real sizes from constraints.
enum FittingSize {
    static func compute(_ views: inout [ResolvedView]) {
        // Children come after their parent, so walking backwards sees every child first.
        for index in views.indices.reversed() where !views[index].children.isEmpty {
            views[index].fittingSize = fitting(of: index, in: views)
        }
    }

    /// A view's own size: its fixed frame, its width/height when they are plain equalities,
    /// else its intrinsic size, else what its children give.
    private static func size(of index: Int, in views: [ResolvedView]) -> AxisPair<Double?> {
        let size = views[index].size
        if let frame = size.frame { return AxisPair(horizontal: frame.width, vertical: frame.height) }
        func fixed(_ rules: [SizeValue]) -> Double? {
            for rule in rules where rule.relation == .equal && rule.priority == .required {
                if case .points(let points) = rule.amount { return points }
            }
            return nil
        }
        let fitting = views[index].fittingSize
        return AxisPair(
            horizontal: fixed(size.width) ?? size.intrinsic.horizontal ?? fitting.horizontal,
            vertical: fixed(size.height) ?? size.intrinsic.vertical ?? fitting.vertical)
    }

    /// The parent and its children are read in place, by index: copying each whole view out of
    /// the array for a few fields would be most of the cost.
    private static func fitting(of index: Int, in views: [ResolvedView]) -> AxisPair<Double?> {
        let sizes = views[index].children.filter { !views[$0].appearance.isHidden }.map {
            size(of: $0, in: views)
        }
        switch views[index].arrangement {
        case .free:
            // Plans place the children: only the layout stage can tell.
            return AxisPair(nil)
        case .stack(let rules):
            let along: (AxisPair<Double?>) -> Double? = {
                rules.axis == .vertical ? $0.vertical : $0.horizontal
            }
            let across: (AxisPair<Double?>) -> Double? = {
                rules.axis == .vertical ? $0.horizontal : $0.vertical
            }
            var length: Double? = 0
            var breadth: Double? = 0
            for (position, child) in sizes.enumerated() {
                if rules.distribution == .fillEqually {
                    length = nil
                } else if let current = length, let extent = along(child) {
                    length =
                        current + extent + (position < sizes.count - 1 ? rules.spacing(after: position) : 0)
                } else {
                    length = nil
                }
                if let current = breadth, let extent = across(child) {
                    breadth = max(current, extent)
                } else {
                    breadth = nil
                }
            }
            if rules.distribution == .fillEqually, let largest = sizes.compactMap(along).max(),
                sizes.allSatisfy({ along($0) != nil })
            {
                length = largest * Double(sizes.count) + rules.spacing * Double(max(0, sizes.count - 1))
            }
            let margins = rules.margins
            let alongMargins =
                rules.axis == .vertical ? margins.top + margins.bottom : margins.left + margins.right
            let acrossMargins =
                rules.axis == .vertical ? margins.left + margins.right : margins.top + margins.bottom
            let finalLength = length.map { $0 + alongMargins }
            let finalBreadth = breadth.map { $0 + acrossMargins }
            return rules.axis == .vertical
                ? AxisPair(horizontal: finalBreadth, vertical: finalLength)
                : AxisPair(horizontal: finalLength, vertical: finalBreadth)
        case .page(let horizontal, let vertical):
            var height: Double? = vertical.reduce(0, +)
            var width: Double? = 0
            for child in sizes {
                height = height.flatMap { total in child.vertical.map { total + $0 } }
                width = width.flatMap { widest in child.horizontal.map { max(widest, $0 + 2 * horizontal) } }
            }
            return AxisPair(horizontal: width, vertical: height)
        case .wrapper(_, let insets):
            guard let child = sizes.first else { return AxisPair(nil) }
            return AxisPair(
                horizontal: child.horizontal.map { $0 + insets.left + insets.right },
                vertical: child.vertical.map { $0 + insets.top + insets.bottom })
        case .rows(let rowHeight, _, _):
            var height: Double? = 0
            for child in sizes {
                let row = rowHeight ?? child.vertical.map { max($0, ControlMetrics.tableRowHeight) }
                height = height.flatMap { total in row.map { total + $0 } }
            }
            return AxisPair(horizontal: nil, vertical: height)
        case .grid:
            return AxisPair(nil)
        }
    }
}
