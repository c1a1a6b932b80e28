import Cassowary
import Synchronization
import ViewSpecCore
import ViewSpecResolve

/// The third stage: builds the constraint system of a resolved tree on one device, solves it,
/// measures wrapped text at the solved widths and re-solves until the text stops changing.
///
/// Every view has four variables in screen coordinates (x, y, width, height); a scroll view
/// also has its content size. Constraints are added in a fixed order (the screen, then each
/// view's container rules and sizes, depth first, then plans in document order), so when two
/// required constraints conflict the later one is the one left out, the same on every run, but
/// when a written one of a deeper view is in the conflict: that one gives way (`displacing`).
package enum Layout {
    /// The frames of `tree` on `device`, with the layout's own findings in reading order.
    ///
    /// The audits of the laid-out screen are the judge's (`Pipeline.solve` runs both).
    package static func solve(_ tree: ResolvedTree, on device: Device) -> LayoutResult {
        let engine = LayoutEngine(tree: tree, device: device)
        let result = engine.run()
        if takeOneLeftToTheExit() {
            // Never released: the process ends before the memory would be used again.
            _ = Unmanaged.passRetained(engine)
        } else {
            // The descriptions capture the engine; dropping them breaks that cycle.
            engine.origins = ConstraintOrigins()
        }
        return result
    }

    /// The constraint system `solve` builds for `tree` on `device` before its first solve, in
    /// the order the solver takes it (constraints it left out omitted): for benchmarks that
    /// hand the very system a layout solves to another solver (`viewspec-bench system`).
    package static func builtSystem(_ tree: ResolvedTree, on device: Device) -> [SolverStep] {
        let engine = LayoutEngine(tree: tree, device: device, feedsSolverConcurrently: false)
        engine.recordedSteps = []
        engine.build()
        let steps = engine.recordedSteps ?? []
        // The descriptions capture the engine, as in `solve`.
        engine.origins = ConstraintOrigins()
        return steps
    }

    /// How many more engines `solve` leaves to the process's exit instead of freeing them.
    private static let enginesLeftToTheExit = Atomic<Int>(0)

    /// Lets the next `count` layouts skip freeing their constraint system: a command that lays out
    /// once and exits (`viewspec layout`) would otherwise spend a noticeable part of its time
    /// taking apart a large screen's solver, row by row, just before the exit frees it all at once.
    ///
    /// Not for a run that lays out many screens (`validate DIR`, a matrix): their memory would add
    /// up.
    package static func leaveToTheExit(engines count: Int) {
        enginesLeftToTheExit.store(count, ordering: .relaxed)
    }

    private static func takeOneLeftToTheExit() -> Bool {
        var left = enginesLeftToTheExit.load(ordering: .relaxed)
        while left > 0 {
            let (exchanged, original) = enginesLeftToTheExit.compareExchange(
                expected: left, desired: left - 1, ordering: .relaxed)
            if exchanged { return true }
            left = original
        }
        return false
    }
}

