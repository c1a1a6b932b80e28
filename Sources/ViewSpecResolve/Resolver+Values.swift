import Cassowary
import ViewSpecCore
import ViewSpecLanguage

/// Reading one property value as the type its use needs, after replacing parameters and row fields
/// with their arguments.
///
/// The decoder typed every value written in place, so a value that does not fit can only have come
/// through an argument: that is reported at the argument, with a note where the body uses it, and
/// the property keeps its default.
///
/// A reader sees the bindings and the documents but cannot change them: the factories read
/// through one (`FactoryInput`), the resolver through `ResolverState.read`.
struct ValueReader {
    typealias Written = (value: PropertyValue, frame: Int)

    let bindings: Bindings
    let documents: [ResolverDocument]
    /// The tree's layout direction: insets written as leading/trailing become physical sides.
    let direction: LayoutDirection
    var diagnostics = DiagnosticBag()

    init(bindings: Bindings, documents: [ResolverDocument], direction: LayoutDirection) {
        self.bindings = bindings
        self.documents = documents
        self.direction = direction
    }

    mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostics.error(message, at: range, notes: notes)
    }
}

extension ValueReader {

    /// The value with arguments substituted, and whether one was.
    func substitute(_ written: Written) -> (value: PropertyValue, frame: Int, viaArgument: Bool) {
        let resolved = bindings.resolve(written.value, in: written.frame)
        let via = resolved.frame != written.frame || resolved.value.range != written.value.range
        return (resolved.value, resolved.frame, via)
    }

    mutating func mismatch(_ expected: String, _ found: PropertyValue, usedAt use: PropertyValue) {
        let text: String
        switch found.value {
        case .string(let string): text = "'\(string)'"
        case .number(let number): text = NumberText.plain(number)
        case .boolean(let flag): text = flag ? "true" : "false"
        default: text = "this value"
        }
        error(
            .argumentDoesNotFit(text, expected: expected), at: found.range,
            notes: [.note("used here", at: use.range)])
    }

    func document(of frame: Int) -> ResolverDocument {
        documents[bindings.document(of: frame)]
    }

    // MARK: Scalars

