/// A 1-based position in a source file.
///
/// `column` counts Unicode scalars, as libyaml does, so a caret under a non-ASCII line lands under
/// the character the message is about. A tab counts as one column.
///
/// Stored in 32 bits each: every syntax node, spec node, resolved view and constraint carries
/// ranges, and half-size positions are a good part of what a large screen's layout keeps in
/// memory. The parser's input limit keeps lines and columns far below 2³².
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The position at 1-based `line` and `column`; values beyond 32 bits are clamped.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Earlier in the file first: by line, then by column.
    public static func < (a: Self, b: Self) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }

    /// `line:column`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }
}
