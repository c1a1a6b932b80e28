import ViewSpecCore
import ViewSpecLanguage

/// A readable listing of the resolved tree (`viewspec layout --format resolved`): each view
/// with its kind, where it was written, and every resolved value the layout stage and the
/// emitters read, indented under its parent. Values at their plain defaults (no background,
/// alpha 1, UIKit's hugging and compression resistance...) are left out.
extension ResolvedTree {
    package func dump() -> String {
        // The appearance changes nothing but a dynamic palette's colours.
        let appearance = palette.isDynamic ? " (\(self.appearance.rawValue))" : ""
        var out =
            "palette \(palette.name)\(appearance), content size \(contentSize.rawValue), \(direction.rawValue)"
        out +=
            ", standard spacing \(Self.number(standardSpacing)), superview spacing \(Self.number(superviewSpacing))"
        if autoPriorities { out += ", auto priorities" }
        out += "\n"
        if !views.isEmpty { dump(0, depth: 0, into: &out) }
        if !constraints.isEmpty {
            out += "constraints:\n"
            for plan in constraints { out += "  \(plan.range)\n" }
        }
        // Ids, names and paths are spec text: no control character of theirs reaches the terminal.
        return VisibleText.escaped(out, keeping: ["\n"])
    }

    private func dump(_ index: Int, depth: Int, into out: inout String) {
        let view = views[index]
        let pad = String(repeating: "  ", count: depth)
        var head = "\(pad)\(view.id): \(view.kind.name)"
        if let component = view.component { head += " (component \(component))" }
        if view.isSynthesized { head += " (synthesized)" }
        out += head + "  @ \(view.range)\n"
        for line in lines(of: view) { out += "\(pad)  | \(line)\n" }
        for child in view.children { dump(child, depth: depth + 1, into: &out) }
    }

    private func lines(of view: ResolvedView) -> [String] {
        var lines: [String] = []
        if let text = view.text { lines.append(Self.describe(text)) }
        lines += Self.describe(view.appearance)
        lines += Self.describe(view.size)
        if view.fittingSize != AxisPair(nil) {
            lines.append("fitting \(Self.size(view.fittingSize))")
        }
        switch view.arrangement {
        case .free: break
        case .stack(let rules): lines.append(Self.describe(rules, view: view, in: self))
        case .page(let horizontal, let vertical):
            lines.append(
                "page: horizontal \(Self.number(horizontal)), vertical ["
                    + vertical.map(Self.number).joined(separator: ", ") + "]")
        case .wrapper(let position, let insets):
            lines.append("wrapper: \(position.rawValue), insets \(Self.describe(insets))")
        case .rows(let rowHeight, let insets, let accessory):
            lines.append(
                "rows: height \(rowHeight.map(Self.number) ?? "self-sizing"), cell insets \(Self.describe(insets))"
                    + (accessory == .none ? "" : ", accessory \(accessory.rawValue)"))
        case .grid(let columns, let spacing, let insets):
            lines.append(
                "grid: \(columns) columns, spacing \(Self.number(spacing)), insets \(Self.describe(insets))")
        }
        if view.scrolls { lines.append("scrolls") }
        if !view.control.fields.isEmpty { lines.append(Self.describe(view.control)) }
        for plan in view.layout {
            let scope =
                plan.scope == view.scope
                ? ""
                : " (scope \(scopes[plan.scope].prefix.isEmpty ? "document" : scopes[plan.scope].prefix))"
            lines.append("layout @ \(plan.range)\(scope)")
        }
        return lines
    }

