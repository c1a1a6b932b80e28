/// The one JSON writer of the pipeline: the layout output, diagnostics, `viewspec devices` and
/// the schemas all go through it, so keys come in the order they are written, strings are
/// escaped one way (`JSONString`) and numbers are written one way (`NumberText`).
///
/// It streams into `text` as values are added. A container is written expanded, one entry per
/// line with two spaces of indentation per level, unless it is opened `oneLine` (everything in
/// it then stays on that line: `{"x": 0, "y": 0}`). Empty containers are `{}` and `[]`.
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

    public private(set) var text = ""
    public var numbers: Numbers

    private struct Level {
        var closing: String
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
        open("{", closing: "}", oneLine: oneLine)
    }

    public mutating func openArray(oneLine: Bool = false) {
        open("[", closing: "]", oneLine: oneLine)
    }

    /// Closes the innermost open object or array.
    public mutating func close() {
        let level = levels.removeLast()
        if !level.oneLine && level.count > 0 {
            text += "\n"
            indent(levels.count)
        }
        text += level.closing
    }

    private mutating func open(_ bracket: String, closing: String, oneLine: Bool) {
        separate()
        text += bracket
        levels.append(Level(closing: closing, oneLine: oneLine || isOneLine))
    }

    // MARK: Values

    /// The key of the next value in the open object.
    public mutating func key(_ name: String) {
        separate()
        text += JSONString.quoted(name)
        text += ": "
        afterKey = true
    }

    public mutating func string(_ value: String) {
        separate()
        text += JSONString.quoted(value)
    }

    public mutating func number(_ value: Double) {
        separate()
        switch numbers {
        case .plain: text += NumberText.plain(value)
        case .thousandths: text += NumberText.thousandths(value)
        }
    }

    public mutating func integer(_ value: Int) {
        separate()
        text += String(value)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        text += value ? "true" : "false"
    }

    public mutating func null() {
        separate()
        text += "null"
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
            if count > 0 { text += ", " }
        } else {
            text += count > 0 ? ",\n" : "\n"
            indent(levels.count)
        }
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<depth { text += "  " }
    }
}
