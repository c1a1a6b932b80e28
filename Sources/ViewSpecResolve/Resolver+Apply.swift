import Cassowary
import ViewSpecCore
import ViewSpecLanguage

/// The properties every kind shares, read from the merged layers into the view's typed
/// fields; the factory's `build` then does what is particular to its kind.
extension ResolverState {
    /// What reads the layers alone (the appearance, the size rules, how the text is set) comes
    /// from the kind's memo when the node's own layers leave it as the base layers make it.
    mutating func apply(
        _ layers: PropertyLayers, base: Int, factory: KindFactory, descriptor: KindDescriptor, node: ViewNode,
        document: Int, to view: inout ResolvedView
    ) {
        var input = FactoryInput(
            layers: layers, document: document,
            reader: ValueReader(bindings: bindings, documents: documents, direction: direction),
            textSizes: textSizes, rolesReadInCode: factory.rolesReadInCode)
        let appearance = input.memoised(kindBases[base].appearance) { Shared(Self.appearance(&$0)) }
        if let memo = appearance.memo { kindBases[base].appearance = memo }
        view.sharedAppearance = appearance.value

        let size = input.memoised(kindBases[base].size) { Self.size(&$0, descriptor: descriptor) }
        if let memo = size.memo { kindBases[base].size = memo }
        view.size = size.value
        view.size.width = view.size.width.map { Self.placed($0, at: view.range) }
        view.size.height = view.size.height.map { Self.placed($0, at: view.range) }

        if let text = factory.text {
            view.text = self.text(text, base: base, input: &input, node: node)
        }
        factory.build(&view, &input)
        diagnostics.append(contentsOf: input.reader.diagnostics)
    }

    private static func appearance(_ input: inout FactoryInput) -> Appearance {
        var appearance = Appearance()
        appearance.background = input.fill("background")
        appearance.tint = input.color("tint")
        appearance.alpha = input.number("alpha") ?? 1
        appearance.isHidden = input.boolean("hidden") ?? false
        appearance.cornerRadius = input.number("cornerRadius").map(CornerRadius.init)
        if let corners = input.strings("corners") {
            appearance.corners = Corner.allCases.filter { corners.contains($0.rawValue) }
        }
        if input.entry("border") != nil {
            let width = input.field("border", "width", as: { $0.number($1) }) ?? 1
            let color =
                input.field("border", "color", as: { $0.color($1) }) ?? RGBA(red: 0, green: 0, blue: 0)
            let dash = input.field("border", "dash") { reader, written in
                reader.items(written).compactMap { reader.number($0) }
            }
            if width > 0 { appearance.border = Border(width: width, color: color, dash: dash ?? []) }
        }
        if input.entry("shadow") != nil {
            let offset =
                input.field("shadow", "offset") { reader, written in
                    reader.items(written).compactMap { reader.number($0) }
                } ?? []
            appearance.shadow = Shadow(
                color: input.field("shadow", "color", as: { $0.color($1) })
                    ?? RGBA(red: 0, green: 0, blue: 0),
                opacity: input.field("shadow", "opacity", as: { $0.number($1) }) ?? 0.2,
                radius: input.field("shadow", "radius", as: { $0.number($1) }) ?? 4,
                offsetX: offset.first ?? 0, offsetY: offset.dropFirst().first ?? 2)
        }
        appearance.elevation = input.number("elevation")
        appearance.clipsToBounds = input.boolean("clipsToBounds") ?? false
        appearance.zIndex = input.number("zIndex") ?? 0
        appearance.contentMode = input.string("contentMode")
        appearance.accessibilityID = input.string("accessibilityId")
        appearance.accessibilityLabel = input.string("accessibilityLabel")
        appearance.isAccessibilityHidden = input.boolean("accessibilityHidden") ?? false
        appearance.overlapAllowed = input.string("overlap") == "allowed"
        return appearance
    }

    /// The size rules with a factory default's size values still at `.builtIn`: the caller
    /// places them at the view.
    private static func size(_ input: inout FactoryInput, descriptor: KindDescriptor) -> SizeRules {
        var size = SizeRules()
        if input.entry("frame") != nil,
            let x = input.field("frame", "x", as: { $0.number($1) }),
            let y = input.field("frame", "y", as: { $0.number($1) }),
            let width = input.field("frame", "width", as: { $0.number($1) }),
            let height = input.field("frame", "height", as: { $0.number($1) })
        {
            size.frame = Rect(x: x, y: y, width: width, height: height)
        }
        // `dashed` gives `width` another meaning: its line's.
        if descriptor.property("width")?.shape == PropertyGroup.sizeValue, let entry = input.entry("width") {
            size.width =
                sizeValue((entry.property.value, entry.frame), reader: &input.reader).map { [$0] } ?? []
        }
        if let entry = input.entry("height") {
            size.height =
                sizeValue((entry.property.value, entry.frame), reader: &input.reader).map { [$0] } ?? []
        }
        size.hugging = axisPriorities("hugging", &input, default: SizeRules.defaultHugging)
        size.compressionResistance = axisPriorities(
            "compressionResistance", &input, default: SizeRules.defaultCompressionResistance)
        return size
    }

