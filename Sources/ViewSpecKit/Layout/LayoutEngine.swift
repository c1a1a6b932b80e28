import Cassowary

/// The third stage: builds the constraint system of a resolved tree on one device, solves it,
/// measures wrapped text at the solved widths and re-solves until the text stops changing.
///
/// Every view has four variables in screen coordinates (x, y, width, height); a scroll view
/// also has its content size. Constraints are added in a fixed order (the screen, then each
/// view's container rules and sizes, depth first, then plans in document order), so when two
/// required constraints conflict the later one is the one left out, the same on every run.
public enum Layout {
    public static func solve(_ tree: ResolvedTree, on device: Device) -> LayoutResult {
        let engine = LayoutEngine(tree: tree, device: device)
        return engine.run()
    }

    /// Every device of the spec (or the default), laid out one after the other.
    public static func devices(of spec: Spec, tree: ResolvedTree) -> [Device] {
        Device.devices(of: spec, tokens: tree.tokens)
    }
}

final class LayoutEngine {
    let tree: ResolvedTree
    let device: Device
    let solver = Solver()
    var diagnostics = DiagnosticBag()

    struct Box {
        let x: Variable
        let y: Variable
        let width: Variable
        let height: Variable
    }

    /// One per view, in the tree's order.
    var boxes: [Box] = []
    /// A scroll view's content size, by view index (looked up, never iterated).
    var contentSizes: [Int: (width: Variable, height: Variable)] = [:]
    /// A view's safe-area insets as edit variables (left, top, right, bottom), made when a plan
    /// first names the view's safe area.
    var safeInsets: [Int: [Variable]] = [:]
    /// The height a text view's text takes at its solved width (an edit variable), for views
    /// whose text wraps.
    var textHeights: [Int: Variable] = [:]
    /// Intrinsic sizes as edit variables, so wrapped text re-solves by edits.
    var intrinsicHeights: [Int: Variable] = [:]
    /// Views whose text the frame's height cut, for the truncation report's wording (looked
    /// up, never iterated).
    var cutByHeight: Set<Int> = []
    /// Why each constraint exists, by constraint id.
    var origins: [Int: ConstraintOrigin] = [:]
    /// Draftsman's auto-descending priority counter (998, 997, …) when `autoPriorities` is on.
    var nextAutoPriority = 999.0

    /// How many conflicts get their smallest conflicting set worked out.
    static let explainedConflicts = 4
    var explained = 0

    /// Edits: below required, above every priority a spec can write except 1000.
    static let editPriority = Priority(999.999)

    init(tree: ResolvedTree, device: Device) {
        self.tree = tree
        self.device = device
        boxes.reserveCapacity(tree.views.count)
        for view in tree.views {
            boxes.append(
                Box(
                    x: Variable(view.id + ".x"), y: Variable(view.id + ".y"),
                    width: Variable(view.id + ".width"),
                    height: Variable(view.id + ".height")))
        }
    }

    var isRightToLeft: Bool { tree.direction == .rightToLeft }

    // MARK: Adding constraints

    /// Adds `constraint`; a required one that conflicts with those already added is left out and
    /// reported with the conflicting set.
    func add(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        origins[constraint.id] = origin
        do {
            try solver.add(constraint)
        } catch {
            report(error, adding: constraint, origin: origin)
        }
    }

    func add(
        _ constraint: Constraint, at range: SourceRange, _ text: @escaping @autoclosure () -> String,
        written: Bool
    ) {
        add(constraint, ConstraintOrigin(range: range, text: text(), isWritten: written))
    }

    private func report(_ error: SolverError, adding constraint: Constraint, origin: ConstraintOrigin) {
        switch error {
        case .unsatisfiable(_, let conflicts):
            var notes = conflicts.compactMap { conflict -> Diagnostic? in
                guard let other = origins[conflict.id] else { return nil }
                return .note(
                    "conflicts with '\(other.text)'" + (other.isWritten ? "" : " (a default)"),
                    at: other.range)
            }
            if !solver.explainsConflicts {
                notes = Array(notes.prefix(8))
                notes.append(
                    .note(
                        "the smallest conflicting set is worked out for the first \(Self.explainedConflicts) conflicts only; any notes above are constraints the failure involves",
                        at: nil))
            }
            diagnostics.error(.unsatisfiable(origin.text), at: origin.range, notes: notes)
            // Working out the smallest conflicting set replays the whole system: after a few,
            // name the constraints the failure involves instead, so a spec with hundreds of
            // conflicts still lays out in moments.
            explained += 1
            if explained >= Self.explainedConflicts { solver.explainsConflicts = false }
        case .nonFiniteConstraint:
            diagnostics.error(.nonFiniteConstraint(origin.text), at: origin.range)
        default:
            diagnostics.error(.solverFailure(error.description), at: origin.range)
        }
    }

    // MARK: Anchors

