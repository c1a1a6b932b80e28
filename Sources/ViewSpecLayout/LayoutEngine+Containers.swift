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
        case .rows(let rowHeight, _): addRows(index, rowHeight: rowHeight)
        case .grid(let columns, let spacing, let insets):
            addGrid(index, columns: columns, spacing: spacing, insets: insets)
        }
    }

    /// A constraint a container makes, described and placed at the container.
    func rule(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Priority = .required,
        container: Int, _ text: @escaping @autoclosure () -> String
    ) {
        let constraint = Constraint(lhs - rhs, relation, priority: priority)
        let range = tree.views[container].range
        // Most container rules are required and their text needs no suffix: no second closure.
        let describe = priority.isRequired ? text : { text() + LayoutFormat.priority(priority) }
        add(constraint, ConstraintOrigin(range: range, describe: describe, isWritten: false))
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
        let edge = containerExpression(container, anchor)
        let isEnd = anchor == .bottom || anchor == .right || anchor == .trailing
        var sign = isEnd ? -1.0 : 1.0
        // In right-to-left layouts leading is the right edge: inwards is to the left.
        if isRightToLeft && (anchor == .leading || anchor == .trailing) { sign = -sign }
        return edge + LinearExpression(constant: sign * points)
    }

    func id(_ index: Int) -> String { tree.views[index].id }

    /// `container.anchor` moved inwards by `points`, as a note shows it: an inset that is part of
    /// the constraint has to be in its text, or the note reads as a different constraint.
    ///
    /// Start edges add the inset and end edges subtract it, as `inner` does.
    func edgeText(_ container: Int, _ anchor: LayoutAnchor, inset points: Double) -> String {
        let edge = "\(id(container)).\(anchor)"
        guard points != 0 else { return edge }
        let isEnd = anchor == .bottom || anchor == .right || anchor == .trailing
        return edge + (isEnd ? " - " : " + ") + LayoutFormat.number(points)
    }

    // MARK: Stacks

    private func addStack(_ index: Int, _ rules: StackRules) {
        let children = tree.views[index].children
        let shown = children.filter { !tree.views[$0].appearance.isHidden }
        let along = AxisAnchors.along(rules.axis)
        let across = AxisAnchors.across(rules.axis)
        let margins = rules.isMarginsRelative ? rules.margins : .zero
        let stack = id(index)

        for child in children where tree.views[child].appearance.isHidden {
            // Hidden arranged views take no space: no size, at the stack's origin.
            let box = boxes[child]
            rule(
                LinearExpression(box.width), .equal, 0, container: index,
                "\(self.id(child)).width == 0 (hidden)")
            rule(
                LinearExpression(box.height), .equal, 0, container: index,
                "\(self.id(child)).height == 0 (hidden)")
            rule(
                LinearExpression(box.x), .equal, LinearExpression(boxes[index].x), container: index,
                "\(self.id(child)).left == \(stack).left (hidden)")
            rule(
                LinearExpression(box.y), .equal, LinearExpression(boxes[index].y), container: index,
                "\(self.id(child)).top == \(stack).top (hidden)")
        }
        guard let first = shown.first, let last = shown.last else { return }

        rule(
            expression(first, along.start), .equal,
            inner(index, along.start, by: inset(margins, along.start)),
            container: index,
            "\(self.id(first)).\(along.start) == \(self.edgeText(index, along.start, inset: self.inset(margins, along.start)))"
        )
        rule(
            expression(last, along.end), .equal, inner(index, along.end, by: inset(margins, along.end)),
            container: index,
            "\(self.id(last)).\(along.end) == \(self.edgeText(index, along.end, inset: self.inset(margins, along.end)))"
        )

        // Leading to trailing runs right to left in right-to-left layouts.
        let forward = rules.axis == .horizontal && isRightToLeft ? -1.0 : 1.0
        for (position, child) in shown.enumerated().dropFirst() {
            let previous = shown[position - 1]
            let spacing = rules.spacing(after: children.firstIndex(of: previous) ?? 0)
            let gap = forward * (expression(child, along.start) - expression(previous, along.end))
            let gapText = "\(id(child)).\(along.start) - \(id(previous)).\(along.end)"
            switch rules.distribution {
            case .fill, .fillEqually, .fillProportionally:
                rule(
                    gap, .equal, LinearExpression(constant: spacing), container: index,
                    "\(gapText) == \(LayoutFormat.number(spacing))")
            case .equalSpacing, .equalCentering:
                rule(
                    gap, .greaterOrEqual, LinearExpression(constant: spacing), container: index,
                    "\(gapText) >= \(LayoutFormat.number(spacing))")
                // Compact unless something stretches the stack.
                rule(
                    gap, .equal, LinearExpression(constant: spacing), priority: fitting(index),
                    container: index,
                    "\(gapText) == \(LayoutFormat.number(spacing))")
                guard position >= 2 else { continue }
                if rules.distribution == .equalSpacing {
                    let firstGap =
                        forward * (expression(shown[1], along.start) - expression(shown[0], along.end))
                    rule(gap, .equal, firstGap, container: index, "equal spacing in \(stack)")
                } else {
                    // Below compression resistance and hugging, as UIStackView asks for it: the
                    // gaps give way before any view is squeezed or stretched.
                    let distance = expression(child, along.center) - expression(previous, along.center)
                    let firstDistance =
                        expression(shown[1], along.center) - expression(shown[0], along.center)
                    rule(
                        distance, .equal, firstDistance, priority: Self.equalCenteringPriority,
                        container: index, "equal centering in \(stack)")
                }
            }
        }
        switch rules.distribution {
        case .fillEqually:
            for child in shown.dropFirst() {
                rule(
                    expression(child, along.size), .equal, expression(first, along.size), container: index,
                    "\(self.id(child)).\(along.size) == \(self.id(first)).\(along.size)")
            }
        case .fillProportionally:
            addProportionalLengths(index, rules, shown: shown, margins: margins)
        default: break
        }

        let alignment = rules.pinsChildrenAcross ? StackRules.Alignment.fill : rules.alignment
        let start = inner(index, across.start, by: inset(margins, across.start))
        let end = inner(index, across.end, by: inset(margins, across.end))
        let startText = edgeText(index, across.start, inset: inset(margins, across.start))
        let endText = edgeText(index, across.end, inset: inset(margins, across.end))
        for child in shown {
            let name = id(child)
            switch alignment {
            case .fill:
                rule(
                    expression(child, across.start), .equal, start, container: index,
                    "\(name).\(across.start) == \(startText)")
                rule(
                    expression(child, across.end), .equal, end, container: index,
                    "\(name).\(across.end) == \(endText)")
            case .leading:
                rule(
                    expression(child, across.start), .equal, start, container: index,
                    "\(name).\(across.start) == \(startText)")
                rule(
                    expression(child, across.end), .lessOrEqual, end, container: index,
                    "\(name).\(across.end) <= \(endText)")
            case .trailing:
                rule(
                    expression(child, across.end), .equal, end, container: index,
                    "\(name).\(across.end) == \(endText)")
                rule(
                    expression(child, across.start), .greaterOrEqual, start, container: index,
                    "\(name).\(across.start) >= \(startText)")
            case .center:
                rule(
                    expression(child, across.center), .equal, 0.5 * (start + end), container: index,
                    "\(name).\(across.center) == \(stack).\(across.center)")
                rule(
                    expression(child, across.start), .greaterOrEqual, start, container: index,
                    "\(name).\(across.start) >= \(startText)")
            case .firstBaseline, .lastBaseline:
                let anchor: LayoutAnchor = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if rules.axis == .horizontal, child != first {
                    rule(
                        expression(child, anchor), .equal, expression(first, anchor), container: index,
                        "\(name).\(anchor) == \(self.id(first)).\(anchor)")
                }
                rule(
                    expression(child, across.start), .greaterOrEqual, start, container: index,
                    "\(name).\(across.start) >= \(startText)")
                rule(
                    expression(child, across.end), .lessOrEqual, end, container: index,
                    "\(name).\(across.end) <= \(endText)")
                rule(
                    expression(child, across.start), .equal, start, priority: fitting(index),
                    container: index,
                    "\(name).\(across.start) == \(startText)")
            }
            if alignment != .fill {
                // The stack is as large across as its largest child, unless told otherwise.
                rule(
                    expression(child, across.end), .equal, end, priority: fitting(index), container: index,
                    "\(name).\(across.end) == \(endText)")
            }
        }
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
        let canvas =
            expression(index, along.size)
            - LinearExpression(constant: inset(margins, along.start) + inset(margins, along.end))
        let stack = id(index)
        for (position, child) in shown.enumerated() {
            let name = id(child)
            guard lengths[position] > 0, total > 0 else {
                rule(
                    expression(child, along.size), .equal, 0, container: index,
                    "\(name).\(along.size) == 0 (no intrinsic length in a proportional stack)")
                continue
            }
            let share = lengths[position] / total
            let priority = Priority(max(1, 999 - Double(position)))
            rule(
                expression(child, along.size), .equal, share * canvas, priority: priority, container: index,
                "\(name).\(along.size) == \(LayoutFormat.number(share)) * \(stack).\(along.size)")
        }
    }

    // MARK: Scroll pages, wrappers, rows, grids

    /// ViewFactory's VerticalScrollView: ConstraintHelper's setStack on the page.
    private func addPage(_ index: Int, horizontal: Double, vertical: [Double]) {
        let children = tree.views[index].children
        guard !children.isEmpty else { return }
        let spacings =
            vertical.count == children.count + 1 ? vertical : Array(repeating: 0, count: children.count + 1)
        let page = id(index)
        for (position, child) in children.enumerated() {
            let name = id(child)
            rule(
                expression(child, .leading), .equal, inner(index, .leading, by: horizontal), container: index,
                "\(name).leading == \(page).leading + \(LayoutFormat.number(horizontal))")
            rule(
                expression(child, .trailing), .equal, inner(index, .trailing, by: horizontal),
                container: index, "\(name).trailing == \(page).trailing - \(LayoutFormat.number(horizontal))")
            if position == 0 {
                rule(
                    expression(child, .top), .equal, inner(index, .top, by: spacings[0]), container: index,
                    "\(name).top == \(page).top + \(LayoutFormat.number(spacings[0]))")
            } else {
                let previous = children[position - 1]
                rule(
                    expression(child, .top), .equal,
                    expression(previous, .bottom) + LinearExpression(constant: spacings[position]),
                    container: index,
                    "\(name).top == \(self.id(previous)).bottom + \(LayoutFormat.number(spacings[position]))")
            }
        }
        let last = children[children.count - 1]
        rule(
            expression(last, .bottom), .equal, inner(index, .bottom, by: spacings[children.count]),
            container: index,
            "\(self.id(last)).bottom == \(page).bottom - \(LayoutFormat.number(spacings[children.count]))")
    }

    /// UIContainer's Content: `fill` pins every side at its inset; a side a position names is
    /// pinned, the others keep at least their inset, and a centred axis is centred.
    private func addWrapper(_ index: Int, position: ContentPosition, insets: EdgeInsets) {
        guard let child = tree.views[index].children.first else { return }
        let wrapper = id(index)
        let name = id(child)
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
            var edge = inner(index, anchor, by: inset(insets, anchor))
            let isEnd = anchor == .bottom || anchor == .trailing
            if let safe = cellSafeArea(index, anchor) {
                // A cell's content keeps its insets inside the cell's safe area (BaseCell).
                edge = edge + (isEnd ? -1.0 : 1.0) * safe.inset
                rule(
                    expression(child, anchor), .equal, edge, container: index,
                    "\(name).\(anchor) == \(wrapper).safeArea.\(safe.side)\(isEnd ? " - " : " + ")\(LayoutFormat.number(self.inset(insets, anchor)))"
                )
            } else if pinned.contains(anchor) {
                rule(
                    expression(child, anchor), .equal, edge, container: index,
                    "\(name).\(anchor) == \(self.edgeText(index, anchor, inset: self.inset(insets, anchor)))")
            } else {
                let relation: Relation
                if anchor == .trailing && isRightToLeft {
                    relation = .greaterOrEqual
                } else if anchor == .leading && isRightToLeft {
                    relation = .lessOrEqual
                } else {
                    relation = isEnd ? .lessOrEqual : .greaterOrEqual
                }
                rule(
                    expression(child, anchor), relation, edge, container: index,
                    "\(name).\(anchor) \(relation) \(self.edgeText(index, anchor, inset: self.inset(insets, anchor)))"
                )
            }
        }
        let centersX = !pinned.contains(.leading) && !pinned.contains(.trailing)
        let centersY = !pinned.contains(.top) && !pinned.contains(.bottom)
        if centersX {
            let middle = 0.5 * (inner(index, .left, by: insets.left) + inner(index, .right, by: insets.right))
            rule(
                expression(child, .centerX), .equal, middle, container: index,
                "\(name).centerX == \(wrapper).centerX")
        }
        if centersY {
            let middle = 0.5 * (inner(index, .top, by: insets.top) + inner(index, .bottom, by: insets.bottom))
            rule(
                expression(child, .centerY), .equal, middle, container: index,
                "\(name).centerY == \(wrapper).centerY")
        }
        // The wrapper hugs its child on the axes it does not pin, unless told otherwise.
        if position != .fill {
            rule(
                expression(child, .bottom), .equal, inner(index, .bottom, by: insets.bottom),
                priority: fitting(index), container: index, "\(wrapper) hugs \(name)")
            rule(
                expression(child, .top), .equal, inner(index, .top, by: insets.top),
                priority: fitting(index), container: index, "\(wrapper) hugs \(name)")
            rule(
                expression(child, .left), .equal, inner(index, .left, by: insets.left),
                priority: fitting(index), container: index, "\(wrapper) hugs \(name)")
            rule(
                expression(child, .right), .equal, inner(index, .right, by: insets.right),
                priority: fitting(index), container: index, "\(wrapper) hugs \(name)")
        }
    }

    /// The side of a table's or collection's cell's safe area its content is laid out against on
    /// `anchor`'s side, and the inset there: ViewFactory's BaseCell pins its content to the content
    /// view's safe-area guide.
    ///
    /// On the sides that is the part of the screen's insets the cell overlaps (UITableView insets
    /// its cells' content views to the safe area); above and below the table's adjusted content
    /// inset already keeps the rows clear, as UIKit's does. Nil for any other view or side.
    private func cellSafeArea(_ index: Int, _ anchor: LayoutAnchor) -> (
        side: SafeAreaEdge, inset: LinearExpression
    )? {
        guard tree.views[index].kind == .cell, let parent = tree.views[index].parent else { return nil }
        let side: SafeAreaEdge
        switch anchor {
        case .leading: side = isRightToLeft ? .right : .left
        case .trailing: side = isRightToLeft ? .left : .right
        default: return nil
        }
        // Every row of a table spans the table: its side insets are the table's, one pair for
        // all rows. A collection's cells each have their own. Either way they follow the frames
        // by edits between passes, not by the required pins of a plan's safe area: with
        // thousands of rows in landscape, moving thousands of required pins would take minutes.
        let owner = tree.views[parent].arrangement.isRows ? parent : index
        return (side, safeInset(owner, side, followsByEdits: true))
    }

    /// Where a table's or collection's rows start: below the part of the screen's top inset the
    /// scroll view overlaps, as UIKit's automatic content-inset adjustment puts the first row
    /// below the status bar. (The bottom inset only adds room to scroll past the last row.)
    private func contentTopInset(_ index: Int) -> LinearExpression {
        safeInset(index, .top)
    }

    /// A table's cells, one under another, each as wide as the table's content.
    private func addRows(_ index: Int, rowHeight: Double?) {
        let cells = tree.views[index].children
        let table = id(index)
        for (position, cell) in cells.enumerated() {
            let name = id(cell)
            rule(
                expression(cell, .left), .equal, containerExpression(index, .left), container: index,
                "\(name).left == \(table).left")
            rule(
                expression(cell, .right), .equal, containerExpression(index, .right), container: index,
                "\(name).right == \(table).right")
            if position == 0 {
                rule(
                    expression(cell, .top), .equal, containerExpression(index, .top) + contentTopInset(index),
                    container: index, "\(name).top == \(table).top + adjusted content inset (safe area)")
            } else {
                rule(
                    expression(cell, .top), .equal, expression(cells[position - 1], .bottom),
                    container: index,
                    "\(name).top == previous row's bottom")
            }
            if let rowHeight {
                rule(
                    expression(cell, .height), .equal, LinearExpression(constant: rowHeight),
                    container: index,
                    "\(name).height == \(LayoutFormat.number(rowHeight)) (rowHeight)")
            }
        }
        if let last = cells.last {
            rule(
                expression(last, .bottom), .equal,
                containerExpression(index, .bottom) + contentTopInset(index),
                container: index, "\(self.id(last)).bottom == \(table).bottom (below the content inset)")
        }
    }

    /// A collection's cells in `columns` equal columns, rows as tall as their first cell.
    private func addGrid(_ index: Int, columns: Int, spacing: Double, insets: EdgeInsets) {
        let cells = tree.views[index].children
        guard let first = cells.first else { return }
        let grid = id(index)
        let cellWidth = expression(first, .width)
        let available =
            containerExpression(index, .width)
            - LinearExpression(constant: insets.left + insets.right + Double(columns - 1) * spacing)
        rule(
            Double(columns) * cellWidth, .equal, available, container: index,
            "\(columns) columns fill \(grid)")
        for (position, cell) in cells.enumerated() {
            let column = position % columns
            let row = position / columns
            let rowStart = cells[row * columns]
            let name = id(cell)
            rule(
                expression(cell, .width), .equal, cellWidth, container: index,
                "\(name).width == \(self.id(first)).width")
            rule(
                expression(cell, .leading), .equal,
                inner(index, .leading, by: inset(insets, .leading)) + Double(column)
                    * (cellWidth + LinearExpression(constant: spacing)) * (isRightToLeft ? -1 : 1),
                container: index, "\(name) in column \(column)")
            if column == 0 {
                let top =
                    row == 0
                    ? inner(index, .top, by: insets.top) + contentTopInset(index)
                    : expression(cells[(row - 1) * columns], .bottom) + LinearExpression(constant: spacing)
                rule(expression(cell, .top), .equal, top, container: index, "\(name) in row \(row)")
            } else {
                rule(
                    expression(cell, .top), .equal, expression(rowStart, .top), container: index,
                    "\(name).top == \(self.id(rowStart)).top")
                rule(
                    expression(cell, .height), .equal, expression(rowStart, .height), container: index,
                    "\(name).height == \(self.id(rowStart)).height")
            }
        }
        let lastRowStart = cells[((cells.count - 1) / columns) * columns]
        rule(
            expression(lastRowStart, .bottom), .equal,
            inner(index, .bottom, by: insets.bottom) + contentTopInset(index),
            container: index, "last row of \(grid) ends at its bottom (below the content inset)")
    }
}
