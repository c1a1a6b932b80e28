import ViewSpecCore
import ViewSpecSyntax

/// Turns a parsed document into a typed `Spec`, reporting every problem it finds.
package enum SpecDecoder {
    /// Decodes the document at `root`; reports every problem and carries on past it, so one run
    /// shows all of a file's problems.
    ///
    /// - Returns: The spec, or nil when the document is not a mapping or has no usable
    ///   `viewspec` version (nothing else can be trusted then).
    package static func decode(_ root: SyntaxNode, diagnostics: inout DiagnosticBag) -> Spec? {
        var reader = SpecReader(diagnostics: diagnostics)
        let spec = reader.document(root)
        diagnostics = reader.decoder.diagnostics
        return spec
    }
}

extension SpecReader {
    mutating func document(_ root: SyntaxNode) -> Spec? {
        guard let allPairs = decoder.mapping(root, "the spec") else { return nil }
        guard let version = version(allPairs, root: root) else { return nil }
        let pairs = decoder.checkKeys(allPairs, allowed: SpecShapes.document.keys, in: "the spec")
        var spec = Spec(version: version, range: root.range)

        // Components first: nodes anywhere may use them, above or below their declaration.
        if let node = pairs.value(for: "components") {
            spec.components = components(node)
        }
        for pair in pairs {
            let key = pair.key.text ?? ""
            let node = pair.value
            switch key {
            case "name": spec.name = decoder.string(node, "name").map { Located($0, range: node.range) }
            case "description":
                spec.description = decoder.string(node, "description").map { Located($0, range: node.range) }
            case "device": spec.devices = devices(node)
            case "options": spec.options = options(node)
            case "matrix": spec.matrix = matrix(node)
            case "palettes": spec.palettes = palettes(node)
            case "palette":
                spec.selectedPalette = decoder.string(node, "palette").map { Located($0, range: node.range) }
            case "tokens": spec.tokens = tokens(node)
            case "styles": spec.styles = styles(node)
            case "root": spec.root = decodeNode(node)
            case "constraints": spec.constraints = decoder.decodeTopLevelConstraints(node)
            default: break
            }
        }
        let views = pairs.first { $0.key.text == "views" }
        let hierarchy = pairs.first { $0.key.text == "hierarchy" }
        let hasRoot = pairs.contains { $0.key.text == "root" }
        if hasRoot, let other = views ?? hierarchy {
            decoder.error(.conflictingKeys("root", other.key.text ?? "", in: "the spec"), at: other.key.range)
        } else if let present = views ?? hierarchy {
            for (pair, missing) in [(views, "hierarchy"), (hierarchy, "views")] where pair == nil {
                decoder.error(.missingKey(missing, in: "the flat form"), at: present.key.range)
            }
            if let views, let hierarchy {
                let flat = flatHierarchy(views: views, hierarchy: hierarchy)
                spec.flat = flat
                spec.root = Self.normalise(flat)
            }
        } else if !hasRoot {
            decoder.error(.missingRoot, at: root.range)
        }
        return spec
    }

    /// `viewspec: 1`, required and first.
    private mutating func version(_ pairs: [SyntaxNode.Pair], root: SyntaxNode) -> Located<Int>? {
        guard let index = pairs.firstIndex(where: { $0.key.text == "viewspec" }) else {
            let start = SourceRange(fileID: root.range.fileID, at: root.range.lower)
            decoder.error(.missingVersion, at: start)
            return nil
        }
        let pair = pairs[index]
        if index != 0 {
            decoder.error(.versionNotFirst, at: pair.key.range)
        }
        guard let value = decoder.integer(pair.value, "viewspec"), let text = pair.value.text else {
            return nil
        }
        guard value == SpecShapes.supportedVersion else {
            decoder.error(.unsupportedVersion(text), at: pair.value.range)
            return nil
        }
        return Located(value, range: pair.value.range)
    }

    // MARK: Devices and options

    private mutating func devices(_ node: SyntaxNode) -> [DeviceSpec] {
        decoder.oneOrMany(node).flatMap { item -> [DeviceSpec] in
            // A group (`iphones`) is its presets, each at the group's name.
            if let name = item.scalar?.text, let presets = DevicePreset.group(name) {
                return presets.map {
                    DeviceSpec(source: .preset(Located($0, range: item.range)), range: item.range)
                }
            }
            return device(item).map { [$0] } ?? []
        }
    }

