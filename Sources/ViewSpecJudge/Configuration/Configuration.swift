import ViewSpecCore
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// A `.viewspec.yml`: how `validate` judges the specs of a repository (docs/ci.md).
///
/// ```yaml
/// rules:
///   ambiguous-layout: off
///   low-contrast: { severity: error, level: AAA }
///   small-tap-target: { severity: warning, minimum: 48 }
/// matrix: { devices: [iphone-se, ipad], appearance: all }
/// exclude: [specs/drafts/**]
/// ```
///
/// Only warnings change severity: an error of the spec language means the spec cannot be laid
/// out as written, and no configuration makes that acceptable.
package struct Configuration: Sendable {
    /// What a configuration makes of a rule.
    package enum Severity: String, Sendable, CaseIterable {
        case off, warning, error

        /// `off` for a plain `false`: a YAML 1.1 reader (PyYAML, an editor set to YAML 1.1) reads
        /// a plain `off` as the boolean false, and a file written from such a reading says
        /// `false`, so both spellings mean the same and the schema accepts both.
        static func yaml11Off(_ scalar: SyntaxNode.Scalar) -> String? {
            scalar.isPlain && scalar.text == "false" ? Severity.off.rawValue : nil
        }
    }

    /// The name `validate` looks for, in each spec's folder and the folders above it.
    package static let fileName = ".viewspec.yml"

    /// The file it was read from, as diagnostics name it; nil for the built-in defaults.
    package var file: String?
    /// The absolute folder the globs are relative to.
    package var folder: String
    /// By rule id; only looked up, never iterated into output.
    package var severities: [String: Severity] = [:]
    /// The thresholds `rules:` sets; the spec's own `options.audits` win over them.
    package var audits = AuditOptions()
    /// The matrix `matrix:` asks for; a dimension given on the command line replaces it.
    package var matrix = MatrixRequest()
    package var include: [String] = []
    package var exclude: [String] = []

    package init(file: String? = nil, folder: String) {
        self.file = file
        self.folder = folder
    }

    /// The rules a configuration can turn off or change: every warning.
    package static var configurableRules: [String] {
        DiagnosticRules.all.filter { $0.defaultSeverity == .warning }.map(\.id)
    }

    /// The thresholds each rule takes under `rules:` besides `severity`.
    package static let thresholds: [(rule: String, key: String)] = [
        ("small-tap-target", "minimum"), ("low-contrast", "level"), ("shrunk-text", "minimum"),
    ]

    /// `diagnostics` with the configured severities: a finding of a rule set `off` is left out
    /// (suppressed ones too), one set `error` or `warning` takes that severity.
    ///
    /// Errors of rules whose default is error are never touched (the reader refuses to configure
    /// them).
    package func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap(apply)
    }

    /// One diagnostic with its configured severity; nil for a rule set `off`.
    package func apply(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let severity = severities[diagnostic.id],
            DiagnosticRules.rule(diagnostic.id)?.defaultSeverity == .warning
        else { return diagnostic }
        var changed = diagnostic
        switch severity {
        case .off: return nil
        case .warning: changed.severity = .warning
        case .error: changed.severity = .error
        }
        return changed
    }

    /// Whether a file found in a folder walk is validated: it matches an `include` glob when there
    /// are any, and no `exclude` glob.
    ///
    /// `path` is absolute.
    package func selects(absolutePath path: String) -> Bool {
        let relative = Glob.relative(path, to: folder)
        if !include.isEmpty, !include.contains(where: { Glob.matches($0, relative) }) { return false }
        return !exclude.contains { Glob.matches($0, relative) }
    }
}

/// Shell-style globs over `/`-separated paths relative to a configuration's folder: `*` and `?`
/// stay inside one path segment, `**` spans any number of segments (also none), and a pattern
/// that names a folder (`specs/drafts`) takes everything under it.
package enum Glob {
    package static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternParts = split(pattern)
        let pathParts = split(path)
        if match(patternParts, pathParts) { return true }
        // A folder's name alone stands for what it holds.
        return match(patternParts + ["**"], pathParts)
    }

    /// `path` relative to `folder` when it lies inside it; else `path` unchanged.
    package static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func split(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }

    // Both levels match by dynamic programming over (pattern position, text position), so a
    // pattern with many stars costs the product of the lengths, never a backtracking blow-up.

    private static func match(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        wildcard(pattern.count, path.count, isStar: { pattern[$0] == "**" }) { p, t in
            matchSegment(Array(pattern[p]), Array(path[t]))
        }
    }

    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        wildcard(pattern.count, text.count, isStar: { pattern[$0] == "*" }) { p, t in
            pattern[p] == "?" || pattern[p] == text[t]
        }
    }

    /// Whether `patternCount` items match `textCount` items, where a star item matches any run
    /// of text items and any other item one that `matchesOne` accepts.
    private static func wildcard(
        _ patternCount: Int, _ textCount: Int, isStar: (Int) -> Bool, _ matchesOne: (Int, Int) -> Bool
    ) -> Bool {
        // matched[t]: the pattern's first p items match the text's first t items.
        var matched = [Bool](repeating: false, count: textCount + 1)
        matched[0] = true
        for p in 0..<patternCount {
            var next = [Bool](repeating: false, count: textCount + 1)
            if isStar(p) {
                var any = false
                for t in 0...textCount {
                    any = any || matched[t]
                    next[t] = any
                }
            } else {
                for t in 0..<textCount where matched[t] && matchesOne(p, t) { next[t + 1] = true }
            }
            matched = next
        }
        return matched[textCount]
    }
}