    /// `hugging: 251` or `hugging: { horizontal: 251 }`.
    private static func axisPriorities(_ name: String, _ input: inout FactoryInput, default value: Priority)
        -> AxisPair<Priority>
    {
        guard let entry = input.entry(name) else { return AxisPair(value) }
        if case .object = entry.property.value.value {
            return AxisPair(
                horizontal: input.field(name, "horizontal", as: { $0.priority($1) }) ?? value,
                vertical: input.field(name, "vertical", as: { $0.priority($1) }) ?? value)
        }
        return AxisPair(input.reader.priority((entry.property.value, entry.frame)) ?? value)
    }

    /// A factory's size default has no place of its own: it is reported at the view.
    private static func placed(_ value: SizeValue, at range: SourceRange) -> SizeValue {
        guard value.range == .builtIn else { return value }
        var placed = value
        placed.range = range
        placed.isFactoryDefault = true
        return placed
    }

    /// `44`, `"50%"`, `">= 44"` or `"<= 300 @750"`.
    private static func sizeValue(_ written: ValueReader.Written, reader: inout ValueReader) -> SizeValue? {
        let (value, frame, _) = reader.substitute(written)
        let range = value.range
        switch value.value {
        case .number(let points):
            return SizeValue(amount: .points(points), range: range)
        case .length(let length):
            return reader.length(length, frame: frame).map { SizeValue(amount: .points($0), range: range) }
        case .string(let text):
            return Self.parseSize(text, range: range)
        default:
            return reader.number(written).map { SizeValue(amount: .points($0), range: range) }
        }
    }

    static func parseSize(_ text: String, range: SourceRange) -> SizeValue? {
        guard case .success(let size) = SizeText.parse(text) else { return nil }
        let amount: SizeValue.Amount =
            switch size.amount {
            case .points(let points): .points(points)
            case .fractionOfParent(let fraction): .fractionOfParent(fraction)
            }
        return SizeValue(relation: size.relation, amount: amount, priority: size.priority, range: range)
    }

    // MARK: Text

    private mutating func text(
        _ spec: KindFactory.TextSpec, base: Int, input: inout FactoryInput, node: ViewNode
    ) -> TextContent {
        var string = input.string(spec.property) ?? ""
        var role = spec.role
        var range = input.entry(spec.property)?.property.value.range ?? node.range
        var isPlaceholder = false
        if string.isEmpty, let placeholder = spec.placeholder {
            string = input.string(placeholder.property) ?? ""
            role = .placeholder
            range = input.entry(placeholder.property)?.property.value.range ?? node.range
            isPlaceholder = true
        }
        if range == .builtIn { range = node.range }
        let colorProperty =
            isPlaceholder ? spec.placeholder?.colorProperty ?? spec.colorProperty : spec.colorProperty
        let known = isPlaceholder ? kindBases[base].placeholderSetting : kindBases[base].textSetting
        let setting = input.memoised(known) {
            Shared(textSetting(&$0, colorProperty: colorProperty, largeTitle: spec.largeTitle))
        }
        if let memo = setting.memo {
            if isPlaceholder {
                kindBases[base].placeholderSetting = memo
            } else {
                kindBases[base].textSetting = memo
            }
        }
        let content = TextContent(string: string, role: role, setting: setting.value, range: range)
        missingGlyphs.note(content)
        return content
    }

