import Foundation

/// The package's own files, for tests that read specs, docs and goldens by the paths a user
/// types (`specs/gallery/…`) whatever folder `swift test` was started from.
package enum PackageFiles {
    /// The package root: this file is Tests/TestSupport/PackageFiles.swift.
    package static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    package static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The absolute path of `relativePath`, for APIs that take a file path.
    package static func path(_ relativePath: String) -> String {
        url(relativePath).path
    }

    package static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The files under `folder` (relative to the package root, subfolders included) with one of
    /// `extensions`, sorted, as relative paths; every extension when `extensions` is nil.
    package static func files(in folder: String, extensions: [String]? = nil) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: url(folder).path) else { return [] }
        var found: [String] = []
        while let item = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let relative = folder + "/" + item
            guard FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            if extensions?.contains((item as NSString).pathExtension) ?? true {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// The specs of the gallery (`specs/gallery`), YAML and JSON, as relative paths.
    package static var gallery: [String] {
        files(in: "specs/gallery", extensions: ["yaml", "yml", "json"])
    }

    /// `specs/gallery/sign-in.yaml` → `sign-in`: goldens are named after their spec this way.
    package static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
