import ViewSpecCore

/// What ties a recorded mockup (`snapshot record --svg`) to its snapshot: the snapshot's file
/// name and a digest of its bytes, written into the SVG right after its `<svg>` tag, so
/// `snapshot verify` can tell a mockup that was not recorded with its snapshot as that
/// snapshot is now (a change accepted by copying the new JSON alone).
///
/// `<metadata vs:snapshot="login.json" vs:fnv1a64="0123456789abcdef"/>`: the name is the
/// snapshot's in the mockup's own folder, with every byte outside `A-Z a-z 0-9 . _ -` written
/// `%XX`, so it reads back exactly whatever the file is called; the digest is the FNV-1a 64-bit
/// hash of the snapshot file's bytes.
public struct SnapshotMark: Sendable, Equatable {
    /// The snapshot's file name, in the mockup's folder.
    public var file: String
    /// The hash of the snapshot's bytes, 16 lower-case hex digits.
    public var digest: String

    /// The mark of the snapshot `file` whose text is `snapshot`.
    package init(file: String, snapshot: some Sequence<UInt8>) {
        self.file = file
        self.digest = Self.digest(of: snapshot)
    }

    package init(file: String, digest: String) {
        self.file = file
        self.digest = digest
    }

    package static func digest(of bytes: some Sequence<UInt8>) -> String {
        var hash = FNV1a64()
        hash.add(bytes)
        return hash.hex
    }

    private static let opening = "<metadata vs:snapshot=\""
    private static let middle = "\" vs:fnv1a64=\""

    /// The element, as the mockup holds it.
    var element: String {
        // `~` too is written `%7E`: the name keeps only `A-Z a-z 0-9 . _ -`.
        let name = PercentEncoding.encoded(file) {
            PercentEncoding.isUnreserved($0) && $0 != UInt8(ascii: "~")
        }
        return Self.opening + name + Self.middle + digest + "\"/>"
    }

    /// The mark in the first lines of a mockup; nil when it has none (a diff SVG, a mockup
    /// recorded before marks, a picture of one's own) or one that names no file of its folder.
    package static func read(from head: String) -> SnapshotMark? {
        guard let start = head.firstRange(of: opening),
            let middle = head[start.upperBound...].firstRange(of: middle),
            let end = head[middle.upperBound...].firstRange(of: "\"/>")
        else { return nil }
        let digest = String(head[middle.upperBound..<end.lowerBound])
        guard let file = PercentEncoding.decoded(head[start.upperBound..<middle.lowerBound]) else {
            return nil
        }
        // A file name of the mockup's own folder: never a path elsewhere.
        guard digest.utf8.count == 16, !file.isEmpty, !file.contains("/"), file != ".", file != ".."
        else { return nil }
        return SnapshotMark(file: file, digest: digest)
    }
}
