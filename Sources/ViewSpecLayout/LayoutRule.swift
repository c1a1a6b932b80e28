import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// One constraint the layout makes, as a value: the constraint the solver takes
/// (`LayoutEngine.constraint(_:)`) and the text a report quotes (`LayoutEngine.text(of:)`) are
/// both read from it, so a report says what the solver was given.
///
/// `lhs relation rhs + constant` at `priority`, or `lhs relation constant` without a right-hand
/// quantity. A rule between positions along leading and trailing is read from leading to
/// trailing, as Auto Layout reads one (`LayoutEngine.readingSense`): `a.leading >= b.trailing + 8`
/// keeps a at least 8 points past b's trailing edge in either direction. Every other rule is
/// between screen coordinates.
///
/// A large screen keeps one per constraint of its containers until its layout ends, so it is a
/// few plain fields (about 90 bytes), kept in `LayoutRules` rather than in a closure each.
struct LayoutRule {
    var lhs: RuleQuantity
    var relation: Relation
    var rhs: RuleQuantity?
    var constant: Double
    var priority: Priority
    var wording: RuleWording

    init(
        _ lhs: RuleQuantity, _ relation: Relation, _ rhs: RuleQuantity, plus constant: Double = 0,
        priority: Priority = .required, _ wording: RuleWording = .formula()
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.constant = constant
        self.priority = priority
        self.wording = wording
    }

    init(
        _ lhs: RuleQuantity, _ relation: Relation, constant: Double, priority: Priority = .required,
        _ wording: RuleWording = .formula()
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = nil
        self.constant = constant
        self.priority = priority
        self.wording = wording
    }
}

/// A point or length a rule relates.
///
/// Each case is one thing with one name: its expression is `LayoutEngine.expression(of:)`, its text `LayoutEngine.text(of:)`, side by side there.
enum RuleQuantity {
    /// `anchor` of a view: `title.top`.
    case anchor(Int, LayoutAnchor)
    /// `anchor` of a view times a factor, quoted even when it is 1: `0.5 * parent.width`.
    case scaled(Int, LayoutAnchor, by: Double)
    /// `anchor` of a container's placing rectangle (a scroll view's content, else the view)
    /// moved inwards by `inset`: `stack.trailing - 8` (`LayoutEngine.inner`).
    case edge(Int, LayoutAnchor, inset: Double, InsetWording)
    /// `anchor` of a view moved `distance` onwards along the axis, from leading to trailing:
    /// `title.bottom + 8`.
    case after(Int, LayoutAnchor, distance: Double)
    /// The distance from one point to another along their axis, from leading to trailing (a
    /// stack's gap, a VFL connection).
    case space(from: RulePoint, to: RulePoint, SpaceWording)
    /// `anchor` (top or bottom) of a table's or collection's content moved inwards by `inset`
    /// and down by the adjusted content inset: UIKit keeps the rows below the part of the
    /// screen's top inset the scroll view overlaps.
    case content(Int, LayoutAnchor, inset: Double)
    /// `anchor` (leading or trailing) of a cell's safe-area guide, moved inwards by `inset`:
    /// what ViewFactory's BaseCell pins its content to (`LayoutEngine.cellSafeInset`).
    case cellSafeArea(Int, LayoutAnchor, inset: Double)
    /// The leading edge of column `column` of collection `index`: its leading inset and that
    /// many cells as wide as the first, and gaps, after its leading edge.
    case columnStart(Int, column: Int)
    /// The bottom of table row `index`, quoted as the row before the one it places.
    case previousRowBottom(Int)
    /// The screen's left or top edge.
    case screen(LayoutAnchor)
    /// A scroll view's content width (horizontal) or height.
    case contentSize(Int, LayoutAxis)
    /// One side's inset of a view's safe area, as held by its pin (`SafeAreaPin`).
    case safeAreaInset(Int, SafeAreaEdge)

    /// The anchor of the position this quantity is, when a rule reads it along the layout's
    /// direction (`LayoutEngine.readingSense`); nil for distances, lengths and the screen.
    var readingAnchor: LayoutAnchor? {
        switch self {
        case .anchor(_, let anchor), .scaled(_, let anchor, _), .edge(_, let anchor, _, _),
            .after(_, let anchor, _), .cellSafeArea(_, let anchor, _):
            anchor
        case .columnStart: .leading
        case .space, .content, .previousRowBottom, .screen, .contentSize, .safeAreaInset: nil
        }
    }

