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
    /// `include:`, compiled once; a folder walk matches every file against each.
    package var include: [Glob] = []
    package var exclude: [Glob] = []

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
        let relative = Glob.Path(Glob.relative(path, to: folder))
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }
}
