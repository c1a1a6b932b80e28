/// A JSON document read into one flat array of nodes in document order.
///
/// A container's members follow it and it records where they end, so the reader allocates per
/// document, not per value, and the system is built by walking the array (Foundation's
/// `JSONSerialization` boxes every value in an `Any`, which costs several times the solve itself).
struct JSONTape {
    enum Kind: UInt8 {
        case null, bool, number, string, array, object
    }

    /// 16 bytes: the tape is most of this tool's memory, and its pages' first touch (page
    /// faults) costs more than reading the input.
    struct Node {
        var kind: Kind
        /// A boolean's value; for a string, whether the text had escapes (it is then in `decoded`,
        /// not the input).
        var flag = false
        /// Where the value starts in the input (error positions, numbers' source text).
        var offset: UInt32
        /// By kind: a number's bits; a string's start and length; a container's count of elements
        /// or members and the index just past its last node.
        var payload: UInt64 = 0

        init(kind: Kind, flag: Bool = false, offset: Int, low: Int = 0, high: Int = 0) {
            self.kind = kind
            self.flag = flag
            self.offset = UInt32(offset)
            payload = UInt64(UInt32(low)) | UInt64(UInt32(high)) << 32
        }

        init(number: Double, offset: Int) {
            kind = .number
            self.offset = UInt32(offset)
            payload = number.bitPattern
        }

        var number: Double { Double(bitPattern: payload) }
        var start: Int { Int(UInt32(truncatingIfNeeded: payload)) }
        var count: Int { kind == .string ? Int(payload >> 32) : Int(UInt32(truncatingIfNeeded: payload)) }
        var end: Int { Int(payload >> 32) }
    }

    let nodes: NodeStorage
    /// The text of strings with escapes, decoded (UTF-8).
    let decoded: [UInt8]

    /// Nodes in an allocation of their own: an Array's `append` checks that its buffer is
    /// unshared through a runtime call per node.
    final class NodeStorage {
        let base: UnsafeMutablePointer<Node>
        let count: Int

        init(_ base: UnsafeMutablePointer<Node>, count: Int) {
            self.base = base
            self.count = count
        }

        deinit { base.deallocate() }

        var buffer: UnsafeBufferPointer<Node> { UnsafeBufferPointer(start: base, count: count) }
    }

}

struct JSONSyntaxError: Error {
    var offset: Int
    var message: String
}

