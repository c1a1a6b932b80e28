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
