import Foundation
import Testing

/// Folders given to `validate`: walked on the C library (not Foundation's enumerator), with the
/// same rules: subfolders entered, hidden files and folders skipped, a link to a folder listed
/// but not entered, only YAML and JSON read, files in byte order.
@Suite struct FolderInputTests {
    static let broken = "viewspec: 1\nroot:\n  buton: OK\n"

    @Test func aFolderIsWalkedByTheSameRules() throws {
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        for sub in ["sub", "sub/deeper", ".hidden"] {
            try manager.createDirectory(atPath: folder.path(sub), withIntermediateDirectories: true)
        }
        for file in [
            "b.yaml", "sub/a.yml", "sub/deeper/c.json", ".hidden/d.yaml", "sub/.e.yaml", "notes.txt",
        ] {
            let text =
                file.hasSuffix(".json") ? "{\"viewspec\": 1, \"root\": {\"buton\": \"OK\"}}" : Self.broken
            try text.write(toFile: folder.path(file), atomically: true, encoding: .utf8)
        }
        try manager.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.path("sub"))
        for jobs in ["1", "2"] {
            let run = try Viewspec.run(["validate", folder.path(""), "--jobs", jobs])
            #expect(run.status == 1)
            let files = run.stderr.split(separator: "\n").compactMap { line -> String? in
                guard line.contains(": error: ") else { return nil }
                return String(line.prefix { $0 != ":" })
            }
            let root = folder.path("")
            let expected = ["b.yaml", "sub/a.yml", "sub/deeper/c.json"].map {
                root.hasSuffix("/") ? root + $0 : root + "/" + $0
            }
            #expect(Array(Set(files)).sorted() == expected, "\(run.stderr)")
        }
    }

    @Test func anUnwritableOutputSaysWhy() throws {
        let run = try Viewspec.run(
            ["layout", "specs/gallery/sign-in.yaml", "--output", "/nonexistent-folder/out.json"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "viewspec: error: cannot write '/nonexistent-folder/out.json': No such file or directory [unwritable-output]\n"
        )
    }
}
