import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every diagnostic rule id with its default severity and what it finds.",
        discussion: """
            The ids docs/diagnostics.md describes, in its order: what `# viewspec: ignore` \
            comments and the rules: section of .viewspec.yml name. Rules whose default is a \
            warning can be turned off or made errors; errors of the spec language cannot be \
            changed. --json writes an array of {"id", "severity", "configurable", "thresholds", \
            "summary", "help"} objects for tools.
            """
    )

    @Flag(help: "Write a JSON array instead of text.")
    var json = false

    func run() throws {
        let configurable = Set(Configuration.configurableRules)
        if json {
            var writer = JSONWriter()
            writer.openArray()
            for rule in DiagnosticRules.all {
                writer.openObject(oneLine: true)
                writer.field("id", rule.id)
                writer.field("severity", rule.defaultSeverity.rawValue)
                writer.field("configurable", configurable.contains(rule.id))
                writer.field(
                    "thresholds", strings: Configuration.thresholds.filter { $0.rule == rule.id }.map(\.key))
                writer.field("summary", rule.summary)
                writer.field("help", rule.helpURI)
                writer.close()
            }
            writer.close()
            StandardOutput.write(writer.finishLine())
            return
        }
        let width = DiagnosticRules.all.map(\.id.count).max() ?? 0
        var out = ""
        for rule in DiagnosticRules.all {
            let padded = rule.id + String(repeating: " ", count: width - rule.id.count)
            let severity = rule.defaultSeverity.rawValue
            out +=
                "\(padded)  \(severity)\(String(repeating: " ", count: 7 - severity.count))  \(rule.summary)\n"
        }
        StandardOutput.write(out)
    }
}