    /// How the text is set: everything but the text itself, read from the layers alone.
    ///
    /// `largeTitle` names the kind's large-title switch (`KindFactory.TextSpec.largeTitle`).
    private mutating func textSetting(_ input: inout FactoryInput, colorProperty: String, largeTitle: String?)
        -> TextContent.Setting
    {
        // The later of `textStyle` and `font.textStyle` wins.
        let styleNames = TextStyle.names
        let ownStyle = input.lastEntry("textStyle")
        let fontStyle = input.lastEntry("font") {
            guard case .object(let pairs) = $0.property.value.value else { return false }
            return pairs.contains { $0.name.value == "textStyle" }
        }
        var textStyle: TextStyle?
        if let fontStyle, fontStyle > (ownStyle ?? -1) {
            textStyle = input.field("font", "textStyle", as: { $0.word($1, cases: styleNames) })
                .flatMap(TextStyle.init)
        } else if ownStyle != nil {
            textStyle = input.word("textStyle", styleNames).flatMap(TextStyle.init)
        }
        // A large title is UIKit's largeTitle style in bold; what a spec writes itself still wins.
        let isLargeTitle = largeTitle.map { input.boolean($0) == true } ?? false
        if isLargeTitle && textStyle == nil { textStyle = .largeTitle }
        var weight =
            input.field("font", "weight", as: { $0.word($1, cases: FontWeight.names) })
            .flatMap(FontWeight.init) ?? textStyle?.weight ?? .regular
        if isLargeTitle && !input.writtenAboveBase("font", "weight") { weight = .bold }
        var size = textStyle?.size(at: contentSize) ?? 17
        if !isLargeTitle || input.writtenAboveBase("font", "size"),
            let fixed = input.field("font", "size", as: { $0.number($1) })
        {
            // UIKit's rule: a size written with a text style in the same layer or above it is that
            // style's size scaled to it (UIFontMetrics); a size alone is a fixed font, which
            // Dynamic Type does not change, whatever style the layers below it name.
            let sizeLayer = input.lastEntry("font") {
                guard case .object(let pairs) = $0.property.value.value else { return false }
                return pairs.contains { $0.name.value == "size" }
            }
            let styleLayer = [fontStyle, ownStyle].compactMap { $0 }.max()
            if let sizeLayer,
                styleLayer.map({ $0 < sizeLayer && !input.sameLayer($0, sizeLayer) }) ?? true
            {
                textStyle = nil
            }
            size =
                textStyle.map { fixed * $0.size(at: contentSize) / $0.size(at: .large) } ?? fixed
        }
        let familyEntry = input.written("font", "family")
        let written = familyEntry.flatMap { input.reader.string($0) }
        let metrics = metrics(
            family: written, weight: weight, range: familyEntry?.value.range,
            diagnostics: &input.reader.diagnostics)
        // With `--font`, text that names no font file is measured in that font: say so.
        let family = written ?? options.font?.name
        let font = Font(metrics: metrics, size: Font.rounded(size), weight: weight)

        let lines = max(0, input.integer("lines") ?? 0)
        let lineBreak = input.word("lineBreak", LineBreakMode.names).flatMap(
            LineBreakMode.init)
        var minimumScale: Double?
        if let entry = input.entry("shrinkToFit") {
            let (value, _, _) = input.reader.substitute((entry.property.value, entry.frame))
            switch value.value {
            case .boolean(true): minimumScale = TextLayout.defaultMinimumScale
            case .number(let scale): minimumScale = scale
            default: minimumScale = nil
            }
        }
        var gradient: Gradient?
        var color = RGBA(red: 0, green: 0, blue: 0)
        switch input.fill(colorProperty) {
        case .color(let written): color = written
        case .gradient(let written):
            gradient = written
            color = written.flatColor
        case nil: break
        }
        return TextContent.Setting(
            font: font, textStyle: textStyle, family: family, color: color, gradient: gradient,
            alignment: isLargeTitle && !input.setAboveBase("alignment")
                ? .natural
                : input.word("alignment", TextContent.Alignment.names).flatMap(TextContent.Alignment.init)
                    ?? .left,
            lines: lines, lineBreak: lineBreak ?? .truncateTail, minimumScale: minimumScale)
    }

    /// The metrics for `family`: a font file's, the `--font` file's, or the built-in Inter's;
    /// what goes wrong is reported in `diagnostics`, in order with the node's other reports.
    mutating func metrics(
        family: String?, weight: FontWeight, range: SourceRange?, diagnostics: inout DiagnosticBag
    ) -> FontMetrics {
        guard let family, !family.isEmpty, family != "Inter" else { return options.font ?? .builtin(weight) }
        let lowered = family.lowercased()
        guard lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc") else {
            if let range { diagnostics.warning(.unknownFontFamily(family), at: range) }
            return options.font ?? .builtin(weight)
        }
        if let loaded = loadedFonts.first(where: { $0.path == family }) {
            return loaded.metrics ?? options.font ?? .builtin(weight)
        }
        var metrics: FontMetrics?
        if let load = options.loadFont, let range {
            switch load(family, range) {
            case .success(let loaded): metrics = loaded
            case .failure(let failure):
                diagnostics.error(.fontFileUnusable(family, reason: failure.description), at: range)
            }
        } else if let range {
            diagnostics.error(.fontFileUnusable(family, reason: "this run reads no other files"), at: range)
        }
        loadedFonts.append((family, metrics))
        return metrics ?? options.font ?? .builtin(weight)
    }
}
