/// Renders diagnostics the way compilers print them, or as JSON for tools.
///
/// The renderer only builds strings: whether to colour them is the caller's decision (the
/// executable knows whether stderr is a terminal; the library doesn't), and it finds excerpt
/// text through `source`, so it works for files, standard input and in-memory test specs.
///
/// ```
/// specs/invalid/typo.yaml:12:5: error: unknown kind 'buton'; did you mean 'button'? [unknown-kind]
///    12 |   - buton: { title: OK }
///       |     ^~~~~
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Adds clang's ANSI colours: bold locations and messages, red errors, magenta warnings,
    /// cyan notes (clang's bold black vanishes on dark terminals), green carets.
    package var colors: Bool
    /// The prefix of diagnostics that have no place in a file: `viewspec: error: …`.
    package var toolName: String
    /// Tabs in excerpts expand to the next multiple of this, in the text and under it alike.
    package var tabWidth: Int
    private let source: @Sendable (String) -> SourceFile?

    /// - Parameter source: The file a diagnostic's `range.file` names, or nil to print no excerpt.
    package init(
        colors: Bool = false, toolName: String = "viewspec", tabWidth: Int = 4,
        source: @escaping @Sendable (String) -> SourceFile?
    ) {
        self.colors = colors
        self.toolName = toolName
        self.tabWidth = max(1, tabWidth)
        self.source = source
    }

    /// A renderer that takes excerpts from `files`, keyed by `SourceFile.path`.
    public init(colors: Bool = false, files: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for file in files { byPath[file.path] = file }
        self.init(colors: colors, source: { [byPath] in byPath[$0] })
    }

    // MARK: - Text

    /// The diagnostic, its excerpt and its notes, each line ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        renderOne(diagnostic, into: &out)
        if let cellNote = diagnostic.cellNote {
            // About the finding as a whole, so at its place but without a second excerpt.
            let location =
                diagnostic.range.map { "\(VisibleText.escaped($0.file)):\($0.lower.line):\($0.lower.column)" }
                ?? toolName
            out += style(.bold, location + ": ") + style(color(of: .note), "note:")
            out += " " + style(.bold, VisibleText.escaped(cellNote)) + "\n"
        }
        for note in diagnostic.notes { renderOne(note, into: &out) }
        return out
    }

    /// All `diagnostics` in the order given (pass `DiagnosticBag.sorted` for reading order).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func renderOne(_ diagnostic: Diagnostic, into out: inout String) {
        // Messages quote spec text (values, ids, keys) and paths: escaped here, once, so no
        // message can write a control character to the terminal, whoever built it.
        let location =
            diagnostic.range.map { "\(VisibleText.escaped($0.file)):\($0.lower.line):\($0.lower.column)" }
            ?? toolName
        let id = diagnostic.id == "note" ? "" : " [\(VisibleText.escaped(diagnostic.id))]"
        out += style(.bold, location + ": ")
        out += style(color(of: diagnostic.severity), diagnostic.severity.rawValue + ":")
        let device = diagnostic.device.map { " (on \($0))" } ?? ""
        out += " " + style(.bold, VisibleText.escaped(diagnostic.message + device)) + id + "\n"
        if let range = diagnostic.range, let file = source(range.file) {
            renderExcerpt(range, of: file, into: &out)
        }
    }

    /// Most columns of a line shown: longer lines (minified JSON, a 100,000-bracket attack) are
    /// cut to a window that starts a little before the range.
    static let excerptColumns = 100

    private func renderExcerpt(_ range: SourceRange, of file: SourceFile, into out: inout String) {
        guard let line = file.lineText(range.lower.line) else { return }
        let scalars = Array(line.unicodeScalars)
        let number = String(range.lower.line)
        let gutterWidth = max(5, number.count)
        let lastColumn: Int
        if range.upper.line > range.lower.line {
            lastColumn = Int.max
        } else {
            lastColumn = max(range.lower.column, range.upper.column - 1)
        }
        var first = 1
        var text = ""
        var marker = ""
        if scalars.count > Self.excerptColumns {
            first = max(1, min(range.lower.column - 20, scalars.count - Self.excerptColumns + 1))
            if first > 1 {
                text = "..."
                marker = "   "
            }
        }
        let end = min(scalars.count, first + Self.excerptColumns - 1)
        var cells = 0
        var column = first
        for scalar in scalars[(first - 1)..<max(first - 1, end)] {
            var width = Self.width(of: scalar)
            if scalar == "\t" {
                width = tabWidth - cells % tabWidth
                text += String(repeating: " ", count: width)
            } else if VisibleText.isControl(scalar) {
                // Shown as its escape, and underlined as wide as the escape is.
                let escape = VisibleText.escape(scalar)
                width = escape.count
                text += escape
            } else if width > 0 {
                text.unicodeScalars.append(scalar)
            }
            cells += width
            if column < range.lower.column {
                marker += String(repeating: " ", count: width)
            } else if column == range.lower.column {
                marker += "^" + String(repeating: "~", count: max(0, width - 1))
            } else if column <= lastColumn {
                marker += String(repeating: "~", count: width)
            }
            column += 1
        }
        if end < scalars.count { text += "..." }
        if column <= range.lower.column {
            // The range starts at or past the end of the line (an end-of-file position).
            marker += String(repeating: " ", count: range.lower.column - column) + "^"
        }
        let pad = String(repeating: " ", count: gutterWidth - number.count)
        out += pad + number + " | " + text + "\n"
        out += String(repeating: " ", count: gutterWidth) + " | " + style(.caret, marker) + "\n"
    }

    /// Terminal cells a scalar takes: 0 for combining marks and format characters (such as a
    /// byte order mark), 2 for East Asian wide characters and emoji, 1 otherwise.
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    // MARK: - Colour

    private enum Style: String {
        case bold = "1"
        case red = "1;31"
        case magenta = "1;35"
        case cyan = "1;36"
        case caret = "1;32"
    }

    private func color(of severity: Diagnostic.Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .magenta
        case .note: .cyan
        }
    }

    private func style(_ style: Style, _ text: String) -> String {
        guard colors, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    // MARK: - Summary

    /// "2 errors and 1 warning generated", as clang ends a run; nil when there is nothing to count.
    package static func summary(errors: Int, warnings: Int) -> String? {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        switch (errors, warnings) {
        case (0, 0): return nil
        case (_, 0): return count(errors, "error") + " generated"
        case (0, _): return count(warnings, "warning") + " generated"
        default: return count(errors, "error") + " and " + count(warnings, "warning") + " generated"
        }
    }

    package static func summary(of bag: DiagnosticBag) -> String? {
        summary(errors: bag.errorCount, warnings: bag.warningCount)
    }
}