    /// `anchor` of a container's placing rectangle: `table.left`.
    static func container(_ index: Int, _ anchor: LayoutAnchor) -> RuleQuantity {
        .edge(index, anchor, inset: 0, .signed)
    }
}

/// An anchor of a view, or of a container's placing rectangle.
struct RulePoint {
    var view: Int
    var anchor: LayoutAnchor
    var isContainer = false
}

/// How an edge's inset is quoted.
enum InsetWording {
    /// `stack.trailing - 8`, the edge alone for no inset: UIStackView's margins, wrappers.
    case signed
    /// `page.trailing - 0`, every inset stated: ConstraintHelper's setStack and UIBuilder's
    /// alignments, whose every inset is a number the spec gives.
    case stated
    /// `parent.trailing inset 8`: UIBuilder's z-stack.
    case named
}

/// How a space is quoted.
enum SpaceWording {
    /// `b.leading - a.trailing`.
    case difference
    /// `space from |screen to a`: a VFL connection, `|` at the container's end.
    case visualFormat
}

/// What a rule's text says: the formula, or for rules whose formula would not help a reader
/// (the grid's columns, a wrapper's hugging), what the rule is for.
enum RuleWording {
    /// `lhs relation rhs`, with a remark in parentheses.
    case formula(RuleRemark? = nil)
    /// `equal spacing in stack`: the gaps of stack `index` equal its first.
    case equalSpacing(Int)
    /// `equal centering in stack`.
    case equalCentering(Int)
    /// `wrapper hugs child`: wrapper `index` hugs the view the rule places.
    case hugs(Int)
    /// `cell in column 2`.
    case inColumn(Int)
    /// `cell in row 1`.
    case inRow(Int)
    /// `3 columns fill grid`: the factor of the left-hand side is the column count.
    case columnsFill(Int)
    /// `last row of grid ends at its bottom (below the content inset)`.
    case lastRowEnds(Int)
    /// `view.frame`: one of the four constraints of an absolute frame.
    case frame
}

enum RuleRemark {
    case hidden
    case noIntrinsicLength
    case rowHeight
    case standardRowHeight
    case deviceSafeArea
}

/// The rules a layout made, in the order made, for the reports that quote them: in pages of a
/// fixed size, as the origins are (`ConstraintOrigins`), so none is copied as they grow.
struct LayoutRules {
    private var pages: [[LayoutRule]] = []
    private var count = 0

    static let pageSize = 4096

    /// Keeps `rule`; returns its number.
    mutating func append(_ rule: LayoutRule) -> Int {
        if count % Self.pageSize == 0 {
            pages.append([])
            pages[pages.count - 1].reserveCapacity(Self.pageSize)
        }
        pages[pages.count - 1].append(rule)
        count += 1
        return count - 1
    }

    subscript(number: Int) -> LayoutRule { pages[number / Self.pageSize][number % Self.pageSize] }
}

extension LayoutEngine {
    // MARK: Adding rules

    /// A rule a container makes: a default, placed at the container.
    func rule(_ rule: LayoutRule, container: Int) {
        add(rule, at: tree.views[container].range, written: false)
    }

    /// Adds `rule`, kept to be described when a report quotes it.
    func add(_ rule: LayoutRule, at range: SourceRange, written: Bool) {
        add(constraint(rule), origin(of: rule, at: range, written: written))
    }

    /// The origin of the constraint `rule` makes: the rule kept in `rules` for its text.
    func origin(of rule: LayoutRule, at range: SourceRange, written: Bool) -> ConstraintOrigin {
        var origin = ConstraintOrigin(range: range, describe: nil, isWritten: written)
        origin.rule = rules.append(rule)
        return origin
    }

    // MARK: The solver's side

    func constraint(_ rule: LayoutRule) -> Constraint {
        let lhs = expression(of: rule.lhs)
        guard let rhs = rule.rhs else {
            return Constraint(
                lhs - LinearExpression(constant: rule.constant), rule.relation, priority: rule.priority)
        }
        let sense = readingSense(rule.lhs.readingAnchor, rhs.readingAnchor)
        return constraint(
            lhs, rule.relation, expression(of: rhs), plus: rule.constant, sense: sense, rule.priority)
    }

    /// The constraint `lhs relation rhs + constant` between two positions (or lengths), read in
    /// the direction `sense` gives (`readingSense`).
    ///
    /// With sense -1 the positions are measured from right to left: the constraint holds
    /// `-(lhs - rhs) relation constant`, so the relation and the constant mean in a right-to-left
    /// layout what they mean in a left-to-right one.
    func constraint(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, plus constant: Double,
        sense: Double, _ priority: Priority
    ) -> Constraint {
        var difference = lhs - rhs
        if sense != 1 { difference = sense * difference }
        // A zero is not added: the constant stays as the quantities made it.
        if constant != 0 { difference = difference - LinearExpression(constant: constant) }
        return Constraint(difference, relation, priority: priority)
    }