    private mutating func device(_ node: SyntaxNode) -> DeviceSpec? {
        if let name = node.scalar?.text {
            guard DevicePreset.lookup(name) != nil else {
                let suggestion = Suggestion.closest(to: name, in: DevicePreset.deviceAndGroupNames)
                decoder.error(.unknownDevice(name, suggestion: suggestion), at: node.range)
                return nil
            }
            return DeviceSpec(source: .preset(Located(name, range: node.range)), range: node.range)
        }
        guard let pairs = decoder.mapping(node, "device") else { return nil }
        let shape = SpecShapes.device
        var preset: Located<String>?
        var name: Located<String>?
        var width: Located<Double>?
        var height: Located<Double>?
        var result = DeviceSpec(source: .custom(name: nil, width: nil, height: nil), range: node.range)
        for pair in decoder.checkKeys(pairs, allowed: shape.keys, in: "'device'") {
            let key = pair.key.text ?? ""
            let value = pair.value
            switch key {
            case "preset":
                guard let text = decoder.string(value, "preset") else { continue }
                guard DevicePreset.lookup(text) != nil else {
                    let suggestion = Suggestion.closest(to: text, in: DevicePreset.deviceNames)
                    decoder.error(.unknownDevice(text, suggestion: suggestion), at: value.range)
                    return nil
                }
                preset = Located(text, range: value.range)
            case "name": name = decoder.string(value, "name").map { Located($0, range: value.range) }
            case "width":
                width = decoder.number(value, "width", in: 1...100_000).map {
                    Located($0, range: value.range)
                }
            case "height":
                height = decoder.number(value, "height", in: 1...100_000).map {
                    Located($0, range: value.range)
                }
            case "orientation":
                let cases = DeviceSpec.Orientation.allCases.map(\.rawValue)
                result.orientation = decoder.enumeration(value, "orientation", cases: cases)
                    .flatMap(DeviceSpec.Orientation.init(rawValue:)).map { Located($0, range: value.range) }
            case "safeArea":
                result.safeArea = insets(value, "safeArea").map { Located($0, range: value.range) }
            case "keyboard":
                result.keyboard = decoder.boolean(value, "keyboard").map { Located($0, range: value.range) }
            default: break
            }
        }
        if let preset {
            for (key, located) in [("width", width?.range), ("height", height?.range)] {
                if let located { decoder.error(.conflictingKeys("preset", key, in: "'device'"), at: located) }
            }
            if let keyboard = result.keyboard, keyboard.value,
                DevicePreset.lookup(preset.value)?.preset.isLandscapeOnly == true
            {
                decoder.error(.noSoftwareKeyboard(preset.value), at: keyboard.range)
                result.keyboard = nil
            }
            if let orientation = result.orientation, orientation.value == .portrait,
                DevicePreset.lookup(preset.value).map({ $0.turned || $0.preset.isLandscapeOnly }) == true
            {
                decoder.error(.invalidOrientation(preset: preset.value), at: orientation.range)
                result.orientation = nil
            }
            result.source = .preset(preset)
        } else {
            for (key, present) in [
                ("width", pairs.value(for: "width")), ("height", pairs.value(for: "height")),
            ]
            where present == nil {
                decoder.error(.missingKey(key, in: "a custom device"), at: node.range)
            }
            result.source = .custom(name: name, width: width, height: height)
        }
        return result
    }

    /// `matrix: { contentSize: [large, AX5], appearance: all, direction: [ltr, rtl] }`: each
    /// dimension one value, a list of values, or `all`.
    private mutating func matrix(_ node: SyntaxNode) -> SpecMatrix? {
        guard let pairs = decoder.mapping(node, "matrix") else { return nil }
        var matrix = SpecMatrix(range: node.range)
        for pair in decoder.checkKeys(pairs, allowed: SpecShapes.matrix.keys, in: "'matrix'") {
            let key = pair.key.text ?? ""
            switch key {
            case "contentSize":
                matrix.contentSizes = values(pair.value, key, cases: SpecOptions.contentSizes).map { names in
                    names.compactMap(ContentSizeCategory.init(rawValue:))
                }
            case "appearance":
                matrix.appearances = values(pair.value, key, cases: ColorAppearance.allCases.map(\.rawValue))
                    .map {
                        names in names.compactMap(ColorAppearance.init(rawValue:))
                    }
            case "direction":
                matrix.directions = values(pair.value, key, cases: SpecMatrix.directionNames).map { names in
                    names.compactMap(LayoutDirection.init(commandLine:))
                }
            default: break
            }
        }
        return matrix
    }

