/// What every report for CI tools counts and names alike: the files checked, the findings by
/// file and how each finding reads in one line.
///
/// A file appears once, in the order it was checked; findings with no place in a file (a
/// configuration that cannot be read, a usage error) belong to no file and are listed apart.
package struct ReportSummary: Sendable {
    /// A file checked and the findings in it, in the order reported.
    package struct File: Sendable {
        /// The path as reports write it (`ReportPaths.relative`), or as given for standard input.
        package var path: String
        package var findings: [Diagnostic] = []
    }

    package var files: [File] = []
    /// Findings that name no file.
    package var unplaced: [Diagnostic] = []
    /// Whether a warning fails the run (`--warnings-as-errors`), so it is reported as a failure.
    package var warningsFail: Bool

    /// `checked` are the files the run looked at, in order; a finding's file that is not among
    /// them (a configuration, an embedded spec) is added after them, in the order found.
    package init(_ diagnostics: [Diagnostic], checked: [String], paths: ReportPaths, warningsFail: Bool) {
        self.warningsFail = warningsFail
        var index: [String: Int] = [:]
        func fileIndex(_ path: String) -> Int {
            if let known = index[path] { return known }
            index[path] = files.count
            files.append(File(path: path))
            return files.count - 1
        }
        for file in checked { _ = fileIndex(paths.relative(file) ?? file) }
        for diagnostic in diagnostics {
            guard let range = diagnostic.range else {
                unplaced.append(diagnostic)
                continue
            }
            files[fileIndex(paths.relative(range.file) ?? range.file)].findings.append(diagnostic)
        }
    }

    /// Whether `diagnostic` makes the run fail: an error, or a warning when warnings do.
    package func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (warningsFail && diagnostic.severity == .warning)
    }

    package var all: [Diagnostic] { files.flatMap(\.findings) + unplaced }

    package func count(_ severity: Diagnostic.Severity) -> Int { all.count { $0.severity == severity } }

    /// The message as one line of a report: the device it was found on, and each note after it.
    package static func text(of diagnostic: Diagnostic) -> String {
        var text = diagnostic.message + (diagnostic.device.map { " (on \($0))" } ?? "")
        if let cellNote = diagnostic.cellNote { text += "; " + cellNote }
        return VisibleText.escaped(text)
    }

    /// The notes, one a line, each with its place (`file:line:col: `) when it has one.
    package static func notes(of diagnostic: Diagnostic, paths: ReportPaths) -> [String] {
        diagnostic.notes.map { note in
            let place = note.range.map {
                "\(paths.relative($0.file) ?? $0.file):\($0.lower.line):\($0.lower.column): "
            }
            return VisibleText.escaped((place ?? "") + note.message)
        }
    }

    /// `file:line:col` of a finding, or `viewspec` for one with no place.
    package static func place(of diagnostic: Diagnostic, paths: ReportPaths) -> String {
        guard let range = diagnostic.range else { return "viewspec" }
        return VisibleText.escaped(
            "\(paths.relative(range.file) ?? range.file):\(range.lower.line):\(range.lower.column)")
    }
}

/// Text content and attribute values in XML 1.0, one escaping for every XML viewspec writes (SVG
/// and the CI reports): the five markup characters as entities, tab, line feed and carriage
/// return as character references (so attribute values keep them), and the characters XML 1.0
/// cannot hold (C0 controls, U+FFFE, U+FFFF) or that a terminal showing the file may act on (DEL,
/// the C1 controls) as `controls` says.
package enum XMLText {
    /// What becomes of a control character.
    package enum Controls {
        /// Its visible escape (`VisibleText`), for text people read (a report's messages).
        case visible
        /// U+FFFD, for drawn text, where an escape would be drawn as text.
        case replaced
    }

    package static func escaped(_ text: String, controls: Controls = .visible) -> String {
        // Nearly all text needs nothing: returned as it is, without a copy, when no byte can start
        // something to escape (0xC2 leads the C1 controls, 0xEF U+FFFE and U+FFFF; both are
        // taken the slow way whatever follows).
        let needsWork = text.utf8.contains { byte in
            switch byte {
            case 0..<0x20, 0x7F, 0xC2, 0xEF, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                UInt8(ascii: "\""), UInt8(ascii: "'"):
                true
            default: false
            }
        }
        guard needsWork else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if VisibleText.isControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += controls == .visible ? VisibleText.escape(scalar) : "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `name="value"` with the value escaped, after a space.
    package static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escaped(value))\""
    }
}
