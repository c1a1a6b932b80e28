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

/// The YAML and JSON files of a folder and its subfolders, keyed by their path relative to it
/// without the extension, so a spec `forms/login.yaml` and its snapshot `forms/login.json` have
/// the same key.
///
/// Hidden files and folders are skipped, and so are the `excluding` folders (a
/// snapshot folder kept inside the spec folder); keys are sorted.
package struct SpecFolder {
    /// The folder as given.
    package var root: String
    /// Relative path (with extension) by key.
    package var files: [String: String] = [:]
    /// Two files of the folder with one key (neither can be matched), and the entries that
    /// may be specs but cannot be read (`FileSystem.walk`): errors, never skipped in silence.
    package var problems: [Diagnostic] = []

    static let extensions = ["yaml", "yml", "json"]

    package static func isFolder(_ path: String) -> Bool { FileSystem.isFolder(path) }

    package init(_ root: String, extensions: [String] = SpecFolder.extensions, excluding: [String] = []) {
        self.root = root
        let excluded = Set(excluding.map(Self.absolute))
        let walk =
            FileSystem.walk(root, extensions: extensions) { relative, name in
                name.hasPrefix(".") || (!excluded.isEmpty && excluded.contains(Self.absolute(path(relative))))
            } ?? FileSystem.Walk()
        problems = walk.problems.sorted { $0.path < $1.path }.map(Self.unreadable)
        var byKey: [String: [String]] = [:]
        for item in walk.files.sorted() {
            byKey[String(item.dropLast(FileSystem.pathExtension(item).count + 1)), default: []].append(item)
        }
        for (key, items) in byKey.sorted(by: { $0.key < $1.key }) {
            guard items.count > 1 else {
                files[key] = items[0]
                continue
            }
            for item in items.dropFirst() {
                problems.append(
                    .error(
                        .ambiguousFile(path(item), other: path(items[0])),
                        at: SourceRange(file: path(item), at: SourcePosition(line: 1, column: 1))))
            }
        }
    }

    /// An entry a folder walk could not take, as the error `unreadable-file` at its start.
    static func unreadable(_ problem: (path: String, reason: String)) -> Diagnostic {
        .error(
            .unreadableFile(problem.path, reason: problem.reason),
            at: SourceRange(file: problem.path, at: SourcePosition(line: 1, column: 1)))
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    package var keys: [String] { files.keys.sorted() }

    package func path(_ relative: String) -> String { Self.join(root, relative) }

    package static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    package func path(forKey key: String) -> String? { files[key].map(path) }
}
