extension DiagnosticRenderer {
    /// The version of the SARIF format `sarif` writes, and the schema it conforms to.
    package static let sarifVersion = "2.1.0"
    package static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of the fingerprint in each result's `partialFingerprints`.
    package static let fingerprintKey = "viewspec/v1"

    /// The diagnostics as one SARIF 2.1.0 log, as GitHub code scanning reads it: one run whose
    /// `tool.driver.rules` is every rule of `DiagnosticRules` (id, summary, help and its link into
    /// docs/diagnostics.md, default level), and a result per diagnostic with its `ruleId` and
    /// `ruleIndex`, `level`, message, a `physicalLocation` (the spec's URI relative to the current
    /// folder, see `ReportPaths`, and the region; columns count Unicode code points), its notes as
    /// `relatedLocations`, a `partialFingerprints` entry that does not depend on lines
    /// (`fingerprint(of:paths:)`), its `suppressions` (empty for a reported finding; for one a
    /// `# viewspec: ignore` comment or a baseline silenced, its kind and justification, so code
    /// scanning shows it dismissed) and the view and device as `properties`.
    ///
    /// Without a final newline.
    public static func sarif(_ diagnostics: [Diagnostic], paths: ReportPaths) -> String {
        var rules = DiagnosticRules.all
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        // A diagnostic made with an id no `DiagnosticID` names still gets a rule, so the log stays valid.
        for diagnostic in diagnostics where ruleIndex[diagnostic.id] == nil {
            ruleIndex[diagnostic.id] = rules.count
            rules.append(DiagnosticRule(diagnostic.id, diagnostic.severity, diagnostic.id, section: ""))
        }

        var json = JSONWriter()
        json.openObject()
        json.field("$schema", sarifSchema)
        json.field("version", sarifVersion)
        json.key("runs")
        json.openArray()
        json.openObject()
        json.key("tool")
        json.openObject()
        json.key("driver")
        json.openObject()
        json.field("name", "viewspec")
        json.field("version", ViewSpecVersion.tool)
        json.field("semanticVersion", ViewSpecVersion.tool)
        json.field("informationUri", DiagnosticRules.documentation)
        json.key("rules")
        json.openArray()
        for rule in rules { write(rule, to: &json) }
        json.close()
        json.close()
        json.close()
        json.field("columnKind", "unicodeCodePoints")
        json.key("results")
        json.openArray()
        for diagnostic in diagnostics {
            write(diagnostic, ruleIndex: ruleIndex[diagnostic.id] ?? 0, paths: paths, to: &json)
        }
        json.close()
        json.close()
        json.close()
        json.close()
        return json.text
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func write(_ rule: DiagnosticRule, to json: inout JSONWriter) {
        json.openObject(oneLine: true)
        json.field("id", rule.id)
        json.key("shortDescription")
        json.openObject(oneLine: true)
        json.field("text", rule.summary)
        json.close()
        if !rule.section.isEmpty {
            json.field("helpUri", rule.helpURI)
            json.key("help")
            json.openObject(oneLine: true)
            json.field("text", "\(rule.summary) See \(rule.helpURI)")
            json.field("markdown", "\(rule.summary) See [docs/diagnostics.md](\(rule.helpURI)).")
            json.close()
        }
        json.key("defaultConfiguration")
        json.openObject(oneLine: true)
        json.field("level", level(rule.defaultSeverity))
        json.close()
        json.close()
    }

    private static func write(
        _ diagnostic: Diagnostic, ruleIndex: Int, paths: ReportPaths, to json: inout JSONWriter
    ) {
        json.openObject()
        json.field("ruleId", diagnostic.id)
        json.field("ruleIndex", ruleIndex)
        json.field("level", level(diagnostic.severity))
        json.key("message")
        json.openObject(oneLine: true)
        json.field(
            "text", VisibleText.escaped(diagnostic.message + (diagnostic.device.map { " (on \($0))" } ?? "")))
        json.close()
        json.key("locations")
        json.openArray()
        if let range = diagnostic.range, let uri = paths.uri(range.file) {
            json.openObject(oneLine: true)
            writePhysicalLocation(range, uri: uri, to: &json)
            if let view = diagnostic.view {
                json.key("logicalLocations")
                json.openArray(oneLine: true)
                json.openObject(oneLine: true)
                json.field("name", view)
                json.field("kind", "element")
                json.close()
                json.close()
            }
            json.close()
        }
        json.close()
        let related = diagnostic.notes.filter { $0.range.flatMap { paths.uri($0.file) } != nil }
        if !related.isEmpty {
            json.key("relatedLocations")
            json.openArray()
            for (index, note) in related.enumerated() {
                guard let range = note.range, let uri = paths.uri(range.file) else { continue }
                json.openObject(oneLine: true)
                json.field("id", index + 1)
                writePhysicalLocation(range, uri: uri, to: &json)
                json.key("message")
                json.openObject(oneLine: true)
                json.field("text", VisibleText.escaped(note.message))
                json.close()
                json.close()
            }
            json.close()
        }
        if let fix = diagnostic.fix, let at = fix.range, let uri = paths.uri(at.file) {
            json.key("fixes")
            json.openArray()
            json.openObject(oneLine: true)
            json.key("description")
            json.openObject(oneLine: true)
            json.field(
                "text",
                VisibleText.escaped("replace '\(fix.original)' with '\(fix.replacement)'"))
            json.close()
            json.key("artifactChanges")
            json.openArray(oneLine: true)
            json.openObject(oneLine: true)
            writeArtifactLocation(uri, to: &json)
            json.key("replacements")
            json.openArray(oneLine: true)
            json.openObject(oneLine: true)
            writeRegion(at, key: "deletedRegion", to: &json)
            json.key("insertedContent")
            json.openObject(oneLine: true)
            json.field("text", fix.replacement)
            json.close()
            json.close()
            json.close()
            json.close()
            json.close()
            json.close()
            json.close()
        }
        json.key("partialFingerprints")
        json.openObject(oneLine: true)
        json.field(fingerprintKey, fingerprint(of: diagnostic, paths: paths))
        json.close()
        json.key("suppressions")
        json.openArray(oneLine: true)
        if let suppression = diagnostic.suppression {
            json.openObject(oneLine: true)
            json.field("kind", suppression.kind.rawValue)
            json.field("justification", VisibleText.escaped(suppression.justification))
            json.close()
        }
        json.close()
        if diagnostic.view != nil || diagnostic.device != nil {
            json.key("properties")
            json.openObject(oneLine: true)
            if let view = diagnostic.view { json.field("view", view) }
            if let device = diagnostic.device { json.field("device", device) }
            json.close()
        }
        json.close()
    }

    private static func writePhysicalLocation(_ range: SourceRange, uri: String, to json: inout JSONWriter) {
        json.key("physicalLocation")
        json.openObject(oneLine: true)
        writeArtifactLocation(uri, to: &json)
        writeRegion(range, key: "region", to: &json)
        json.close()
    }

    /// A file by its URI: relative ones against the checkout's root (`%SRCROOT%`).
    private static func writeArtifactLocation(_ uri: String, to json: inout JSONWriter) {
        json.key("artifactLocation")
        json.openObject(oneLine: true)
        json.field("uri", uri)
        if !uri.hasPrefix("file:") { json.field("uriBaseId", "%SRCROOT%") }
        json.close()
    }

    private static func writeRegion(_ range: SourceRange, key: String, to json: inout JSONWriter) {
        json.key(key)
        json.openObject(oneLine: true)
        json.field("startLine", range.lower.line)
        json.field("startColumn", range.lower.column)
        json.field("endLine", range.upper.line)
        json.field("endColumn", range.upper.column)
        json.close()
    }

    /// What tells one finding from another across runs, whatever lines moved: a 64-bit FNV-1a hash,
    /// in hex, of the spec's report path, the rule id, the view (or, for a diagnostic about no
    /// view, its message) and the cell it was found in (the device; absent when the spec is laid
    /// out on one).
    ///
    /// Baselines match on it.
    package static func fingerprint(of diagnostic: Diagnostic, paths: ReportPaths) -> String {
        let file = paths.recordedFile(of: diagnostic.range)
        let parts = [file, diagnostic.id, diagnostic.view ?? diagnostic.message, diagnostic.device ?? ""]
        var hash = FNV1a64()
        for (index, part) in parts.enumerated() {
            // A separator byte no text holds, so ("ab", "c") and ("a", "bc") differ.
            hash.add(part.utf8 + (index < parts.count - 1 ? [0] : []))
        }
        return hash.hex
    }
}
