import Testing

@testable import ViewSpecCore
@testable import ViewSpecEmit

/// The mark a recorded mockup carries of its snapshot: written after the `<svg>` tag, read back
/// exactly whatever the snapshot's name.
@Suite struct SnapshotMarkTests {
    @Test func aMarkReadsBackWhateverTheName() throws {
        for name in ["login.json", "a b%\"<&>.json", "écran—accueil.json", "x--y.json"] {
            let mark = SnapshotMark(file: name, snapshot: Array("{\"format\": 1}\n".utf8))
            #expect(mark.element.hasPrefix("<metadata vs:snapshot=\""))
            #expect(!mark.element.dropFirst(10).dropLast(3).contains("<"))
            let head = "<?xml version=\"1.0\"?>\n<svg>\n" + mark.element + "\n<title>x</title>"
            #expect(SnapshotMark.read(from: head) == mark, "\(name)")
        }
    }

    @Test func theDigestIsTheFNV1aOfTheBytes() {
        // The FNV-1a 64-bit test vectors: the empty string and "a".
        #expect(SnapshotMark.digest(of: Array("".utf8)) == "cbf29ce484222325")
        #expect(SnapshotMark.digest(of: Array("a".utf8)) == "af63dc4c8601ec8c")
        #expect(SnapshotMark.digest(of: Array("a\n".utf8)) != SnapshotMark.digest(of: Array("a\r\n".utf8)))
    }

    @Test func anSVGWithoutAMarkHasNone() {
        #expect(SnapshotMark.read(from: "<?xml version=\"1.0\"?>\n<svg>\n<title>x</title>") == nil)
        #expect(
            SnapshotMark.read(from: "<metadata vs:snapshot=\"a%zz.json\" vs:fnv1a64=\"0123456789abcdef\"/>")
                == nil)
        #expect(SnapshotMark.read(from: "<metadata vs:snapshot=\"a.json\" vs:fnv1a64=\"0123\"/>") == nil)
        // A mark names a file of the mockup's own folder, never a path elsewhere.
        for name in ["..%2Fsecret.json", "%2Fdev%2Fzero", ".."] {
            #expect(
                SnapshotMark.read(from: "<metadata vs:snapshot=\"\(name)\" vs:fnv1a64=\"0123456789abcdef\"/>")
                    == nil)
        }
    }
}