    mutating func string(_ written: Written) -> String? {
        let (value, frame, via) = substitute(written)
        switch value.value {
        case .string(let text): return text
        case .interpolated(let segments): return interpolate(segments, frame: frame)
        case .number(let number): return NumberText.plain(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .enumeration(let word): return word
        case .length(.points(let points)): return NumberText.plain(points)
        case .null: return ""
        default:
            if via { mismatch("text", value, usedAt: written.value) }
            return nil
        }
    }

    /// `${name}` parts: an argument's text, else a token's value.
    mutating func interpolate(_ segments: [StringSegment], frame: Int) -> String {
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                result += text
            case .reference(let name):
                if let argument = bindings.argument(name, in: frame) {
                    result += string((argument.value, argument.frame)) ?? ""
                } else {
                    let tokens = document(of: frame).tokens
                    if let points = tokens.points(name) ?? tokens.elevation(name) {
                        result += NumberText.plain(points)
                    } else if let color = tokens.color(name).flatMap({
                        document(of: frame).palette.color($0, tokens: tokens)
                    }) {
                        result += color.description
                    }
                }
            }
        }
        return result
    }

    mutating func number(_ written: Written) -> Double? {
        let (value, frame, via) = substitute(written)
        switch value.value {
        case .number(let number): return number
        case .length(let length): return self.length(length, frame: frame)
        case .string(let text):
            switch SpecNumber.read(text) {
            case .number(let number): return number
            case .outOfRange:
                error(
                    .outOfRange(text, for: "the number", range: SpecNumber.rangeText), at: value.range,
                    notes: [.note("used here", at: written.value.range)])
                return nil
            case .notANumber: break
            }
        case .token(let name):
            let tokens = document(of: frame).tokens
            if let value = tokens.points(name) ?? tokens.elevation(name) { return value }
        default: break
        }
        if via { mismatch("a number", value, usedAt: written.value) }
        return nil
    }

    mutating func boolean(_ written: Written) -> Bool? {
        let (value, _, via) = substitute(written)
        switch value.value {
        case .boolean(let flag): return flag
        case .string("true"): return true
        case .string("false"): return false
        default:
            if via { mismatch("true or false", value, usedAt: written.value) }
            return nil
        }
    }

    /// One of `cases`.
    mutating func word(_ written: Written, cases: [String]) -> String? {
        let (value, _, via) = substitute(written)
        switch value.value {
        case .enumeration(let word) where cases.contains(word): return word
        case .string(let word) where cases.contains(word): return word
        default:
            if via { mismatch(NodeDecoder.list(cases), value, usedAt: written.value) }
            return nil
        }
    }

    /// A length in points: a number, or `$name` (an argument, else a padding token).
    mutating func length(_ length: Length, frame: Int) -> Double? {
        switch length {
        case .points(let points): return points
        case .reference(let name, _):
            if let argument = bindings.argument(name, in: frame) {
                return number((argument.value, argument.frame))
            }
            return document(of: frame).tokens.points(name)
        }
    }

    // MARK: Colours

    mutating func color(_ color: ColorValue, frame: Int) -> RGBA? {
        if case .token(let name) = color, let argument = bindings.argument(name, in: frame) {
            return self.color((argument.value, argument.frame))
        }
        let document = document(of: frame)
        return document.palette.color(color, tokens: document.tokens)
    }

    mutating func color(_ written: Written) -> RGBA? {
        let (value, frame, via) = substitute(written)
        switch value.value {
        case .color(let color): return self.color(color, frame: frame)
        case .string(let text), .enumeration(let text):
            // A row field or a string argument: a literal, a role or a named colour.
            if case .color(let rgba) = ColorLiteral.parse(text) { return rgba }
            let palette = document(of: frame).palette
            if let rgba = palette[text] ?? RGBA.named(text, in: palette.appearance) {
                return rgba
            }
        case .token(let name):
            return color(.token(name), frame: frame)
        default: break
        }
        if via { mismatch("a colour", value, usedAt: written.value) }
        return nil
    }

    // MARK: Compound values

    /// Insets over `base`: the sides written replace the base's, on the physical sides for the
    /// tree's direction.
    mutating func insets(_ written: Written, base: EdgeInsets) -> EdgeInsets {
        let (value, frame, via) = substitute(written)
        switch value.value {
        case .insets(let insets):
            return insets.physical(over: base, in: direction) { self.length($0, frame: frame) }
        case .length(let length):
            guard let points = self.length(length, frame: frame) else { return base }
            return EdgeInsets(top: points, left: points, bottom: points, right: points)
        case .number(let points):
            return EdgeInsets(top: points, left: points, bottom: points, right: points)
        default:
            if via { mismatch("insets", value, usedAt: written.value) }
            return base
        }
    }

    mutating func priority(_ written: Written) -> Priority? {
        let (value, _, via) = substitute(written)
        switch value.value {
        case .number(let number) where (1...1000).contains(number): return Priority(number)
        case .enumeration(let name), .string(let name):
            if let priority = Priority.names.first(where: { $0.name == name })?.priority { return priority }
        default: break
        }
        if via { mismatch("a priority", value, usedAt: written.value) }
        return nil
    }

    /// A list's items with the frame to read them in.
    func items(_ written: Written) -> [Written] {
        let (value, frame, _) = substitute(written)
        guard case .list(let items) = value.value else { return [] }
        return items.map { ($0, frame) }
    }
}

extension ResolverState {
    /// A node's named styles with `style: $name` (in a component body or a cell) replaced by the
    /// argument's style names, each placed at the argument that named it.
    ///
    /// A name no style of the document has can only have come through an argument: the checker saw
    /// the rest.
    mutating func styleNames(_ styles: [Located<String>], frame: Int, document: Int) -> [(
        style: Located<String>, document: Int
    )] {
        var result: [(style: Located<String>, document: Int)] = []
        for style in styles {
            guard style.value.hasPrefix("$") else {
                result.append((style, document))
                continue
            }
            let reference = PropertyValue(.parameter(String(style.value.dropFirst())), range: style.range)
            let (value, argumentFrame) = bindings.resolve(reference, in: frame)
            let written: [ValueReader.Written] =
                if case .list = value.value { read { $0.items((value, argumentFrame)) } } else {
                    [(value, argumentFrame)]
                }
            for item in written {
                guard let text = read({ $0.string(item) }) else { continue }
                let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
                let spec = documents[document].spec
                guard spec.namedStyle(name) != nil else {
                    let names = spec.styles.compactMap { style -> String? in
                        if case .named(let name) = style.selector { name } else { nil }
                    }
                    error(
                        .undefinedStyle(name, suggestion: Suggestion.closest(to: name, in: names)),
                        at: item.value.range, notes: [.note("used here", at: style.range)])
                    continue
                }
                result.append((Located(name, range: item.value.range), document))
            }
        }
        return result
    }
}

extension ResolverState {
    /// Reads through a `ValueReader` over the resolver's bindings and documents, keeping what
    /// it reports.
    mutating func read<T>(_ body: (inout ValueReader) -> T) -> T {
        var reader = ValueReader(bindings: bindings, documents: documents, direction: direction)
        let result = body(&reader)
        diagnostics.append(contentsOf: reader.diagnostics)
        return result
    }

    func document(of frame: Int) -> ResolverDocument {
        documents[bindings.document(of: frame)]
    }
}
