import ArgumentParser
import ViewSpecCore
import ViewSpecKit

/// `--jobs` and `--shard`: how many specs are laid out at a time, and which part of a folder's
/// specs this run takes (validate, snapshot record and snapshot verify).
struct ParallelOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Lay out this many specs at a time (default: the number of cores; at most twice the cores run at once); the output is the same for every value."
        ))
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "Take only the K-th of N parts of the specs (1-based; by their index in path order, modulo N), for N CI runners.",
            valueName: "K/N"))
    var shard: String?

    func validate() throws {
        if let jobs, jobs < 1 || jobs > 1024 {
            throw ValidationError("--jobs takes 1...1024, not \(jobs)")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError(
                "--shard takes K/N, part K of N (1 ≤ K ≤ N, such as 2/4), not '\(VisibleText.escaped(shard))'"
            )
        }
        try OptionChecks.rejectRepeats(of: ["--jobs", "--shard"])
    }

    /// How many specs run at a time.
    var jobCount: Int { jobs ?? Parallel.processorCount }

    /// The part of the specs this run takes; nil for all of them.
    var part: Shard? { shard.flatMap(Shard.init) }
}

/// `--config`: one configuration for every spec instead of each one's nearest `.viewspec.yml`.
struct ConfigurationOption: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Read this configuration instead of each spec's nearest .viewspec.yml (docs/ci.md).",
            valueName: "file"))
    var config: String?

    func validate() throws {
        try OptionChecks.rejectRepeats(of: ["--config"])
    }
}
