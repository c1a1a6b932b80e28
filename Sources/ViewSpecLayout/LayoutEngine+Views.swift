import Cassowary
import ViewSpecCore
import ViewSpecResolve

/// What each view asks for by itself: the screen for the root, an absolute frame, its width
/// and height properties, its intrinsic size with hugging and compression resistance, and a
/// scroll view's content size.
extension LayoutEngine {
    func addScreen() {
        let range = tree.views[0].range
        for anchor in [LayoutAnchor.left, .top] {
            add(LayoutRule(.anchor(0, anchor), .equal, .screen(anchor)), at: range, written: false)
        }
        for (anchor, length) in [(LayoutAnchor.width, device.width), (.height, device.height)] {
            add(LayoutRule(.anchor(0, anchor), .equal, constant: length), at: range, written: false)
        }
    }

    func addOwnRules(_ index: Int) {
        let view = tree.views[index]
        let id = view.id
        if let frame = view.size.frame, let parent = view.parent {
            for (anchor, value) in [(LayoutAnchor.left, frame.x), (.top, frame.y)] {
                add(
                    LayoutRule(
                        .anchor(index, anchor), .equal, .container(parent, anchor), plus: value,
                        .frame),
                    at: view.range, written: true)
            }
            for (anchor, value) in [(LayoutAnchor.width, frame.width), (.height, frame.height)] {
                add(
                    LayoutRule(.anchor(index, anchor), .equal, constant: value, .frame), at: view.range,
                    written: true)
            }
        }
        addSizeRules(view.size.width, size: .width, index: index)
        addSizeRules(view.size.height, size: .height, index: index)
        addIntrinsicSize(index)
        if view.scrolls {
            let width = Variable(id, suffix: ".contentWidth")
            let height = Variable(id, suffix: ".contentHeight")
            contentSizes[index] = (width, height)
            for axis in [LayoutAxis.horizontal, .vertical] {
                add(
                    LayoutRule(.contentSize(index, axis), .greaterOrEqual, constant: 0), at: view.range,
                    written: false)
            }
            // A free scroll view: the content is as big as its children make it, the frame when
            // they do not say. Vertical scrolling: the content is as wide as the view
            // (UIContainer's rule).
            let widthPriority = view.traits.scrolling == .free ? Self.contentFallback : .required
            for (axis, priority) in [
                (LayoutAxis.horizontal, widthPriority), (.vertical, Self.contentFallback),
            ] {
                let size: LayoutAnchor = axis == .horizontal ? .width : .height
                add(
                    LayoutRule(.contentSize(index, axis), .equal, .anchor(index, size), priority: priority),
                    at: view.range, written: false)
            }
        }
    }

    private func addSizeRules(_ rules: [SizeValue], size: LayoutAnchor, index: Int) {
        let view = tree.views[index]
        for rule in rules {
            let sized: LayoutRule
            switch rule.amount {
            case .points(let points):
                sized = LayoutRule(
                    .anchor(index, size), rule.relation, constant: points, priority: rule.priority)
            case .fractionOfParent(let fraction):
                guard let parent = view.parent else { continue }
                sized = LayoutRule(
                    .anchor(index, size), rule.relation, .scaled(parent, size, by: fraction),
                    priority: rule.priority)
            }
            add(sized, at: rule.range, written: !rule.isFactoryDefault)
        }
    }

    /// UIStackView resolves equal priorities by index: among arranged views with the same hugging
    /// (or compression resistance) along the axis, a later view stretches (or shrinks) before an
    /// earlier one.
    ///
    /// Each later view's priority is lowered by a hundred-thousandth per place, which orders them
    /// without crossing any priority a spec can write.
    private func tieBreak(_ index: Int, _ axis: LayoutAxis, hugging: Bool) -> Double {
        guard let parent = tree.views[index].parent, case .stack(let rules) = tree.views[parent].arrangement,
            rules.axis == axis, rules.distribution != .fillEqually
        else { return 0 }
        func value(_ child: Int) -> Double {
            let pair =
                hugging ? tree.views[child].size.hugging : tree.views[child].size.compressionResistance
            return axis == .horizontal ? pair.horizontal.value : pair.vertical.value
        }
        let own = value(index)
        guard own > 1, own < 1000 else { return 0 }
        var place = hugging ? huggingPlaces[index] : compressionResistancePlaces[index]
        if place < 0 {
            var places: [(child: Int, place: Int32)] = []
            var seen: [Double: Int32] = [:]
            for child in tree.views[parent].children {
                let level = value(child)
                places.append((child, seen[level, default: 0]))
                if !tree.views[child].appearance.isHidden { seen[level, default: 0] += 1 }
            }
            for (child, childPlace) in places {
                if hugging {
                    huggingPlaces[child] = childPlace
                } else {
                    compressionResistancePlaces[child] = childPlace
                }
            }
            place = hugging ? huggingPlaces[index] : compressionResistancePlaces[index]
        }
        return Double(place) * 0.00001
    }

