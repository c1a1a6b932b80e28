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
public struct JSONWriter: Sendable {
    /// How numbers read: `plain` digits (`NumberText.plain`), or rounded to 1/1000 first, as
    /// every length of the layout output is (`NumberText.thousandths`).
    public enum Numbers: Sendable {
        case plain
        case thousandths
    }

    private var bytes: [UInt8] = []
    public var numbers: Numbers

    /// Everything written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Ends the document with a newline, as a file or a pipe gets it, and returns it: one copy
    /// of a large document, where `text + "\n"` made two.
    public mutating func finishLine() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private struct Level {
        var closing: UInt8
        var oneLine: Bool
        var count = 0
    }
    private var levels: [Level] = []
    /// After `key`, the value follows on the same line with no separator of its own.
    private var afterKey = false

    public init(numbers: Numbers = .plain) {
        self.numbers = numbers
    }

    /// Whether the innermost open container writes on one line.
    public var isOneLine: Bool { levels.last?.oneLine ?? false }

    // MARK: Containers

    public mutating func openObject(oneLine: Bool = false) {
        open(UInt8(ascii: "{"), closing: UInt8(ascii: "}"), oneLine: oneLine)
    }

    public mutating func openArray(oneLine: Bool = false) {
        open(UInt8(ascii: "["), closing: UInt8(ascii: "]"), oneLine: oneLine)
    }

    /// Closes the innermost open object or array.
    public mutating func close() {
        let level = levels.removeLast()
        if !level.oneLine && level.count > 0 {
            bytes.append(UInt8(ascii: "\n"))
            indent(levels.count)
        }
        bytes.append(level.closing)
    }

    private mutating func open(_ bracket: UInt8, closing: UInt8, oneLine: Bool) {
        separate()
        bytes.append(bracket)
        levels.append(Level(closing: closing, oneLine: oneLine || isOneLine))
    }

    // MARK: Values

    /// The key of the next value in the open object.
    public mutating func key(_ name: String) {
        separate()
        JSONString.append(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        separate()
        JSONString.append(value, to: &bytes)
    }

    public mutating func number(_ value: Double) {
        separate()
        switch numbers {
        case .plain: bytes.append(contentsOf: NumberText.plain(value).utf8)
        case .thousandths: NumberText.appendThousandths(value, to: &bytes)
        }
    }

    public mutating func integer(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    // MARK: Keyed values

    public mutating func field(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    /// The string, or `null` when there is none.
    public mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    public mutating func field(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    public mutating func field(_ name: String, _ value: Int) {
        key(name)
        integer(value)
    }

    /// The integer, or `null` when there is none.
    public mutating func field(_ name: String, _ value: Int?) {
        key(name)
        if let value { integer(value) } else { null() }
    }

    public mutating func field(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// An array of strings on one line.
    public mutating func field(_ name: String, strings: [String]) {
        key(name)
        openArray(oneLine: true)
        for value in strings { string(value) }
        close()
    }

    /// An array of numbers on one line.
    public mutating func field(_ name: String, numbers values: [Double]) {
        key(name)
        openArray(oneLine: true)
        for value in values { number(value) }
        close()
    }

    // MARK: Layout

    /// What comes before a value: nothing after a key; a comma between entries; a new line and
    /// the indentation in an expanded container.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard !levels.isEmpty else { return }
        let count = levels[levels.count - 1].count
        levels[levels.count - 1].count += 1
        if levels[levels.count - 1].oneLine {
            if count > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(UInt8(ascii: " "))
            }
        } else {
            if count > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
            indent(levels.count)
        }
    }

    private mutating func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
