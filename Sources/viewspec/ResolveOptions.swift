import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The options that change how a spec resolves, shared by the commands that resolve one (the
/// content size, appearance and direction are `MatrixOptions`).
struct ResolveOptions: ParsableArguments {
    @Option(
        name: .customLong("font"),
        help: ArgumentHelp(
            "A TrueType or OpenType file to measure text in instead of the built-in Inter.",
            valueName: "file"))
    var font: String?

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--font"])
    }
}
