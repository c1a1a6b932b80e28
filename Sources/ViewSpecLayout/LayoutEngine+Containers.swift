import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// How containers place their children: UIStackView's rules, ConstraintHelper's setStack in a
/// scroll page, UIContainer's wrappers, table rows and collection grids.
extension LayoutEngine {
    func addArrangement(_ index: Int) {
        let view = tree.views[index]
        switch view.arrangement {
        case .free: break
        case .stack(let rules): addStack(index, rules)
        case .page(let horizontal, let vertical): addPage(index, horizontal: horizontal, vertical: vertical)
        case .wrapper(let position, let insets): addWrapper(index, position: position, insets: insets)
        case .rows(let rowHeight, _, _): addRows(index, rowHeight: rowHeight)
        case .grid(let columns, let spacing, let insets):
            addGrid(index, columns: columns, spacing: spacing, insets: insets)
        }
    }

    /// The priority at which container `index` takes its size from its children where nothing else
    /// says (a stack as large across as its largest view, a wrapper hugging its child): the fitting
    /// size level, raised a little for each level of nesting.
    ///
    /// A container's size follows its own content before its parent's wish to fit around it, as
    /// UIKit computes fitting sizes from the inside out; at one level the two tie, and a stack
    /// inside a wrapper could take any width between its children's and the wrapper's.
    func fitting(_ index: Int) -> Priority {
        Priority(Priority.fittingSizeLevel.value + Double(min(depths[index], 9_000)) * 0.0001)
    }

    /// The four anchors along and across an axis, in arrangement order.
    struct AxisAnchors {
        var start: LayoutAnchor
        var end: LayoutAnchor
        var center: LayoutAnchor
        var size: LayoutAnchor

        static func along(_ axis: LayoutAxis) -> AxisAnchors {
            axis == .vertical
                ? AxisAnchors(start: .top, end: .bottom, center: .centerY, size: .height)
                : AxisAnchors(start: .leading, end: .trailing, center: .centerX, size: .width)
        }

        static func across(_ axis: LayoutAxis) -> AxisAnchors {
            along(axis == .vertical ? .horizontal : .vertical)
        }
    }

    /// The inset on the side of `anchor` (an edge), in points.
    ///
    /// Insets are physical (the resolver turned leading and trailing into sides), and leading is
    /// the right side in right-to-left layouts.
    func inset(_ insets: EdgeInsets, _ anchor: LayoutAnchor) -> Double {
        switch anchor {
        case .top: return insets.top
        case .bottom: return insets.bottom
        case .left: return insets.left
        case .right: return insets.right
        case .leading: return isRightToLeft ? insets.right : insets.left
        case .trailing: return isRightToLeft ? insets.left : insets.right
        default: return 0
        }
    }

    /// `anchor` of the container's placing rectangle moved inwards by `points`.
    func inner(_ container: Int, _ anchor: LayoutAnchor, by points: Double) -> LinearExpression {
        containerExpression(container, anchor) + LinearExpression(constant: inwardSense(anchor) * points)
    }

    /// The way inwards from edge `anchor`, in screen coordinates: 1 from the left and top edges,
    /// -1 from the right and bottom ones (leading is the right edge in right-to-left layouts).
    func inwardSense(_ anchor: LayoutAnchor) -> Double {
        (anchor.isInsetEdge ? -1.0 : 1.0) * forward(anchor)
    }

    func id(_ index: Int) -> String { tree.views[index].id }

    // MARK: Stacks