    /// Hugging keeps a view from growing past its intrinsic size, compression resistance from
    /// shrinking below it, each at the view's priority for that axis.
    ///
    /// A text view that wraps gets its height as an edit variable, re-measured at the solved width
    /// between passes.
    private func addIntrinsicSize(_ index: Int) {
        let view = tree.views[index]
        let box = boxes[index]
        if let width = view.size.intrinsic.horizontal {
            addIntrinsicRules(index, horizontal: true, box.width - width)
        }
        guard let height = view.size.intrinsic.vertical else { return }
        let target: LinearExpression
        if let text = view.text, text.lines != 1, !text.string.isEmpty {
            let variable = Variable(view.id, suffix: ".textHeight")
            submit(.addEditVariable(variable, Self.editPriority))
            submit(.suggest(height, variable))
            textHeights[index] = variable
            intrinsicHeights[index] = variable
            target = LinearExpression(variable)
        } else {
            target = LinearExpression(constant: height)
        }
        addIntrinsicRules(index, horizontal: false, box.height - target)
    }

    /// `excess` (the length minus the intrinsic one) kept from rising above zero by hugging and
    /// from falling below it by compression resistance.
    ///
    /// Both optional (as they nearly always are), they are one two-sided constraint: the pair's
    /// optimum with one row of the tableau and two error symbols instead of two rows over four
    /// symbols, the solver's largest share of a screen of labels and fields. A required side stays
    /// a constraint of its own, as does any priority the solver would refuse, so it is reported as
    /// before.
    private func addIntrinsicRules(_ index: Int, horizontal: Bool, _ excess: LinearExpression) {
        let hugging = intrinsicPriority(index, horizontal: horizontal, hugging: true)
        let resistance = intrinsicPriority(index, horizontal: horizontal, hugging: false)
        // Described from the rules and the view (`intrinsicRules(of:)`), without a closure each.
        func origin(hugs: Bool, resists: Bool) -> ConstraintOrigin {
            ConstraintOrigin(
                range: tree.views[index].range, describe: nil, isWritten: false,
                intrinsic: IntrinsicRules(view: index, isHorizontal: horizontal, hugs: hugs, resists: resists)
            )
        }
        func isOptional(_ priority: Priority) -> Bool { priority.isValid && !priority.isRequired }
        if isOptional(hugging) && isOptional(resistance) {
            add(Constraint(excess, above: hugging, below: resistance), origin(hugs: true, resists: true))
        } else {
            add(Constraint(excess, .lessOrEqual, priority: hugging), origin(hugs: true, resists: false))
            add(Constraint(excess, .greaterOrEqual, priority: resistance), origin(hugs: false, resists: true))
        }
    }

    /// A view's hugging (or compression-resistance) priority on an axis, after the stack's
    /// tie-break: the one its constraint has, and the one its reports quote.
    func intrinsicPriority(_ index: Int, horizontal: Bool, hugging: Bool) -> Priority {
        let pair = hugging ? tree.views[index].size.hugging : tree.views[index].size.compressionResistance
        let axis: LayoutAxis = horizontal ? .horizontal : .vertical
        return Priority(
            (horizontal ? pair.horizontal : pair.vertical).value - tieBreak(index, axis, hugging: hugging))
    }

    /// The rules one hugging or compression-resistance constraint stands for, hugging first
    /// (the order the reports quote them in), with their priorities.
    func intrinsicRules(of rules: IntrinsicRules) -> [IntrinsicRule] {
        var found: [IntrinsicRule] = []
        for hugging in [true, false] where hugging ? rules.hugs : rules.resists {
            let priority = intrinsicPriority(rules.view, horizontal: rules.isHorizontal, hugging: hugging)
            found.append(
                IntrinsicRule(
                    view: rules.view, isHorizontal: rules.isHorizontal, isHugging: hugging,
                    priority: priority.value))
        }
        return found
    }

    /// A hugging or compression-resistance rule as its text reads (`title.width <= 120
    /// (intrinsic) @250`): the view's intrinsic size on the axis, at the rule's priority after
    /// the stack's tie-break.
    func intrinsicText(_ rule: IntrinsicRule) -> String {
        let view = tree.views[rule.view]
        let (name, amount) =
            rule.isHorizontal
            ? ("width", view.size.intrinsic.horizontal) : ("height", view.size.intrinsic.vertical)
        return
            "\(view.id).\(name) \(rule.isHugging ? "<=" : ">=") \(LayoutFormat.number(amount ?? 0)) (intrinsic) @\(LayoutFormat.number(rule.priority))"
    }
}