    private static func describe(_ text: TextContent) -> String {
        var parts = ["\(text.role.rawValue) \(quoted(text.string))"]
        var font = "\(number(text.font.size)) pt \(text.font.weight.rawValue)"
        if let style = text.textStyle { font = "\(style.rawValue) " + font }
        font += " (\(text.font.metrics.name))"
        parts.append(font)
        parts.append(text.gradient.map(describe) ?? text.color.description)
        parts.append(text.alignment.rawValue)
        parts.append(text.lines == 0 ? "unlimited lines" : text.lines == 1 ? "1 line" : "\(text.lines) lines")
        parts.append(text.lineBreak.rawValue)
        if let scale = text.minimumScale { parts.append("shrinks to \(number(scale))") }
        return parts.joined(separator: ", ")
    }

    /// `radial gradient #7B62FB → #5E57B3`, with its points when not GradientHelper's default
    /// corners and its locations when written.
    private static func describe(_ gradient: Gradient) -> String {
        var text =
            "\(gradient.kind.rawValue) gradient "
            + gradient.colors.map(\.description).joined(separator: " → ")
        if gradient.start != .topLeft || gradient.end != .bottomRight {
            let point = { (point: UnitPoint) in "(\(number(point.x)), \(number(point.y)))" }
            text += " from \(point(gradient.start)) to \(point(gradient.end))"
        }
        if let locations = gradient.locations {
            text += " at " + locations.map(number).joined(separator: ", ")
        }
        return text
    }

    private static func describe(_ appearance: Appearance) -> [String] {
        var parts: [String] = []
        switch appearance.background {
        case .color(let color): parts.append("background \(color)")
        case .gradient(let gradient): parts.append("background " + describe(gradient))
        case nil: break
        }
        if let tint = appearance.tint { parts.append("tint \(tint)") }
        if appearance.alpha != 1 { parts.append("alpha \(number(appearance.alpha))") }
        if appearance.isHidden { parts.append("hidden") }
        switch appearance.cornerRadius {
        case .points(let points): parts.append("corner radius \(number(points))")
        case .fractionOfHeight(let fraction): parts.append("corner radius \(number(fraction)) × height")
        case nil: break
        }
        if appearance.corners != Corner.allCases {
            parts.append("corners " + appearance.corners.map(\.rawValue).joined(separator: " "))
        }
        if let border = appearance.border {
            var text = "border \(number(border.width)) \(border.color)"
            if !border.dash.isEmpty {
                text += " dash [" + border.dash.map(number).joined(separator: ", ") + "]"
            }
            parts.append(text)
        }
        if let shadow = appearance.shadow {
            parts.append(
                "shadow \(shadow.color) \(number(shadow.opacity)) radius \(number(shadow.radius)) offset (\(number(shadow.offsetX)), \(number(shadow.offsetY)))"
            )
        }
        if let elevation = appearance.elevation { parts.append("elevation \(number(elevation))") }
        if appearance.clipsToBounds { parts.append("clips") }
        if appearance.zIndex != 0 { parts.append("z \(number(appearance.zIndex))") }
        if let mode = appearance.contentMode { parts.append("content mode \(mode)") }
        if let id = appearance.accessibilityID { parts.append("accessibility id \(quoted(id))") }
        return parts.isEmpty ? [] : [parts.joined(separator: ", ")]
    }

    private static func describe(_ size: SizeRules) -> [String] {
        var parts: [String] = []
        if size.intrinsic != AxisPair(nil) { parts.append("intrinsic \(self.size(size.intrinsic))") }
        for (axis, rules) in [("width", size.width), ("height", size.height)] {
            for rule in rules {
                var text = "\(axis) \(rule.relation.description) "
                switch rule.amount {
                case .points(let points): text += number(points)
                case .fractionOfParent(let fraction): text += "\(number(fraction * 100))% of the parent"
                }
                if rule.priority != .required { text += " @\(number(rule.priority.value))" }
                parts.append(text)
            }
        }
        if let frame = size.frame {
            parts.append(
                "frame (\(number(frame.x)), \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)))"
            )
        }
        if size.hugging != AxisPair(SizeRules.defaultHugging) {
            parts.append(
                "hugging \(number(size.hugging.horizontal.value))/\(number(size.hugging.vertical.value))")
        }
        if size.compressionResistance != AxisPair(SizeRules.defaultCompressionResistance) {
            parts.append(
                "compression resistance \(number(size.compressionResistance.horizontal.value))/\(number(size.compressionResistance.vertical.value))"
            )
        }
        return parts.isEmpty ? [] : [parts.joined(separator: ", ")]
    }

