/// A 1-based position in a source file.
///
/// `column` counts Unicode scalars, as libyaml does, so a caret under a non-ASCII line lands under
/// the character the message is about. A tab counts as one column.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