    private func addStack(_ index: Int, _ rules: StackRules) {
        let children = tree.views[index].children
        let shown = children.filter { !tree.views[$0].appearance.isHidden }
        let along = AxisAnchors.along(rules.axis)
        let across = AxisAnchors.across(rules.axis)
        let margins = rules.isMarginsRelative ? rules.margins : .zero

        for child in children where tree.views[child].appearance.isHidden {
            // Hidden arranged views take no space: no size, at the stack's origin.
            for size in [LayoutAnchor.width, .height] {
                let collapsed = LayoutRule(.anchor(child, size), .equal, constant: 0, .formula(.hidden))
                rule(collapsed, container: index)
            }
            for edge in [LayoutAnchor.left, .top] {
                rule(
                    LayoutRule(.anchor(child, edge), .equal, .anchor(index, edge), .formula(.hidden)),
                    container: index)
            }
        }
        guard let first = shown.first, let last = shown.last else { return }

        for (child, anchor) in [(first, along.start), (last, along.end)] {
            let edge = RuleQuantity.edge(index, anchor, inset: inset(margins, anchor), .signed)
            rule(LayoutRule(.anchor(child, anchor), .equal, edge), container: index)
        }

        for (position, child) in shown.enumerated().dropFirst() {
            let previous = shown[position - 1]
            let spacing = rules.spacing(after: children.firstIndex(of: previous) ?? 0)
            // Measured from leading to trailing, which runs right to left in right-to-left layouts.
            let gap = gapSpace(from: previous, to: child, along)
            switch rules.distribution {
            case .fill, .fillEqually, .fillProportionally:
                rule(LayoutRule(gap, .equal, constant: spacing), container: index)
            case .equalSpacing, .equalCentering:
                rule(LayoutRule(gap, .greaterOrEqual, constant: spacing), container: index)
                // Compact unless something stretches the stack.
                rule(LayoutRule(gap, .equal, constant: spacing, priority: fitting(index)), container: index)
                guard position >= 2 else { continue }
                if rules.distribution == .equalSpacing {
                    let firstGap = gapSpace(from: shown[0], to: shown[1], along)
                    rule(LayoutRule(gap, .equal, firstGap, .equalSpacing(index)), container: index)
                } else {
                    // Below compression resistance and hugging, as UIStackView asks for it: the
                    // gaps give way before any view is squeezed or stretched.
                    func distance(_ from: Int, _ to: Int) -> RuleQuantity {
                        .space(
                            from: RulePoint(view: from, anchor: along.center),
                            to: RulePoint(view: to, anchor: along.center), .difference)
                    }
                    rule(
                        LayoutRule(
                            distance(previous, child), .equal, distance(shown[0], shown[1]),
                            priority: Self.equalCenteringPriority, .equalCentering(index)),
                        container: index)
                }
            }
        }
        switch rules.distribution {
        case .fillEqually:
            for child in shown.dropFirst() {
                rule(
                    LayoutRule(.anchor(child, along.size), .equal, .anchor(first, along.size)),
                    container: index)
            }
        case .fillProportionally:
            addProportionalLengths(index, rules, shown: shown, margins: margins)
        default: break
        }

        let alignment = rules.pinsChildrenAcross ? StackRules.Alignment.fill : rules.alignment
        let start = RuleQuantity.edge(index, across.start, inset: inset(margins, across.start), .signed)
        let end = RuleQuantity.edge(index, across.end, inset: inset(margins, across.end), .signed)
        for child in shown {
            func pin(_ anchor: LayoutAnchor, _ relation: Relation, priority: Priority = .required) {
                let edge = anchor == across.start ? start : end
                rule(LayoutRule(.anchor(child, anchor), relation, edge, priority: priority), container: index)
            }
            switch alignment {
            case .fill:
                pin(across.start, .equal)
                pin(across.end, .equal)
            case .leading:
                pin(across.start, .equal)
                pin(across.end, .lessOrEqual)
            case .trailing:
                pin(across.end, .equal)
                pin(across.start, .greaterOrEqual)
            case .center:
                let centerOffset = middleOffset(
                    index, across.start, inset(margins, across.start), across.end, inset(margins, across.end))
                rule(
                    LayoutRule(
                        .anchor(child, across.center), .equal,
                        .container(index, across.center), plus: centerOffset),
                    container: index)
                pin(across.start, .greaterOrEqual)
            case .firstBaseline, .lastBaseline:
                let anchor: LayoutAnchor = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if rules.axis == .horizontal, child != first {
                    rule(LayoutRule(.anchor(child, anchor), .equal, .anchor(first, anchor)), container: index)
                }
                pin(across.start, .greaterOrEqual)
                pin(across.end, .lessOrEqual)
                pin(across.start, .equal, priority: fitting(index))
            }
            if alignment != .fill {
                // The stack is as large across as its largest child, unless told otherwise.
                pin(across.end, .equal, priority: fitting(index))
            }
        }
    }

