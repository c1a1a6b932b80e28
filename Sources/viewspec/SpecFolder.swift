import Foundation
import ViewSpecKit

/// The YAML and JSON files of a folder and its subfolders, keyed by their path relative to it
/// without the extension, so a spec `forms/login.yaml` and its snapshot `forms/login.json` have
/// the same key. Hidden files and folders are skipped, and so are the `excluding` folders (a
/// snapshot folder kept inside the spec folder); keys are sorted.
struct SpecFolder {
    var root: String
    /// Relative path (with extension) by key.
    var files: [String: String] = [:]
    /// Two files of the folder with one key: neither can be matched.
    var ambiguous: [Diagnostic] = []

    static let extensions = ["yaml", "yml", "json"]

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    init(_ root: String, extensions: [String] = SpecFolder.extensions, excluding: [String] = []) {
        self.root = root
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return }
        let excluded = Set(excluding.map(Self.absolute))
        var found: [String] = []
        while let item = enumerator.nextObject() as? String {
            let name = (item as NSString).lastPathComponent
            if name.hasPrefix(".") || (!excluded.isEmpty && excluded.contains(Self.absolute(path(item)))) {
                enumerator.skipDescendants()
                continue
            }
            let ext = (item as NSString).pathExtension
            guard extensions.contains(ext), !Self.isFolder(path(item)) else { continue }
            found.append(item)
        }
        var byKey: [String: [String]] = [:]
        for item in found.sorted() {
            byKey[String(item.dropLast((item as NSString).pathExtension.count + 1)), default: []].append(item)
        }
        for (key, items) in byKey.sorted(by: { $0.key < $1.key }) {
            guard items.count > 1 else {
                files[key] = items[0]
                continue
            }
            for item in items.dropFirst() {
                ambiguous.append(
                    .error(
                        .ambiguousFile(path(item), other: path(items[0])),
                        at: SourceRange(file: path(item), at: SourcePosition(line: 1, column: 1))))
            }
        }
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    var keys: [String] { files.keys.sorted() }

    func path(_ relative: String) -> String { Self.join(root, relative) }

    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    func path(forKey key: String) -> String? { files[key].map(path) }
}
