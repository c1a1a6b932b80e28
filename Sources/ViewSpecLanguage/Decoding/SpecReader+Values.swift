import ViewSpecCore
import ViewSpecSyntax

/// Decoding a value by its `ValueShape`: the one function every property goes through, so a
/// shape means the same thing wherever it appears.
extension SpecReader {
    /// `$name` (the whole scalar), or nil.
    static func referenceName(_ node: SyntaxNode) -> String? {
        guard let scalar = node.scalar,
            scalar.style == .plain || scalar.style == .singleQuoted
                || scalar.style == .doubleQuoted
        else { return nil }
        // Bytes rather than Unicode properties: every scalar value of a spec is asked this.
        let text = scalar.text
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "$"), let first = bytes.next(), isASCIILetter(first) else {
            return nil
        }
        while let byte = bytes.next() {
            guard isASCIILetter(byte) || isASCIIDigit(byte) || byte == UInt8(ascii: "_") else { return nil }
        }
        return String(text.dropFirst())
    }

    mutating func decodeValue(_ node: SyntaxNode, shape: ValueShape, what: String) -> PropertyValue? {
        if let name = Self.referenceName(node) {
            return PropertyValue(reference(name, shape: shape, range: node.range), range: node.range)
        }
        switch shape {
        case .string:
            guard let text = decoder.string(node, what) else { return nil }
            return PropertyValue(interpolation(text, range: node.range), range: node.range)
        case .pattern(let pattern, let example):
            guard let text = decoder.string(node, what) else { return nil }
            guard matches(text, pattern) else {
                decoder.error(.invalidValue(text, for: what, expected: "e.g. '\(example)'"), at: node.range)
                return nil
            }
            guard checkNumberInPattern(text, pattern, node: node, what: what) else { return nil }
            return PropertyValue(.string(text), range: node.range)
        case .number(let minimum, let maximum):
            guard let value = decoder.number(node, what) else { return nil }
            guard checkRange(value, minimum: minimum, maximum: maximum, node: node, what: what) else {
                return nil
            }
            return PropertyValue(.number(value), range: node.range)
        case .integer(let minimum, let maximum):
            guard let value = decoder.integer(node, what) else { return nil }
            guard
                checkRange(
                    Double(value), minimum: minimum.map(Double.init), maximum: maximum.map(Double.init),
                    node: node, what: what)
            else { return nil }
            return PropertyValue(.number(Double(value)), range: node.range)
        case .boolean:
            return decoder.boolean(node, what).map { PropertyValue(.boolean($0), range: node.range) }
        case .enumeration(let cases):
            return decoder.enumeration(node, what, cases: cases).map {
                PropertyValue(.enumeration($0), range: node.range)
            }
        case .color:
            return color(node, what).map { PropertyValue(.color($0), range: node.range) }
        case .length:
            return length(node, what).map { PropertyValue(.length($0), range: node.range) }
        case .reference(let name):
            if name == SpecShapes.nodeName {
                return decodeNode(node).map { PropertyValue(.node($0), range: node.range) }
            }
            if name == SpecShapes.insetsName {
                return insets(node, what).map { PropertyValue(.insets($0), range: node.range) }
            }
            if name == SpecShapes.gradientName {
                return gradient(node, what: what)
            }
            guard let definition = SpecShapes.definition(name) else {
                return anything(node)
            }
            return decodeValue(node, shape: definition, what: what)
        case .list(let item):
            guard let items = decoder.sequence(node, what) else { return nil }
            if item == .reference(SpecShapes.nodeName) {
                return PropertyValue(.nodes(decodeNodes(items)), range: node.range)
            }
            let values = items.compactMap { decodeValue($0, shape: item, what: what) }
            return PropertyValue(.list(values), range: node.range)
        case .oneOf(let alternatives):
            return oneOf(node, alternatives, what: what)
        case .object(let object):
            guard let pairs = decoder.mapping(node, what) else { return nil }
            return PropertyValue(
                .object(properties(pairs, of: node, shape: object, context: "'\(what)'")), range: node.range)
        case .dictionary(let value):
            guard let pairs = decoder.mapping(node, what) else { return nil }
            var result: [Property] = []
            for pair in pairs {
                let key = pair.key.text ?? ""
                if let decoded = decodeValue(pair.value, shape: value, what: key) {
                    result.append(Property(name: Located(key, range: pair.key.range), value: decoded))
                }
            }
            return PropertyValue(.object(result), range: node.range)
        case .anything:
            return anything(node)
        }
    }

    /// The keys of an object shape decoded in document order; unknown keys reported with a
    /// did-you-mean over the shape's keys, missing required keys at the mapping.
    mutating func properties(
        _ pairs: [SyntaxNode.Pair], of node: SyntaxNode, shape: ObjectShape, context: String,
        ownKeys: [String]? = nil
    )
        -> [Property]
    {
        var result: [Property] = []
        for pair in decoder.checkKeys(pairs, allowed: shape.keys, in: context, ownKeys: ownKeys) {
            let key = pair.key.text ?? ""
            guard let property = shape.property(key),
                let value = decodeValue(pair.value, shape: property.shape, what: key)
            else { continue }
            result.append(Property(name: Located(key, range: pair.key.range), value: value))
        }
        for key in shape.required where pairs.value(for: key) == nil {
            decoder.error(.missingKey(key, in: context), at: node.range)
        }
        return result
    }

    /// `$name`: a parameter of the component body or a field of the cell around it, otherwise
    /// a token of the kind the shape expects.
    private func reference(_ name: String, shape: ValueShape, range: SourceRange) -> Value {
        // The checker reports names that are neither.
        if readsAsParameter(name) { return .parameter(name) }
        return tokenReference(name, shape: shape, range: range)
    }

    private func tokenReference(_ name: String, shape: ValueShape, range: SourceRange) -> Value {
        switch shape {
        case .color: return .color(.token(name))
        case .length: return .length(.reference(name, range))
        case .reference(let definition):
            if definition == SpecShapes.insetsName { return .insets(.all(.reference(name, range))) }
            if let resolved = SpecShapes.definition(definition) {
                return tokenReference(name, shape: resolved, range: range)
            }
            return .token(name)
        case .oneOf(let alternatives):
            if alternatives.contains(.length) { return .length(.reference(name, range)) }
            if alternatives.contains(.color) { return .color(.token(name)) }
            for alternative in alternatives {
                if case .reference = alternative {
                    return tokenReference(name, shape: alternative, range: range)
                }
            }
            return .token(name)
        default: return .token(name)
        }
    }

    /// Splits `${name}` parts out of a string; a string without them stays a plain string.
    mutating func interpolation(_ text: String, range: SourceRange) -> Value {
        guard Self.containsInterpolation(text) else { return .string(text) }
        var segments: [StringSegment] = []
        var literal = ""
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "$", i + 1 < scalars.count, scalars[i + 1] == "{" else {
                literal.unicodeScalars.append(scalars[i])
                i += 1
                continue
            }
            guard let end = scalars[(i + 2)...].firstIndex(of: "}") else {
                decoder.error(.invalidInterpolation(text), at: range)
                return .string(text)
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[(i + 2)..<end])
            let trimmed = String(name.trimmingSpaces)
            guard !trimmed.isEmpty else {
                decoder.error(.invalidInterpolation(text), at: range)
                return .string(text)
            }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
            segments.append(.reference(trimmed))
            i = end + 1
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return .interpolated(segments)
    }

    /// Whether `text` has a `${`; a byte scan, as most strings have none and the generic
    /// substring search would be a measurable part of decoding.
    static func containsInterpolation(_ text: String) -> Bool {
        // Over the contiguous bytes when the string has them (native and small strings do):
        // stepping a `String.UTF8View` iterator costs several times as much per byte, and every
        // string value of a spec is scanned.
        let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count > 1 else { return false }
            for i in 1..<bytes.count
            where bytes[i] == UInt8(ascii: "{") && bytes[i - 1] == UInt8(ascii: "$") {
                return true
            }
            return false
        }
        if let contiguous { return contiguous }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "$"), byte == UInt8(ascii: "{") { return true }
            previous = byte
        }
        return false
    }

    private mutating func checkRange(
        _ value: Double, minimum: Double?, maximum: Double?, node: SyntaxNode, what: String
    ) -> Bool {
        if let minimum, value < minimum {
            let upper = maximum.map(NumberText.plain) ?? ""
            decoder.error(
                .outOfRange(node.text ?? "", for: what, range: "\(NumberText.plain(minimum))...\(upper)"),
                at: node.range)
            return false
        }
        if let maximum, value > maximum {
            let lower = minimum.map(NumberText.plain) ?? ""
            decoder.error(
                .outOfRange(node.text ?? "", for: what, range: "\(lower)...\(NumberText.plain(maximum))"),
                at: node.range)
            return false
        }
        return true
    }

    /// The number inside a size string (`>= 44`, `50%`) is held to the spec's range like any
    /// other, and a percentage, a fraction of the parent, to the multipliers' range.
    private mutating func checkNumberInPattern(
        _ text: String, _ pattern: String, node: SyntaxNode, what: String
    )
        -> Bool
    {
        guard Self.isSizePattern(pattern) else { return true }
        switch SizeText.parse(text) {
        case .failure(.percentOutOfRange):
            decoder.error(.multiplierOutOfRange(text), at: node.range)
            return false
        case .failure(.numberOutOfRange):
            decoder.error(.outOfRange(text, for: what, range: SpecNumber.rangeText), at: node.range)
            return false
        case .success, .failure(.malformed):
            return true
        }
    }

    static func isSizePattern(_ pattern: String) -> Bool {
        pattern == SpecShapes.percentPattern || pattern == SpecShapes.relationPattern
    }

    // MARK: Specific values

    mutating func length(_ node: SyntaxNode, _ what: String) -> Length? {
        if let name = Self.referenceName(node) {
            return .reference(name, node.range)
        }
        if let scalar = node.scalar, scalar.isPlain {
            switch SpecNumber.read(scalar.text) {
            case .number(let value): return .points(value)
            case .outOfRange:
                decoder.numberOutOfRange(node, what)
                return nil
            case .notANumber: break
            }
        }
        decoder.error(
            .wrongType(expected: "a number or a padding token ('$name')", found: node.shapeName, for: what),
            at: node.range)
        return nil
    }

    mutating func color(_ node: SyntaxNode, _ what: String) -> ColorValue? {
        if let name = Self.referenceName(node) { return .token(name) }
        if Self.isDynamicColor(node), let variants = node.mapping {
            // `{ light: …, dark: … }`: a dynamic colour; each side is a colour of one appearance.
            // Another mapping is not a colour at all (a gradient where only a colour goes).
            _ = decoder.checkKeys(variants, allowed: ["light", "dark"], in: "'\(what)'")
            var sides: [ColorValue] = []
            for side in ["light", "dark"] {
                guard let sideNode = variants.value(for: side) else {
                    decoder.error(.missingKey(side, in: "the dynamic colour '\(what)'"), at: node.range)
                    return nil
                }
                guard sideNode.mapping == nil else {
                    decoder.error(
                        .wrongType(
                            expected: "a colour of one appearance", found: sideNode.shapeName,
                            for: what + "." + side),
                        at: sideNode.range)
                    return nil
                }
                guard let color = color(sideNode, what + "." + side) else { return nil }
                sides.append(color)
            }
            return .dynamic(light: sides[0], dark: sides[1])
        }
        guard let scalar = node.scalar,
            !(scalar.isPlain && (scalar.text.isEmpty || scalar.text == "null" || scalar.text == "~"))
        else {
            decoder.error(
                .wrongType(
                    expected: "a colour (quote literals: \"#RRGGBB\")", found: node.shapeName, for: what),
                at: node.range)
            return nil
        }
        let text = scalar.text
        switch ColorLiteral.parse(text) {
        case .color(let rgba): return .rgba(rgba)
        case .invalid(let reason):
            decoder.error(.invalidColor(text, reason: reason), at: node.range)
            return nil
        case .notALiteral:
            // Over the table itself: `RGBA.names` builds a new array on every call.
            if RGBA.named.contains(where: { $0.name == text }) { return .named(text) }
            guard let first = text.utf8.first, Self.isASCIILetter(first),
                text.utf8.allSatisfy({ Self.isASCIILetter($0) || Self.isASCIIDigit($0) })
            else {
                decoder.error(
                    .invalidColor(
                        text,
                        reason:
                            "expected a palette role, a colour token ('$name'), a colour name or a literal"),
                    at: node.range)
                return nil
            }
            return .role(text)
        }
    }

    /// A length (all sides), `[vertical, horizontal]`, `[top, left, bottom, right]` or a mapping
    /// of sides.
    mutating func insets(_ node: SyntaxNode, _ what: String) -> Insets? {
        switch node.kind {
        case .scalar:
            return length(node, what).map(Insets.all)
        case .sequence(let items):
            let lengths = items.map { length($0, what) }
            guard lengths.count == 2 || lengths.count == 4 else {
                decoder.error(.invalidInsets(count: items.count), at: node.range)
                return nil
            }
            let read = lengths.compactMap { $0 }
            guard read.count == lengths.count else { return nil }
            return Insets.list(read)
        case .mapping(let pairs):
            let sides = ["top", "left", "bottom", "right", "leading", "trailing"]
            var written: [(name: String, length: Length)] = []
            for pair in decoder.checkKeys(pairs, allowed: sides, in: "'\(what)'") {
                let key = pair.key.text ?? ""
                guard let value = length(pair.value, key) else { continue }
                written.append((key, value))
            }
            let insets = Insets.sides(written)
            for (physical, directional) in [
                ("left", "leading"), ("right", "trailing"), ("left", "trailing"), ("right", "leading"),
            ]
            where pairs.value(for: physical) != nil && pairs.value(for: directional) != nil {
                decoder.error(.conflictingKeys(physical, directional, in: "'\(what)'"), at: node.range)
            }
            return insets
        }
    }

    /// A value whose shape is open (`rows`, a variant's properties before typing): scalars read
    /// as numbers and booleans by the YAML 1.2 core schema, else strings.
    mutating func anything(_ node: SyntaxNode) -> PropertyValue {
        switch node.kind {
        case .scalar(let scalar):
            if let name = Self.referenceName(node) {
                return PropertyValue(
                    readsAsParameter(name) ? .parameter(name) : .token(name), range: node.range)
            }
            if scalar.isPlain {
                if scalar.text.isEmpty || scalar.text == "null" || scalar.text == "~" {
                    return PropertyValue(.null, range: node.range)
                }
                if scalar.text == "true" || scalar.text == "false" {
                    return PropertyValue(.boolean(scalar.text == "true"), range: node.range)
                }
                if let number = NodeDecoder.parseNumber(scalar.text) {
                    return PropertyValue(.number(number), range: node.range)
                }
            }
            return PropertyValue(interpolation(scalar.text, range: node.range), range: node.range)
        case .sequence(let items):
            return PropertyValue(.list(items.map { anything($0) }), range: node.range)
        case .mapping(let pairs):
            let properties = pairs.map {
                Property(name: Located($0.key.text ?? "", range: $0.key.range), value: anything($0.value))
            }
            return PropertyValue(.object(properties), range: node.range)
        }
    }

    // MARK: One of several shapes

    /// Picks the alternative the node certainly is; when none fits exactly and only one could
    /// by its YAML shape, decodes with that one so its own message (a did-you-mean) is shown.
    private mutating func oneOf(_ node: SyntaxNode, _ alternatives: [ValueShape], what: String)
        -> PropertyValue?
    {
        if let exact = alternatives.first(where: { accepts(node, $0) }) {
            return decodeValue(node, shape: exact, what: what)
        }
        let loose = alternatives.filter { Self.couldBe(node, $0) }
        if loose.count == 1 {
            return decodeValue(node, shape: loose[0], what: what)
        }
        let expected = Self.describe(.oneOf(alternatives))
        if let text = node.scalar?.text, !loose.isEmpty {
            decoder.error(.invalidValue(text, for: what, expected: expected), at: node.range)
        } else {
            decoder.error(.wrongType(expected: expected, found: node.shapeName, for: what), at: node.range)
        }
        return nil
    }

    /// Whether `node` decodes as `shape` without a problem (checked without reporting).
    func accepts(_ node: SyntaxNode, _ shape: ValueShape) -> Bool {
        let scalar = node.scalar
        // A number out of range is still one, so its reader reports the range. Only read for the
        // shapes that ask: a paint or a style is tried as several shapes, none of them numbers.
        var plainNumber: Bool { scalar.map { $0.isPlain && NodeDecoder.looksLikeNumber($0.text) } ?? false }
        switch shape {
        case .string: return scalar != nil
        case .color: return scalar != nil || Self.isDynamicColor(node)
        case .pattern(let pattern, _): return scalar.map { matches($0.text, pattern) } ?? false
        case .number: return plainNumber
        case .integer:
            guard plainNumber, let scalar else { return false }
            return NodeDecoder.parseNumber(scalar.text).map { $0.rounded() == $0 } != false
        case .boolean: return scalar.map { $0.isPlain && ($0.text == "true" || $0.text == "false") } ?? false
        case .enumeration(let cases): return scalar.map { cases.contains($0.text) } ?? false
        case .length: return plainNumber || Self.referenceName(node) != nil
        case .reference(let name):
            if name == SpecShapes.nodeName { return node.mapping?.count == 1 || scalar != nil }
            if name == SpecShapes.insetsName {
                return accepts(node, .length) || node.sequence != nil || node.mapping != nil
            }
            return SpecShapes.definition(name).map { accepts(node, $0) } ?? true
        case .list: return node.sequence != nil
        case .oneOf(let alternatives): return alternatives.contains { accepts(node, $0) }
        case .object, .dictionary: return node.mapping != nil
        case .anything: return true
        }
    }

    /// Whether `node` is a mapping with a `light` or a `dark` key: a dynamic colour, not a gradient.
    static func isDynamicColor(_ node: SyntaxNode) -> Bool {
        node.mapping.map { pairs in pairs.contains { $0.key.text == "light" || $0.key.text == "dark" } }
            ?? false
    }

    /// Whether `node` has the YAML shape (scalar, list, mapping) that `shape` takes.
    static func couldBe(_ node: SyntaxNode, _ shape: ValueShape) -> Bool {
        switch shape {
        case .color: return node.scalar != nil || isDynamicColor(node)
        case .string, .pattern, .number, .integer, .boolean, .enumeration, .length:
            return node.scalar != nil
        case .reference(let name):
            if name == SpecShapes.nodeName || name == SpecShapes.insetsName { return true }
            return SpecShapes.definition(name).map { couldBe(node, $0) } ?? true
        case .list: return node.sequence != nil
        case .oneOf(let alternatives): return alternatives.contains { couldBe(node, $0) }
        case .object, .dictionary: return node.mapping != nil
        case .anything: return true
        }
    }

    /// "a number or a padding token" for messages.
    static func describe(_ shape: ValueShape) -> String {
        switch shape {
        case .string: return "a string"
        case .pattern(_, let example): return "a string like '\(example)'"
        case .number: return "a number"
        case .integer: return "a whole number"
        case .boolean: return "true or false"
        case .enumeration(let cases): return NodeDecoder.list(cases)
        case .color: return "a colour"
        case .length: return "a length"
        case .reference(let name):
            if name == SpecShapes.nodeName { return "a node" }
            if name == SpecShapes.insetsName { return "insets" }
            return SpecShapes.definition(name).map(describe) ?? name
        case .list: return "a list"
        case .oneOf(let alternatives):
            let parts = alternatives.map(describe)
            guard parts.count > 1, let last = parts.last else { return parts.first ?? "" }
            return parts.dropLast().joined(separator: ", ") + " or " + last
        case .object, .dictionary: return "a mapping"
        case .anything: return "any value"
        }
    }

    /// Patterns are compiled once per decode: compiling one per value would make large specs slow.
    func matches(_ text: String, _ pattern: String) -> Bool {
        // Size strings are read by `SizeText`, the reader the resolver uses, rather than by
        // their schema patterns, so what validates is what resolves.
        if Self.isSizePattern(pattern) {
            guard text.hasSuffix("%") == (pattern == SpecShapes.percentPattern) else { return false }
            return SizeText.parse(text) != .failure(.malformed)
        }
        guard let regex = regexes.regex(pattern) else { return false }
        return (try? regex.firstMatch(in: text)) != nil
    }
}
