import Synchronization
import ViewSpecCore
import ViewSpecJudge
import ViewSpecLanguage
import ViewSpecResolve
import ViewSpecSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The configurations of one run: `--config FILE` for every spec, or each spec's nearest
/// `.viewspec.yml` from its folder upwards.
///
/// Each file is read once; its problems are reported
/// once, and the specs it governs are not validated (a run must not judge them by half a file).
/// `validate` and `snapshot record` and `verify` find them so.
package final class Configurations {
    package enum Found {
        case none
        case configuration(Configuration)
        /// It has errors: its specs are not validated.
        case broken
    }

    private let explicit: String?
    private let currentDirectory: String
    /// By absolute folder: what was found from it upwards.
    private var byFolder: [String: Found] = [:]
    /// By absolute path of the file read.
    private var byFile: [String: Found] = [:]
    package private(set) var diagnostics: [Diagnostic] = []
    package private(set) var sources: [SourceFile] = []

    package init(explicit: String?) {
        self.explicit = explicit
        self.currentDirectory = FileManager.default.currentDirectoryPath
    }

    /// The configuration of the spec at `path` (`-`, standard input, is judged from the current
    /// folder).
    package func configuration(for path: String) -> Found {
        if let explicit { return load(absolute(explicit), shownAs: explicit) }
        return find(
            from: path == "-" ? currentDirectory : FileSystem.parent(absolute(path)))
    }

    private func find(from folder: String) -> Found {
        if let known = byFolder[folder] { return known }
        let candidate = FileSystem.appending(Configuration.fileName, to: folder)
        let found: Found
        // An entry that exists but cannot be read (a dangling link, a loop, a FIFO) is found
        // and reported, not taken for no configuration.
        if FileSystem.entryExists(candidate) {
            found = load(
                candidate,
                shownAs: ReportPaths(currentDirectory: currentDirectory).relative(candidate) ?? candidate)
        } else {
            let parent = FileSystem.parent(folder)
            found = parent == folder || parent.isEmpty ? .none : find(from: parent)
        }
        byFolder[folder] = found
        return found
    }

    private func load(_ absolutePath: String, shownAs name: String) -> Found {
        if let known = byFile[absolutePath] { return known }
        var bag = DiagnosticBag()
        let folder = FileSystem.parent(absolutePath)
        let (configuration, source) = ConfigurationReader.read(path: name, folder: folder, diagnostics: &bag)
        diagnostics += bag.sorted
        if let source { sources.append(source) }
        let found = configuration.map(Found.configuration) ?? .broken
        byFile[absolutePath] = found
        return found
    }

    package func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileSystem.appending(path, to: currentDirectory)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}

/// The spec files of a run: each argument that is a file as given, each folder's YAML and JSON
/// files (recursively, hidden ones skipped, sorted by path) that its configuration selects.
///
/// An entry of a folder that cannot be read as a spec (`FileSystem.walk`) is an error in
/// `problems`, never skipped in silence.
enum SpecInputs {
    /// The files of `arguments`, the problems of their folders, and for each file found in a
    /// folder argument that folder (the repository its embeds may read).
    static func expand(_ arguments: [String], configurations: Configurations) -> (
        files: [String], problems: [Diagnostic], roots: [String: String]
    ) {
        var files: [String] = []
        var problems: [Diagnostic] = []
        var roots: [String: String] = [:]
        for argument in arguments {
            guard argument != "-", SpecFolder.isFolder(argument) else {
                files.append(argument)
                continue
            }
            let (found, unreadable) = walk(argument)
            problems += unreadable
            for path in found {
                if case .configuration(let configuration) = configurations.configuration(for: path),
                    !configuration.selects(absolutePath: configurations.absolute(path))
                {
                    continue
                }
                files.append(path)
                roots[path] = argument
            }
        }
        return (files, problems, roots)
    }

    /// Every spec file under `folder`, sorted by path (byte order, so the same on every
    /// machine), and the entries that cannot be read as specs, as errors.
    static func walk(_ folder: String) -> (files: [String], problems: [Diagnostic]) {
        let walk =
            FileSystem.walk(folder, extensions: SpecFolder.extensions) { _, name in name.hasPrefix(".") }
            ?? FileSystem.Walk()
        func byteOrder(_ a: String, _ b: String) -> Bool {
            Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
        }
        let files = walk.files.map { join(folder, $0) }.sorted(by: byteOrder)
        let problems = walk.problems.sorted { byteOrder($0.path, $1.path) }.map(SpecFolder.unreadable)
        return (files, problems)
    }

    /// `folder/item` as a user would type it: `specs/a.yaml` for `specs` and `specs/`, `a.yaml`
    /// for `.`.
    private static func join(_ folder: String, _ item: String) -> String {
        if folder == "." || folder == "./" { return item }
        return folder.hasSuffix("/") ? folder + item : folder + "/" + item
    }
}

/// `--shard K/N`: the K-th of N disjoint parts of the files, for N CI runners.
///
/// A file's part is
/// its index in the run's files sorted by path, modulo N: every runner sorts the same list, so
/// the parts are disjoint, together they are every file, and their sizes differ by at most one.
public struct Shard: Sendable {
    var index: Int
    var count: Int

    /// Parses `K/N` (1 ≤ K ≤ N ≤ 10 000); nil for anything else.
    public init?(_ argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            count <= 10_000,
            index >= 1, index <= count
        else { return nil }
        self.index = index
        self.count = count
    }

    /// The files of this shard, in the order given.
    public func select(_ files: [String]) -> [String] {
        let sorted = Array(Set(files)).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var mine: Set<String> = []
        for (position, file) in sorted.enumerated() where position % count == index - 1 { mine.insert(file) }
        return files.filter(mine.contains)
    }
}
