/// The 64-bit FNV-1a hash: fast, stable across machines and runs, and not cryptographic (it
/// tells apart files and findings, and a hostile input can only make two of them look alike).
package struct FNV1a64 {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(_ bytes: some Sequence<UInt8>) {
        // Bytes in one buffer (an array, a file's bytes) are hashed by the loop below, not
        // through the generic iterator, which another module calls unspecialised: a snapshot
        // verify hashes each mockup's snapshot, megabytes for a folder with a matrix.
        let hashed = bytes.withContiguousStorageIfAvailable { add(buffer: $0) }
        guard hashed == nil else { return }
        for byte in bytes { add(byte) }
    }

    private mutating func add(buffer: UnsafeBufferPointer<UInt8>) {
        for byte in buffer { add(byte) }
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The hash as 16 lower-case hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
