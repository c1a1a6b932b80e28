import ViewSpecCore
import ViewSpecSyntax

/// The text of one scalar that holds a little language (an expression, a VFL line, an anchor
/// value), with a way back from an offset in the text to a place in the file, so a syntax error
/// points at the offending token rather than at the whole string.
struct PlanSource {
    let scalars: [Unicode.Scalar]
    /// The whole scalar: where every error goes when columns inside it cannot be trusted.
    let whole: SourceRange
    /// The position of the text's first scalar, when each scalar of the text sits in one column
    /// of one line of the file; nil otherwise.
    let origin: SourcePosition?

    init(text: String, whole: SourceRange, origin: SourcePosition?) {
        self.init(scalars: Self.scalars(of: text), whole: whole, origin: origin)
    }

    private init(scalars: [Unicode.Scalar], whole: SourceRange, origin: SourcePosition?) {
        self.scalars = scalars
        self.whole = whole
        self.origin = origin
    }

    /// The text's scalars.
    ///
    /// ASCII text, which nearly every constraint is, is widened byte by byte: walking
    /// `unicodeScalars` decodes each one, and every layout string is split here.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                for i in bytes.indices { buffer[i] = Unicode.Scalar(bytes[i]) }
                count = bytes.count
            }
        }
        if let ascii = ascii ?? nil { return ascii }
        return Array(text.unicodeScalars)
    }

    /// Columns inside a scalar are only computed when the written form is the text itself, on one
    /// line: plain, or quoted with nothing escaped.
    ///
    /// The check compares the written width with the text's length, which catches escapes (`\"`,
    /// `''`) and folding without having to re-read the file.
    init(node: SyntaxNode) {
        let scalar = node.scalar ?? SyntaxNode.Scalar(text: "")
        let range = node.range
        let scalars = Self.scalars(of: scalar.text)
        let count = scalars.count
        var origin: SourcePosition?
        let width = range.upper.column - range.lower.column
        if range.lower.line == range.upper.line {
            switch scalar.style {
            case .plain where width == count:
                origin = range.lower
            case .singleQuoted where width == count + 2, .doubleQuoted where width == count + 2:
                origin = SourcePosition(line: range.lower.line, column: range.lower.column + 1)
            default:
                origin = nil
            }
        }
        self.init(scalars: scalars, whole: range, origin: origin)
    }

    var text: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    /// Names and numbers, what the lexers cut out, are ASCII: their bytes are copied directly,
    /// as appending scalar by scalar would be a measurable part of decoding a spec's layouts.
    func text(_ lower: Int, _ upper: Int) -> String {
        let slice = scalars[max(0, lower)..<min(upper, scalars.count)]
        guard slice.allSatisfy(\.isASCII) else {
            var text = ""
            text.unicodeScalars.append(contentsOf: slice)
            return text
        }
        return String(unsafeUninitializedCapacity: slice.count) { buffer in
            for (offset, scalar) in slice.enumerated() {
                buffer[offset] = UInt8(truncatingIfNeeded: scalar.value)
            }
            return slice.count
        }
    }

    /// The place of scalars `lower..<upper`.
    ///
    /// An empty range (`lower == upper`) is a point, for "expected ... here".
    func range(_ lower: Int, _ upper: Int) -> SourceRange {
        guard let origin else { return whole }
        return SourceRange(
            fileID: whole.fileID,
            lower: SourcePosition(line: origin.line, column: origin.column + lower),
            upper: SourcePosition(line: origin.line, column: origin.column + max(lower, upper)))
    }

    subscript(offset: Int) -> Unicode.Scalar? {
        offset >= 0 && offset < scalars.count ? scalars[offset] : nil
    }
}

/// A problem found inside one scalar.
///
/// Parsing a scalar stops at its first problem: what follows a broken token rarely means what it
/// says.
struct PlanSyntaxError: Error, Equatable {
    var message: DiagnosticMessage
    var range: SourceRange

    init(_ message: DiagnosticMessage, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}