    /// -1 when a constraint between these anchors reads from right to left: in a right-to-left
    /// layout, when either is leading or trailing (a relation between them means the same in both
    /// directions, as `NSLayoutConstraint` between leading and trailing anchors does); else 1.
    func readingSense(_ first: LayoutAnchor?, _ second: LayoutAnchor?) -> Double {
        guard isRightToLeft else { return 1 }
        return first?.isDirectional == true || second?.isDirectional == true ? -1 : 1
    }

    func expression(of quantity: RuleQuantity) -> LinearExpression {
        switch quantity {
        case .anchor(let view, let anchor):
            return expression(view, anchor)
        case .scaled(let view, let anchor, let factor):
            return factor * expression(view, anchor)
        case .edge(let container, let anchor, let inset, _):
            return inner(container, anchor, by: inset)
        case .after(let view, let anchor, let distance):
            return expression(view, anchor) + LinearExpression(constant: forward(anchor) * distance)
        case .space(let from, let to, _):
            let difference = expression(of: to) - expression(of: from)
            let sense = forward(to.anchor)
            return sense == 1 ? difference : sense * difference
        case .content(let container, let anchor, let inset):
            return inner(container, anchor, by: inset) + safeInset(container, .top)
        case .cellSafeArea(let cell, let anchor, let inset):
            let safeInset = cellSafeInset(cell, safeAreaSide(anchor))
            return inner(cell, anchor, by: inset) + inwardSense(anchor) * safeInset
        case .columnStart(let grid, let column):
            let (first, spacing, inset) = columnMetrics(grid)
            let sense = forward(.leading)
            var start =
                inner(grid, .leading, by: inset) + (Double(column) * sense) * expression(first, .width)
            let gaps = spacing * Double(column) * sense
            if gaps != 0 { start = start + LinearExpression(constant: gaps) }
            return start
        case .previousRowBottom(let row):
            return expression(row, .bottom)
        case .screen:
            return LinearExpression(constant: 0)
        case .contentSize(let view, let axis):
            guard let content = contentSizes[view] else {
                preconditionFailure(
                    "a scroll view's content size is made with its own rules, before any rule names it")
            }
            return LinearExpression(axis == .horizontal ? content.width : content.height)
        case .safeAreaInset(let view, let edge):
            guard let pins = safeInsets[view], let pin = pins[SafeAreaEdge.allCases.firstIndex(of: edge) ?? 0]
            else {
                preconditionFailure(
                    "a safe-area inset is named only by the pin that holds it, made by safeInset")
            }
            return LinearExpression(pin.variable)
        }
    }

    private func expression(of point: RulePoint) -> LinearExpression {
        point.isContainer
            ? containerExpression(point.view, point.anchor) : expression(point.view, point.anchor)
    }

    /// 1, or -1 for leading and trailing in right-to-left layouts, where onwards from leading to
    /// trailing is to the left.
    func forward(_ anchor: LayoutAnchor) -> Double {
        isRightToLeft && (anchor == .leading || anchor == .trailing) ? -1 : 1
    }

    /// What places a collection's columns: its first cell, the gap between columns and the
    /// leading inset.
    private func columnMetrics(_ grid: Int) -> (first: Int, spacing: Double, inset: Double) {
        guard case .grid(_, let spacing, let insets) = tree.views[grid].arrangement,
            let first = tree.views[grid].children.first
        else { preconditionFailure("a column of a view that is not a collection with cells") }
        return (first, spacing, inset(insets, .leading))
    }

    // MARK: The reports' side