    private static func describe(_ rules: StackRules, view: ResolvedView, in tree: ResolvedTree) -> String {
        var text =
            "stack: \(rules.axis.rawValue), \(rules.distribution.rawValue), \(rules.alignment.rawValue), spacing \(number(rules.spacing))"
        for custom in rules.customSpacing where custom.child < view.children.count {
            text += ", \(number(custom.spacing)) after \(tree.views[view.children[custom.child]].id)"
        }
        if rules.margins != .zero { text += ", margins \(describe(rules.margins))" }
        if rules.isBaselineRelative { text += ", baseline relative" }
        if rules.isMarginsRelative { text += ", margins relative" }
        if rules.pinsChildrenAcross { text += ", children pinned across" }
        return text
    }

    private static func describe(_ control: ControlState) -> String {
        var parts: [String] = []
        func items(_ items: [String], selected: Int?) {
            parts.append("items [" + items.map(quoted).joined(separator: ", ") + "]")
            if let selected { parts.append("selected \(selected)") }
        }
        switch control {
        case .none: break
        case .image(let name), .button(let name), .fab(let name):
            if let name { parts.append("image \(quoted(name))") }
        case .switch(let isOn):
            if let isOn { parts.append(isOn ? "on" : "off") }
        case .slider(let range), .stepper(let range), .progress(let range):
            if let value = range.value { parts.append("value \(number(value))") }
            if let minimum = range.minimum, let maximum = range.maximum {
                parts.append("range \(number(minimum))...\(number(maximum))")
            }
        case .segmented(let list, let selected), .picker(let list, let selected):
            items(list, selected: selected)
        case .pageControl(let pages, let current):
            parts.append("\(pages) pages")
            if let current { parts.append("current \(current)") }
        case .activityIndicator(let isAnimating):
            if let isAnimating { parts.append(isAnimating ? "animating" : "stopped") }
        case .datePicker(let mode):
            if let mode { parts.append("mode \(mode)") }
        case .colorWell(let color):
            if let color { parts.append("secondary colour \(color)") }
        case .navigationBar(let list, let backButton, let largeTitle):
            items(list, selected: nil)
            if !backButton && !list.isEmpty { parts.append("plain leading item") }
            if largeTitle { parts.append("large title") }
        case .tabBar(let list, let selected, let unselectedColor):
            items(list, selected: selected)
            if let unselectedColor { parts.append("secondary colour \(unselectedColor)") }
        case .textInput(let keyboard):
            if let keyboard { parts.append("keyboard \(keyboard)") }
        case .textField(let keyboard, let format, let lineColor):
            if let keyboard { parts.append("keyboard \(keyboard)") }
            if let format { parts.append("format \(format)") }
            if let lineColor { parts.append("secondary colour \(lineColor)") }
        case .blur(let effect, let vibrancy):
            if let effect { parts.append("blur \(effect)") }
            if let vibrancy { parts.append("vibrancy \(vibrancy)") }
        }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ insets: EdgeInsets) -> String {
        let sides = [insets.top, insets.left, insets.bottom, insets.right].map(number).joined(separator: " ")
        return "[\(sides)]"
    }

    private static func size(_ pair: AxisPair<Double?>) -> String {
        "\(pair.horizontal.map(number) ?? "none") × \(pair.vertical.map(number) ?? "none")"
    }

    /// Numbers as every output writes them (`NumberText.thousandths`).
    static func number(_ value: Double) -> String {
        NumberText.thousandths(value)
    }

    private static func quoted(_ text: String) -> String {
        JSONString.quoted(text)
    }
}