/// One thing a layout's solver takes while the layout builds its constraint system.
package enum SolverStep: Sendable {
    case add(Constraint)
    case addEditVariable(Variable, Priority)
    case suggest(Double, Variable)
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
    /// A non-root view's safe-area insets (left, top, right, bottom), each made when a plan or
    /// a container rule first names that side of the view's safe area.
    var safeInsets: [Int: [SafeAreaPin?]] = [:]
    /// The height a text view's text takes at its solved width (an edit variable), for views
    /// whose text wraps.
    var textHeights: [Int: Variable] = [:]
    /// Texts already set, by setting, string and width (`set(_:width:)`); emptied once the
    /// final frames are read.
    var setTexts: [SetText: TextLayoutResult?] = [:]
    struct SetText: Hashable {
        var setting: ObjectIdentifier
        var string: String
        var width: Double
    }
    /// Intrinsic sizes as edit variables, so wrapped text re-solves by edits.
    var intrinsicHeights: [Int: Variable] = [:]
    /// How many ancestors each view has (views come after their parents in the tree).
    lazy var depths: [Int] = {
        var depths = [Int](repeating: 0, count: tree.views.count)
        for (index, view) in tree.views.enumerated() {
            if let parent = view.parent { depths[index] = depths[parent] + 1 }
        }
        return depths
    }()
    /// Views that are hidden or inside a hidden view: worked out once, as the passes and the
    /// reports ask for every view.
    lazy var hiddenInTree = tree.hiddenInTree()
    /// Views whose frame the constraints leave open on some axis (reported as ambiguous).
    lazy var isOpen = [Bool](repeating: false, count: tree.views.count)
    /// Views whose text the frame's height cut, with the lines the text has, for the truncation
    /// report's wording (looked up, never iterated).
    var cutByHeight: [Int: Int] = [:]
    /// `tieBreak`'s places, by view, for hugging and for compression resistance: each stack
    /// child's count of earlier visible siblings at its priority, counted for all of a stack's
    /// children in one pass when the first of them asks (a count per child would be quadratic
    /// in a long stack); -1 until then.
    var huggingPlaces: [Int32]
    var compressionResistancePlaces: [Int32]
    /// Why each constraint exists, by constraint id.
    var origins = ConstraintOrigins()
    /// The layout's own rules, for the origins that name them (`ConstraintOrigin.rule`).
    var rules = LayoutRules()
    /// The view whose own rules, arrangement or plans are being added: what a conflict or an
    /// unresolved target found meanwhile is about.
    ///
    /// Nil for the screen and top-level plans.
    var subject: Int?
    var subjectID: String? { subject.map { tree.views[$0].id } }
    /// Draftsman's auto-descending priority counter (998, 997, …) when `autoPriorities` is on.
    var nextAutoPriority = 999.0

    /// How many conflicts get their smallest conflicting set worked out.
    static let explainedConflicts = 4
    var explained = 0

    /// Set while the build hands its solver work to another thread (a large screen); until
    /// `finishBuild`, only that thread touches the solver, `failures` and `explained`.
    var feed: SolverFeed?
    /// What the solver left out during the build, not yet reported.
    var failures: [SolverFailure] = []
    /// How deep the view of each written constraint the solver holds lies, by constraint id.
    ///
    /// -1 for a top-level constraint; what a conflict reads to choose the constraint it leaves
    /// out. Only the solver's side of the build touches it.
    var writtenDepths: [Int: Int] = [:]
    /// What the solver took during the build, in order, when `Layout.builtSystem` asks.
    var recordedSteps: [SolverStep]?

    /// A scroll view's content takes the frame's size only where nothing else says: below every
    /// rule that sizes a container from its children (stacks and wrappers hug them at the fitting
    /// size level, 50).
    ///
    /// At the same level the two tie, and a stack in a scroll page could be any height between its
    /// children's and the page's.
    static let contentFallback = Priority(1)

    /// Edits: below required, above every priority a spec can write except 1000.
    static let editPriority = Priority(999.999)

    /// Whether the build hands its solver work to another thread (`SolverFeed`).
    let feedsSolverConcurrently: Bool

    /// `feedsSolverConcurrently`: nil lets the screen's size and the machine decide; tests
    /// force either way.
    init(tree: ResolvedTree, device: Device, feedsSolverConcurrently: Bool? = nil) {
        self.tree = tree
        self.device = device
        huggingPlaces = Array(repeating: -1, count: tree.views.count)
        compressionResistancePlaces = huggingPlaces
        self.feedsSolverConcurrently =
            feedsSolverConcurrently
            ?? SecondCore.pays(forViews: tree.views.count)
        boxes.reserveCapacity(tree.views.count)
        // Generated screens make 5 to 6 constraints a view (hugging and compression resistance
        // of an axis being one): room for 7 leaves some over without the doubling that running
        // short would cost.
        solver.reserveCapacity(constraints: 7 * tree.views.count)
        for view in tree.views {
            boxes.append(
                Box(
                    x: Variable(view.id, suffix: ".x"), y: Variable(view.id, suffix: ".y"),
                    width: Variable(view.id, suffix: ".width"),
                    height: Variable(view.id, suffix: ".height")))
        }
    }

    var isRightToLeft: Bool { tree.direction == .rightToLeft }

    // MARK: Adding constraints

    /// Adds `constraint`; a required one that conflicts with those already added is left out and
    /// reported with the conflicting set.
    func add(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        var origin = origin
        if origin.view == nil { origin.view = subject }
        // Recorded here, not with the solver's work: on a large screen the solver's thread is
        // the build's slower half, and only this thread reads the origins.
        origins[constraint.id] = origin
        let depth = origin.isWritten ? origin.view.map { depths[$0] } ?? -1 : nil
        submit(.add(constraint, mark: diagnostics.diagnostics.count, depth: depth))
    }

    /// The largest magnitude of a coefficient or constant handed to the solver: a thousand times
    /// the largest product of a multiplier and a length a spec can write.
    static let largestSolvableNumber = 1e12

    static func isWithinSolvableRange(_ constraint: Constraint) -> Bool {
        func fits(_ x: Double) -> Bool { x.isFinite && abs(x) <= largestSolvableNumber }
        return fits(constraint.expression.constant)
            && constraint.expression.terms.allSatisfy { fits($0.coefficient) }
    }

    func add(
        _ constraint: Constraint, at range: SourceRange, _ text: @escaping @autoclosure () -> String,
        written: Bool
    ) {
        add(constraint, ConstraintOrigin(range: range, describe: text, isWritten: written))
    }

    func report(_ error: SolverError, origin: ConstraintOrigin) {
        diagnostics.report(diagnostic(for: error, origin: origin, explained: solver.explainsConflicts))
        if case .unsatisfiable = error { countExplained() }
    }

    /// The report of a constraint the solver left out.
    ///
    /// `explained`: whether the solver worked out the smallest conflicting set for it;
    /// `displaced`: whether it was added before the constraint that found the conflict.
    func diagnostic(
        for error: SolverError, origin: ConstraintOrigin, explained: Bool, displaced: Bool = false
    ) -> Diagnostic {
        switch error {
        case .unsatisfiable(_, let conflicts):
            var notes = conflictNotes(conflicts)
            if !explained {
                notes = Array(notes.prefix(8))
                notes.append(
                    .note(
                        "the smallest conflicting set is worked out for the first \(Self.explainedConflicts) conflicts only; any notes above are constraints the failure involves",
                        at: nil))
            }
            return .error(
                displaced ? .unsatisfiableInnermost(text(of: origin)) : .unsatisfiable(text(of: origin)),
                at: origin.range, notes: notes, view: id(of: origin))
        case .nonFiniteConstraint:
            return .error(.nonFiniteConstraint(text(of: origin)), at: origin.range, view: id(of: origin))
        default:
            return .error(.solverFailure(error.description), at: origin.range, view: id(of: origin))
        }
    }

    /// Working out the smallest conflicting set replays the whole system: after a few, the
    /// solver names the constraints the failure involves instead, so a spec with hundreds of
    /// conflicts still lays out in moments.
    func countExplained() {
        explained += 1
        if explained >= Self.explainedConflicts { solver.explainsConflicts = false }
    }

    /// The id of the view a constraint belongs to, for the diagnostics about it.
    func id(of origin: ConstraintOrigin) -> String? {
        origin.view.map { tree.views[$0].id }
    }

    /// What a constraint says, in the spec's terms, for the reports that quote it.
    func text(of origin: ConstraintOrigin) -> String {
        texts(of: origin).joined(separator: "; ")
    }

    /// The same, one text per rule: a view's hugging and compression resistance on an axis
    /// are one constraint (see `addIntrinsicRules`) but two rules of the spec, quoted apart.
    func texts(of origin: ConstraintOrigin) -> [String] {
        if let describe = origin.describe { return [describe()] }
        if let rule = origin.rule { return [text(of: rules[rule])] }
        return origin.intrinsic.map { intrinsicRules(of: $0).map(intrinsicText) } ?? [""]
    }

    /// A note for each rule the constraints in a conflict stand for.
    func conflictNotes(_ conflicts: [Constraint]) -> [Diagnostic] {
        conflicts.flatMap { conflict -> [Diagnostic] in
            guard let other = origins[conflict.id] else { return [] }
            return texts(of: other).map {
                .note("conflicts with '\($0)'" + (other.isWritten ? "" : " (a default)"), at: other.range)
            }
        }
    }

    // MARK: Anchors

    /// The expression of `anchor` of view `index`.
    func expression(_ index: Int, _ anchor: LayoutAnchor) -> LinearExpression {
        let box = boxes[index]
        switch anchor {
        case .left: return LinearExpression(box.x)
        case .right: return box.x + box.width
        case .top: return LinearExpression(box.y)
        case .bottom: return box.y + box.height
        case .centerX: return box.x + 0.5 * box.width
        case .centerY: return box.y + 0.5 * box.height
        case .width: return LinearExpression(box.width)
        case .height: return LinearExpression(box.height)
        case .leading: return isRightToLeft ? box.x + box.width : LinearExpression(box.x)
        case .trailing: return isRightToLeft ? LinearExpression(box.x) : box.x + box.width
        case .firstBaseline: return baseline(index, first: true)
        case .lastBaseline: return baseline(index, first: false)
        }
    }

    /// Text sits centred in its frame (as in a label, an input or a button), so its first
    /// baseline is at the middle less half the text's height plus the ascent; a view without
    /// text has its baseline at its bottom, as UIKit's `viewForBaselineLayout` is the view.
    private func baseline(_ index: Int, first: Bool) -> LinearExpression {
        let box = boxes[index]
        guard let text = tree.views[index].text else { return box.y + box.height }
        let font = text.font
        let textHeight: LinearExpression =
            textHeights[index].map { LinearExpression($0) } ?? LinearExpression(constant: font.lineHeight)
        if first {
            return box.y + 0.5 * box.height - 0.5 * textHeight + LinearExpression(constant: font.ascent)
        }
        return box.y + 0.5 * box.height + 0.5 * textHeight
            - LinearExpression(constant: font.descent + font.leading)
    }

    /// The rectangle children place themselves in with `parent` targets: a scroll view's content,
    /// else the view itself.
    ///
    /// Returns the expression of `anchor` of that rectangle.
    func containerExpression(_ index: Int, _ anchor: LayoutAnchor) -> LinearExpression {
        guard let content = contentSizes[index] else { return expression(index, anchor) }
        let box = boxes[index]
        switch anchor {
        case .right: return box.x + content.width
        case .bottom: return box.y + content.height
        case .centerX: return box.x + 0.5 * content.width
        case .centerY: return box.y + 0.5 * content.height
        case .leading: return isRightToLeft ? box.x + content.width : LinearExpression(box.x)
        case .trailing: return isRightToLeft ? LinearExpression(box.x) : box.x + content.width
        // Sizes relate to the visible frame: `width: "== parent.width"` in a scroll view.
        default: return expression(index, anchor)
        }
    }

    /// The safe-area guide of view `index`: its frame inset by the part of the screen's safe
    /// area it overlaps (the screen's own insets on the root).
    ///
    /// The device's geometry is input, never something a spec can move: the root's insets are
    /// constants, and any other view's are variables held by required constraints (see
    /// `SafeAreaPin`), so a required constraint that would move a safe area conflicts and is
    /// reported like any other conflict.
    ///
    /// `aboveTheKeyboard` makes it the keyboard-aware safe area (`keyboardSafeArea`): its bottom
    /// is raised to the keyboard's top where the keyboard covers the view.
    func safeAreaExpression(_ index: Int, _ anchor: LayoutAnchor, aboveTheKeyboard: Bool = false)
        -> LinearExpression
    {
        let insets = safeInsetExpressions(index)
        let box = boxes[index]
        let left = box.x + insets[0]
        let top = box.y + insets[1]
        let right = box.x + box.width - insets[2]
        let bottom = box.y + box.height - (aboveTheKeyboard ? safeInset(index, .keyboardBottom) : insets[3])
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

    private func safeInsetExpressions(_ index: Int) -> [LinearExpression] {
        [SafeAreaEdge.left, .top, .right, .bottom].map { safeInset(index, $0, followsByEdits: false) }
    }

    /// An anchor of the keyboard layout guide, on the screen: the keyboard's frame while it is
    /// shown; while it is hidden, the strip below the safe area (UIKit's guide, whose top is
    /// then the safe area's bottom).
    func keyboardExpression(_ anchor: LayoutAnchor) -> LinearExpression {
        let top = device.keyboardGuideTop
        let bottom = device.height
        let value: Double
        switch anchor {
        case .left: value = 0
        case .right: value = device.width
        case .leading: value = isRightToLeft ? device.width : 0
        case .trailing: value = isRightToLeft ? 0 : device.width
        case .top: value = top
        case .bottom, .firstBaseline, .lastBaseline: value = bottom
        case .centerX: value = device.width / 2
        case .centerY: value = (top + bottom) / 2
        case .width: value = device.width
        case .height: value = bottom - top
        }
        return LinearExpression(constant: value)
    }

    /// How far the keyboard reaches into the screen from its bottom edge: the keyboard's height
    /// while it is shown, else the bottom safe-area inset (the keyboard guide's height).
    var keyboardInset: Double {
        device.height - device.keyboardGuideTop
    }

    /// One side's inset of view `index`'s safe area: the screen's on the root, else a variable
    /// held where the view's solved frame puts it.
    ///
    /// `followsByEdits`: the inset follows the view's frame by edits between passes, below
    /// required, instead of being held by a required pin (which makes a constraint that would
    /// move it a conflict). For the insets only the factory's rules use (a cell's content); a
    /// plan naming the same safe area makes its insets required pins again.
    func safeInset(_ index: Int, _ edge: SafeAreaEdge, followsByEdits: Bool = false) -> LinearExpression {
        if index == 0 {
            let insets = device.safeArea
            switch edge {
            case .left: return LinearExpression(constant: insets.left)
            case .top: return LinearExpression(constant: insets.top)
            case .right: return LinearExpression(constant: insets.right)
            case .bottom: return LinearExpression(constant: insets.bottom)
            case .keyboardBottom: return LinearExpression(constant: max(insets.bottom, keyboardInset))
            }
        }
        var pins = safeInsets[index] ?? Array(repeating: nil, count: SafeAreaEdge.allCases.count)
        let position = SafeAreaEdge.allCases.firstIndex(of: edge) ?? 0
        if let existing = pins[position] {
            if !followsByEdits { existing.followsByEdits = false }
            return LinearExpression(existing.variable)
        }
        // Before the first solve a view's place is unknown, so its insets start as suggestions
        // of zero that constraints may override; after each solve an inset that differs from
        // what the view's solved frame gives is pinned to that (UIKit's rule for sub-views).
        let pin = SafeAreaPin(variable: Variable("\(tree.views[index].id).safeArea.\(edge)"), edge: edge)
        pin.followsByEdits = followsByEdits
        pins[position] = pin
        safeInsets[index] = pins
        submit(.addEditVariable(pin.variable, Self.editPriority))
        submit(.suggest(0, pin.variable))
        return LinearExpression(pin.variable)
    }

    /// Holds one safe-area inset of a view at `value`, replacing the value it held before.
    ///
    /// A pin that cannot hold is reported as the conflict it is and not tried again.
    func pinSafeInset(_ pin: SafeAreaPin, of index: Int, to value: Double) {
        guard !pin.failed else { return }
        // The inset's first suggestion stays, moved to the value pinned: while the pin holds it
        // agrees, so the optimum is the pin's. Removing the edit instead would free the inset
        // until the pin comes, and the simplex would move everything placed from it twice (an
        // open table's rows, through rows as long as the table).
        if let old = pin.constraint { try? solver.remove(old) }
        if solver.hasEditVariable(pin.variable) { try? solver.suggestValue(value, for: pin.variable) }
        let rule = LayoutRule(
            .safeAreaInset(index, pin.edge), .equal, constant: value, .formula(.deviceSafeArea))
        let constraint = self.constraint(rule)
        pin.constraint = constraint
        var origin = self.origin(of: rule, at: tree.views[index].range, written: false)
        origin.view = index
        origins[constraint.id] = origin
        // A required constraint that moved the safe area while the pin held another value
        // conflicts with it now: that constraint is left out (as any later required constraint
        // that conflicts is), and the pin tried again. Each round leaves one constraint out.
        while true {
            do {
                // Removable: the next pass that finds the view moved replaces the pin, and a
                // required equality without a marker could only be removed by a rebuild.
                try solver.add(constraint, removable: true)
                return
            } catch {
                guard case .unsatisfiable(_, let conflicts) = error,
                    let culprit = conflicts.filter({ origins[$0.id]?.isWritten == true }).max(by: {
                        $0.id < $1.id
                    }),
                    let culpritOrigin = origins[culprit.id], (try? solver.remove(culprit)) != nil
                else {
                    pin.failed = true
                    pin.constraint = nil
                    // Left to the solver: not even the suggestion holds it.
                    if solver.hasEditVariable(pin.variable) { try? solver.removeEditVariable(pin.variable) }
                    report(error, origin: origin)
                    return
                }
                var notes = conflictNotes(conflicts.filter { $0.id != culprit.id })
                notes.append(
                    .note(
                        "the safe area of '\(tree.views[index].id)' is the device's: its \(pin.edge) inset is \(LayoutFormat.number(value)) pt where the view is placed, and no constraint can move it",
                        at: tree.views[index].range))
                diagnostics.error(
                    .unsatisfiable(self.text(of: culpritOrigin)), at: culpritOrigin.range, notes: notes,
                    view: id(of: culpritOrigin))
            }
        }
    }

    /// The safe-area insets of a view with frame `frame` (screen coordinates), in
    /// `SafeAreaEdge` order: the last is the bottom inset of the keyboard-aware safe area.
    func safeInsets(of frame: Rect) -> [Double] {
        let insets = device.safeArea
        let bottom = max(0, frame.y + frame.height - (device.height - insets.bottom))
        return [
            max(0, insets.left - frame.x),
            max(0, insets.top - frame.y),
            max(0, frame.x + frame.width - (device.width - insets.right)),
            bottom,
            max(bottom, frame.y + frame.height - (device.height - keyboardInset)),
        ].map { Font.rounded($0) }
    }
}

/// One side of a view's safe area.
enum SafeAreaEdge: String, CaseIterable, CustomStringConvertible {
    case left, top, right, bottom
    /// The bottom of the keyboard-aware safe area: the bottom inset, or the part of the view
    /// the keyboard covers when that is more.
    case keyboardBottom
    var description: String { rawValue }
}

/// A non-root view's safe-area inset: a suggestion of zero until the first solve, then a
/// variable held at the value its solved frame gives by a required constraint, replaced between
/// passes (the suggestion stays, moved to the value held).
final class SafeAreaPin {
    let variable: Variable
    let edge: SafeAreaEdge
    var constraint: Constraint?
    /// Set when the pin conflicted with constraints that are all defaults: it is reported once
    /// and the inset is left to the solver from then on.
    var failed = false
    /// The inset stays an edit variable, suggested anew after each solve (see
    /// `LayoutEngine.safeInset`).
    var followsByEdits = false
    /// The value last suggested for an inset that follows by edits; nil before the first.
    var suggested: Double?

    init(variable: Variable, edge: SafeAreaEdge) {
        self.variable = variable
        self.edge = edge
    }
}

extension DiagnosticMessage {
    static func unsatisfiable(_ constraint: String) -> Self {
        Self(
            id: .unsatisfiableConstraint,
            "'\(constraint)' cannot hold together with the required constraints before it; it is left out")
    }

    /// A constraint of the innermost view in a conflict, left out though a constraint of an
    /// outer view came later (`LayoutEngine.displacing`).
    static func unsatisfiableInnermost(_ constraint: String) -> Self {
        Self(
            id: .unsatisfiableConstraint,
            "'\(constraint)' cannot hold together with the required constraints of the views around it; it is left out, as the innermost view's"
        )
    }

    static func nonFiniteConstraint(_ constraint: String) -> Self {
        Self(
            id: .nonFiniteConstraint,
            "'\(constraint)' has a number too large to solve with; it is left out")
    }

    static func solverFailure(_ reason: String) -> Self {
        Self(id: .solverFailure, "the solver could not add this constraint: \(reason)")
    }
}