    /// One of `cases`, a non-empty list of them, or `all` (every case); nil after reporting.
    private mutating func values(_ node: SyntaxNode, _ what: String, cases: [String]) -> [String]? {
        if node.scalar != nil, node.text == SpecMatrix.all { return cases }
        let items = decoder.oneOrMany(node)
        guard !items.isEmpty else {
            decoder.error(
                .wrongType(expected: "a value, a list of values or 'all'", found: "an empty list", for: what),
                at: node.range)
            return nil
        }
        var values: [String] = []
        for item in items {
            guard let value = decoder.enumeration(item, what, cases: cases + [SpecMatrix.all]) else {
                return nil
            }
            values += value == SpecMatrix.all ? cases : [value]
        }
        return values
    }

    private mutating func options(_ node: SyntaxNode) -> SpecOptions {
        var options = SpecOptions(range: node.range)
        guard let pairs = decoder.mapping(node, "options") else { return options }
        for property in properties(pairs, of: node, shape: SpecShapes.options, context: "'options'") {
            let range = property.value.range
            switch (property.name.value, property.value.value) {
            case ("direction", .enumeration(let text)):
                options.direction = SpecOptions.Direction(rawValue: text).map { Located($0, range: range) }
            case ("autoPriorities", .boolean(let flag)): options.autoPriorities = Located(flag, range: range)
            case ("standardSpacing", .length(let length)):
                options.standardSpacing = Located(length, range: range)
            case ("superviewSpacing", .length(let length)):
                options.superviewSpacing = Located(length, range: range)
            case ("contentSize", .enumeration(let text)): options.contentSize = Located(text, range: range)
            case ("appearance", .enumeration(let text)):
                options.appearance = ColorAppearance(rawValue: text).map { Located($0, range: range) }
            case ("idiom", .enumeration(let text)):
                options.idiom = DeviceIdiom(rawValue: text).map { Located($0, range: range) }
            case ("audits", .object(let audits)):
                for entry in audits {
                    let range = entry.value.range
                    switch (entry.name.value, entry.value.value) {
                    case ("minimumTapTarget", .number(let points)):
                        options.minimumTapTarget = Located(points, range: range)
                    case ("contrast", .enumeration(let level)):
                        options.contrast = AuditOptions.ContrastLevel(rawValue: level).map {
                            Located($0, range: range)
                        }
                    case ("minimumTextSize", .number(let points)):
                        options.minimumTextSize = Located(points, range: range)
                    default: break
                    }
                }
            default: break
            }
        }
        return options
    }

    // MARK: Palettes and tokens

    private mutating func palettes(_ node: SyntaxNode) -> [PaletteDecl] {
        guard let pairs = decoder.mapping(node, "palettes") else { return [] }
        var result: [PaletteDecl] = []
        for pair in pairs {
            let name = Located(pair.key.text ?? "", range: pair.key.range)
            guard let entries = decoder.mapping(pair.value, "palette '\(name.value)'") else { continue }
            var palette = PaletteDecl(
                name: name, overrides: [], range: pair.key.range.through(pair.value.range))
            for entry in entries {
                let key = entry.key.text ?? ""
                if key == "extends" {
                    palette.extends = decoder.string(entry.value, "extends").map {
                        Located($0, range: entry.value.range)
                    }
                } else if let variants = entry.value.mapping {
                    // `{ light: …, dark: … }`: a dynamic role, one colour per appearance.
                    let light = variants.value(for: "light").flatMap { node in
                        color(node, key + ".light").map { Located($0, range: node.range) }
                    }
                    let dark = variants.value(for: "dark").flatMap { node in
                        color(node, key + ".dark").map { Located($0, range: node.range) }
                    }
                    _ = decoder.checkKeys(variants, allowed: ["light", "dark"], in: "'\(key)'")
                    for (variant, present) in [
                        ("light", variants.value(for: "light")), ("dark", variants.value(for: "dark")),
                    ]
                    where present == nil {
                        decoder.error(
                            .missingKey(variant, in: "the dynamic role '\(key)'"), at: entry.value.range)
                    }
                    if let light, let dark {
                        palette.overrides.append(
                            .init(role: Located(key, range: entry.key.range), color: light, dark: dark))
                    }
                } else if let color = color(entry.value, key) {
                    // Unknown role names are kept: the checker reports them with a did-you-mean.
                    palette.overrides.append(
                        .init(
                            role: Located(key, range: entry.key.range),
                            color: Located(color, range: entry.value.range)))
                }
            }
            result.append(palette)
        }
        return result
    }

