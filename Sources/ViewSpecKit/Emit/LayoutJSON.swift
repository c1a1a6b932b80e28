/// `viewspec layout --format json`: the machine interface. Written by hand so keys come in a
/// fixed, documented order (docs/output-format.md) and numbers are rounded one way: to 1/1000
/// pt, without trailing zeros. One view per line, in the tree's order (a parent before its
/// children), so diffs of two layouts read view by view.
public enum LayoutJSON {
    /// Schema version of this output; bumped when a key changes meaning or goes away.
    public static let formatVersion = 1

    /// One document for one spec laid out on one or more devices.
    public static func document(
        spec path: String, tree: ResolvedTree, layouts: [LayoutResult], diagnostics: [Diagnostic] = []
    ) -> String {
        var out =
            "{\n  \"format\": \(formatVersion),\n  \"viewspec\": \(JSONString.quoted(ViewSpecVersion.tool)),\n"
        out += "  \"spec\": \(JSONString.quoted(path)),\n"
        out += "  \"palette\": \(JSONString.quoted(tree.palette.name)),\n"
        out += "  \"contentSize\": \(JSONString.quoted(tree.contentSize.rawValue)),\n"
        out += "  \"direction\": \(JSONString.quoted(tree.direction.rawValue)),\n"
        let specDiagnostics = DiagnosticRenderer.json(diagnostics)
            .split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
        out += "  \"diagnostics\": \(specDiagnostics),\n"
        out += "  \"layouts\": ["
        for (position, layout) in layouts.enumerated() {
            out += position == 0 ? "\n" : ",\n"
            append(layout, tree: tree, to: &out)
        }
        out += layouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func append(_ layout: LayoutResult, tree: ResolvedTree, to out: inout String) {
        let device = layout.device
        out +=
            "    {\n      \"device\": {\"name\": \(JSONString.quoted(device.name)), \"width\": \(number(device.width))"
        out +=
            ", \"height\": \(number(device.height)), \"orientation\": \(JSONString.quoted(device.orientation.rawValue))"
        out += ", \"safeArea\": \(insets(device.safeArea))},\n"
        out += "      \"passes\": \(layout.passes),\n"
        out += "      \"views\": ["
        for (index, view) in tree.views.enumerated() {
            out += index == 0 ? "\n        " : ",\n        "
            append(view, layout.views[index], tree: tree, to: &out)
        }
        out += "\n      ],\n"
        let diagnostics = DiagnosticRenderer.json(layout.diagnostics)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n      ")
        out += "      \"diagnostics\": \(diagnostics)\n    }"
    }

    private static func append(
        _ view: ResolvedView, _ laidOut: LaidOutView, tree: ResolvedTree, to out: inout String
    ) {
        var fields: [String] = []
        fields.append("\"id\": \(JSONString.quoted(view.id))")
        fields.append("\"kind\": \(JSONString.quoted(view.kind.name))")
        if let component = view.component { fields.append("\"component\": \(JSONString.quoted(component))") }
        if view.isSynthesized { fields.append("\"synthesized\": true") }
        fields.append("\"parent\": " + (view.parent.map { JSONString.quoted(tree.views[$0].id) } ?? "null"))
        fields.append("\"frame\": \(rect(laidOut.frame))")
        fields.append("\"absolute\": \(rect(laidOut.absolute))")
        if let content = laidOut.contentSize {
            fields.append(
                "\"contentSize\": {\"width\": \(number(content.width)), \"height\": \(number(content.height))}"
            )
        }
        let appearance = view.appearance
        if appearance.isHidden { fields.append("\"hidden\": true") }
        if appearance.alpha != 1 { fields.append("\"alpha\": \(number(appearance.alpha))") }
        if appearance.zIndex != 0 { fields.append("\"zIndex\": \(number(appearance.zIndex))") }
        switch appearance.background {
        case .color(let color): fields.append("\"background\": \(JSONString.quoted(color.description))")
        case .gradient(let gradient): fields.append("\"background\": \(self.gradient(gradient))")
        case nil: break
        }
        if let tint = appearance.tint { fields.append("\"tint\": \(JSONString.quoted(tint.description))") }
        if let radius = appearance.cornerRadius {
            let points = min(
                radius.points(height: laidOut.absolute.height),
                min(laidOut.absolute.width, laidOut.absolute.height) / 2)
            fields.append("\"cornerRadius\": \(number(max(0, points)))")
            if appearance.corners != Corner.allCases {
                fields.append(
                    "\"corners\": ["
                        + appearance.corners.map { JSONString.quoted($0.rawValue) }.joined(separator: ", ")
                        + "]")
            }
        }
        if let border = appearance.border {
            var text =
                "\"border\": {\"width\": \(number(border.width)), \"color\": \(JSONString.quoted(border.color.description))"
            if !border.dash.isEmpty {
                text += ", \"dash\": [" + border.dash.map(number).joined(separator: ", ") + "]"
            }
            fields.append(text + "}")
        }
        if let shadow = appearance.effectiveShadow {
            fields.append(
                "\"shadow\": {\"color\": \(JSONString.quoted(shadow.color.description)), \"opacity\": \(number(shadow.opacity)), \"radius\": \(number(shadow.radius)), \"offset\": [\(number(shadow.offsetX)), \(number(shadow.offsetY))]}"
            )
        }
        if let elevation = appearance.elevation { fields.append("\"elevation\": \(number(elevation))") }
        if appearance.clipsToBounds { fields.append("\"clipsToBounds\": true") }
        if let mode = appearance.contentMode { fields.append("\"contentMode\": \(JSONString.quoted(mode))") }
        if let identifier = appearance.accessibilityID {
            fields.append("\"accessibilityId\": \(JSONString.quoted(identifier))")
        }
        if let text = view.text, let set = laidOut.text {
            fields.append("\"text\": \(self.text(text, set))")
        }
        let control = control(view.control)
        if !control.isEmpty { fields.append("\"control\": {\(control)}") }
        out += "{" + fields.joined(separator: ", ") + "}"
    }

    private static func text(_ text: TextContent, _ set: TextLayoutResult) -> String {
        var fields = [
            "\"role\": \(JSONString.quoted(text.role.rawValue))",
            "\"string\": \(JSONString.quoted(text.string))",
            "\"lines\": [" + set.lines.map(JSONString.quoted).joined(separator: ", ") + "]",
            "\"lineWidths\": [" + set.lineWidths.map(number).joined(separator: ", ") + "]",
        ]
        var font = "{\"family\": \(JSONString.quoted(text.family ?? "Inter"))"
        font += ", \"metrics\": \(JSONString.quoted(text.font.metrics.name))"
        font +=
            ", \"size\": \(number(set.font.size)), \"weight\": \(JSONString.quoted(text.font.weight.rawValue))"
        if let style = text.textStyle { font += ", \"textStyle\": \(JSONString.quoted(style.rawValue))" }
        font += ", \"ascent\": \(number(set.font.ascent)), \"descent\": \(number(set.font.descent))"
        font += ", \"lineHeight\": \(number(set.font.lineHeight))}"
        fields.append("\"font\": \(font)")
        fields.append("\"color\": \(JSONString.quoted(text.color.description))")
        fields.append("\"alignment\": \(JSONString.quoted(text.alignment.rawValue))")
        fields.append("\"maxLines\": \(text.lines)")
        fields.append("\"lineBreak\": \(JSONString.quoted(text.lineBreak.rawValue))")
        fields.append("\"height\": \(number(set.height))")
        fields.append("\"truncated\": \(set.isTruncated)")
        fields.append("\"scale\": \(number(set.scale))")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func control(_ control: ControlState) -> String {
        control.fields.map { key, value in
            let text: String
            switch value {
            case .string(let string): text = JSONString.quoted(string)
            case .boolean(let flag): text = "\(flag)"
            case .number(let value): text = number(value)
            case .integer(let value): text = "\(value)"
            case .strings(let items): text = "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]"
            case .color(let color): text = JSONString.quoted(color.description)
            }
            return "\"\(key)\": \(text)"
        }.joined(separator: ", ")
    }

    private static func gradient(_ gradient: Gradient) -> String {
        "{\"type\": \(JSONString.quoted(gradient.kind.rawValue)), \"start\": [\(number(gradient.start.x)), \(number(gradient.start.y))]"
            + ", \"end\": [\(number(gradient.end.x)), \(number(gradient.end.y))], \"colors\": ["
            + gradient.colors.map { JSONString.quoted($0.description) }.joined(separator: ", ") + "]}"
    }

    private static func rect(_ rect: Rect) -> String {
        "{\"x\": \(number(rect.x)), \"y\": \(number(rect.y)), \"width\": \(number(rect.width)), \"height\": \(number(rect.height))}"
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        "{\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), \"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}"
    }

    /// Every number of the output: rounded to 1/1000, no trailing zeros, no negative zero.
    public static func number(_ value: Double) -> String {
        LayoutFormat.number(value)
    }
}