    /// The space between two arranged views along the stack's axis, from leading to trailing.
    private func gapSpace(from previous: Int, to child: Int, _ along: AxisAnchors) -> RuleQuantity {
        .space(
            from: RulePoint(view: previous, anchor: along.end),
            to: RulePoint(view: child, anchor: along.start),
            .difference)
    }

    /// UIStackView's priority for equal centre-to-centre distances (`UISV-fill-equally` on its
    /// gap guides): below hugging and compression resistance.
    static let equalCenteringPriority = Priority(149)

    /// UIStackView's fillProportionally: each arranged view's length is its share of the stack's
    /// (its intrinsic length over the sum of the intrinsic lengths and the spacings), asked at 999
    /// for the first view, 998 for the second and so on, above hugging and compression resistance;
    /// a view without an intrinsic length gets none.
    ///
    /// The shares leave out the spacings, so when the stack is not at its natural length the last
    /// view takes the difference, as in UIKit.
    private func addProportionalLengths(_ index: Int, _ rules: StackRules, shown: [Int], margins: EdgeInsets)
    {
        let along = AxisAnchors.along(rules.axis)
        let children = tree.views[index].children
        let lengths = shown.map { child -> Double in
            let size = tree.views[child].size.intrinsic
            return max(0, (rules.axis == .vertical ? size.vertical : size.horizontal) ?? 0)
        }
        var spacings = 0.0
        for previous in shown.dropLast() {
            spacings += rules.spacing(after: children.firstIndex(of: previous) ?? 0)
        }
        let total = lengths.reduce(0, +) + spacings
        let marginsAlong = inset(margins, along.start) + inset(margins, along.end)
        for (position, child) in shown.enumerated() {
            guard lengths[position] > 0, total > 0 else {
                rule(
                    LayoutRule(
                        .anchor(child, along.size), .equal, constant: 0, .formula(.noIntrinsicLength)),
                    container: index)
                continue
            }
            let share = lengths[position] / total
            let priority = Priority(max(1, 999 - Double(position)))
            rule(
                LayoutRule(
                    .anchor(child, along.size), .equal, .scaled(index, along.size, by: share),
                    plus: -marginsAlong * share, priority: priority),
                container: index)
        }
    }

    // MARK: Scroll pages, wrappers, rows, grids

    /// ViewFactory's VerticalScrollView: ConstraintHelper's setStack on the page.
    private func addPage(_ index: Int, horizontal: Double, vertical: [Double]) {
        let children = tree.views[index].children
        guard !children.isEmpty else { return }
        let spacings =
            vertical.count == children.count + 1 ? vertical : Array(repeating: 0, count: children.count + 1)
        for (position, child) in children.enumerated() {
            for anchor in [LayoutAnchor.leading, .trailing] {
                rule(
                    LayoutRule(
                        .anchor(child, anchor), .equal, .edge(index, anchor, inset: horizontal, .stated)),
                    container: index)
            }
            let above =
                position == 0
                ? RuleQuantity.edge(index, .top, inset: spacings[0], .stated)
                : .after(children[position - 1], .bottom, distance: spacings[position])
            rule(LayoutRule(.anchor(child, .top), .equal, above), container: index)
        }
        let last = children[children.count - 1]
        rule(
            LayoutRule(
                .anchor(last, .bottom), .equal,
                .edge(index, .bottom, inset: spacings[children.count], .stated)),
            container: index)
    }