    private mutating func tokens(_ node: SyntaxNode) -> [TokenDecl] {
        guard let pairs = decoder.mapping(node, "tokens") else { return [] }
        var result: [TokenDecl] = []
        for pair in decoder.checkKeys(pairs, allowed: SpecShapes.tokens.keys, in: "'tokens'") {
            guard let group = TokenDecl.Group(rawValue: pair.key.text ?? ""),
                let entries = decoder.mapping(pair.value, group.rawValue)
            else { continue }
            for entry in entries {
                let name = Located(entry.key.text ?? "", range: entry.key.range)
                let value: TokenDecl.Value?
                switch group {
                case .padding, .length:
                    value = decoder.number(entry.value, name.value).map(TokenDecl.Value.points)
                case .elevation:
                    value = decoder.number(entry.value, name.value, in: 0...1000).map(TokenDecl.Value.points)
                case .color: value = color(entry.value, name.value).map(TokenDecl.Value.color)
                case .gradient:
                    value = gradient(entry.value, what: name.value).flatMap {
                        if case .object(let properties) = $0.value {
                            TokenDecl.Value.gradient(properties)
                        } else {
                            nil
                        }
                    }
                }
                if let value {
                    result.append(
                        TokenDecl(group: group, name: name, value: Located(value, range: entry.value.range)))
                }
            }
        }
        return result
    }

    // MARK: Styles

    private mutating func styles(_ node: SyntaxNode) -> [StyleDecl] {
        guard let pairs = decoder.mapping(node, "styles") else { return [] }
        var result: [StyleDecl] = []
        for pair in pairs {
            let key = pair.key.text ?? ""
            let selector: StyleDecl.Selector
            var kinds: [KindDescriptor]
            if key.hasPrefix(".") {
                selector = .named(String(key.dropFirst()))
                kinds = KindCatalog.all
            } else if KindCatalog.kinds(inFamily: key).count > 1 {
                // `button` and `label` are kinds and families; as style keys they mean the family.
                selector = .family(key)
                kinds = KindCatalog.kinds(inFamily: key)
            } else if let kind = KindCatalog.kind(named: key) {
                selector = .kind(key)
                kinds = [kind]
            } else {
                selector = .unknown(key)
                kinds = KindCatalog.all
            }
            let anyKind: Bool
            switch selector {
            case .named, .unknown: anyKind = true
            case .kind, .family: anyKind = false
            }
            var shape = ObjectShape(
                anyKind ? SpecShapes.anyKindStyleProperties : SpecShapes.styleProperties(for: kinds))
            if case .named = selector {
                shape.properties.insert(
                    PropertyShape("extends", .string, "a named style this one builds on"), at: 0)
            }
            guard let entries = decoder.mapping(pair.value, "style '\(key)'") else { continue }
            var style = StyleDecl(
                selector: selector, key: Located(key, range: pair.key.range), properties: [],
                range: pair.key.range.through(pair.value.range))
            // Listing what every kind takes would bury the message: only a kind's or a family's.
            let ownKeys: [String]? =
                switch selector {
                case .kind, .family: KindCatalog.ownKeys(of: kinds)
                case .named, .unknown: nil
                }
            for property in properties(
                entries, of: pair.value, shape: shape, context: "style '\(key)'", ownKeys: ownKeys)
            {
                if property.name.value == "extends", case .named = selector,
                    case .string(let base) = property.value.value
                {
                    style.extends = Located(
                        base.hasPrefix(".") ? String(base.dropFirst()) : base, range: property.value.range)
                } else {
                    style.properties.append(property)
                }
            }
            result.append(style)
        }
        return result
    }
}
