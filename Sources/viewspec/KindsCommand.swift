import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

struct KindsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinds",
        abstract: "List the built-in kinds with their factories' defaults.",
        discussion: """
            Each kind with what it is, its main property (what a scalar value sets) and the \
            properties its factory sets, in the spec language, and its content hugging and \
            compression resistance (UIKit's). Styles and a node's own properties override them key by key. --markdown writes the table docs/resolver.md shows.
            """
    )

    @Flag(help: "Write a Markdown table instead of text.")
    var markdown = false

    func run() throws {
        if markdown {
            StandardOutput.write(KindReference.markdownTable())
            return
        }
        var out = ""
        for entry in KindReference.entries {
            out += entry.kind + (entry.mainProperty.map { " (main property: \($0))" } ?? "") + "\n"
            out += "  \(entry.summary)\n"
            for line in entry.defaults { out += "  \(line)\n" }
            out += "  priorities: \(entry.prioritiesText)\n"
            if let notes = entry.notes { out += "  also: \(notes)\n" }
        }
        StandardOutput.write(out)
    }
}