    /// UIContainer's Content: `fill` pins every side at its inset; a side a position names is
    /// pinned, the others keep at least their inset, and a centred axis is centred.
    private func addWrapper(_ index: Int, position: ContentPosition, insets: EdgeInsets) {
        guard let child = tree.views[index].children.first else { return }
        let pinned: [LayoutAnchor]
        switch position {
        case .fill: pinned = [.top, .leading, .bottom, .trailing]
        case .center: pinned = []
        case .top: pinned = [.top]
        case .bottom: pinned = [.bottom]
        case .left: pinned = [.leading]
        case .right: pinned = [.trailing]
        case .topLeft: pinned = [.top, .leading]
        case .topRight: pinned = [.top, .trailing]
        case .bottomLeft: pinned = [.bottom, .leading]
        case .bottomRight: pinned = [.bottom, .trailing]
        }
        for anchor in [LayoutAnchor.top, .leading, .bottom, .trailing] {
            let amount = inset(insets, anchor)
            if isCell(index), anchor.axis == .horizontal {
                // A cell's content keeps its insets inside the cell's safe area (BaseCell).
                rule(
                    LayoutRule(.anchor(child, anchor), .equal, .cellSafeArea(index, anchor, inset: amount)),
                    container: index)
                continue
            }
            // Unpinned, the child keeps inside: its leading and top edges at or after the
            // wrapper's, its trailing and bottom ones at or before, from leading to trailing.
            let relation: Relation =
                pinned.contains(anchor) ? .equal : anchor.isInsetEdge ? .lessOrEqual : .greaterOrEqual
            rule(
                LayoutRule(.anchor(child, anchor), relation, .edge(index, anchor, inset: amount, .signed)),
                container: index)
        }
        let centersX = !pinned.contains(.leading) && !pinned.contains(.trailing)
        let centersY = !pinned.contains(.top) && !pinned.contains(.bottom)
        for (center, start, end, isCentered) in [
            (LayoutAnchor.centerX, LayoutAnchor.left, LayoutAnchor.right, centersX),
            (.centerY, .top, .bottom, centersY),
        ] where isCentered {
            let offset = middleOffset(index, start, inset(insets, start), end, inset(insets, end))
            rule(
                LayoutRule(
                    .anchor(child, center), .equal, .container(index, center), plus: offset),
                container: index)
        }
        // The wrapper hugs its child on the axes it does not pin, unless told otherwise.
        if position != .fill {
            for anchor in [LayoutAnchor.bottom, .top, .left, .right] {
                rule(
                    LayoutRule(
                        .anchor(child, anchor), .equal,
                        .edge(index, anchor, inset: inset(insets, anchor), .signed),
                        priority: fitting(index), .hugs(index)),
                    container: index)
            }
        }
    }

    /// How far the middle between two opposite edges of container `index`'s placing rectangle,
    /// each moved inwards by its inset, lies from the rectangle's centre: half the difference
    /// of the insets, in screen coordinates.
    func middleOffset(
        _ index: Int, _ start: LayoutAnchor, _ startInset: Double, _ end: LayoutAnchor, _ endInset: Double
    ) -> Double {
        0.5 * (inner(index, start, by: startInset).constant + inner(index, end, by: endInset).constant)
    }

    /// Whether view `index` is a table's or collection's cell.
    ///
    /// ViewFactory's BaseCell pins its content to the content view's safe-area guide. On the sides that is the part of the
    /// screen's insets the cell overlaps (UITableView insets its cells' content views to the
    /// safe area); above and below the table's adjusted content inset already keeps the rows
    /// clear, as UIKit's does.
    func isCell(_ index: Int) -> Bool {
        tree.views[index].kind == .cell && tree.views[index].parent != nil
    }

    /// The side of the safe area `anchor` (leading or trailing) is on.
    func safeAreaSide(_ anchor: LayoutAnchor) -> SafeAreaEdge {
        (anchor == .trailing) == isRightToLeft ? .left : .right
    }

