import Foundation
import TestSupport
import Testing

/// `viewspec diff` on the spec pairs of specs/diff/before and specs/diff/after (each after/ spec
/// is its before/ twin with one change, named after it).
@Suite struct DiffCommandTests {
    static func diff(_ name: String, _ extra: [String] = []) throws -> Run {
        try Viewspec.run(["diff", "specs/diff/before/\(name).yaml", "specs/diff/after/\(name).yaml"] + extra)
    }

    /// The lines of standard error that carry a diagnostic, without the excerpts under them.
    static func reports(_ run: Run) -> [String] {
        run.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(" ") }
    }

    @Test func identicalLayoutsExitZeroSilently() throws {
        let run = try Viewspec.run(["diff", "specs/diff/before/moved.yaml", "specs/diff/before/moved.yaml"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "")
    }

    @Test func aMovedViewIsReportedWithIDDeviceAndDelta() throws {
        let run = try Self.diff("moved")
        #expect(run.status == 1)
        #expect(
            Self.reports(run) == [
                "specs/diff/after/moved.yaml:7:9: error: 'form' resized by (0, +24): 343 × 110.46 → 343 × 134.46 (on iphone-se) [view-resized]",
                "specs/diff/after/moved.yaml:13:15: error: 'subtitle' moved by (0, +12) in 'form': (0, 41.886) → (0, 53.886) (on iphone-se) [view-moved]",
                "specs/diff/after/moved.yaml:14:15: error: 'cancel' moved by (0, +24) in 'form': (0, 70.46) → (0, 94.46) (on iphone-se) [view-moved]",
            ])
        // The excerpt is the view's node in the new spec.
        #expect(
            run.stderr.contains(
                "   13 |             - label.body: { id: subtitle, text: Sign in to continue. }\n"))
    }

    /// `diff` lays specs out in one content size, appearance and direction: one value each, the
    /// names the matrix options read; a list or `all` is a usage error.
    @Test func specsAreLaidOutInTheOneCellAsked() throws {
        let large = try Self.reports(Self.diff("moved", ["--content-size", "AX5"]))
        #expect(
            large.first?.hasPrefix(
                "specs/diff/after/moved.yaml:7:9: error: 'form' resized by (0, +24): 343 × ") == true)
        #expect(large.first?.contains("343 × 110.46") == false, "\(large)")
        for value in ["all", "AX1,AX5"] {
            let run = try Self.diff("moved", ["--content-size", value])
            #expect(run.status == 64)
            #expect(run.stderr.contains("--content-size takes one value here"), "\(run.stderr)")
        }
        #expect(try Self.diff("moved", ["--direction", "sideways"]).status == 64)
    }

    @Test func movesWithinTheToleranceDoNotCount() throws {
        let within = try Self.diff("tolerance")
        #expect(within.status == 0)
        #expect(within.stderr == "")
        let exact = try Self.diff("tolerance", ["--tolerance", "0"])
        #expect(exact.status == 1)
        #expect(exact.stderr.contains("'subtitle' moved by (0, +0.2) in 'form'"))
        let loose = try Self.diff("moved", ["--tolerance", "30"])
        #expect(loose.status == 0)
        for bad in ["-1", "nan", "inf", "x"] {
            let run = try Self.diff("moved", ["--tolerance", bad])
            #expect(run.status == 64, "\(bad)")
        }
    }

    @Test func aLayoutDocumentComparesWithASpec() throws {
        let folder = try TemporaryFolder()
        let layout = try Viewspec.run(["layout", "specs/diff/before/moved.yaml"])
        let old = folder.path("old.json")
        try layout.stdout.write(toFile: old, atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["diff", old, "specs/diff/after/moved.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("'subtitle' moved by (0, +12) in 'form'"))
        // And two layout documents: placed at the view's line in the new one.
        let newLayout = try Viewspec.run(["layout", "specs/diff/after/moved.yaml"])
        let new = folder.path("new.json")
        try newLayout.stdout.write(toFile: new, atomically: true, encoding: .utf8)
        let documents = try Viewspec.run(["diff", old, new])
        #expect(documents.status == 1)
        let line = try #require(
            newLayout.stdout.split(separator: "\n").firstIndex { $0.contains("\"id\": \"subtitle\"") })
        #expect(documents.stderr.contains("\(new):\(line + 1):9: error: 'subtitle' moved by (0, +12)"))
        #expect(try Viewspec.run(["diff", old, old]).status == 0)
    }

    /// Two documents of several content sizes on one device: each layout is compared with the
    /// layout of its own cell, named in the report, and a cell on one side only is reported as
    /// new or gone.
    @Test func multiCellDocumentsAreComparedCellByCell() throws {
        let folder = try TemporaryFolder()
        func laidOut(_ spec: String, _ name: String, _ matrix: [String]) throws -> String {
            let run = try Viewspec.run(["layout", "specs/diff/\(spec)/text.yaml"] + matrix)
            let path = folder.path(name)
            try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let old = try laidOut("before", "old.json", ["--content-size", "large,AX3"])
        let same = try Viewspec.run(["diff", old, old])
        #expect(same.status == 0)
        #expect(same.stdout == "")
        #expect(same.stderr == "")

        let new = try laidOut("after", "new.json", ["--content-size", "large,AX3"])
        let changed = try Viewspec.run(["diff", old, new])
        #expect(changed.status == 1)
        #expect(changed.stdout == "")
        #expect(
            Self.reports(changed) == [
                "\(new):20:9: error: the text of 'title' changed: \"Welcome back\" → \"Welcome\" (on iphone-se/large) [text-changed]",
                "\(new):40:9: error: the text of 'title' changed: \"Welcome back\" → \"Welcome\" (on iphone-se/AX3) [text-changed]",
            ])

        let other = try laidOut(
            "after", "other.json", ["--content-size", "AX3", "--appearance", "light,dark"])
        let cells = try Viewspec.run(["diff", old, other])
        #expect(cells.status == 1)
        #expect(cells.stdout == "")
        #expect(
            Self.reports(cells) == [
                "\(other):20:9: error: the text of 'title' changed: \"Welcome back\" → \"Welcome\" (on iphone-se/AX3/light) [text-changed]",
                "\(other):31:5: error: the layout on 'iphone-se/AX3/dark' is new (on iphone-se/AX3/dark) [device-added]",
                "\(other):1:1: error: the layout on 'iphone-se/large/light' is gone (on iphone-se/large/light) [device-removed]",
            ])
    }

    /// A document from before each layout said its cell, with two layouts of one device and
    /// nothing to tell them apart, cannot be compared.
    @Test func aDocumentWithTwoLayoutsOfOneCellCannotBeCompared() throws {
        let folder = try TemporaryFolder()
        let layout = try Viewspec.run([
            "layout", "specs/diff/before/text.yaml", "--content-size", "large,AX3",
        ])
        let unnamed = layout.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter {
                !$0.hasPrefix("      \"contentSize\"") && !$0.hasPrefix("      \"appearance\"")
                    && !$0.hasPrefix("      \"direction\"")
            }
            .joined(separator: "\n")
        let old = folder.path("old.json")
        try unnamed.write(toFile: old, atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["diff", old, "specs/diff/after/text.yaml"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            Self.reports(run) == [
                "\(old):28:5: error: not a layout document as 'viewspec layout' writes it: a second layout on 'iphone-se' in large, light, leftToRight (the first on line 11): the layouts of one device in several cells each say their contentSize, appearance and direction [invalid-layout-document]"
            ])
    }

    @Test func foldersAreMatchedByPath() throws {
        let run = try Viewspec.run(["diff", "specs/diff/before", "specs/diff/after"])
        #expect(run.status == 1)
        for name in ["added-removed", "moved", "renumbered", "resized", "text"] {
            #expect(run.stderr.contains("specs/diff/after/\(name).yaml:"), "\(name)")
        }
        #expect(!run.stderr.contains("tolerance.yaml"))
        // A file on one side only.
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: folder.path("b/sub"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "\(PackageFiles.root.path)/specs/diff/before/text.yaml",
            toPath: folder.path("a/text.yaml"))
        try FileManager.default.copyItem(
            atPath: "\(PackageFiles.root.path)/specs/diff/before/text.yaml",
            toPath: folder.path("b/text.yaml"))
        try FileManager.default.copyItem(
            atPath: "\(PackageFiles.root.path)/specs/diff/after/text.yaml",
            toPath: folder.path("b/sub/new.yaml"))
        let oneSided = try Viewspec.run(["diff", folder.path("a"), folder.path("b")])
        #expect(oneSided.status == 1)
        #expect(
            oneSided.stderr.contains(
                "\(folder.path("b"))/sub/new.yaml:1:1: error: '\(folder.path("b"))/sub/new.yaml' has no counterpart in '\(folder.path("a"))' [file-added]"
            ))
    }

    /// A spec only in the new folder is read all the same: its errors show beside `file-added`,
    /// and it cannot be compared (exit 2).
    @Test func aNewSpecWithErrorsInAFolderShowsItsErrors() throws {
        let folder = try TemporaryFolder()
        for side in ["a", "b"] {
            try FileManager.default.createDirectory(
                atPath: folder.path(side), withIntermediateDirectories: true)
        }
        try "viewspec: 1\nroot:\n  buton: OK\n".write(
            toFile: folder.path("b/new.yaml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["diff", folder.path("a"), folder.path("b")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder.path("b"))/new.yaml:1:1: error: "))
        #expect(run.stderr.contains("[file-added]"))
        #expect(run.stderr.contains("\(folder.path("b"))/new.yaml:3:3: error: unknown kind 'buton'"))
    }

    /// A spec only in the old folder is read too: its errors show beside `file-removed` (exit 2),
    /// as those of a spec only in the new folder do.
    @Test func anOldSpecWithErrorsInAFolderShowsItsErrors() throws {
        let folder = try TemporaryFolder()
        for side in ["a", "b"] {
            try FileManager.default.createDirectory(
                atPath: folder.path(side), withIntermediateDirectories: true)
        }
        try "viewspec: 1\nroot:\n  buton: OK\n".write(
            toFile: folder.path("a/old.yaml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["diff", folder.path("a"), folder.path("b")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder.path("a"))/old.yaml:1:1: error: "))
        #expect(run.stderr.contains("[file-removed]"))
        #expect(run.stderr.contains("\(folder.path("a"))/old.yaml:3:3: error: unknown kind 'buton'"))
    }

    @Test func inputsThatCannotBeComparedExitTwo() throws {
        let missing = try Viewspec.run(["diff", "specs/diff/before/moved.yaml", "no/such.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[unreadable-file]"))
        let invalid = try Viewspec.run([
            "diff", "specs/diff/before/moved.yaml", "specs/invalid/unknown-kind.yaml",
        ])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("[unknown-kind]"))
        let folder = try TemporaryFolder()
        let broken = folder.path("broken.json")
        try #"{"format": 1, "layouts": [{"device": {"name": "x"}}]}"#.write(
            toFile: broken, atomically: true, encoding: .utf8)
        let shape = try Viewspec.run(["diff", broken, "specs/diff/before/moved.yaml"])
        #expect(shape.status == 2)
        #expect(
            shape.stderr.contains(
                "\(broken):1:27: error: not a layout document as 'viewspec layout' writes it: this object has no 'views' [invalid-layout-document]"
            ))
        let mixed = try Viewspec.run(["diff", "specs/diff/before", "specs/diff/after/moved.yaml"])
        #expect(mixed.status == 64)
    }

    /// Spec text quoted in a difference never reaches the terminal raw, in any format.
    @Test func controlCharactersInTextAreEscaped() throws {
        let folder = try TemporaryFolder()
        let spec = "viewspec: 1\nroot:\n  label.body: { id: t, text: \"TEXT\" }\n"
        try spec.replacingOccurrences(of: "TEXT", with: "plain").write(
            toFile: folder.path("a.yaml"), atomically: true, encoding: .utf8)
        try spec.replacingOccurrences(of: "TEXT", with: "\\e]0;pwned\\a").write(
            toFile: folder.path("b.yaml"), atomically: true, encoding: .utf8)
        for format in ["text", "github", "sarif"] {
            let run = try Viewspec.run([
                "diff", folder.path("a.yaml"), folder.path("b.yaml"), "--diagnostics-format", format,
            ])
            #expect(run.status == 1)
            #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{7}"), "\(format)")
            #expect(
                run.stderr.contains(#"\\u{1B}]0;pwned\\u{7}"#)
                    || run.stderr.contains(#"\u{1B}]0;pwned\u{7}"#), "\(format)")
        }
    }

    @Test func differencesAsJSONNameViewAndDevice() throws {
        let run = try Self.diff("text", ["--diagnostics-format", "json"])
        #expect(run.status == 1)
        let list = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["id"] as? String == "text-changed")
        #expect(list.first?["view"] as? String == "title")
        #expect(list.first?["device"] as? String == "iphone-se")
    }

    @Test func differencesAsGitHubCommands() throws {
        let run = try Self.diff("text", ["--diagnostics-format", "github"])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "::error file=specs/diff/after/text.yaml,line=12,col=15,endLine=12,endColumn=57,title=text-changed::the text of 'title' changed: \"Welcome back\" → \"Welcome\" (on iphone-se)\n"
        )
    }

    /// A stack whose first gap grows by 8 pt: the view under the gap moved, and the views after
    /// it moved along with it (notes that name the sibling before each), drawn quietly in the
    /// diff SVG.
    @Test func viewsThatOnlyFollowTheSiblingBeforeThemAreMarked() throws {
        let folder = try TemporaryFolder()
        let before = """
            viewspec: 1
            device: iphone-se
            root:
              view:
                children:
                  - stack.vertical:
                      id: form
                      spacing: 8
                      layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
                      children:
                        - label.header: { id: title, text: Title }
                        - label.body: { id: one, text: One }
                        - label.body: { id: two, text: Two }
                        - label.body: { id: three, text: Three }

            """
        let after = before.replacingOccurrences(
            of: "spacing: 8\n", with: "spacing: 8\n          spacingAfter: { title: 16 }\n")
        try before.write(toFile: folder.path("before.yaml"), atomically: true, encoding: .utf8)
        try after.write(toFile: folder.path("after.yaml"), atomically: true, encoding: .utf8)
        let run = try Viewspec.run(["diff", folder.path("before.yaml"), folder.path("after.yaml")])
        #expect(run.status == 1)
        let lines = Self.reports(run).map { $0.replacingOccurrences(of: folder.path(""), with: "") }
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first?.hasSuffix("[view-resized]") == true)
        #expect(lines.dropFirst().first?.contains("error: 'one' moved by (0, +8) in 'form': ") == true)
        #expect(
            lines.dropFirst(2).first?.contains(
                "note: 'two' moved by (0, +8) in 'form' along with 'one' before it (the gap between them is the same): "
            ) == true)
        #expect(lines.last?.hasSuffix("(on iphone-se) [view-moved-along]") == true)
        let svg = try Viewspec.run([
            "layout", folder.path("after.yaml"), "--format", "svg", "--diff", folder.path("before.yaml"),
        ])
        #expect(svg.status == 0)
        #expect(svg.stdout.contains("stroke-dasharray=\"1 2\"><title>two moved along with one, now"))
        #expect(svg.stdout.contains("stroke-width=\"2\"><title>one moved, now"))
        // Only the cause has a ghost.
        #expect(svg.stdout.contains("<title>one moved, was"))
        #expect(!svg.stdout.contains("<title>two moved along with one, was"))
        #expect(svg.stdout.contains("moved along with the view before it"))
    }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "viewspec-test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