/// RFC 8259 JSON, strictly: no trailing commas, comments, NaN or Infinity, leading zeros or
/// invalid UTF-8, as `JSONSerialization` rejected them (and Python's `json` rejects all but NaN).
struct JSONReader {
    /// `JSONSerialization`'s limit, kept so that what it read this reads; the recursion it bounds
    /// stays far from the stack's end.
    static let maxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var pos = 0
    private var nodes: UnsafeMutablePointer<JSONTape.Node>
    private var count = 0
    private var capacity: Int
    private var decoded: [UInt8] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Every value takes at least two bytes but the last, so this never regrows; the pages
        // of the capacity that is not used are never touched, so cost nothing. Capped at 1 GB
        // of address space, past which a huge input regrows instead.
        self.init(bytes, capacity: min(bytes.count / 2 + 2, 1 << 26))
    }

    private init(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int) {
        self.bytes = bytes
        self.capacity = capacity
        nodes = .allocate(capacity: capacity)
    }

    /// Where the value at `start` ends (its trailing whitespace skipped) if it is valid JSON at
    /// `depth` (a top-level object's members are at 1), else nil: `FastSystemReader` steps over the members it does
    /// not read with this, so that it accepts exactly what `read` accepts.
    static func end(ofValueAt start: Int, depth: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var reader = JSONReader(bytes, capacity: 64)
        reader.pos = start
        defer { reader.nodes.deallocate() }
        do throws(JSONSyntaxError) { try reader.value(depth: depth) } catch { return nil }
        reader.skipWhitespace()
        return reader.pos
    }

    @inline(__always)
    private mutating func append(_ node: JSONTape.Node) {
        if count == capacity {
            let larger = UnsafeMutablePointer<JSONTape.Node>.allocate(capacity: 2 * capacity)
            larger.moveInitialize(from: nodes, count: count)
            nodes.deallocate()
            nodes = larger
            capacity *= 2
        }
        (nodes + count).initialize(to: node)
        count += 1
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONTape {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(offset: 0, message: "input larger than 4 GB")
        }
        var reader = JSONReader(bytes)
        do throws(JSONSyntaxError) {
            // A UTF-8 byte order mark, skipped as JSONSerialization skips it.
            if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { reader.pos = 3 }
            try reader.value(depth: 0)
            reader.skipWhitespace()
            if reader.pos < bytes.count {
                throw JSONSyntaxError(
                    offset: reader.pos,
                    message: "\(reader.found()) after the JSON value (one document per input)")
            }
        } catch {
            reader.nodes.deallocate()
            throw error
        }
        return JSONTape(
            nodes: JSONTape.NodeStorage(reader.nodes, count: reader.count), decoded: reader.decoded)
    }

    /// The byte at `pos`, or 0 past the end: 0 is valid nowhere in JSON outside strings, so every
    /// caller's "unexpected character" branch also catches the end.
    private func peek() -> UInt8 { pos < bytes.count ? bytes[pos] : 0 }

    private func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? pos, message: message)
    }

    /// What stands at `pos`, for messages.
    private func found() -> String { Self.found(bytes, pos) }

    static func found(_ bytes: UnsafeBufferPointer<UInt8>, _ pos: Int) -> String {
        guard pos < bytes.count else { return "end of input" }
        let b = bytes[pos]
        switch b {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(b)))'"
        case 0x80...: return "byte 0x\(hex(b, 2))"
        default: return "control character U+\(hex(b, 4))"
        }
    }

    private mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D, 0x09: pos += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try container(depth: depth, object: true)
        case UInt8(ascii: "["): try container(depth: depth, object: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"):
            try literal("true", JSONTape.Node(kind: .bool, flag: true, offset: pos))
        case UInt8(ascii: "f"): try literal("false", JSONTape.Node(kind: .bool, offset: pos))
        case UInt8(ascii: "n"): try literal("null", JSONTape.Node(kind: .null, offset: pos))
        default: throw fail("expected a value, found \(found())")
        }
    }

    private mutating func literal(_ word: StaticString, _ node: JSONTape.Node) throws(JSONSyntaxError) {
        let start = pos
        for i in 0..<word.utf8CodeUnitCount {
            guard peek() == word.utf8Start[i] else {
                throw fail(
                    "expected a value, found \(start == pos ? found() : "a misspelt '\(word)'")", at: start)
            }
            pos += 1
        }
        append(node)
    }

    private mutating func container(depth: Int, object: Bool) throws(JSONSyntaxError) {
        guard depth < Self.maxDepth else { throw fail("nested deeper than \(Self.maxDepth) levels") }
        let me = count
        let offset = pos
        append(JSONTape.Node(kind: object ? .object : .array, offset: offset))
        let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let what = object ? "an object member" : "an array element"
        pos += 1
        skipWhitespace()
        var members = 0
        if peek() == close {
            pos += 1
        } else {
            while true {
                if object {
                    skipWhitespace()
                    guard peek() == UInt8(ascii: "\"") else {
                        let trailing = members > 0 && peek() == close
                        throw fail(
                            trailing ? "trailing comma before '}'" : "expected a string key, found \(found())"
                        )
                    }
                    try string()
                    skipWhitespace()
                    guard peek() == UInt8(ascii: ":") else {
                        throw fail("expected ':' after an object key, found \(found())")
                    }
                    pos += 1
                } else if members > 0 {
                    skipWhitespace()
                    if peek() == close { throw fail("trailing comma before ']'") }
                }
                try value(depth: depth + 1)
                members += 1
                skipWhitespace()
                let c = peek()
                if c == UInt8(ascii: ",") {
                    pos += 1
                } else if c == close {
                    pos += 1
                    break
                } else {
                    throw fail(
                        "expected ',' or '\(Character(Unicode.Scalar(close)))' after \(what), found \(found())"
                    )
                }
            }
        }
        nodes[me] = JSONTape.Node(
            kind: object ? .object : .array, offset: offset, low: Int(members), high: count)
    }

    private mutating func string() throws(JSONSyntaxError) {
        let quote = pos
        pos += 1
        let start = pos
        // Most strings (every name in the benchmark systems) have no escapes: they stay in the
        // input, only validated.
        while true {
            guard pos < bytes.count else { throw fail("unterminated string", at: quote) }
            let b = bytes[pos]
            if b >= 0x20 && b < 0x80 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                pos += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                append(
                    JSONTape.Node(
                        kind: .string, offset: quote, low: start, high: pos - start))
                pos += 1
                return
            }
            if b == UInt8(ascii: "\\") { break }
            try character(b)
        }
        let decodedStart = decoded.count
        decoded.append(contentsOf: bytes[start..<pos])
        while true {
            guard pos < bytes.count else { throw fail("unterminated string", at: quote) }
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") { break }
            if b != UInt8(ascii: "\\") {
                let from = pos
                try character(b)
                decoded.append(contentsOf: bytes[from..<pos])
                continue
            }
            try escape()
        }
        append(
            JSONTape.Node(
                kind: .string, flag: true, offset: quote, low: decodedStart,
                high: decoded.count - decodedStart))
        pos += 1
    }

    /// Steps over one unescaped character of a string, checking it.
    private mutating func character(_ b: UInt8) throws(JSONSyntaxError) {
        if b < 0x20 {
            throw fail("control character U+\(hex(b, 4)) in a string (write it as \\u\(hex(b, 4)))")
        }
        if b < 0x80 {
            pos += 1
            return
        }
        // Well-formed UTF-8 (Unicode's table 3-7): no overlong forms, no surrogates, at most U+10FFFF.
        let lead = pos
        let count: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch b {
        case 0xC2...0xDF: count = 1
        case 0xE0: (count, low) = (2, 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF: count = 2
        case 0xED: (count, high) = (2, 0x9F)
        case 0xF0: (count, low) = (3, 0x90)
        case 0xF1...0xF3: count = 3
        case 0xF4: (count, high) = (3, 0x8F)
        default: throw fail("invalid UTF-8 (byte 0x\(hex(b, 2)))", at: lead)
        }
        pos += 1
        for _ in 0..<count {
            let c = peek()
            guard c >= low && c <= high else {
                throw fail(
                    "invalid UTF-8 (byte 0x\(hex(b, 2)) then \(pos < bytes.count ? "0x" + hex(c, 2) : "the end"))",
                    at: lead)
            }
            (low, high) = (0x80, 0xBF)
            pos += 1
        }
    }

    private mutating func escape() throws(JSONSyntaxError) {
        let backslash = pos
        pos += 1
        let c = peek()
        let simple: UInt8
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = c
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            pos += 1
            var scalar = try hex4(at: backslash)
            if (0xDC00...0xDFFF).contains(scalar) {
                throw fail("lone low surrogate \\u\(hex(scalar, 4))", at: backslash)
            }
            if (0xD800...0xDBFF).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u")
                else {
                    throw fail("high surrogate \\u\(hex(scalar, 4)) without a low one", at: backslash)
                }
                let second = pos
                pos += 2
                let low = try hex4(at: second)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw fail("high surrogate \\u\(hex(scalar, 4)) without a low one", at: backslash)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                preconditionFailure("a surrogate was rejected or paired above, so the value is a scalar")
            }
            UTF8.encode(unicode) { decoded.append($0) }
            return
        default:
            let what = (0x21...0x7E).contains(c) ? "\\\(Character(Unicode.Scalar(c)))" : "before \(found())"
            throw fail("invalid escape \(what)", at: backslash)
        }
        decoded.append(simple)
        pos += 1
    }

    private mutating func hex4(at escape: Int) throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = peek()
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: throw fail("\\u needs four hex digits", at: escape)
            }
            v = v << 4 | UInt32(digit)
            pos += 1
        }
        return v
    }

    private static let powersOfTen: [Double] = (0...22).map { e in
        var p = 1.0
        for _ in 0..<e { p *= 10 }
        return p
    }

    private mutating func number() throws(JSONSyntaxError) {
        let start = pos
        let value = try Self.number(bytes, &pos)
        append(JSONTape.Node(number: value, offset: start))
    }

    /// Reads the number at `pos` (a '-' or a digit) and moves `pos` past it; shared with
    /// `FastSystemReader`, so that both read every number to the same Double.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ pos: inout Int) throws(JSONSyntaxError)
        -> Double
    {
        func peek() -> UInt8 { pos < bytes.count ? bytes[pos] : 0 }
        func fail(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(offset: offset ?? pos, message: message)
        }
        func found() -> String { Self.found(bytes, pos) }
        let start = pos
        let negative = peek() == UInt8(ascii: "-")
        if negative { pos += 1 }
        // Up to 19 significant digits in an integer, with the decimal exponent beside it.
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var inexact = false
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        func digits(fraction: Bool) {
            while pos < bytes.count, isDigit(bytes[pos]) {
                let d = UInt64(bytes[pos] - UInt8(ascii: "0"))
                if significant < 19 {
                    mantissa = mantissa * 10 + d
                    if mantissa != 0 { significant += 1 }
                    if fraction { exponent -= 1 }
                } else {
                    inexact = true
                    if !fraction { exponent += 1 }
                }
                pos += 1
            }
        }
        let first = peek()
        if first == UInt8(ascii: "0") {
            pos += 1
            if isDigit(peek()) { throw fail("leading zero in a number", at: start) }
        } else if isDigit(first) {
            digits(fraction: false)
        } else {
            throw fail("expected a digit after '-', found \(found())")
        }
        var integer = true
        if peek() == UInt8(ascii: ".") {
            integer = false
            pos += 1
            guard isDigit(peek()) else { throw fail("expected a digit after '.', found \(found())") }
            digits(fraction: true)
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            integer = false
            pos += 1
            var sign = 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                if peek() == UInt8(ascii: "-") { sign = -1 }
                pos += 1
            }
            guard isDigit(peek()) else { throw fail("expected a digit in the exponent, found \(found())") }
            var e = 0
            // Past a million the value is 0 or infinite whatever the digits; stop counting there.
            while pos < bytes.count, isDigit(bytes[pos]) {
                e = min(e * 10 + Int(bytes[pos] - UInt8(ascii: "0")), 1_000_000)
                pos += 1
            }
            exponent += sign * e
        }
        var value: Double
        if mantissa == 0 && !inexact {
            // An integer zero is Python's int 0 (and JSONSerialization's), so `-0` reads as +0.
            value = negative && !integer ? -0.0 : 0.0
        } else if !inexact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            // Both the mantissa and the power of ten are exact doubles, so one correctly rounded
            // operation gives the correctly rounded value (Clinger's fast path).
            value =
                exponent >= 0
                ? Double(mantissa) * Self.powersOfTen[exponent]
                : Double(mantissa) / Self.powersOfTen[-exponent]
            if negative { value = -value }
        } else {
            // Correctly rounded, and linear in the length.
            let text = String(decoding: bytes[start..<pos], as: UTF8.self)
            guard let parsed = Double(text) else { throw fail("unreadable number", at: start) }
            value = parsed
        }
        guard value.isFinite else { throw fail("number out of range of a double", at: start) }
        return value
    }
}

func hex<T: BinaryInteger>(_ value: T, _ width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// 1-based line and column (in Unicode scalars) of a byte offset, for messages.
func lineAndColumn(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for b in bytes[0..<min(offset, bytes.count)] {
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }
    return (line, column)
}