    /// The inset of cell `index`'s safe area on `side`.
    func cellSafeInset(_ index: Int, _ side: SafeAreaEdge) -> LinearExpression {
        // Every row of a table spans the table: its side insets are the table's, one pair for
        // all rows. A collection's cells each have their own. Either way they follow the frames
        // by edits between passes, not by the required pins of a plan's safe area: with
        // thousands of rows in landscape, moving thousands of required pins would take minutes.
        let owner = tree.views[index].parent.map { tree.views[$0].arrangement.isRows ? $0 : index } ?? index
        return safeInset(owner, side, followsByEdits: true)
    }

    /// A table's cells, one under another, each as wide as the table's content.
    private func addRows(_ index: Int, rowHeight: Double?) {
        let cells = tree.views[index].children
        for (position, cell) in cells.enumerated() {
            for anchor in [LayoutAnchor.left, .right] {
                rule(
                    LayoutRule(.anchor(cell, anchor), .equal, .container(index, anchor)),
                    container: index)
            }
            // The first row starts below the part of the screen's top inset the scroll view
            // overlaps, as UIKit's automatic content-inset adjustment puts it below the status
            // bar. (The bottom inset only adds room to scroll past the last row.)
            let above =
                position == 0
                ? RuleQuantity.content(index, .top, inset: 0) : .previousRowBottom(cells[position - 1])
            rule(LayoutRule(.anchor(cell, .top), .equal, above), container: index)
            if let rowHeight {
                rule(
                    LayoutRule(.anchor(cell, .height), .equal, constant: rowHeight, .formula(.rowHeight)),
                    container: index)
            } else {
                // A self-sizing row is never shorter than UITableView's standard row.
                rule(
                    LayoutRule(
                        .anchor(cell, .height), .greaterOrEqual, constant: ControlMetrics.tableRowHeight,
                        .formula(.standardRowHeight)),
                    container: index)
            }
        }
        if let last = cells.last {
            rule(
                LayoutRule(.anchor(last, .bottom), .equal, .content(index, .bottom, inset: 0)),
                container: index)
        }
    }

    /// A collection's cells in `columns` equal columns, rows as tall as their first cell.
    private func addGrid(_ index: Int, columns: Int, spacing: Double, insets: EdgeInsets) {
        let cells = tree.views[index].children
        guard let first = cells.first else { return }
        let gaps = insets.left + insets.right + Double(columns - 1) * spacing
        rule(
            LayoutRule(
                .scaled(first, .width, by: Double(columns)), .equal, .container(index, .width), plus: -gaps,
                .columnsFill(index)),
            container: index)
        for (position, cell) in cells.enumerated() {
            let column = position % columns
            let row = position / columns
            let rowStart = cells[row * columns]
            rule(LayoutRule(.anchor(cell, .width), .equal, .anchor(first, .width)), container: index)
            rule(
                LayoutRule(
                    .anchor(cell, .leading), .equal, .columnStart(index, column: column), .inColumn(column)),
                container: index)
            if column == 0 {
                let top =
                    row == 0
                    ? RuleQuantity.content(index, .top, inset: insets.top)
                    : .after(cells[(row - 1) * columns], .bottom, distance: spacing)
                rule(LayoutRule(.anchor(cell, .top), .equal, top, .inRow(row)), container: index)
            } else {
                rule(LayoutRule(.anchor(cell, .top), .equal, .anchor(rowStart, .top)), container: index)
                rule(LayoutRule(.anchor(cell, .height), .equal, .anchor(rowStart, .height)), container: index)
            }
        }
        let lastRowStart = cells[((cells.count - 1) / columns) * columns]
        rule(
            LayoutRule(
                .anchor(lastRowStart, .bottom), .equal, .content(index, .bottom, inset: insets.bottom),
                .lastRowEnds(index)),
            container: index)
    }
}
