import ArgumentParser
import ViewSpecKit

extension ContentSizeCategory: ExpressibleByArgument {}

/// The options that change how a spec resolves, shared by the commands that resolve one.
struct ResolveOptions: ParsableArguments {
    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "The Dynamic Type size to set text at (default: the spec's options.contentSize, else large).",
            discussion: "One of " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                + ".",
            valueName: "category"))
    var contentSize: ContentSizeCategory?

    @Option(
        name: .customLong("font"),
        help: ArgumentHelp(
            "A TrueType or OpenType file to measure text in instead of the built-in Inter.",
            valueName: "file"))
    var font: String?

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--content-size", "--font"])
    }

    func pipelineOptions() -> Pipeline.Options {
        Pipeline.Options(contentSize: contentSize, fontFile: font)
    }
}
