extension DiagnosticRenderer {
    /// The diagnostics as GitHub Actions workflow commands, one line each, which the runner
    /// turns into annotations on the pull request.
    ///
    /// For example:
    ///
    /// ```
    /// ::error file=specs/a.yaml,line=5,col=9,endLine=5,endColumn=14,title=unknown-kind::unknown kind 'buton'; did you mean 'button'?
    /// ```
    ///
    /// Errors are `::error`, warnings `::warning`; notes follow their diagnostic's message on
    /// lines of their own (`%0A`), as an annotation cannot hold another. A diagnostic with no
    /// place in a file has no `file`. Messages and property values (a file name too) go through
    /// `VisibleText` first, then the workflow-command escapes: `%`, CR and LF in the message;
    /// those and `:` and `,` in values.
    public static func github(_ diagnostics: [Diagnostic], paths: ReportPaths) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command =
                switch diagnostic.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties: [String] = []
            if let range = diagnostic.range, let file = paths.relative(range.file) {
                properties.append("file=" + githubProperty(file))
                properties.append("line=\(range.lower.line)")
                properties.append("col=\(range.lower.column)")
                properties.append("endLine=\(range.upper.line)")
                properties.append("endColumn=\(range.upper.column)")
            }
            properties.append("title=" + githubProperty(diagnostic.id))
            var message = diagnostic.message + (diagnostic.device.map { " (on \($0))" } ?? "")
            for note in diagnostic.notes {
                let place = note.range.map { "\(paths.relative($0.file) ?? $0.file):\($0.lower): " } ?? ""
                message += "\nnote: " + place + note.message
            }
            out += "::\(command) " + properties.joined(separator: ",") + "::"
            out += githubData(VisibleText.escaped(message, keeping: ["\n"])) + "\n"
        }
        return out
    }

    /// A command's message: `%`, CR and LF escaped, as the runner unescapes them.
    static func githubData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: its control characters made visible (a file name may hold ESC or
    /// BEL), then also `:` and `,`, which would end it.
    static func githubProperty(_ text: String) -> String {
        var out = ""
        for scalar in githubData(VisibleText.escaped(text)).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