    /// What `rule` says, in the spec's terms: positions and distances along leading and trailing
    /// read from leading to trailing (`stack.leading + 8` is 8 points inside the stack in either
    /// direction), every other one in screen coordinates.
    func text(of rule: LayoutRule) -> String {
        var text: String
        switch rule.wording {
        case .formula(let remark):
            text = "\(self.text(of: rule.lhs)) \(rule.relation) \(rightHandText(of: rule))"
            if let remark { text += " (\(self.text(of: remark)))" }
        case .equalSpacing(let stack): text = "equal spacing in \(id(stack))"
        case .equalCentering(let stack): text = "equal centering in \(id(stack))"
        case .hugs(let wrapper): text = "\(id(wrapper)) hugs \(subject(of: rule))"
        case .inColumn(let column): text = "\(subject(of: rule)) in column \(column)"
        case .inRow(let row): text = "\(subject(of: rule)) in row \(row)"
        case .columnsFill(let grid):
            guard case .scaled(_, _, let columns) = rule.lhs else {
                preconditionFailure("a columns rule whose left-hand side is not scaled by the column count")
            }
            text = "\(LayoutFormat.number(columns)) columns fill \(id(grid))"
        case .lastRowEnds(let grid):
            text = "last row of \(id(grid)) ends at its bottom (below the content inset)"
        case .frame: text = "\(subject(of: rule)).frame"
        }
        return text + LayoutFormat.priority(rule.priority)
    }

    /// The id of the view a rule's left-hand side places.
    private func subject(of rule: LayoutRule) -> String {
        switch rule.lhs {
        case .anchor(let view, _), .scaled(let view, _, _): id(view)
        case .space(_, let to, _): id(to.view)
        default: ""
        }
    }

    private func rightHandText(of rule: LayoutRule) -> String {
        guard let rhs = rule.rhs else { return LayoutFormat.number(rule.constant) }
        let text = self.text(of: rhs)
        guard rule.constant != 0 else { return text }
        return rule.constant < 0
            ? text + " - " + LayoutFormat.number(-rule.constant)
            : text + " + " + LayoutFormat.number(rule.constant)
    }

    func text(of quantity: RuleQuantity) -> String {
        switch quantity {
        case .anchor(let view, let anchor):
            return "\(id(view)).\(anchor)"
        case .scaled(let view, let anchor, let factor):
            return "\(LayoutFormat.number(factor)) * \(id(view)).\(anchor)"
        case .edge(let container, let anchor, let inset, let wording):
            let edge = "\(id(container)).\(anchor)"
            switch wording {
            case .signed: return inset == 0 ? edge : edge + inward(anchor) + LayoutFormat.number(inset)
            case .stated: return edge + inward(anchor) + LayoutFormat.number(inset)
            case .named: return edge + " inset " + LayoutFormat.number(inset)
            }
        case .after(let view, let anchor, let distance):
            return "\(id(view)).\(anchor) + \(LayoutFormat.number(distance))"
        case .space(let from, let to, .difference):
            return "\(text(of: to)) - \(text(of: from))"
        case .space(let from, let to, .visualFormat):
            let start = from.isContainer ? "|" + id(from.view) : id(from.view)
            let end = to.isContainer ? id(to.view) + "|" : id(to.view)
            return "space from \(start) to \(end)"
        case .content(let container, let anchor, let inset):
            let edge = text(of: .edge(container, anchor, inset: inset, .signed))
            return anchor == .top
                ? edge + " + adjusted content inset (safe area)" : edge + " (below the content inset)"
        case .cellSafeArea(let cell, let anchor, let inset):
            return "\(id(cell)).safeArea.\(anchor)\(inward(anchor))\(LayoutFormat.number(inset))"
        case .columnStart(let grid, let column):
            let (first, spacing, inset) = columnMetrics(grid)
            return
                "\(text(of: .edge(grid, .leading, inset: inset, .signed))) + \(column) * (\(id(first)).width + \(LayoutFormat.number(spacing)))"
        case .previousRowBottom:
            return "previous row's bottom"
        case .screen(let anchor):
            return
                "the screen (\(device.name), \(LayoutFormat.number(device.width)) × \(LayoutFormat.number(device.height))).\(anchor)"
        case .contentSize(let view, let axis):
            return "\(id(view)).\(axis == .horizontal ? "contentWidth" : "contentHeight")"
        case .safeAreaInset(let view, let edge):
            return "\(id(view)).safeArea.\(edge) inset"
        }
    }

    private func text(of point: RulePoint) -> String { "\(id(point.view)).\(point.anchor)" }

    /// How an inset moves `anchor` inwards, as text: start edges add it, end edges subtract it.
    private func inward(_ anchor: LayoutAnchor) -> String { anchor.isInsetEdge ? " - " : " + " }

    private func text(of remark: RuleRemark) -> String {
        switch remark {
        case .hidden: "hidden"
        case .noIntrinsicLength: "no intrinsic length in a proportional stack"
        case .rowHeight: "rowHeight"
        case .standardRowHeight: "UITableView's standard row height"
        case .deviceSafeArea: "the device's safe area on \(device.name)"
        }
    }
}
