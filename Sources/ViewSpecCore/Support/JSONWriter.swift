/// The one JSON writer of the pipeline: the layout output, diagnostics, `viewspec devices` and
/// the schemas all go through it, so keys come in the order they are written, strings are
/// escaped one way (`JSONString`) and numbers are written one way (`NumberText`).
///
/// It streams into a byte buffer as values are added (`text` is made from it when read:
/// appending bytes costs a fraction of appending many short Strings to a long one). A container
/// is written expanded, one entry per line with two spaces of indentation per level, unless it
/// is opened `oneLine` (everything in it then stays on that line: `{"x": 0, "y": 0}`). Empty
/// containers are `{}` and `[]`.
///
/// A key written as a literal is a `Key`, copied out as it is: the keys of every document are
/// constants, and escaping them on every write would be a large part of the layout output's
/// cost. A key made at run time (a control's field, a schema's property) is a `String`, escaped
/// as values are.
///
/// ```swift
/// var json = JSONWriter()
/// json.openObject()
/// json.field("format", 1)
/// json.key("views")
/// json.openArray()
/// json.openObject(oneLine: true)
/// json.field("id", "title")
/// json.close()
/// json.close()
/// json.close()
/// ```
package struct JSONWriter: ~Copyable, Sendable {
    /// How numbers read: `plain` digits (`NumberText.plain`), or rounded to 1/1000 first, as
    /// every length of the layout output is (`NumberText.thousandths`).
    package enum Numbers: Sendable {
        case plain
        case thousandths
    }

    private var bytes: ByteBuffer
    package var numbers: Numbers

    /// Everything written so far (for a writer with a sink, only what it has not passed on).
    package var text: String { bytes.text }

    /// Ends the document with a newline, as a file or a pipe gets it, and returns it: one copy
    /// of a large document, where `text + "\n"` made two.
    package mutating func finishLine() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return bytes.text
    }

    /// Ends the document with a newline and passes what is left of it to the sink.
    package mutating func finishLineAndFlush() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.flush()
    }

    /// An open container: what closes it, and how its entries are laid out.
    private struct Level {
        var closing: UInt8
        var oneLine: Bool
        var isEmpty: Bool
    }
    /// The innermost open container (at depth 0, the document around everything), kept out of
    /// `enclosing` because every value asks it how to separate itself.
    private var innermost = Level(closing: 0, oneLine: false, isEmpty: true)
    /// The containers around the innermost one, outermost first.
    private var enclosing: [Level] = []
    /// How many containers are open.
    private var depth = 0
    /// After `key`, the value follows on the same line with no separator of its own.
    private var afterKey = false

    package init(numbers: Numbers = .plain) {
        self.numbers = numbers
        bytes = ByteBuffer()
    }

    /// A writer that passes the document on to `sink` in chunks of `chunk` bytes as it is
    /// written, holding no more than one chunk; `finishLineAndFlush` passes the last one.
    package init(numbers: Numbers = .plain, flushingTo sink: any DocumentSink, chunk: Int = 64 * 1024) {
        self.numbers = numbers
        bytes = ByteBuffer(capacity: chunk, flushingTo: sink)
    }

    /// A writer, in memory, for entries that follow others in the innermost open container: what it
    /// writes is what this writer would write after those, so the entries of one long array can be
    /// written in parts on two threads and joined with `append(_:)`.
    ///
    /// The others must not be none: its first entry is separated from them.
    package func continuation() -> JSONWriter {
        var part = JSONWriter(numbers: numbers)
        part.innermost = Level(closing: innermost.closing, oneLine: innermost.oneLine, isEmpty: false)
        part.depth = depth
        return part
    }

    /// A continuation's entries, written after this writer's.
    package mutating func append(_ part: consuming JSONWriter) {
        precondition(part.depth == depth && !part.afterKey, "a continuation with a container left open")
        bytes.append(contentsOf: part.bytes)
        if part.bytes.count > 0 { innermost.isEmpty = false }
    }

    /// Whether the innermost open container writes on one line.
    package var isOneLine: Bool { innermost.oneLine }

    // MARK: Containers

    package mutating func openObject(oneLine: Bool = false) {
        open(UInt8(ascii: "{"), closing: UInt8(ascii: "}"), oneLine: oneLine)
    }

    package mutating func openArray(oneLine: Bool = false) {
        open(UInt8(ascii: "["), closing: UInt8(ascii: "]"), oneLine: oneLine)
    }

    /// Closes the innermost open object or array.
    package mutating func close() {
        precondition(depth > 0, "close() with no open container")
        depth -= 1
        if !innermost.oneLine && !innermost.isEmpty {
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
        }
        bytes.append(innermost.closing)
        innermost = enclosing.removeLast()
    }

    private mutating func open(_ bracket: UInt8, closing: UInt8, oneLine: Bool) {
        separate()
        bytes.append(bracket)
        enclosing.append(innermost)
        innermost = Level(closing: closing, oneLine: oneLine || innermost.oneLine, isEmpty: true)
        depth += 1
    }

    // MARK: Values

    /// A key the code spells out: a literal, whose bytes are its JSON.
    ///
    /// That holds for any literal without a quote, a backslash, a control character or
    /// U+2028/U+2029 (what `JSONString` escapes); debug builds check it.
    package struct Key: ExpressibleByStringLiteral, Sendable {
        let name: StaticString

        package init(stringLiteral name: StaticString) {
            assert(Self.needsNoEscape(name), "JSON key \(name) would need escaping: write it as a String")
            self.name = name
        }

        /// Whether `name` reads the same quoted by `JSONString`, that is, copied as it is.
        static func needsNoEscape(_ name: StaticString) -> Bool {
            JSONString.quoted(name.description) == "\"\(name)\""
        }
    }

    /// The key of the next value in the open object.
    package mutating func key(_ key: Key) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(key.name)
        bytes.append("\": ")
        afterKey = true
    }

    /// A key made at run time, escaped as a string value is.
    ///
    /// Disfavoured so that a literal key is a `Key` (a literal's own type, String, would otherwise
    /// win); a literal key with a literal string value still lands here, which costs time but
    /// writes the same bytes.
    @_disfavoredOverload
    package mutating func key(_ name: String) {
        separate()
        JSONString.append(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"), UInt8(ascii: " "))
        afterKey = true
    }

    package mutating func string(_ value: String) {
        separate()
        JSONString.append(value, to: &bytes)
    }

    package mutating func number(_ value: Double) {
        separate()
        switch numbers {
        case .plain: bytes.append(contentsOf: NumberText.plain(value))
        case .thousandths: NumberText.appendThousandths(value, to: &bytes)
        }
    }

    package mutating func integer(_ value: Int) {
        separate()
        NumberText.appendInteger(value, to: &bytes)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        if value { bytes.append("true") } else { bytes.append("false") }
    }

    package mutating func null() {
        separate()
        bytes.append("null")
    }

    // MARK: Keyed values

    package mutating func field(_ key: Key, _ value: String) {
        self.key(key)
        string(value)
    }

    /// A run-time key and its string (see `key(_:)`).
    @_disfavoredOverload
    package mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    /// The string, or `null` when there is none.
    package mutating func field(_ key: Key, _ value: String?) {
        self.key(key)
        if let value { string(value) } else { null() }
    }

    package mutating func field(_ key: Key, _ value: Double) {
        self.key(key)
        number(value)
    }

    package mutating func field(_ key: Key, _ value: Int) {
        self.key(key)
        integer(value)
    }

    /// The integer, or `null` when there is none.
    package mutating func field(_ key: Key, _ value: Int?) {
        self.key(key)
        if let value { integer(value) } else { null() }
    }

    package mutating func field(_ key: Key, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    /// An array of strings on one line.
    package mutating func field(_ key: Key, strings: [String]) {
        self.key(key)
        array(strings: strings)
    }

    /// An array of numbers on one line.
    package mutating func field(_ key: Key, numbers values: [Double]) {
        self.key(key)
        array(numbers: values)
    }

    /// An array of strings on one line.
    package mutating func array(strings values: [String]) {
        openArray(oneLine: true)
        for value in values { string(value) }
        close()
    }

    /// An array of numbers on one line.
    package mutating func array(numbers values: [Double]) {
        openArray(oneLine: true)
        for value in values { number(value) }
        close()
    }

    // MARK: Layout

    /// What comes before a value: nothing after a key; a comma between entries; a new line and
    /// the indentation in an expanded container.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if innermost.oneLine {
            if !innermost.isEmpty { bytes.append(UInt8(ascii: ","), UInt8(ascii: " ")) }
        } else {
            if !innermost.isEmpty { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
        }
        innermost.isEmpty = false
    }

    private mutating func indent(_ depth: Int) {
        bytes.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }
}
