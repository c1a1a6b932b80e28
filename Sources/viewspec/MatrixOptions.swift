import ArgumentParser
import ViewSpecCore
import ViewSpecEmit
import ViewSpecJudge
import ViewSpecKit
import ViewSpecLanguage
import ViewSpecLayout
import ViewSpecResolve
import ViewSpecSyntax

/// The matrix a command lays out on: each option repeatable, each value one name, a comma-separated
/// list, or `all`.
///
/// A dimension not given takes the spec's own values.
struct MatrixOptions: ParsableArguments {
    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Lay out on this device instead of the spec's: a name, a group (iphones, ipads, phones-and-tablets), a comma list, or all (every preset upright); repeatable (see viewspec devices; default: the spec's devices, else iphone-17).",
            valueName: "name"))
    var devices: [String] = []

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "The Dynamic Type size to set text at: a category, a comma list, or all; repeatable (default: the spec's matrix or options.contentSize, else large).",
            discussion: "The categories are "
                + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                + ".",
            valueName: "category"))
    var contentSizes: [String] = []

    @Option(
        name: .customLong("appearance"),
        help: ArgumentHelp(
            "light, dark, a comma list, or all; repeatable (default: the spec's matrix or options.appearance, else light).",
            valueName: "appearance"))
    var appearances: [String] = []

    @Option(
        name: .customLong("direction"),
        help: ArgumentHelp(
            "ltr, rtl (or leftToRight, rightToLeft), a comma list, or all; repeatable (default: the spec's matrix or options.direction, else ltr).",
            valueName: "direction"))
    var directions: [String] = []

    @Flag(
        help:
            "Lay out with the software keyboard shown on every device (iPhone and iPad screens; see docs/layout.md)."
    )
    var keyboard = false

    func validate() throws {
        _ = try request()
    }

    /// The values asked for, checked: an unknown one is a usage error that lists the choices.
    func request() throws -> MatrixRequest {
        // Any name parses; checkDevices reports an unknown one with the list of devices.
        // A group (`iphones`) stands for its presets, as `all` does for every one.
        let named: [String] = devices.map { (value: String) -> String in
            let names: [String] = value.split(separator: ",", omittingEmptySubsequences: false).map {
                (name: Substring) -> String in
                DevicePreset.group(String(name))?.joined(separator: ",") ?? String(name)
            }
            return names.joined(separator: ",")
        }
        let devices = try Self.expand(named, option: "--device", all: DevicePreset.names) { $0 }
        try OptionChecks.checkDevices(devices)
        // A device named itself is laid out whatever idiom the spec is for; `all` and a
        // group lay out only the spec's (`options.idiom`).
        let written: [String] = self.devices.flatMap { $0.split(separator: ",").map(String.init) }
        let oneByOne: [String] = written.filter { $0 != "all" && DevicePreset.group($0) == nil }
        return MatrixRequest(
            devices: devices,
            contentSizes: try Self.contentSize.expand(contentSizes),
            appearances: try Self.appearance.expand(appearances),
            directions: try Self.direction.expand(directions),
            keyboard: keyboard, namedDevices: oneByOne)
    }

    /// One dimension of the matrix as the command line names it: its option, every value's name
    /// (what `all` stands for) and how a name reads.
    ///
    /// `diff` and `snapshot` read the same names, one value each (`CellOptions`).
    struct Dimension<Value: Equatable & Sendable>: Sendable {
        let option: String
        let all: [String]
        let parse: @Sendable (String) -> Value?

        func expand(_ values: [String]) throws -> [Value] {
            try MatrixOptions.expand(values, option: option, all: all, parse)
        }
    }

    static let contentSize = Dimension(
        option: "--content-size", all: ContentSizeCategory.allCases.map(\.rawValue),
        parse: { ContentSizeCategory(rawValue: $0) })
    static let appearance = Dimension(
        option: "--appearance", all: ColorAppearance.allCases.map(\.rawValue),
        parse: { ColorAppearance(rawValue: $0) })
    static let direction = Dimension(
        option: "--direction", all: ["ltr", "rtl"], parse: { LayoutDirection(commandLine: $0) })

    /// The pipeline's first resolution: the first value asked for in each dimension, so the
    /// first cell's tree is the one the pipeline resolves.
    func pipelineOptions(font: String?) throws -> Pipeline.Options {
        let request = try request()
        return Pipeline.Options(
            contentSize: request.contentSizes.first, appearance: request.appearances.first,
            direction: request.directions.first, fontFile: font)
    }

    /// Each value split at commas, `all` replaced by every value, each value once, in the
    /// order given.
    static func expand<Value: Equatable>(
        _ values: [String], option: String, all: [String], _ parse: (String) -> Value?
    ) throws -> [Value] {
        var result: [Value] = []
        for value in values {
            for name in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                let names = name == "all" ? all : [name]
                for name in names {
                    guard let parsed = parse(name) else {
                        let suggestion = Suggestion.closest(to: name, in: all)
                        throw ValidationError(
                            "unknown value '\(VisibleText.escaped(name))' for \(option)"
                                + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " The values are "
                                + all.joined(separator: ", ") + ", or all.")
                    }
                    if !result.contains(parsed) { result.append(parsed) }
                }
            }
        }
        return result
    }
}
