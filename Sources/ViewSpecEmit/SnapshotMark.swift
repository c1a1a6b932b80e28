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
        var name = ""
        for byte in file.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "-"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                name += "%" + (hex.count == 1 ? "0" : "") + hex
            }
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
        var bytes: [UInt8] = []
        var encoded = Array(head[start.upperBound..<middle.lowerBound].utf8)[...]
        while let byte = encoded.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard encoded.count >= 2,
                let value = UInt8(String(decoding: encoded.prefix(2), as: UTF8.self), radix: 16)
            else { return nil }
            bytes.append(value)
            encoded = encoded.dropFirst(2)
        }
        // A file name of the mockup's own folder: never a path elsewhere.
        guard digest.utf8.count == 16, let file = String(validating: bytes, as: UTF8.self), !file.isEmpty,
            !file.contains("/"), file != ".", file != ".."
        else { return nil }
        return SnapshotMark(file: file, digest: digest)
    }
}