    /// The expression of `anchor` of view `index`.
    func expression(_ index: Int, _ anchor: LayoutAnchor) -> Expression {
        let box = boxes[index]
        switch anchor {
        case .left: return Expression(box.x)
        case .right: return box.x + box.width
        case .top: return Expression(box.y)
        case .bottom: return box.y + box.height
        case .centerX: return box.x + 0.5 * box.width
        case .centerY: return box.y + 0.5 * box.height
        case .width: return Expression(box.width)
        case .height: return Expression(box.height)
        case .leading: return isRightToLeft ? box.x + box.width : Expression(box.x)
        case .trailing: return isRightToLeft ? Expression(box.x) : box.x + box.width
        case .firstBaseline: return baseline(index, first: true)
        case .lastBaseline: return baseline(index, first: false)
        }
    }

    /// Text sits centred in its frame (as in a label, an input or a button), so its first
    /// baseline is at the middle less half the text's height plus the ascent; a view without
    /// text has its baseline at its bottom, as UIKit's `viewForBaselineLayout` is the view.
    private func baseline(_ index: Int, first: Bool) -> Expression {
        let box = boxes[index]
        guard let text = tree.views[index].text else { return box.y + box.height }
        let font = text.font
        let textHeight: Expression =
            textHeights[index].map { Expression($0) } ?? Expression(constant: font.lineHeight)
        if first {
            return box.y + 0.5 * box.height - 0.5 * textHeight + Expression(constant: font.ascent)
        }
        return box.y + 0.5 * box.height + 0.5 * textHeight - Expression(constant: font.descent + font.leading)
    }

    /// The rectangle children place themselves in with `parent` targets: a scroll view's
    /// content, else the view itself. Returns the expression of `anchor` of that rectangle.
    func containerExpression(_ index: Int, _ anchor: LayoutAnchor) -> Expression {
        guard let content = contentSizes[index] else { return expression(index, anchor) }
        let box = boxes[index]
        switch anchor {
        case .right: return box.x + content.width
        case .bottom: return box.y + content.height
        case .centerX: return box.x + 0.5 * content.width
        case .centerY: return box.y + 0.5 * content.height
        case .leading: return isRightToLeft ? box.x + content.width : Expression(box.x)
        case .trailing: return isRightToLeft ? Expression(box.x) : box.x + content.width
        // Sizes relate to the visible frame: `width: "== parent.width"` in a scroll view.
        default: return expression(index, anchor)
        }
    }

    /// The safe-area guide of view `index`: its frame inset by the part of the screen's safe
    /// area insets it overlaps (the screen's own insets on the root). The insets are edit
    /// variables, updated between passes.
    func safeAreaExpression(_ index: Int, _ anchor: LayoutAnchor) -> Expression {
        let insets = safeInsetVariables(index)
        let box = boxes[index]
        let left = box.x + insets[0]
        let top = box.y + insets[1]
        let right = box.x + box.width - insets[2]
        let bottom = box.y + box.height - insets[3]
        switch anchor {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .leading: return isRightToLeft ? right : left
        case .trailing: return isRightToLeft ? left : right
        case .centerX: return 0.5 * (left + right)
        case .centerY: return 0.5 * (top + bottom)
        case .width: return right - left
        case .height: return bottom - top
        case .firstBaseline, .lastBaseline: return bottom
        }
    }

    private func safeInsetVariables(_ index: Int) -> [Variable] {
        if let existing = safeInsets[index] { return existing }
        let id = tree.views[index].id
        let variables = ["left", "top", "right", "bottom"].map { Variable("\(id).safeArea.\($0)") }
        let initial = initialSafeInsets(index)
        for (variable, value) in zip(variables, initial) {
            try? solver.addEditVariable(variable, priority: Self.editPriority)
            try? solver.suggestValue(value, for: variable)
        }
        safeInsets[index] = variables
        return variables
    }

    /// Before the first solve a view's safe area is the screen's insets on the root and on
    /// views that fill it, and nothing elsewhere; later passes use the solved frames.
    private func initialSafeInsets(_ index: Int) -> [Double] {
        let insets = device.safeArea
        return index == 0 ? [insets.left, insets.top, insets.right, insets.bottom] : [0, 0, 0, 0]
    }

    /// The safe-area insets of a view with frame `frame` (screen coordinates).
    func safeInsets(of frame: Rect) -> [Double] {
        let insets = device.safeArea
        return [
            max(0, insets.left - frame.x),
            max(0, insets.top - frame.y),
            max(0, frame.x + frame.width - (device.width - insets.right)),
            max(0, frame.y + frame.height - (device.height - insets.bottom)),
        ].map { Font.rounded($0) }
    }
}

extension DiagnosticMessage {
    static func unsatisfiable(_ constraint: String) -> Self {
        Self(
            id: "unsatisfiable-constraint",
            "'\(constraint)' cannot hold together with the required constraints before it; it is left out")
    }

    static func nonFiniteConstraint(_ constraint: String) -> Self {
        Self(
            id: "non-finite-constraint",
            "'\(constraint)' has a number too large to solve with; it is left out")
    }

    static func solverFailure(_ reason: String) -> Self {
        Self(id: "solver-failure", "the solver could not add this constraint: \(reason)")
    }
}
