import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The one content size, appearance and direction `diff` and `snapshot` lay specs out in, each
/// a single value on the command line: `diff` lays a spec out in one cell per device, and a
/// snapshot's several come from its configuration's matrix (lists on the command line are
/// `validate`'s and `layout`'s, `MatrixOptions`).
struct CellOptions: ParsableArguments {
    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "The Dynamic Type size to set text at (default: for snapshot, each that the configuration's matrix names; else the spec's options.contentSize, else large).",
            discussion: "One of " + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                + ".",
            valueName: "category"))
    var contentSize: String?

    @Option(
        name: .customLong("appearance"),
        help: ArgumentHelp(
            "light or dark (default: for snapshot, each that the configuration's matrix names; else the spec's options.appearance, else light).",
            valueName: "appearance"))
    var appearance: String?

    @Option(
        name: .customLong("direction"),
        help: ArgumentHelp(
            "ltr or rtl (or leftToRight, rightToLeft; default: for snapshot, each that the configuration's matrix names; else the spec's options.direction, else ltr).",
            valueName: "direction"))
    var direction: String?

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--content-size", "--appearance", "--direction"])
        _ = try pipelineOptions(font: nil)
    }

    func pipelineOptions(font: String?) throws -> Pipeline.Options {
        Pipeline.Options(
            contentSize: try Self.one(contentSize, of: MatrixOptions.contentSize),
            appearance: try Self.one(appearance, of: MatrixOptions.appearance),
            direction: try Self.one(direction, of: MatrixOptions.direction), fontFile: font)
    }

    /// The value named, checked as the matrix options check theirs; a list or `all` is a usage
    /// error here.
    private static func one<Value>(_ value: String?, of dimension: MatrixOptions.Dimension<Value>) throws
        -> Value?
    {
        guard let value else { return nil }
        let values = try dimension.expand([value])
        guard values.count == 1, value != "all" else {
            throw ValidationError(
                "\(dimension.option) takes one value here: a snapshot's several come from its configuration's matrix"
            )
        }
        return values[0]
    }
}
